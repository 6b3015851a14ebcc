import type { Queryable } from '../db.ts';

/** The newest user queries with the session they came from (a trace without a session is its own). */
export async function selectQuerySessions(q: Queryable, limit: number): Promise<{ session: string; query: string }[]> {
  const r = await q.query<{ session: string; query: string }>(
    `SELECT coalesce(session_id, trace_id) AS session, user_query AS query FROM traces ORDER BY ingested_at DESC LIMIT $1`,
    [limit],
  );
  return r.rows;
}

/** Changes whenever traces are added: when to rebuild a vocabulary built from them. */
export async function selectTracesFingerprint(q: Queryable): Promise<string> {
  const r = await q.query<{ n: string; last: Date | null }>(
    'SELECT count(*)::text AS n, max(ingested_at) AS last FROM traces',
  );
  return `${r.rows[0]!.n}@${r.rows[0]!.last?.toISOString() ?? ''}`;
}
