// Rollout metrics (one Registry per daemon). The mismatch counter grows by what each check
// finds new, so its rate shows forged or misreported tools_shown claims arriving while a
// canary runs; a replica that starts counts the claims it finds already stored once.
import { Counter, type Registry } from 'prom-client';
import type { ArmClaimsRow } from '../store/sql/rollout-arms.ts';

export interface RolloutMetrics {
  /** Adds the claims of one rollout seen since the last check of it. */
  observe(tool: string, rollout: number, claims: ArmClaimsRow): void;
}

export function createRolloutMetrics(registry: Registry): RolloutMetrics {
  const mismatched = new Counter({
    name: 'whetstone_rollout_mismatched_claims_total',
    help: "Traces claiming a canary arm's version that their session id is not assigned (left out of the test), by tool",
    labelNames: ['tool'],
    registers: [registry],
  });
  const unassigned = new Counter({
    name: 'whetstone_rollout_unassigned_traces_total',
    help: 'Traces claiming a canary arm with no session id to check (left out of the test), by tool',
    labelNames: ['tool'],
    registers: [registry],
  });
  // Last totals per rollout id: the counters take the difference. Per instance, not global.
  const last = new Map<number, ArmClaimsRow>();
  return {
    observe(tool, rollout, claims) {
      const before = last.get(rollout);
      mismatched.inc({ tool }, Math.max(0, claims.mismatched_traces - (before?.mismatched_traces ?? 0)));
      unassigned.inc({ tool }, Math.max(0, claims.unassigned_traces - (before?.unassigned_traces ?? 0)));
      last.set(rollout, claims);
    },
  };
}
