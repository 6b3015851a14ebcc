import type { ToolSurface } from '../../model/surface.ts';
import type { Queryable } from '../db.ts';

export interface PublishedSurfaceRow {
  server: string;
  name: string;
  version: number;
  source: string;
  text: string;
  content_hash: string;
  surface: ToolSurface;
  /** A canary rollout's version, when one runs (docs/rollout.md). */
  canary_version: number | null;
  canary_share: number;
  canary_text: string | null;
  canary_hash: string | null;
  canary_surface: ToolSurface | null;
}

/** The published version of every tool of these servers, with its surface snapshot. */
export async function selectPublishedSurfaces(q: Queryable, servers: string[]): Promise<PublishedSurfaceRow[]> {
  const r = await q.query<PublishedSurfaceRow>(
    `SELECT t.server, t.name, v.version, v.source, v.text, v.content_hash, v.surface,
            s.canary_version, s.canary_share, c.text AS canary_text, c.content_hash AS canary_hash, c.surface AS canary_surface
       FROM tool_state s
       JOIN tools t ON t.id = s.tool_id
       JOIN description_versions v ON v.tool_id = s.tool_id AND v.version = s.published_version
       LEFT JOIN description_versions c ON c.tool_id = s.tool_id AND c.version = s.canary_version
      WHERE t.server = ANY($1::text[])
      ORDER BY t.server, t.name`,
    [servers],
  );
  return r.rows;
}

/** True when upstream changes of this server are published without review. */
export async function selectAcceptUpstream(q: Queryable, server: string): Promise<boolean> {
  const r = await q.query<{ accept_upstream: boolean }>(
    'SELECT accept_upstream FROM server_policies WHERE server = $1',
    [server],
  );
  return r.rows[0]?.accept_upstream ?? false;
}

export async function upsertServerPolicy(
  q: Queryable,
  p: { server: string; acceptUpstream: boolean; actor: string },
): Promise<void> {
  await q.query(
    `INSERT INTO server_policies (server, accept_upstream, updated_by) VALUES ($1, $2, $3)
     ON CONFLICT (server) DO UPDATE SET accept_upstream = $2, updated_by = $3, updated_at = now()`,
    [p.server, p.acceptUpstream, p.actor],
  );
}

/** Held upstream changes still waiting: a newer upstream change replaces them. */
export async function supersedeHeldUpstreamProposals(
  q: Queryable,
  toolId: number,
  newerVersion: number,
  actor: string,
): Promise<number[]> {
  const r = await q.query<{ id: number }>(
    `UPDATE proposals p SET status = 'superseded', decided_by = $3, decided_at = now(),
            decision_reason = 'a newer upstream change (v' || $2::text || ') replaces it'
       FROM description_versions v
      WHERE p.tool_id = $1 AND p.status = 'pending' AND v.tool_id = p.tool_id AND v.version = p.version AND v.source = 'upstream'
      RETURNING p.id`,
    [toolId, newerVersion, actor],
  );
  return r.rows.map((x) => x.id);
}
