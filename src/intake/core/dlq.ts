// Reading and replaying dead letters. Kafka ingest dead-letters to the DLQ topic; file
// ingest to the dead_letters table. Replay sends a message back through ingest after its
// cause was fixed (a raised size limit, a corrected producer): to the traces topic for
// Kafka, or through the ingest path directly for the table.
import type { Admin, Kafka } from 'kafkajs';
import type { Db } from '../../store/db.ts';
import { markDeadLetterReplayed, selectDeadLetters } from '../../store/sql/traces.ts';
import type { TraceIngestor } from './ingest.ts';

export interface DeadLetterView {
  where: string;
  reason: string;
  error: string;
  source: string;
  at: string;
  preview: string;
}

const preview = (v: Uint8Array | null | undefined) =>
  v ? Buffer.from(v).subarray(0, 120).toString('utf8').replace(/\s+/g, ' ') : '';

/** Reads the DLQ topic from the start up to its current end, without committing anything. */
export async function readKafkaDlq(
  kafka: Kafka,
  topic: string,
  opts: { limit: number; reason?: string | undefined },
): Promise<DeadLetterView[]> {
  const out: DeadLetterView[] = [];
  await consumeToEnd(kafka, topic, `whetstone-dlq-list-${process.pid}-${Date.now()}`, true, async (m, partition) => {
    const h = (k: string) => m.headers?.[k]?.toString() ?? '';
    if (opts.reason && h('whetstone-reason') !== opts.reason) return;
    if (out.length >= opts.limit) return;
    out.push({
      where: `${topic}/${partition}@${m.offset}`,
      reason: h('whetstone-reason'),
      error: h('whetstone-error'),
      source: `${h('whetstone-source-topic')}/${h('whetstone-source-partition')}@${h('whetstone-source-offset')}`,
      at: h('whetstone-dead-lettered-at'),
      preview: preview(m.value),
    });
  });
  return out;
}

/**
 * Sends every dead letter not yet replayed back to the traces topic (or, dry, counts
 * them). Progress is the committed offset of the consumer group `whetstone-dlq-replay`,
 * so a replay never sends one dead letter twice.
 */
export async function replayKafkaDlq(
  kafka: Kafka,
  dlqTopic: string,
  tracesTopic: string,
  opts: { dryRun: boolean },
): Promise<number> {
  // A dry run only counts, from the offsets: consuming as the replay group would wait
  // forever when nothing is left, and deleting the group afterwards would make the next
  // replay send every dead letter again.
  if (opts.dryRun) return countNotReplayed(kafka, dlqTopic);
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  await producer.connect();
  let n = 0;
  try {
    await consumeToEnd(kafka, dlqTopic, REPLAY_GROUP, false, async (m, partition) => {
      n++;
      const headers: Record<string, string | Buffer> = {};
      for (const [k, v] of Object.entries(m.headers ?? {})) {
        if (!k.startsWith('whetstone-') && v !== undefined)
          headers[k] = Array.isArray(v) ? Buffer.from(v.join(',')) : v;
      }
      headers['whetstone-replayed-from'] = `${dlqTopic}/${partition}@${m.offset}`;
      await producer.send({ topic: tracesTopic, acks: -1, messages: [{ key: m.key, value: m.value, headers }] });
    });
  } finally {
    await producer.disconnect();
  }
  return n;
}

const REPLAY_GROUP = 'whetstone-dlq-replay';

/** Connects and lists the topics: whether the brokers answer, as fast as the client's retries allow. */
export async function probeBrokers(kafka: Kafka): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    await admin.listTopics();
  } finally {
    await admin.disconnect();
  }
}

/** Dead letters on the topic past the replay group's committed offsets (all of them before its first replay). */
async function countNotReplayed(kafka: Kafka, topic: string): Promise<number> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    let n = 0n;
    for (const r of (await unreadRanges(admin, topic, REPLAY_GROUP)).values()) n += r.high - r.from;
    return Number(n);
  } finally {
    await admin.disconnect();
  }
}

/**
 * Each partition's messages a group has not committed yet (all of them with no group), as
 * [from, high): only partitions with some. From the log's start when the committed offset
 * is older than it (retention deleted those messages); empty when the topic does not exist.
 */
async function unreadRanges(
  admin: Admin,
  topic: string,
  groupId: string | undefined,
): Promise<Map<number, { from: bigint; high: bigint }>> {
  const out = new Map<number, { from: bigint; high: bigint }>();
  if (!(await admin.listTopics()).includes(topic)) return out;
  const ends = await admin.fetchTopicOffsets(topic);
  const committed =
    groupId === undefined ? [] : ((await admin.fetchOffsets({ groupId, topics: [topic] }))[0]?.partitions ?? []);
  for (const p of ends) {
    const at = BigInt(committed.find((c) => c.partition === p.partition)?.offset ?? '-1');
    const low = BigInt(p.low);
    const from = at > low ? at : low;
    const high = BigInt(p.high);
    if (high > from) out.set(p.partition, { from, high });
  }
  return out;
}

type Msg = {
  offset: string;
  key: Buffer | null;
  value: Buffer | null;
  headers?: Record<string, Buffer | string | (Buffer | string)[] | undefined>;
};

async function consumeToEnd(
  kafka: Kafka,
  topic: string,
  groupId: string,
  ephemeral: boolean,
  each: (m: Msg, partition: number) => Promise<void>,
): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const remaining = new Map<number, bigint>();
    for (const [partition, r] of await unreadRanges(admin, topic, ephemeral ? undefined : groupId))
      remaining.set(partition, r.high);
    if (remaining.size === 0) return;
    const consumer = kafka.consumer({ groupId });
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
    await new Promise<void>((resolve, reject) => {
      consumer
        .run({
          autoCommit: !ephemeral,
          eachMessage: async ({ partition, message }) => {
            const end = remaining.get(partition);
            if (end === undefined || BigInt(message.offset) >= end) return;
            await each(message as Msg, partition);
            if (BigInt(message.offset) + 1n >= end) remaining.delete(partition);
            if (remaining.size === 0) resolve();
          },
        })
        .catch(reject);
    });
    await consumer.disconnect();
    if (ephemeral) await admin.deleteGroups([groupId]).catch(() => {});
  } finally {
    await admin.disconnect();
  }
}

export async function listTableDeadLetters(
  db: Db,
  opts: { limit: number; reason?: string | undefined; all: boolean },
): Promise<DeadLetterView[]> {
  const rows = await selectDeadLetters(db, { reason: opts.reason, open: !opts.all, limit: opts.limit });
  return rows.map((r) => ({
    where: `dead_letters#${r.id}${r.replayed_at ? ' (replayed)' : ''}`,
    reason: r.reason,
    error: r.error,
    source: r.source,
    at: r.at.toISOString(),
    preview: preview(r.value),
  }));
}

/** Re-runs open dead letters of the table through ingest; each is marked replayed. */
export async function replayTableDeadLetters(
  db: Db,
  ingestor: TraceIngestor,
  opts: { reason?: string | undefined; dryRun: boolean },
): Promise<{ replayed: number; stored: number; deadAgain: number }> {
  const rows = await selectDeadLetters(db, { reason: opts.reason, open: true, limit: 100_000 });
  const result = { replayed: rows.length, stored: 0, deadAgain: 0 };
  if (opts.dryRun) return result;
  for (const r of rows) {
    const msg = { value: r.value, key: r.message_key, source: `replay:${r.source}` };
    const { rows: ok, dead } = ingestor.decode([msg]);
    const outcome = await ingestor.store(ok, async (tx) => markDeadLetterReplayed(tx, r.id));
    const again = [...dead, ...outcome.rejected];
    await ingestor.recordDeadLetters(
      again.map((d) => ({
        source: d.message.source,
        reason: d.reason,
        error: d.error,
        key: d.message.key,
        value: d.message.value,
      })),
    );
    result.stored += outcome.stored;
    result.deadAgain += again.length;
  }
  return result;
}
