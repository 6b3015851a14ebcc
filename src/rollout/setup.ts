// Building the rollout test parameters and the notifier from the resolved config (shared
// by the CLI, the review API, the MCP review server and the daemon).
import type { Config } from '../config.ts';
import type { Notify } from './loop.ts';
import { DEFAULT_TEST, type TestParams } from './decision.ts';
import { webhookNotifier } from './notify.ts';

/** τ, the mixture's spread, follows the regression size: at 0.8 Δ a Δ regression was caught sooner than below it and no later than above (bench:rollout --tau, docs/benchmarks.md). */
export const TAU_PER_REGRESSION = 0.8;

export function testParamsFrom(c: Config): TestParams {
  return {
    ...DEFAULT_TEST,
    alpha: c.rolloutAlpha,
    regression: c.rolloutRegression,
    tau: TAU_PER_REGRESSION * c.rolloutRegression,
    minSessions: c.rolloutMinSessions,
    warmupClusters: c.rolloutWarmupClusters,
    maxDurationMs: c.rolloutMaxHours * 3600_000,
  };
}

/** The dedicated rollout webhook, else the publish webhook; none when neither is set. */
export function notifierFrom(c: Config): Notify | undefined {
  const url = c.rolloutWebhookUrl ?? c.webhookUrl;
  return url && c.webhookSecret ? webhookNotifier(url, c.webhookSecret) : undefined;
}
