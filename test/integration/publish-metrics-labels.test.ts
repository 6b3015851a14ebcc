// /metrics answers without a token, so its labels name no topic (as /readyz names none):
// a real publication to a Kafka target on the real broker, from real PostgreSQL, counted
// under target="kafka".
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { importTools } from '../../src/catalog/import.ts';
import { createLogger } from '../../src/log.ts';
import { createPublisherMetrics } from '../../src/publish/metrics.ts';
import { Publisher } from '../../src/publish/publisher.ts';
import { kafkaTarget } from '../../src/publish/targets/kafka.ts';
import { withMigratedStore } from '../kit/db.ts';
import { readTopic, testKafka, uniqueName } from '../kit/kafka.ts';

describe('publisher metrics', () => {
  const kit = withMigratedStore();

  it('count a Kafka delivery under its kind, with the topic name nowhere in /metrics', async () => {
    await importTools(kit.db, {
      server: 's',
      tools: [{ name: 'a', description: 'Tool A.', inputSchema: {} }],
      actor: 't',
      maxDescriptionBytes: 65536,
    });
    const kafka = testKafka();
    const topic = uniqueName('descriptions-secret-name');
    const registry = new Registry();
    const p = new Publisher({
      db: kit.db,
      log: createLogger('silent'),
      schedule: '0 0 1 1 *',
      instance: 'metrics-test',
      targets: [kafkaTarget(kafka, topic)],
      backoffMs: 20,
      metrics: createPublisherMetrics(registry),
    });
    const r = await p.tick('t1');
    expect(r.targets).toMatchObject([{ result: 'ok', changed: 1 }]);
    expect(await readTopic(kafka, topic)).toHaveLength(1);
    const text = await registry.metrics();
    expect(text).toContain('whetstone_publish_deliveries_total{target="kafka",result="ok"} 1');
    expect(text).not.toContain(topic);
  }, 60_000);
});
