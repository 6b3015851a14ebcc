// `whetstone run`: the long-running daemon. It ingests traces from Kafka, judges them,
// optimizes tools with new evidence, publishes approved versions, and serves the review
// page and API with /healthz, /readyz and /metrics. Start and
// stop are idempotent; SIGTERM/SIGINT finish the chunk in hand, commit, and exit 0.
import type { ServerType } from '@hono/node-server';
import { Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import type { Db } from '../store/db.ts';
import { pingDatabase } from '../store/sql/state.ts';
import { TraceIngestor } from '../traces/ingest.ts';
import { KafkaTraceConsumer } from '../traces/kafka.ts';
import { createIngestMetrics } from '../traces/metrics.ts';
import { createRedactor } from '../traces/redact.ts';
import { createLlm, type Llm } from '../llm/provider.ts';
import { createJudgeMetrics } from '../judge/metrics.ts';
import { judgeWorkerFrom } from '../judge/setup.ts';
import { optimizerLoop } from '../optimize/scheduler.ts';
import { optimizerOptionsFrom } from '../optimize/setup.ts';
import { publisherFrom } from '../publish/setup.ts';
import type { Publisher } from '../publish/publisher.ts';
import { createReviewApp } from '../review/http.ts';
import { maintenanceLoop } from '../maintenance/loop.ts';
import { retentionPolicyFrom } from '../maintenance/setup.ts';
import { createOpsApp, listen } from './http.ts';
import { OtelDoors } from '../traces/otel/setup.ts';
import { rolloutLoop } from '../rollout/loop.ts';
import { notifierFrom, testParamsFrom } from '../rollout/setup.ts';

export class Daemon {
  readonly registry = new Registry();
  readonly #config: Config;
  readonly #db: Db;
  readonly #log: Logger;
  #consumer: KafkaTraceConsumer | undefined;
  #ingestor: TraceIngestor | undefined;
  #server: ServerType | undefined;
  #loopsAbort = new AbortController();
  #judgeLoop: Promise<void> | undefined;
  #optimizerLoop: Promise<void> | undefined;
  #maintenanceLoop: Promise<void> | undefined;
  #rolloutLoop: Promise<void> | undefined;
  #publisher: Publisher | undefined;
  #otel: OtelDoors | undefined;
  readonly llm: Llm;
  #started: Promise<{ port: number }> | undefined;
  #stopped: Promise<void> | undefined;

  constructor(deps: { config: Config; db: Db; log: Logger; llm?: Llm }) {
    this.#config = deps.config;
    this.#db = deps.db;
    this.#log = deps.log;
    this.llm = deps.llm ?? createLlm(deps.config, { db: deps.db, log: deps.log, registry: this.registry });
    collectDefaultMetrics({ register: this.registry, prefix: 'whetstone_' });
  }

  start(): Promise<{ port: number }> {
    this.#started ??= this.#start();
    return this.#started;
  }

  async #start(): Promise<{ port: number }> {
    const c = this.#config;
    const metrics = createIngestMetrics(this.registry);
    const ingestor = new TraceIngestor({
      db: this.#db,
      redactor: createRedactor(c.redactPatterns),
      maxTraceBytes: c.maxTraceBytes,
      actor: 'whetstone-ingest',
      metrics,
      decodeWorkers: c.decodeWorkers,
      decodeTimeoutMs: c.decodeTimeoutMs,
      redactPatterns: c.redactPatterns,
    });
    this.#ingestor = ingestor;
    if (c.kafkaBrokers) {
      this.#consumer = new KafkaTraceConsumer({
        brokers: c.kafkaBrokers,
        clientId: c.kafkaClientId,
        topic: c.tracesTopic,
        dlqTopic: c.dlqTopic,
        groupId: c.consumerGroup,
        chunkSize: c.ingestChunkSize,
        sessionTimeoutMs: c.kafkaSessionTimeoutMs,
        ingestor,
        metrics,
        log: this.#log,
      });
      await this.#consumer.start();
    } else {
      this.#log.warn('KAFKA_BROKERS is unset: Kafka ingest is off; ingest trace files with `whetstone ingest FILE`');
    }
    // The judge runs beside ingest; a failing LLM provider only fails judge rounds (logged
    // and retried), never the consumer.
    const judge = judgeWorkerFrom(c, { db: this.#db, llm: this.llm, log: this.#log, metrics: createJudgeMetrics(this.registry) });
    if (this.llm.mode === 'offline') this.#log.warn(`judge: ${this.llm.reason}; judging by trace signals only`);
    this.#judgeLoop = judge.loop(this.#loopsAbort.signal);
    this.#optimizerLoop = optimizerLoop(
      optimizerOptionsFrom(c, { db: this.#db, llm: this.llm, log: this.#log }),
      { minNewTraces: c.optimizeMinNewTraces, intervalMs: c.optimizeIntervalMs, autoApproveServers: c.autoApproveServers },
      this.#log,
      this.#loopsAbort.signal,
    );
    this.#maintenanceLoop = maintenanceLoop(this.#db, retentionPolicyFrom(c), { intervalMs: c.maintenanceIntervalMs, log: this.#log, signal: this.#loopsAbort.signal });
    this.#publisher = publisherFrom(c, { db: this.#db, log: this.#log });
    await this.#publisher.start();
    const app = createOpsApp(this.registry, [{ name: 'database', check: () => pingDatabase(this.#db) }]);
    // OpenTelemetry: POST /v1/traces, the OTLP topic (WHETSTONE_OTLP_TOPIC) and the span assembler.
    this.#otel = new OtelDoors(c, { db: this.#db, ingestor, registry: this.registry, log: this.#log });
    await this.#otel.start();
    app.route('/', this.#otel.app);
    app.route('/', createReviewApp({ db: this.#db, log: this.#log, writesPerMinute: c.writesPerMinute, rolloutParams: testParamsFrom(c) }));
    // Canary rollouts are checked beside the judge that produces their verdicts.
    this.#rolloutLoop = rolloutLoop(this.#db, { log: this.#log, notify: notifierFrom(c), intervalMs: c.rolloutIntervalMs }, this.#loopsAbort.signal);
    const { server, port } = await listen(app, c.httpHost, c.httpPort);
    this.#server = server;
    this.#log.info({ host: c.httpHost, port, store: this.#db.kind }, 'whetstone daemon running');
    return { port };
  }

  stop(): Promise<void> {
    this.#stopped ??= (async () => {
      await this.#started?.catch(() => {});
      this.#loopsAbort.abort();
      await this.#judgeLoop;
      await this.#optimizerLoop;
      await this.#maintenanceLoop;
      await this.#rolloutLoop;
      await this.#publisher?.stop();
      await this.#consumer?.stop();
      await this.#otel?.stop();
      await this.#ingestor?.close();
      await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
      this.#log.info('whetstone daemon stopped');
    })();
    return this.#stopped;
  }
}
