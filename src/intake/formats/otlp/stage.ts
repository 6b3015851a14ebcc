// Read OTLP requests → one staged chunk (migrations 0015, 0016): the request bodies,
// compressed, and the chunk's index as one row. The caller commits its Kafka offsets or answers its HTTP
// request only after this resolves. Spans of a trace already assembled or dropped are
// late: counted, left out of the index, and a chunk with nothing else is not written;
// unless the door does not look (lateNow: false, Kafka), and the assembler's fold finds
// them. The spans (skimmed or decoded) go to the cache once the row is committed.
import type { Db } from '../../../store/db.ts';
import { inSlices } from '../../core/pool.ts';
import { insertSpanChunk, insertSpanChunkUnchecked, type TraceStaging } from '../../../store/sql/spans.ts';
import type { SpanCache } from './cache.ts';
import { groupByTrace, packChunk, type StagedRequest } from './chunk.ts';
import type { OtelMetrics } from './metrics.ts';
import { isRootSpan, skimOtlp, type OtlpFormat, type OtlpSkimmed, type StagedSpan } from './otlp.ts';

export interface StageOutcome {
  spans: number;
  traces: string[];
  late: number;
}

/** A request as a door read it: its spans skimmed (protobuf) or decoded (OTLP/JSON), see skimOtlp. */
export interface ReadRequest extends StagedRequest {
  spans: StagedSpan[];
  /** Bytes read (after gunzip): the cache's unit, since a gzip body says little of its spans' size. */
  bytes?: number;
}

/**
 * The request a door stages from a body and what skimOtlp read of it. One place, so no
 * door forgets `movable`: without it, skimmed spans keep reading the body as received, a
 * view of a whole Kafka fetch, until their traces are assembled.
 */
export function readRequestOf(body: Uint8Array, d: Extract<OtlpSkimmed, { ok: true }>): ReadRequest {
  return { body, format: d.format, spans: d.spans, bytes: d.bytes, movable: d.movable };
}

/** A chunk ready to stage: its spans by trace, its index, and its body compressing. */
export interface PreparedChunk {
  requests: ReadRequest[];
  byTrace: Map<string, StagedSpan[]>;
  traces: TraceStaging[];
  /** Started at once, on libuv's thread pool. */
  packed: Promise<{ format: 'otlp_brotli'; body: Buffer }>;
}

/** Everything about a chunk that needs no database, so a door can do it ahead of staging. */
export function prepareChunk(requests: ReadRequest[]): PreparedChunk {
  const withSpans = requests.filter((r) => r.spans.length > 0);
  const byTrace = groupByTrace(withSpans.flatMap((r) => r.spans));
  const traces = chunkIndex(byTrace);
  const packed = byTrace.size
    ? packChunk(withSpans)
    : Promise.resolve({ format: 'otlp_brotli' as const, body: Buffer.alloc(0) });
  packed.catch(() => {}); // a chunk prepared ahead and then abandoned must not reject unseen
  return { requests: withSpans, byTrace, traces, packed };
}

/**
 * A chunk's index: each trace, its span count and whether its root span is here. On its
 * own, so the loop over a chunk's thousands of traces does not make prepareChunk, which
 * runs a few times a round, hot enough for V8 to optimize it again at every call.
 */
function chunkIndex(byTrace: Map<string, StagedSpan[]>): TraceStaging[] {
  const traces: TraceStaging[] = [];
  for (const [trace_id, spans] of byTrace) {
    // OTLP exports a span once it has ended, so a root span here means the root ended.
    traces.push({ trace_id, span_count: spans.length, root_ended: spans.some(isRootSpan) });
  }
  return traces;
}

export async function stageRequests(db: Db, requests: ReadRequest[], o: StageOptions = {}): Promise<StageOutcome> {
  return stagePrepared(db, prepareChunk(requests), o);
}

export interface StageOptions {
  metrics?: OtelMetrics | undefined;
  cache?: SpanCache | undefined;
  /**
   * Look for spans of finished traces now (the default): OTLP/HTTP reports them as
   * rejected in its answer. A door that answers no one (Kafka) leaves them to the
   * assembler's fold, which checks the same ids and counts them `late` there.
   */
  lateNow?: boolean | undefined;
}

const NO_LATE: ReadonlySet<string> = new Set();

export async function stagePrepared(db: Db, p: PreparedChunk, o: StageOptions = {}): Promise<StageOutcome> {
  if (p.byTrace.size === 0) return { spans: 0, traces: [], late: 0 };
  const { format, body } = await p.packed;
  // Spans of a trace already finished are late, left out of the chunk's index: how
  // OTLP/HTTP reports them as rejected. Unchecked, they are staged (and counted so), and
  // the fold counts them late.
  const { chunkId, late } =
    o.lateNow === false
      ? { chunkId: await insertSpanChunkUnchecked(db, { format, body, traces: p.traces }), late: NO_LATE }
      : await insertSpanChunk(db, { format, body, traces: p.traces });
  // The cache gets its own map: a chunk staged twice (a retry) must not find traces gone.
  const open = new Map(p.byTrace);
  let lateSpans = 0;
  for (const id of late) {
    lateSpans += open.get(id)!.length;
    open.delete(id);
  }
  if (chunkId !== null)
    o.cache?.put(
      chunkId,
      p.requests.reduce((n, r) => n + (r.bytes ?? r.body.length), 0),
      open,
    );
  const total = p.requests.reduce((n, r) => n + r.spans.length, 0);
  o.metrics?.spansStaged.inc(total - lateSpans);
  if (lateSpans) o.metrics?.spansDropped.inc({ reason: 'late' }, lateSpans);
  return { spans: total - lateSpans, traces: p.traces.map((t) => t.trace_id), late: lateSpans };
}

export interface ReadChunk<M> {
  ok: { m: M; request: ReadRequest; dropped: Extract<OtlpSkimmed, { ok: true }>['dropped'] }[];
  bad: { m: M; reason: 'empty' | 'oversize' | 'not_otlp'; error: string }[];
  /** The ok requests, prepared to stage as one chunk. */
  prepared: PreparedChunk;
}

/**
 * Reads a chunk of messages (skimOtlp: protobuf spans checked and indexed, decoded when
 * their trace is assembled) and prepares it for staging, yielding to the event loop every
 * slice (core/pool.ts inSlices): a door reads its next chunk this way while the previous
 * one is staged, so the read and the compression (CPU) overlap the staging (PostgreSQL),
 * and the staging's replies wait little on the loop.
 */
export async function readRequests<M extends { value: Buffer | null }>(
  msgs: M[],
  format: OtlpFormat,
  maxBytes: number,
): Promise<ReadChunk<M>> {
  const ok: ReadChunk<M>['ok'] = [];
  const bad: ReadChunk<M>['bad'] = [];
  await inSlices(msgs.length, (i) => {
    const m = msgs[i]!;
    const d = skimOtlp(m.value, format, maxBytes);
    if (d.ok) ok.push({ m, request: readRequestOf(m.value!, d), dropped: d.dropped });
    else bad.push({ m, reason: d.reason, error: d.error });
  });
  return { ok, bad, prepared: prepareChunk(ok.map((x) => x.request)) };
}
