// Publisher metrics (one Registry per daemon).
import { Counter, Histogram, type Registry } from 'prom-client';

export interface PublisherMetrics {
  ticks: Counter<'result'>;
  deliveries: Counter<'target' | 'result'>;
  approvalToDelivery: Histogram<'target' | 'cause'>;
}

export function createPublisherMetrics(registry: Registry): PublisherMetrics {
  const registers = [registry];
  return {
    ticks: new Counter({
      name: 'whetstone_publish_ticks_total',
      help: 'Publish ticks, by result (ran = this replica published; claimed_elsewhere / locked_elsewhere = another replica did; failed)',
      labelNames: ['result'],
      registers,
    }),
    deliveries: new Counter({
      name: 'whetstone_publish_deliveries_total',
      help: 'Deliveries of changed descriptions to a target, by result (ok, failed after every attempt)',
      labelNames: ['target', 'result'],
      registers,
    }),
    approvalToDelivery: new Histogram({
      name: 'whetstone_publish_approval_to_delivery_seconds',
      help: 'From a published pointer moving (approve, rollback, import, upstream) to the target acknowledging that version',
      labelNames: ['target', 'cause'],
      buckets: [0.1, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 900, 3600],
      registers,
    }),
  };
}
