// An OTel batch as a decode worker assembles it (assemble-job.ts), run here in-process:
// the same rows as the event loop's steps (decode, mapping, v1 decode), written as the
// COPY text copyTraces writes, whether the spans read shared frames or bytes that had to be
// copied into shared memory.
import { JsonTraceSerializer, ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { describe, expect, it } from 'vitest';
import { copyLine } from '../../src/store/sql/traces.ts';
import { decodeTraceValue } from '../../src/intake/core/decode.ts';
import { packAssembleJob, runAssembleJob, type AssembleJob } from '../../src/intake/formats/otlp/assemble-job.ts';
import { decodeChunk, encodeChunk, groupByTrace } from '../../src/intake/formats/otlp/chunk.ts';
import { mapSpans } from '../../src/intake/formats/otlp/map.ts';
import { isLazy, skimOtlp, spanOf, type StagedSpan } from '../../src/intake/formats/otlp/otlp.ts';
import { readRequestOf, type ReadRequest } from '../../src/intake/formats/otlp/stage.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { emitGenAi, provider, sessionSpecs, shuffledBatches } from '../../lib/datasets/otel-sessions.ts';

const map = { defaultServer: 'unknown', serverMap: {} };
const opts = { maxBytes: 1_048_576, maxDepth: 64, redactor: createRedactor(), timeBudgetMs: 0 };

/** Six sessions as export requests, protobuf and JSON alternating, skimmed as a door skims them. */
function staged(): ReadRequest[] {
  const { tracerProvider, exporter } = provider('job-agent');
  for (const s of sessionSpecs(6)) emitGenAi(tracerProvider, s);
  return shuffledBatches(exporter.getFinishedSpans(), 4).map((b, i) => {
    const body = (i % 2 ? JsonTraceSerializer : ProtobufTraceSerializer).serializeRequest(b)!;
    const d = skimOtlp(body, 'auto', 1_048_576);
    if (!d.ok) throw new Error(d.error);
    return readRequestOf(body, d);
  });
}

/** What the event loop makes of each trace (assemble.ts #map, then decodeValuesAsync). */
function onTheLoop(byTrace: Map<string, StagedSpan[]>) {
  return [...byTrace].map(([traceId, spans]) => {
    const m = mapSpans(spans.map(spanOf), map);
    if (!m.ok) throw new Error(m.error);
    const d = decodeTraceValue(m.trace, `otel:${traceId}`, opts, new Map());
    if (!d.ok) throw new Error(d.error);
    return d.row;
  });
}

/** The job as it crosses to a worker: a structured clone (the SharedArrayBuffers stay shared). */
const cloned = (job: Omit<AssembleJob, 'id'>): AssembleJob => structuredClone({ ...job, id: 1 });

describe('an OTel batch assembled off the loop', () => {
  it('gives the loop’s rows, decoded or rendered as the COPY text of those rows, reading the frames in place', () => {
    const requests = staged();
    // The door moves skimmed spans' bytes into the chunk's frames: shared memory.
    const frames = encodeChunk(requests);
    expect(frames.buffer).toBeInstanceOf(SharedArrayBuffer);
    const byTrace = groupByTrace(requests.flatMap((r) => r.spans));
    const spans = [...byTrace.values()].flat();
    expect(new Set(spans.map(isLazy))).toEqual(new Set([true, false]));
    const batch = [...byTrace].map(([traceId, s]) => ({ traceId, spans: s }));
    const expected = onTheLoop(byTrace);

    const job = packAssembleJob(batch, map, 1_000, false);
    expect(job.buffers.length).toBe(1);
    expect(job.buffers[0]).toBe(frames.buffer);
    const decoded = runAssembleJob(cloned(job), opts).results;
    expect(decoded.map((r) => (r.kind === 'decoded' && r.decoded.ok ? r.decoded.row : r))).toEqual(expected);

    const rendered = runAssembleJob(cloned(packAssembleJob(batch, map, 1_000, true)), opts).results;
    expect(rendered.map((r) => (r.kind === 'rendered' ? r.row : r))).toEqual(
      expected.map((row) => ({
        trace_id: row.trace_id,
        copyLine: copyLine(row),
        tools: row.tool_calls.map((c) => `${c.server ?? row.server}/${c.name}`),
      })),
    );
  });

  it('copies bytes that are not shared (a chunk read back from the database) into shared memory once, with the same result', () => {
    const requests = staged();
    const frames = Buffer.from(encodeChunk(requests.map((r) => ({ body: r.body, format: r.format }))));
    // Read back as the assembler reads a chunk another replica staged: an ordinary buffer.
    const back = decodeChunk('otlp', Buffer.from(frames), 1_048_576);
    const batch = [...back.byTrace].map(([traceId, s]) => ({ traceId, spans: s }));
    const job = packAssembleJob(batch, map, 1_000, false);
    // One shared copy per request read back, made once: its spans read it from then on.
    const sources = new Set(batch.flatMap((b) => b.spans.filter(isLazy).map((x) => x.src)));
    expect(job.buffers.length).toBe(sources.size);
    for (const b of job.buffers) expect(b).toBeInstanceOf(SharedArrayBuffer);
    for (const src of sources) expect(job.buffers).toContain(src.buf.buffer);
    // Packed again, the same shared buffers (not new copies); toEqual would not tell them apart.
    const again = packAssembleJob(batch, map, 1_000, false).buffers;
    expect(again.length).toBe(job.buffers.length);
    for (let i = 0; i < again.length; i++) expect(again[i]).toBe(job.buffers[i]);
    const rows = runAssembleJob(cloned(job), opts).results.map((r) =>
      r.kind === 'decoded' && r.decoded.ok ? r.decoded.row : r,
    );
    expect(rows).toEqual(onTheLoop(back.byTrace));
  });

  it('drops what the loop drops, for the same reasons, and counts spans that no longer decode', () => {
    const requests = staged();
    encodeChunk(requests);
    const byTrace = groupByTrace(requests.flatMap((r) => r.spans));
    // The trace of most spans, and one of fewer.
    const bySize = [...byTrace].sort((a, b) => b[1].length - a[1].length);
    const first = bySize[0]!;
    const second = bySize[bySize.length - 1]!;
    expect(second[1].length).toBeLessThan(first[1].length);
    // A trace of one ordinary span (not an agent's), one over the span limit, one with a corrupted span.
    const plain = { ...spanOf(first[1][0]!), attrs: {} };
    const corrupt = second[1].find(isLazy)!;
    corrupt.src.buf.fill(0xff, corrupt.src.base + corrupt.at, corrupt.src.base + corrupt.stop);
    const batch = [
      { traceId: 'a'.repeat(32), spans: [plain] },
      { traceId: first[0], spans: first[1] },
      { traceId: second[0], spans: second[1] },
    ];
    const results = runAssembleJob(cloned(packAssembleJob(batch, map, first[1].length - 1, false)), opts).results;
    expect(
      results.map((r) => [r.kind, r.kind === 'dropped' ? r.reason : r.kind === 'decoded' && r.decoded.ok, r.lost]),
    ).toEqual([
      ['dropped', 'unknown_convention', 0],
      ['dropped', 'too_large', 0],
      ['decoded', true, 1],
    ]);
  });
});
