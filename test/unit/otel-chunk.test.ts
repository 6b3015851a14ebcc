// The staged chunk's frame codec and the stager's span cache.
import { gunzipSync, gzipSync } from 'node:zlib';
import { JsonTraceSerializer, ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { describe, expect, it } from 'vitest';
import { SpanCache } from '../../src/intake/formats/otlp/cache.ts';
import { decodeChunk, encodeChunk, groupByTrace, packChunk } from '../../src/intake/formats/otlp/chunk.ts';
import {
  decodeOtlp,
  isLazy,
  skimOtlp,
  spanOf,
  type OtelSpan,
  type StagedSpan,
} from '../../src/intake/formats/otlp/otlp.ts';
import { readRequestOf } from '../../src/intake/formats/otlp/stage.ts';
import { emitGenAi, provider, sessionSpecs, shuffledBatches } from '../../lib/datasets/otel-sessions.ts';

function spansOf(body: Uint8Array): OtelSpan[] {
  const d = decodeOtlp(body, 'auto', 1_048_576);
  if (!d.ok) throw new Error(d.error);
  return d.spans;
}

/** A chunk's spans decoded (protobuf ones come back skimmed, decoded when their trace is assembled). */
const decoded = (byTrace: Map<string, StagedSpan[]>) =>
  new Map([...byTrace].map(([t, spans]) => [t, spans.map(spanOf)]));

describe('staged chunk frames', () => {
  const { tracerProvider, exporter } = provider('chunk-agent');
  for (const s of sessionSpecs(4)) emitGenAi(tracerProvider, s);
  const batches = shuffledBatches(exporter.getFinishedSpans(), 5);
  const bodies = batches.map((b, i) => {
    const raw = (i % 2 ? JsonTraceSerializer : ProtobufTraceSerializer).serializeRequest(b)!;
    return i % 3 === 2 ? new Uint8Array(gzipSync(raw)) : raw;
  });

  it('decodes back to the spans the requests decode to, by trace, protobuf, JSON and gzip alike', () => {
    const requests = bodies.map((body) => {
      const d = decodeOtlp(body, 'auto', 1_048_576);
      if (!d.ok) throw new Error(d.error);
      return { body, format: d.format };
    });
    expect(new Set(requests.map((r) => r.format))).toEqual(new Set(['protobuf', 'json']));
    const chunk = encodeChunk(requests);
    expect(chunk.length).toBe(bodies.reduce((n, b) => n + 5 + b.length, 0));
    const back = decodeChunk('otlp', chunk, 1_048_576);
    expect(decoded(back.byTrace)).toEqual(groupByTrace(bodies.flatMap(spansOf)));
    // Protobuf spans are skimmed, JSON ones decoded at once.
    expect(new Set([...back.byTrace.values()].flat().map(isLazy))).toEqual(new Set([true, false]));
    expect(back.byTrace.size).toBe(4);
    // The cache's unit: the bytes the requests decoded from, gzip inflated.
    const inflated = bodies.reduce((n, b) => n + (b[0] === 0x1f ? gunzipSync(b).length : b.length), 0);
    expect(back.bytes).toBe(inflated);
    expect(inflated).toBeGreaterThan(bodies.reduce((n, b) => n + b.length, 0));
  });

  it('stores the frames brotli-compressed, reads them back alike, and bounds what they inflate to', async () => {
    const requests = bodies.map((body) => {
      const d = decodeOtlp(body, 'auto', 1_048_576);
      if (!d.ok) throw new Error(d.error);
      return { body, format: d.format };
    });
    const frames = encodeChunk(requests);
    const packed = await packChunk(requests);
    expect(packed.format).toBe('otlp_brotli');
    expect(packed.body.length).toBeLessThan(frames.length / 2);
    const a = decodeChunk('otlp_brotli', packed.body, 1_048_576);
    const b = decodeChunk('otlp', frames, 1_048_576);
    expect(a.bytes).toBe(b.bytes);
    expect(decoded(a.byTrace)).toEqual(decoded(b.byTrace));
    // Chunks 0015 wrote uncompressed are still read as 'otlp' (above); a brotli body read as
    // plain frames, or inflating past the bound, is refused, not misread.
    expect(() => decodeChunk('otlp_brotli', packed.body, frames.length - 1)).toThrow(
      /Cannot create a Buffer larger|too large|larger than/i,
    );
    expect(() => decodeChunk('otlp', packed.body, 1_048_576)).toThrow();
  });

  it("moves skimmed spans' bytes into the frames: the requests' own buffers (a Kafka fetch) are no longer read", () => {
    // The requests as views of one buffer, as kafkajs hands out the values of one fetch.
    const protobuf = bodies.filter((b) => b[0] !== 0x1f && b[0] !== 0x7b);
    const gzip = Buffer.from(gzipSync(ProtobufTraceSerializer.serializeRequest(batches[0]!)!));
    const fetch = Buffer.concat([...protobuf, gzip]);
    const views: Buffer[] = [];
    for (let at = 0, i = 0; i <= protobuf.length; i++) {
      const b = protobuf[i] ?? gzip;
      views.push(fetch.subarray(at, at + b.length));
      at += b.length;
    }
    const requests = views.map((body) => {
      const d = skimOtlp(body, 'auto', 1_048_576);
      if (!d.ok) throw new Error(d.error);
      return readRequestOf(body, d);
    });
    expect(requests.map((r) => r.movable !== undefined)).toEqual([...protobuf.map(() => true), false]); // gzip: its spans read the inflated bytes
    const want = requests.map((r) => r.spans.map(spanOf));
    const frames = encodeChunk(requests);
    fetch.fill(0); // the fetch's buffer reused: spans that still read it would decode zeros
    expect(requests.map((r) => r.spans.map(spanOf))).toEqual(want);
    for (const r of requests.slice(0, -1)) for (const sp of r.spans) expect(isLazy(sp) && sp.src.buf).toBe(frames);
  });

  it('reads the JSON spans 0011 staged', () => {
    const spans = spansOf(bodies[0]!);
    expect(decodeChunk('spans', Buffer.from(JSON.stringify(spans)), 1_048_576).byTrace).toEqual(groupByTrace(spans));
  });

  it('refuses a truncated or unknown chunk with the reason', () => {
    const chunk = encodeChunk([{ body: bodies[0]!, format: 'protobuf' }]);
    expect(() => decodeChunk('otlp', chunk.subarray(0, 3), 1_048_576)).toThrow(/truncated at byte 0/);
    expect(() => decodeChunk('otlp', chunk.subarray(0, chunk.length - 4), 1_048_576)).toThrow(/undecodable request/);
    expect(() => decodeChunk('csv', chunk, 1_048_576)).toThrow(/unknown staged chunk format "csv"/);
  });
});

describe('SpanCache', () => {
  const span = (traceId: string): OtelSpan => ({
    traceId,
    spanId: '1'.repeat(16),
    parentSpanId: null,
    parentRemote: false,
    name: 'x',
    kind: 0,
    start: '1',
    end: '2',
    attrs: {},
    events: [],
    status: { code: 0 },
    resource: {},
  });
  const byTrace = (...ids: string[]) => new Map(ids.map((id) => [id, [span(id)]]));

  it('serves a held chunk (a trace not in it has no spans there) and misses one it does not hold', () => {
    const c = new SpanCache(1_000);
    c.put(1, 100, byTrace('a', 'b'));
    expect(c.get(1, 'a')).toEqual([span('a')]);
    expect(c.get(1, 'z')).toEqual([]);
    expect(c.get(2, 'a')).toBeUndefined();
    expect([c.hits, c.misses]).toEqual([2, 1]);
  });

  it('drops a chunk once every trace in it is released, and the oldest chunk when over budget', () => {
    const c = new SpanCache(250);
    c.put(1, 100, byTrace('a', 'b'));
    c.release(1, 'a');
    expect(c.bytes).toBe(100);
    c.release(1, 'b');
    expect(c.bytes).toBe(0);
    expect(c.get(1, 'b')).toBeUndefined();
    c.put(2, 100, byTrace('c'));
    c.put(3, 100, byTrace('d'));
    c.put(4, 100, byTrace('e'));
    expect(c.bytes).toBe(200);
    expect(c.get(2, 'c')).toBeUndefined();
    expect(c.get(4, 'e')).toEqual([span('e')]);
    c.put(5, 300, byTrace('f'));
    expect(c.get(5, 'f')).toBeUndefined();
  });
});
