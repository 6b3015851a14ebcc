// Starting and stopping one Kafka consumer with its producer (for dead letters), shared by
// the trace v1 consumer and the OTLP door. What it guarantees, whatever the order of
// start() and stop() calls and however slow the broker:
// - start and stop are idempotent, and a start after a stop connects nothing (nothing
//   would disconnect it);
// - a stop during the start does not wait the start out: each step (topics, the DLQ
//   topic's limit, producer, consumer, subscribe) retries with backoff for a minute or two
//   against an unreachable broker, and the join may wait a whole session timeout for a
//   dead member. The start checks for a stop between steps, ends before the join and
//   disconnects what it connected; stop() waits for the connection a moment (2 s) and goes;
// - a step before the join that fails disconnects what the steps before it connected
//   (a failing join leaves them to stop());
// - a start that fails because the process is stopping is not a failure (logged, resolved):
//   a SIGTERM during startup must not end as a crash with exit code 1;
// - a stop of a running consumer lets the batches in hand end at their next chunk, each
//   committing what it resolved, then commits the stored work an earlier commit left
//   behind (kafka-offsets.ts) before it leaves the group, so the next start does not redo it.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Consumer, EachBatchPayload, Kafka, Producer } from 'kafkajs';
import type { Logger } from '../../log.ts';
import { StoredOffsets } from './kafka-offsets.ts';

/** Bytes fetched per partition in one fetch when the setup does not say. */
export const DEFAULT_FETCH_BYTES = 16 * 1_048_576;

/**
 * kafkajs's fetch sizes for `bytes` per partition. kafkajs fetches from each broker, hands
 * that fetch's batches to the handlers, and fetches from that broker again only once all
 * of them are done: each fetch is a wait with none of its partitions at work, so fewer,
 * larger fetches keep the pipeline busier. The broker caps a fetch at its own
 * fetch.max.bytes (55 MB by default).
 */
export function fetchSizes(bytes = DEFAULT_FETCH_BYTES): { maxBytesPerPartition: number; maxBytes: number } {
  return { maxBytesPerPartition: bytes, maxBytes: Math.max(10 * 1_048_576, 4 * bytes) };
}

/** One consumer of one topic, with a producer for its dead letters. */
export interface ConsumerSetup {
  kafka: Kafka;
  topic: string;
  dlqTopic: string;
  groupId: string;
  /** Partitions to create the topics with when they do not exist yet (default 3). */
  partitions?: number | undefined;
  /** A dead member's partitions move to the others after this long (default 30 s). */
  sessionTimeoutMs?: number | undefined;
  /** Default: a tenth of the session timeout, at least 1 s. */
  heartbeatIntervalMs?: number | undefined;
  /** Bytes fetched per partition in one fetch (default 16 MiB; WHETSTONE_KAFKA_FETCH_BYTES). */
  fetchBytesPerPartition?: number | undefined;
  log: Logger;
  /** What the log lines call this consumer ("kafka consumer", "OTLP kafka consumer"). */
  name: string;
}

/** What differs between the consumers: the steps the lifecycle does not own. */
export interface StartSteps {
  /** Once the producer is connected, just before the consumer connects (the daemon's health starts watching the join here). */
  beforeConnect?: (consumer: Consumer) => void;
  /** consumer.run(…) and its event handlers: the join. */
  run: (consumer: Consumer) => Promise<void>;
}

/** The broker's default message.max.bytes, assumed when the topic's cannot be read. */
export const DEFAULT_MAX_MESSAGE_BYTES = 1_048_588;

/** A topic's max.message.bytes (its own setting or the broker's default). */
export async function maxMessageBytes(kafka: Kafka, topic: string): Promise<number> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const r = await admin.describeConfigs({
      includeSynonyms: false,
      // 2 is ConfigResourceTypes.TOPIC (kafkajs is CommonJS: Node's ESM loader cannot see that named export)
      resources: [{ type: 2, name: topic, configNames: ['max.message.bytes'] }],
    });
    const v = Number(r.resources[0]?.configEntries.find((e) => e.configName === 'max.message.bytes')?.configValue);
    return Number.isFinite(v) && v > 0 ? v : DEFAULT_MAX_MESSAGE_BYTES;
  } finally {
    await admin.disconnect();
  }
}

export async function ensureTopics(kafka: Kafka, topics: string[], partitions: number): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = topics.filter((t) => !existing.has(t));
    if (missing.length) {
      await admin.createTopics({
        topics: missing.map((topic) => ({ topic, numPartitions: partitions })),
        waitForLeaders: true,
      });
    }
  } finally {
    await admin.disconnect();
  }
}

/** Whether `p` is still pending after `ms` (a rejection counts as settled); the timer does not outlive the race. */
export async function timedOut(p: Promise<unknown>, ms: number): Promise<boolean> {
  const timer = new AbortController();
  try {
    return await Promise.race([
      p.then(
        () => false,
        () => false,
      ),
      sleep(ms, true, { signal: timer.signal }),
    ]);
  } finally {
    timer.abort();
  }
}

/** How long stop() waits for a connection in progress, and for a join to be left. */
const STOP_WAIT_MS = 2_000;

/**
 * How long stop() gives the batches in hand to end and the commit of what is owed to go
 * through (kafkajs retries a commit meanwhile), before it leaves the group regardless.
 */
const STOP_COMMIT_MS = 5_000;

export class ConsumerLifecycle {
  readonly #o: ConsumerSetup;
  /** The DLQ topic's max.message.bytes, read at start: dead letters are sent in batches under it. */
  #dlqMaxBytes = DEFAULT_MAX_MESSAGE_BYTES;
  #consumer: Consumer | undefined;
  #producer: Producer | undefined;
  #starting: Promise<void> | undefined;
  /** The join finished and batches flow (consumer.run resolved). */
  #running = false;
  #stopping: Promise<void> | undefined;
  #stopRequested = false;
  /** Resolves once the consumer is connected and subscribed, or the start ended before that. */
  readonly #consumerReady: Promise<void>;
  #markConsumerReady: () => void = () => {};
  readonly #offsets = new StoredOffsets();
  /** The consumer's batches in hand (handled()) and their partitions, so a stop can wait for them before it commits. */
  readonly #inHand = new Map<Promise<void>, number>();

  constructor(o: ConsumerSetup) {
    this.#o = o;
    this.#consumerReady = new Promise<void>((resolve) => {
      this.#markConsumerReady = resolve;
    });
  }

  /** The connected consumer (for pause/resume), once subscribed. */
  get consumer(): Consumer | undefined {
    return this.#consumer;
  }

  /** The connected producer (for dead letters). */
  get producer(): Producer | undefined {
    return this.#producer;
  }

  get dlqMaxBytes(): number {
    return this.#dlqMaxBytes;
  }

  /**
   * The consumer stored the messages of `partition` up to `offset` and resolved it: stop()
   * commits it if kafkajs's own commit of it did not go through.
   */
  stored(partition: number, offset: string): void {
    this.#offsets.stored(partition, offset);
  }

  /**
   * The consumer's eachBatch, counted while in hand: stop() waits for the batches in hand
   * (which end at their next chunk once `stopping`). A batch that ends while stopping
   * commits what it resolved before it counts as done: kafkajs would commit it only after
   * the batch returns, beside stop()'s own commit.
   */
  handled(eachBatch: (payload: EachBatchPayload) => Promise<void>): (payload: EachBatchPayload) => Promise<void> {
    return (payload) => {
      const work = eachBatch(payload).finally(() => (this.#stopRequested ? commitResolved(payload) : undefined));
      const settled = work.then(
        () => {},
        () => {},
      );
      this.#inHand.set(settled, payload.batch.partition);
      void settled.then(() => this.#inHand.delete(settled));
      return work;
    };
  }

  /**
   * Whether a batch goes on to its next chunk: false once kafkajs stops the consumer or
   * stop() was called (the batch then ends, and handled() commits what it resolved).
   */
  batchRunning(p: EachBatchPayload): boolean {
    return p.isRunning() && !this.#stopRequested;
  }

  /** True once stop() was called. */
  get stopping(): boolean {
    return this.#stopRequested;
  }

  /** Idempotent: a second call returns the first start. After stop(), it starts nothing. */
  start(steps: StartSteps): Promise<void> {
    this.#starting ??= this.#stopRequested
      ? Promise.resolve()
      : this.#start(steps).catch((err: Error) => {
          if (!this.#stopRequested) throw err;
          this.#o.log.info({ err: err.message }, `${this.#o.name}: the start failed while stopping`);
        });
    return this.#starting;
  }

  async #start(s: StartSteps): Promise<void> {
    let producer: Producer | undefined;
    let consumer: Consumer | undefined;
    const disconnectAll = async () => {
      await consumer?.disconnect().catch(() => {});
      await producer?.disconnect().catch(() => {});
    };
    const abandoned = async () => {
      if (this.#stopRequested) await disconnectAll();
      return this.#stopRequested;
    };
    const { kafka, topic, dlqTopic, groupId, log } = this.#o;
    try {
      await ensureTopics(kafka, [topic, dlqTopic], this.#o.partitions ?? 3);
      if (await abandoned()) return;
      this.#dlqMaxBytes = await maxMessageBytes(kafka, dlqTopic).catch((err: Error) => {
        log.warn(
          { err: err.message, assumed: DEFAULT_MAX_MESSAGE_BYTES },
          `${this.#o.name}: could not read the DLQ topic max.message.bytes`,
        );
        return DEFAULT_MAX_MESSAGE_BYTES;
      });
      if (await abandoned()) return;
      producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false });
      const sessionTimeout = this.#o.sessionTimeoutMs ?? 30_000;
      consumer = kafka.consumer({
        groupId,
        sessionTimeout,
        heartbeatInterval: this.#o.heartbeatIntervalMs ?? Math.max(1_000, Math.floor(sessionTimeout / 10)),
        ...fetchSizes(this.#o.fetchBytesPerPartition),
        // After a crash kafkajs restarts the consumer from a timer; once stop was asked for,
        // that restart would reconnect behind our back and keep the process alive.
        retry: { retries: 5, restartOnFailure: async () => !this.#stopRequested },
      });
      consumer.on(consumer.events.GROUP_JOIN, () => this.#offsets.joined());
      consumer.on(consumer.events.COMMIT_OFFSETS, (e) => {
        for (const t of e.payload.topics)
          if (t.topic === topic) for (const p of t.partitions) this.#offsets.committed(p.partition, p.offset);
      });
      try {
        await producer.connect();
        this.#producer = producer;
        if (await abandoned()) return;
        s.beforeConnect?.(consumer);
        await consumer.connect();
        await consumer.subscribe({ topic, fromBeginning: true });
      } catch (err) {
        await disconnectAll();
        throw err;
      }
      this.#consumer = consumer;
      // Stopped while connecting: do not start a join now.
      if (await abandoned()) return;
    } finally {
      this.#markConsumerReady();
    }
    await s.run(consumer);
    this.#running = true;
  }

  stop(): Promise<void> {
    this.#stopping ??= (async () => {
      this.#stopRequested = true;
      // Until the consumer is connected there is nothing to disconnect: wait a moment for
      // it (or for the start to end), not for a connect retrying against an unreachable
      // broker: the start disconnects what it connected once it sees the stop.
      if (!this.#consumer && this.#starting) {
        if (await timedOut(Promise.race([this.#consumerReady, this.#starting]), STOP_WAIT_MS)) {
          this.#o.log.info(
            `${this.#o.name}: stopped while connecting to Kafka; the start disconnects what it connected`,
          );
          await this.#producer?.disconnect();
          return;
        }
      }
      if (this.#running) await this.#settle();
      // A join can wait a whole session timeout for a dead member: leave it, don't wait it
      // out. kafkajs's disconnect waits for a JoinGroup in flight, so while the start (the
      // join) is still running, give it a moment and go: the broker drops the member when
      // its connection closes, and nothing was consumed, so there is nothing to commit.
      const disconnected = this.#consumer?.disconnect();
      if (this.#running) {
        await disconnected;
        await this.#starting;
      } else if (await timedOut(Promise.all([disconnected, this.#starting?.catch(() => {})]), STOP_WAIT_MS)) {
        this.#o.log.info(`${this.#o.name}: stopped during the group join; left it without waiting for it`);
      }
      await this.#producer?.disconnect();
    })();
    return this.#stopping;
  }

  /**
   * Before a running consumer leaves: the batches in hand end at their next chunk (they see
   * `stopping`) and commit what they resolved (handled()), then what is still owed is
   * committed: stored work whose earlier commit failed (kafka-offsets.ts). No batch stores
   * anything once stopping, so kafkajs commits nothing newer meanwhile and this commit,
   * retried or not, moves no offset back. Not paused: kafkajs's fetch of a paused topic
   * sleeps its whole wait (5 s) and the disconnect waits for it. Bounded: the shutdown
   * must not wait on a batch stuck in a retry or on a coordinator that does not answer;
   * a partition whose batch is still in hand then is left to kafkajs, and what is left is
   * read again at the next start, as before.
   */
  async #settle(): Promise<void> {
    const consumer = this.#consumer;
    if (!consumer) return;
    const { topic, log, name } = this.#o;
    const deadline = Date.now() + STOP_COMMIT_MS;
    await timedOut(Promise.all(this.#inHand.keys()), STOP_COMMIT_MS);
    const busy = new Set(this.#inHand.values());
    if (busy.size)
      log.warn(
        { partitions: [...busy] },
        `${name}: a batch in hand did not end within ${STOP_COMMIT_MS} ms of the stop; its partition is left to kafkajs`,
      );
    const owedNow = () => this.#offsets.owed().filter((o) => !busy.has(o.partition));
    const owed = owedNow();
    if (owed.length === 0) return;
    let error: string | undefined;
    try {
      const commit = Promise.resolve(consumer.commitOffsets(owed.map((o) => ({ topic, ...o }))));
      if (await timedOut(commit, Math.max(0, deadline - Date.now())))
        error = `no answer within ${STOP_COMMIT_MS} ms of the stop`;
      else await commit;
    } catch (err) {
      error = (err as Error).message;
    }
    // Only kafkajs's commit event says the offsets went through: it skips the commit, without
    // an error, when its runner is not running (crashed, not restarted).
    const left = owedNow();
    if (left.length)
      log.warn(
        { owed: left, err: error },
        `${name}: stored work left uncommitted at stop; its messages are read again at the next start`,
      );
    else log.info({ owed }, `${name}: committed at stop the stored work an earlier commit had missed`);
  }
}

/** A batch's resolved, uncommitted offsets, committed at once (no retry: stop() commits what this leaves). */
async function commitResolved(p: EachBatchPayload): Promise<void> {
  try {
    await p.commitOffsetsIfNecessary(p.uncommittedOffsets());
  } catch {
    // Left owed: stop() commits it, or the next start reads it again.
  }
}

/**
 * How a kafkajs consumer crash is logged. kafkajs reports a retriable error it restarts from
 * (the group coordinator loading or moving at start, a leader election) as a CRASH too; it
 * recovers in moments, so it is a retry at warn without a stack. Anything else is a crash.
 */
export function crashKind(error: unknown, restart: boolean): 'retry' | 'crash' {
  // kafkajs wraps the broker's error (retries exhausted, a join that failed) in `cause`.
  let e = error as { retriable?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e?.cause && depth < 10; depth++) e = e.cause as typeof e;
  return restart && e?.retriable === true ? 'retry' : 'crash';
}

/** Logs a kafkajs CRASH event of the consumer `name` as crashKind() decides. */
export function logCrash(log: Logger, name: string, payload: { error: Error; restart: boolean }): void {
  const { error, restart } = payload;
  if (crashKind(error, restart) === 'retry')
    log.warn(
      { err: error.message, type: error.name },
      `${name}: ${error.message}; retrying (kafkajs restarts the consumer)`,
    );
  else log.error({ err: error, restart }, `${name} crashed`);
}
