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
  /** The content hash of the text the call is attributed to (migration 0019's attribute_call). */
  seen_hash: string | null;
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
     SELECT tt.trace_id, tt.server, tt.name, tt.outcome, tt.served_by, tt.shown_version, tt.seen_hash,
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

/**
 * The judged traces that saw a version's text: by content hash, not by number, so traces
 * of the same text under an earlier number (a rollback) count for it.
 */
export async function selectJudgedTracesOfVersion(
  q: Queryable,
  tool: { server: string; name: string; version: number },
): Promise<ToolJudgedRow[]> {
  const r = await q.query<{ hash: string }>(
    `SELECT v.content_hash AS hash FROM description_versions v JOIN tools t ON t.id = v.tool_id
      WHERE t.server = $1 AND t.name = $2 AND v.version = $3`,
    [tool.server, tool.name, tool.version],
  );
  const hash = r.rows[0]?.hash;
  if (hash === undefined) return [];
  return (await selectJudgedToolTraces(q, [tool])).filter((x) => x.seen_hash === hash);
}

export interface EvidenceCounts {
  /** Stored traces with a call of the tool, judged or not. */
  called: number;
  /** Of those, judged to the end. */
  judged: number;
  /** Judged and attributed to the version's text. */
  matching: number;
  /** Judged and attributed to another version's text, by version. */
  others: { version: number; n: number }[];
  /** Judged, naming a description text that matches no stored version. */
  unmatched_text: number;
  /** Judged, naming no version, with none published (nor an upstream text) at their time. */
  unattributed: number;
}

/** Why a version may have no evidence: the counts the reasons (optimize/no-evidence.ts) are read from. */
export async function selectEvidenceCounts(
  q: Queryable,
  tool: { server: string; name: string; version: number },
): Promise<EvidenceCounts> {
  const r = await q.query<EvidenceCounts>(
    `WITH pv AS (SELECT v.content_hash FROM description_versions v JOIN tools t ON t.id = v.tool_id
                  WHERE t.server = $1 AND t.name = $2 AND v.version = $3),
          judged AS (SELECT tt.* FROM trace_tools tt JOIN traces t ON t.trace_id = tt.trace_id AND t.judge_state = 'done'
                      WHERE tt.server = $1 AND tt.name = $2)
     SELECT (SELECT count(*)::int FROM traces t
              WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(t.tool_calls) c
                             WHERE c->>'name' = $2 AND coalesce(c->>'server', t.server) = $1)) AS called,
            (SELECT count(*)::int FROM judged) AS judged,
            (SELECT count(*)::int FROM judged WHERE seen_hash = (SELECT content_hash FROM pv)) AS matching,
            (SELECT coalesce(jsonb_agg(jsonb_build_object('version', version, 'n', n) ORDER BY version), '[]'::jsonb)
               FROM (SELECT shown_version AS version, count(*)::int AS n FROM judged
                      WHERE shown_version IS NOT NULL AND seen_hash IS DISTINCT FROM (SELECT content_hash FROM pv)
                      GROUP BY shown_version) o) AS others,
            (SELECT count(*)::int FROM judged WHERE attribution = 'unmatched_text') AS unmatched_text,
            (SELECT count(*)::int FROM judged WHERE shown_version IS NULL AND attribution IS DISTINCT FROM 'unmatched_text')
              AS unattributed`,
    [tool.server, tool.name, tool.version],
  );
  return r.rows[0]!;
}

/**
 * Attributes again a tool's judged calls that nothing could be attributed to (the tool was
 * not registered when they were judged), once it is: returns how many rows changed.
 */
export async function reattributeUnattributed(q: Queryable, tool: { server: string; name: string }): Promise<number> {
  const r = await q.query(
    `UPDATE trace_tools tt
        SET (shown_version, seen_hash, attribution) =
            (SELECT a.version, a.seen_hash, a.attribution
               FROM traces t CROSS JOIN LATERAL attribute_call(tt.server, tt.name, t.ts, t.session_id, NULL, NULL) a
              WHERE t.trace_id = tt.trace_id)
      WHERE tt.server = $1 AND tt.name = $2 AND tt.attribution = 'none'`,
    [tool.server, tool.name],
  );
  return r.rowCount ?? 0;
}
