// Staging of OpenTelemetry spans until their trace is assembled (migrations 0011, 0015).
import type { Queryable } from '../db.ts';

export interface TraceStaging {
  trace_id: string;
  span_count: number;
  root_ended: boolean;
}

/**
 * Stages one chunk: its body and its index as one row, in one statement, leaving out of
 * the index the traces already assembled or dropped (their spans come too late; returned
 * in `late`). With nothing left, no row is written (`chunkId` null). The doors never write
 * otel_traces (the assembler folds the chunk in), so stagers take no row locks. A trace
 * finished after this statement's snapshot is caught when the assembler folds the chunk.
 */
export async function insertSpanChunk(
  q: Queryable,
  chunk: { format: 'otlp' | 'otlp_brotli'; body: Uint8Array; traces: TraceStaging[] },
): Promise<{ chunkId: number | null; late: Set<string> }> {
  // The index goes as three comma-separated texts, not arrays: a chunk holds thousands of
  // traces, and the driver writes an array parameter element by element in quotes (a
  // tenth of what the OTel path allocated), where ids (hex), counts and flags need none.
  for (const t of chunk.traces) if (!HEX_ID.test(t.trace_id)) throw new Error(`a staged trace id must be lowercase hex, not ${JSON.stringify(t.trace_id.slice(0, 40))}`);
  const r = await q.query<{ id: string | null; late: string[] | null }>(
    `WITH input AS (
       SELECT * FROM unnest(string_to_array($3, ','), string_to_array($4, ',')::int[], string_to_array($5, ',')::bool[])
         WITH ORDINALITY AS u(trace_id, n, root, ord)
     ), late AS (
       SELECT i.trace_id FROM input i JOIN otel_traces t ON t.trace_id = i.trace_id WHERE t.state <> 'open'
     ), ins AS (
       INSERT INTO otel_span_chunks (format, body, trace_ids, span_counts, roots)
       SELECT $1, $2, array_agg(trace_id ORDER BY ord), array_agg(n ORDER BY ord), array_agg(root ORDER BY ord)
         FROM input WHERE trace_id NOT IN (SELECT trace_id FROM late) HAVING count(*) > 0
       RETURNING id
     )
     SELECT (SELECT id::text FROM ins) AS id, (SELECT array_agg(trace_id) FROM late) AS late`,
    [
      chunk.format,
      chunk.body,
      chunk.traces.map((t) => t.trace_id).join(','),
      chunk.traces.map((t) => t.span_count).join(','),
      chunk.traces.map((t) => (t.root_ended ? 't' : 'f')).join(','),
    ],
  );
  const row = r.rows[0]!;
  return { chunkId: row.id === null ? null : Number(row.id), late: new Set(row.late ?? []) };
}

const HEX_ID = /^[0-9a-f]+$/;

export interface FoldOutcome {
  /** Chunks folded into otel_traces. */
  chunks: number;
  /** Traces of those chunks that were already finished: their spans there came too late. */
  late: { trace_id: string; span_count: number; chunks: number[] }[];
}

/**
 * Folds up to `limit` staged chunks, oldest first (only those up to id `upTo` when given),
 * into otel_traces: one upsert per trace for all of them, its idle clock set from the
 * chunks' staging time. A trace already finished is not reopened; it comes back in
 * `late`. Two statements: run it in a transaction, under the assembler's lock (one folder
 * at a time).
 */
export async function foldSpanChunks(tx: Queryable, limit: number, upTo?: string | null): Promise<FoldOutcome> {
  const r = await tx.query<{ folded: number; late: FoldOutcome['late'] | null; empty: string[] | null }>(
    `WITH c AS (
       SELECT id, staged_at, trace_ids, span_counts, roots FROM otel_span_chunks
        WHERE NOT folded AND ($2::bigint IS NULL OR id <= $2::bigint) ORDER BY id LIMIT $1 FOR UPDATE
     ), x AS (
       SELECT c.id, c.staged_at, u.trace_id, u.n, u.root FROM c, unnest(c.trace_ids, c.span_counts, c.roots) AS u(trace_id, n, root)
     ), g AS (
       SELECT trace_id, sum(n)::int AS n, bool_or(root) AS root, array_agg(id ORDER BY id) AS chunks, min(staged_at) AS first_at, max(staged_at) AS last_at
         FROM x GROUP BY trace_id
     ), up AS (
       INSERT INTO otel_traces AS t (trace_id, root_ended, span_count, chunks, first_seen_at, last_span_at)
       SELECT trace_id, root, n, chunks, first_at, last_at FROM g ORDER BY trace_id
       ON CONFLICT (trace_id) DO UPDATE SET last_span_at = greatest(t.last_span_at, excluded.last_span_at),
         root_ended = t.root_ended OR excluded.root_ended,
         span_count = t.span_count + excluded.span_count,
         chunks = t.chunks || excluded.chunks
       WHERE t.state = 'open'
       RETURNING trace_id
     ), per AS (
       SELECT x.id, count(up.trace_id)::int AS open FROM x LEFT JOIN up USING (trace_id) GROUP BY x.id
     ), mark AS (
       UPDATE otel_span_chunks s SET folded = true, open_traces = coalesce(per.open, 0)
         FROM c LEFT JOIN per ON per.id = c.id WHERE s.id = c.id
     )
     SELECT (SELECT count(*)::int FROM c) AS folded,
            (SELECT json_agg(json_build_object('trace_id', g.trace_id, 'span_count', g.n, 'chunks', g.chunks))
               FROM g WHERE g.trace_id NOT IN (SELECT trace_id FROM up)) AS late,
            (SELECT array_agg(c.id)::text[] FROM c LEFT JOIN per ON per.id = c.id WHERE coalesce(per.open, 0) = 0) AS empty`,
    [limit, upTo ?? null],
  );
  const row = r.rows[0]!;
  const empty = (row.empty ?? []).map(Number);
  if (empty.length) await tx.query('DELETE FROM otel_span_chunks WHERE id = ANY($1::bigint[])', [empty.map(String)]);
  return { chunks: row.folded, late: (row.late ?? []).map((l) => ({ ...l, chunks: l.chunks.map(Number) })) };
}

export interface ReadyTrace {
  trace_id: string;
  /** Assembled because of its age, not because its root ended and it went idle. */
  forced: boolean;
  span_count: number;
  /** The staged chunks holding its spans, oldest first. */
  chunks: number[];
}

/** The newest staged chunk's id (bigint as text), or null when none is staged. */
export async function newestSpanChunkId(q: Queryable): Promise<string | null> {
  const r = await q.query<{ id: string | null }>('SELECT max(id)::text AS id FROM otel_span_chunks');
  return r.rows[0]!.id;
}

/**
 * Open traces ready to assemble: root span ended and no span for `idleMs`, or first seen
 * over `maxAgeMs` ago. With `traceIds`, only those (file ingest assembles what it read).
 */
export async function selectReadyTraces(q: Queryable, o: { idleMs: number; maxAgeMs: number; limit: number; traceIds?: string[] | undefined }): Promise<ReadyTrace[]> {
  // chunks as one text, not an array: the driver's array parser costs more than a split.
  const r = await q.query<Omit<ReadyTrace, 'chunks'> & { chunks: string }>(
    `SELECT trace_id, NOT (root_ended AND last_span_at <= now() - $1 * interval '1 millisecond') AS forced, span_count,
            array_to_string(chunks, ',') AS chunks
       FROM otel_traces
      WHERE state = 'open'
        AND ((root_ended AND last_span_at <= now() - $1 * interval '1 millisecond') OR first_seen_at <= now() - $2 * interval '1 millisecond')
        AND ($4::text[] IS NULL OR trace_id = ANY($4::text[]))
      ORDER BY last_span_at LIMIT $3`,
    [o.idleMs, o.maxAgeMs, o.limit, o.traceIds ?? null],
  );
  return r.rows.map((x) => ({ ...x, chunks: x.chunks === '' ? [] : x.chunks.split(',').map(Number) }));
}

export async function selectSpanChunks(q: Queryable, ids: number[]): Promise<{ id: number; format: string; body: Uint8Array }[]> {
  if (ids.length === 0) return [];
  const r = await q.query<{ id: string; format: string; body: Uint8Array }>('SELECT id::text AS id, format, body FROM otel_span_chunks WHERE id = ANY($1::bigint[])', [
    ids.map(String),
  ]);
  return r.rows.map((x) => ({ id: Number(x.id), format: x.format, body: x.body }));
}

/**
 * Closes traces (assembled or dropped, with the outcome) and counts their chunks down,
 * deleting a chunk once no open trace needs it. Two statements: run it in a transaction.
 * Returns the spans staged for these traces, for the caller to count those it did not
 * read. The traces' rows are locked in trace id order, the order the fold upserts them in.
 */
export async function finishOtelTraces(
  q: Queryable,
  rows: { trace_id: string; state: 'assembled' | 'dropped'; outcome: string }[],
): Promise<{ stagedSpans: number }> {
  if (rows.length === 0) return { stagedSpans: 0 };
  const r = await q.query<{ staged_spans: number; emptied: string[] | null }>(
    `WITH f AS (
       SELECT * FROM json_to_recordset($1::json) AS x(trace_id text, state text, outcome text)
     ), old AS (
       SELECT t.trace_id, t.chunks, t.span_count FROM otel_traces t JOIN f ON f.trace_id = t.trace_id
        WHERE t.state = 'open' ORDER BY t.trace_id FOR UPDATE OF t
     ), closed AS (
       UPDATE otel_traces t SET state = f.state, outcome = f.outcome, finished_at = now()
         FROM f JOIN old ON old.trace_id = f.trace_id WHERE t.trace_id = f.trace_id
     ), refs AS (
       SELECT c AS id, count(*)::int AS n FROM old, unnest(old.chunks) AS c GROUP BY c
     ), fewer AS (
       -- An UPDATE re-reads a row another transaction changed meanwhile, so the count stays
       -- right even if two assemblers ever close traces of one chunk at once.
       UPDATE otel_span_chunks s SET open_traces = s.open_traces - refs.n FROM refs WHERE s.id = refs.id
       RETURNING s.id, s.open_traces
     )
     SELECT (SELECT coalesce(sum(span_count), 0)::int FROM old) AS staged_spans,
            (SELECT array_agg(id)::text[] FROM fewer WHERE open_traces <= 0) AS emptied`,
    [JSON.stringify(rows)],
  );
  const emptied = r.rows[0]?.emptied ?? [];
  if (emptied.length) await q.query('DELETE FROM otel_span_chunks WHERE id = ANY($1::bigint[]) AND open_traces <= 0', [emptied]);
  return { stagedSpans: r.rows[0]?.staged_spans ?? 0 };
}

/** Deletes tombstones of finished traces older than `keepMs`, and any folded chunk no open trace needs (none, unless a count went wrong). */
export async function purgeFinishedOtelTraces(q: Queryable, keepMs: number): Promise<{ traces: number; orphanChunks: number }> {
  const orphans = await q.query(
    `DELETE FROM otel_span_chunks s
      WHERE s.folded AND s.staged_at < now() - interval '1 minute'
        AND NOT EXISTS (SELECT 1 FROM otel_traces t, unnest(t.chunks) AS u(id) WHERE t.state = 'open' AND u.id = s.id)`,
  );
  const r = await q.query(`DELETE FROM otel_traces WHERE state <> 'open' AND finished_at < now() - $1 * interval '1 millisecond'`, [keepMs]);
  return { traces: r.rowCount, orphanChunks: orphans.rowCount };
}

export async function countOtelTraces(q: Queryable): Promise<Record<string, number>> {
  const r = await q.query<{ state: string; n: number }>('SELECT state, count(*)::int AS n FROM otel_traces GROUP BY state');
  return Object.fromEntries(r.rows.map((x) => [x.state, x.n]));
}

export async function countOpenOtelTraces(q: Queryable, traceIds: string[]): Promise<number> {
  const r = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM otel_traces WHERE state = 'open' AND trace_id = ANY($1::text[])`, [traceIds]);
  return r.rows[0]!.n;
}
