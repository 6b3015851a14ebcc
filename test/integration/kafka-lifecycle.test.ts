// Start and stop of both Kafka consumers (trace v1 and the OTLP door), which share
// src/intake/doors/kafka-lifecycle.ts, against the real broker: a start after a stop, a stop
// during the start, a start that fails while stopping; and the OTLP door's dead letters,
// sent in parts that fit the DLQ topic; a stop that commits what the batches in hand
// resolved and the stored work an earlier commit missed.
import type { EachBatchPayload } from 'kafkajs';
import pino from 'pino';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, type Logger } from '../../src/log.ts';
import type { Db } from '../../src/store/db.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { KafkaTraceConsumer } from '../../src/intake/doors/kafka.ts';
import { createKafka } from '../../src/kafka.ts';
import { ConsumerLifecycle } from '../../src/intake/doors/kafka-lifecycle.ts';
import { createIngestMetrics } from '../../src/intake/core/metrics.ts';
import { OtlpKafkaConsumer } from '../../src/intake/doors/otlp-kafka.ts';
import { createOtelMetrics } from '../../src/intake/formats/otlp/metrics.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { simpleTrace } from '../../lib/datasets/traces.ts';
import { openMigrated, withStore } from '../kit/db.ts';
import { KAFKA_BROKERS, committedOffsets, createTopic, readTopic, testKafka, uniqueName, until } from '../kit/kafka.ts';

const kafka = testKafka();
/** A port nothing listens on: connections are refused at once. */
const NO_BROKER = ['127.0.0.1:1'];

function capturedLog(): { lines: string[]; log: Logger } {
  const lines: string[] = [];
  return { lines, log: pino({ level: 'info' }, { write: (l: string) => void lines.push(l) }) };
}

type Kind = 'v1' | 'otlp';
interface Started {
  start(): Promise<void>;
  stop(): Promise<void>;
}

function consumerOf(
  kind: Kind,
  db: Db,
  o: { topic: string; log?: Logger; brokers?: string[]; retries?: number; groupId?: string },
): Started {
  const common = {
    brokers: o.brokers ?? KAFKA_BROKERS.split(','),
    clientId: 'whetstone-test',
    topic: o.topic,
    dlqTopic: `${o.topic}.dlq`,
    groupId: o.groupId ?? uniqueName('group'),
    chunkSize: 50,
    sessionTimeoutMs: 6_000,
    log: o.log ?? createLogger('silent'),
    ...(o.retries !== undefined ? { retries: o.retries } : {}),
  };
  if (kind === 'v1') {
    const metrics = createIngestMetrics(new Registry());
    return new KafkaTraceConsumer({
      ...common,
      ingestor: new TraceIngestor({
        format: v1Format,
        db,
        redactor: createRedactor(),
        maxTraceBytes: 1_048_576,
        actor: 'test',
        metrics,
      }),
      metrics,
    });
  }
  return new OtlpKafkaConsumer({
    ...common,
    format: 'auto',
    maxBytes: 4 * 1_048_576,
    db,
    metrics: createOtelMetrics(new Registry()),
  });
}

/** A new topic of 3 partitions holding `n` small messages, spread over them in turn. */
async function topicOf(n: number): Promise<string> {
  const topic = uniqueName('owed');
  await createTopic(kafka, topic, 3);
  const producer = kafka.producer();
  await producer.connect();
  await producer.send({ topic, messages: Array.from({ length: n }, (_, i) => ({ partition: i % 3, value: `m${i}` })) });
  await producer.disconnect();
  return topic;
}

/** A lifecycle of its own on the test broker, for a consumer.run the test writes. */
function lifecycleOf(topic: string, groupId: string, log: Logger): ConsumerLifecycle {
  return new ConsumerLifecycle({
    kafka: createKafka(KAFKA_BROKERS.split(','), 'whetstone-test'),
    topic,
    dlqTopic: `${topic}.dlq`,
    groupId,
    sessionTimeoutMs: 6_000,
    log,
    name: 'test consumer',
  });
}

const CONSUMING: Record<Kind, string> = { v1: 'consuming traces from Kafka', otlp: 'consuming OTLP spans from Kafka' };

describe('Kafka consumers: start, stop, what a stop commits, and dead letters', () => {
  let db: Db;
  const kit = withStore();
  beforeAll(async () => {
    db = await openMigrated(kit.store);
  });
  afterAll(async () => {
    await db.close();
  });

  for (const kind of ['v1', 'otlp'] as const) {
    it(`${kind}: a start after a stop connects nothing (not even to create the topics)`, async () => {
      const topic = uniqueName(`life-${kind}`);
      const { lines, log } = capturedLog();
      const c = consumerOf(kind, db, { topic, log });
      await c.stop();
      await c.start();
      expect(lines.some((l) => l.includes(CONSUMING[kind]))).toBe(false);
      const admin = kafka.admin();
      await admin.connect();
      expect(await admin.listTopics()).not.toContain(topic);
      await admin.disconnect();
    });

    it(`${kind}: a stop asked for as the start begins ends the start before the group join`, async () => {
      const topic = uniqueName(`life-${kind}`);
      await createTopic(kafka, topic, 1);
      const { lines, log } = capturedLog();
      const c = consumerOf(kind, db, { topic, log });
      const starting = c.start();
      await c.stop();
      await starting;
      expect(lines.some((l) => l.includes(CONSUMING[kind]))).toBe(false);
    });

    it(`${kind}: a start that fails while stopping is not a failure; without a stop it is`, async () => {
      // Unreachable broker, no retries: the start's first step fails at once.
      const stopped = consumerOf(kind, db, { topic: uniqueName(`life-${kind}`), brokers: NO_BROKER, retries: 0 });
      const starting = stopped.start();
      await stopped.stop();
      await expect(starting).resolves.toBeUndefined();

      const failing = consumerOf(kind, db, { topic: uniqueName(`life-${kind}`), brokers: NO_BROKER, retries: 0 });
      await expect(failing.start()).rejects.toThrow();
      await failing.stop();
    });
  }

  it('otlp: dead-letters a chunk of large requests that are not OTLP in sends that fit the DLQ topic, and moves on', async () => {
    const topic = uniqueName('otlp-big-dead');
    await createTopic(kafka, topic, 1);
    // A DLQ topic whose max.message.bytes is 500 KB (this broker's default is 16 MB, the
    // consumer must read the topic's own), one partition, so a send cannot spread the dead
    // letters over several. Five of 400 KB: each fits, two in one send do not.
    const admin = kafka.admin();
    await admin.connect();
    await admin.createTopics({
      waitForLeaders: true,
      topics: [
        { topic: `${topic}.dlq`, numPartitions: 1, configEntries: [{ name: 'max.message.bytes', value: '500000' }] },
      ],
    });
    await admin.disconnect();
    const producer = kafka.producer();
    await producer.connect();
    for (let i = 0; i < 5; i++)
      await producer.send({ topic, acks: -1, messages: [{ value: Buffer.alloc(400_000, 0xff) }] });
    await producer.disconnect();
    const c = consumerOf('otlp', db, { topic });
    await c.start();
    try {
      const dead = await until(
        '5 dead letters',
        () => readTopic(kafka, `${topic}.dlq`).catch(() => []),
        (m) => m.length >= 5,
        60_000,
        500,
      );
      expect(dead.map((m) => m.headers['whetstone-reason'])).toEqual([
        'not_otlp',
        'not_otlp',
        'not_otlp',
        'not_otlp',
        'not_otlp',
      ]);
      expect(dead.map((m) => m.value?.length)).toEqual([400_000, 400_000, 400_000, 400_000, 400_000]);
    } finally {
      await c.stop();
    }
  });

  it('v1: a stop in the middle of a batch ends it at a chunk and leaves every partition committed exactly up to what is stored', async () => {
    const topic = uniqueName('mid-stop');
    await createTopic(kafka, topic, 3);
    const producer = kafka.producer();
    await producer.connect();
    for (let k = 0; k < 6; k++) {
      await producer.send({
        topic,
        messages: Array.from({ length: 500 }, (_, i) => ({
          partition: i % 3,
          value: JSON.stringify(simpleTrace(`${topic}-${k}-${i}`)),
        })),
      });
    }
    await producer.disconnect();
    const groupId = uniqueName('group');
    const c = consumerOf('v1', db, { topic, groupId });
    await c.start();
    const stored = async () =>
      (
        await db.query<{ n: number }>('SELECT count(*)::int AS n FROM traces WHERE source LIKE $1', [
          `kafka:${topic}/%`,
        ])
      ).rows[0]!.n;
    try {
      await until('some traces stored', stored, (n) => n >= 300, 60_000, 20);
    } finally {
      await c.stop();
    }
    const rows = (
      await db.query<{ p: string; n: number; top: string }>(
        `SELECT split_part(split_part(source, '/', 2), '@', 1) AS p, count(*)::int AS n, max(split_part(source, '@', 2)::bigint)::text AS top
         FROM traces WHERE source LIKE $1 GROUP BY 1`,
        [`kafka:${topic}/%`],
      )
    ).rows;
    const committed = await committedOffsets(kafka, groupId, topic);
    // Stopped before the end: something is left to read, and what was read is committed.
    expect(rows.reduce((n, r) => n + r.n, 0)).toBeLessThan(3_000);
    for (const part of [0, 1, 2]) {
      const r = rows.find((x) => Number(x.p) === part);
      // Stored from offset 0 on without a gap, and committed exactly past the last stored.
      expect(committed[part]).toBe(r ? String(r.n) : '-1');
      if (r) expect(r.top).toBe(String(r.n - 1));
    }
  });

  it('commits at stop the offsets the consumer stored and the group has not committed, and none it did not store', async () => {
    const topic = await topicOf(12);
    const groupId = uniqueName('group');
    const { lines, log } = capturedLog();
    const life = lifecycleOf(topic, groupId, log);
    const read = new Set<string>();
    // kafkajs commits nothing here (autoCommit off), as when its commit after a batch
    // failed: what the group holds at the end is what the stop committed. Partition 2's
    // messages are read and not stored (as a batch abandoned by a stop).
    await life.start({
      run: (consumer) =>
        consumer.run({
          autoCommit: false,
          eachBatchAutoResolve: false,
          eachBatch: life.handled(async ({ batch, resolveOffset }: EachBatchPayload) => {
            const last = batch.messages.at(-1);
            if (!last) return;
            for (const m of batch.messages) read.add(`${batch.partition}@${m.offset}`);
            resolveOffset(last.offset);
            if (batch.partition !== 2) life.stored(batch.partition, last.offset);
          }),
        }),
    });
    try {
      await until(
        'every message read',
        async () => read.size,
        (n) => n === 12,
        60_000,
        100,
      );
      expect(await committedOffsets(kafka, groupId, topic)).toEqual({ 0: '-1', 1: '-1', 2: '-1' });
    } finally {
      await life.stop();
    }
    expect(await committedOffsets(kafka, groupId, topic)).toEqual({ 0: '4', 1: '4', 2: '-1' });
    expect(lines.some((l) => l.includes('committed at stop the stored work an earlier commit had missed'))).toBe(true);
  });

  it('a batch in hand when the stop comes commits what it resolved before the consumer leaves', async () => {
    const topic = await topicOf(6);
    const groupId = uniqueName('group');
    const life = lifecycleOf(topic, groupId, createLogger('silent'));
    const inHand = new Set<number>();
    let release!: () => void;
    const released = new Promise<void>((r) => {
      release = r;
    });
    // Each partition's batch resolves its messages and waits for the stop; kafkajs commits
    // nothing (autoCommit off) and nothing is stored() for stop() to owe, so only the batch's
    // own commit at its end (ConsumerLifecycle.handled) can move the group's offsets.
    await life.start({
      run: (consumer) =>
        consumer.run({
          autoCommit: false,
          eachBatchAutoResolve: false,
          partitionsConsumedConcurrently: 3,
          eachBatch: life.handled(async ({ batch, resolveOffset }: EachBatchPayload) => {
            const last = batch.messages.at(-1);
            if (!last) return;
            resolveOffset(last.offset);
            inHand.add(batch.partition);
            await released;
          }),
        }),
    });
    try {
      await until(
        'a batch in hand on every partition',
        async () => inHand.size,
        (n) => n === 3,
        60_000,
        50,
      );
    } finally {
      const stopping = life.stop();
      release();
      await stopping;
    }
    expect(await committedOffsets(kafka, groupId, topic)).toEqual({ 0: '2', 1: '2', 2: '2' });
  });
});
