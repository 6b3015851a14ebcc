// OpenTelemetry door metrics, on the daemon's own Registry (no prom-client global).
import { Counter, type Registry } from 'prom-client';

export interface OtelMetrics {
  requests: Counter<'door' | 'outcome'>;
  spansStaged: Counter;
  spansDropped: Counter<'reason'>;
  traces: Counter<'outcome'>;
  chunkReads: Counter<'source'>;
}

export function createOtelMetrics(registry: Registry): OtelMetrics {
  const registers = [registry];
  return {
    requests: new Counter({
      name: 'whetstone_otel_requests_total',
      help: 'OTLP export requests read by the daemon, by door (kafka, http) and outcome',
      labelNames: ['door', 'outcome'],
      registers,
    }),
    spansStaged: new Counter({
      name: 'whetstone_otel_spans_staged_total',
      help: 'Spans staged in PostgreSQL until their trace completes',
      registers,
    }),
    spansDropped: new Counter({
      name: 'whetstone_otel_spans_dropped_total',
      help: 'Spans dropped, by reason (no_trace_id, no_span_id, late, unreadable)',
      labelNames: ['reason'],
      registers,
    }),
    traces: new Counter({
      name: 'whetstone_otel_traces_total',
      help: 'OTel traces finished, by outcome (stored, duplicate, dead_lettered, unknown_convention, no_tool_calls, too_large, unmappable; forced = assembled at max age)',
      labelNames: ['outcome'],
      registers,
    }),
    chunkReads: new Counter({
      name: 'whetstone_otel_chunk_reads_total',
      help: 'Staged chunks the assembler used, by source: memory (decoded when this process staged them), database (read back and decoded again) or unreadable (could not be decoded: its spans dropped)',
      labelNames: ['source'],
      registers,
    }),
  };
}
