import type { Queryable, Tx } from '../db.ts';
import { isRendered, type StoredRow, type TraceRow } from '../types.ts';

const TRACE_COLUMNS = `trace_id text, ts timestamptz, server text, session_id text, user_query text,
  tools_shown jsonb, tool_calls jsonb, final_answer text, signals jsonb, extra jsonb,
  content_hash text, redactions integer, source text`;

/**
 * Inserts a batch of traces in one statement; a trace_id already stored is skipped, which
 * is what makes redelivery after a crash harmless. Returns the ids actually inserted.
 */
export async function insertTraces(q: Queryable, rows: TraceRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const r = await q.query<{ trace_id: string }>(
    `INSERT INTO traces (trace_id, ts, server, session_id, user_query, tools_shown, tool_calls, final_answer,
                         signals, extra, content_hash, redactions, source)
     SELECT trace_id, ts, server, session_id, user_query, tools_shown, tool_calls, final_answer,
            signals, extra, content_hash, redactions, source
       FROM jsonb_to_recordset($1::jsonb) AS x(${TRACE_COLUMNS})
     ON CONFLICT (trace_id) DO NOTHING
     RETURNING trace_id`,
    [JSON.stringify(rows)],
  );
  return r.rows.map((x) => x.trace_id);
}

const INSERT_COLUMNS =
  'trace_id, ts, server, session_id, user_query, tools_shown, tool_calls, final_answer, signals, extra, content_hash, redactions, source';

/** A field in COPY text format: \N for NULL; backslash, tab, newline and carriage return escaped. */
function copyField(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  const s = typeof v === 'string' ? v : typeof v === 'number' ? String(v) : JSON.stringify(v);
  return COPY_SPECIAL.test(s) ? s.replace(COPY_SPECIAL_G, (c) => COPY_ESCAPES[c]!) : s;
}
const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_SPECIAL_G = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A row's fields (all but the stage's `ord`) as a line of COPY text, newline included. */
export function copyLine(r: TraceRow): string {
  return (
    `${copyField(r.trace_id)}\t${copyField(r.ts)}\t${copyField(r.server)}\t${copyField(r.session_id)}\t${copyField(r.user_query)}\t` +
    `${copyField(r.tools_shown)}\t${copyField(r.tool_calls)}\t${copyField(r.final_answer)}\t${copyField(r.signals)}\t${copyField(r.extra)}\t` +
    `${copyField(r.content_hash)}\t${r.redactions}\t${copyField(r.source)}\n`
  );
}

/**
 * PostgreSQL only: the batch is COPYed into a session's staging table (emptied at commit),
 * then moved with one INSERT … ON CONFLICT (trace_id) DO NOTHING in arrival order, the
 * same semantics as insertTraces at a fraction of its cost (no JSON document of the whole
 * batch to parse and expand). Returns the ids inserted, or undefined where the database
 * cannot COPY (PGlite), for the caller to use insertTraces. The staged rows stay until the
 * commit, for selectConflictingStaged.
 */
export async function copyTraces(tx: Tx, rows: StoredRow[]): Promise<string[] | undefined> {
  if (!tx.copyFrom) return undefined;
  if (rows.length === 0) return [];
  // LIKE traces, compression included: INSERT … SELECT then moves each compressed large
  // value as it is, where a stage of another compression method would compress it twice
  // (migration 0014). The stage has no keys, so a batch may repeat a trace_id.
  await tx.exec(
    'CREATE TEMP TABLE IF NOT EXISTS traces_stage (ord integer, LIKE traces INCLUDING DEFAULTS INCLUDING COMPRESSION) ON COMMIT DELETE ROWS',
  );
  const lines: string[] = [];
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    lines.push(`${i}\t${isRendered(r) ? r.copyLine : copyLine(r)}`);
  }
  await tx.copyFrom(`COPY traces_stage (ord, ${INSERT_COLUMNS}) FROM STDIN`, lines.join(''));
  const r = await tx.query<{ trace_id: string }>(
    `INSERT INTO traces (${INSERT_COLUMNS})
     SELECT ${INSERT_COLUMNS} FROM traces_stage ORDER BY ord
     ON CONFLICT (trace_id) DO NOTHING
     RETURNING trace_id`,
  );
  return r.rows.map((x) => x.trace_id);
}

/** selectConflictingTraces for rows staged by copyTraces: of the positions given, those whose stored content differs. */
export async function selectConflictingStaged(q: Queryable, positions: number[]): Promise<number[]> {
  if (positions.length === 0) return [];
  const r = await q.query<{ i: number }>(
    `SELECT s.ord AS i
       FROM traces_stage s
       JOIN traces t ON t.trace_id = s.trace_id
      WHERE s.ord = ANY($1::int[])
        AND (t.ts, t.server, t.session_id, t.user_query, t.tools_shown, t.tool_calls, t.final_answer, t.signals, t.extra)
            IS DISTINCT FROM
            (s.ts, s.server, s.session_id, s.user_query, s.tools_shown, s.tool_calls, s.final_answer, s.signals, s.extra)`,
    [positions],
  );
  return r.rows.map((x) => x.i);
}

/**
 * Registers tools seen in traces but not registered (origin observed, no version yet),
 * with their state row and an audit row each, so no trace refers to an unknown tool.
 * Inserted in key order: transactions that register the same new tools at once (the
 * assembler's concurrent commits, the consumers of several partitions) then wait for one
 * another instead of deadlocking.
 */
export async function insertObservedTools(
  q: Queryable,
  tools: { server: string; name: string }[],
  actor: string,
): Promise<string[]> {
  if (tools.length === 0) return [];
  const r = await q.query<{ ref: string }>(
    `WITH incoming AS (
       SELECT DISTINCT server, name FROM jsonb_to_recordset($1::jsonb) AS x(server text, name text)
     ), added AS (
       INSERT INTO tools (server, name, upstream_description, origin)
       SELECT server, name, '', 'observed' FROM incoming ORDER BY server, name
       ON CONFLICT (server, name) DO NOTHING
       RETURNING id, server, name
     ), state AS (
       INSERT INTO tool_state (tool_id) SELECT id FROM added
     )
     INSERT INTO audit_log (actor, action, subject, details)
     SELECT $2, 'tool.observed', 'tool:' || server || '/' || name, '{"origin": "observed"}'::jsonb FROM added
     RETURNING substr(subject, 6) AS ref`,
    [JSON.stringify(tools), actor],
  );
  return r.rows.map((x) => x.ref);
}

/**
 * Of traces whose trace_id is already stored, the positions (in `rows`) of those whose
 * content differs from the stored row (jsonb compares by value, so key order does not
 * matter). Where a row came from (source) and its redaction count are not content.
 */
export async function selectConflictingTraces(q: Queryable, rows: TraceRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const r = await q.query<{ i: number }>(
    `SELECT (e.ord - 1)::int AS i
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(r, ord)
       CROSS JOIN LATERAL jsonb_to_record(e.r) AS x(${TRACE_COLUMNS})
       JOIN traces t ON t.trace_id = x.trace_id
      WHERE (t.ts, t.server, t.session_id, t.user_query, t.tools_shown, t.tool_calls, t.final_answer, t.signals, t.extra)
            IS DISTINCT FROM
            (x.ts, x.server, x.session_id, x.user_query, x.tools_shown, x.tool_calls, x.final_answer, x.signals, x.extra)`,
    [JSON.stringify(rows)],
  );
  return r.rows.map((x) => x.i);
}

export async function countTraces(q: Queryable): Promise<number> {
  const r = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM traces');
  return r.rows[0]!.n;
}

export interface DeadLetterInsert {
  source: string;
  reason: string;
  error: string;
  key: string | null;
  value: Uint8Array | null;
}

export async function insertDeadLetters(q: Queryable, rows: DeadLetterInsert[]): Promise<void> {
  for (const d of rows) {
    await q.query('INSERT INTO dead_letters (source, reason, error, message_key, value) VALUES ($1, $2, $3, $4, $5)', [
      d.source,
      d.reason,
      d.error,
      d.key,
      d.value === null ? null : Buffer.from(d.value),
    ]);
  }
}

export interface DeadLetterRow {
  id: number;
  at: Date;
  source: string;
  reason: string;
  error: string;
  message_key: string | null;
  value: Uint8Array | null;
  replayed_at: Date | null;
}

export async function selectDeadLetters(
  q: Queryable,
  f: { reason?: string | undefined; open: boolean; limit: number },
): Promise<DeadLetterRow[]> {
  const r = await q.query<DeadLetterRow>(
    `SELECT * FROM dead_letters WHERE ($1::text IS NULL OR reason = $1) AND (NOT $2 OR replayed_at IS NULL)
      ORDER BY id LIMIT $3`,
    [f.reason ?? null, f.open, f.limit],
  );
  return r.rows;
}

export async function markDeadLetterReplayed(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE dead_letters SET replayed_at = now() WHERE id = $1', [id]);
}
