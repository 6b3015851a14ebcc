// The Kafka trace consumer. Offsets are resolved only after the chunk's traces are
// committed in the database and its dead letters are acknowledged by the DLQ topic, so
// a crash at any point redelivers work instead of losing it; ON CONFLICT (trace_id)
// makes the redelivery harmless. While the database is unreachable, consumption is
// paused and the chunk retried with backoff, heartbeating so the group keeps us.
import { createHash } from 'node:crypto';
import type { Consumer, EachBatchPayload, IHeaders, KafkaMessage, Message, Producer } from 'kafkajs';
import { createKafka } from '../../kafka.ts';
import { ConsumerLifecycle, logCrash } from './kafka-lifecycle.ts';
import type { Logger } from '../../log.ts';
import { retry } from '../../retry.ts';
import { redactDeadLetters } from '../core/dead-letter.ts';
import { isTransientDbError } from '../../store/transient.ts';
import type { DeadLetter, RawMessage, TraceIngestor } from '../core/ingest.ts';
import type { IngestMetrics } from '../core/metrics.ts';

export interface KafkaIngestOptions {
  brokers: string[];
  clientId: string;
  topic: string;
  dlqTopic: string;
  groupId: string;
  chunkSize: number;
  /** A dead member's partitions move to the others after this long. */
  sessionTimeoutMs?: number;
  /** How often the member heartbeats; defaults to a tenth of the session timeout. */
  heartbeatIntervalMs?: number;
  /** Bytes fetched per partition in one fetch (default 16 MiB). */
  fetchBytesPerPartition?: number;
  /** Sees the kafkajs consumer before it connects (the daemon's health reads its events). */
  observe?: (consumer: Consumer) => void;
  ingestor: TraceIngestor;
  metrics: IngestMetrics;
  log: Logger;
  /** Partitions to create the topics with when they do not exist yet. */
  partitions?: number;
  /** Retries of a failed broker connection, admin or producer request (default 10: backoff from 200 ms, about two minutes in all); the consumer's own requests retry 5 times. */
  retries?: number;
}

export class KafkaTraceConsumer {
  readonly #o: KafkaIngestOptions;
  readonly #life: ConsumerLifecycle;
  #paused = false;

  constructor(o: KafkaIngestOptions) {
    this.#o = o;
    const kafka = createKafka(o.brokers, o.clientId, o.retries);
    this.#life = new ConsumerLifecycle({ ...o, kafka, name: 'kafka consumer' });
  }

  /** Idempotent; after stop() it starts nothing. A stop during the start ends it (kafka-lifecycle.ts). */
  start(): Promise<void> {
    const { topic, groupId, log } = this.#o;
    return this.#life.start({
      beforeConnect: (consumer) => this.#o.observe?.(consumer),
      run: async (consumer) => {
        consumer.on(consumer.events.CRASH, (e) => logCrash(log, 'kafka consumer', e.payload));
        await consumer.run({
          autoCommit: true,
          // commitOffsetsIfNecessary() after each chunk commits at most once a second; kafkajs
          // also commits after every batch, and stop() what kafkajs's commits left behind
          // (kafka-lifecycle.ts). Only resolved offsets are committed.
          autoCommitInterval: 1_000,
          eachBatchAutoResolve: false,
          partitionsConsumedConcurrently: 3,
          eachBatch: this.#life.handled((payload: EachBatchPayload) => this.#eachBatch(payload)),
        });
        log.info({ topic, groupId, brokers: this.#o.brokers }, 'consuming traces from Kafka');
      },
    });
  }

  /** Idempotent; finishes the chunk in hand, commits, and leaves the group (kafka-lifecycle.ts). */
  stop(): Promise<void> {
    return this.#life.stop();
  }

  async #eachBatch(p: EachBatchPayload): Promise<void> {
    const { batch } = p;
    const { ingestor, metrics, chunkSize } = this.#o;
    const toRaw = (m: KafkaMessage): RawMessage & { headers?: IHeaders; offset: string } => ({
      value: m.value,
      key: m.key ? m.key.toString('utf8') : null,
      source: `kafka:${batch.topic}/${batch.partition}@${m.offset}`,
      offset: m.offset,
      ...(m.headers ? { headers: m.headers } : {}),
    });
    const chunkAt = (i: number) => batch.messages.slice(i, i + chunkSize);
    const decode = (msgs: KafkaMessage[]) => {
      const raw = msgs.map(toRaw);
      const decoded = ingestor.decodeAsync(raw);
      // A chunk decoded ahead and then abandoned (stopping, rebalance) must not reject unseen.
      decoded.catch(() => {});
      return decoded;
    };
    // The next chunk decodes (in the workers) while this one is stored: decode and store
    // overlap, and offsets are still resolved in order, each after its chunk's commit.
    let ahead = batch.messages.length ? decode(chunkAt(0)) : undefined;
    for (let i = 0; i < batch.messages.length; i += chunkSize) {
      if (!this.#life.batchRunning(p) || p.isStale()) return;
      const started = process.hrtime.bigint();
      const msgs = chunkAt(i);
      const { rows, dead } = await ahead!;
      ahead = i + chunkSize < batch.messages.length ? decode(chunkAt(i + chunkSize)) : undefined;
      // Dead letters found by decoding go to the DLQ topic while the rows are stored: the
      // offsets below wait for both, so neither can be lost, and the chunk pays for the
      // slower of the two instead of their sum.
      const sendingDead = dead.length ? this.#deadLetter(batch.topic, batch.partition, dead) : undefined;
      sendingDead?.catch(() => {}); // awaited below; a failure must not reject unobserved meanwhile
      const outcome = await this.#withDatabase(p, () => ingestor.store(rows));
      await sendingDead;
      if (outcome === undefined) return; // stopping: nothing resolved, all redelivered later
      if (outcome.rejected.length) await this.#deadLetter(batch.topic, batch.partition, outcome.rejected);
      for (const d of [...dead, ...outcome.rejected]) metrics.deadLettered.inc({ reason: d.reason });
      const last = msgs[msgs.length - 1]!;
      p.resolveOffset(last.offset);
      this.#life.stored(batch.partition, last.offset);
      await p.commitOffsetsIfNecessary();
      await p.heartbeat();
      const behind = Number(batch.highWatermark) - Number(last.offset) - 1;
      metrics.lag.set({ partition: String(batch.partition) }, Math.max(0, behind));
      metrics.batchSeconds.observe(Number(process.hrtime.bigint() - started) / 1e9);
    }
  }

  /** Runs fn until it succeeds, pausing the topic while the database is unreachable. */
  async #withDatabase<T>(p: EachBatchPayload, fn: () => Promise<T>): Promise<T | undefined> {
    try {
      const out = await retry(fn, {
        backoff: { initialMs: 200, maxMs: 5_000, jitter: 0.2 },
        retriable: isTransientDbError,
        stopped: () => !this.#life.batchRunning(p),
        onRetry: async (err) => {
          if (!this.#paused) {
            this.#paused = true;
            this.#life.consumer?.pause([{ topic: this.#o.topic }]);
            this.#o.metrics.paused.set(1);
            this.#o.log.warn(
              { err: (err as Error).message },
              'database unreachable: consumption paused, retrying with backoff',
            );
          }
          // Keeps the partition assigned during a long outage; throws on a rebalance, which
          // abandons the chunk unresolved (it is redelivered to whoever gets the partition).
          await p.heartbeat();
        },
      });
      if (this.#paused) {
        this.#paused = false;
        this.#life.consumer?.resume([{ topic: this.#o.topic }]);
        this.#o.metrics.paused.set(0);
        this.#o.log.warn('database reachable again: consumption resumed');
      }
      return out;
    } catch (err) {
      // Stopping while the database is away: the chunk stays unresolved, for redelivery.
      if (isTransientDbError(err) && !this.#life.batchRunning(p)) return undefined;
      throw err;
    }
  }

  async #deadLetter(
    topic: string,
    partition: number,
    dead: (DeadLetter & { message: RawMessage & { headers?: IHeaders; offset?: string } })[],
  ): Promise<void> {
    const letters = dead.map((d) => ({
      ...d.message,
      offset: d.message.offset ?? '',
      reason: d.reason,
      error: d.error,
    }));
    await sendDeadLetters(
      this.#life.producer!,
      this.#o.dlqTopic,
      this.#life.dlqMaxBytes,
      { topic, partition },
      letters,
    );
  }
}

/**
 * Sends messages to the DLQ topic with the reason, the error and where each was read, in
 * sends under the topic's max.message.bytes (dlqBatches); resolves once the topic has them.
 */
export async function sendDeadLetters(
  producer: Producer,
  dlqTopic: string,
  maxBytes: number,
  from: { topic: string; partition: number },
  dead: {
    key: string | Buffer | null;
    value: Uint8Array | null;
    headers?: IHeaders | undefined;
    offset: string;
    reason: string;
    error: string;
  }[],
): Promise<void> {
  const at = new Date().toISOString();
  const messages = redactDeadLetters(dead).map((d) => ({
    key: d.key,
    value: d.value ? Buffer.from(d.value) : null,
    headers: {
      ...d.headers,
      'whetstone-reason': d.reason,
      'whetstone-error': d.error,
      'whetstone-source-topic': from.topic,
      'whetstone-source-partition': String(from.partition),
      'whetstone-source-offset': d.offset,
      'whetstone-dead-lettered-at': at,
    },
  }));
  for (const batch of dlqBatches(messages, maxBytes)) {
    await producer.send({ topic: dlqTopic, acks: -1, messages: batch });
  }
}

// Room for the record batch header and per-record framing (varints, attributes, deltas).
const BATCH_OVERHEAD = 1_024;
const RECORD_OVERHEAD = 64;

export type DlqMessage = Message & { headers: Record<string, string | Buffer | (string | Buffer)[] | undefined> };

function recordBytes(m: DlqMessage): number {
  let n =
    RECORD_OVERHEAD +
    (m.key ? Buffer.byteLength(m.key as string | Buffer) : 0) +
    (m.value ? (m.value as Buffer).length : 0);
  for (const [k, v] of Object.entries(m.headers)) {
    for (const x of Array.isArray(v) ? v : [v])
      n += Buffer.byteLength(k) + (x === undefined ? 0 : Buffer.byteLength(x)) + 8;
  }
  return n;
}

/**
 * Splits dead letters into sends that each fit the topic's max.message.bytes (one send is
 * one record batch per partition, and the broker refuses a batch over the limit, which
 * would stall the partition: the chunk could never be acknowledged). A single dead letter
 * over the limit keeps the start of its value, with headers saying it was cut and giving
 * the original size and SHA-256, so it can still be inspected and found at its source.
 */
export function dlqBatches(messages: DlqMessage[], maxBytes: number): DlqMessage[][] {
  const budget = Math.max(4_096, maxBytes - BATCH_OVERHEAD);
  const batches: DlqMessage[][] = [];
  let batch: DlqMessage[] = [];
  let size = 0;
  for (let m of messages) {
    let n = recordBytes(m);
    if (n > budget) {
      m = truncated(m, budget);
      n = recordBytes(m);
    }
    if (batch.length && size + n > budget) {
      batches.push(batch);
      batch = [];
      size = 0;
    }
    batch.push(m);
    size += n;
  }
  if (batch.length) batches.push(batch);
  return batches;
}

function truncated(m: DlqMessage, budget: number): DlqMessage {
  const value = (m.value as Buffer | null) ?? Buffer.alloc(0);
  const marks = {
    'whetstone-truncated': 'true',
    'whetstone-original-bytes': String(value.length),
    'whetstone-original-sha256': createHash('sha256').update(value).digest('hex'),
  };
  let cut: DlqMessage = { ...m, value: null, headers: { ...m.headers, ...marks } };
  // The message's own key and headers are the producer's, as untrusted as its value: when
  // they alone leave no room, they go too (Whetstone's headers stay), or the send would be
  // refused and the partition stall just the same.
  if (recordBytes(cut) > budget) {
    const own = Object.fromEntries(Object.entries(m.headers).filter(([k]) => k.startsWith('whetstone-')));
    cut = { ...cut, headers: { ...own, ...marks, 'whetstone-headers-dropped': 'true' } };
    if (recordBytes(cut) > budget) cut = { ...cut, key: null };
  }
  const room = Math.max(0, budget - recordBytes(cut));
  return { ...cut, value: value.subarray(0, room) };
}
