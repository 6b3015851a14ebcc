// npm run bench:ingest [-- --n 100000 --rounds 3 --partitions 3 --servers 12 --decode-workers K --decode-inline-max-bytes B]
//
// Produces N traces shaped like real ones (MetaTool tool names and queries) to a fresh
// topic, and N more to a second topic where 1% of the messages are crafted against the
// redactor and the validator (lib/datasets/hostile-traces.ts: long runs of hostile units,
// nesting at and over the depth limit, thousands of distinct keys). Then, in the same run,
// --rounds times in turn, each from the beginning of its topic under a new consumer group
// into a fresh database: (a) the floor, the minimal consumer that stores every trace
// (bench/lib/floor.ts: kafkajs, JSON.parse, a bulk COPY into a table shaped like `traces`,
// offsets after the commit); (b) Whetstone's ingest of the same topic (decode, validate,
// redact, store, commit offsets); (c) Whetstone's ingest of the adversarial topic,
// counting stored and dead-lettered messages. Each rate runs from its first message to its
// last. The ratios are taken within each round (b/a, c/b: neighbours in time, on a machine
// whose speed drifts) and the median round is reported; one round of each on a shared
// 2-core machine varied by up to a fifth from run to run. Beside them: a bare consumer that
// JSON-parses each value, and each stage on its own, with the cost per KB of clean and of
// crafted traces.
// Messages are keyed by the trace's server, as real producers do (docs/traces.md): the
// MetaTool tools are spread over --servers MCP servers by a stable hash of their name, and
// the bench says how many partitions received data (one key would feed one partition).
// Last line: ingest_rate=<b traces/s> floor_rate=<a traces/s> ratio=<b/a> adversarial_ratio=<c/b>
import { Kafka, logLevel } from 'kafkajs';
import { Registry } from 'prom-client';
import { createLogger } from '../src/log.ts';
import { openDb } from '../src/store/db.ts';
import { migrate } from '../src/store/migrate.ts';
import { TraceIngestor } from '../src/intake/core/ingest.ts';
import { v1Format } from '../src/intake/formats/v1/format.ts';
import { KafkaTraceConsumer } from '../src/intake/doors/kafka.ts';
import { createIngestMetrics } from '../src/intake/core/metrics.ts';
import { fetchSizes } from '../src/intake/doors/kafka-lifecycle.ts';
import { createRedactor } from '../src/privacy/redact.ts';
import { defaultDecodeInlineMaxBytes, defaultDecodeWorkers } from '../src/config.ts';
import { arg, benchDatabase, kafkaBrokers, note } from './lib/env.ts';
import { loadQueries, loadTools } from '../lib/datasets/metatool.ts';
import { floorConsumer } from './lib/floor.ts';
import { adversarialTrace } from '../lib/datasets/hostile-traces.ts';
import { synthTraces } from '../lib/datasets/traces.ts';

const N = Number(arg('n', '100000'));
const ROUNDS = Math.max(1, Number(arg('rounds', '3')));
const PARTITIONS = Number(arg('partitions', '3'));
// Decode worker threads (WHETSTONE_DECODE_WORKERS); 0 decodes inline. With workers,
// messages up to --decode-inline-max-bytes (WHETSTONE_DECODE_INLINE_MAX_BYTES) still
// decode inline. Both default to the daemon's defaults for this machine.
const DECODE_WORKERS = Number(arg('decode-workers', String(defaultDecodeWorkers())));
const DECODE_INLINE_MAX_BYTES = Number(arg('decode-inline-max-bytes', String(defaultDecodeInlineMaxBytes())));
const SERVERS = Number(arg('servers', '12'));
const brokers = kafkaBrokers().split(',');
const kafka = new Kafka({ brokers, clientId: 'whetstone-bench', logLevel: logLevel.NOTHING });
const run = `${Date.now().toString(36)}`;
const topic = `bench-traces-${run}`;
const advTopic = `bench-traces-adv-${run}`;

/** A stable server for each MetaTool tool: "metatool-<k>" with k = FNV-1a(name) mod --servers. */
function serverOf(tool: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < tool.length; i++) h = Math.imul(h ^ tool.charCodeAt(i), 0x01000193) >>> 0;
  return `metatool-${h % SERVERS}`;
}

/** Gives each tool (shown or called) its server, and the trace the server of the tool that served it. */
function spreadOverServers(t: Record<string, unknown>): Record<string, unknown> {
  type Ref = { server?: string; name: string };
  const calls = (t.tool_calls as Ref[]).map((c) => ({ ...c, server: serverOf(c.name) }));
  const shown = (t.tools_shown as Ref[]).map((c) => ({ ...c, server: serverOf(c.name) }));
  return { ...t, server: calls[calls.length - 1]?.server ?? serverOf('none'), tool_calls: calls, tools_shown: shown };
}

/** Messages per partition of the topic, from its offsets. */
async function partitionSpread(topic: string): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  const offsets = await admin.fetchTopicOffsets(topic);
  await admin.disconnect();
  const per = offsets
    .sort((a, b) => a.partition - b.partition)
    .map((o) => ({ p: o.partition, n: Number(o.high) - Number(o.low) }));
  note(
    `partitions that received data: ${per.filter((x) => x.n > 0).length} of ${per.length} (${per.map((x) => `p${x.p}=${x.n}`).join(' ')}; keyed by server over ${SERVERS} servers)`,
  );
}

/** Produces N traces to `topic`; with `adversarial`, every hundredth is crafted (1%). */
async function produce(topic: string, adversarial = false): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({ topics: [{ topic, numPartitions: PARTITIONS }], waitForLeaders: true });
  await admin.disconnect();
  const producer = kafka.producer();
  await producer.connect();
  const started = Date.now();
  let batch: { key: string; value: string }[] = [];
  const servers = new Set<string>();
  let bytes = 0;
  let sent = 0;
  let i = 0;
  for (const synth of synthTraces(N, {
    server: 'metatool',
    tools: loadTools(),
    queries: loadQueries(),
    idPrefix: `b${run}`,
  })) {
    const crafted =
      adversarial && i % 100 === 50 ? adversarialTrace(synth.trace_id as string, Math.floor(i / 100)) : synth;
    i++;
    const t = spreadOverServers(crafted);
    const value = JSON.stringify(t);
    bytes += value.length;
    servers.add(t.server as string);
    batch.push({ key: t.server as string, value });
    if (batch.length === 2000) {
      await producer.send({ topic, acks: 1, messages: batch });
      sent += batch.length;
      batch = [];
      if (sent % 50_000 === 0) note(`  produced ${sent}/${N}`);
    }
  }
  if (batch.length) await producer.send({ topic, acks: 1, messages: batch });
  await producer.disconnect();
  note(
    `produced ${N} ${adversarial ? 'traces, 1% crafted,' : 'traces'} (${(bytes / N).toFixed(0)} bytes each on average) from ${servers.size} servers in ${((Date.now() - started) / 1000).toFixed(1)} s to ${topic} (${PARTITIONS} partitions)`,
  );
  await partitionSpread(topic);
}

/** A bare kafkajs consumer that JSON-parses every value: the cost of reading the messages at all. */
async function parsingConsumer(): Promise<number> {
  const consumer = kafka.consumer({ groupId: `bench-ceiling-parse-${run}`, ...fetchSizes() });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  let count = 0;
  let first = 0;
  let sink = 0;
  const done = new Promise<number>((resolve) => {
    void consumer.run({
      partitionsConsumedConcurrently: PARTITIONS,
      eachBatch: async ({ batch }) => {
        if (first === 0) first = Date.now();
        for (const m of batch.messages)
          sink += (JSON.parse(m.value!.toString('utf8')) as { tool_calls: unknown[] }).tool_calls.length;
        count += batch.messages.length;
        if (count >= N) resolve(Date.now());
      },
    });
  });
  const end = await done;
  await consumer.disconnect();
  const rate = N / ((end - first) / 1000);
  note(
    `a bare kafkajs consumer JSON-parsing every value (${sink} tool calls seen) in ${((end - first) / 1000).toFixed(2)} s: ${rate.toFixed(0)} msgs/s`,
  );
  return rate;
}

/** Whetstone's ingest of `topic`: messages handled (stored or dead-lettered) per second. */
async function whetstone(topic: string, tag: string, round: number): Promise<number> {
  const database = await benchDatabase(`ingest_${tag}_${round}`);
  const db = await openDb({
    databaseUrl: database.url,
    dataDir: '.',
    connectTimeoutMs: 5000,
    lockTimeoutMs: 1000,
    poolMax: 10,
  });
  try {
    await migrate(db);
    const metrics = createIngestMetrics(new Registry());
    const consumer = new KafkaTraceConsumer({
      brokers,
      clientId: 'whetstone-bench',
      topic,
      dlqTopic: `${topic}.dlq`,
      groupId: `bench-whetstone-${tag}-${round}-${run}`,
      chunkSize: 1000,
      ingestor: new TraceIngestor({
        format: v1Format,
        db,
        redactor: createRedactor(),
        maxTraceBytes: 1_048_576,
        actor: 'bench',
        metrics,
        decodeWorkers: DECODE_WORKERS,
        decodeInlineMaxBytes: DECODE_INLINE_MAX_BYTES,
      }),
      metrics,
      log: createLogger('warn'),
    });
    await consumer.start();
    note(`decode workers: ${DECODE_WORKERS}, messages up to ${DECODE_INLINE_MAX_BYTES} bytes decoded inline`);
    let first = 0;
    let deadCount = 0;
    let lastNote = Date.now();
    for (;;) {
      const consumed = (await metrics.consumed.get()).values[0]?.value ?? 0;
      if (first === 0 && consumed > 0) first = Date.now();
      const stored = (await metrics.stored.get()).values[0]?.value ?? 0;
      const dead = (await metrics.deadLettered.get()).values.reduce((n, v) => n + v.value, 0);
      if (stored + dead >= N) {
        deadCount = dead;
        break;
      }
      if (Date.now() - lastNote > 5000) {
        note(`  whetstone stored ${stored}/${N}`);
        lastNote = Date.now();
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    const end = Date.now();
    await consumer.stop();
    const rows = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM traces')).rows[0]!.n;
    if (rows + deadCount !== N)
      throw new Error(`expected ${N} stored or dead-lettered traces, found ${rows} + ${deadCount}`);
    const rate = N / ((end - first) / 1000);
    note(
      `(${tag === 'clean' ? 'b' : 'c'}) round ${round + 1}: whetstone ingest of the ${tag} topic stored ${rows} traces in PostgreSQL and dead-lettered ${deadCount} in ${((end - first) / 1000).toFixed(2)} s: ${rate.toFixed(0)} msgs/s`,
    );
    return rate;
  } finally {
    await db.close();
    await database.drop();
  }
}

/** Where the time goes, per stage, on the same kind of traces (no Kafka): one core each. */
async function breakdown(): Promise<void> {
  const n = 20_000;
  const values = [
    ...synthTraces(n, { server: 'metatool', tools: loadTools(), queries: loadQueries(), idPrefix: `s${run}` }),
  ].map((t) => Buffer.from(JSON.stringify(t)));
  const rate = (ms: number) => (n / (ms / 1000)).toFixed(0);
  let t = performance.now();
  for (const v of values) JSON.parse(v.toString('utf8'));
  const parseRate = rate(performance.now() - t);
  const ingestor = new TraceIngestor({
    format: v1Format,
    db: undefined as never,
    redactor: createRedactor(),
    maxTraceBytes: 1_048_576,
    actor: 'bench',
  });
  t = performance.now();
  const { rows } = ingestor.decode(values.map((value) => ({ value, key: null, source: 'bench' })));
  const decodeMs = performance.now() - t;
  const decodeRate = rate(decodeMs);
  const database = await benchDatabase('ingest_stages');
  const db = await openDb({
    databaseUrl: database.url,
    dataDir: '.',
    connectTimeoutMs: 5000,
    lockTimeoutMs: 1000,
    poolMax: 2,
  });
  try {
    await migrate(db);
    const store = new TraceIngestor({
      format: v1Format,
      db,
      redactor: createRedactor(),
      maxTraceBytes: 1_048_576,
      actor: 'bench',
    });
    t = performance.now();
    for (let i = 0; i < rows.length; i += 1000) await store.store(rows.slice(i, i + 1000));
    const storeMs = performance.now() - t;
    note(
      `stages on ${n} traces, one at a time: JSON.parse ${parseRate}/s; decode + validate + redact + hash ${decodeRate}/s; store in PostgreSQL ${rate(storeMs)}/s`,
    );
    // The crafted traces of the adversarial topic, the same way: what each costs per KB
    // against a clean trace says whether any stage is superlinear on them.
    const crafted = Array.from({ length: 1_000 }, (_, i) =>
      Buffer.from(JSON.stringify(adversarialTrace(`a${run}-${i}`, i))),
    );
    const perKb = (ms: number, bufs: Buffer[]) =>
      ((ms * 1000) / (bufs.reduce((a, b) => a + b.length, 0) / 1024)).toFixed(1);
    note(
      `redaction alone (parsed traces, best of 5 passes): clean ${redactionMicros(values).toFixed(1)} µs a trace, crafted ${redactionMicros(crafted).toFixed(0)} µs a trace`,
    );
    t = performance.now();
    const { rows: craftedRows } = ingestor.decode(crafted.map((value) => ({ value, key: null, source: 'bench' })));
    const craftedDecodeMs = performance.now() - t;
    t = performance.now();
    for (let i = 0; i < craftedRows.length; i += 100) await store.store(craftedRows.slice(i, i + 100));
    const craftedStoreMs = performance.now() - t;
    note(
      `per KB: clean traces (${(values.reduce((a, b) => a + b.length, 0) / n / 1024).toFixed(1)} KB) decode ${perKb(decodeMs, values)} µs, store ${perKb(storeMs, values)} µs; ` +
        `crafted (${(crafted.reduce((a, b) => a + b.length, 0) / crafted.length / 1024).toFixed(1)} KB) decode ${perKb(craftedDecodeMs, crafted)} µs, store ${perKb(craftedStoreMs, crafted)} µs`,
    );
  } finally {
    await db.close();
    await database.drop();
  }
}

/** Microseconds the redactor takes per trace on these messages, parsed beforehand (the best of 5 passes, after a warm-up). */
function redactionMicros(values: Buffer[]): number {
  const redactor = createRedactor();
  const parsed = values.map((v) => JSON.parse(v.toString('utf8')) as unknown);
  let best = Number.POSITIVE_INFINITY;
  for (let pass = 0; pass < 6; pass++) {
    const t = performance.now();
    for (const p of parsed) redactor.redact(p, new Map());
    if (pass > 0) best = Math.min(best, performance.now() - t);
  }
  return (best * 1000) / values.length;
}

/** The floor (bench/lib/floor.ts) in its own database, migrated so its table is shaped like `traces`. */
async function floor(round: number): Promise<number> {
  const database = await benchDatabase(`ingest_floor_${round}`);
  const db = await openDb({
    databaseUrl: database.url,
    dataDir: '.',
    connectTimeoutMs: 5000,
    lockTimeoutMs: 1000,
    poolMax: 2,
  });
  try {
    await migrate(db);
    await db.close();
    const rate = await floorConsumer({
      kafka,
      topic,
      groupId: `bench-floor-${round}-${run}`,
      databaseUrl: database.url,
      n: N,
      partitions: PARTITIONS,
      chunkSize: 1000,
    });
    note(
      `(a) round ${round + 1}: floor: kafkajs + JSON.parse + COPY into a table shaped like traces: ${rate.toFixed(0)} traces/s`,
    );
    return rate;
  } finally {
    await database.drop();
  }
}

async function cleanup(): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  await admin.deleteTopics({ topics: [topic, `${topic}.dlq`, advTopic, `${advTopic}.dlq`] }).catch(() => {});
  await admin
    .deleteGroups([
      `bench-ceiling-parse-${run}`,
      ...Array.from({ length: ROUNDS }, (_, r) => [
        `bench-floor-${r}-${run}`,
        `bench-whetstone-clean-${r}-${run}`,
        `bench-whetstone-adversarial-${r}-${run}`,
      ]).flat(),
    ])
    .catch(() => {});
  await admin.disconnect();
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(xs: number[]): number {
  const s = [...xs].sort((x, y) => x - y);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

await produce(topic);
await produce(advTopic, true);
const parsing = await parsingConsumer();
const rounds: { a: number; b: number; c: number }[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const a = await floor(r);
  const b = await whetstone(topic, 'clean', r);
  const c = await whetstone(advTopic, 'adversarial', r);
  rounds.push({ a, b, c });
  note(`round ${r + 1} of ${ROUNDS}: ratio ${(b / a).toFixed(2)} adversarial_ratio ${(c / b).toFixed(2)}`);
}
await cleanup();
await breakdown();
const a = median(rounds.map((x) => x.a));
const b = median(rounds.map((x) => x.b));
note(`against the JSON-parsing consumer: ratio ${(b / parsing).toFixed(2)}`);
note(`median of ${ROUNDS} rounds: rates are each phase's median, ratios the median of each round's own`);
const ratio = median(rounds.map((x) => x.b / x.a));
const adversarial = median(rounds.map((x) => x.c / x.b));
process.stdout.write(
  `ingest_rate=${b.toFixed(0)} floor_rate=${a.toFixed(0)} ratio=${ratio.toFixed(2)} adversarial_ratio=${adversarial.toFixed(2)}\n`,
);
