// Staging of OpenTelemetry spans until their trace is assembled (migration 0011).
import type { Queryable } from '../db.ts';

export interface SpanBatchInsert {
  trace_id: string;
  spans: unknown[];
  span_count: number;
  root_ended: boolean;
}

/**
 * Stages one chunk's spans, one row per trace, in one statement. A trace already
 * assembled or dropped is not reopened: its ids come back in `late`.
 */
export async function stageSpanBatches(q: Queryable, batches: SpanBatchInsert[]): Promise<{ staged: number; late: { trace_id: string; span_count: number }[] }> {
  if (batches.length === 0) return { staged: 0, late: [] };
  // Sorted, so two consumers upserting overlapping traces lock rows in one order.
  const sorted = [...batches].sort((a, b) => (a.trace_id < b.trace_id ? -1 : a.trace_id > b.trace_id ? 1 : 0));
  // json_to_recordset, not jsonb: the spans are stored as the text they came as.
  const r = await q.query<{ trace_id: string; span_count: number; staged: boolean }>(
    `WITH incoming AS (
       SELECT * FROM json_to_recordset($1::json) AS x(trace_id text, spans json, span_count integer, root_ended boolean)
     ), up AS (
       INSERT INTO otel_traces AS t (trace_id, root_ended, span_count)
       SELECT trace_id, root_ended, span_count FROM incoming ORDER BY trace_id
       ON CONFLICT (trace_id) DO UPDATE SET last_span_at = now(),
         root_ended = t.root_ended OR excluded.root_ended,
         span_count = t.span_count + excluded.span_count
       WHERE t.state = 'open'
       RETURNING trace_id
     ), ins AS (
       INSERT INTO otel_span_batches (trace_id, spans)
       SELECT i.trace_id, i.spans FROM incoming i JOIN up USING (trace_id)
     )
     SELECT i.trace_id, i.span_count, (up.trace_id IS NOT NULL) AS staged FROM incoming i LEFT JOIN up USING (trace_id)`,
    [JSON.stringify(sorted)],
  );
  const late = r.rows.filter((x) => !x.staged).map((x) => ({ trace_id: x.trace_id, span_count: x.span_count }));
  return { staged: r.rows.length - late.length, late };
}

export interface ReadyTrace {
  trace_id: string;
  /** Assembled because of its age, not because its root ended and it went idle. */
  forced: boolean;
  span_count: number;
}

/**
 * Open traces ready to assemble: root span ended and no span for `idleMs`, or first seen
 * over `maxAgeMs` ago. With `traceIds`, only those (file ingest assembles what it read).
 */
export async function selectReadyTraces(q: Queryable, o: { idleMs: number; maxAgeMs: number; limit: number; traceIds?: string[] | undefined }): Promise<ReadyTrace[]> {
  const r = await q.query<ReadyTrace>(
    `SELECT trace_id, NOT (root_ended AND last_span_at <= now() - $1 * interval '1 millisecond') AS forced, span_count
       FROM otel_traces
      WHERE state = 'open'
        AND ((root_ended AND last_span_at <= now() - $1 * interval '1 millisecond') OR first_seen_at <= now() - $2 * interval '1 millisecond')
        AND ($4::text[] IS NULL OR trace_id = ANY($4::text[]))
      ORDER BY last_span_at LIMIT $3`,
    [o.idleMs, o.maxAgeMs, o.limit, o.traceIds ?? null],
  );
  return r.rows;
}

export async function selectSpanBatches(q: Queryable, traceIds: string[]): Promise<{ id: number; trace_id: string; spans: unknown[] }[]> {
  if (traceIds.length === 0) return [];
  const r = await q.query<{ id: number; trace_id: string; spans: unknown[] }>(
    'SELECT id, trace_id, spans FROM otel_span_batches WHERE trace_id = ANY($1::text[]) ORDER BY id',
    [traceIds],
  );
  return r.rows;
}

/**
 * Closes traces (assembled or dropped, with the outcome) and deletes their staged spans up
 * to the last batch read, so a batch staged meanwhile is not deleted unread (the purge
 * counts it as late).
 */
export async function finishOtelTraces(q: Queryable, rows: { trace_id: string; state: 'assembled' | 'dropped'; outcome: string; max_batch_id: number }[]): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `WITH f AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(trace_id text, state text, outcome text, max_batch_id bigint)),
     d AS (DELETE FROM otel_span_batches b USING f WHERE b.trace_id = f.trace_id AND b.id <= f.max_batch_id)
     UPDATE otel_traces t SET state = f.state, outcome = f.outcome, finished_at = now() FROM f WHERE t.trace_id = f.trace_id`,
    [JSON.stringify(rows)],
  );
}

/** Deletes tombstones of finished traces older than `keepMs`, and any batches left behind by them. */
export async function purgeFinishedOtelTraces(q: Queryable, keepMs: number): Promise<{ traces: number; orphanBatches: number }> {
  const orphans = await q.query(
    `DELETE FROM otel_span_batches b USING otel_traces t WHERE b.trace_id = t.trace_id AND t.state <> 'open'`,
  );
  const r = await q.query(`DELETE FROM otel_traces WHERE state <> 'open' AND finished_at < now() - $1 * interval '1 millisecond'`, [keepMs]);
  return { traces: r.rowCount, orphanBatches: orphans.rowCount };
}

export async function countOtelTraces(q: Queryable): Promise<Record<string, number>> {
  const r = await q.query<{ state: string; n: number }>('SELECT state, count(*)::int AS n FROM otel_traces GROUP BY state');
  return Object.fromEntries(r.rows.map((x) => [x.state, x.n]));
}

export async function countOpenOtelTraces(q: Queryable, traceIds: string[]): Promise<number> {
  const r = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM otel_traces WHERE state = 'open' AND trace_id = ANY($1::text[])`, [traceIds]);
  return r.rows[0]!.n;
}
