// The trace ingestor from config, one wiring for every door that stores traces: the
// daemon's Kafka consumer and OTLP doors, `whetstone ingest` (files, stdin, OTLP files) and
// DLQ replay. Each gets the same redaction, limits and decode workers.
import type { Config } from '../config.ts';
import type { Db } from '../store/db.ts';
import { TraceIngestor } from './core/ingest.ts';
import type { IngestMetrics } from './core/metrics.ts';
import { createRedactor } from '../privacy/redact.ts';
import { v1Format } from './formats/v1/format.ts';

export function ingestorFrom(c: Config, deps: { db: Db; actor: string; metrics: IngestMetrics }): TraceIngestor {
  return new TraceIngestor({
    db: deps.db,
    format: v1Format,
    redactor: createRedactor(c.redactPatterns),
    maxTraceBytes: c.maxTraceBytes,
    actor: deps.actor,
    metrics: deps.metrics,
    decodeWorkers: c.decodeWorkers,
    decodeInlineMaxBytes: c.decodeInlineMaxBytes,
    decodeTimeoutMs: c.decodeTimeoutMs,
    redactPatterns: c.redactPatterns,
  });
}
