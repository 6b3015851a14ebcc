// Span staging (migrations 0015, 0017) on both backends: chunks staged as the requests came,
// read into the assembler's index of open traces, read from the stager's memory or back from
// the database with the same result, counted down to nothing, late spans counted where
// they are found, and 0011's staged batches carried over by the migration.
import { JsonTraceSerializer, ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { Registry } from 'prom-client';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { Db, Tx } from '../../src/store/db.ts';
import { loadMigrations, migrate } from '../../src/store/migrate.ts';
import { countOtelTraces, insertSpanChunk } from '../../src/store/sql/spans.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { createIngestMetrics } from '../../src/intake/core/metrics.ts';
import { SpanAssembler } from '../../src/intake/formats/otlp/assemble.ts';
import { SpanCache } from '../../src/intake/formats/otlp/cache.ts';
import { encodeChunk } from '../../src/intake/formats/otlp/chunk.ts';
import { createOtelMetrics, type OtelMetrics } from '../../src/intake/formats/otlp/metrics.ts';
import { isLazy, isRootSpan, skimOtlp, spanOf, type OtelSpan } from '../../src/intake/formats/otlp/otlp.ts';
import { readRequestOf, stageRequests, type ReadRequest } from '../../src/intake/formats/otlp/stage.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { emitGenAi, provider, sessionSpecs, shuffledBatches } from '../../lib/datasets/otel-sessions.ts';
import { backends, migratedCopy, type TestStore } from '../kit/db.ts';

const map = {
  defaultServer: 'unknown',
  serverMap: {
    'search.mcp.internal:8080': 'search',
    'fetch.mcp.internal:8080': 'fetch',
    'files.mcp.internal:8080': 'files',
  },
};
const ROW =
  'SELECT trace_id, ts, server, session_id, user_query, tools_shown, tool_calls, final_answer, signals, extra, content_hash, redactions, source FROM traces ORDER BY trace_id';

/** N sessions' spans as export requests, protobuf and JSON alternating, read as a door reads them (protobuf spans skimmed). */
function requests(
  n: number,
  perRequest: number,
): { decoded: ReadRequest[]; spans: number; traceIds: string[]; expected: Record<string, unknown>[] } {
  const { tracerProvider, exporter } = provider('staging-agent');
  const emitted = sessionSpecs(n).map((s) => emitGenAi(tracerProvider, s));
  const traceIds = emitted.map((e) => e.traceId);
  const all = exporter.getFinishedSpans();
  const decoded = shuffledBatches(all, perRequest).map((b, i) => {
    const body = (i % 2 ? JsonTraceSerializer : ProtobufTraceSerializer).serializeRequest(b)!;
    const d = skimOtlp(body, 'auto', 1_048_576);
    if (!d.ok) throw new Error(d.error);
    return readRequestOf(body, d);
  });
  return { decoded, spans: all.length, traceIds, expected: emitted.map((e) => e.expected) };
}

// Batches of 5 traces: a dozen traces go through the pipeline (the next batch prepared
// while this one is stored) in three.
function assembler(
  db: Db,
  metrics: OtelMetrics,
  cache?: SpanCache,
  idleGate?: () => boolean,
  batchSize = 5,
): SpanAssembler {
  const ingestor = new TraceIngestor({
    format: v1Format,
    db,
    redactor: createRedactor(),
    maxTraceBytes: 1_048_576,
    actor: 'test',
  });
  return new SpanAssembler({
    db,
    ingestor,
    idleMs: 0,
    maxAgeMs: 600_000,
    maxSpans: 1_000,
    map,
    metrics,
    cache,
    batchSize,
    idleGate,
  });
}

async function stageAll(db: Db, decoded: ReadRequest[], per: number, o: { metrics: OtelMetrics; cache?: SpanCache }) {
  for (let i = 0; i < decoded.length; i += per) await stageRequests(db, decoded.slice(i, i + per), o);
}

const counter = async (m: OtelMetrics, key: 'chunkReads' | 'spansDropped', label: Record<string, string>) =>
  (await m[key].get()).values.find((v) => Object.entries(label).every(([k, x]) => v.labels[k as never] === x))?.value ??
  0;

/** A fresh database of the backend, migrated up to `upTo` (all by default), closed and dropped after fn. */
async function withStore<T>(
  fresh: () => Promise<TestStore>,
  fn: (db: Db) => Promise<T>,
  upTo = loadMigrations(),
): Promise<T> {
  // Fully migrated: a copy of the backend's migrated template, which migrate checks and
  // applies nothing to. A partial upTo migrates here from an empty schema.
  const all = upTo.length === loadMigrations().length;
  const store = await (all ? migratedCopy(fresh) : fresh());
  const db = await store.open();
  try {
    await migrate(db, upTo);
    return await fn(db);
  } finally {
    await db.close();
    await store.cleanup();
  }
}

/** The rows of every request staged and assembled at once, in a database of their own. */
const referenceRows = (fresh: () => Promise<TestStore>, decoded: ReadRequest[], traces: number) =>
  withStore(fresh, async (db) => {
    const metrics = createOtelMetrics(new Registry());
    await stageAll(db, decoded, 1, { metrics });
    expect((await assembler(db, metrics).assembleReady()).stored).toBe(traces);
    return (await db.query(ROW)).rows;
  });

/**
 * The database with each transaction held `ms` before its work (so the assembler's next
 * commit starts while this one runs), recording every statement run in a transaction.
 */
function heldTransactions(db: Db, ms: number, statements: { sql: string; params: unknown[] }[]): Db {
  return Object.assign(Object.create(db) as Db, {
    transaction: <T>(fn: (tx: Tx) => Promise<T>) =>
      db.transaction(async (tx) => {
        await sleep(ms);
        const recording: Tx = {
          ...tx,
          query: (sql: string, params?: unknown[]) => {
            statements.push({ sql: sql.trim(), params: params ?? [] });
            return tx.query(sql, params);
          },
        } as Tx;
        return fn(recording);
      }),
  });
}

const chunkCount = async (db: Db) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM otel_span_chunks')).rows[0]!.n;

/**
 * Six sessions staged with the stager's cache, then one skimmed span's bytes overwritten in
 * the chunk's frames (shared with a decode worker) after its door checked them: corruption
 * in memory, which the assembler must count and assemble around.
 */
async function stagedWithCorruptSpan(db: Db): Promise<{ metrics: OtelMetrics; cache: SpanCache; traceIds: string[] }> {
  const metrics = createOtelMetrics(new Registry());
  const { decoded, traceIds } = requests(6, 5);
  const cache = new SpanCache(16 * 1_048_576);
  await stageAll(db, decoded, 3, { metrics, cache });
  const lazy = decoded.flatMap((r) => r.spans).find(isLazy)!;
  lazy.src.buf.fill(0xff, lazy.src.base + lazy.at, lazy.src.base + lazy.stop);
  return { metrics, cache, traceIds };
}

describe.each(backends)('OTel span staging on %s', (_name, fresh) => {
  it("stores the same rows whether the assembler reads the stager's memory or the staged rows, and leaves no chunk behind", async () => {
    const { decoded, traceIds } = requests(12, 5);
    const results: { rows: unknown[]; memory: number; database: number }[] = [];
    for (const withCache of [true, false]) {
      await withStore(fresh, async (db) => {
        const metrics = createOtelMetrics(new Registry());
        // Without a cache this is another replica's assembler: every chunk is read back.
        const cache = withCache ? new SpanCache(16 * 1_048_576) : undefined;
        await stageAll(db, decoded, 4, { metrics, cache });
        expect(await chunkCount(db)).toBe(Math.ceil(decoded.length / 4));
        const s = await assembler(db, metrics, cache).assembleReady();
        expect(s).toMatchObject({ stored: traceIds.length, dropped: 0, deadLettered: 0 });
        expect(await chunkCount(db)).toBe(0);
        expect(await countOtelTraces(db)).toEqual({ assembled: traceIds.length });
        if (cache) expect(cache.bytes).toBe(0);
        results.push({
          rows: (await db.query(ROW)).rows,
          memory: await counter(metrics, 'chunkReads', { source: 'memory' }),
          database: await counter(metrics, 'chunkReads', { source: 'database' }),
        });
      });
    }
    const [hit, miss] = results as [(typeof results)[0], (typeof results)[0]];
    expect(hit.rows.length).toBe(traceIds.length);
    expect(miss.rows).toEqual(hit.rows);
    expect(hit.database).toBe(0);
    expect(hit.memory).toBeGreaterThan(0);
    expect(miss.memory).toBe(0);
    expect(miss.database).toBeGreaterThan(0);
  });

  // Eight traces in three chunks: A holds part of every trace, B the rest of the first four
  // (ready first: their last chunk is older), C the rest of the last four. Batches of one
  // trace, each transaction held 40 ms, so each commit starts while the one before is
  // still running, and each counts the other's trace as open: the commit that closes B's
  // last trace cannot delete B, nor the last one A and C. B goes with the next commit
  // (whose own trace is not in B), A and C in a transaction of their own at the end.
  it('commits two batches at once and still deletes every chunk: one both needed goes with a later commit, or at the end of the round', async () => {
    const { tracerProvider, exporter } = provider('staging-agent');
    const traceIds = sessionSpecs(8).map((spec) => emitGenAi(tracerProvider, spec).traceId);
    const byTrace = new Map<string, ReturnType<typeof exporter.getFinishedSpans>>();
    for (const sp of exporter.getFinishedSpans())
      byTrace.set(sp.spanContext().traceId, [...(byTrace.get(sp.spanContext().traceId) ?? []), sp]);
    const chunks: ReturnType<typeof exporter.getFinishedSpans>[] = [[], [], []];
    traceIds.forEach((id, i) => {
      const spans = byTrace.get(id)!;
      const half = Math.ceil(spans.length / 2);
      chunks[0]!.push(...spans.slice(0, half));
      chunks[i < 4 ? 1 : 2]!.push(...spans.slice(half));
    });
    const request = (spans: ReturnType<typeof exporter.getFinishedSpans>) => {
      const body = ProtobufTraceSerializer.serializeRequest(spans)!;
      const d = skimOtlp(body, 'auto', 1_048_576);
      if (!d.ok) throw new Error(d.error);
      return readRequestOf(body, d);
    };
    const run = (concurrentCommits: number) =>
      withStore(fresh, async (db) => {
        const metrics = createOtelMetrics(new Registry());
        const cache = new SpanCache(16 * 1_048_576);
        for (const c of chunks) {
          await stageRequests(db, [request(c)], { metrics, cache });
          await sleep(10); // B staged before C in the database's clock: B's traces are ready first
        }
        const [a, b, c] = (
          await db.query<{ id: string }>('SELECT id::text AS id FROM otel_span_chunks ORDER BY id')
        ).rows.map((r) => r.id);
        const statements: { sql: string; params: unknown[] }[] = [];
        const held = heldTransactions(db, 40, statements);
        const ingestor = new TraceIngestor({
          format: v1Format,
          db: held,
          redactor: createRedactor(),
          maxTraceBytes: 1_048_576,
          actor: 'test',
        });
        const a8r = new SpanAssembler({
          db: held,
          ingestor,
          idleMs: 0,
          maxAgeMs: 600_000,
          maxSpans: 1_000,
          map,
          metrics,
          cache,
          batchSize: 1,
          concurrentCommits,
        });
        expect(await a8r.assembleReady()).toMatchObject({ stored: 8, duplicates: 0, dropped: 0, deadLettered: 0 });
        expect(await chunkCount(db)).toBe(0);
        expect(cache.bytes).toBe(0);
        expect(await countOtelTraces(db)).toEqual({ assembled: 8 });
        // Which statement deleted each chunk, and which traces that statement closed.
        const deletedBy = new Map<string, string[] | 'alone'>();
        for (const st of statements) {
          if (st.sql.includes('INSERT INTO otel_finished'))
            for (const id of st.params[3] as string[]) deletedBy.set(id, String(st.params[0]).split(','));
          else if (st.sql.startsWith('DELETE FROM otel_span_chunks'))
            for (const id of st.params[0] as string[]) deletedBy.set(id, 'alone');
        }
        return { rows: (await db.query(ROW)).rows, deletedBy, a: a!, b: b!, c: c! };
      });
    const one = await run(1);
    const two = await run(2);
    expect(two.rows).toEqual(one.rows);
    // One commit at a time: each chunk goes with the commit that closes its last trace.
    const firstFour = new Set(traceIds.slice(0, 4));
    expect(one.deletedBy.get(one.b)).toEqual([expect.toSatisfy((id: string) => firstFour.has(id))]);
    expect(one.deletedBy.get(one.a)).toEqual([expect.toSatisfy((id: string) => !firstFour.has(id))]);
    expect(one.deletedBy.get(one.c)).toEqual(one.deletedBy.get(one.a));
    // Two at once: B with the next commit, whose trace is one of the last four; A and C alone.
    expect(two.deletedBy.get(two.b)).toEqual([expect.toSatisfy((id: string) => !firstFour.has(id))]);
    expect(two.deletedBy.get(two.a)).toBe('alone');
    expect(two.deletedBy.get(two.c)).toBe('alone');
  });

  // With decode workers a round's batches go in groups, one to each worker and one to the
  // event loop; a worker's rows come back as COPY text on PostgreSQL (RenderedRow).
  it('stores the same rows with a decode worker as on the event loop, from the cache and read back, and the same dead letters', async () => {
    const { decoded, traceIds } = requests(12, 5);
    const runs: { workers: number; cached: boolean; rows: unknown[]; dead: unknown[] }[] = [];
    // No worker; one beside the loop (values up to 64 KiB decoded on the loop, the daemon's
    // default on two cores); one taking every batch (no inline limit, the default above).
    for (const [workers, inlineMax] of [
      [0, 0],
      [1, 65_536],
      [1, 0],
    ] as const) {
      for (const [cached, maxTraceBytes] of [
        [true, 1_048_576],
        [false, 1_048_576],
        [true, 1_500],
      ] as const) {
        await withStore(fresh, async (db) => {
          const metrics = createOtelMetrics(new Registry());
          const cache = cached ? new SpanCache(16 * 1_048_576) : undefined;
          await stageAll(db, decoded, 4, { metrics, cache });
          const ingestMetrics = createIngestMetrics(new Registry());
          const ingestor = new TraceIngestor({
            format: v1Format,
            db,
            redactor: createRedactor(),
            maxTraceBytes,
            actor: 'test',
            decodeWorkers: workers,
            decodeInlineMaxBytes: inlineMax,
            metrics: ingestMetrics,
          });
          try {
            expect(ingestor.workers).toBe(workers);
            const a = new SpanAssembler({
              db,
              ingestor,
              idleMs: 0,
              maxAgeMs: 600_000,
              maxSpans: 1_000,
              map,
              metrics,
              cache,
              batchSize: 2,
            });
            const s = await a.assembleReady();
            // With the worker, batches were decoded there and on the loop alike.
            const decodedAt = (await ingestMetrics.decoded.get()).values;
            const where = (w: string) => decodedAt.find((v) => v.labels.where === w)?.value ?? 0;
            if (!workers) expect(where('worker')).toBe(0);
            else if (inlineMax)
              expect([where('worker') > 0, where('inline') > 0, where('worker') + where('inline')]).toEqual([
                true,
                true,
                traceIds.length,
              ]);
            else expect([where('worker'), where('inline')]).toEqual([traceIds.length, 0]);
            expect(s.stored + s.deadLettered).toBe(traceIds.length);
            // Some traces fit in 1,500 bytes as JSON and some do not: both kinds come back from the worker.
            if (maxTraceBytes === 1_500) expect(s.deadLettered).toBeGreaterThan(0);
            expect(s.deadLetteredByReason).toEqual(s.deadLettered ? { oversize: s.deadLettered } : {});
            if (maxTraceBytes === 1_500) expect(s.stored).toBeGreaterThan(0);
            expect(await chunkCount(db)).toBe(0);
            if (cache) expect(cache.bytes).toBe(0);
            const dead = (
              await db.query<{ reason: string; source: string; key: string; value: Uint8Array }>(
                'SELECT reason, source, message_key AS key, value FROM dead_letters ORDER BY source',
              )
            ).rows;
            runs.push({
              workers,
              cached,
              rows: (await db.query(ROW)).rows,
              dead: dead.map((d) => ({
                reason: d.reason,
                source: d.source,
                key: d.key,
                value: JSON.parse(Buffer.from(d.value).toString('utf8')),
              })),
            });
          } finally {
            await ingestor.close();
          }
        });
      }
    }
    // Three runs each (cached, read back, small limit): the worker's the loop's.
    const loop = runs.slice(0, 3);
    for (const w of runs.slice(3)) {
      const same = loop[runs.indexOf(w) % 3]!;
      expect(w.rows).toEqual(same.rows);
      expect(w.dead).toEqual(same.dead);
    }
    // The dead letters carry the trace v1 JSON, as from the loop, for `dlq replay`.
    const withDead = runs[runs.length - 1]!;
    expect(withDead.dead[0]).toMatchObject({ reason: 'oversize', value: { schema: 'whetstone.trace/v1' } });
  });

  it('assembles a batch on the event loop when its decode worker is gone, and counts a span a worker cannot decode as the loop does', async () => {
    await withStore(fresh, async (db) => {
      const { metrics, cache, traceIds } = await stagedWithCorruptSpan(db);
      const warnings: string[] = [];
      const log = {
        warn: (_o: unknown, msg: string) => warnings.push(msg),
        error: () => {},
        info: () => {},
        debug: () => {},
      } as never;
      // Values up to 1 MiB decoded on the loop when the loop prepares a batch (as the daemon's
      // 64 KiB on two cores does for these traces), so the loop needs no worker.
      const ingestor = new TraceIngestor({
        format: v1Format,
        db,
        redactor: createRedactor(),
        maxTraceBytes: 1_048_576,
        actor: 'test',
        decodeWorkers: 1,
        decodeInlineMaxBytes: 1_048_576,
      });
      const a = new SpanAssembler({
        db,
        ingestor,
        idleMs: 0,
        maxAgeMs: 600_000,
        maxSpans: 1_000,
        map,
        metrics,
        cache,
        batchSize: 2,
        log,
      });
      try {
        const first = await a.assembleReady({ traceIds: traceIds.slice(0, 3), idleMs: 0 });
        expect(first.stored + first.dropped).toBe(3);
        expect(warnings).toEqual([]);
        // The pool closed (as at shutdown): the worker's batches are assembled here.
        await ingestor.close();
        const rest = await a.assembleReady();
        expect(rest.stored + rest.dropped).toBe(traceIds.length - 3);
        expect(warnings.some((w) => /decode worker/.test(w))).toBe(true);
      } finally {
        await ingestor.close();
      }
      expect(await countOtelTraces(db)).not.toHaveProperty('open');
      expect(await counter(metrics, 'spansDropped', { reason: 'unreadable' })).toBe(1);
      expect(await chunkCount(db)).toBe(0);
    });
  });

  it('counts a span a worker cannot decode once, also when its trace is dead-lettered (and mapped again on the loop for the letter)', async () => {
    await withStore(fresh, async (db) => {
      const { metrics, cache, traceIds } = await stagedWithCorruptSpan(db);
      // Every batch in the worker (no inline limit), every trace over the size limit.
      const ingestor = new TraceIngestor({
        format: v1Format,
        db,
        redactor: createRedactor(),
        maxTraceBytes: 200,
        actor: 'test',
        decodeWorkers: 1,
        decodeInlineMaxBytes: 0,
      });
      try {
        const s = await new SpanAssembler({
          db,
          ingestor,
          idleMs: 0,
          maxAgeMs: 600_000,
          maxSpans: 1_000,
          map,
          metrics,
          cache,
          batchSize: 2,
        }).assembleReady();
        expect(s.deadLettered + s.dropped).toBe(traceIds.length);
        expect(s.deadLettered).toBeGreaterThan(0);
      } finally {
        await ingestor.close();
      }
      const letters = (await db.query<{ value: Uint8Array }>('SELECT value FROM dead_letters')).rows;
      for (const l of letters)
        expect(JSON.parse(Buffer.from(l.value).toString('utf8'))).toMatchObject({ schema: 'whetstone.trace/v1' });
      expect(await counter(metrics, 'spansDropped', { reason: 'unreadable' })).toBe(1);
    });
  });

  it('counts late spans when staged for a finished trace, when the Kafka door leaves them to the fold, and when a chunk staged before the trace finished is folded after', async () => {
    await withStore(fresh, async (db) => {
      const metrics = createOtelMetrics(new Registry());
      const cache = new SpanCache(16 * 1_048_576);
      const { decoded, spans, traceIds } = requests(3, 4);
      await stageAll(db, decoded, 2, { metrics, cache });
      expect((await assembler(db, metrics, cache).assembleReady()).stored).toBe(3);

      // A redelivered request: every trace in it is finished, so nothing is staged.
      const again = await stageRequests(db, [decoded[0]!], { metrics, cache });
      expect(again).toMatchObject({ spans: 0, late: decoded[0]!.spans.length });
      expect(await chunkCount(db)).toBe(0);

      // The Kafka door does not look (no one waits for its answer): the chunk is written,
      // and the assembler's fold finds its spans late and deletes it.
      const unchecked = await stageRequests(db, [decoded[0]!], { metrics, cache, lateNow: false });
      expect(unchecked).toMatchObject({ spans: decoded[0]!.spans.length, late: 0 });
      expect(await chunkCount(db)).toBe(1);
      expect((await assembler(db, metrics, cache).assembleReady()).stored).toBe(0);
      expect(await chunkCount(db)).toBe(0);
      expect(await counter(metrics, 'spansDropped', { reason: 'late' })).toBe(2 * decoded[0]!.spans.length);

      const spansOfFirst = decoded.flatMap((r) => r.spans).filter((s) => s.traceId === traceIds[0]);
      const index = { trace_ids: [traceIds[0]!], span_counts: [spansOfFirst.length], roots: [true] };
      const staged = await insertSpanChunk(db, {
        format: 'otlp',
        body: encodeChunk([decoded[0]!]),
        traces: [{ trace_id: index.trace_ids[0]!, span_count: index.span_counts[0]!, root_ended: true }],
      });
      expect(staged).toEqual({ chunkId: null, late: new Set([traceIds[0]]) });

      // A chunk staged in a snapshot taken before its trace finished (a concurrent
      // assembly): written as such a stager writes it, and found late by the fold.
      await db.query(
        `INSERT INTO otel_span_chunks (format, body, trace_ids, span_counts, roots) VALUES ('otlp', $1, $2::text[], $3::int[], $4::bool[])`,
        [encodeChunk([decoded[0]!]), index.trace_ids, index.span_counts, index.roots],
      );
      expect(await chunkCount(db)).toBe(1);
      expect((await assembler(db, metrics, cache).assembleReady()).stored).toBe(0);
      expect(await chunkCount(db)).toBe(0);
      expect(await counter(metrics, 'spansDropped', { reason: 'late' })).toBe(
        2 * decoded[0]!.spans.length + spansOfFirst.length,
      );
      expect(spans).toBeGreaterThan(spansOfFirst.length);
    });
  });

  it('keeps the tombstone of a finished trace whose late spans the Kafka door staged beside an open trace, past its 24 h, so a rebuild does not reopen it', async () => {
    await withStore(fresh, async (db) => {
      const metrics = createOtelMetrics(new Registry());
      // Two sessions in one protobuf request: T is staged and assembled alone first.
      const { decoded, traceIds } = requests(2, 100);
      const t = traceIds[0]!;
      const all = decoded[0]!;
      await stageRequests(db, [{ ...all, spans: all.spans.filter((x) => x.traceId === t) }], { metrics });
      expect((await assembler(db, metrics).assembleReady()).stored).toBe(1);
      // T's tombstone nearly a day old when its spans come again (a redelivery), in a chunk
      // with U's spans but its root: U stays open, so the chunk is kept.
      await db.query(`UPDATE otel_finished SET finished_at = now() - interval '25 hours'`);
      await stageRequests(db, [{ ...all, spans: all.spans.filter((x) => x.traceId === t || !isRootSpan(x)) }], {
        metrics,
        lateNow: false,
      });
      // A new assembler: it folds the chunk (T late, U open) and purges tombstones older than 24 h.
      expect((await assembler(db, metrics).assembleReady()).stored).toBe(0);
      expect(await chunkCount(db)).toBe(1);
      expect(await countOtelTraces(db)).toEqual({ assembled: 1, open: 1 });
      // Another one rebuilds its index from that chunk: T stays finished (before, its purged
      // tombstone let the rebuild open it again and assemble its spans a second time).
      const again = await assembler(db, metrics).assembleReady();
      expect(again).toMatchObject({ stored: 0, duplicates: 0, dropped: 0 });
      expect(await countOtelTraces(db)).toEqual({ assembled: 1, open: 1 });
    });
  });

  it('rebuilds its index when another assembler worked since its last round: no trace assembled twice, none from a deleted chunk', async () => {
    await withStore(fresh, async (db) => {
      const metrics = createOtelMetrics(new Registry());
      const { tracerProvider, exporter } = provider('replica-agent');
      const emitted = sessionSpecs(3).map((s) => emitGenAi(tracerProvider, s));
      const [t1, t2, t3] = emitted.map((e) => e.traceId) as [string, string, string];
      const all = exporter.getFinishedSpans();
      const of = (id: string) => all.filter((x) => x.spanContext().traceId === id);
      const rootSpan = (x: (typeof all)[0]) => x.parentSpanContext === undefined;
      const stage = async (spans: typeof all) => {
        const body = ProtobufTraceSerializer.serializeRequest(spans)!;
        const d = skimOtlp(body, 'auto', 1_048_576);
        if (!d.ok) throw new Error(d.error);
        await stageRequests(db, [readRequestOf(body, d)], { metrics });
      };
      const ingestor = new TraceIngestor({
        format: v1Format,
        db,
        redactor: createRedactor(),
        maxTraceBytes: 1_048_576,
        actor: 'test',
      });
      const aOptions = { db, ingestor, idleMs: 0, maxAgeMs: 600_000, maxSpans: 1_000, map, metrics };
      const a = new SpanAssembler(aOptions);
      const b = new SpanAssembler({ ...aOptions });

      // a: t1 whole, t2 without its root span (open in a's index).
      await stage([...of(t1), ...of(t2).filter((x) => !rootSpan(x))]);
      expect(await a.assembleReady()).toMatchObject({ stored: 1, dropped: 0 });
      // b, another replica: t2's root arrives; b rebuilds from the chunk a read and assembles t2 whole.
      await stage(of(t2).filter(rootSpan));
      expect(await b.assembleReady()).toMatchObject({ stored: 1, duplicates: 0, dropped: 0 });
      // a again, now forcing whatever it holds open: without a rebuild it would still hold
      // t2, from a chunk b deleted, and assemble it a second time with no spans.
      await stage(of(t3));
      aOptions.maxAgeMs = 0;
      expect(await a.assembleReady()).toEqual({
        stored: 1,
        duplicates: 0,
        deadLettered: 0,
        deadLetteredByReason: {},
        dropped: 0,
        droppedByReason: {},
        forced: 0,
      });
      expect(await countOtelTraces(db)).toEqual({ assembled: 3 });
      expect(await chunkCount(db)).toBe(0);
      const stored = await db.query<{ trace_id: string; tool_calls: unknown[] }>(
        'SELECT trace_id, tool_calls FROM traces WHERE trace_id = $1',
        [t2],
      );
      expect(stored.rows[0]!.tool_calls.length).toBe((emitted[1]!.expected.tool_calls as unknown[]).length);
    });
  });

  it('stops a round at its next write when another assembler claimed one meanwhile (its lock lost mid-round), then assembles', async () => {
    await withStore(fresh, async (db) => {
      const metrics = createOtelMetrics(new Registry());
      const { decoded, traceIds } = requests(3, 4);
      await stageAll(db, decoded, 2, { metrics });
      // Another assembler claims a round between this one's claim and its first write, as
      // when this one's lock connection dropped and a replica took the lock.
      let race = true;
      const raced: Db = {
        ...db,
        transaction: async <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => {
          if (race) {
            race = false;
            await db.query('UPDATE otel_assembler SET epoch = epoch + 1');
          }
          return db.transaction(fn);
        },
      };
      const a = assembler(raced, metrics);
      await expect(a.assembleReady()).rejects.toMatchObject({ code: 'conflict', retriable: true });
      // It wrote nothing: no chunk marked read, no trace stored or closed.
      expect(
        (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM otel_span_chunks WHERE folded')).rows[0]!.n,
      ).toBe(0);
      expect(await countOtelTraces(db)).toEqual({ open: traceIds.length });
      // Its next round rebuilds and assembles everything once.
      expect(await a.assembleReady()).toMatchObject({ stored: traceIds.length, duplicates: 0 });
      expect(await countOtelTraces(db)).toEqual({ assembled: traceIds.length });
    });
  });

  it('leaves the rounds to the replica that claimed one lately, so the two do not take turns (each turn a rebuild)', async () => {
    await withStore(fresh, async (db) => {
      const metrics = createOtelMetrics(new Registry());
      const ingestor = new TraceIngestor({
        format: v1Format,
        db,
        redactor: createRedactor(),
        maxTraceBytes: 1_048_576,
        actor: 'test',
      });
      const replica = () =>
        new SpanAssembler({ db, ingestor, idleMs: 100, maxAgeMs: 600_000, maxSpans: 1_000, map, metrics });
      const stop = new AbortController();
      const holder = async () =>
        (await db.query<{ holder: string | null }>('SELECT holder FROM otel_assembler')).rows[0]!.holder;
      const first = replica().loop(stop.signal);
      for (let i = 0; i < 100 && (await holder()) === null; i++) await new Promise((r) => setTimeout(r, 20));
      const second = replica().loop(stop.signal);
      const seen = new Set<string | null>();
      for (let i = 0; i < 15; i++) {
        await new Promise((r) => setTimeout(r, 100));
        seen.add(await holder());
      }
      stop.abort();
      await Promise.all([first, second]);
      expect(seen.size).toBe(1);
      expect([...seen][0]).not.toBeNull();
    });
  });

  it('drops a trace with more distinct spans than WHETSTONE_OTEL_MAX_SPANS, counted too_large; a span sent twice counts once', async () => {
    await withStore(fresh, async (db) => {
      const metrics = createOtelMetrics(new Registry());
      const { decoded, traceIds } = requests(2, 4);
      // Every request twice, as an exporter's retry sends it: each span arrives twice.
      await stageAll(db, [...decoded, ...decoded], 3, { metrics });
      const distinct = (id: string) =>
        new Set(
          decoded
            .flatMap((r) => r.spans)
            .filter((x) => x.traceId === id)
            .map((x) => spanOf(x).spanId),
        ).size;
      const [t0, t1] = traceIds as [string, string];
      const ingestor = new TraceIngestor({
        format: v1Format,
        db,
        redactor: createRedactor(),
        maxTraceBytes: 1_048_576,
        actor: 'test',
      });
      const limited = (maxSpans: number) =>
        new SpanAssembler({ db, ingestor, idleMs: 0, maxAgeMs: 600_000, maxSpans, map, metrics });
      // At the limit (twice as many spans arrived): stored.
      expect(await limited(distinct(t0)).assembleReady({ traceIds: [t0], idleMs: 0 })).toMatchObject({
        stored: 1,
        dropped: 0,
      });
      // One over: dropped, counted, and closed (its chunks deleted).
      expect(await limited(distinct(t1) - 1).assembleReady({ traceIds: [t1], idleMs: 0 })).toMatchObject({
        stored: 0,
        dropped: 1,
      });
      const tooLarge = (await metrics.traces.get()).values.find((v) => v.labels.outcome === 'too_large')?.value;
      expect(tooLarge).toBe(1);
      expect(await countOtelTraces(db)).toEqual({ assembled: 1, dropped: 1 });
      expect(await chunkCount(db)).toBe(0);
    });
  });

  it('assembles around a staged chunk that cannot be decoded, logging and counting it, instead of failing every round', async () => {
    await withStore(fresh, async (db) => {
      const metrics = createOtelMetrics(new Registry());
      const { decoded, traceIds } = requests(6, 5);
      // Staged without the cache: every chunk is read back, as by another replica's assembler.
      await stageAll(db, decoded, 3, { metrics });
      const chunks = await chunkCount(db);
      expect(chunks).toBeGreaterThan(1);
      await db.query(
        `UPDATE otel_span_chunks SET body = '\\x00ffffffff01'::bytea WHERE id = (SELECT min(id) FROM otel_span_chunks)`,
      );
      // One trace a batch, and the unreadable chunk holds spans of at least three: read once,
      // it stays known as unreadable until its chunk is deleted (it was forgotten at the
      // first commit after its read, and a later batch read and logged it again).
      const holds = await db.query<{ n: number }>(
        'SELECT cardinality(trace_ids) AS n FROM otel_span_chunks ORDER BY id LIMIT 1',
      );
      expect(holds.rows[0]!.n).toBeGreaterThanOrEqual(3);
      const cache = new SpanCache(16 * 1_048_576);
      const s = await assembler(db, metrics, cache, undefined, 1).assembleReady();
      // Every trace is finished: stored with the spans the other chunks hold, or dropped.
      expect(s.stored + s.dropped).toBe(traceIds.length);
      expect(s.stored).toBeGreaterThan(0);
      expect(await countOtelTraces(db)).not.toHaveProperty('open');
      expect(await chunkCount(db)).toBe(0);
      expect(await counter(metrics, 'chunkReads', { source: 'unreadable' })).toBe(1);
      expect(await counter(metrics, 'chunkReads', { source: 'database' })).toBe(chunks);
      // Its chunk deleted with the last trace that needed it, nothing is left in the cache.
      expect(cache.bytes).toBe(0);
      expect(cache.size).toBe(0);
    });
  });

  it('assembles a trace around a span held in memory whose bytes no longer decode, logging and counting it', async () => {
    await withStore(fresh, async (db) => {
      const { metrics, cache, traceIds } = await stagedWithCorruptSpan(db);
      const s = await assembler(db, metrics, cache).assembleReady();
      expect(s.stored + s.dropped).toBe(traceIds.length);
      expect(s.stored).toBeGreaterThanOrEqual(traceIds.length - 1);
      expect(await countOtelTraces(db)).not.toHaveProperty('open');
      expect(await counter(metrics, 'spansDropped', { reason: 'unreadable' })).toBe(1);
      expect(await counter(metrics, 'chunkReads', { source: 'database' })).toBe(0);
    });
  });

  // The Kafka door's gate (caughtUp) opens when its last chunk is staged. A daemon
  // restarted mid-trace (the SIGKILL test in otel-ingest) showed the race: the chunk
  // committed during the fold, the gate was read open after it, and traces with spans in
  // the unfolded chunk were assembled without them.
  it('does not take a door catching up during the fold for silence: the chunk staged then is folded before its trace is judged idle', async () => {
    const { decoded, traceIds } = requests(4, 3);
    // A request holding no root span: each of its traces has its root, ended, elsewhere.
    const held = decoded.findIndex((r) => r.spans.every((x) => !isRootSpan(x)));
    expect(held).toBeGreaterThanOrEqual(0);
    const reference = await referenceRows(fresh, decoded, traceIds.length);
    await withStore(fresh, async (db) => {
      const metrics = createOtelMetrics(new Registry());
      await stageAll(
        db,
        decoded.filter((_, i) => i !== held),
        1,
        { metrics },
      );
      let caughtUp = false;
      let folds = 0;
      // The first transaction of a round is the fold: right after it, the door stages its
      // last chunk and reports that it caught up.
      const racing: Db = Object.create(db, {
        transaction: {
          value: async <T>(fn: Parameters<Db['transaction']>[0]): Promise<T> => {
            const r = (await db.transaction(fn)) as T;
            if (folds++ === 0) {
              await stageRequests(db, [decoded[held]!], { metrics });
              caughtUp = true;
            }
            return r;
          },
        },
      });
      const a = assembler(racing, metrics, undefined, () => caughtUp);
      const first = await a.assembleReady();
      const second = await a.assembleReady();
      expect(first.stored + second.stored).toBe(traceIds.length);
      expect(await counter(metrics, 'spansDropped', { reason: 'late' })).toBe(0);
      expect((await db.query(ROW)).rows).toEqual(reference);
    });
  });

  // 'loop': the daemon's rounds, the first of which stops folding at its bound. 'now': file
  // ingest, told to assemble its traces at once, folds the backlog first.
  it.each(['loop', 'now'] as const)(
    "judges no trace idle while the fold leaves a backlog (%s): the trace's last spans may be in it",
    async (mode) => {
      const { decoded, traceIds } = requests(3, 3);
      const held = decoded.findIndex((r) => r.spans.every((x) => !isRootSpan(x)));
      expect(held).toBeGreaterThanOrEqual(0);
      await withStore(fresh, async (db) => {
        const metrics = createOtelMetrics(new Registry());
        await stageAll(
          db,
          decoded.filter((_, i) => i !== held),
          1,
          { metrics },
        );
        // More chunks than one round folds (10 passes of 200), of traces whose root has not
        // ended, then the held chunk: the first round folds up to the fillers, not past them.
        await db.query(
          `INSERT INTO otel_span_chunks (format, body, trace_ids, span_counts, roots)
         SELECT 'otlp', $1, ARRAY[lpad(to_hex(i), 32, 'f')], ARRAY[1], ARRAY[false] FROM generate_series(1, 2100) AS i`,
          [encodeChunk([decoded[0]!])],
        );
        await stageRequests(db, [decoded[held]!], { metrics });
        const a = assembler(db, metrics, undefined, () => true);
        if (mode === 'loop') {
          expect((await a.assembleReady()).stored).toBe(0);
          expect((await a.assembleReady()).stored).toBe(traceIds.length);
        } else {
          expect((await a.assembleReady({ traceIds, idleMs: 0 })).stored).toBe(traceIds.length);
        }
        expect(await counter(metrics, 'spansDropped', { reason: 'late' })).toBe(0);
        expect((await db.query(ROW)).rows).toEqual(await referenceRows(fresh, decoded, traceIds.length));
      });
    },
  );

  it('assembles what a file staged without folding what doors stage meanwhile: a door staging faster than the fold does not keep it', async () => {
    const { decoded, traceIds } = requests(3, 3);
    await withStore(fresh, async (db) => {
      const metrics = createOtelMetrics(new Registry());
      await stageAll(db, decoded, 1, { metrics });
      // Before every transaction of the assembler, a door stages more chunks than one fold
      // pass takes (of traces whose root has not ended). Capped, so a fold that chases them
      // ends too, and the count says so.
      let staged = 0;
      const busy: Db = Object.create(db, {
        transaction: {
          value: async <T>(fn: Parameters<Db['transaction']>[0]): Promise<T> => {
            if (staged < 30) {
              staged++;
              await db.query(
                `INSERT INTO otel_span_chunks (format, body, trace_ids, span_counts, roots)
                 SELECT 'otlp', $1, ARRAY[lpad(to_hex($2 * 1000 + i), 32, 'e')], ARRAY[1], ARRAY[false] FROM generate_series(1, 250) AS i`,
                [encodeChunk([decoded[0]!]), staged],
              );
            }
            return (await db.transaction(fn)) as T;
          },
        },
      });
      const s = await assembler(busy, metrics).assembleReady({ traceIds, idleMs: 0 });
      expect(s.stored).toBe(traceIds.length);
      expect(staged).toBeLessThan(5);
    });
  });

  it('0015 carries the spans 0011 staged for open traces over, so an upgrade mid-trace assembles them', async () => {
    const all = loadMigrations();
    const upTo = all.findIndex((m) => m.name.startsWith('0015_'));
    expect(upTo).toBeGreaterThan(0);
    await withStore(
      fresh,
      async (db) => {
        const { decoded, traceIds, expected } = requests(2, 3);
        const byTrace = new Map<string, OtelSpan[]>();
        for (const s of decoded.flatMap((r) => r.spans).map(spanOf))
          byTrace.set(s.traceId, [...(byTrace.get(s.traceId) ?? []), s]);
        // 0011's layout: one row per (chunk, trace) of decoded spans, the trace open. The
        // second trace is already assembled: its leftover row is not carried over.
        const [open, done] = traceIds as [string, string];
        const openSpans = byTrace.get(open)!;
        const half = Math.ceil(openSpans.length / 2);
        await db.query(
          `INSERT INTO otel_traces (trace_id, root_ended, span_count, last_span_at) VALUES ($1, true, $2, now() - interval '1 hour')`,
          [open, openSpans.length],
        );
        await db.query(
          `INSERT INTO otel_traces (trace_id, state, outcome, finished_at) VALUES ($1, 'assembled', 'complete', now())`,
          [done],
        );
        for (const part of [openSpans.slice(0, half), openSpans.slice(half)]) {
          await db.query('INSERT INTO otel_span_batches (trace_id, spans) VALUES ($1, $2::json)', [
            open,
            JSON.stringify(part),
          ]);
        }
        await db.query('INSERT INTO otel_span_batches (trace_id, spans) VALUES ($1, $2::json)', [
          done,
          JSON.stringify(byTrace.get(done)),
        ]);

        await migrate(db, all);
        expect(await chunkCount(db)).toBe(2);
        const metrics = createOtelMetrics(new Registry());
        expect(await assembler(db, metrics).assembleReady()).toMatchObject({ stored: 1, dropped: 0 });
        const row = await db.query<{ trace_id: string; user_query: string; tool_calls: unknown[] }>(
          'SELECT trace_id, user_query, tool_calls FROM traces',
        );
        expect(row.rows.map((r) => [r.trace_id, r.user_query, r.tool_calls.length])).toEqual([
          [open, expected[0]!.user_query, (expected[0]!.tool_calls as unknown[]).length],
        ]);
        expect(await chunkCount(db)).toBe(0);
        expect(await counter(metrics, 'chunkReads', { source: 'database' })).toBe(2);
        // 0017 kept the finished trace's tombstone: its spans staged now are late.
        const late = await insertSpanChunk(db, {
          format: 'otlp',
          body: encodeChunk([decoded[0]!]),
          traces: [{ trace_id: done, span_count: 1, root_ended: true }],
        });
        expect(late).toEqual({ chunkId: null, late: new Set([done]) });
      },
      all.slice(0, upTo),
    );
  });
});
