// Wiring of the OpenTelemetry doors from the config, for the daemon and the CLI.
import type { Hono } from 'hono';
import type { Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import type { Db } from '../store/db.ts';
import type { TraceIngestor } from './core/ingest.ts';
import { SpanAssembler } from './formats/otlp/assemble.ts';
import { SpanCache } from './formats/otlp/cache.ts';
import { createOtlpHttpApp } from './doors/http.ts';
import { OtlpKafkaConsumer } from './doors/otlp-kafka.ts';
import { createOtelMetrics, type OtelMetrics } from './formats/otlp/metrics.ts';

export function assemblerFrom(
  c: Config,
  deps: {
    db: Db;
    ingestor: TraceIngestor;
    cache?: SpanCache;
    metrics?: OtelMetrics;
    log?: Logger;
    idleGate?: () => boolean;
  },
): SpanAssembler {
  return new SpanAssembler({
    db: deps.db,
    ingestor: deps.ingestor,
    idleMs: c.otelIdleMs,
    maxAgeMs: c.otelMaxAgeMs,
    maxSpans: c.otelMaxSpans,
    map: { defaultServer: c.otelDefaultServer, serverMap: c.otelServerMap },
    metrics: deps.metrics,
    log: deps.log,
    idleGate: deps.idleGate,
    cache: deps.cache,
    // Two commits at once take two connections beside the one holding the assembler's lock
    // and one reading a chunk back; in a smaller pool the doors would wait for them.
    ...(c.dbPoolMax < 6 ? { concurrentCommits: 1 } : {}),
  });
}

/** The daemon's part: the assembler loop, POST /v1/traces, and the Kafka door when WHETSTONE_OTLP_TOPIC is set. */
export class OtelDoors {
  readonly app: Hono;
  readonly #assembler: SpanAssembler;
  readonly #consumer: OtlpKafkaConsumer | undefined;
  readonly #abort = new AbortController();
  #loop: Promise<void> | undefined;

  constructor(c: Config, deps: { db: Db; ingestor: TraceIngestor; registry: Registry; log: Logger }) {
    const metrics = createOtelMetrics(deps.registry);
    // One cache for both doors and the assembler: what a door staged, the assembler reads here.
    const cache = new SpanCache(c.otelCacheMb * 1_048_576);
    this.app = createOtlpHttpApp({
      db: deps.db,
      log: deps.log,
      metrics,
      maxBytes: c.otlpMaxBytes,
      token: c.otlpToken,
      cache,
    });
    if (c.kafkaBrokers && c.otlpTopic) {
      this.#consumer = new OtlpKafkaConsumer({
        brokers: c.kafkaBrokers,
        clientId: c.kafkaClientId,
        topic: c.otlpTopic,
        format: c.otlpFormat,
        dlqTopic: c.dlqTopic,
        groupId: `${c.consumerGroup}-otlp`,
        chunkSize: c.ingestChunkSize,
        maxBytes: c.otlpMaxBytes,
        sessionTimeoutMs: c.kafkaSessionTimeoutMs,
        fetchBytesPerPartition: c.kafkaFetchBytes,
        db: deps.db,
        metrics,
        log: deps.log,
        cache,
      });
    }
    const consumer = this.#consumer;
    this.#assembler = assemblerFrom(c, {
      ...deps,
      cache,
      metrics,
      ...(consumer ? { idleGate: () => consumer.caughtUp() } : {}),
    });
  }

  /**
   * Starts the assembler and, without waiting for it, the OTLP topic's consumer: its group
   * join may wait a whole session timeout for a dead member, and the daemon must answer
   * signals meanwhile. The consumer's start is `consumerStart` (the daemon treats its
   * failure as fatal); until it has joined and read its partitions, the assembler does not
   * take silence for completeness (caughtUp).
   */
  async start(): Promise<void> {
    this.consumerStart = this.#consumer?.start();
    this.consumerStart?.catch(() => {}); // observed by the daemon; must not reject unobserved meanwhile
    this.#loop = this.#assembler.loop(this.#abort.signal);
  }

  /** The OTLP consumer's start (connect, subscribe, join), once start() was called; undefined without the OTLP topic. */
  consumerStart: Promise<void> | undefined;

  async stop(): Promise<void> {
    await this.#consumer?.stop();
    this.#abort.abort();
    await this.#loop;
  }
}
