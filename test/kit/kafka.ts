import { inject } from 'vitest';
import { Kafka, logLevel, type IHeaders } from 'kafkajs';

export const KAFKA_BROKERS = process.env.KAFKA_BROKERS || inject('kafkaBrokers');

export function testKafka(): Kafka {
  return new Kafka({ brokers: KAFKA_BROKERS.split(','), clientId: 'whetstone-test', logLevel: logLevel.NOTHING });
}

export function uniqueName(prefix: string): string {
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

export async function createTopic(kafka: Kafka, topic: string, partitions: number): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({ topics: [{ topic, numPartitions: partitions }], waitForLeaders: true });
  await admin.disconnect();
}

/** A group's committed offset per partition of `topic` ('-1': none), by partition. */
export async function committedOffsets(kafka: Kafka, groupId: string, topic: string): Promise<Record<number, string>> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const parts = (await admin.fetchOffsets({ groupId, topics: [topic] }))[0]!.partitions;
    return Object.fromEntries(parts.map((p) => [p.partition, p.offset]));
  } finally {
    await admin.disconnect();
  }
}

export interface ReadMessage {
  partition: number;
  offset: string;
  key: string | null;
  value: Buffer | null;
  headers: Record<string, string>;
}

/** Every message of a topic from the start to its current end (no committed offsets). */
export async function readTopic(kafka: Kafka, topic: string): Promise<ReadMessage[]> {
  const admin = kafka.admin();
  await admin.connect();
  const ends = await admin.fetchTopicOffsets(topic);
  await admin.disconnect();
  const remaining = new Map(
    ends.filter((p) => BigInt(p.high) > BigInt(p.low)).map((p) => [p.partition, BigInt(p.high)]),
  );
  const out: ReadMessage[] = [];
  if (remaining.size === 0) return out;
  const consumer = kafka.consumer({ groupId: uniqueName('reader') });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await new Promise<void>((resolve) => {
    void consumer.run({
      autoCommit: false,
      eachMessage: async ({ partition, message }) => {
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(message.headers ?? ({} as IHeaders))) headers[k] = String(v);
        out.push({
          partition,
          offset: message.offset,
          key: message.key?.toString() ?? null,
          value: message.value,
          headers,
        });
        const end = remaining.get(partition);
        if (end !== undefined && BigInt(message.offset) + 1n >= end) remaining.delete(partition);
        if (remaining.size === 0) resolve();
      },
    });
  });
  await consumer.disconnect();
  return out;
}

export async function until<T>(
  what: string,
  fn: () => Promise<T>,
  ok: (v: T) => boolean,
  timeoutMs = 90_000,
  everyMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await fn();
    if (ok(last)) return last;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last value: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
