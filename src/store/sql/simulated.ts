// Judged traces written in one statement each, for the rollout bench (bench/rollout.ts):
// thousands of simulated sessions per repetition would take minutes through ingest and
// the judge, and what the bench measures is the decision path that reads them.
import type { Queryable } from '../db.ts';

export interface SimulatedTrace {
  trace_id: string;
  server: string;
  session_id: string;
  tools_shown: { server: string; name: string; version: number }[];
  passed: boolean;
}

/** Inserts traces already judged by signals (judge_state done), with their judgments. */
export async function insertJudgedTraces(q: Queryable, rows: SimulatedTrace[]): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `WITH x AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(trace_id text, server text, session_id text, tools_shown jsonb, passed boolean)
     ), t AS (
       INSERT INTO traces (trace_id, ts, server, session_id, user_query, tools_shown, content_hash, source, judge_state)
       SELECT trace_id, now(), server, session_id, 'simulated', tools_shown, md5(trace_id), 'bench', 'done' FROM x
       RETURNING trace_id
     )
     INSERT INTO judgments (trace_id, judge, score, passed, confidence, reasoning, rule)
     SELECT x.trace_id, 'signals', CASE WHEN x.passed THEN 1 ELSE 0 END, x.passed, 0.9, 'simulated', 'simulated'
       FROM x JOIN t ON t.trace_id = x.trace_id`,
    [JSON.stringify(rows)],
  );
}
