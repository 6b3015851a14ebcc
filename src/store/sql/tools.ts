import type { Queryable } from '../db.ts';
import type { ToolRow, ToolWithState } from '../types.ts';

export async function selectToolByName(q: Queryable, server: string, name: string): Promise<ToolRow | undefined> {
  const r = await q.query<ToolRow>('SELECT * FROM tools WHERE server = $1 AND name = $2', [server, name]);
  return r.rows[0];
}

export async function selectToolsOfServer(q: Queryable, server: string): Promise<ToolRow[]> {
  const r = await q.query<ToolRow>('SELECT * FROM tools WHERE server = $1 ORDER BY name', [server]);
  return r.rows;
}

export async function insertTool(
  q: Queryable,
  t: {
    server: string;
    name: string;
    inputSchema: unknown;
    upstreamDescription: string;
    origin: 'upstream' | 'observed';
  },
): Promise<ToolRow> {
  const r = await q.query<ToolRow>(
    `INSERT INTO tools (server, name, input_schema, upstream_description, origin)
     VALUES ($1, $2, $3, $4, $5) RETURNING *`,
    [t.server, t.name, JSON.stringify(t.inputSchema ?? {}), t.upstreamDescription, t.origin],
  );
  return r.rows[0]!;
}

export async function updateToolUpstream(
  q: Queryable,
  id: number,
  t: { inputSchema: unknown; upstreamDescription: string },
): Promise<void> {
  await q.query(
    `UPDATE tools SET input_schema = $2, upstream_description = $3, origin = 'upstream', updated_at = now()
     WHERE id = $1`,
    [id, JSON.stringify(t.inputSchema ?? {}), t.upstreamDescription],
  );
}

export async function selectToolsWithState(q: Queryable, server?: string): Promise<ToolWithState[]> {
  const r = await q.query<ToolWithState>(
    `SELECT t.*, s.published_version,
            (SELECT max(version) FROM description_versions v WHERE v.tool_id = t.id) AS latest_version,
            (SELECT count(*) FROM proposals p WHERE p.tool_id = t.id AND p.status = 'pending') AS pending_proposals
       FROM tools t JOIN tool_state s ON s.tool_id = t.id
      WHERE ($1::text IS NULL OR t.server = $1)
      ORDER BY t.server, t.name`,
    [server ?? null],
  );
  return r.rows;
}
