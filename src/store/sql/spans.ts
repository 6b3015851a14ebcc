// Staging of OpenTelemetry spans until their trace is assembled (migrations 0011, 0015,
// 0017): the chunks the doors stage, the tombstones of finished traces, and the
// assembler's round counter. The open traces' index lives in the assembler's memory
// (intake/formats/otlp/open-traces.ts), rebuilt from the chunks.
import { WhetstoneError } from '../../errors.ts';
import type { Queryable } from '../db.ts';

/** A chunk as a door stages it: its compressed frames and its index. */
export interface ChunkRow {
  format: 'otlp' | 'otlp_brotli';
  body: Uint8Array;
  traces: TraceStaging[];
}

export interface TraceStaging {
  trace_id: string;
  span_count: number;
  root_ended: boolean;
}

/**
 * Stages one chunk: its body and its index as one row, in one statement, leaving out of
 * the index the traces already assembled or dropped (their spans come too late; returned
 * in `late`). With nothing left, no row is written (`chunkId` null). The doors write
 * nothing but this row, so stagers take no row locks. A trace finished after this
 * statement's snapshot is caught when the assembler folds the chunk.
 */
export async function insertSpanChunk(
  q: Queryable,
  chunk: ChunkRow,
): Promise<{ chunkId: number | null; late: Set<string> }> {
  // The index (chunkParams) is written as given unless a trace is already finished:
  // unnesting the index, filtering and aggregating it back in order cost three quarters of
  // the statement, and is only needed then.
  const r = await q.query<{ id: string | null; late: string[] | null }>(
    `WITH late AS (
       SELECT array_agg(f.trace_id) AS ids FROM otel_finished f WHERE f.trace_id = ANY($3::text[])
     ), kept AS (
       SELECT $3::text[] AS trace_ids, $4::int[] AS span_counts, $5::bool[] AS roots FROM late WHERE late.ids IS NULL
       UNION ALL
       SELECT array_agg(u.t ORDER BY u.o), array_agg(u.n ORDER BY u.o), array_agg(u.r ORDER BY u.o)
         FROM late, unnest($3::text[], $4::int[], $5::bool[]) WITH ORDINALITY AS u(t, n, r, o)
        WHERE late.ids IS NOT NULL AND u.t <> ALL (late.ids)
       HAVING count(*) > 0
     ), ins AS (
       INSERT INTO otel_span_chunks (format, body, trace_ids, span_counts, roots)
       SELECT $1, $2, trace_ids, span_counts, roots FROM kept WHERE cardinality(trace_ids) > 0
       RETURNING id
     )
     SELECT (SELECT id::text FROM ins) AS id, (SELECT ids FROM late) AS late`,
    chunkParams(chunk),
  );
  const row = r.rows[0]!;
  return { chunkId: row.id === null ? null : Number(row.id), late: new Set(row.late ?? []) };
}

/**
 * A chunk's row as parameters: its format, body, and index as three array literals written
 * here, not as array parameters: a chunk holds thousands of traces, and the driver writes
 * an array parameter element by element in quotes (a tenth of what the OTel path
 * allocated), where ids (hex), counts and flags need none.
 */
function chunkParams(chunk: ChunkRow): unknown[] {
  return [
    chunk.format,
    chunk.body,
    `{${hexList(chunk.traces.map((t) => t.trace_id))}}`,
    `{${chunk.traces.map((t) => t.span_count).join(',')}}`,
    `{${chunk.traces.map((t) => (t.root_ended ? 't' : 'f')).join(',')}}`,
  ];
}

/**
 * Stages one chunk without looking for finished traces: for a door that answers no one
 * about late spans (Kafka), since the assembler's fold checks the same ids against the
 * tombstones and counts their spans late there. Saves a probe of otel_finished per trace
 * id per chunk; a chunk holding only late spans is written and deleted after the fold.
 */
export async function insertSpanChunkUnchecked(q: Queryable, chunk: ChunkRow): Promise<number> {
  const r = await q.query<{ id: string }>(
    `INSERT INTO otel_span_chunks (format, body, trace_ids, span_counts, roots) VALUES ($1, $2, $3::text[], $4::int[], $5::bool[]) RETURNING id::text AS id`,
    chunkParams(chunk),
  );
  return Number(r.rows[0]!.id);
}

/** Lowercase hex digits, one at least. A loop, not a regular expression: it checks every id of every chunk staged, read and closed, and each test allocated. */
function isLowerHex(id: string): boolean {
  if (id.length === 0) return false;
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}

/** A chunk's index as the assembler reads it: its trace ids, their span counts, root flags. */
export interface ChunkIndex {
  id: number;
  /** When it was staged, in the database's clock (ms since the epoch). */
  stagedAt: number;
  traceIds: string[];
  spanCounts: number[];
  roots: boolean[];
}

interface ChunkIndexRow {
  id: string;
  staged_at: number;
  trace_ids: string;
  span_counts: string;
  roots: string;
}

// The index as three texts, not arrays: the driver's array parser costs more than a split.
const indexColumns = (
  t: string,
) => `${t}.id::text AS id, (extract(epoch FROM ${t}.staged_at) * 1000)::float8 AS staged_at,
  array_to_string(${t}.trace_ids, ',') AS trace_ids, array_to_string(${t}.span_counts, ',') AS span_counts, array_to_string(${t}.roots, ',') AS roots`;

function toIndex(r: ChunkIndexRow): ChunkIndex {
  const split = (x: string) => (x === '' ? [] : x.split(','));
  return {
    id: Number(r.id),
    stagedAt: r.staged_at,
    traceIds: split(r.trace_ids),
    spanCounts: split(r.span_counts).map(Number),
    roots: split(r.roots).map((x) => x === 'true' || x === 't'),
  };
}

/**
 * Counts an assembler's round and returns the new count: one more than the count the
 * caller last got means no other assembler worked in between (otherwise its index is
 * stale). Also the database's clock, which judges idleness (chunks carry the time the
 * database staged them). Recreates the row if someone deleted it.
 */
export async function claimAssemblerRound(q: Queryable, holder: string): Promise<{ epoch: string; now: number }> {
  const r = await q.query<{ epoch: string; now: number }>(
    `INSERT INTO otel_assembler AS a (one, epoch, holder, claimed_at) VALUES (true, 1, $1, now())
     ON CONFLICT (one) DO UPDATE SET epoch = a.epoch + 1, holder = $1, claimed_at = now()
     RETURNING a.epoch::text AS epoch, (extract(epoch FROM now()) * 1000)::float8 AS now`,
    [holder],
  );
  return r.rows[0]!;
}

/** Who claimed the last round, and how long ago (ms); none before the first. */
export async function lastAssemblerClaim(q: Queryable): Promise<{ holder: string; ageMs: number } | undefined> {
  const r = await q.query<{ holder: string | null; age_ms: number | null }>(
    `SELECT holder, (extract(epoch FROM now() - claimed_at) * 1000)::float8 AS age_ms FROM otel_assembler`,
  );
  const row = r.rows[0];
  return row?.holder && row.age_ms !== null ? { holder: row.holder, ageMs: row.age_ms } : undefined;
}

/**
 * First statement of every transaction in which the assembler writes: locks the round
 * counter until the commit and fails, retriable, if another assembler claimed a round
 * since `epoch`. The advisory lock lives on a connection that can drop mid-round; this
 * keeps the one that lost it from writing beside the one that took over. A shared lock:
 * the assembler commits two batches at once, and a claim (an update of the row) waits
 * for both, as it waited for one under FOR UPDATE. Unlike then, this assembler's next
 * fences may go ahead of a waiting claim (PostgreSQL grants a shared row lock beside
 * shared holders), so the claim can wait for the rest of the pass; the old assembler
 * stops writing at its first fence after the claim commits, as before.
 */
export async function fenceAssembler(tx: Queryable, epoch: string): Promise<void> {
  const r = await tx.query<{ epoch: string }>('SELECT epoch::text AS epoch FROM otel_assembler FOR SHARE');
  const now = r.rows[0]?.epoch;
  if (now !== epoch) {
    throw new WhetstoneError(
      'conflict',
      `another OTel assembler took over (round ${now ?? 'none'}, this one's ${epoch}); this round stops and the next rebuilds its index`,
      {
        retriable: true,
      },
    );
  }
}

/**
 * Marks up to `limit` chunks the assembler has not read as read (oldest first; only up to
 * id `upTo` when given) and returns their indexes, oldest first. Run it in a transaction
 * with whatever the caller does about them, under the assembler's lock.
 */
export async function readNewSpanChunks(tx: Queryable, limit: number, upTo?: string | null): Promise<ChunkIndex[]> {
  const r = await tx.query<ChunkIndexRow>(
    `WITH c AS (
       SELECT id FROM otel_span_chunks WHERE NOT folded AND ($2::bigint IS NULL OR id <= $2::bigint) ORDER BY id LIMIT $1 FOR UPDATE
     )
     UPDATE otel_span_chunks s SET folded = true FROM c WHERE s.id = c.id
     RETURNING ${indexColumns('s')}`,
    [limit, upTo ?? null],
  );
  return r.rows.map(toIndex).sort((a, b) => a.id - b.id);
}

/** Every chunk already read by an assembler, oldest first: what an index is rebuilt from. */
export async function selectFoldedChunkIndexes(q: Queryable): Promise<ChunkIndex[]> {
  const r = await q.query<ChunkIndexRow>(
    `SELECT ${indexColumns('c')} FROM otel_span_chunks c WHERE c.folded ORDER BY c.id`,
  );
  return r.rows.map(toIndex);
}

/** Which of these traces are finished (assembled or dropped; tombstones kept at least 24 h). */
export async function selectFinishedTraces(q: Queryable, traceIds: string[]): Promise<Set<string>> {
  if (traceIds.length === 0) return new Set();
  const r = await q.query<{ trace_id: string }>(
    `SELECT trace_id FROM otel_finished WHERE trace_id = ANY(string_to_array($1, ','))`,
    [hexList(traceIds)],
  );
  return new Set(r.rows.map((x) => x.trace_id));
}

/**
 * Restarts the tombstones' clock (finished_at) of these finished traces: the fold found
 * their spans in a chunk staged without the check (the Kafka door), which can outlive the
 * tombstone's original 24 h by up to the maximum age while it holds an open trace, and a
 * rebuild must not reopen the finished trace from it.
 */
export async function refreshFinishedTraces(q: Queryable, traceIds: string[]): Promise<void> {
  if (traceIds.length)
    await q.query(`UPDATE otel_finished SET finished_at = now() WHERE trace_id = ANY(string_to_array($1, ','))`, [
      hexList(traceIds),
    ]);
}

export async function deleteSpanChunks(q: Queryable, ids: number[]): Promise<void> {
  if (ids.length) await q.query('DELETE FROM otel_span_chunks WHERE id = ANY($1::bigint[])', [ids.map(String)]);
}

export interface ReadyTrace {
  trace_id: string;
  /** Assembled because of its age, not because its root ended and it went idle. */
  forced: boolean;
  /** The staged chunks holding its spans, oldest first. */
  chunks: number[];
}

/** The newest staged chunk's id (bigint as text), or null when none is staged. */
export async function newestSpanChunkId(q: Queryable): Promise<string | null> {
  const r = await q.query<{ id: string | null }>('SELECT max(id)::text AS id FROM otel_span_chunks');
  return r.rows[0]!.id;
}

export async function selectSpanChunks(
  q: Queryable,
  ids: number[],
): Promise<{ id: number; format: string; body: Uint8Array }[]> {
  if (ids.length === 0) return [];
  const r = await q.query<{ id: string; format: string; body: Uint8Array }>(
    'SELECT id::text AS id, format, body FROM otel_span_chunks WHERE id = ANY($1::bigint[])',
    [ids.map(String)],
  );
  return r.rows.map((x) => ({ id: Number(x.id), format: x.format, body: x.body }));
}

/**
 * Closes traces (assembled or dropped, with the outcome): one tombstone each, and the
 * chunks no open trace needs any more deleted. One statement, in the caller's transaction.
 */
export async function finishOtelTraces(
  q: Queryable,
  rows: { trace_id: string; state: 'assembled' | 'dropped'; outcome: string }[],
  emptiedChunks: number[],
): Promise<void> {
  if (rows.length === 0 && emptiedChunks.length === 0) return;
  await q.query(
    `WITH f AS (
       INSERT INTO otel_finished (trace_id, state, outcome)
       SELECT * FROM unnest(string_to_array($1, ','), string_to_array($2, ','), string_to_array($3, ','))
       ON CONFLICT (trace_id) DO NOTHING
     )
     DELETE FROM otel_span_chunks WHERE id = ANY($4::bigint[])`,
    finishParams(rows, emptiedChunks),
  );
}

/**
 * finishOtelTraces's parameters, written in a function of their own: the loops over a
 * batch's traces made the async function that runs them a few times a round hot enough
 * for V8 to optimize it again at about every call.
 */
function finishParams(
  rows: { trace_id: string; state: string; outcome: string }[],
  emptiedChunks: number[],
): [string, string, string, string[]] {
  // Pushed, not mapped: see redactValue (redact.ts); this function was compiled again
  // several times a run for the other array kind.
  const ids: string[] = [];
  const states: string[] = [];
  const outcomes: string[] = [];
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (r.outcome.includes(',')) throw new Error(`an outcome is one word, not ${JSON.stringify(r.outcome)}`);
    ids.push(r.trace_id);
    states.push(r.state);
    outcomes.push(r.outcome);
  }
  const chunks: string[] = [];
  for (let i = 0; i < emptiedChunks.length; i++) chunks.push(String(emptiedChunks[i]));
  return [hexList(ids), states.join(','), outcomes.join(','), chunks];
}

/**
 * Deletes tombstones older than `keepMs`, and any chunk already read that no open trace
 * needs (`openChunks`: none, unless a count went wrong) and staged over a minute ago
 * (their ids returned).
 */
export async function purgeFinishedOtelTraces(
  q: Queryable,
  keepMs: number,
  openChunks: number[],
): Promise<{ traces: number; orphanChunks: number[] }> {
  const orphans = await q.query<{ id: string }>(
    `DELETE FROM otel_span_chunks WHERE folded AND staged_at < now() - interval '1 minute' AND NOT (id = ANY($1::bigint[])) RETURNING id::text AS id`,
    [openChunks.map(String)],
  );
  const r = await q.query(`DELETE FROM otel_finished WHERE finished_at < now() - $1 * interval '1 millisecond'`, [
    keepMs,
  ]);
  return { traces: r.rowCount, orphanChunks: orphans.rows.map((x) => Number(x.id)) };
}

/** Traces by state: open (staged, not finished), assembled, dropped. For tests and operators. */
export async function countOtelTraces(q: Queryable): Promise<Record<string, number>> {
  const r = await q.query<{ state: string; n: number }>(
    `SELECT state, count(*)::int AS n FROM otel_finished GROUP BY state
     UNION ALL
     SELECT 'open', count(DISTINCT u.trace_id)::int FROM otel_span_chunks c CROSS JOIN LATERAL unnest(c.trace_ids) AS u(trace_id)
      WHERE NOT EXISTS (SELECT 1 FROM otel_finished f WHERE f.trace_id = u.trace_id)`,
  );
  return Object.fromEntries(r.rows.filter((x) => x.n > 0).map((x) => [x.state, x.n]));
}

/** How many of these traces are staged and not finished. */
export async function countOpenOtelTraces(q: Queryable, traceIds: string[]): Promise<number> {
  if (traceIds.length === 0) return 0;
  const r = await q.query<{ n: number }>(
    `SELECT count(DISTINCT u.trace_id)::int AS n FROM otel_span_chunks c CROSS JOIN LATERAL unnest(c.trace_ids) AS u(trace_id)
      WHERE u.trace_id = ANY(string_to_array($1, ',')) AND NOT EXISTS (SELECT 1 FROM otel_finished f WHERE f.trace_id = u.trace_id)`,
    [hexList(traceIds)],
  );
  return r.rows[0]!.n;
}

/** Trace ids as one comma-separated text; they are hex, so no quoting is needed (checked). */
function hexList(ids: string[]): string {
  for (const t of ids)
    if (!isLowerHex(t))
      throw new Error(`a staged trace id must be lowercase hex, not ${JSON.stringify(t.slice(0, 40))}`);
  return ids.join(',');
}
