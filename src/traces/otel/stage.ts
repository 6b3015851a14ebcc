// Decoded spans → staged rows. One statement per chunk (see migration 0011); the caller
// commits its Kafka offsets or answers its HTTP request only after this resolves.
import type { Queryable } from '../../store/db.ts';
import { stageSpanBatches, type SpanBatchInsert } from '../../store/sql/spans.ts';
import type { OtelMetrics } from './metrics.ts';
import type { OtelSpan } from './otlp.ts';

export interface StageOutcome {
  spans: number;
  traces: string[];
  late: number;
}

export async function stageSpans(q: Queryable, spans: OtelSpan[], metrics?: OtelMetrics): Promise<StageOutcome> {
  const byTrace = new Map<string, SpanBatchInsert>();
  for (const s of spans) {
    let b = byTrace.get(s.traceId);
    if (!b) {
      b = { trace_id: s.traceId, spans: [], span_count: 0, root_ended: false };
      byTrace.set(s.traceId, b);
    }
    b.spans.push(s);
    b.span_count++;
    // OTLP exports a span once it has ended, so a root span here means the root ended.
    if (!s.parentSpanId || s.parentRemote) b.root_ended = true;
  }
  const { late } = await stageSpanBatches(q, [...byTrace.values()]);
  const lateSpans = late.reduce((n, l) => n + l.span_count, 0);
  metrics?.spansStaged.inc(spans.length - lateSpans);
  if (lateSpans) metrics?.spansDropped.inc({ reason: 'late' }, lateSpans);
  return { spans: spans.length - lateSpans, traces: [...byTrace.keys()], late: lateSpans };
}
