// npm run bench:otel [-- --n 3000 --rounds 6 --warmup 3000 --max-calls 3 --decode-workers K --decode-inline-max-bytes B --concurrent-commits 2 --spans-per-request 50 --partitions 3 --chunk-size 1000 --fetch-bytes 16777216]
//
// The same N agent sessions, recorded with the real OpenTelemetry SDK (GenAI + MCP
// attributes), ingested two ways, each into its own fresh PostgreSQL database:
//   json: the equivalent trace v1 JSON messages through the v1 path (decode, validate,
//         redact, store), in chunks as the Kafka consumer does (the next chunk decoding
//         while this one is stored);
//   otel: the spans, shuffled across OTLP protobuf export requests as an exporter batches
//         them, read and staged chunk by chunk as the Kafka door does (the next chunk
//         read while this one is staged; protobuf spans are checked and indexed, not yet
//         decoded: skimOtlp), then decoded, assembled into trace v1 and stored through the
//         same v1 path (the next batch decoded and mapped while this one is stored).
// Each is timed from its first message to the last trace stored. Both are first warmed
// up on --warmup other sessions, then timed --rounds times, in turn (the order swapping
// each round), each round on new sessions (the same specs, new trace and span ids); the
// figures are each side's median round and the median of the rounds' own ratios.
// Beside them, each side's CPU a round (main thread, all of Node, PostgreSQL) and its main
// thread's garbage collection (pause time, collections, bytes allocated).
// Producing and serializing the spans is the agent's cost and is not timed. No broker: both sides skip it alike, so the ratio is the
// cost of span staging and assembly.
// Last line: otel_spans_per_s=<spans/s> otel_traces_per_s=… json_traces_per_s=… otel_vs_json=<ratio>
import { ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { configSchema } from '../src/config.ts';
import { openDb, type Db } from '../src/store/db.ts';
import { migrate } from '../src/store/migrate.ts';
import { countTraces } from '../src/store/sql/traces.ts';
import { defaultDecodeInlineMaxBytes, defaultDecodeWorkers } from '../src/config.ts';
import { TraceIngestor } from '../src/intake/core/ingest.ts';
import { v1Format } from '../src/intake/formats/v1/format.ts';
import { defaultConcurrentCommits, SpanAssembler } from '../src/intake/formats/otlp/assemble.ts';
import { SpanCache } from '../src/intake/formats/otlp/cache.ts';
import { mapSpans } from '../src/intake/formats/otlp/map.ts';
import { skimOtlp, spanOf, type StagedSpan } from '../src/intake/formats/otlp/otlp.ts';
import { readRequests, stagePrepared } from '../src/intake/formats/otlp/stage.ts';
import { createRedactor } from '../src/privacy/redact.ts';
import { emitGenAi, provider, sessionSpecs, shuffledBatches } from '../lib/datasets/otel-sessions.ts';
import { parentPid, processCpuMs, threadCpuMs, treeCpuMs } from './lib/cpu.ts';
import { type GcUse, withGc } from './lib/gc.ts';
import { arg, benchDatabase, note } from './lib/env.ts';

/** A flag's whole number of at least `min`; otherwise the bench says which flag and stops (no stack: it is the caller's input). */
function wholeNumber(name: string, fallback: number, min = 1): number {
  const v = Number(arg(name, String(fallback)));
  if (Number.isInteger(v) && v >= min) return v;
  process.stderr.write(`bench:otel: --${name} must be a whole number of at least ${min}, not "${arg(name, '')}"\n`);
  process.exit(2);
}

const N = wholeNumber('n', 3000);
// Tool calls a session makes: 1 to --max-calls, in turn (so 2 on average by default, 8
// spans a session). Each call adds an LLM call whose input messages hold the conversation
// so far, so more calls make longer conversations, parsed on the OTel side and carried in
// `messages` on the JSON side.
const MAX_CALLS = wholeNumber('max-calls', 3);
const PER_REQUEST = wholeNumber('spans-per-request', 50);
// Both sides' messages reach their door in the chunks the daemon's Kafka consumers make
// with its defaults: spread over the topic's partitions (3, as the daemon creates its
// topics; round-robin, as a producer without keys spreads them), each partition's fetch
// holding up to WHETSTONE_KAFKA_FETCH_BYTES (16 MiB), cut into chunks of
// WHETSTONE_INGEST_CHUNK_SIZE (1,000) messages, not kafkajs's own default fetch, which the
// daemon does not use. The chunks are the daemon's, not its concurrency: the
// daemon handles its 3 partitions at once, the bench their chunks one after another, on
// both sides alike. Fetches are cut by the messages' values alone (Kafka cuts at record
// batches and adds their headers), which matters only with other --fetch-bytes.
const PARTITIONS = wholeNumber('partitions', 3);
const CHUNK_SIZE = wholeNumber('chunk-size', configSchema.shape.ingestChunkSize.parse(undefined));
const FETCH_BYTES = wholeNumber('fetch-bytes', configSchema.shape.kafkaFetchBytes.parse(undefined));

/**
 * Message indexes in the order a door handles them, chunk by chunk: partition p holds every
 * PARTITIONS-th message from p; a fetch takes its messages up to FETCH_BYTES (one at least),
 * the door cuts it into chunks of CHUNK_SIZE; the partitions' chunks are taken in turn.
 */
function doorChunks(sizes: number[]): number[][] {
  const perPartition: number[][][] = [];
  for (let p = 0; p < PARTITIONS; p++) {
    const chunks: number[][] = [];
    let fetched = 0;
    let chunk: number[] = [];
    for (let i = p; i < sizes.length; i += PARTITIONS) {
      const fetchFull = chunk.length > 0 && fetched + sizes[i]! > FETCH_BYTES;
      if (fetchFull || chunk.length === CHUNK_SIZE) {
        chunks.push(chunk);
        chunk = [];
        if (fetchFull) fetched = 0;
      }
      chunk.push(i);
      fetched += sizes[i]!;
    }
    if (chunk.length) chunks.push(chunk);
    perPartition.push(chunks);
  }
  const out: number[][] = [];
  for (let k = 0; perPartition.some((c) => k < c.length); k++)
    for (const c of perPartition) if (k < c.length) out.push(c[k]!);
  return out;
}
// Six by default, an even number: the order swaps each round, and an odd count gave one
// order a round more. The order moves a round's ratio by a few hundredths, one way in one
// run and the other way in the next.
const ROUNDS = wholeNumber('rounds', 6);
// As many sessions as a round by default: with a short warm-up V8 is still compiling both
// paths during the timed run (--trace-opt shows it); after a round's worth, the steady
// state of a daemon that has been running.
const WARMUP = wholeNumber('warmup', N);
const serverMap = {
  'search.mcp.internal:8080': 'search',
  'fetch.mcp.internal:8080': 'fetch',
  'files.mcp.internal:8080': 'files',
};

// The same v1 decode on both sides, as the daemon sets it up on the machine it runs on
// (decode workers, and the size up to which a message still decodes inline);
// `--decode-workers N` and `--decode-inline-max-bytes B` measure another setting.
const DECODE_WORKERS = wholeNumber('decode-workers', defaultDecodeWorkers(), 0);
const DECODE_INLINE_MAX_BYTES = wholeNumber('decode-inline-max-bytes', defaultDecodeInlineMaxBytes(), 0);
// Batches the assembler commits at once (its default: 2 on PostgreSQL); `--concurrent-commits
// 1` measures one commit after the other.
const CONCURRENT_COMMITS = wholeNumber('concurrent-commits', defaultConcurrentCommits('postgres'));
const ingestorFor = (db: Db) =>
  new TraceIngestor({
    format: v1Format,
    db,
    redactor: createRedactor(),
    maxTraceBytes: 1_048_576,
    actor: 'bench',
    decodeWorkers: DECODE_WORKERS,
    decodeInlineMaxBytes: DECODE_INLINE_MAX_BYTES,
  });

interface Workload {
  n: number;
  requests: Uint8Array[];
  v1: Buffer[];
  spans: number;
  /** Each side's door chunks (doorChunks), worked out before the timed runs. */
  requestChunks: number[][];
  v1Chunks: number[][];
}

/** N sessions recorded with the OpenTelemetry SDK: their spans as export requests, and the same sessions as trace v1 JSON. */
function workload(n: number): Workload {
  const { tracerProvider, exporter } = provider('bench-agent');
  const expected = sessionSpecs(n, undefined, MAX_CALLS).map((s) => emitGenAi(tracerProvider, s).expected);
  const spans = exporter.getFinishedSpans();
  const requests = shuffledBatches(spans, PER_REQUEST).map((b) => ProtobufTraceSerializer.serializeRequest(b)!);
  const v1 = expected.map((t) => Buffer.from(JSON.stringify(t)));
  return {
    n,
    requests,
    v1,
    spans: spans.length,
    requestChunks: doorChunks(requests.map((r) => r.length)),
    v1Chunks: doorChunks(v1.map((b) => b.length)),
  };
}

/** The OTel side's long-lived parts, made once as the daemon makes them (decode workers start once). */
interface OtelSide {
  db: Db;
  ingestor: TraceIngestor;
  // The daemon's wiring: the doors and the assembler share a cache of decoded spans.
  cache: SpanCache;
  assembler: SpanAssembler;
}

function otelSide(db: Db): OtelSide {
  const ingestor = ingestorFor(db);
  const cache = new SpanCache(128 * 1_048_576);
  const assembler = new SpanAssembler({
    db,
    ingestor,
    idleMs: 0,
    maxAgeMs: 600_000,
    maxSpans: 10_000,
    map: { defaultServer: 'unknown', serverMap },
    cache,
    concurrentCommits: CONCURRENT_COMMITS,
  });
  return { db, ingestor, cache, assembler };
}

async function runJson(ingestor: TraceIngestor, w: Workload): Promise<number> {
  const t0 = process.hrtime.bigint();
  // As the v1 Kafka consumer runs: the next chunk decodes while this one is stored.
  const chunks = w.v1Chunks;
  const decode = (c: number[]) =>
    ingestor.decodeAsync(c.map((i) => ({ value: w.v1[i]!, key: null, source: `bench:${i}` })));
  let ahead = decode(chunks[0]!);
  for (let k = 0; k < chunks.length; k++) {
    const { rows } = await ahead;
    if (k + 1 < chunks.length) ahead = decode(chunks[k + 1]!);
    await ingestor.store(rows);
  }
  return Number(process.hrtime.bigint() - t0) / 1e9;
}

interface OtelRun {
  seconds: number;
  /** Reading and staging, overlapped as the Kafka door runs them. */
  ingestS: number;
  stored: number;
}

async function runOtel({ db, cache, assembler }: OtelSide, w: Workload): Promise<OtelRun> {
  const messages = w.requests.map((r) => ({ value: Buffer.from(r.buffer, r.byteOffset, r.length) }));
  const t0 = process.hrtime.bigint();
  // As the Kafka door runs: the next chunk is read while this one is staged.
  const chunks = w.requestChunks;
  const read = (c: number[]) =>
    readRequests(
      c.map((i) => messages[i]!),
      'auto',
      16 * 1_048_576,
    );
  let ahead: ReturnType<typeof read> | undefined = read(chunks[0]!);
  for (let k = 0; k < chunks.length; k++) {
    const chunk = await ahead!;
    if (chunk.bad.length) throw new Error(chunk.bad[0]!.error);
    ahead = k + 1 < chunks.length ? read(chunks[k + 1]!) : undefined;
    await stagePrepared(db, chunk.prepared, { cache, lateNow: false }); // as the Kafka door stages
  }
  const stagedAt = process.hrtime.bigint();
  const a = await assembler.assembleReady();
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  return { seconds, ingestS: Number(stagedAt - t0) / 1e9, stored: a.stored };
}

/** The middle value; with an even count, the mean of the middle two (one from each order, in a balanced run). */
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const h = s.length >> 1;
  return s.length % 2 ? s[h]! : (s[h - 1]! + s[h]!) / 2;
};

/**
 * CPU seconds used by this process's main thread, the whole process (GC and compression
 * threads too) and the PostgreSQL server (its postmaster and every backend, those that
 * exited meanwhile included; its background work too), from /proc.
 */
interface Cpu {
  main: number;
  node: number;
  pg: number;
}

function cpuNow(postmaster: number | undefined): Cpu {
  const s = (x: number | undefined) => (x === undefined ? NaN : x / 1000);
  return {
    main: s(threadCpuMs(process.pid, process.pid)),
    node: s(processCpuMs(process.pid)),
    pg: s(postmaster === undefined ? undefined : treeCpuMs(postmaster)),
  };
}

async function withCpu<T>(
  postmaster: number | undefined,
  run: () => Promise<T>,
): Promise<{ value: T; cpu: Cpu; gc: GcUse }> {
  const before = cpuNow(postmaster);
  const { value, gc } = await withGc(run);
  const after = cpuNow(postmaster);
  return {
    value,
    cpu: { main: after.main - before.main, node: after.node - before.node, pg: after.pg - before.pg },
    gc,
  };
}

async function main(): Promise<void> {
  // Warm-up: separate sessions through both paths first, untimed, so both are timed with
  // their code compiled (as in a daemon that has been running), not the JIT's first
  // passes over the decoder, the mapping or the v1 path.
  const warm = workload(WARMUP);
  const rounds = Array.from({ length: ROUNDS }, () => workload(N));
  const w = rounds[0]!;
  note(
    `decode workers: ${DECODE_WORKERS}, messages up to ${DECODE_INLINE_MAX_BYTES} bytes decoded inline (both sides); the assembler commits ${CONCURRENT_COMMITS} batch(es) at once`,
  );
  note(
    `${N} sessions a round (1 to ${MAX_CALLS} tool calls each): ${w.spans} spans in ${w.requests.length} OTLP protobuf requests (${(w.requests.reduce((n, r) => n + r.length, 0) / 1_048_576).toFixed(1)} MiB); ` +
      `${(w.v1.reduce((n, b) => n + b.length, 0) / 1_048_576).toFixed(1)} MiB as trace v1 JSON; both paths warmed up on ${WARMUP} other sessions, then ${ROUNDS} rounds in turn`,
  );
  const sizes = (chunks: number[][]) => chunks.map((c) => c.length).join(', ');
  note(
    `door chunks a round (${PARTITIONS} partitions, fetches up to ${FETCH_BYTES} bytes, chunks up to ${CHUNK_SIZE} messages): ` +
      `otel ${sizes(w.requestChunks)} requests; json ${sizes(w.v1Chunks)} messages`,
  );

  const json = await benchDatabase('otel_json');
  const spans = await benchDatabase('otel_spans');
  const open = async (url: string) => {
    const db = await openDb({
      databaseUrl: url,
      dataDir: '.',
      connectTimeoutMs: 5000,
      lockTimeoutMs: 30_000,
      poolMax: 4,
    });
    await migrate(db);
    return db;
  };
  const jsonDb = await open(json.url);
  const spansDb = await open(spans.url);
  const jsonIngestor = ingestorFor(jsonDb);
  const otel = otelSide(spansDb);
  try {
    await runJson(jsonIngestor, warm);
    await runOtel(otel, warm);
    // The server this bench talks to, found from one of its backends (on this machine when
    // /proc shows it; otherwise its CPU reads n/a).
    const backend = (await jsonDb.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    const postmaster = parentPid(backend);
    const timed: { json: number; otel: OtelRun; jsonCpu: Cpu; otelCpu: Cpu; jsonGc: GcUse; otelGc: GcUse }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const x = rounds[r]!;
      const jsonRun = () => withCpu(postmaster, () => runJson(jsonIngestor, x));
      const otelRun = () => withCpu(postmaster, () => runOtel(otel, x));
      // The order swaps each round, so neither side always runs after the other.
      let js: Awaited<ReturnType<typeof jsonRun>>;
      let os: Awaited<ReturnType<typeof otelRun>>;
      if (r % 2 === 0) {
        js = await jsonRun();
        os = await otelRun();
      } else {
        os = await otelRun();
        js = await jsonRun();
      }
      const j = js.value;
      const o = os.value;
      if (o.stored !== N) throw new Error(`otel: ${o.stored} of ${N} traces stored`);
      timed.push({ json: j, otel: o, jsonCpu: js.cpu, otelCpu: os.cpu, jsonGc: js.gc, otelGc: os.gc });
      note(
        `round ${r + 1}: json ${j.toFixed(3)} s, otel ${o.seconds.toFixed(3)} s (read + stage ${o.ingestS.toFixed(3)} s), ratio ${(j / o.seconds).toFixed(2)}`,
      );
    }
    const stored = N * ROUNDS + WARMUP;
    if ((await countTraces(jsonDb)) !== stored) throw new Error('json: not every trace was stored');
    if ((await countTraces(spansDb)) !== stored) throw new Error('otel: not every trace was stored');

    const jsonSeconds = median(timed.map((t) => t.json));
    const otelSeconds = median(timed.map((t) => t.otel.seconds));
    const ingestS = median(timed.map((t) => t.otel.ingestS));
    const ratio = median(timed.map((t) => t.json / t.otel.seconds));
    // The door's read and the assembler's decode and mapping alone, on one round's requests
    // (untimed above, where they overlap staging and run inside the assembly), so the run
    // splits into its parts. The spans are read again here, not kept from the timed round:
    // held across the rounds, they were live heap the collectors marked during every later
    // round.
    const d0 = process.hrtime.bigint();
    const skimmed = w.requests.map((r) => skimOtlp(r, 'auto', 16 * 1_048_576));
    const skimS = Number(process.hrtime.bigint() - d0) / 1e9;
    const byTrace = new Map<string, StagedSpan[]>();
    for (const d of skimmed)
      if (d.ok)
        for (const sp of d.spans) (byTrace.get(sp.traceId) ?? byTrace.set(sp.traceId, []).get(sp.traceId)!).push(sp);
    const m0 = process.hrtime.bigint();
    let decodeNs = 0n;
    for (const staged of byTrace.values()) {
      const a = process.hrtime.bigint();
      const spans = staged.map(spanOf);
      decodeNs += process.hrtime.bigint() - a;
      mapSpans(spans, { defaultServer: 'unknown', serverMap });
    }
    const decodeS = Number(decodeNs) / 1e9;
    const mapS = Number(process.hrtime.bigint() - m0) / 1e9 - decodeS;
    note(`median of ${ROUNDS} rounds: times are each side's median round, the ratio the median of each round's own`);
    note(`json: ${N} traces stored in ${jsonSeconds.toFixed(2)} s (${Math.round(N / jsonSeconds)} traces/s)`);
    note(
      `otel: read + stage ${ingestS.toFixed(2)} s (the door's read alone ${skimS.toFixed(2)} s), assemble + store ${(otelSeconds - ingestS).toFixed(2)} s ` +
        `(the spans' decode alone ${decodeS.toFixed(2)} s, mapping alone ${mapS.toFixed(2)} s; the v1 decode + store, timed on the JSON side, ${jsonSeconds.toFixed(2)} s)`,
    );
    note(
      `otel: ${w.spans} spans → ${N} traces stored in ${otelSeconds.toFixed(2)} s (${Math.round(N / otelSeconds)} traces/s)`,
    );
    // Where the difference goes: both sides share 2 cores with PostgreSQL, so CPU, not
    // waiting, decides the ratio once neither side idles.
    const cpu = (k: 'jsonCpu' | 'otelCpu') => {
      const c = (f: keyof Cpu) => median(timed.map((t) => t[k][f])).toFixed(2);
      return `main thread ${c('main')} s, all of Node ${c('node')} s, PostgreSQL ${c('pg')} s`;
    };
    note(
      `CPU a round (median; PostgreSQL's includes its background work; /proc counts 10 ms ticks): json — ${cpu('jsonCpu')}; otel — ${cpu('otelCpu')}`,
    );
    // What drives the collections: the bytes each side allocates (V8's GC profiler).
    const gc = (k: 'jsonGc' | 'otelGc') => {
      const m = (f: (g: GcUse) => number) => median(timed.map((t) => f(t[k])));
      return `${m((g) => g.ms).toFixed(0)} ms in ${m((g) => g.collections)} collections (${m((g) => g.scavenges)} scavenges), ${(m((g) => g.allocated) / 1_048_576).toFixed(0)} MiB allocated`;
    };
    note(`garbage collection on the main thread a round (median): json — ${gc('jsonGc')}; otel — ${gc('otelGc')}`);
    console.log(
      `otel_spans_per_s=${Math.round(w.spans / otelSeconds)} otel_traces_per_s=${Math.round(N / otelSeconds)} json_traces_per_s=${Math.round(N / jsonSeconds)} otel_vs_json=${ratio.toFixed(2)}`,
    );
  } finally {
    await jsonIngestor.close();
    await otel.ingestor.close();
    await jsonDb.close();
    await spansDb.close();
    await json.drop();
    await spans.drop();
  }
}

await main();
