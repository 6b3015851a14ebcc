// Starting and stopping one Kafka consumer with its producer (for dead letters), shared by
// the trace v1 consumer and the OTLP door. What it guarantees, whatever the order of
// start() and stop() calls and however slow the broker:
// - start and stop are idempotent, and a start after a stop connects nothing (nothing
//   would disconnect it);
// - a stop during the start does not wait the start out: each step (topics, producer,
//   consumer, subscribe) retries with backoff for a minute or two against an unreachable
//   broker, and the join may wait a whole session timeout for a dead member. The start checks for a stop
//   between steps, ends before the join and disconnects what it connected; stop() waits
//   for the connection a moment (2 s) and goes;
// - a step before the join that fails disconnects what the steps before it connected
//   (a failing join leaves them to stop());
// - a start that fails because the process is stopping is not a failure (logged, resolved):
//   a SIGTERM during startup must not end as a crash with exit code 1.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Consumer, Producer } from 'kafkajs';
import type { Logger } from '../log.ts';

/** What a consumer's start does, step by step; the lifecycle runs them and checks for a stop between them. */
export interface StartSteps {
  /** Before anything connects (topics exist, limits read); may run several awaits. */
  prepare: (abandoned: () => boolean) => Promise<void>;
  /** Built, not connected. */
  producer: () => Producer;
  /** Built, not connected. */
  consumer: () => Consumer;
  /** Once the producer is connected, just before the consumer connects (the daemon's health starts watching the join here). */
  beforeConnect?: (consumer: Consumer) => void;
  subscribe: (consumer: Consumer) => Promise<void>;
  /** consumer.run(…) and its event handlers: the join. */
  run: (consumer: Consumer) => Promise<void>;
}

/** Whether `p` is still pending after `ms` (a rejection counts as settled); the timer does not outlive the race. */
export async function timedOut(p: Promise<unknown>, ms: number): Promise<boolean> {
  const timer = new AbortController();
  try {
    return await Promise.race([p.then(() => false, () => false), sleep(ms, true, { signal: timer.signal })]);
  } finally {
    timer.abort();
  }
}

/** How long stop() waits for a connection in progress, and for a join to be left. */
const STOP_WAIT_MS = 2_000;

export class ConsumerLifecycle {
  readonly #log: Logger;
  readonly #name: string;
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

  /** `name`: what the log lines call this consumer ("kafka consumer", "OTLP kafka consumer"). */
  constructor(o: { log: Logger; name: string }) {
    this.#log = o.log;
    this.#name = o.name;
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

  get stopRequested(): boolean {
    return this.#stopRequested;
  }

  /** Idempotent: a second call returns the first start. After stop(), it starts nothing. */
  start(steps: StartSteps): Promise<void> {
    this.#starting ??= this.#stopRequested
      ? Promise.resolve()
      : this.#start(steps).catch((err: Error) => {
          if (!this.#stopRequested) throw err;
          this.#log.info({ err: err.message }, `${this.#name}: the start failed while stopping`);
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
    try {
      await s.prepare(() => this.#stopRequested);
      if (await abandoned()) return;
      producer = s.producer();
      consumer = s.consumer();
      try {
        await producer.connect();
        this.#producer = producer;
        if (await abandoned()) return;
        s.beforeConnect?.(consumer);
        await consumer.connect();
        await s.subscribe(consumer);
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
          this.#log.info(`${this.#name}: stopped while connecting to Kafka; the start disconnects what it connected`);
          await this.#producer?.disconnect();
          return;
        }
      }
      // A join can wait a whole session timeout for a dead member: leave it, don't wait it
      // out. kafkajs's disconnect waits for a JoinGroup in flight, so while the start (the
      // join) is still running, give it a moment and go: the broker drops the member when
      // its connection closes, and nothing was consumed, so there is nothing to commit.
      const disconnected = this.#consumer?.disconnect();
      if (this.#running) {
        await disconnected;
        await this.#starting;
      } else if (await timedOut(Promise.all([disconnected, this.#starting?.catch(() => {})]), STOP_WAIT_MS)) {
        this.#log.info(`${this.#name}: stopped during the group join; left it without waiting for it`);
      }
      await this.#producer?.disconnect();
    })();
    return this.#stopping;
  }
}
