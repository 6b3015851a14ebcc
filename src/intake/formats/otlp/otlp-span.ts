// The span shapes the OTLP readers produce and the staging and assembly consume: their own
// module, so the readers (otlp.ts, otlp-proto.ts, otlp-values.ts) import them without a circle.

/** One span, flattened with its resource and scope: what the staging table holds. */
export interface OtelSpan {
  traceId: string; // 32 lowercase hex digits
  spanId: string; // 16 lowercase hex digits
  parentSpanId: string | null;
  /** The parent lives in another process (OTLP span flags), so this span is a local root. */
  parentRemote: boolean;
  name: string;
  kind: number;
  start: string; // unix nanoseconds, decimal (int64 does not fit a JS number)
  end: string;
  attrs: Record<string, unknown>;
  events: { name: string; time: string; attrs: Record<string, unknown> }[];
  status: { code: number; message?: string };
  resource: Record<string, unknown>;
  scope?: string;
}

export type SpanDropReason = 'no_trace_id' | 'no_span_id';

/**
 * Where a request's bytes are, for every span skimmed from it: encodeChunk moves them
 * into its chunk's frames when they are the request as received (so a span held for
 * assembly keeps no Kafka fetch buffer alive); a gzip request's stay its inflated bytes,
 * which are its own.
 */
export interface SpanSource {
  buf: Buffer;
  /** Where the request starts in `buf`. */
  base: number;
}

/**
 * A span the door has checked and indexed but not decoded: its trace, whether it is a
 * root, and where its bytes are. Decoded (spanAt) when its trace is assembled: held decoded
 * from staging to assembly, spans outlived the young generation and the collector copied
 * them twice, which cost more than their decode.
 */
export interface LazySpan {
  traceId: string;
  /** No parent, or one in another process: its trace's root. */
  root: boolean;
  src: SpanSource;
  /** Its Span message's fields, from `at` to `stop`, relative to src.base. */
  at: number;
  stop: number;
  resource: Record<string, unknown>;
  scope?: string;
}
