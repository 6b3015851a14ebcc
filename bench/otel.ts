// npm run bench:otel [-- --n 3000 --warmup 500 --spans-per-request 50 --requests-per-chunk 50]
//
// The same N agent sessions, recorded with the real OpenTelemetry SDK (GenAI + MCP
// attributes), ingested two ways in one run, each into a fresh PostgreSQL database:
//   json: the equivalent trace v1 JSON messages through the v1 path (decode, validate,
//         redact, store), in chunks as the Kafka consumer does;
//   otel: the spans, shuffled across OTLP protobuf export requests as an exporter batches
//         them, decoded, staged chunk by chunk, then assembled into trace v1 and stored
//         through the same v1 path.
// Both are timed from their first message to the last trace stored, after a warm-up on
// other sessions; producing and
// serializing the spans is the agent's cost and is not timed. No broker: both sides skip
// it alike, so the ratio is the cost of span staging and assembly.
// Last line: otel_spans_per_s=<spans/s> otel_traces_per_s=… json_traces_per_s=… otel_vs_json=<ratio>
import { ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { openDb, type Db } from '../src/store/db.ts';
import { migrate } from '../src/store/migrate.ts';
import { countTraces } from '../src/store/sql/traces.ts';
import { TraceIngestor } from '../src/traces/ingest.ts';
import { SpanAssembler } from '../src/traces/otel/assemble.ts';
import { SpanCache } from '../src/traces/otel/cache.ts';
import { mapSpans } from '../src/traces/otel/map.ts';
import { decodeOtlp, type OtelSpan } from '../src/traces/otel/otlp.ts';
import { stageRequests, type DecodedRequest } from '../src/traces/otel/stage.ts';
import { createRedactor } from '../src/traces/redact.ts';
import { emitGenAi, provider, sessionSpecs, shuffledBatches } from './lib/otel-sessions.ts';
import { arg, benchDatabase, note } from './lib/env.ts';

const N = Number(arg('n', '3000'));
const PER_REQUEST = Number(arg('spans-per-request', '50'));
const PER_CHUNK = Number(arg('requests-per-chunk', '50'));
const CHUNK = 500; // the v1 consumer's chunk of messages
const WARMUP = Number(arg('warmup', '500'));
const serverMap = { 'search.mcp.internal:8080': 'search', 'fetch.mcp.internal:8080': 'fetch', 'files.mcp.internal:8080': 'files' };

async function withDb<T>(tag: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const { url, drop } = await benchDatabase(tag);
  const db = await openDb({ databaseUrl: url, dataDir: '.', connectTimeoutMs: 5000, lockTimeoutMs: 30_000, poolMax: 4 });
  try {
    await migrate(db);
    return await fn(db);
  } finally {
    await db.close();
    await drop();
  }
}

const ingestorFor = (db: Db) => new TraceIngestor({ db, redactor: createRedactor(), maxTraceBytes: 1_048_576, actor: 'bench' });

interface Workload {
  n: number;
  requests: Uint8Array[];
  v1: Buffer[];
  spans: number;
}

/** N sessions recorded with the OpenTelemetry SDK: their spans as export requests, and the same sessions as trace v1 JSON. */
function workload(n: number): Workload {
  const { tracerProvider, exporter } = provider('bench-agent');
  const expected = sessionSpecs(n).map((s) => emitGenAi(tracerProvider, s).expected);
  const spans = exporter.getFinishedSpans();
  const requests = shuffledBatches(spans, PER_REQUEST).map((b) => ProtobufTraceSerializer.serializeRequest(b)!);
  return { n, requests, v1: expected.map((t) => Buffer.from(JSON.stringify(t))), spans: spans.length };
}

async function runJson(db: Db, w: Workload): Promise<number> {
  const ingestor = ingestorFor(db);
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < w.v1.length; i += CHUNK) {
    const { rows } = ingestor.decode(w.v1.slice(i, i + CHUNK).map((value, k) => ({ value, key: null, source: `bench:${i + k}` })));
    await ingestor.store(rows);
  }
  return Number(process.hrtime.bigint() - t0) / 1e9;
}

interface OtelRun {
  seconds: number;
  decodeS: number;
  stageS: number;
  stored: number;
  byTrace: Map<string, OtelSpan[]>;
}

async function runOtel(db: Db, w: Workload): Promise<OtelRun> {
  const ingestor = ingestorFor(db);
  // The daemon's wiring: the doors and the assembler share a cache of decoded spans.
  const cache = new SpanCache(128 * 1_048_576);
  const assembler = new SpanAssembler({ db, ingestor, idleMs: 0, maxAgeMs: 600_000, maxSpans: 10_000, map: { defaultServer: 'unknown', serverMap }, cache });
  const t0 = process.hrtime.bigint();
  let decodeNs = 0n;
  const byTrace = new Map<string, OtelSpan[]>();
  for (let i = 0; i < w.requests.length; i += PER_CHUNK) {
    const d0 = process.hrtime.bigint();
    const chunk: DecodedRequest[] = [];
    for (const r of w.requests.slice(i, i + PER_CHUNK)) {
      const d = decodeOtlp(r, 'auto', 16 * 1_048_576);
      if (!d.ok) throw new Error(d.error);
      chunk.push({ body: r, format: d.format, spans: d.spans });
    }
    decodeNs += process.hrtime.bigint() - d0;
    await stageRequests(db, chunk, { cache });
    for (const r of chunk) for (const sp of r.spans) (byTrace.get(sp.traceId) ?? byTrace.set(sp.traceId, []).get(sp.traceId)!).push(sp);
  }
  const stagedAt = process.hrtime.bigint();
  const a = await assembler.assembleReady();
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  return { seconds, decodeS: Number(decodeNs) / 1e9, stageS: Number(stagedAt - t0 - decodeNs) / 1e9, stored: a.stored, byTrace };
}

async function main(): Promise<void> {
  // Warm-up: a smaller, separate set of sessions through both paths first, untimed, so
  // both are timed with their code compiled (as in a daemon that has been running), not
  // the JIT's first pass over the decoder, the mapping or the v1 path.
  const warm = workload(WARMUP);
  const w = workload(N);
  note(
    `${N} sessions: ${w.spans} spans in ${w.requests.length} OTLP protobuf requests (${(w.requests.reduce((n, r) => n + r.length, 0) / 1_048_576).toFixed(1)} MiB); ` +
      `${(w.v1.reduce((n, b) => n + b.length, 0) / 1_048_576).toFixed(1)} MiB as trace v1 JSON; both paths warmed up on ${WARMUP} other sessions first`,
  );

  const jsonSeconds = await withDb('otel_json', async (db) => {
    await runJson(db, warm);
    const s = await runJson(db, w);
    if ((await countTraces(db)) !== N + WARMUP) throw new Error('json: not every trace was stored');
    return s;
  });
  note(`json: ${N} traces stored in ${jsonSeconds.toFixed(2)} s (${Math.round(N / jsonSeconds)} traces/s)`);

  const otelSeconds = await withDb('otel_spans', async (db) => {
    await runOtel(db, warm);
    const r = await runOtel(db, w);
    if (r.stored !== N || (await countTraces(db)) !== N + WARMUP) throw new Error(`otel: ${r.stored} of ${N} traces stored`);
    // Mapping alone, on the same spans (untimed above: it runs inside the assembly), so the
    // assembly splits into mapping, the v1 decode + store the JSON side also pays, and the rest
    // (folding the staged chunks in, closing the traces).
    const m0 = process.hrtime.bigint();
    for (const spans of r.byTrace.values()) mapSpans(spans, { defaultServer: 'unknown', serverMap });
    const mapS = Number(process.hrtime.bigint() - m0) / 1e9;
    note(
      `otel: decode ${r.decodeS.toFixed(2)} s, stage ${r.stageS.toFixed(2)} s, assemble + store ${(r.seconds - r.decodeS - r.stageS).toFixed(2)} s ` +
        `(of which mapping alone ${mapS.toFixed(2)} s; the v1 decode + store, timed on the JSON side, ${jsonSeconds.toFixed(2)} s)`,
    );
    return r.seconds;
  });
  note(`otel: ${w.spans} spans → ${N} traces stored in ${otelSeconds.toFixed(2)} s (${Math.round(N / otelSeconds)} traces/s)`);
  console.log(
    `otel_spans_per_s=${Math.round(w.spans / otelSeconds)} otel_traces_per_s=${Math.round(N / otelSeconds)} json_traces_per_s=${Math.round(N / jsonSeconds)} otel_vs_json=${(jsonSeconds / otelSeconds).toFixed(2)}`,
  );
}

await main();
