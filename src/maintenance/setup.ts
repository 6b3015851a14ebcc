// The retention policy from the resolved config (shared by `whetstone maintenance run`
// and the daemon's loop).
import type { Config } from '../config.ts';
import type { RetentionPolicy } from './retention.ts';

export function retentionPolicyFrom(c: Config): RetentionPolicy {
  return {
    traceDays: c.retainTracesDays,
    deadLetterDays: c.retainDeadLettersDays,
    publishTickDays: c.retainPublishTicksDays,
    embeddingDays: c.retainEmbeddingsDays,
    batchSize: c.maintenanceBatchSize,
  };
}
