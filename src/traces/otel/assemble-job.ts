// A batch of traces to assemble off the event loop, in a decode worker: each trace's
// spans decoded, mapped to trace v1 and put through the v1 decode (limits, validation,
// redaction), the same steps the assembler runs inline (assemble.ts #prepare). The door's
// frames are SharedArrayBuffers (encodeChunk), so a batch hands the worker where its spans
// are, not their bytes; only what is not shared already (a chunk read back from
// PostgreSQL, a gzip request's inflated bytes) is copied into shared memory, once (sharedOf).
import { copyLine } from '../../store/sql/traces.ts';
import type { RenderedRow, TraceRow } from '../../store/types.ts';
import { decodeTraceValue, type Decoded, type DecodeOptions } from '../decode.ts';
import { mapSpans, type MapOptions } from './map.ts';
import { spanAt, type LazySpan, type SpanSource } from './otlp-proto.ts';
import { isLazy, type OtelSpan, type StagedSpan } from './otlp.ts';

export interface AssembleJob {
  kind: 'otel';
  id: number;
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
  | { kind: 'dropped'; reason: 'not_agent' | 'too_large' | 'unmappable'; lost: number };

export interface AssembleReply {
  id: number;
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
export function packAssembleJob(batch: { traceId: string; spans: StagedSpan[] }[], map: MapOptions, maxSpans: number, render: boolean): Omit<AssembleJob, 'id'> {
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
  return { kind: 'otel', buffers, resources, places, scopes, traces, map, maxSpans, render };
}

/** Runs a job (in a worker): every trace's outcome, in order; a trace's failure is its own. */
export function runAssembleJob(job: AssembleJob, opts: DecodeOptions): AssembleReply {
  const views = job.buffers.map((b) => Buffer.from(b));
  const redactions = new Map<string, number>();
  const results: AssembledTrace[] = [];
  let k = 0;
  let n = 0;
  for (const t of job.traces) {
    const spans: OtelSpan[] = [];
    let lost = 0;
    for (let i = 0; i < t.skimmed; i++, n++) {
      const p = job.places;
      const lazy: LazySpan = {
        traceId: t.traceId,
        root: false,
        src: { buf: views[p[k]!]!, base: 0 },
        at: p[k + 1]!,
        stop: p[k + 2]!,
        resource: job.resources[p[k + 3]!]!,
        scope: job.scopes[n]!,
      };
      k += 4;
      try {
        spans.push(spanAt(lazy));
      } catch {
        lost++;
      }
    }
    if (t.decoded) for (const s of t.decoded) spans.push(s);
    results.push(assembleOne(t.traceId, spans, job, opts, redactions, lost));
  }
  return { id: job.id, results, redactions: [...redactions] };
}

function assembleOne(traceId: string, spans: OtelSpan[], job: AssembleJob, opts: DecodeOptions, redactions: Map<string, number>, lost: number): AssembledTrace {
  let trace: Record<string, unknown>;
  try {
    if (spans.length > job.maxSpans && new Set(spans.map((x) => x.spanId)).size > job.maxSpans) return { kind: 'dropped', reason: 'too_large', lost };
    const mapped = mapSpans(spans, job.map);
    if (!mapped.ok) return { kind: 'dropped', reason: mapped.reason, lost };
    trace = mapped.trace;
  } catch {
    return { kind: 'dropped', reason: 'unmappable', lost };
  }
  const decoded = decodeTraceValue(trace, `otel:${traceId}`, opts, redactions);
  const key = trace.server as string;
  if (!job.render || !decoded.ok) return { kind: 'decoded', decoded, key, lost };
  return { kind: 'rendered', row: rendered(decoded.row), key, lost };
}

/** The row as COPY text and what the store reads besides (RenderedRow). */
function rendered(row: TraceRow): RenderedRow {
  const tools: string[] = [];
  for (const c of row.tool_calls) tools.push(`${c.server ?? row.server}/${c.name}`);
  for (const t of row.tools_shown) tools.push(`${t.server}/${t.name}`);
  return { trace_id: row.trace_id, copyLine: copyLine(row), tools };
}
