// Queries of canary rollouts (migration 0010). The caller of every write holds the tool's
// tool_state lock (lockToolState) in the same transaction.
import type { Queryable } from '../db.ts';

export type RolloutStatus = 'running' | 'promoted' | 'rolled_back' | 'aborted' | 'expired';

export interface RolloutRow {
  id: number;
  tool_id: number;
  control_version: number;
  canary_version: number;
  share: number;
  proposal_id: number | null;
  status: RolloutStatus;
  params: Record<string, unknown>;
  started_by: string;
  started_at: Date;
  last_state: Record<string, unknown> | null;
  last_checked_at: Date | null;
  decision_by: string | null;
  decision_reason: string | null;
  decision_state: Record<string, unknown> | null;
  decided_at: Date | null;
}

export interface RunningRolloutRow extends RolloutRow {
  server: string;
  name: string;
}

export async function insertRollout(
  q: Queryable,
  r: {
    toolId: number;
    controlVersion: number;
    canaryVersion: number;
    share: number;
    proposalId: number | null;
    params: unknown;
    startedBy: string;
  },
): Promise<RolloutRow> {
  const res = await q.query<RolloutRow>(
    `INSERT INTO rollouts (tool_id, control_version, canary_version, share, proposal_id, params, started_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [r.toolId, r.controlVersion, r.canaryVersion, r.share, r.proposalId, JSON.stringify(r.params), r.startedBy],
  );
  return res.rows[0]!;
}

/** The running rollout of a tool, locked (FOR UPDATE) for a decision. */
export async function lockRunningRollout(q: Queryable, toolId: number): Promise<RolloutRow | undefined> {
  const r = await q.query<RolloutRow>(`SELECT * FROM rollouts WHERE tool_id = $1 AND status = 'running' FOR UPDATE`, [
    toolId,
  ]);
  return r.rows[0];
}

export async function selectRunningRollouts(q: Queryable): Promise<RunningRolloutRow[]> {
  const r = await q.query<RunningRolloutRow>(
    `SELECT r.*, t.server, t.name FROM rollouts r JOIN tools t ON t.id = r.tool_id WHERE r.status = 'running' ORDER BY r.id`,
  );
  return r.rows;
}

/** Every rollout of a tool, newest first (the timeline). */
export async function selectRolloutsOfTool(q: Queryable, toolId: number, limit = 50): Promise<RolloutRow[]> {
  const r = await q.query<RolloutRow>('SELECT * FROM rollouts WHERE tool_id = $1 ORDER BY id DESC LIMIT $2', [
    toolId,
    limit,
  ]);
  return r.rows;
}

export async function updateRolloutLastState(q: Queryable, id: number, state: unknown): Promise<void> {
  await q.query(`UPDATE rollouts SET last_state = $2, last_checked_at = now() WHERE id = $1 AND status = 'running'`, [
    id,
    JSON.stringify(state),
  ]);
}

export async function updateRolloutDecision(
  q: Queryable,
  d: { id: number; status: Exclude<RolloutStatus, 'running'>; by: string; reason: string; state: unknown },
): Promise<RolloutRow> {
  const r = await q.query<RolloutRow>(
    `UPDATE rollouts SET status = $2, decision_by = $3, decision_reason = $4, decision_state = $5, last_state = coalesce($5, last_state),
            last_checked_at = now(), decided_at = now()
      WHERE id = $1 AND status = 'running' RETURNING *`,
    [d.id, d.status, d.by, d.reason, d.state === null ? null : JSON.stringify(d.state)],
  );
  return r.rows[0]!;
}

/** Sets (or clears, with version null) what the canary share of sessions is shown. */
export async function updateCanary(q: Queryable, toolId: number, version: number | null, share: number): Promise<void> {
  await q.query('UPDATE tool_state SET canary_version = $2, canary_share = $3, updated_at = now() WHERE tool_id = $1', [
    toolId,
    version,
    share,
  ]);
}

/** A canary that lost: its approved proposal is closed so `whetstone publish` never publishes it. */
export async function updateProposalRolledBack(q: Queryable, id: number, by: string, reason: string): Promise<void> {
  await q.query(
    `UPDATE proposals SET status = 'rejected', decided_by = $2, decision_reason = $3, decided_at = now() WHERE id = $1 AND status = 'approved'`,
    [id, by, reason],
  );
}

export interface RolloutDefaultRow {
  server: string;
  share: number;
  set_by: string;
  set_at: Date;
}

export async function selectRolloutDefault(q: Queryable, server: string): Promise<RolloutDefaultRow | undefined> {
  const r = await q.query<RolloutDefaultRow>('SELECT * FROM rollout_defaults WHERE server = $1', [server]);
  return r.rows[0];
}

export async function selectRolloutDefaults(q: Queryable): Promise<RolloutDefaultRow[]> {
  return (await q.query<RolloutDefaultRow>('SELECT * FROM rollout_defaults ORDER BY server')).rows;
}

export async function upsertRolloutDefault(q: Queryable, server: string, share: number, by: string): Promise<void> {
  await q.query(
    `INSERT INTO rollout_defaults (server, share, set_by) VALUES ($1, $2, $3)
     ON CONFLICT (server) DO UPDATE SET share = EXCLUDED.share, set_by = EXCLUDED.set_by, set_at = now()`,
    [server, share, by],
  );
}

export async function deleteRolloutDefault(q: Queryable, server: string): Promise<boolean> {
  return (await q.query('DELETE FROM rollout_defaults WHERE server = $1', [server])).rowCount > 0;
}

export interface ArmOutcomeRow {
  version: number;
  sessions: number;
  passed: number;
  traces: number;
}

/**
 * Per version shown: sessions and sessions that succeeded, from traces since the rollout
 * started whose tools_shown lists the tool at that version. A session is its session_id
 * (a trace without one is its own session) and succeeds when more than half of its judged
 * traces passed. A trace's verdict is the LLM's when the judge's random sample picked it,
 * else its signal judgment: the LLM's best/worst candidates are left out, since they are
 * chosen per tool and would weigh on one arm more than the other. Only traces the judge
 * has finished with count, so a verdict never changes after the test has seen it.
 */
export async function selectArmOutcomes(
  q: Queryable,
  f: { server: string; name: string; since: Date; versions: number[] },
): Promise<ArmOutcomeRow[]> {
  const r = await q.query<ArmOutcomeRow>(
    `WITH shown AS (
       SELECT t.trace_id, coalesce(t.session_id, 'trace:' || t.trace_id) AS session, t.judge_sampled,
              (SELECT (s->>'version')::int FROM jsonb_array_elements(t.tools_shown) s
                WHERE s->>'server' = $1 AND s->>'name' = $2 AND jsonb_typeof(s->'version') = 'number' LIMIT 1) AS version
         FROM traces t
        WHERE t.ts >= $3 AND t.judge_state IN ('done', 'judge_failed')
          AND t.tools_shown @> jsonb_build_array(jsonb_build_object('server', $1::text, 'name', $2::text))
     ), verdicts AS (
       SELECT sh.session, sh.version,
              coalesce(CASE WHEN sh.judge_sampled THEN
                         (SELECT j.passed FROM judgments j WHERE j.trace_id = sh.trace_id AND j.judge LIKE 'llm:%' ORDER BY j.id DESC LIMIT 1)
                       END, sig.passed) AS passed
         FROM shown sh JOIN judgments sig ON sig.trace_id = sh.trace_id AND sig.judge = 'signals'
        WHERE sh.version = ANY($4::int[])
     ), sessions AS (
       SELECT version, session, avg(CASE WHEN passed THEN 1.0 ELSE 0.0 END) > 0.5 AS ok, count(*) AS traces
         FROM verdicts GROUP BY version, session
     )
     SELECT version, count(*)::int AS sessions, (count(*) FILTER (WHERE ok))::int AS passed, sum(traces)::int AS traces
       FROM sessions GROUP BY version ORDER BY version`,
    [f.server, f.name, f.since, f.versions],
  );
  return r.rows;
}

export interface ArmToolRatesRow {
  version: number;
  calls: number;
  wrong_pick: number;
  error: number;
  arg_retry: number;
}

/** Per version shown: how the tool fared when it was called (wrong picks, errors, argument retries). */
export async function selectArmToolRates(
  q: Queryable,
  f: { server: string; name: string; since: Date; versions: number[] },
): Promise<ArmToolRatesRow[]> {
  const r = await q.query<ArmToolRatesRow>(
    `SELECT tt.shown_version AS version, count(*)::int AS calls,
            (count(*) FILTER (WHERE tt.outcome = 'wrong_pick'))::int AS wrong_pick,
            (count(*) FILTER (WHERE tt.outcome = 'error'))::int AS error,
            (count(*) FILTER (WHERE tt.outcome = 'arg_retry'))::int AS arg_retry
       FROM trace_tools tt JOIN traces t ON t.trace_id = tt.trace_id
      WHERE tt.server = $1 AND tt.name = $2 AND tt.shown_version = ANY($4::int[]) AND t.ts >= $3
      GROUP BY tt.shown_version ORDER BY tt.shown_version`,
    [f.server, f.name, f.since, f.versions],
  );
  return r.rows;
}
