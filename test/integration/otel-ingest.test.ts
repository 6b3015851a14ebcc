// OpenTelemetry doors end to end: spans from the real OpenTelemetry SDK, serialized as
// the exporters do, through the real broker (shuffled, many messages, the consumer
// SIGKILLed in between), over POST /v1/traces with the SDK's own OTLP/HTTP exporters,
// and from a file — each compared with the same sessions ingested as trace v1 JSON.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OTLPTraceExporter as HttpJsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as HttpProtoExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { JsonTraceSerializer, ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import pg from 'pg';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config.ts';
import { Daemon } from '../../src/daemon/run.ts';
import { createLogger } from '../../src/log.ts';
import { createToken } from '../../src/auth/auth.ts';
import { openDb, type Db } from '../../src/store/db.ts';
import { countOtelTraces } from '../../src/store/sql/spans.ts';
import { countTraces } from '../../src/store/sql/traces.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { createOtlpHttpApp } from '../../src/intake/doors/http.ts';
import { createOtelMetrics } from '../../src/intake/formats/otlp/metrics.ts';
import { RpcStatus } from '../../src/intake/formats/otlp/proto.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { ROOT, runCli } from '../kit/cli.ts';
import { freshMigratedPostgres, openMigrated, type TestStore } from '../kit/db.ts';
import { dbBehindProxy } from '../kit/tcp-proxy.ts';
import { KAFKA_BROKERS, createTopic, readTopic, testKafka, uniqueName, until } from '../kit/kafka.ts';
import {
  emitGenAi,
  emitOpenInference,
  provider,
  sessionSpecs,
  shuffledBatches,
  type SessionSpec,
} from '../../lib/datasets/otel-sessions.ts';

const kafka = testKafka();
const serverMap = {
  'search.mcp.internal:8080': 'search',
  'fetch.mcp.internal:8080': 'fetch',
  'files.mcp.internal:8080': 'files',
};
const ROW = `SELECT trace_id, ts, server, session_id, user_query, tools_shown, tool_calls, final_answer, signals, extra, content_hash, redactions
               FROM traces ORDER BY trace_id`;

/** The equivalent trace v1 JSON, through the v1 path, into its own database: the reference rows. */
async function referenceRows(expected: Record<string, unknown>[]): Promise<unknown[]> {
  const store = await freshMigratedPostgres();
  const db = await openMigrated(store);
  try {
    const ingestor = new TraceIngestor({
      format: v1Format,
      db,
      redactor: createRedactor(),
      maxTraceBytes: 1_048_576,
      actor: 'ref',
    });
    const { rows, dead } = ingestor.decode(
      expected.map((t, i) => ({ value: Buffer.from(JSON.stringify(t)), key: null, source: `ref:${i}` })),
    );
    expect(dead).toEqual([]);
    await ingestor.store(rows);
    return (await db.query(ROW)).rows;
  } finally {
    await db.close();
    await store.cleanup();
  }
}

function makeSessions(specs: SessionSpec[]) {
  const { tracerProvider, exporter } = provider('test-agent');
  const expected = specs.map((s) => emitGenAi(tracerProvider, s).expected);
  return { expected, spans: exporter.getFinishedSpans() };
}

describe('OTLP over Kafka', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await freshMigratedPostgres();
  });
  afterAll(async () => store.cleanup());

  it('stores the same rows as the equivalent JSON traces, once each, from shuffled protobuf and JSON messages with the consumer SIGKILLed', async () => {
    const topic = uniqueName('otlp');
    await createTopic(kafka, topic, 3);
    const db = await openMigrated(store);
    const specs = sessionSpecs(90);
    const { expected, spans } = makeSessions(specs);
    const batches = shuffledBatches(spans, 6);
    const messages = batches.map((b, i) => ({
      value: Buffer.from((i % 2 ? JsonTraceSerializer : ProtobufTraceSerializer).serializeRequest(b)!),
    }));
    // Bad input beside them: not OTLP, a span without trace id, empty.
    messages.splice(5, 0, { value: Buffer.from('{"resourceSpans": 5}') });
    messages.splice(9, 0, {
      value: Buffer.from(
        JSON.stringify({
          resourceSpans: [{ scopeSpans: [{ spans: [{ spanId: '0102030405060708', name: 'orphan' }] }] }],
        }),
      ),
    });
    messages.splice(11, 0, { value: Buffer.alloc(0) });
    const env = {
      ...process.env,
      ...store.env,
      KAFKA_BROKERS,
      WHETSTONE_TRACES_TOPIC: uniqueName('v1'),
      WHETSTONE_DLQ_TOPIC: `${topic}.dlq`,
      WHETSTONE_OTLP_TOPIC: topic,
      WHETSTONE_CONSUMER_GROUP: uniqueName('group'),
      WHETSTONE_KAFKA_SESSION_TIMEOUT_MS: '6000',
      WHETSTONE_INGEST_CHUNK_SIZE: '7',
      WHETSTONE_OTEL_SERVER_MAP: JSON.stringify(serverMap),
      WHETSTONE_HTTP_PORT: '0',
      WHETSTONE_LOG_LEVEL: 'warn',
    };
    // The first daemon reads the first half and is SIGKILLed; the second half is produced
    // only after that. Had the first one gone 1.5 s without a span (a loaded machine, a slow
    // poll below) it would rightly have assembled a trace whose other spans were not yet
    // produced — silence is all the idle window can go by — and the rows would differ from
    // the reference for a reason that is not the one under test. So the first waits longer.
    const start = (idleMs = '1500'): ChildProcess =>
      spawn(process.execPath, ['bin/whetstone.js', 'run'], {
        cwd: ROOT,
        env: { ...env, WHETSTONE_OTEL_IDLE_MS: idleMs },
        stdio: 'ignore',
      });
    const produce = async (ms: { value: Buffer }[]) => {
      const producer = kafka.producer();
      await producer.connect();
      for (let i = 0; i < ms.length; i += 10) await producer.send({ topic, acks: -1, messages: ms.slice(i, i + 10) });
      await producer.disconnect();
    };
    let daemon = start('120000');
    try {
      const half = Math.floor(messages.length / 2);
      await produce(messages.slice(0, half));
      await until(
        'spans staged',
        () => countOtelTraces(db),
        (c) => (c.open ?? 0) + (c.assembled ?? 0) > 10,
        90_000,
        100,
      );
      daemon.kill('SIGKILL');
      await new Promise((r) => daemon.once('exit', r));
      await produce(messages.slice(half));
      daemon = start();
      await until(
        `all ${specs.length} traces stored`,
        () => countTraces(db),
        (n) => n >= specs.length,
        120_000,
        250,
      );
      // Nothing more arrives: the stored rows are exactly the reference rows.
      await new Promise((r) => setTimeout(r, 2000));
      expect((await db.query(ROW)).rows).toEqual(await referenceRows(expected));
      expect(await countOtelTraces(db)).toEqual({ assembled: specs.length });
      expect((await db.query('SELECT count(*)::int AS n FROM otel_span_chunks')).rows[0]).toEqual({ n: 0 });
      const dlq = await until(
        '2 dead letters',
        () => readTopic(kafka, `${topic}.dlq`),
        (m) => m.length >= 2,
      );
      // Dead letters are at least once: one sent just before the SIGKILL, whose offset was
      // not committed yet, is sent again after the restart. Every bad message is there.
      expect([...new Set(dlq.map((m) => m.headers['whetstone-reason']))].sort()).toEqual(['empty', 'not_otlp']);
      daemon.kill('SIGTERM');
      expect(await new Promise((r) => daemon.once('exit', (c) => r(c)))).toBe(0);
    } finally {
      if (daemon.exitCode === null && daemon.signalCode === null) {
        daemon.kill('SIGKILL');
        await new Promise((r) => daemon.once('exit', r));
      }
      await db.close();
    }
  });
});

describe('OTLP over HTTP and from files', () => {
  let store: TestStore;
  let db: Db;
  let daemon: Daemon;
  let url: string;
  let token: string;
  beforeAll(async () => {
    store = await freshMigratedPostgres();
    db = await openMigrated(store);
    token = (await createToken(db, { name: 'exporter', role: 'reviewer', actor: 'test' })).token;
    const config = resolveConfig({
      env: {},
      overrides: {
        databaseUrl: store.env.DATABASE_URL,
        httpPort: 0,
        otelIdleMs: 300,
        otelServerMap: serverMap,
        otlpToken: 'configured-token-0123456789',
      },
    });
    daemon = new Daemon({ config, db, log: createLogger('silent') });
    url = `http://127.0.0.1:${(await daemon.start()).port}/v1/traces`;
  });
  afterAll(async () => {
    await daemon.stop();
    await db.close();
    await store.cleanup();
  });

  it("stores sessions sent by the SDK's own OTLP/HTTP exporters (protobuf and JSON), as the equivalent JSON traces", async () => {
    const specs = sessionSpecs(12);
    const expected: Record<string, unknown>[] = [];
    for (const [i, Exporter] of [HttpProtoExporter, HttpJsonExporter].entries()) {
      const exporter = new Exporter({
        url,
        headers: { authorization: `Bearer ${i ? token : 'configured-token-0123456789'}` },
      });
      const tp = new TracerProvider({
        resource: resourceFromAttributes({ 'service.name': 'test-agent' }),
        spanProcessors: [new BatchSpanProcessor({ exporter, maxExportBatchSize: 7, scheduledDelayMillis: 20 })],
      });
      for (const s of specs.slice(i * 6, i * 6 + 6)) expected.push(emitGenAi(tp, s).expected);
      await tp.forceFlush();
      await tp.shutdown();
    }
    await until(
      '12 traces stored',
      () => countTraces(db),
      (n) => n >= 12,
      30_000,
      100,
    );
    const ids = expected.map((e) => e.trace_id as string);
    const rows = (await db.query(ROW)).rows.filter((r) => ids.includes((r as { trace_id: string }).trace_id));
    expect(rows).toEqual(await referenceRows(expected));
  });

  it('answers as OTLP/HTTP specifies: 401 without a token, 415, 400 with a Status, partial success for spans without ids', async () => {
    const body = JsonTraceSerializer.serializeRequest(makeSessions(sessionSpecs(1)).spans)!;
    expect((await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status).toBe(
      401,
    );
    const viewer = (await createToken(db, { name: 'viewer-x', role: 'viewer', actor: 'test' })).token;
    expect(
      (
        await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${viewer}` },
          body,
        })
      ).status,
    ).toBe(401);
    const auth = { authorization: `Bearer ${token}` };
    expect(
      (await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain', ...auth }, body })).status,
    ).toBe(415);
    const bad = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: '{"resourceSpans": "no"}',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 3, message: expect.stringContaining('not an OTLP') });
    const partial = {
      resourceSpans: [{ scopeSpans: [{ spans: [{ spanId: '0102030405060708', name: 'no trace id' }] }] }],
    };
    const r = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify(partial),
    });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({
      partialSuccess: { rejectedSpans: '1', errorMessage: 'spans dropped: 1 no_trace_id' },
    });
  });

  it('with the database away, answers 503 with Retry-After to an api token and to the configured one, never a 401 an exporter gives up on', async () => {
    const { db: away, tcp } = await dbBehindProxy(store.env.DATABASE_URL!);
    const metrics = createOtelMetrics(new Registry());
    const app = createOtlpHttpApp({
      db: away,
      log: createLogger('silent'),
      metrics,
      maxBytes: 1_048_576,
      token: 'configured-token-0123456789',
    });
    const body = ProtobufTraceSerializer.serializeRequest(makeSessions(sessionSpecs(1)).spans)!;
    const post = (authorization?: string) =>
      app.request('/v1/traces', {
        method: 'POST',
        headers: { 'content-type': 'application/x-protobuf', ...(authorization ? { authorization } : {}) },
        body,
      });
    try {
      await tcp.cut();
      for (const bearer of [token, 'configured-token-0123456789']) {
        const r = await post(`Bearer ${bearer}`);
        expect(r.status, bearer === token ? 'api token' : 'configured token').toBe(503);
        expect(r.headers.get('retry-after')).toBe('5');
        expect(RpcStatus.decode(new Uint8Array(await r.arrayBuffer()))).toMatchObject({ code: 14 });
      }
      // No token needs no database to refuse.
      expect((await post()).status).toBe(401);
      const counted = (await metrics.requests.get()).values.map((v) => [v.labels.outcome, v.value]);
      expect(counted.sort()).toEqual([
        ['401', 1],
        ['503', 2],
      ]);
      await tcp.restore();
      // Back: the api token is looked up again, and the spans are staged.
      expect((await post(`Bearer ${token}`)).status).toBe(200);
    } finally {
      await away.close().catch(() => {});
      await tcp.close();
    }
  });

  it('answers 503 with Retry-After when a statement_timeout cancels the token lookup or the staging (it answered 500 and 400: spans lost)', async () => {
    // An operator's statement_timeout (set on the role, here in the connection's options),
    // and a row or table lock held elsewhere long enough to trip it.
    const timed = new URL(store.env.DATABASE_URL!);
    timed.searchParams.set('options', '-c statement_timeout=300');
    const slow = await openDb({
      databaseUrl: timed.toString(),
      dataDir: '.',
      connectTimeoutMs: 2000,
      lockTimeoutMs: 10_000,
      poolMax: 2,
    });
    const metrics = createOtelMetrics(new Registry());
    const app = createOtlpHttpApp({
      db: slow,
      log: createLogger('silent'),
      metrics,
      maxBytes: 1_048_576,
      token: 'configured-token-0123456789',
    });
    const body = ProtobufTraceSerializer.serializeRequest(makeSessions(sessionSpecs(1)).spans)!;
    const post = (bearer: string) =>
      app.request('/v1/traces', {
        method: 'POST',
        headers: { 'content-type': 'application/x-protobuf', authorization: `Bearer ${bearer}` },
        body,
      });
    const holding = async (lock: string, fn: () => Promise<void>) => {
      const c = new pg.Client({ connectionString: store.env.DATABASE_URL });
      await c.connect();
      try {
        await c.query('BEGIN');
        await c.query(lock);
        await fn();
      } finally {
        await c.query('ROLLBACK');
        await c.end();
      }
    };
    try {
      // The api token's lookup updates its row (last_used_at): held, it waits past the timeout.
      await holding(`SELECT 1 FROM api_tokens WHERE name = 'exporter' FOR UPDATE`, async () => {
        const r = await post(token);
        expect(r.status).toBe(503);
        expect(r.headers.get('retry-after')).toBe('5');
      });
      // The configured token needs no database; the staging INSERT waits for the table.
      await holding('LOCK TABLE otel_span_chunks IN EXCLUSIVE MODE', async () => {
        const r = await post('configured-token-0123456789');
        expect(r.status).toBe(503);
        expect(RpcStatus.decode(new Uint8Array(await r.arrayBuffer()))).toMatchObject({ code: 14 });
      });
      expect((await metrics.requests.get()).values.map((v) => [v.labels.outcome, v.value])).toEqual([['503', 2]]);
      // Nothing held: the same request is staged.
      expect((await post(token)).status).toBe(200);
    } finally {
      await slow.close();
    }
  });
});

describe('OTLP from files', () => {
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

  it('stores an OpenInference session with the fields of its GenAI twin, from `whetstone ingest --format otlp FILE`', async () => {
    const specs = sessionSpecs(5).map((s) => ({ ...s, session: `oi-${s.session}`, t0: s.t0 + 86_400_000 }));
    const oi = provider('test-agent');
    const ids = specs.map((s) => emitOpenInference(oi.tracerProvider, s));
    const dir = mkdtempSync(join(tmpdir(), 'otlp-'));
    const file = join(dir, 'spans.jsonl');
    // JSON lines of export requests, as the Collector's file exporter writes them.
    writeFileSync(
      file,
      shuffledBatches(oi.exporter.getFinishedSpans(), 4)
        .map((b) => Buffer.from(JsonTraceSerializer.serializeRequest(b)!).toString())
        .join('\n') + '\n',
    );
    const cli = await runCli(['ingest', '--format', 'otlp', file, '--json'], {
      ...store.env,
      WHETSTONE_OTEL_SERVER_MAP: '{}',
    });
    expect(cli.stderr).toBe('');
    expect(JSON.parse(cli.stdout)).toMatchObject({ stored: 5, duplicates: 0, pending: 0, deadLettered: {} });
    const gen = makeSessions(specs).expected;
    const rows = await db.query<Record<string, unknown>>(
      `SELECT trace_id, server, session_id, user_query, tool_calls, final_answer, signals, extra->'agent' AS agent FROM traces WHERE trace_id = ANY($1) ORDER BY ts`,
      [ids],
    );
    expect(rows.rows.length).toBe(5);
    rows.rows.forEach((r, i) => {
      const e = gen[i]!;
      expect(r.trace_id).toBe(ids[i]);
      // OpenInference TOOL spans name no server: WHETSTONE_OTEL_DEFAULT_SERVER (unknown).
      expect(r).toMatchObject({
        server: 'unknown',
        session_id: e.session_id,
        user_query: e.user_query,
        final_answer: e.final_answer,
        agent: e.agent,
      });
      expect(
        (r.tool_calls as Record<string, unknown>[]).map((c) => [c.name, c.arguments, c.result, c.latency_ms]),
      ).toEqual((e.tool_calls as Record<string, unknown>[]).map((c) => [c.name, c.arguments, c.result, c.latency_ms]));
      expect(r.signals).toMatchObject({
        iteration_count: e.iteration_count,
        error_count: e.error_count,
        total_duration_ms: e.total_duration_ms,
      });
    });
    // The same file again: every trace is already assembled, so its spans are late drops.
    const again = await runCli(['ingest', '--format', 'otlp', file, '--json'], store.env);
    expect(JSON.parse(again.stdout)).toMatchObject({ stored: 0, spansDropped: oi.exporter.getFinishedSpans().length });
  });
});
