// Decoded OTLP requests → one staged chunk (migrations 0015, 0016): the request bodies,
// compressed, and the chunk's index as one row. The caller commits its Kafka offsets or answers its HTTP
// request only after this resolves. Spans of a trace already assembled or dropped are
// late: counted, left out of the index, and a chunk with nothing else is not written. The
// decoded spans go to the cache once the row is committed.
import type { Db } from '../../store/db.ts';
import { yielder } from '../decode-pool.ts';
import { insertSpanChunk, type TraceStaging } from '../../store/sql/spans.ts';
import type { SpanCache } from './cache.ts';
import { groupByTrace, packChunk, type StagedRequest } from './chunk.ts';
import type { OtelMetrics } from './metrics.ts';
import { decodeOtlp, type OtelSpan, type OtlpDecoded, type OtlpFormat } from './otlp.ts';

export interface StageOutcome {
  spans: number;
  traces: string[];
  late: number;
}

export interface DecodedRequest extends StagedRequest {
  spans: OtelSpan[];
  /** Bytes decoded (after gunzip): the cache's unit, since a gzip body says little of its spans' size. */
  bytes?: number;
}

export async function stageRequests(db: Db, requests: DecodedRequest[], o: { metrics?: OtelMetrics | undefined; cache?: SpanCache | undefined } = {}): Promise<StageOutcome> {
  const withSpans = requests.filter((r) => r.spans.length > 0);
  const byTrace = groupByTrace(withSpans.flatMap((r) => r.spans));
  if (byTrace.size === 0) return { spans: 0, traces: [], late: 0 };
  const traces: TraceStaging[] = [];
  for (const [trace_id, spans] of byTrace) {
    // OTLP exports a span once it has ended, so a root span here means the root ended.
    traces.push({ trace_id, span_count: spans.length, root_ended: spans.some((s) => !s.parentSpanId || s.parentRemote) });
  }
  const { format, body } = await packChunk(withSpans);
  // Spans of a trace already finished are late, left out of the chunk's index: how
  // OTLP/HTTP reports them as rejected.
  const { chunkId, late } = await insertSpanChunk(db, { format, body, traces });
  let lateSpans = 0;
  for (const id of late) {
    lateSpans += byTrace.get(id)!.length;
    byTrace.delete(id);
  }
  if (chunkId !== null) o.cache?.put(chunkId, withSpans.reduce((n, r) => n + (r.bytes ?? r.body.length), 0), byTrace);
  const total = withSpans.reduce((n, r) => n + r.spans.length, 0);
  o.metrics?.spansStaged.inc(total - lateSpans);
  if (lateSpans) o.metrics?.spansDropped.inc({ reason: 'late' }, lateSpans);
  return { spans: total - lateSpans, traces: traces.map((t) => t.trace_id), late: lateSpans };
}

export interface DecodedChunk<M> {
  ok: { m: M; request: DecodedRequest; dropped: Extract<OtlpDecoded, { ok: true }>['dropped'] }[];
  bad: { m: M; reason: 'empty' | 'oversize' | 'not_otlp'; error: string }[];
}

/**
 * Decodes a chunk of messages, yielding to the event loop every 10 ms: a door decodes its
 * next chunk this way while the previous one is staged, so the protobuf decode (CPU) and
 * the staging (PostgreSQL) overlap, and nothing else waits long on the loop.
 */
export async function decodeRequests<M extends { value: Buffer | null }>(msgs: M[], format: OtlpFormat, maxBytes: number): Promise<DecodedChunk<M>> {
  const out: DecodedChunk<M> = { ok: [], bad: [] };
  const pause = yielder();
  for (const m of msgs) {
    const d = decodeOtlp(m.value, format, maxBytes);
    if (d.ok) out.ok.push({ m, request: { body: m.value!, format: d.format, spans: d.spans, bytes: d.bytes }, dropped: d.dropped });
    else out.bad.push({ m, reason: d.reason, error: d.error });
    await pause();
  }
  return out;
}
