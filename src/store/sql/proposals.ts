import type { Queryable } from '../db.ts';
import type { ProposalListRow, ProposalRow, ProposalStatus } from '../types.ts';

export async function insertProposal(
  q: Queryable,
  p: { toolId: number; version: number; baseVersion: number; createdBy: string; reason: string | null },
): Promise<ProposalRow> {
  const r = await q.query<ProposalRow>(
    `INSERT INTO proposals (tool_id, version, base_version, created_by, reason)
     VALUES ($1, $2, $3, $4, $5) RETURNING *`,
    [p.toolId, p.version, p.baseVersion, p.createdBy, p.reason],
  );
  return r.rows[0]!;
}

export async function selectProposal(q: Queryable, id: number): Promise<ProposalListRow | undefined> {
  const r = await q.query<ProposalListRow>(
    `SELECT p.*, t.server, t.name FROM proposals p JOIN tools t ON t.id = p.tool_id WHERE p.id = $1`,
    [id],
  );
  return r.rows[0];
}

export async function lockProposal(q: Queryable, id: number): Promise<ProposalRow | undefined> {
  const r = await q.query<ProposalRow>('SELECT * FROM proposals WHERE id = $1 FOR UPDATE', [id]);
  return r.rows[0];
}

export async function selectProposals(
  q: Queryable,
  f: { status?: ProposalStatus | undefined; toolId?: number | undefined; limit: number },
): Promise<ProposalListRow[]> {
  const r = await q.query<ProposalListRow>(
    `SELECT p.*, t.server, t.name FROM proposals p JOIN tools t ON t.id = p.tool_id
      WHERE ($1::text IS NULL OR p.status = $1) AND ($2::bigint IS NULL OR p.tool_id = $2)
      ORDER BY p.id DESC LIMIT $3`,
    [f.status ?? null, f.toolId ?? null, f.limit],
  );
  return r.rows;
}

/**
 * An open proposal of this text for this variant set: the same text proposed for another
 * set is another proposal (approving it moves that set's pointer, not this one's).
 */
export async function selectOpenProposalWithHash(
  q: Queryable,
  toolId: number,
  contentHash: string,
  variant: string,
): Promise<ProposalRow | undefined> {
  const r = await q.query<ProposalRow>(
    `SELECT p.* FROM proposals p
       JOIN description_versions v ON v.tool_id = p.tool_id AND v.version = p.version
      WHERE p.tool_id = $1 AND p.status IN ('pending', 'approved') AND v.content_hash = $2 AND v.variant = $3`,
    [toolId, contentHash, variant],
  );
  return r.rows[0];
}

export async function updateProposalDecision(
  q: Queryable,
  d: { id: number; status: ProposalStatus; decidedBy: string; reason: string | null },
): Promise<ProposalRow> {
  const r = await q.query<ProposalRow>(
    `UPDATE proposals SET status = $2, decided_by = $3, decision_reason = $4, decided_at = now()
      WHERE id = $1 RETURNING *`,
    [d.id, d.status, d.decidedBy, d.reason],
  );
  return r.rows[0]!;
}

/** Marks a published proposal as published (it was approved earlier and published now). */
export async function updateProposalPublished(q: Queryable, id: number): Promise<void> {
  await q.query(`UPDATE proposals SET status = 'published' WHERE id = $1`, [id]);
}

/** Open proposals of a tool that were based on another version than `baseVersion`. */
export async function supersedeStaleProposals(
  q: Queryable,
  toolId: number,
  baseVersion: number,
  actor: string,
): Promise<number[]> {
  const r = await q.query<{ id: number }>(
    `UPDATE proposals SET status = 'superseded', decided_by = $3, decided_at = now(),
            decision_reason = 'the published version changed to v' || $2::text
      WHERE tool_id = $1 AND status IN ('pending', 'approved') AND base_version <> $2
      RETURNING id`,
    [toolId, baseVersion, actor],
  );
  return r.rows.map((x) => x.id);
}

/** The proposal that brought a version in, if any (a version has at most one: UNIQUE (tool_id, version)). */
export async function selectProposalOfVersion(
  q: Queryable,
  toolId: number,
  version: number,
): Promise<ProposalRow | undefined> {
  const r = await q.query<ProposalRow>('SELECT * FROM proposals WHERE tool_id = $1 AND version = $2', [
    toolId,
    version,
  ]);
  return r.rows[0];
}
