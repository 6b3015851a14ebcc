// Ingest metrics. Each daemon owns its Registry (no prom-client global default), so two
// consumers in one test process never share counters.
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

export interface IngestMetrics {
  consumed: Counter;
  decoded: Counter<'where'>;
  stored: Counter;
  duplicates: Counter;
  deadLettered: Counter<'reason'>;
  redactions: Counter<'kind'>;
  observedTools: Counter;
  lag: Gauge<'partition'>;
  paused: Gauge;
  batchSeconds: Histogram;
}

export function createIngestMetrics(registry: Registry): IngestMetrics {
  const registers = [registry];
  return {
    consumed: new Counter({ name: 'whetstone_ingest_consumed_total', help: 'Trace messages read', registers }),
    decoded: new Counter({
      name: 'whetstone_ingest_decoded_total',
      help: 'Messages decoded, by where: on the event loop (inline) or in a decode worker',
      labelNames: ['where'],
      registers,
    }),
    stored: new Counter({ name: 'whetstone_ingest_stored_total', help: 'Traces stored', registers }),
    duplicates: new Counter({
      name: 'whetstone_ingest_duplicates_total',
      help: 'Traces already stored (redelivery or repeated trace_id)',
      registers,
    }),
    deadLettered: new Counter({
      name: 'whetstone_ingest_dead_lettered_total',
      help: 'Messages dead-lettered, by reason',
      labelNames: ['reason'],
      registers,
    }),
    redactions: new Counter({
      name: 'whetstone_ingest_redactions_total',
      help: 'Secrets and personal data redacted, by kind',
      labelNames: ['kind'],
      registers,
    }),
    observedTools: new Counter({
      name: 'whetstone_ingest_observed_tools_total',
      help: 'Tools registered because traces used them',
      registers,
    }),
    lag: new Gauge({
      name: 'whetstone_ingest_consumer_lag',
      help: 'Messages behind the partition end after the last chunk',
      labelNames: ['partition'],
      registers,
    }),
    paused: new Gauge({
      name: 'whetstone_ingest_paused',
      help: '1 while consumption is paused because the database is unreachable',
      registers,
    }),
    batchSeconds: new Histogram({
      name: 'whetstone_ingest_chunk_seconds',
      help: 'Time to decode, store and acknowledge one chunk of messages',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
  };
}
