// The judged traces of each tool, as the optimizer's picks and evidence read them: the
// signal judgment (with what it found for and against success) and the latest LLM one.
import type { Queryable } from '../db.ts';
import { latestLlmJudgment } from './judgments.ts';

export interface ToolJudgedRow {
  trace_id: string;
  server: string;
  name: string;
  outcome: string;
  served_by: string | null;
  shown_version: number | null;
  signal_score: number | null;
  signal_passed: boolean | null;
  llm_score: number | null;
  llm_passed: boolean | null;
  /** What the signal judge found for and against success (judge/strength.ts); null for judgments stored before it. */
  signal_evidence: { for: string[]; against: string[] } | null;
  /** The user's goal: the latest LLM judgment's, else the signal judge's (either may be null). */
  goal: string | null;
}

/** Every judged trace of the given tools with its signal and latest LLM judgment. */
export async function selectJudgedToolTraces(
  q: Queryable,
  tools: { server: string; name: string }[],
): Promise<ToolJudgedRow[]> {
  if (tools.length === 0) return [];
  const r = await q.query<ToolJudgedRow>(
    `WITH wanted AS (SELECT DISTINCT server, name FROM jsonb_to_recordset($1::jsonb) AS x(server text, name text))
     SELECT tt.trace_id, tt.server, tt.name, tt.outcome, tt.served_by, tt.shown_version,
            s.score AS signal_score, s.passed AS signal_passed, l.score AS llm_score, l.passed AS llm_passed,
            s.features->'evidence' AS signal_evidence,
            COALESCE(l.user_task_identified, s.user_task_identified) AS goal
       FROM wanted w
       JOIN trace_tools tt ON tt.server = w.server AND tt.name = w.name
       JOIN traces t ON t.trace_id = tt.trace_id AND t.judge_state = 'done'
       LEFT JOIN judgments s ON s.trace_id = tt.trace_id AND s.judge = 'signals'
       ${latestLlmJudgment('tt.trace_id')}`,
    [JSON.stringify(tools)],
  );
  return r.rows;
}
