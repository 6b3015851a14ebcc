import type { Queryable } from '../db.ts';

// Stored traces as `whetstone traces list|show` prints them: as stored (redacted at
// ingest), with their judgments.

export interface StoredJudgment {
  judge: string;
  score: number;
  passed: boolean;
  confidence: number;
  reasoning: string;
  rule: string | null;
  /** The user's goal in a few words, and where it came from (llm, producer, conversation). */
  user_task_identified: string | null;
  goal_source: string | null;
  copied_from: string | null;
  created_at: string;
}

export interface StoredTrace {
  trace_id: string;
  ts: string;
  server: string;
  session_id: string | null;
  user_query: string;
  tools_shown: unknown[];
  tool_calls: { server?: string; name: string; [k: string]: unknown }[];
  final_answer: string | null;
  signals: Record<string, unknown>;
  extra: Record<string, unknown>;
  content_hash: string;
  redactions: number;
  source: string;
  ingested_at: string;
  judge_state: string;
  judgments: StoredJudgment[];
}

const JUDGMENTS = `COALESCE((SELECT jsonb_agg(jsonb_build_object(
    'judge', j.judge, 'score', j.score, 'passed', j.passed, 'confidence', j.confidence, 'reasoning', j.reasoning,
    'rule', j.rule, 'user_task_identified', j.user_task_identified, 'goal_source', j.goal_source, 'copied_from', j.copied_from, 'created_at', j.created_at) ORDER BY j.judge)
  FROM judgments j WHERE j.trace_id = t.trace_id), '[]'::jsonb)`;

const FIELDS = `t.trace_id, t.ts, t.server, t.session_id, t.user_query, t.tools_shown, t.tool_calls, t.final_answer,
  t.signals, t.extra, t.content_hash, t.redactions, t.source, t.ingested_at, t.judge_state, ${JUDGMENTS} AS judgments`;

export async function selectStoredTrace(q: Queryable, traceId: string): Promise<StoredTrace | undefined> {
  const r = await q.query<StoredTrace>(`SELECT ${FIELDS} FROM traces t WHERE t.trace_id = $1`, [traceId]);
  return r.rows[0];
}

/** Newest first; `tool` ("server/name", or a bare name) keeps traces that called it. */
export async function selectStoredTraces(
  q: Queryable,
  f: { server?: string | undefined; tool?: string | undefined; limit: number },
): Promise<StoredTrace[]> {
  const call =
    f.tool === undefined
      ? null
      : JSON.stringify([f.server === undefined ? { name: f.tool } : { server: f.server, name: f.tool }]);
  const r = await q.query<StoredTrace>(
    `SELECT ${FIELDS} FROM traces t
      WHERE ($1::jsonb IS NULL OR t.tool_calls @> $1::jsonb)
      ORDER BY t.ts DESC, t.trace_id
      LIMIT $2`,
    [call, f.limit],
  );
  return r.rows;
}

export interface TraceToolRow {
  server: string;
  name: string;
  outcome: string;
  served_by: string | null;
  shown_version: number | null;
}

/** What the judge made of each tool the trace called (served, wrong pick, error…). */
export async function selectTraceTools(q: Queryable, traceId: string): Promise<TraceToolRow[]> {
  const r = await q.query<TraceToolRow>(
    'SELECT server, name, outcome, served_by, shown_version FROM trace_tools WHERE trace_id = $1 ORDER BY server, name',
    [traceId],
  );
  return r.rows;
}
