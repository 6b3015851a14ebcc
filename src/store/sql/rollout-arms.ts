// Per-arm queries of a running rollout. A session counts for an arm only when its id
// hashes to that arm by the assignment rule (src/rollout/assignment.ts, computed here in
// SQL so the database filters): a trace's claimed tools_shown version is a claim anyone
// who can produce traces can forge, the assignment is not. Claims that disagree with the
// assignment, and traces with no session id to check, are counted apart and never reach
// the arms.
import type { Queryable } from '../db.ts';

export interface ArmFilter {
  server: string;
  name: string;
  since: Date;
  control: number;
  canary: number;
  share: number;
}

/**
 * The arm's version a session is assigned, as SQL: h = first 4 bytes of
 * SHA-256("<server>/<tool>\n<unit>") big-endian, unit an agent-token id's first 17
 * characters (assignmentUnit) or any other id whole, canary ⇔ h / 2^32 < share. The
 * division is exact in float8, so the comparison agrees with assignArm bit for bit.
 * $1 server, $2 name, $4 control, $5 canary, $6 share; NULL without a session id.
 */
// AGENT_UNIT_PATTERN of rollout/assignment.ts, which the store may not import.
const UNIT = (session: string) =>
  `CASE WHEN ${session} ~ '^t[0-9a-f]{16}~' THEN left(${session}, 17) ELSE ${session} END`;
const ASSIGNED = (session: string) => `CASE WHEN ${session} IS NULL THEN NULL
  WHEN ('x' || encode(substr(sha256(convert_to($1 || '/' || $2 || E'\\n' || ${UNIT(session)}, 'UTF8')), 1, 4), 'hex'))::bit(32)::bigint::float8
       / 4294967296.0::float8 < $6::float8 THEN $5::int ELSE $4::int END`;

/** The judged traces since the rollout started that list the tool, with the version claimed and the one assigned. */
const SHOWN = `SELECT t.trace_id, t.session_id, t.judge_sampled, c.version AS claimed, ${ASSIGNED('t.session_id')} AS assigned
     FROM traces t
     CROSS JOIN LATERAL (SELECT (s->>'version')::int AS version FROM jsonb_array_elements(t.tools_shown) s
                          WHERE s->>'server' = $1 AND s->>'name' = $2 AND jsonb_typeof(s->'version') = 'number' LIMIT 1) c
    WHERE t.ts >= $3 AND t.judge_state IN ('done', 'judge_failed')
      AND t.tools_shown @> jsonb_build_array(jsonb_build_object('server', $1::text, 'name', $2::text))
      AND c.version IN ($4::int, $5::int)`;

const params = (f: ArmFilter) => [f.server, f.name, f.since, f.control, f.canary, f.share];

export interface ArmOutcomeRow {
  version: number;
  sessions: number;
  passed: number;
  traces: number;
  /** Clusters j (an agent token's sessions, or one session), with n_j sessions and x_j passed: m, Σn_j², Σx_j², Σx_j·n_j. */
  clusters: number;
  n2: number;
  x2: number;
  xn: number;
}

/**
 * Per arm: sessions and sessions that succeeded, from traces whose claimed version is
 * the one their session id is assigned. A session succeeds when more than half of its
 * judged traces passed. A trace's verdict is the LLM's when the judge's random sample
 * picked it, else its signal judgment: the LLM's best/worst candidates are left out,
 * since they are chosen per tool and would weigh on one arm more than the other. Only
 * traces the judge has finished with count, so a verdict never changes after the test
 * has seen it. A cluster is what the arm was assigned by (the unit): an agent token's
 * sessions together, any other session alone; its sums feed the cluster-robust variance.
 */
export async function selectArmOutcomes(q: Queryable, f: ArmFilter): Promise<ArmOutcomeRow[]> {
  const r = await q.query<ArmOutcomeRow>(
    `WITH shown AS (${SHOWN}), verdicts AS (
       SELECT sh.session_id AS session, sh.claimed AS version,
              coalesce(CASE WHEN sh.judge_sampled THEN
                         (SELECT j.passed FROM judgments j WHERE j.trace_id = sh.trace_id AND j.judge LIKE 'llm:%' ORDER BY j.id DESC LIMIT 1)
                       END, sig.passed) AS passed
         FROM shown sh JOIN judgments sig ON sig.trace_id = sh.trace_id AND sig.judge = 'signals'
        WHERE sh.claimed = sh.assigned
     ), sessions AS (
       SELECT version, session, avg(CASE WHEN passed THEN 1.0 ELSE 0.0 END) > 0.5 AS ok, count(*) AS traces
         FROM verdicts GROUP BY version, session
     ), clusters AS (
       SELECT version, ${UNIT('session')} AS unit, count(*) AS n, count(*) FILTER (WHERE ok) AS x, sum(traces) AS traces
         FROM sessions GROUP BY version, unit
     )
     SELECT version, sum(n)::int AS sessions, sum(x)::int AS passed, sum(traces)::int AS traces, count(*)::int AS clusters,
            sum(n * n)::float8 AS n2, sum(x * x)::float8 AS x2, sum(x * n)::float8 AS xn
       FROM clusters GROUP BY version ORDER BY version`,
    params(f),
  );
  return r.rows;
}

export interface ArmClaimsRow {
  /** Judged traces claiming an arm's version that their session id is not assigned. */
  mismatched_traces: number;
  mismatched_sessions: number;
  /** Judged traces claiming an arm's version with no session id, so no assignment to check. */
  unassigned_traces: number;
}

/** What the arms leave out: claims that disagree with the assignment, and traces without a session. */
export async function selectArmClaims(q: Queryable, f: ArmFilter): Promise<ArmClaimsRow> {
  const r = await q.query<ArmClaimsRow>(
    `WITH shown AS (${SHOWN})
     SELECT (count(*) FILTER (WHERE assigned <> claimed))::int AS mismatched_traces,
            (count(DISTINCT session_id) FILTER (WHERE assigned <> claimed))::int AS mismatched_sessions,
            (count(*) FILTER (WHERE assigned IS NULL))::int AS unassigned_traces
       FROM shown`,
    params(f),
  );
  return r.rows[0]!;
}

export interface ArmToolRatesRow {
  version: number;
  calls: number;
  wrong_pick: number;
  error: number;
  arg_retry: number;
}

/** Per arm, from assigned sessions only: how the tool fared when it was called (wrong picks, errors, argument retries). */
export async function selectArmToolRates(q: Queryable, f: ArmFilter): Promise<ArmToolRatesRow[]> {
  const r = await q.query<ArmToolRatesRow>(
    `SELECT tt.shown_version AS version, count(*)::int AS calls,
            (count(*) FILTER (WHERE tt.outcome = 'wrong_pick'))::int AS wrong_pick,
            (count(*) FILTER (WHERE tt.outcome = 'error'))::int AS error,
            (count(*) FILTER (WHERE tt.outcome = 'arg_retry'))::int AS arg_retry
       FROM trace_tools tt JOIN traces t ON t.trace_id = tt.trace_id
      WHERE tt.server = $1 AND tt.name = $2 AND tt.shown_version IN ($4::int, $5::int) AND t.ts >= $3
        AND tt.shown_version = ${ASSIGNED('t.session_id')}
      GROUP BY tt.shown_version ORDER BY tt.shown_version`,
    params(f),
  );
  return r.rows;
}
