// `whetstone run`: the long-running daemon. It ingests traces from Kafka, judges them,
// optimizes tools with new evidence, publishes approved versions, and serves the review
// page and API with /healthz, /readyz and /metrics. HTTP comes up first: joining the
// consumer group can take a whole session timeout after an unclean stop, and a liveness
// probe must not kill the daemon meanwhile (/readyz says what it waits for). Start and
// stop are idempotent; SIGTERM/SIGINT finish the chunk in hand, commit, and exit 0 (see
// shutdown.ts for the deadline).
import type { ServerType } from '@hono/node-server';
import { processRegistry } from './process-metrics.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import type { Db } from '../store/db.ts';
import { pingDatabase } from '../store/sql/state.ts';
import type { TraceIngestor } from '../intake/core/ingest.ts';
import { KafkaTraceConsumer } from '../intake/doors/kafka.ts';
import { createIngestMetrics, type IngestMetrics } from '../intake/core/metrics.ts';
import { logIngestProgress } from '../intake/core/progress.ts';
import { ingestorFrom } from '../intake/setup.ts';
import { createLlm, type Llm } from '../llm/provider.ts';
import { createJudgeMetrics } from '../judge/metrics.ts';
import { judgeWorkerFrom } from '../judge/setup.ts';
import { optimizerLoop } from '../optimize/scheduler.ts';
import { optimizerOptionsFrom } from '../optimize/setup.ts';
import { createReaderMetrics } from '../quality/poisoning/llm-reader.ts';
import { publisherFrom } from '../publish/setup.ts';
import type { Publisher } from '../publish/publisher.ts';
import { createReviewApp } from '../review/http.ts';
import { Gauge } from 'prom-client';
import { createOptimizerMetrics } from '../optimize/metrics.ts';
import { createPublisherMetrics } from '../publish/metrics.ts';
import { selectJudgeBacklog } from '../store/sql/ops.ts';
import { createOpsApp, listen, type ReadinessCheck } from './http.ts';
import { authenticate, bearerToken } from '../auth/auth.ts';
import { KafkaHealth } from './kafka-health.ts';
import { maintenanceLoop } from '../maintenance/loop.ts';
import { retentionPolicyFrom } from '../maintenance/setup.ts';
import { OtelDoors } from '../intake/otlp-setup.ts';
import { rolloutLoop } from '../rollout/loop.ts';
import { createRolloutMetrics } from '../rollout/metrics.ts';
import { notifierFrom, testParamsFrom } from '../rollout/setup.ts';

export class Daemon {
  readonly registry = processRegistry();
  readonly #config: Config;
  readonly #db: Db;
  readonly #log: Logger;
  #consumer: KafkaTraceConsumer | undefined;
  #ingestor: TraceIngestor | undefined;
  #otel: OtelDoors | undefined;
  #consumerStart: Promise<void> | undefined;
  #kafkaHealth: KafkaHealth | undefined;
  #fatal: ((err: Error) => void) | undefined;
  #fatalError: Error | undefined;
  #server: ServerType | undefined;
  #loopsAbort = new AbortController();
  #judgeLoop: Promise<void> | undefined;
  #optimizerLoop: Promise<void> | undefined;
  #maintenanceLoop: Promise<void> | undefined;
  #rolloutLoop: Promise<void> | undefined;
  #publisher: Publisher | undefined;
  readonly llm: Llm;
  #started: Promise<{ port: number }> | undefined;
  #stopped: Promise<void> | undefined;

  constructor(deps: { config: Config; db: Db; log: Logger; llm?: Llm }) {
    this.#config = deps.config;
    this.#db = deps.db;
    this.#log = deps.log;
    this.llm = deps.llm ?? createLlm(deps.config, { db: deps.db, log: deps.log, registry: this.registry });
  }

  start(): Promise<{ port: number }> {
    this.#started ??= this.#start();
    return this.#started;
  }

  /** Called when a part the daemon cannot run without fails after start (the CLI exits). */
  onFatal(fn: (err: Error) => void): void {
    this.#fatal = fn;
    if (this.#fatalError) fn(this.#fatalError);
  }

  async #start(): Promise<{ port: number }> {
    const c = this.#config;
    const checks: ReadinessCheck[] = [{ name: 'database', check: () => pingDatabase(this.#db) }];
    if (c.kafkaBrokers) {
      this.#kafkaHealth = new KafkaHealth({
        brokers: c.kafkaBrokers,
        clientId: c.kafkaClientId,
        groupId: c.consumerGroup,
        topic: c.tracesTopic,
        sessionTimeoutMs: c.kafkaSessionTimeoutMs,
        registry: this.registry,
        log: this.#log,
      });
      checks.push(...this.#kafkaHealth.checks());
    }
    const metrics = createIngestMetrics(this.registry);
    logIngestProgress({ metrics, log: this.#log, intervalMs: c.ingestProgressMs, signal: this.#loopsAbort.signal });
    this.#judgeBacklogMetrics();
    const ingestor = ingestorFrom(c, { db: this.#db, actor: 'whetstone-ingest', metrics });
    this.#ingestor = ingestor;
    // OpenTelemetry: POST /v1/traces, the OTLP topic (WHETSTONE_OTLP_TOPIC) and the span
    // assembler. Its routes are mounted before the server answers (a Hono app's routes
    // are fixed at its first request); its consumer starts below.
    this.#otel = new OtelDoors(c, { db: this.#db, ingestor, registry: this.registry, log: this.#log });
    const app = createOpsApp(this.registry, checks, {
      allowedHosts: c.httpAllowedHosts,
      boundHost: c.httpHost,
      trusted: async (h) => (await authenticate(this.#db, bearerToken(h))) !== undefined,
      hidden: [...(c.kafkaBrokers ?? []), c.consumerGroup, c.tracesTopic, c.dlqTopic, c.otlpTopic ?? ''],
    });
    app.route('/', this.#otel.app);
    app.route(
      '/',
      createReviewApp({
        db: this.#db,
        log: this.#log,
        writesPerMinute: c.writesPerMinute,
        rolloutParams: testParamsFrom(c),
        dailyTokenBudget: c.llmDailyTokenBudget,
        replayQueries: c.optimizeReplayQueries,
      }),
    );
    const { server, port } = await listen(app, c.httpHost, c.httpPort);
    this.#server = server;
    this.#log.info({ host: c.httpHost, port }, 'serving /healthz, /readyz, /metrics and the review page');

    this.#startConsumer(ingestor, metrics);
    this.#startLoops();
    this.#publisher = publisherFrom(c, {
      db: this.#db,
      log: this.#log,
      metrics: createPublisherMetrics(this.registry),
    });
    await this.#publisher.start();
    await this.#otel.start();
    // Not awaited either, as the v1 consumer's: a failure to start is fatal, a stop ends it.
    if (this.#otel.consumerStart)
      void this.#failFatally('OTLP kafka consumer could not start', this.#otel.consumerStart);
    this.#log.info({ host: c.httpHost, port, store: this.#db.kind }, 'whetstone daemon running');
    return { port };
  }

  /** The v1 trace consumer, when Kafka is configured. */
  #startConsumer(ingestor: TraceIngestor, metrics: IngestMetrics): void {
    const c = this.#config;
    if (c.kafkaBrokers) {
      const health = this.#kafkaHealth!;
      health.start();
      this.#consumer = new KafkaTraceConsumer({
        brokers: c.kafkaBrokers,
        clientId: c.kafkaClientId,
        topic: c.tracesTopic,
        dlqTopic: c.dlqTopic,
        groupId: c.consumerGroup,
        chunkSize: c.ingestChunkSize,
        sessionTimeoutMs: c.kafkaSessionTimeoutMs,
        fetchBytesPerPartition: c.kafkaFetchBytes,
        ...(c.kafkaHeartbeatMs ? { heartbeatIntervalMs: c.kafkaHeartbeatMs } : {}),
        observe: (consumer) => {
          health.observe(consumer);
          health.joining();
        },
        ingestor,
        metrics,
        log: this.#log,
      });
      // Not awaited: the join may wait a session timeout for a dead member's partitions.
      this.#consumerStart = this.#failFatally('kafka consumer could not start', this.#consumer.start());
    } else {
      this.#log.warn('KAFKA_BROKERS is unset: Kafka ingest is off; ingest trace files with `whetstone ingest FILE`');
    }
  }

  /** The judge, optimizer, maintenance and rollout loops, until #loopsAbort. */
  #startLoops(): void {
    const c = this.#config;
    // The judge runs beside ingest; a failing LLM provider only fails judge rounds (logged
    // and retried), never the consumer.
    const judge = judgeWorkerFrom(c, {
      db: this.#db,
      llm: this.llm,
      log: this.#log,
      metrics: createJudgeMetrics(this.registry),
    });
    if (this.llm.mode === 'offline') this.#log.warn(`judge: ${this.llm.reason}; judging by trace signals only`);
    this.#judgeLoop = judge.loop(this.#loopsAbort.signal);
    this.#optimizerLoop = optimizerLoop(
      optimizerOptionsFrom(c, {
        db: this.#db,
        llm: this.llm,
        log: this.#log,
        readerMetrics: createReaderMetrics(this.registry),
      }),
      {
        minNewTraces: c.optimizeMinNewTraces,
        intervalMs: c.optimizeIntervalMs,
        autoApproveServers: c.autoApproveServers,
      },
      this.#log,
      this.#loopsAbort.signal,
      createOptimizerMetrics(this.registry),
    );
    this.#maintenanceLoop = maintenanceLoop(this.#db, retentionPolicyFrom(c), {
      intervalMs: c.maintenanceIntervalMs,
      log: this.#log,
      signal: this.#loopsAbort.signal,
    });
    // Canary rollouts are checked beside the judge that produces their verdicts.
    this.#rolloutLoop = rolloutLoop(
      this.#db,
      {
        log: this.#log,
        notify: notifierFrom(c),
        intervalMs: c.rolloutIntervalMs,
        metrics: createRolloutMetrics(this.registry),
      },
      this.#loopsAbort.signal,
    );
  }

  /** A part the daemon cannot run without: its failure is logged and reported to onFatal (the CLI stops, exit 1). */
  #failFatally(what: string, p: Promise<void>): Promise<void> {
    return p.catch((err: Error) => {
      this.#log.error({ err: err.message }, what);
      this.#fatalError = err;
      this.#fatal?.(err);
    });
  }

  /** Traces waiting for the judge, read from the store at each scrape. */
  #judgeBacklogMetrics(): void {
    const db = this.#db;
    const oldest = new Gauge({
      name: 'whetstone_judge_backlog_oldest_seconds',
      help: 'Age of the oldest trace the judge has not finished (how far judging trails ingest)',
      registers: [this.registry],
    });
    new Gauge({
      name: 'whetstone_judge_backlog',
      help: 'Traces the judge has not finished, by state (pending = not judged yet, signaled = waiting for an LLM sample decision, llm_wanted = waiting for the LLM judge)',
      labelNames: ['state'],
      registers: [this.registry],
      async collect() {
        // A scrape during a database outage keeps the last values rather than failing /metrics.
        const rows = await selectJudgeBacklog(db).catch(() => undefined);
        if (!rows) return;
        for (const state of ['pending', 'signaled', 'llm_wanted'])
          this.set({ state }, rows.find((r) => r.state === state)?.n ?? 0);
        oldest.set(Math.max(0, ...rows.map((r) => r.oldest_seconds)));
      },
    });
  }

  stop(): Promise<void> {
    this.#stopped ??= (async () => {
      // Each part in turn; one that takes long is named in the log, so an operator waiting
      // on a stop sees what it waits for.
      const step = async (name: string, p: Promise<unknown> | undefined) => {
        const t0 = Date.now();
        await p;
        if (Date.now() - t0 > 500) this.#log.info({ step: name, ms: Date.now() - t0 }, 'slow shutdown step');
      };
      this.#loopsAbort.abort();
      await step(
        'start',
        this.#started?.catch(() => {}),
      );
      await step('judge', this.#judgeLoop);
      await step('optimizer', this.#optimizerLoop);
      await step('maintenance', this.#maintenanceLoop);
      await step('rollout', this.#rolloutLoop);
      await step('publisher', this.#publisher?.stop());
      // Both Kafka consumers at once: each leaves a group join in flight without waiting it
      // out. One after the other, the OTLP consumer was stopped only after the v1 start had
      // ended, by when its own join had ended too, and kafkajs's disconnect of a consumer
      // whose join just ended (with a crash event) hung past the shutdown deadline.
      await step('consumers', Promise.all([this.#consumer?.stop(), this.#otel?.stop()]));
      // Bounded: a start still connecting to an unreachable broker retries for minutes; the
      // consumers' stop above already told it to disconnect whatever it connects.
      await step('consumer start', bounded(this.#consumerStart, 1_000));
      await step('decode workers', this.#ingestor?.close());
      await step('kafka health', this.#kafkaHealth?.stop());
      // closeAllConnections: an idle keep-alive client (a scraper, a browser) would
      // otherwise hold server.close() open.
      await new Promise<void>((resolve) => {
        if (!this.#server) return resolve();
        this.#server.close(() => resolve());
        (this.#server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      this.#log.info('whetstone daemon stopped');
    })();
    return this.#stopped;
  }
}

/** `p`, or nothing after `ms` (a step that must not hold a stop). */
function bounded(p: Promise<void> | undefined, ms: number): Promise<void> | undefined {
  if (!p) return p;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((ok) => (timer = setTimeout(ok, ms)));
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}
