// Per-arm outcomes of a rollout, from the judge's verdicts on the traces of sessions whose
// claimed tools_shown version is the one the assignment rule gives their session id
// (selectArmOutcomes says which verdict counts and what a session is). Claims that
// disagree with the assignment are counted beside the arms, never in them. Each arm also
// carries its clusters' sums (an agent token's sessions are one cluster), which the test's
// variance needs.
import type { Queryable } from '../store/db.ts';
import type { RolloutRow } from '../store/sql/rollout.ts';
import {
  selectArmClaims,
  selectArmOutcomes,
  selectArmToolRates,
  type ArmClaimsRow,
  type ArmFilter,
} from '../store/sql/rollout-arms.ts';
import type { ArmCounts } from './decision.ts';

export interface ArmStats extends ArmCounts {
  version: number;
  traces: number;
  /** When the tool was called: share of calls that were wrong picks, errors, argument retries. */
  calls: number;
  wrongPickRate: number | null;
  errorRate: number | null;
  argRetryRate: number | null;
}

/** Per-arm numbers plus what was left out of them (forged or misreported claims, traces with no session). */
export interface RolloutArms {
  control: ArmStats;
  canary: ArmStats;
  claims: ArmClaimsRow;
}

type RolloutRef = Pick<RolloutRow, 'control_version' | 'canary_version' | 'started_at' | 'share'> & {
  server: string;
  name: string;
};

export function armFilter(r: RolloutRef): ArmFilter {
  return {
    server: r.server,
    name: r.name,
    since: r.started_at,
    control: r.control_version,
    canary: r.canary_version,
    share: r.share,
  };
}

/** `rates: false` skips the per-call rates (the test does not use them; the page and status do). */
export async function armStats(q: Queryable, r: RolloutRef, o: { rates?: boolean } = {}): Promise<RolloutArms> {
  const f = armFilter(r);
  const [outcomes, rates, claims] = await Promise.all([
    selectArmOutcomes(q, f),
    o.rates === false ? [] : selectArmToolRates(q, f),
    selectArmClaims(q, f),
  ]);
  const arm = (version: number): ArmStats => {
    const o = outcomes.find((x) => x.version === version);
    const t = rates.find((x) => x.version === version);
    const rate = (n: number | undefined) => (t && t.calls > 0 ? (n ?? 0) / t.calls : null);
    return {
      version,
      sessions: o?.sessions ?? 0,
      passed: o?.passed ?? 0,
      clusters: { count: o?.clusters ?? 0, n2: o?.n2 ?? 0, x2: o?.x2 ?? 0, xn: o?.xn ?? 0 },
      traces: o?.traces ?? 0,
      calls: t?.calls ?? 0,
      wrongPickRate: rate(t?.wrong_pick),
      errorRate: rate(t?.error),
      argRetryRate: rate(t?.arg_retry),
    };
  };
  return { control: arm(r.control_version), canary: arm(r.canary_version), claims };
}

/** One line for `rollout status` and logs: what the arms left out and why. */
export function describeClaims(c: ArmClaimsRow): string {
  return `left out: ${c.mismatched_traces} traces in ${c.mismatched_sessions} sessions claimed a version their session id is not assigned; ${c.unassigned_traces} traces had no session id`;
}
