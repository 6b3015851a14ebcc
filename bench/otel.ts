// npm run bench:otel [-- --n 3000 --spans-per-request 50 --requests-per-chunk 50]
//
// The same N agent sessions, recorded with the real OpenTelemetry SDK (GenAI + MCP
// attributes), ingested two ways in one run, each into a fresh PostgreSQL database:
//   json: the equivalent trace v1 JSON messages through the v1 path (decode, validate,
//         redact, store), in chunks as the Kafka consumer does;
//   otel: the spans, shuffled across OTLP protobuf export requests as an exporter batches
//         them, decoded, staged chunk by chunk, then assembled into trace v1 and stored
//         through the same v1 path.
// Both are timed from their first message to the last trace stored; producing and
// serializing the spans is the agent's cost and is not timed. No broker: both sides skip
// it alike, so the ratio is the cost of span staging and assembly.
// Last line: otel_spans_per_s=<spans/s> otel_traces_per_s=… json_traces_per_s=… otel_vs_json=<ratio>
import { ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { openDb, type Db } from '../src/store/db.ts';
import { migrate } from '../src/store/migrate.ts';
import { countTraces } from '../src/store/sql/traces.ts';
import { TraceIngestor } from '../src/traces/ingest.ts';
import { SpanAssembler } from '../src/traces/otel/assemble.ts';
import { mapSpans } from '../src/traces/otel/map.ts';
import { decodeOtlp, type OtelSpan } from '../src/traces/otel/otlp.ts';
import { stageSpans } from '../src/traces/otel/stage.ts';
import { createRedactor } from '../src/traces/redact.ts';
import { emitGenAi, provider, sessionSpecs, shuffledBatches } from './lib/otel-sessions.ts';
import { arg, benchDatabase, note } from './lib/env.ts';

const N = Number(arg('n', '3000'));
const PER_REQUEST = Number(arg('spans-per-request', '50'));
const PER_CHUNK = Number(arg('requests-per-chunk', '50'));
const CHUNK = 500; // the v1 consumer's chunk of messages
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

async function main(): Promise<void> {
  const { tracerProvider, exporter } = provider('bench-agent');
  const expected = sessionSpecs(N).map((s) => emitGenAi(tracerProvider, s).expected);
  const spans = exporter.getFinishedSpans();
  const requests = shuffledBatches(spans, PER_REQUEST).map((b) => ProtobufTraceSerializer.serializeRequest(b)!);
  const v1 = expected.map((t) => Buffer.from(JSON.stringify(t)));
  note(`${N} sessions: ${spans.length} spans in ${requests.length} OTLP protobuf requests (${(requests.reduce((n, r) => n + r.length, 0) / 1_048_576).toFixed(1)} MiB); ${(v1.reduce((n, b) => n + b.length, 0) / 1_048_576).toFixed(1)} MiB as trace v1 JSON`);

  const jsonSeconds = await withDb('otel_json', async (db) => {
    const ingestor = ingestorFor(db);
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < v1.length; i += CHUNK) {
      const { rows } = ingestor.decode(v1.slice(i, i + CHUNK).map((value, k) => ({ value, key: null, source: `bench:${i + k}` })));
      await ingestor.store(rows);
    }
    const s = Number(process.hrtime.bigint() - t0) / 1e9;
    if ((await countTraces(db)) !== N) throw new Error('json: not every trace was stored');
    return s;
  });
  note(`json: ${N} traces stored in ${jsonSeconds.toFixed(2)} s (${Math.round(N / jsonSeconds)} traces/s)`);

  const otelSeconds = await withDb('otel_spans', async (db) => {
    const ingestor = ingestorFor(db);
    const assembler = new SpanAssembler({ db, ingestor, idleMs: 0, maxAgeMs: 600_000, maxSpans: 10_000, map: { defaultServer: 'unknown', serverMap } });
    const t0 = process.hrtime.bigint();
    let stageS = 0;
    let decodeNs = 0n;
    const byTrace = new Map<string, OtelSpan[]>();
    for (let i = 0; i < requests.length; i += PER_CHUNK) {
      const d0 = process.hrtime.bigint();
      const chunk: OtelSpan[] = [];
      for (const r of requests.slice(i, i + PER_CHUNK)) {
        const d = decodeOtlp(r, 'auto', 16 * 1_048_576);
        if (!d.ok) throw new Error(d.error);
        for (const s of d.spans) chunk.push(s);
      }
      decodeNs += process.hrtime.bigint() - d0;
      await stageSpans(db, chunk);
      for (const sp of chunk) (byTrace.get(sp.traceId) ?? byTrace.set(sp.traceId, []).get(sp.traceId)!).push(sp);
    }
    stageS = Number(process.hrtime.bigint() - t0) / 1e9;
    const a = await assembler.assembleReady();
    const s = Number(process.hrtime.bigint() - t0) / 1e9;
    if (a.stored !== N || (await countTraces(db)) !== N) throw new Error(`otel: ${a.stored} of ${N} traces stored`);
    // Mapping alone, on the same spans (untimed above: it runs inside the assembly), so the
    // assembly splits into mapping, the v1 decode + store the JSON side also pays, and the rest
    // (reading the staged spans back, closing the traces).
    const m0 = process.hrtime.bigint();
    for (const spans of byTrace.values()) mapSpans(spans, { defaultServer: 'unknown', serverMap });
    const mapS = Number(process.hrtime.bigint() - m0) / 1e9;
    const decodeS = Number(decodeNs) / 1e9;
    note(
      `otel: decode ${decodeS.toFixed(2)} s, stage ${(stageS - decodeS).toFixed(2)} s, assemble + store ${(s - stageS).toFixed(2)} s ` +
        `(of which mapping alone ${mapS.toFixed(2)} s; the v1 decode + store, timed on the JSON side, ${jsonSeconds.toFixed(2)} s)`,
    );
    return s;
  });
  const spansPerS = spans.length / otelSeconds;
  note(`otel: ${spans.length} spans → ${N} traces stored in ${otelSeconds.toFixed(2)} s (${Math.round(N / otelSeconds)} traces/s)`);
  console.log(
    `otel_spans_per_s=${Math.round(spansPerS)} otel_traces_per_s=${Math.round(N / otelSeconds)} json_traces_per_s=${Math.round(N / jsonSeconds)} otel_vs_json=${(jsonSeconds / otelSeconds).toFixed(2)}`,
  );
}

await main();
