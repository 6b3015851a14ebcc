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
