// Code facts (migrations/0021_code_facts.sql): what the source reader found a tool's code
// does, per tool and the version current when it was checked; and the judged traces the
// trace-grounded finding reads. Rows hold JSON as the reader wrote it (redacted).
import type { Queryable } from '../db.ts';
import type { ToolRow, TraceRow } from '../types.ts';

export interface CodeFactsRow {
  id: number;
  tool_id: number;
  server: string;
  name: string;
  version: number;
  source_path: string;
  description: string;
  registered_at: { file: string; line: number };
  effects: { class: string; disclosed: boolean; evidence: { file: string; line: number; call: string }[] }[];
  findings: Record<string, unknown>[];
  created_by: string;
  created_at: Date;
}

export interface NewCodeFacts {
  toolId: number;
  version: number;
  sourcePath: string;
  description: string;
  registeredAt: unknown;
  effects: unknown;
  findings: unknown;
  actor: string;
}

export async function insertCodeFacts(q: Queryable, f: NewCodeFacts): Promise<number> {
  const r = await q.query<{ id: number }>(
    `INSERT INTO code_facts (tool_id, version, source_path, description, registered_at, effects, findings, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      f.toolId,
      f.version,
      f.sourcePath,
      f.description,
      JSON.stringify(f.registeredAt),
      JSON.stringify(f.effects),
      JSON.stringify(f.findings),
      f.actor,
    ],
  );
  return r.rows[0]!.id;
}

const FIELDS = 'c.*, t.server, t.name';

/** The latest code facts of one tool, if its source was ever checked. */
export async function selectLatestCodeFacts(q: Queryable, toolId: number): Promise<CodeFactsRow | undefined> {
  const r = await q.query<CodeFactsRow>(
    `SELECT ${FIELDS} FROM code_facts c JOIN tools t ON t.id = c.tool_id
      WHERE c.tool_id = $1 ORDER BY c.id DESC LIMIT 1`,
    [toolId],
  );
  return r.rows[0];
}

/** The latest code facts of each tool of a server that has some. */
export async function selectLatestCodeFactsOfServer(q: Queryable, server: string): Promise<CodeFactsRow[]> {
  const r = await q.query<CodeFactsRow>(
    `SELECT DISTINCT ON (c.tool_id) ${FIELDS} FROM code_facts c JOIN tools t ON t.id = c.tool_id
      WHERE t.server = $1 ORDER BY c.tool_id, c.id DESC`,
    [server],
  );
  return r.rows;
}

export interface ReadOnlyCandidateRow {
  tool_id: number;
  name: string;
  version: number;
  text: string;
  surface: unknown;
}

/** Each tool of a server with its published text and surface (what may describe it as read-only). */
export async function selectPublishedOfServer(q: Queryable, server: string): Promise<ReadOnlyCandidateRow[]> {
  const r = await q.query<ReadOnlyCandidateRow>(
    `SELECT t.id AS tool_id, t.name, v.version, v.text, v.surface
       FROM tools t JOIN tool_state s ON s.tool_id = t.id
       JOIN description_versions v ON v.tool_id = t.id AND v.version = s.published_version
      WHERE t.server = $1 ORDER BY t.name`,
    [server],
  );
  return r.rows;
}

export type JudgedCallTraceRow = Pick<
  TraceRow,
  'trace_id' | 'server' | 'user_query' | 'tool_calls' | 'tools_shown' | 'final_answer' | 'signals'
> & {
  messages: { role: string; content: string }[] | null;
};

/**
 * The newest judged traces that called one of these tools of a server (at most `limit` a
 * tool): what the judge's change signals are read from again.
 */
export async function selectJudgedTracesOfTools(
  q: Queryable,
  server: string,
  names: string[],
  limit: number,
): Promise<(JudgedCallTraceRow & { tool: string })[]> {
  const r = await q.query<JudgedCallTraceRow & { tool: string }>(
    `SELECT x.tool, tr.trace_id, tr.server, tr.user_query, tr.tool_calls, tr.tools_shown, tr.final_answer, tr.signals,
            tr.extra->'messages' AS messages
       FROM unnest($2::text[]) AS x(tool)
       CROSS JOIN LATERAL (
         SELECT tt.trace_id FROM trace_tools tt JOIN traces t ON t.trace_id = tt.trace_id
          WHERE tt.server = $1 AND tt.name = x.tool
            AND EXISTS (SELECT 1 FROM judgments j WHERE j.trace_id = tt.trace_id)
          ORDER BY t.ts DESC, tt.trace_id LIMIT $3
       ) AS pick
       JOIN traces tr ON tr.trace_id = pick.trace_id
      ORDER BY x.tool, tr.trace_id`,
    [server, names, limit],
  );
  return r.rows;
}

/** A tool by its id (a proposal names its tool by id). */
export async function selectToolById(q: Queryable, id: number): Promise<ToolRow | undefined> {
  const r = await q.query<ToolRow>('SELECT * FROM tools WHERE id = $1', [id]);
  return r.rows[0];
}
