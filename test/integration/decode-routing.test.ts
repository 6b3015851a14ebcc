// Where messages decode (WHETSTONE_DECODE_INLINE_MAX_BYTES): with decode workers, small
// messages on the event loop and large ones in a worker, at the same time. The routing
// must change nothing but where: the same rows and dead letters, in message order, as
// decoding everything in one place, and they store the same on the real PostgreSQL.
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { TraceIngestor, type RawMessage, type TraceValue } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { createIngestMetrics } from '../../src/intake/core/metrics.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { withMigratedStore } from '../kit/db.ts';

const LIMIT = 4096;

function trace(i: number, padding: number): Record<string, unknown> {
  return {
    schema: 'whetstone.trace/v1',
    trace_id: `route-${i}`,
    timestamp: '2026-11-26T10:00:00.000Z',
    server: 'notes',
    session_id: `s${i}`,
    user_query: `find my note ${i}; token sk-live-${'a'.repeat(24)}${i}`,
    tools_shown: [{ server: 'notes', name: 'search' }],
    tool_calls: [
      {
        name: 'search',
        arguments: { q: `note ${i}` },
        result: { is_error: false, preview: `found ${'x'.repeat(padding)}` },
      },
    ],
    final_answer: `Here it is (${i}).`,
  };
}

/** Small and large traces, and bad messages of both sizes, interleaved. */
function mixed(): RawMessage[] {
  const out: RawMessage[] = [];
  for (let i = 0; i < 24; i++) {
    const large = i % 3 === 0;
    const value =
      i % 8 === 5
        ? Buffer.from(large ? `{"not": "a trace", "pad": "${'y'.repeat(LIMIT * 2)}"}` : '{"not": "a trace"}')
        : i % 8 === 7
          ? Buffer.from('not json at all')
          : Buffer.from(JSON.stringify(trace(i, large ? LIMIT * 3 : 10)));
    out.push({ value, key: null, source: `test:${i}` });
  }
  return out;
}

describe('decode routing by size', () => {
  const kit = withMigratedStore();

  const ingestor = (decodeWorkers: number, decodeInlineMaxBytes: number, registry = new Registry()) =>
    new TraceIngestor({
      format: v1Format,
      db: kit.db,
      redactor: createRedactor(),
      maxTraceBytes: 1 << 20,
      actor: 'test',
      decodeWorkers,
      decodeInlineMaxBytes,
      metrics: createIngestMetrics(registry),
    });
  const decodedBy = async (registry: Registry) =>
    Object.fromEntries(
      (await registry.getSingleMetric('whetstone_ingest_decoded_total')!.get()).values.map((v) => [
        v.labels.where,
        v.value,
      ]),
    );

  it('decodes small messages inline and large ones in a worker, with the rows and dead letters of either alone, in order', async () => {
    const messages = mixed();
    const registry = new Registry();
    const routed = ingestor(1, LIMIT, registry);
    const inline = ingestor(0, 0);
    const workers = ingestor(1, 0);
    try {
      const [r, i, w] = [
        await routed.decodeAsync(messages),
        await inline.decodeAsync(messages),
        await workers.decodeAsync(messages),
      ];
      const view = (d: Awaited<ReturnType<TraceIngestor['decodeAsync']>>) => ({
        rows: d.rows.map((x) => [x.message.source, x.row]),
        dead: d.dead.map((x) => [x.message.source, x.reason]),
      });
      expect(view(r)).toEqual(view(i));
      expect(view(w)).toEqual(view(i));
      expect(r.dead.map((x) => x.reason)).toEqual([
        'invalid',
        'not_json',
        'invalid',
        'not_json',
        'invalid',
        'not_json',
      ]);
      // The secret in every query was redacted on both paths.
      for (const x of r.rows) expect(JSON.stringify(x.row)).not.toContain('sk-live-');
      const large = messages.filter((m) => m.value!.length > LIMIT).length;
      expect(large).toBeGreaterThan(0);
      expect(await decodedBy(registry)).toEqual({ inline: messages.length - large, worker: large });
      const outcome = await routed.store(r.rows);
      expect(outcome.stored).toBe(r.rows.length);
    } finally {
      await Promise.all([routed.close(), inline.close(), workers.close()]);
    }
  });

  it('routes trace values (the OTel assembler) by their size as JSON, with the rows of decoding them inline', async () => {
    const values: TraceValue[] = Array.from({ length: 12 }, (_, i) => ({
      value: i % 4 === 3 ? { ...trace(100 + i, 10), user_query: 42 } : trace(100 + i, i % 3 === 0 ? LIMIT * 3 : 10),
      key: 'notes',
      source: `otel:${i}`,
    }));
    const registry = new Registry();
    const routed = ingestor(1, LIMIT, registry);
    const inline = ingestor(0, 0);
    try {
      const r = await routed.decodeValuesAsync(values);
      const i = await inline.decodeValuesAsync(values);
      const view = (d: typeof r) => ({
        rows: d.rows.map((x) => [x.message.source, x.row]),
        dead: d.dead.map((x) => [x.message.source, x.reason]),
      });
      expect(view(r)).toEqual(view(i));
      expect(r.dead).toHaveLength(3);
      const large = values.filter((v) => JSON.stringify(v.value).length > LIMIT).length;
      expect(large).toBe(3);
      expect(await decodedBy(registry)).toEqual({ inline: values.length - large, worker: large });
    } finally {
      await Promise.all([routed.close(), inline.close()]);
    }
  });
});
