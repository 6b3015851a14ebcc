import type { Queryable } from '../db.ts';
import type { PublishCause, PublishLogRow } from '../types.ts';

export interface ToolStateRow {
  tool_id: number;
  published_version: number | null;
  canary_version: number | null;
  canary_share: number;
  updated_at: Date;
}

export async function insertToolState(q: Queryable, toolId: number): Promise<void> {
  await q.query('INSERT INTO tool_state (tool_id) VALUES ($1)', [toolId]);
}

export async function selectToolState(q: Queryable, toolId: number): Promise<ToolStateRow | undefined> {
  const r = await q.query<ToolStateRow>('SELECT * FROM tool_state WHERE tool_id = $1', [toolId]);
  return r.rows[0];
}

/** Locks the tool's state row: every change to a tool's versions or pointer takes it first. */
export async function lockToolState(q: Queryable, toolId: number): Promise<ToolStateRow> {
  const r = await q.query<ToolStateRow>('SELECT * FROM tool_state WHERE tool_id = $1 FOR UPDATE', [toolId]);
  return r.rows[0]!;
}

export async function updatePublishedVersion(q: Queryable, toolId: number, version: number): Promise<void> {
  await q.query('UPDATE tool_state SET published_version = $2, updated_at = now() WHERE tool_id = $1', [
    toolId,
    version,
  ]);
}

export async function insertPublishLog(
  q: Queryable,
  e: { toolId: number; version: number; previousVersion: number | null; cause: PublishCause; actor: string },
): Promise<void> {
  await q.query(
    'INSERT INTO publish_log (tool_id, version, previous_version, cause, actor) VALUES ($1, $2, $3, $4, $5)',
    [e.toolId, e.version, e.previousVersion, e.cause, e.actor],
  );
}

export async function selectPublishLog(q: Queryable, toolId: number): Promise<PublishLogRow[]> {
  const r = await q.query<PublishLogRow>('SELECT * FROM publish_log WHERE tool_id = $1 ORDER BY id', [toolId]);
  return r.rows;
}

export interface PublishedRow {
  server: string;
  name: string;
  version: number;
  source: string;
  text: string;
  content_hash: string;
  /** The published version's schema (its surface, migration 0009): what agents are shown with its text. */
  input_schema: Record<string, unknown>;
  /** The published version's annotations (readOnlyHint, destructiveHint, …), when its surface has them. */
  annotations?: Record<string, unknown> | null;
  /** While a canary rollout runs: the version a share of sessions is shown (rollout/assignment.ts). */
  canary_version?: number | null;
  canary_share?: number;
  canary_text?: string | null;
  canary_hash?: string | null;
}

export async function selectPublishedSet(q: Queryable): Promise<PublishedRow[]> {
  const r = await q.query<PublishedRow>(
    `SELECT t.server, t.name, v.version, v.source, v.text, v.content_hash,
            CASE WHEN jsonb_typeof(v.surface -> 'inputSchema') = 'object' THEN v.surface -> 'inputSchema' ELSE t.input_schema END AS input_schema,
            CASE WHEN jsonb_typeof(v.surface -> 'annotations') = 'object' THEN v.surface -> 'annotations' END AS annotations,
            s.canary_version, s.canary_share, c.text AS canary_text, c.content_hash AS canary_hash
       FROM tool_state s
       JOIN tools t ON t.id = s.tool_id
       JOIN description_versions v ON v.tool_id = s.tool_id AND v.version = s.published_version
       LEFT JOIN description_versions c ON c.tool_id = s.tool_id AND c.version = s.canary_version
      ORDER BY t.server, t.name`,
  );
  return r.rows;
}

/** The NOTIFY channel on which a moved published pointer is announced (the one spelling). */
export const PUBLISHED_CHANNEL = 'whetstone_published';

/** Tells listeners (publishers, proxies) that a published pointer moved; sent at commit. */
export async function notifyPublished(
  q: Queryable,
  payload: { tool: string; version: number; cause: string },
): Promise<void> {
  await q.query('SELECT pg_notify($1, $2)', [PUBLISHED_CHANNEL, JSON.stringify(payload)]);
}

export async function pingDatabase(q: Queryable): Promise<boolean> {
  return (await q.query('SELECT 1')).rowCount === 1;
}

/**
 * Whether the version was ever the published one. Every move of the pointer writes a
 * publish_log row (catalog/pointer.ts is the only writer), so this is the whole history.
 */
export async function selectWasPublished(q: Queryable, toolId: number, version: number): Promise<boolean> {
  const r = await q.query<{ hit: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM publish_log WHERE tool_id = $1 AND version = $2) AS hit',
    [toolId, version],
  );
  return r.rows[0]?.hit === true;
}
