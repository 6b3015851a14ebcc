// The review queue: proposals with their expected gain, ordered and paged in the database
// (a pass can propose dozens; the page shows one page of them, best first).
//
// Expected gain: the optimizer may record a numeric `expected_gain` anywhere in the
// version's gates JSON (e.g. from a paired test on the replayed queries); when it did
// not, the replay delta the proposal records (after − before correct top-1 picks on the
// affected queries) stands in. Human proposals have neither and sort last.
import type { Queryable } from '../db.ts';
import type { ProposalListRow, ProposalStatus } from '../types.ts';

export interface QueueRow extends ProposalListRow {
  expected_gain: number | null;
  gain_source: 'expected_gain' | 'replay' | null;
  replay_before: number | null;
  replay_after: number | null;
  replay_queries: number | null;
  total: number;
}

export type QueueOrder = 'gain' | 'newest';

export async function selectProposalQueue(
  q: Queryable,
  f: {
    status?: ProposalStatus | undefined;
    toolId?: number | undefined;
    order: QueueOrder;
    limit: number;
    offset: number;
  },
): Promise<QueueRow[]> {
  const r = await q.query<QueueRow & { declared: number | null }>(
    `WITH g AS (
       SELECT p.*, t.server, t.name,
              (SELECT max(x::text::float8) FROM jsonb_path_query(COALESCE(v.gates, 'null'::jsonb), 'lax $.**.expected_gain ? (@.type() == "number")') x) AS declared,
              (v.provenance #>> '{replay,before}')::float8 AS replay_before,
              (v.provenance #>> '{replay,after}')::float8 AS replay_after,
              (v.provenance #>> '{replay,queries}')::float8 AS replay_queries
         FROM proposals p
         JOIN tools t ON t.id = p.tool_id
         JOIN description_versions v ON v.tool_id = p.tool_id AND v.version = p.version
        WHERE ($1::text IS NULL OR p.status = $1) AND ($2::bigint IS NULL OR p.tool_id = $2)
     )
     SELECT g.*, COALESCE(declared, replay_after - replay_before) AS expected_gain,
            CASE WHEN declared IS NOT NULL THEN 'expected_gain' WHEN replay_after IS NOT NULL THEN 'replay' END AS gain_source,
            count(*) OVER ()::int AS total
       FROM g
      ORDER BY CASE WHEN $3 = 'gain' THEN COALESCE(declared, replay_after - replay_before) END DESC NULLS LAST, g.id DESC
      LIMIT $4 OFFSET $5`,
    [f.status ?? null, f.toolId ?? null, f.order, f.limit, f.offset],
  );
  return r.rows.map(({ declared: _d, ...row }) => row);
}

/** Rows of a page past the end carry no total; this counts when the page is empty. */
export async function countProposals(
  q: Queryable,
  f: { status?: ProposalStatus | undefined; toolId?: number | undefined },
): Promise<number> {
  const r = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM proposals WHERE ($1::text IS NULL OR status = $1) AND ($2::bigint IS NULL OR tool_id = $2)`,
    [f.status ?? null, f.toolId ?? null],
  );
  return r.rows[0]!.n;
}

export interface EvidenceJudgmentRow {
  judge: string;
  score: number;
  passed: boolean;
  reasoning: string;
  rule: string | null;
  user_task_identified: string | null;
  goal_source: string | null;
}

/** A trace's judgments with the signal rule that decided, for the proposal page's evidence cards. */
export async function selectEvidenceJudgments(q: Queryable, traceId: string): Promise<EvidenceJudgmentRow[]> {
  const r = await q.query<EvidenceJudgmentRow>(
    'SELECT judge, score, passed, reasoning, rule, user_task_identified, goal_source FROM judgments WHERE trace_id = $1 ORDER BY id',
    [traceId],
  );
  return r.rows;
}
