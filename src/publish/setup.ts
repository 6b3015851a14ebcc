import { hostname } from 'node:os';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import type { Db } from '../store/db.ts';
import { kafkaFrom } from '../kafka.ts';
import { Publisher } from './publisher.ts';
import type { PublishTarget } from './target.ts';
import { fileTarget } from './targets/file.ts';
import { kafkaTarget } from './targets/kafka.ts';
import { webhookTarget } from './targets/webhook.ts';
import type { PublisherMetrics } from './metrics.ts';

/** The targets configured: file, webhook, and the Kafka topic when brokers are set. */
export function targetsFrom(c: Config): PublishTarget[] {
  const targets: PublishTarget[] = [];
  if (c.publishFile) targets.push(fileTarget(c.publishFile));
  if (c.webhookUrl && c.webhookSecret) targets.push(webhookTarget(c.webhookUrl, c.webhookSecret));
  const kafka = kafkaFrom(c);
  if (kafka) targets.push(kafkaTarget(kafka, c.descriptionsTopic));
  return targets;
}

export function publisherFrom(
  c: Config,
  deps: { db: Db; log: Logger; targets?: PublishTarget[]; metrics?: PublisherMetrics },
): Publisher {
  return new Publisher({
    db: deps.db,
    log: deps.log,
    targets: deps.targets ?? targetsFrom(c),
    schedule: c.publishCron,
    instance: `${hostname()}:${process.pid}`,
    ...(deps.metrics ? { metrics: deps.metrics } : {}),
  });
}
