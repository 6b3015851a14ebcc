// The Kafka door: a topic of OTLP ExportTraceServiceRequest messages, as the OpenTelemetry
// Collector's Kafka exporter writes them (otlp_proto or otlp_json). Each chunk's spans are
// staged in PostgreSQL before its offsets are resolved, so a crash redelivers rather than
// loses spans; staging the same spans twice is harmless (assembly deduplicates by span id,
// and a finished trace drops its late spans). Messages that are not OTLP go to the DLQ
// topic with the reason, like bad trace v1 messages.
import { setTimeout as sleep } from 'node:timers/promises';
import type { EachBatchPayload, Kafka, KafkaMessage } from 'kafkajs';
import type { Db } from '../../store/db.ts';
import type { Logger } from '../../log.ts';
import { isTransientDbError } from '../../store/transient.ts';
import { createKafka } from '../../kafka.ts';
import { sendDeadLetters } from './kafka.ts';
import { ConsumerLifecycle, logCrash } from './kafka-lifecycle.ts';
import type { OtelMetrics } from '../formats/otlp/metrics.ts';
import type { OtlpFormat } from '../formats/otlp/otlp.ts';
import type { SpanCache } from '../formats/otlp/cache.ts';
import { readRequests, stagePrepared, stageRequests, type ReadChunk, type ReadRequest } from '../formats/otlp/stage.ts';

export interface OtlpKafkaOptions {
  brokers: string[];
  clientId: string;
  topic: string;
  format: OtlpFormat;
  dlqTopic: string;
  groupId: string;
  chunkSize: number;
  maxBytes: number;
  sessionTimeoutMs?: number;
  /** Bytes fetched per partition in one fetch (default 16 MiB). */
  fetchBytesPerPartition?: number;
  db: Db;
  metrics: OtelMetrics;
  log: Logger;
  partitions?: number;
  cache?: SpanCache | undefined;
  /** Retries of a failed broker connection, admin or producer request (default 10: backoff from 200 ms, about two minutes in all); the consumer's own requests retry 5 times. */
  retries?: number;
}

export class OtlpKafkaConsumer {
  readonly #o: OtlpKafkaOptions;
  readonly #kafka: Kafka;
  readonly #life: ConsumerLifecycle;
  #joinedAt: number | undefined;
  /** Bumped by every join, rebalance and crash: a lag read begun before one is dropped. */
  #generation = 0;
  readonly #behind = new Map<number, number>();

  constructor(o: OtlpKafkaOptions) {
    this.#o = o;
    this.#kafka = createKafka(o.brokers, `${o.clientId}-otlp`, o.retries);
    this.#life = new ConsumerLifecycle({ ...o, kafka: this.#kafka, name: 'OTLP kafka consumer' });
  }

  /** Idempotent; after stop() it starts nothing. A stop during the start ends it (kafka-lifecycle.ts). */
  start(): Promise<void> {
    const { topic, groupId, log } = this.#o;
    return this.#life.start({
      run: async (consumer) => {
        consumer.on(consumer.events.GROUP_JOIN, (e) => {
          const generation = this.#notCaughtUp();
          const assigned = e.payload.memberAssignment[topic] ?? [];
          // Until the lag is known this consumer is not caught up: silence proves nothing
          // then, and the assembler assembles only traces past the maximum age meanwhile.
          const learn = async (delay: number): Promise<void> => {
            if (generation !== this.#generation || this.#life.stopping) return;
            try {
              const lag = await this.#initialLag(assigned);
              if (generation !== this.#generation) return;
              for (const [p, n] of lag) if (!this.#behind.has(p)) this.#behind.set(p, n);
              this.#joinedAt = Date.now();
            } catch (err) {
              log.warn(
                { err: (err as Error).message, retryInMs: delay },
                "OTLP consumer: could not read the partitions' lag; retrying",
              );
              await sleep(delay, undefined, { ref: false }); // must not hold a stopping process open
              return learn(Math.min(delay * 2, 30_000));
            }
          };
          void learn(1_000);
        });
        // From a rebalance or a crash until the next join, partitions may change hands
        // unread: not caught up (the join learns the lag anew).
        consumer.on(consumer.events.REBALANCING, () => this.#notCaughtUp());
        consumer.on(consumer.events.CRASH, (e) => {
          this.#notCaughtUp();
          logCrash(log, 'OTLP kafka consumer', e.payload);
        });
        await consumer.run({
          autoCommit: true,
          autoCommitInterval: 1_000,
          eachBatchAutoResolve: false,
          partitionsConsumedConcurrently: 3,
          eachBatch: this.#life.handled((p: EachBatchPayload) => this.#eachBatch(p)),
        });
        log.info({ topic, groupId, format: this.#o.format }, 'consuming OTLP spans from Kafka');
      },
    });
  }

  /**
   * True once this consumer has read its partitions to their end. Until then a trace's
   * missing spans may still be in the topic (after a restart, the uncommitted messages are
   * read again), so the assembler must not take silence for completeness.
   */
  caughtUp(): boolean {
    if (this.#joinedAt === undefined) return false;
    for (const n of this.#behind.values()) if (n > 0) return false;
    return true;
  }

  /** Forgets what this consumer knew of its partitions' lag; returns the new generation. */
  #notCaughtUp(): number {
    this.#joinedAt = undefined;
    this.#behind.clear();
    return ++this.#generation;
  }

  /** Messages between the group's committed offset and the end, per assigned partition. */
  async #initialLag(partitions: number[]): Promise<Map<number, number>> {
    const admin = this.#kafka.admin();
    await admin.connect();
    try {
      const ends = await admin.fetchTopicOffsets(this.#o.topic);
      const committed =
        (await admin.fetchOffsets({ groupId: this.#o.groupId, topics: [this.#o.topic] }))[0]?.partitions ?? [];
      const lag = new Map<number, number>();
      for (const p of partitions) {
        const end = Number(ends.find((x) => x.partition === p)?.high ?? 0);
        const low = Number(ends.find((x) => x.partition === p)?.low ?? 0);
        const at = Number(committed.find((x) => x.partition === p)?.offset ?? -1);
        lag.set(p, Math.max(0, end - (at >= 0 ? at : low)));
      }
      return lag;
    } finally {
      await admin.disconnect();
    }
  }

  /** Idempotent; finishes the chunk in hand, commits, and leaves the group (kafka-lifecycle.ts). */
  stop(): Promise<void> {
    return this.#life.stop();
  }

  async #eachBatch(p: EachBatchPayload): Promise<void> {
    const { batch } = p;
    const { metrics, chunkSize } = this.#o;
    const chunkAt = (i: number) => batch.messages.slice(i, i + chunkSize);
    const read = (i: number) => {
      const d = readRequests(chunkAt(i), this.#o.format, this.#o.maxBytes);
      d.catch(() => {}); // a chunk read ahead and then abandoned must not reject unseen
      return d;
    };
    let ahead: Promise<ReadChunk<KafkaMessage>> | undefined = batch.messages.length ? read(0) : undefined;
    for (let i = 0; i < batch.messages.length; i += chunkSize) {
      if (!this.#life.batchRunning(p) || p.isStale()) return;
      const msgs = chunkAt(i);
      const chunk = await ahead!;
      // The next chunk is read (yielding) while this one is staged, as the v1 consumer decodes its next.
      ahead = i + chunkSize < batch.messages.length ? read(i + chunkSize) : undefined;
      const accepted = chunk.ok;
      const dead: { m: KafkaMessage; reason: string; error: string }[] = [];
      for (const b of chunk.bad) {
        dead.push(b);
        metrics.requests.inc({ door: 'kafka', outcome: b.reason });
      }
      for (const x of accepted) {
        metrics.requests.inc({ door: 'kafka', outcome: 'ok' });
        for (const d of x.dropped) metrics.spansDropped.inc({ reason: d.reason }, d.n);
      }
      // Late spans are left to the assembler's fold: no one waits for an answer here.
      const opts = { metrics, cache: this.#o.cache, lateNow: false };
      const stage = (requests: ReadRequest[]) => stageRequests(this.#o.db, requests, opts);
      const staged = await this.#withDatabase(p, () => stagePrepared(this.#o.db, chunk.prepared, opts));
      if (staged === 'stopping') return;
      if (staged === 'rejected') {
        // PostgreSQL refused the chunk for its data: stage message by message, so only the
        // message it refuses is dead-lettered and the partition moves on.
        for (const x of accepted) {
          const one = await this.#withDatabase(p, () => stage([x.request]));
          if (one === 'stopping') return;
          if (one === 'rejected')
            dead.push({ m: x.m, reason: 'store_rejected', error: 'PostgreSQL refused its spans' });
        }
      }
      // In sends under the DLQ topic's max.message.bytes: one send of several large requests
      // would be refused for good, and the partition would stall on it.
      if (dead.length) {
        const letters = dead.map((d) => ({
          key: d.m.key,
          value: d.m.value,
          headers: d.m.headers,
          offset: d.m.offset,
          reason: d.reason,
          error: d.error,
        }));
        await sendDeadLetters(this.#life.producer!, this.#o.dlqTopic, this.#life.dlqMaxBytes, batch, letters);
      }
      const last = msgs[msgs.length - 1]!;
      p.resolveOffset(last.offset);
      this.#life.stored(batch.partition, last.offset);
      this.#behind.set(batch.partition, Math.max(0, Number(batch.highWatermark) - Number(last.offset) - 1));
      await p.commitOffsetsIfNecessary();
      await p.heartbeat();
    }
  }

  /** Runs fn until it succeeds, backing off while the database is away. */
  async #withDatabase(p: EachBatchPayload, fn: () => Promise<unknown>): Promise<'ok' | 'rejected' | 'stopping'> {
    let delay = 200;
    for (;;) {
      try {
        await fn();
        return 'ok';
      } catch (err) {
        if (!isTransientDbError(err)) {
          this.#o.log.warn({ err: (err as Error).message }, 'PostgreSQL refused staged spans');
          return 'rejected';
        }
        this.#o.log.warn({ err: (err as Error).message }, 'database unreachable: OTLP staging retried with backoff');
      }
      if (!this.#life.batchRunning(p)) return 'stopping';
      await sleep(delay);
      if (!this.#life.batchRunning(p)) return 'stopping';
      delay = Math.min(delay * 2, 5_000);
      await p.heartbeat();
    }
  }
}
