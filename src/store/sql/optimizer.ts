import type { Queryable } from '../db.ts';

/**
 * Closes runs of a tool that never finished: called under the tool's advisory lock, so an
 * open run there belongs to a process that died mid-run (its lock went with it).
 */
export async function abandonOpenRuns(q: Queryable, toolId: number): Promise<number> {
  const r = await q.query(
    `UPDATE optimizer_runs SET finished_at = now(), outcome = 'failed', error = 'abandoned: the process running it stopped before it finished'
      WHERE tool_id = $1 AND finished_at IS NULL`,
    [toolId],
  );
  return r.rowCount;
}

export async function insertOptimizerRun(
  q: Queryable,
  r: { toolId: number; baseVersion: number; trigger: string; mode: string; model: string | null },
): Promise<number> {
  const x = await q.query<{ id: number }>(
    'INSERT INTO optimizer_runs (tool_id, base_version, trigger, mode, model) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [r.toolId, r.baseVersion, r.trigger, r.mode, r.model],
  );
  return x.rows[0]!.id;
}

export async function finishOptimizerRun(
  q: Queryable,
  r: {
    id: number;
    outcome: string;
    evidence: unknown;
    proposalId: number | null;
    metricCalls: number;
    tokens: number;
    costUsd: number;
    error?: string | null;
    /** What the LLM reader did ({model, read, refused, skipped_budget, failed, malformed}); null when it read nothing. */
    reader?: unknown;
  },
): Promise<void> {
  await q.query(
    `UPDATE optimizer_runs SET finished_at = now(), outcome = $2, evidence = $3, proposal_id = $4, metric_calls = $5,
            tokens = $6, cost_usd = $7, error = $8, reader = $9 WHERE id = $1`,
    [
      r.id,
      r.outcome,
      JSON.stringify(r.evidence),
      r.proposalId,
      r.metricCalls,
      r.tokens,
      r.costUsd,
      r.error ?? null,
      r.reader == null ? null : JSON.stringify(r.reader),
    ],
  );
}

export interface NewCandidate {
  text: string;
  outcome: string;
  blockedBy: string | null;
  reason: string;
  gates: unknown;
  lint: unknown;
  replay: unknown;
}

/** Every candidate of one run, in one statement (in the order given). */
export async function insertCandidates(q: Queryable, runId: number, toolId: number, cs: NewCandidate[]): Promise<void> {
  if (cs.length === 0) return;
  await q.query(
    `INSERT INTO optimizer_candidates (run_id, tool_id, text, outcome, blocked_by, reason, gates, lint, replay)
     SELECT $1, $2, c.text, c.outcome, c.blocked_by, c.reason, c.gates, c.lint, c.replay
       FROM ROWS FROM (jsonb_to_recordset($3::jsonb) AS (text text, outcome text, blocked_by text, reason text, gates jsonb, lint jsonb, replay jsonb))
            WITH ORDINALITY AS c(text, outcome, blocked_by, reason, gates, lint, replay, n)
      ORDER BY c.n`,
    [
      runId,
      toolId,
      JSON.stringify(
        cs.map((c) => ({
          text: c.text,
          outcome: c.outcome,
          blocked_by: c.blockedBy,
          reason: c.reason,
          gates: c.gates,
          lint: c.lint,
          replay: c.replay ?? null,
        })),
      ),
    ],
  );
}

export interface BlockedCandidateRow {
  id: number;
  run_id: number;
  server: string;
  name: string;
  blocked_by: string | null;
  reason: string;
  text: string;
  created_at: Date;
}

export async function selectBlockedCandidates(q: Queryable, limit: number): Promise<BlockedCandidateRow[]> {
  const r = await q.query<BlockedCandidateRow>(
    `SELECT c.id, c.run_id, t.server, t.name, c.blocked_by, c.reason, c.text, c.created_at
       FROM optimizer_candidates c JOIN tools t ON t.id = c.tool_id
      WHERE c.outcome = 'blocked' ORDER BY c.id DESC LIMIT $1`,
    [limit],
  );
  return r.rows;
}

/** Judged traces of the tool since its last optimizer run (the trigger for a new one). */
export async function selectToolsWithNewEvidence(
  q: Queryable,
  minTraces: number,
): Promise<{ server: string; name: string; n: number }[]> {
  const r = await q.query<{ server: string; name: string; n: number }>(
    `SELECT t.server, t.name, count(*)::int AS n
       FROM tools t
       JOIN tool_state s ON s.tool_id = t.id AND s.published_version IS NOT NULL
       JOIN description_versions pv ON pv.tool_id = t.id AND pv.version = s.published_version
       JOIN trace_tools tt ON tt.server = t.server AND tt.name = t.name AND tt.seen_hash = pv.content_hash
       JOIN traces tr ON tr.trace_id = tt.trace_id AND tr.judge_state = 'done'
      WHERE tr.ingested_at > coalesce((SELECT max(started_at) FROM optimizer_runs r WHERE r.tool_id = t.id), '-infinity'::timestamptz)
      GROUP BY t.server, t.name
     HAVING count(*) >= $1
      ORDER BY count(*) DESC`,
    [minTraces],
  );
  return r.rows;
}

export interface TraceText {
  trace_id: string;
  user_query: string;
  tool_calls: {
    server?: string;
    name: string;
    arguments?: Record<string, unknown>;
    result?: { is_error?: boolean; preview?: string };
  }[];
  final_answer: string | null;
  server: string;
  /** The tools that served the trace's task, as "server/name" (a workflow has several). */
  served_refs: string[];
}

/** The chosen evidence traces' texts, with the tools that served each. */
export async function selectTraceTexts(q: Queryable, ids: string[]): Promise<TraceText[]> {
  if (ids.length === 0) return [];
  const r = await q.query<TraceText>(
    `SELECT t.trace_id, t.user_query, t.tool_calls, t.final_answer, t.server,
            ARRAY(SELECT o.server || '/' || o.name FROM trace_tools o WHERE o.trace_id = t.trace_id AND o.outcome = 'served') AS served_refs
       FROM traces t WHERE t.trace_id = ANY($1::text[])`,
    [ids],
  );
  return r.rows;
}

/**
 * Queries of recent traces that some tool served: the replay set. Traces stored in one
 * transaction share `ingested_at`, so the order breaks ties by trace: which of them the
 * limit keeps must not depend on the plan the database picks.
 */
export async function selectServedQueries(
  q: Queryable,
  limit: number,
): Promise<{ trace_id: string; query: string; served_by: string }[]> {
  const r = await q.query<{ trace_id: string; query: string; served_by: string }>(
    `SELECT tt.trace_id, t.user_query AS query, tt.server || '/' || tt.name AS served_by
       FROM trace_tools tt JOIN traces t ON t.trace_id = tt.trace_id
      WHERE tt.outcome = 'served' AND t.judge_state = 'done'
      ORDER BY t.ingested_at DESC, tt.trace_id DESC, tt.server, tt.name LIMIT $1`,
    [limit],
  );
  return r.rows;
}
