import type { Queryable } from '../db.ts';
import type { TraceRow } from '../types.ts';

export type JudgeTraceRow = Pick<
  TraceRow,
  'trace_id' | 'server' | 'user_query' | 'tool_calls' | 'tools_shown' | 'final_answer' | 'signals' | 'content_hash'
> & {
  judge_attempts: number;
  /** The conversation (trace field `messages`, kept in `extra`), when the producer sent it. */
  messages: { role: string; content: string }[] | null;
};

const TRACE_FIELDS =
  "trace_id, server, user_query, tool_calls, tools_shown, final_answer, signals, content_hash, judge_attempts, extra->'messages' AS messages";

/** Claims traces in `state` for this worker; two workers never get the same trace. */
export async function claimTraces(
  q: Queryable,
  state: 'pending' | 'llm_wanted',
  limit: number,
): Promise<JudgeTraceRow[]> {
  const r = await q.query<JudgeTraceRow>(
    `SELECT ${TRACE_FIELDS} FROM traces
      WHERE judge_state = $1 AND (judge_next_at IS NULL OR judge_next_at <= now())
      ORDER BY ingested_at, trace_id
      LIMIT $2
      FOR UPDATE SKIP LOCKED`,
    [state, limit],
  );
  return r.rows;
}

/**
 * Tools of traces left 'signaled' — judged by signals but never selected, because the
 * worker that judged them stopped (a crash between the two transactions) — so a later
 * round finishes them even when no new trace of those tools arrives.
 */
export async function selectToolsOfStrandedTraces(
  q: Queryable,
  olderThanMs: number,
  limit: number,
): Promise<{ server: string; name: string }[]> {
  const r = await q.query<{ server: string; name: string }>(
    `SELECT DISTINCT tt.server, tt.name FROM traces t JOIN trace_tools tt ON tt.trace_id = t.trace_id
      WHERE t.judge_state = 'signaled' AND t.ingested_at < now() - make_interval(secs => $1::float8 / 1000)
      LIMIT $2`,
    [olderThanMs, limit],
  );
  return r.rows;
}

export interface NewJudgment {
  traceId: string;
  judge: string;
  score: number;
  passed: boolean;
  confidence: number;
  reasoning: string;
  rule?: string | null;
  features?: Record<string, unknown> | null;
  /** The user's goal in a few words (judge/goal.ts), and where it came from. */
  userTaskIdentified?: string | null;
  goalSource?: 'llm' | 'producer' | 'conversation' | null;
  completionEvidence?: string | null;
  tokens?: number;
  costUsd?: number;
  copiedFrom?: string | null;
}

export async function insertJudgments(q: Queryable, js: NewJudgment[]): Promise<void> {
  if (js.length === 0) return;
  await q.query(
    `INSERT INTO judgments (trace_id, judge, score, passed, confidence, reasoning, rule, features, user_task_identified,
                            goal_source, completion_evidence, tokens, cost_usd, copied_from)
     SELECT trace_id, judge, score, passed, confidence, reasoning, rule, features, user_task_identified,
            goal_source, completion_evidence, tokens, cost_usd, copied_from
       FROM jsonb_to_recordset($1::jsonb) AS x(trace_id text, judge text, score real, passed boolean, confidence real,
            reasoning text, rule text, features jsonb, user_task_identified text, goal_source text, completion_evidence text,
            tokens integer, cost_usd numeric, copied_from text)
     ON CONFLICT (trace_id, judge) DO NOTHING`,
    [
      JSON.stringify(
        js.map((j) => ({
          trace_id: j.traceId,
          judge: j.judge,
          score: j.score,
          passed: j.passed,
          confidence: j.confidence,
          reasoning: j.reasoning,
          rule: j.rule ?? null,
          features: j.features ?? null,
          user_task_identified: j.userTaskIdentified ?? null,
          goal_source: j.userTaskIdentified ? (j.goalSource ?? null) : null,
          completion_evidence: j.completionEvidence ?? null,
          tokens: j.tokens ?? 0,
          cost_usd: j.costUsd ?? 0,
          copied_from: j.copiedFrom ?? null,
        })),
      ),
    ],
  );
}

export async function insertTraceTools(
  q: Queryable,
  rows: {
    traceId: string;
    server: string;
    name: string;
    outcome: string;
    servedBy: string | null;
    shownVersion: number | null;
    /** The content hash of the description text the trace names for the tool, when it names one. */
    seenHash?: string | null;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  // attribute_call (migration 0019) resolves the version each call is evidence for.
  await q.query(
    `INSERT INTO trace_tools (trace_id, server, name, outcome, served_by, shown_version, seen_hash, attribution)
     SELECT x.trace_id, x.server, x.name, x.outcome, x.served_by, a.version, a.seen_hash, a.attribution
       FROM jsonb_to_recordset($1::jsonb)
            AS x(trace_id text, server text, name text, outcome text, served_by text, shown_version integer, seen_hash text)
       JOIN traces t ON t.trace_id = x.trace_id
      CROSS JOIN LATERAL attribute_call(x.server, x.name, t.ts, t.session_id, x.shown_version, x.seen_hash) a
     ON CONFLICT DO NOTHING`,
    [
      JSON.stringify(
        rows.map((r) => ({
          trace_id: r.traceId,
          server: r.server,
          name: r.name,
          outcome: r.outcome,
          served_by: r.servedBy,
          seen_hash: r.seenHash ?? null,
          shown_version: r.shownVersion,
        })),
      ),
    ],
  );
}

/**
 * Moves traces to `state`, but only those still in one of `from`: a transition computed
 * from an older read never overwrites another worker's newer one (e.g. its LLM lease).
 */
export async function updateJudgeState(
  q: Queryable,
  traceIds: string[],
  state: string,
  o: { from: string[]; sampled?: boolean },
): Promise<void> {
  if (traceIds.length === 0) return;
  await q.query(
    `UPDATE traces SET judge_state = $2, judge_error = NULL, judge_next_at = NULL, judge_sampled = judge_sampled OR $3
      WHERE trace_id = ANY($1::text[]) AND judge_state = ANY($4::text[])`,
    [traceIds, state, o.sampled ?? false, o.from],
  );
}

export async function updateJudgeFailure(
  q: Queryable,
  traceId: string,
  error: string,
  attempts: number,
  maxAttempts: number,
  retryInMs: number,
): Promise<void> {
  await q.query(
    `UPDATE traces SET judge_attempts = $2::int, judge_error = $3,
            judge_state = CASE WHEN $2::int >= $4::int THEN 'judge_failed' ELSE judge_state END,
            judge_next_at = now() + ($5::text || ' milliseconds')::interval
      WHERE trace_id = $1`,
    [traceId, attempts, error.slice(0, 500), maxAttempts, String(retryInMs)],
  );
}

/**
 * The latest LLM judgment of each trace, joined LATERAL as `l` (a re-judgment supersedes
 * the earlier one; judgments are never updated). `traceColumn` names the outer trace id.
 */
export function latestLlmJudgment(traceColumn: string): string {
  return `LEFT JOIN LATERAL (
         SELECT j.score, j.passed, j.user_task_identified FROM judgments j WHERE j.trace_id = ${traceColumn} AND j.judge LIKE 'llm:%' ORDER BY j.id DESC LIMIT 1
       ) l ON true`;
}

/** Traces whose tool appears in `tools`, with their signal and LLM judgments: the candidate pool. */
export interface PoolRow {
  trace_id: string;
  server: string;
  name: string;
  outcome: string;
  judge_state: string;
  content_hash: string;
  tool_calls: number;
  answer_length: number;
  signal_score: number | null;
  signal_passed: boolean | null;
  coverage: number | null;
  llm_score: number | null;
  llm_passed: boolean | null;
}

export async function selectCandidatePool(q: Queryable, tools: { server: string; name: string }[]): Promise<PoolRow[]> {
  if (tools.length === 0) return [];
  const r = await q.query<PoolRow>(
    `WITH wanted AS (SELECT DISTINCT server, name FROM jsonb_to_recordset($1::jsonb) AS x(server text, name text))
     SELECT tt.trace_id, tt.server, tt.name, tt.outcome, t.judge_state, t.content_hash,
            jsonb_array_length(t.tool_calls) AS tool_calls, coalesce(length(t.final_answer), 0) AS answer_length,
            s.score AS signal_score, s.passed AS signal_passed,
            (s.features->>'coverage')::real AS coverage,
            l.score AS llm_score, l.passed AS llm_passed
       FROM wanted w
       JOIN trace_tools tt ON tt.server = w.server AND tt.name = w.name
       JOIN traces t ON t.trace_id = tt.trace_id
       LEFT JOIN judgments s ON s.trace_id = t.trace_id AND s.judge = 'signals'
       ${latestLlmJudgment('t.trace_id')}
      WHERE t.judge_state <> 'pending'`,
    [JSON.stringify(tools)],
  );
  return r.rows;
}

/** An LLM judgment of another trace with the same content, to reuse instead of a call. */
export async function selectLlmJudgmentByHash(
  q: Queryable,
  contentHash: string,
): Promise<(NewJudgment & { trace_id: string }) | undefined> {
  const r = await q.query<{
    trace_id: string;
    judge: string;
    score: number;
    passed: boolean;
    confidence: number;
    reasoning: string;
    user_task_identified: string | null;
    goal_source: 'llm' | 'producer' | 'conversation' | null;
    completion_evidence: string | null;
  }>(
    `SELECT j.trace_id, j.judge, j.score, j.passed, j.confidence, j.reasoning, j.user_task_identified, j.goal_source, j.completion_evidence
       FROM traces t JOIN judgments j ON j.trace_id = t.trace_id AND j.judge LIKE 'llm:%' AND j.copied_from IS NULL
      WHERE t.content_hash = $1 LIMIT 1`,
    [contentHash],
  );
  const x = r.rows[0];
  if (!x) return undefined;
  return {
    trace_id: x.trace_id,
    traceId: x.trace_id,
    judge: x.judge,
    score: x.score,
    passed: x.passed,
    confidence: x.confidence,
    reasoning: x.reasoning,
    userTaskIdentified: x.user_task_identified,
    goalSource: x.goal_source,
    completionEvidence: x.completion_evidence,
  };
}

export interface EstimateRow {
  server: string;
  name: string;
  version: number;
  sampled: number;
  passed: number;
  signal_traces: number;
  signal_passed: number;
}

/** Per description version: the LLM-judged random sample and the signal-judged whole. */
export async function selectEstimateCounts(
  q: Queryable,
  tools: { server: string; name: string }[],
): Promise<EstimateRow[]> {
  const r = await q.query<EstimateRow>(
    `WITH wanted AS (SELECT DISTINCT server, name FROM jsonb_to_recordset($1::jsonb) AS x(server text, name text))
     SELECT tt.server, tt.name, tt.shown_version AS version,
            count(*) FILTER (WHERE t.judge_sampled AND l.passed IS NOT NULL)::int AS sampled,
            count(*) FILTER (WHERE t.judge_sampled AND l.passed)::int AS passed,
            count(s.trace_id)::int AS signal_traces,
            count(*) FILTER (WHERE s.passed)::int AS signal_passed
       FROM wanted w
       JOIN trace_tools tt ON tt.server = w.server AND tt.name = w.name AND tt.shown_version IS NOT NULL
       JOIN traces t ON t.trace_id = tt.trace_id
       LEFT JOIN judgments s ON s.trace_id = tt.trace_id AND s.judge = 'signals'
       ${latestLlmJudgment('tt.trace_id')}
      GROUP BY tt.server, tt.name, tt.shown_version`,
    [JSON.stringify(tools)],
  );
  return r.rows;
}

export async function upsertEstimate(
  q: Queryable,
  e: EstimateRow & { rate: number; ciLow: number; ciHigh: number },
): Promise<void> {
  await q.query(
    `INSERT INTO success_estimates (server, name, version, sampled, passed, rate, ci_low, ci_high, signal_traces, signal_passed)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (server, name, version) DO UPDATE SET sampled = $4, passed = $5, rate = $6, ci_low = $7, ci_high = $8,
       signal_traces = $9, signal_passed = $10, updated_at = now()`,
    [e.server, e.name, e.version, e.sampled, e.passed, e.rate, e.ciLow, e.ciHigh, e.signal_traces, e.signal_passed],
  );
}

/** Gives claimed traces back (their lease ends now), e.g. when the token budget runs out. */
export async function releaseTraces(q: Queryable, traceIds: string[]): Promise<void> {
  if (traceIds.length)
    await q.query('UPDATE traces SET judge_next_at = NULL WHERE trace_id = ANY($1::text[])', [traceIds]);
}

/** Reserves claimed traces for one worker for `ms` (the LLM call happens after commit). */
export async function leaseTraces(q: Queryable, traceIds: string[], ms: number): Promise<void> {
  if (traceIds.length === 0) return;
  await q.query(
    `UPDATE traces SET judge_next_at = now() + ($2::text || ' milliseconds')::interval WHERE trace_id = ANY($1::text[])`,
    [traceIds, String(ms)],
  );
}

export async function selectTraceBrief(
  q: Queryable,
  traceId: string,
): Promise<{ user_query: string; final_answer: string | null } | undefined> {
  const r = await q.query<{ user_query: string; final_answer: string | null }>(
    'SELECT user_query, final_answer FROM traces WHERE trace_id = $1',
    [traceId],
  );
  return r.rows[0];
}

export interface TraceJudgmentRow {
  judge: string;
  score: number;
  passed: boolean;
  reasoning: string;
  rule: string | null;
  user_task_identified: string | null;
  goal_source: string | null;
}

export async function selectJudgmentsOfTrace(q: Queryable, traceId: string): Promise<TraceJudgmentRow[]> {
  const r = await q.query<TraceJudgmentRow>(
    'SELECT judge, score, passed, reasoning, rule, user_task_identified, goal_source FROM judgments WHERE trace_id = $1 ORDER BY id',
    [traceId],
  );
  return r.rows;
}

export interface SuccessEstimateRow {
  version: number;
  sampled: number;
  rate: number;
  ci_low: number;
  ci_high: number;
  signal_traces: number;
  signal_passed: number;
}

export async function selectSuccessEstimates(
  q: Queryable,
  server: string,
  name: string,
): Promise<SuccessEstimateRow[]> {
  const r = await q.query<SuccessEstimateRow>(
    'SELECT version, sampled, rate, ci_low, ci_high, signal_traces, signal_passed FROM success_estimates WHERE server = $1 AND name = $2 ORDER BY version',
    [server, name],
  );
  return r.rows;
}
