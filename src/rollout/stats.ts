// Per-arm outcomes of a rollout, from the traces' tools_shown versions and the judge's
// verdicts (selectArmOutcomes says which verdict counts and what a session is).
import type { Queryable } from '../store/db.ts';
import { selectArmOutcomes, selectArmToolRates, type RolloutRow } from '../store/sql/rollout.ts';
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

/** `rates: false` skips the per-call rates (the test does not use them; the page and status do). */
export async function armStats(
  q: Queryable,
  r: Pick<RolloutRow, 'control_version' | 'canary_version' | 'started_at'> & { server: string; name: string },
  o: { rates?: boolean } = {},
): Promise<{ control: ArmStats; canary: ArmStats }> {
  const f = { server: r.server, name: r.name, since: r.started_at, versions: [r.control_version, r.canary_version] };
  const [outcomes, rates] = await Promise.all([
    selectArmOutcomes(q, f),
    o.rates === false ? [] : selectArmToolRates(q, f),
  ]);
  const arm = (version: number): ArmStats => {
    const o = outcomes.find((x) => x.version === version);
    const t = rates.find((x) => x.version === version);
    const rate = (n: number | undefined) => (t && t.calls > 0 ? (n ?? 0) / t.calls : null);
    return {
      version,
      sessions: o?.sessions ?? 0,
      passed: o?.passed ?? 0,
      traces: o?.traces ?? 0,
      calls: t?.calls ?? 0,
      wrongPickRate: rate(t?.wrong_pick),
      errorRate: rate(t?.error),
      argRetryRate: rate(t?.arg_retry),
    };
  };
  return { control: arm(r.control_version), canary: arm(r.canary_version) };
}
