import type { Queryable } from '../db.ts';
import type { VersionRow, VersionSource } from '../types.ts';

export interface NewVersion {
  toolId: number;
  text: string;
  source: VersionSource;
  parentVersion: number | null;
  createdBy: string;
  reason?: string | null;
  provenance?: Record<string, unknown>;
  lint?: unknown;
  gates?: unknown;
  contentHash: string;
  /** Title, input schema, annotations; absent: inherited from the parent version (migration 0009). */
  surface?: unknown;
  /** The variant set it belongs to (migration 0023); absent: 'full'. */
  variant?: string;
  /** The text as components (catalog/components.ts): every new version stores them (migration 0022). */
  components: Record<string, string>;
}

/** Appends the next version number; the caller holds the tool_state row lock. */
export async function insertNextVersion(q: Queryable, v: NewVersion): Promise<VersionRow> {
  const r = await q.query<VersionRow>(
    `INSERT INTO description_versions
       (tool_id, version, text, source, parent_version, created_by, reason, provenance, content_hash, lint, gates, surface, variant, components)
     VALUES ($1, (SELECT coalesce(max(version), 0) + 1 FROM description_versions WHERE tool_id = $1),
             $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     RETURNING *`,
    [
      v.toolId,
      v.text,
      v.source,
      v.parentVersion,
      v.createdBy,
      v.reason ?? null,
      JSON.stringify(v.provenance ?? {}),
      v.contentHash,
      v.lint === undefined ? null : JSON.stringify(v.lint),
      v.gates === undefined ? null : JSON.stringify(v.gates),
      v.surface === undefined ? null : JSON.stringify(v.surface),
      v.variant ?? 'full',
      JSON.stringify(v.components),
    ],
  );
  return r.rows[0]!;
}

export async function selectVersion(q: Queryable, toolId: number, version: number): Promise<VersionRow | undefined> {
  const r = await q.query<VersionRow>('SELECT * FROM description_versions WHERE tool_id = $1 AND version = $2', [
    toolId,
    version,
  ]);
  return r.rows[0];
}

export async function selectVersions(q: Queryable, toolId: number): Promise<VersionRow[]> {
  const r = await q.query<VersionRow>('SELECT * FROM description_versions WHERE tool_id = $1 ORDER BY version', [
    toolId,
  ]);
  return r.rows;
}

export async function selectLatestUpstreamVersion(q: Queryable, toolId: number): Promise<VersionRow | undefined> {
  const r = await q.query<VersionRow>(
    `SELECT * FROM description_versions WHERE tool_id = $1 AND source = 'upstream'
      ORDER BY version DESC LIMIT 1`,
    [toolId],
  );
  return r.rows[0];
}

/** Texts of the given versions, keyed "server/name@version". */
export async function selectVersionTexts(
  q: Queryable,
  refs: { server: string; name: string; version: number }[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (refs.length === 0) return out;
  const r = await q.query<{ server: string; name: string; version: number; text: string }>(
    `WITH wanted AS (SELECT DISTINCT server, name, version FROM jsonb_to_recordset($1::jsonb) AS x(server text, name text, version integer))
     SELECT t.server, t.name, v.version, v.text FROM wanted w
       JOIN tools t ON t.server = w.server AND t.name = w.name
       JOIN description_versions v ON v.tool_id = t.id AND v.version = w.version`,
    [JSON.stringify(refs)],
  );
  for (const x of r.rows) out.set(`${x.server}/${x.name}@${x.version}`, x.text);
  return out;
}
