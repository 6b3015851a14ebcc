// The rollout checker: every interval, for each running rollout, count each arm's
// sessions and successes, run the sequential test, and act on its decision — roll back,
// promote, or stop at the maximum duration — recording the numbers behind it. An
// automatic rollback (or expiry) is sent to the notifier. Replicas may run it side by
// side: endRollout locks the tool and refuses a rollout that already ended.
import { setTimeout as sleep } from 'node:timers/promises';
import { isWhetstoneError } from '../errors.ts';
import type { Logger } from '../log.ts';
import type { Db } from '../store/db.ts';
import { selectRunningRollouts, updateRolloutLastState, type RunningRolloutRow } from '../store/sql/rollout.ts';
import { selectToolState } from '../store/sql/state.ts';
import { endRollout, type EndResult } from './actions.ts';
import { DEFAULT_TEST, evaluate, type TestParams, type TestState } from './decision.ts';
import type { RolloutMetrics } from './metrics.ts';
import { armStats, type RolloutArms } from './stats.ts';

/** Who made an automatic decision, in the audit log and on the page. */
export const ROLLOUT_ACTOR = 'whetstone-rollout';

export interface RolloutEvent {
  event: 'rollout.rolled_back' | 'rollout.expired' | 'rollout.promoted';
  tool: string;
  rollout: number;
  control_version: number;
  canary_version: number;
  share: number;
  reason: string;
  numbers: RolloutNumbers;
  at: string;
}

export type Notify = (e: RolloutEvent) => Promise<void>;

export interface RolloutNumbers extends TestState {
  arms: RolloutArms;
}

export interface CheckOptions {
  log: Logger;
  notify?: Notify | undefined;
  now?: () => Date;
  metrics?: RolloutMetrics | undefined;
}

export interface CheckResult {
  tool: string;
  rollout: number;
  decision: TestState['decision'] | 'aborted';
  state?: RolloutNumbers;
}

export function paramsOf(r: RunningRolloutRow): TestParams {
  return { ...DEFAULT_TEST, ...(r.params as Partial<TestParams>) };
}

/** One pass over the running rollouts. */
export async function checkRollouts(db: Db, o: CheckOptions): Promise<CheckResult[]> {
  const out: CheckResult[] = [];
  for (const r of await selectRunningRollouts(db)) {
    const tool = `${r.server}/${r.name}`;
    try {
      out.push(await checkOne(db, r, o));
    } catch (err) {
      // Another replica (or a person) ended it between our read and our write.
      if (isWhetstoneError(err) && err.code === 'conflict') continue;
      o.log.error(
        { tool, rollout: r.id, err: (err as Error).message },
        'rollout check failed; retried on the next pass',
      );
    }
  }
  return out;
}

async function checkOne(db: Db, r: RunningRolloutRow, o: CheckOptions): Promise<CheckResult> {
  const tool = `${r.server}/${r.name}`;
  const state = await selectToolState(db, r.tool_id);
  if (state?.published_version !== r.control_version) {
    // Published by another path (an upstream change, a rollback): the comparison is void.
    const reason = `v${state?.published_version} was published by another path while the rollout compared v${r.canary_version} with v${r.control_version}`;
    await endRollout(db, { ref: tool, status: 'aborted', actor: ROLLOUT_ACTOR, reason, expect: r.id });
    return { tool, rollout: r.id, decision: 'aborted' };
  }
  // The arms count only sessions whose claimed version matches their assignment; the rest
  // are counted for the metrics and the status, never for the decision.
  const arms = await armStats(db, r, { rates: false });
  o.metrics?.observe(tool, r.id, arms.claims);
  const now = o.now?.() ?? new Date();
  const test = evaluate(arms.control, arms.canary, now.getTime() - new Date(r.started_at).getTime(), paramsOf(r));
  const numbers: RolloutNumbers = { ...test, arms };
  if (test.decision === 'continue') {
    await updateRolloutLastState(db, r.id, numbers);
    return { tool, rollout: r.id, decision: 'continue', state: numbers };
  }
  const status = test.decision === 'rollback' ? 'rolled_back' : test.decision === 'promote' ? 'promoted' : 'expired';
  const ended: EndResult = await endRollout(db, {
    ref: tool,
    status,
    actor: ROLLOUT_ACTOR,
    reason: test.reason,
    state: numbers,
    expect: r.id,
  });
  o.log.warn(
    { tool, rollout: r.id, decision: status, published: ended.published, reason: test.reason },
    `rollout ${status.replace('_', ' ')}`,
  );
  if (o.notify) {
    const event: RolloutEvent = {
      event: `rollout.${status}`,
      tool,
      rollout: r.id,
      control_version: r.control_version,
      canary_version: r.canary_version,
      share: r.share,
      reason: test.reason,
      numbers,
      at: now.toISOString(),
    };
    // A failed notification is logged, never undoes the decision (which is committed and audited).
    await o
      .notify(event)
      .catch((err) => o.log.error({ tool, err: (err as Error).message }, 'rollout notification failed'));
  }
  return { tool, rollout: r.id, decision: test.decision, state: numbers };
}

/** Runs checkRollouts every intervalMs until the signal aborts. */
export async function rolloutLoop(
  db: Db,
  o: CheckOptions & { intervalMs: number },
  signal: AbortSignal,
): Promise<void> {
  while (!signal.aborted) {
    await checkRollouts(db, o).catch((err) => o.log.error({ err: (err as Error).message }, 'rollout pass failed'));
    await sleep(o.intervalMs, undefined, { signal }).catch(() => {});
  }
}
