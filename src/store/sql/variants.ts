// Variant sets (migration 0023): the pointer of every set other than 'full' (which stays
// tool_state.published_version), one named query per read and write.
import type { ToolSurface } from '../../model/surface.ts';
import type { Queryable } from '../db.ts';

/** The set a version belongs to ('full' unless it was written for another). */
export async function selectVersionVariant(q: Queryable, toolId: number, version: number): Promise<string | undefined> {
  const r = await q.query<{ variant: string }>(
    'SELECT variant FROM description_versions WHERE tool_id = $1 AND version = $2',
    [toolId, version],
  );
  return r.rows[0]?.variant;
}

/** The version a non-full set publishes for a tool, if any. */
export async function selectVariantPointer(q: Queryable, toolId: number, variant: string): Promise<number | undefined> {
  const r = await q.query<{ published_version: number }>(
    'SELECT published_version FROM variant_state WHERE tool_id = $1 AND variant = $2',
    [toolId, variant],
  );
  return r.rows[0]?.published_version;
}

/** Moves a non-full set's pointer; the caller holds the tool_state lock (catalog/variant-pointer.ts). */
export async function upsertVariantPointer(
  q: Queryable,
  p: { toolId: number; variant: string; version: number; actor: string },
): Promise<void> {
  await q.query(
    `INSERT INTO variant_state (tool_id, variant, published_version, updated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tool_id, variant) DO UPDATE SET published_version = $3, updated_by = $4, updated_at = now()`,
    [p.toolId, p.variant, p.version, p.actor],
  );
}

export async function insertVariantPublishLog(
  q: Queryable,
  e: { toolId: number; variant: string; version: number; previousVersion: number | null; actor: string },
): Promise<void> {
  await q.query(
    `INSERT INTO publish_log (tool_id, version, previous_version, cause, actor, variant) VALUES ($1, $2, $3, 'approve', $4, $5)`,
    [e.toolId, e.version, e.previousVersion, e.actor, e.variant],
  );
}

export interface PublishedVariantRow {
  server: string;
  name: string;
  variant: string;
  version: number;
  text: string;
  content_hash: string;
  surface: ToolSurface | null;
}

/** Every non-full set's published version of the tools of these servers (the proxy's read). */
export async function selectPublishedVariantSurfaces(q: Queryable, servers: string[]): Promise<PublishedVariantRow[]> {
  const r = await q.query<PublishedVariantRow>(
    `SELECT t.server, t.name, s.variant, v.version, v.text, v.content_hash, v.surface
       FROM variant_state s
       JOIN tools t ON t.id = s.tool_id
       JOIN description_versions v ON v.tool_id = s.tool_id AND v.version = s.published_version
      WHERE t.server = ANY($1::text[])
      ORDER BY t.server, t.name, s.variant`,
    [servers],
  );
  return r.rows;
}

export interface PublishedComponentsRow {
  tool_id: number;
  name: string;
  version: number;
  text: string;
  components: Record<string, string> | null;
  input_schema: Record<string, unknown>;
  /** The hash of the version `variant` publishes now, if it publishes one. */
  variant_hash: string | null;
}

/** A server's published full-set versions with their components (a token budget's input). */
export async function selectPublishedComponents(
  q: Queryable,
  server: string,
  variant: string,
): Promise<PublishedComponentsRow[]> {
  const r = await q.query<PublishedComponentsRow>(
    `SELECT t.id AS tool_id, t.name, v.version, v.text, v.components,
            CASE WHEN jsonb_typeof(v.surface -> 'inputSchema') = 'object' THEN v.surface -> 'inputSchema' ELSE t.input_schema END AS input_schema,
            pv.content_hash AS variant_hash
       FROM tool_state s
       JOIN tools t ON t.id = s.tool_id
       JOIN description_versions v ON v.tool_id = s.tool_id AND v.version = s.published_version
       LEFT JOIN variant_state vs ON vs.tool_id = s.tool_id AND vs.variant = $2
       LEFT JOIN description_versions pv ON pv.tool_id = vs.tool_id AND pv.version = vs.published_version
      WHERE t.server = $1
      ORDER BY t.name`,
    [server, variant],
  );
  return r.rows;
}
