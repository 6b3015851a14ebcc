// A batch of traces to assemble off the event loop, in a decode worker: each trace's
// spans decoded, mapped to trace v1 and put through the v1 decode (limits, validation,
// redaction), the same steps the assembler runs inline (assemble.ts #prepare). The door's
// frames are SharedArrayBuffers (encodeChunk), so a batch hands the worker where its spans
// are, not their bytes; only what is not shared already (a chunk read back from
// PostgreSQL, a gzip request's inflated bytes) is copied into shared memory, once (sharedOf).
import { copyLine } from '../../../store/sql/traces.ts';
import { toolRefs, type RenderedRow } from '../../../store/types.ts';
import { decodeTraceValue, type Decoded, type DecodeOptions } from '../../core/decode.ts';
import type { WorkerContext, WorkerJob, WorkerJobRef } from '../../core/worker-job.ts';
import { type MapDropReason, mapSpans, type MapOptions } from './map.ts';
import type { SpanSource } from './otlp-proto.ts';
import { isLazy, spanOf, type OtelSpan, type StagedSpan } from './otlp.ts';

export interface AssembleJob {
  /** The shared buffers the spans read from. */
  buffers: SharedArrayBuffer[];
  /** Resource attributes, shared by the spans of one request. */
  resources: Record<string, unknown>[];
  /** Per skimmed span: buffer index, start, stop (absolute in its buffer), resource index. */
  places: Float64Array;
  /** Per skimmed span: its scope name ('' for none). */
  scopes: string[];
  /** Per trace: its id, how many skimmed spans it has (in order in `places`), and its decoded spans (OTLP/JSON, read back). */
  traces: { traceId: string; skimmed: number; decoded: OtelSpan[] | null }[];
  map: MapOptions;
  maxSpans: number;
  /** Rows come back as COPY text (RenderedRow): only for a database that stores by COPY (PostgreSQL). */
  render: boolean;
}

/** What became of one trace. */
export type AssembledTrace =
  | { kind: 'rendered'; row: RenderedRow; key: string; lost: number }
  | { kind: 'decoded'; decoded: Decoded; key: string; lost: number }
  | {
      kind: 'dropped';
      reason: MapDropReason | 'too_large' | 'unmappable';
      lost: number /** Why it could not be mapped: the error's name only (its message can quote the spans). */;
      error?: string;
    };

export interface AssembleReply {
  results: AssembledTrace[];
  redactions: [string, number][];
}

/**
 * Where a span source's bytes are in shared memory. A source that is not shared yet (a
 * chunk read back from PostgreSQL, a gzip request's inflated bytes) gets its own bytes, and
 * only those, copied into a SharedArrayBuffer, and reads them there from then on, as
 * encodeChunk moves a request into its frames: copied once, never a whole backing store
 * (Node's pool slab, shared by unrelated small buffers, or a larger output buffer).
 */
function sharedOf(src: SpanSource): { sab: SharedArrayBuffer; offset: number } {
  if (!(src.buf.buffer instanceof SharedArrayBuffer)) {
    const copy = Buffer.from(new SharedArrayBuffer(src.buf.length));
    copy.set(src.buf);
    src.buf = copy;
  }
  return { sab: src.buf.buffer as SharedArrayBuffer, offset: src.buf.byteOffset };
}

/** The job for a batch: each trace's staged spans, as places in shared buffers. */
export function packAssembleJob(
  batch: { traceId: string; spans: StagedSpan[] }[],
  map: MapOptions,
  maxSpans: number,
  render: boolean,
): AssembleJob {
  const buffers: SharedArrayBuffer[] = [];
  const bufferIndex = new Map<SharedArrayBuffer, number>();
  const resources: Record<string, unknown>[] = [];
  const resourceIndex = new Map<Record<string, unknown>, number>();
  let skimmedTotal = 0;
  for (const t of batch) for (const s of t.spans) if (isLazy(s)) skimmedTotal++;
  const places = new Float64Array(skimmedTotal * 4);
  const scopes: string[] = [];
  const traces: AssembleJob['traces'] = [];
  let k = 0;
  for (const t of batch) {
    let skimmed = 0;
    let decoded: OtelSpan[] | null = null;
    for (const s of t.spans) {
      if (!isLazy(s)) {
        if (decoded) decoded.push(s);
        else decoded = [s];
        continue;
      }
      const { sab, offset } = sharedOf(s.src);
      let b = bufferIndex.get(sab);
      if (b === undefined) {
        b = buffers.push(sab) - 1;
        bufferIndex.set(sab, b);
      }
      let r = resourceIndex.get(s.resource);
      if (r === undefined) {
        r = resources.push(s.resource) - 1;
        resourceIndex.set(s.resource, r);
      }
      const base = offset + s.src.base;
      places[k++] = b;
      places[k++] = base + s.at;
      places[k++] = base + s.stop;
      places[k++] = r;
      scopes.push(s.scope ?? '');
      skimmed++;
    }
    traces.push({ traceId: t.traceId, skimmed, decoded });
  }
  return { buffers, resources, places, scopes, traces, map, maxSpans, render };
}

/**
 * A trace's spans decoded, one trace at a time so they die young (see LazySpan). A skimmed
 * span was checked when its door read it, so one that no longer decodes is corruption in
 * memory: it is left out and counted (`lost`), and the trace assembled from the rest.
 */
export function decodeSpans(staged: StagedSpan[]): { spans: OtelSpan[]; lost: number } {
  try {
    // Pushed, not mapped: see redactValue (redact.ts).
    const spans: OtelSpan[] = [];
    for (let i = 0; i < staged.length; i++) spans.push(spanOf(staged[i]!));
    return { spans, lost: 0 };
  } catch {
    const spans: OtelSpan[] = [];
    let lost = 0;
    for (const s of staged) {
      try {
        spans.push(spanOf(s));
      } catch {
        lost++;
      }
    }
    return { spans, lost };
  }
}

/**
 * Decoded spans → trace v1, or why not. Never throws: a throw would fail the whole batch,
 * and the same trace would fail every round after.
 */
export function mapTrace(
  spans: OtelSpan[],
  map: MapOptions,
  maxSpans: number,
):
  | { ok: true; trace: Record<string, unknown> }
  | { ok: false; reason: MapDropReason | 'too_large' | 'unmappable'; error?: string } {
  try {
    // Counted distinct (a span sent twice counts once) only when the spans could be too many.
    if (spans.length > maxSpans && new Set(spans.map((x) => x.spanId)).size > maxSpans)
      return { ok: false, reason: 'too_large' };
    const mapped = mapSpans(spans, map);
    return mapped.ok ? mapped : { ok: false, reason: mapped.reason };
  } catch (err) {
    return { ok: false, reason: 'unmappable', error: (err as Error).name };
  }
}

/** Runs a job (in a worker): every trace's outcome, in order; a trace's failure is its own. */
export function runAssembleJob(job: AssembleJob, opts: DecodeOptions): AssembleReply {
  // Pushed, not mapped: see the redactor's array loop (privacy/redact.ts); otherwise the
  // loop below was compiled again for the other array kind.
  const views: Buffer[] = [];
  for (const b of job.buffers) views.push(Buffer.from(b));
  const p = job.places;
  const redactions = new Map<string, number>();
  const results: AssembledTrace[] = [];
  let k = 0;
  let n = 0;
  for (const t of job.traces) {
    const staged: StagedSpan[] = [];
    for (let i = 0; i < t.skimmed; i++, n++, k += 4) {
      staged.push({
        traceId: t.traceId,
        root: false,
        src: { buf: views[p[k]!]!, base: 0 },
        at: p[k + 1]!,
        stop: p[k + 2]!,
        resource: job.resources[p[k + 3]!]!,
        scope: job.scopes[n]!,
      });
    }
    if (t.decoded) for (const s of t.decoded) staged.push(s);
    const { spans, lost } = decodeSpans(staged);
    results.push(assembleOne(t.traceId, spans, job, opts, redactions, lost));
  }
  return { results, redactions: [...redactions] };
}

function assembleOne(
  traceId: string,
  spans: OtelSpan[],
  job: AssembleJob,
  opts: DecodeOptions,
  redactions: Map<string, number>,
  lost: number,
): AssembledTrace {
  const m = mapTrace(spans, job.map, job.maxSpans);
  if (!m.ok) return { kind: 'dropped', reason: m.reason, lost, ...(m.error ? { error: m.error } : {}) };
  const decoded = decodeTraceValue(m.trace, `otel:${traceId}`, opts, redactions);
  const key = m.trace.server as string;
  if (!job.render || !decoded.ok) return { kind: 'decoded', decoded, key, lost };
  return {
    kind: 'rendered',
    row: { trace_id: decoded.row.trace_id, copyLine: copyLine(decoded.row), tools: toolRefs(decoded.row) },
    key,
    lost,
  };
}

/** The batch job as the worker pool runs it (registered here, loaded by the worker on first use). */
export const workerJobs: Record<string, WorkerJob> = {
  assemble: ((job: AssembleJob, ctx: WorkerContext) => runAssembleJob(job, ctx.decode)) as WorkerJob,
};

export const ASSEMBLE_JOB: WorkerJobRef = { module: import.meta.url, name: 'assemble' };
