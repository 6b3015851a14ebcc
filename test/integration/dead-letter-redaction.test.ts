// Dead letters hold no secret the text rules can see, in the dead_letters table (file
// ingest, then replay) and on the DLQ topic (the real broker), and no header carries
// payload bytes. A redacted JSON trace still replays once its cause is fixed.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { simpleTrace } from '../../lib/datasets/traces.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { replayTableDeadLetters } from '../../src/intake/core/dlq.ts';
import { createIngestMetrics } from '../../src/intake/core/metrics.ts';
import { ingestFile } from '../../src/intake/doors/file.ts';
import { sendDeadLetters } from '../../src/intake/doors/kafka.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import type { Db } from '../../src/store/db.ts';
import { countTraces, selectDeadLetters } from '../../src/store/sql/traces.ts';
import { withMigratedStore } from '../kit/db.ts';
import { createTopic, readTopic, testKafka, uniqueName } from '../kit/kafka.ts';

const PASSWORD = 'Hunter2Summer!';
const API_KEY = 'sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z';
const NOT_JSON = `password=${PASSWORD} api_key=${API_KEY}`;

const ingestor = (db: Db, maxTraceBytes: number) =>
  new TraceIngestor({
    format: v1Format,
    db,
    redactor: createRedactor(),
    maxTraceBytes,
    actor: 'test-ingest',
    metrics: createIngestMetrics(new Registry()),
  });

describe('dead letters are redacted', () => {
  const kit = withMigratedStore();

  it('in the table: no secret in value or error; a redacted JSON trace replays', async () => {
    // A trace over the size limit (replayable once the limit is raised), with a secret in it.
    const big = simpleTrace('dl-secret-1', { user_query: `my password is ${PASSWORD}; ${'x'.repeat(3_000)}` });
    const dir = mkdtempSync(join(tmpdir(), 'dl-redact-'));
    const file = join(dir, 'in.jsonl');
    writeFileSync(file, `${NOT_JSON}\n${JSON.stringify(big)}\n`);
    const summary = await ingestFile({ path: file, ingestor: ingestor(kit.db, 2_048), chunkSize: 10 });
    expect(summary.deadLettered).toMatchObject({ not_json: 1, oversize: 1 });

    const rows = await selectDeadLetters(kit.db, { open: true, limit: 10 });
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      const text = `${Buffer.from(r.value!).toString('utf8')} ${r.error}`;
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(API_KEY);
      expect(text).toContain('[REDACTED');
    }
    const notJson = rows.find((r) => r.reason === 'not_json')!;
    expect(notJson.error).not.toMatch(/passw/i);

    const replay = await replayTableDeadLetters(kit.db, ingestor(kit.db, 1_048_576), {
      reason: 'oversize',
      dryRun: false,
    });
    expect(replay).toMatchObject({ replayed: 1, stored: 1, deadAgain: 0 });
    expect(await countTraces(kit.db)).toBe(1);
  });

  it('on the DLQ topic: value redacted, headers without payload bytes', async () => {
    const kafka = testKafka();
    const dlq = uniqueName('dlq-redact');
    await createTopic(kafka, dlq, 1);
    const producer = kafka.producer();
    await producer.connect();
    try {
      const json = JSON.stringify({ trace_id: 't1', note: `password: ${PASSWORD}` });
      await sendDeadLetters(producer, dlq, 1_000_000, { topic: 'traces', partition: 0 }, [
        {
          key: 'k',
          value: Buffer.from(NOT_JSON),
          offset: '7',
          reason: 'not_json',
          error: 'the value is not valid JSON',
        },
        { key: 'k', value: Buffer.from(json), offset: '8', reason: 'invalid', error: `bad field: ${API_KEY}` },
      ]);
    } finally {
      await producer.disconnect();
    }
    const got = await readTopic(kafka, dlq);
    expect(got).toHaveLength(2);
    for (const m of got) {
      const all = `${m.value?.toString('utf8')} ${Object.values(m.headers).join(' ')}`;
      expect(all).not.toContain(PASSWORD);
      expect(all).not.toContain(API_KEY);
      expect(Object.values(m.headers).join(' ')).not.toMatch(/passw/i);
    }
    // Still JSON, so it can be replayed.
    expect(JSON.parse(got[1]!.value!.toString('utf8'))).toMatchObject({ trace_id: 't1' });
  });

  it('a secret written as an object key is redacted too: stored traces and DLQ messages', async () => {
    // Keys are producer text like values: an argument map keyed by a token, an extra field.
    const keyed = simpleTrace('dl-key-1', {
      tool_calls: [
        {
          name: 'fetch',
          arguments: { [API_KEY]: 'x', url: 'https://example.com' },
          result: { is_error: false, preview: 'ok' },
        },
      ],
      [`api_key=${API_KEY}`]: 1,
    });
    const dir = mkdtempSync(join(tmpdir(), 'dl-key-'));
    const file = join(dir, 'in.jsonl');
    writeFileSync(file, `${JSON.stringify(keyed)}\n`);
    const summary = await ingestFile({ path: file, ingestor: ingestor(kit.db, 1_048_576), chunkSize: 10 });
    expect(summary).toMatchObject({ stored: 1 });
    const row = await kit.db.query<{ tool_calls: unknown; extra: unknown }>(
      'SELECT tool_calls, extra FROM traces WHERE trace_id = $1',
      ['dl-key-1'],
    );
    const stored = JSON.stringify(row.rows[0]);
    expect(stored).not.toContain(API_KEY);
    expect(stored).toContain('[REDACTED');
    // The argument under the secret key is kept, under the redacted key.
    expect(stored).toContain('https://example.com');

    const kafka = testKafka();
    const dlq = uniqueName('dlq-key');
    await createTopic(kafka, dlq, 1);
    const producer = kafka.producer();
    await producer.connect();
    try {
      const bad = JSON.stringify({ trace_id: 't2', tool_calls: [{ arguments: { [API_KEY]: 1, [`${API_KEY} `]: 2 } }] });
      await sendDeadLetters(producer, dlq, 1_000_000, { topic: 'traces', partition: 0 }, [
        { key: 'k', value: Buffer.from(bad), offset: '9', reason: 'invalid', error: 'tool_calls.0.name: missing' },
      ]);
    } finally {
      await producer.disconnect();
    }
    const [m] = await readTopic(kafka, dlq);
    const text = m!.value!.toString('utf8');
    expect(text).not.toContain(API_KEY);
    // Two keys that redact alike both survive.
    expect(Object.values(JSON.parse(text).tool_calls[0].arguments).sort()).toEqual([1, 2]);
  });

  it('a value 100,000 deep is dead-lettered redacted, and the trace after it is stored', async () => {
    // Built as text: the nesting holds the secret at its bottom.
    const n = 100_000;
    const deep = JSON.stringify(simpleTrace('dl-deep-1')).replace(
      /}$/,
      `,"extra":${'['.repeat(n)}{"password":"${PASSWORD}","note":"key ${API_KEY}"}${']'.repeat(n)}}`,
    );
    const dir = mkdtempSync(join(tmpdir(), 'dl-deep-'));
    const file = join(dir, 'in.jsonl');
    writeFileSync(file, `${deep}\n${JSON.stringify(simpleTrace('dl-after-deep'))}\n`);
    const tracesBefore = await countTraces(kit.db);
    const summary = await ingestFile({ path: file, ingestor: ingestor(kit.db, 1_048_576), chunkSize: 10 });
    expect(summary).toMatchObject({ lines: 2, stored: 1, deadLettered: { too_deep: 1 } });
    expect(await countTraces(kit.db)).toBe(tracesBefore + 1);
    const rows = (await selectDeadLetters(kit.db, { open: true, limit: 10 })).filter((r) => r.reason === 'too_deep');
    expect(rows).toHaveLength(1);
    const text = Buffer.from(rows[0]!.value!).toString('utf8');
    // Kept whole (its nesting included), with the secrets gone.
    expect(text.length).toBeGreaterThan(2 * n);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(API_KEY);
    expect(text).toContain('[REDACTED');
  }, 60_000);
});
