// Reads for the daemon's operational metrics (scraped, so each is one cheap query on an index).
import type { Queryable } from '../db.ts';

export interface JudgeBacklogRow {
  state: string;
  n: number;
  oldest_seconds: number;
}

/** Traces the judge has not finished, per state, with the age of the oldest (traces_judge_open index). */
export async function selectJudgeBacklog(q: Queryable): Promise<JudgeBacklogRow[]> {
  const r = await q.query<JudgeBacklogRow>(
    `SELECT judge_state AS state, count(*)::int AS n,
            COALESCE(EXTRACT(EPOCH FROM (now() - min(ingested_at))), 0)::float8 AS oldest_seconds
       FROM traces WHERE judge_state IN ('pending', 'signaled', 'llm_wanted') GROUP BY judge_state`,
  );
  return r.rows;
}

export interface PointerMoveRow {
  server: string;
  name: string;
  version: number;
  cause: string;
  at: Date;
}

/** When each (tool, version) last became the published one: the start of "approval → delivery". */
export async function selectPointerMoves(
  q: Queryable,
  tools: { server: string; name: string; version: number }[],
): Promise<PointerMoveRow[]> {
  if (tools.length === 0) return [];
  const r = await q.query<PointerMoveRow>(
    `SELECT DISTINCT ON (t.id) t.server, t.name, l.version, l.cause, l.at
       FROM unnest($1::text[], $2::text[], $3::int[]) AS w(server, name, version)
       JOIN tools t ON t.server = w.server AND t.name = w.name
       JOIN publish_log l ON l.tool_id = t.id AND l.version = w.version
      ORDER BY t.id, l.id DESC`,
    [tools.map((t) => t.server), tools.map((t) => t.name), tools.map((t) => t.version)],
  );
  return r.rows;
}
