// Dead letters against the real broker and PostgreSQL: a re-sent trace_id with different
// content (id_conflict), dead-letter batches kept under the DLQ topic's message size limit,
// and the daemon's /healthz staying responsive while it decodes hostile 1 MiB traces.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Registry } from 'prom-client';
import { simpleTrace } from '../../lib/datasets/traces.ts';
import { createLogger } from '../../src/log.ts';
import type { Db } from '../../src/store/db.ts';
import { countTraces } from '../../src/store/sql/traces.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { KafkaTraceConsumer } from '../../src/intake/doors/kafka.ts';
import { createIngestMetrics, type IngestMetrics } from '../../src/intake/core/metrics.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { ROOT } from '../kit/cli.ts';
import { freshMigratedPostgres, openMigrated, type TestStore } from '../kit/db.ts';
import { HOSTILE_UNITS, hostileTrace, normalTrace } from '../kit/hostile-traces.ts';
import { KAFKA_BROKERS, createTopic, readTopic, testKafka, uniqueName, until } from '../kit/kafka.ts';

const kafka = testKafka();
const log = createLogger('silent');

function consumerFor(db: Db, topic: string, metrics: IngestMetrics, group = uniqueName('group')) {
  return new KafkaTraceConsumer({
    brokers: KAFKA_BROKERS.split(','),
    clientId: 'whetstone-test',
    topic,
    dlqTopic: `${topic}.dlq`,
    groupId: group,
    chunkSize: 500,
    sessionTimeoutMs: 6_000,
    ingestor: new TraceIngestor({
      format: v1Format,
      db,
      redactor: createRedactor(),
      maxTraceBytes: 1_048_576,
      actor: 'test-ingest',
      metrics,
    }),
    metrics,
    log,
  });
}

async function produce(topic: string, values: (string | Buffer)[]): Promise<void> {
  const producer = kafka.producer();
  await producer.connect();
  // One by one: the point of the batching test is that the consumer gets them in one chunk
  // although no single message is over the limit.
  for (const value of values) await producer.send({ topic, acks: -1, messages: [{ key: 'fetch', value }] });
  await producer.disconnect();
}

const value = async (m: IngestMetrics['deadLettered'], reason: string) =>
  (await m.get()).values.find((v) => v.labels.reason === reason)?.value ?? 0;

describe('dead letters on the real broker', () => {
  let store: TestStore;
  let db: Db;
  beforeAll(async () => {
    store = await freshMigratedPostgres();
    db = await openMigrated(store);
  });
  afterAll(async () => {
    await db.close();
    await store.cleanup();
  });

  it('dead-letters a re-sent trace_id with different content as id_conflict; the same content is a duplicate', async () => {
    const topic = uniqueName('traces-conflict');
    await createTopic(kafka, topic, 1);
    const metrics = createIngestMetrics(new Registry());
    const consumer = consumerFor(db, topic, metrics);
    await consumer.start();
    try {
      const original = simpleTrace('dup-id', { user_query: 'What is on example.com?' });
      // Same content with keys in another order: a redelivery, not a conflict.
      const reordered = Object.fromEntries(Object.entries(original).reverse());
      const changed = { ...original, user_query: 'Something else entirely' };
      await produce(topic, [
        JSON.stringify(original),
        JSON.stringify(reordered),
        JSON.stringify(changed),
        JSON.stringify(simpleTrace('other-id')),
      ]);
      await until(
        'the conflict dead-lettered',
        () => value(metrics.deadLettered, 'id_conflict'),
        (n) => n === 1,
      );
      await until(
        '2 traces stored',
        () => countTraces(db),
        (n) => n === 2,
      );
      const dlq = await readTopic(kafka, `${topic}.dlq`);
      expect(dlq.map((m) => [m.headers['whetstone-reason'], m.headers['whetstone-source-offset']])).toEqual([
        ['id_conflict', '2'],
      ]);
      expect(dlq[0]!.headers['whetstone-error']).toContain('already stored with different content');
      expect(JSON.parse(dlq[0]!.value!.toString()).user_query).toBe('Something else entirely');
      expect((await metrics.duplicates.get()).values[0]?.value).toBe(1);
      const row = await db.query<{ user_query: string }>(`SELECT user_query FROM traces WHERE trace_id = 'dup-id'`);
      expect(row.rows[0]!.user_query).toBe('What is on example.com?'); // the first one stays
    } finally {
      await consumer.stop();
    }
  });

  it("sends dead letters in batches under the DLQ topic's max.message.bytes, cutting one that alone is over it", async () => {
    const topic = uniqueName('traces-dlqsize');
    const limit = 64 * 1024;
    const admin = kafka.admin();
    await admin.connect();
    await admin.createTopics({
      topics: [
        { topic, numPartitions: 1 },
        {
          topic: `${topic}.dlq`,
          numPartitions: 1,
          configEntries: [{ name: 'max.message.bytes', value: String(limit) }],
        },
      ],
      waitForLeaders: true,
    });
    await admin.disconnect();
    // Ten 30 KiB dead letters (300 KiB: one send would be refused) and one of 200 KiB.
    const junk = (n: number, c: string) => `{not json ${c.repeat(n)}`;
    const big = Buffer.from(junk(200 * 1024, 'z'));
    const values = [...Array.from({ length: 10 }, (_, i) => junk(30 * 1024, String(i))), big];
    const group = uniqueName('group');
    const metrics = createIngestMetrics(new Registry());
    const consumer = consumerFor(db, topic, metrics, group);
    try {
      await produce(topic, [...values, JSON.stringify(simpleTrace('after-the-big-ones'))]);
      await consumer.start();
      const dlq = await until(
        '11 dead letters',
        () => readTopic(kafka, `${topic}.dlq`),
        (m) => m.length === 11,
        60_000,
      );
      expect(dlq.map((m) => m.headers['whetstone-source-offset'])).toEqual(values.map((_, i) => String(i)));
      for (const [i, m] of dlq.slice(0, 10).entries()) {
        expect(m.headers['whetstone-reason']).toBe('not_json');
        expect(m.value!.equals(Buffer.from(values[i] as string))).toBe(true);
        expect(m.headers['whetstone-truncated']).toBeUndefined();
      }
      const cut = dlq[10]!;
      expect(cut.headers).toMatchObject({
        'whetstone-reason': 'not_json',
        'whetstone-truncated': 'true',
        'whetstone-original-bytes': String(big.length),
        'whetstone-original-sha256': createHash('sha256').update(big).digest('hex'),
      });
      expect(cut.value!.length).toBeLessThan(limit);
      expect(big.subarray(0, cut.value!.length).equals(cut.value!)).toBe(true);
      // The partition did not stall: the trace after them is stored and every offset committed.
      await until(
        'the later trace stored',
        async () => (await db.query(`SELECT 1 FROM traces WHERE trace_id = 'after-the-big-ones'`)).rowCount,
        (n) => n === 1,
      );
      const a = kafka.admin();
      await a.connect();
      await until(
        'offsets committed to the end',
        async () => Number((await a.fetchOffsets({ groupId: group, topics: [topic] }))[0]!.partitions[0]!.offset),
        (o) => o === 12,
        30_000,
      );
      await a.disconnect();
    } finally {
      await consumer.stop();
    }
  });
});

describe('the daemon under hostile 1 MiB traces', () => {
  // The default settings (decode workers: at least one). WHETSTONE_DECODE_WORKERS=0 decodes
  // inline and holds the loop for one message at a time (0.8 s for 1 MiB here): not tested
  // against the 1 s bound, and documented as such.
  for (const workers of ['default']) {
    it(`answers /healthz within 1 s while it decodes them (WHETSTONE_DECODE_WORKERS ${workers})`, async () => {
      const store = await freshMigratedPostgres();
      const db = await openMigrated(store);
      const topic = uniqueName('traces-hostile');
      await createTopic(kafka, topic, 1);
      const env = {
        ...process.env,
        ...store.env,
        KAFKA_BROKERS,
        WHETSTONE_TRACES_TOPIC: topic,
        WHETSTONE_DLQ_TOPIC: `${topic}.dlq`,
        WHETSTONE_CONSUMER_GROUP: uniqueName('group'),
        WHETSTONE_KAFKA_SESSION_TIMEOUT_MS: '6000',
        WHETSTONE_HTTP_PORT: '0',
        WHETSTONE_LOG_LEVEL: 'info',
      };
      const daemon: ChildProcess = spawn(process.execPath, ['bin/whetstone.js', 'run'], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      try {
        daemon.stdout!.on('data', (d: Buffer) => (out += d.toString()));
        daemon.stderr!.on('data', (d: Buffer) => (out += d.toString()));
        const port = await until(
          'the daemon to listen',
          async () => {
            if (daemon.exitCode !== null) throw new Error(`the daemon exited: ${out.slice(-2000)}`);
            return Number(/"port":(\d+)/.exec(out)?.[1] ?? 0);
          },
          (p) => p > 0,
          60_000,
          100,
        );
        const hostile = Object.entries(HOSTILE_UNITS)
          .slice(0, 8)
          .map(([name, unit]) => JSON.stringify(hostileTrace(`h-${workers}-${name}`, unit)));
        const values = [JSON.stringify(normalTrace(`n-${workers}`)), ...hostile];
        await produce(topic, values);
        let worst = 0;
        let polls = 0;
        const dead = async () =>
          (await readTopic(kafka, `${topic}.dlq`).catch(() => [])).map((m) => m.headers['whetstone-reason']);
        const done = async () => (await countTraces(db)) + (await dead()).length === values.length;
        while (!(await done())) {
          const t = performance.now();
          const r = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5_000) });
          expect(r.status).toBe(200);
          worst = Math.max(worst, performance.now() - t);
          polls++;
          await new Promise((res) => setTimeout(res, 50));
          if (polls > 2_000) throw new Error('the traces were not stored in time');
        }
        console.log(
          `workers=${workers}: ${polls} /healthz polls while decoding, slowest ${worst.toFixed(0)} ms; dead letters: ${JSON.stringify(await dead())}`,
        );
        // Each is stored, or dead-lettered too_slow: nothing else.
        for (const reason of await dead()) expect(reason).toBe('too_slow');
        expect(polls).toBeGreaterThan(3);
        expect(worst).toBeLessThan(1_000);
      } catch (err) {
        console.log(out.slice(-3000));
        throw err;
      } finally {
        daemon.kill('SIGTERM');
        if (daemon.exitCode === null) await new Promise((r) => daemon.once('exit', r));
        await db.close();
        await store.cleanup();
      }
    }, 300_000);
  }
});
