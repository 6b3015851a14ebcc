// A compacted Kafka topic of descriptions: key server/tool, value {version, text, hash}.
// Compaction keeps the latest per tool, so a new consumer reads the whole published set.
import type { Kafka, Producer } from 'kafkajs';
import { describe, type Delivery, type PublishTarget } from '../target.ts';

export function kafkaTarget(kafka: Kafka, topic: string): PublishTarget {
  let producer: Producer | undefined;
  let ready: Promise<void> | undefined;
  const setup = async () => {
    const admin = kafka.admin();
    await admin.connect();
    try {
      if (!(await admin.listTopics()).includes(topic)) {
        await admin.createTopics({
          topics: [{ topic, numPartitions: 1, configEntries: [{ name: 'cleanup.policy', value: 'compact' }] }],
          waitForLeaders: true,
        });
      }
    } finally {
      await admin.disconnect();
    }
    producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
    await producer.connect();
  };
  return {
    name: `kafka:${topic}`,
    async deliver(d: Delivery) {
      ready ??= setup().catch((e) => {
        ready = undefined;
        throw e;
      });
      await ready;
      await producer!.send({
        topic,
        acks: -1,
        messages: d.changed.map((r) => ({
          key: `${r.server}/${r.name}`,
          value: JSON.stringify(describe(r)),
          headers: { 'whetstone-delivery': d.deliveryId },
        })),
      });
    },
    async close() {
      await producer?.disconnect().catch(() => {});
    },
  };
}
