// The sequential test behind a rollout: a normal-mixture SPRT (mSPRT; Robbins 1970,
// Johari et al. 2017 "Always valid inference", the test behind Optimizely's stats
// engine) on the difference of success rates, canary minus control. Its confidence
// sequence holds at every look at once, so checking after every session (or every
// minute) does not inflate the error rates the way repeated fixed-sample tests would.
//
//   δ̂ = p̂_canary − p̂_control,  V = V_canary + V_control   (armVariance: per arm, cluster-robust)
//   half-width h = sqrt( 2V(V+τ²)/τ² · ( ln(1/α) + ½ ln((V+τ²)/V) ) )
//   P(for some look, |δ̂ − δ| > h) ≤ α   (asymptotically, Gaussian approximation)
//
// The unit of randomization is the cluster, not the session: all sessions of one agent
// token are in one arm (rollout/assignment.ts), so an agent that fails often weighs on its
// arm many times over. A per-session binomial variance would then be too small and the
// interval too narrow; armVariance uses the clusters' spread instead (a ratio estimator).
//
// Decisions (Δ = the configured regression size), each once both arms have warmupSessions
// sessions in warmupClusters clusters (the Gaussian approximation is over clusters):
//   rollback  when δ̂ + h < 0          — the canary is worse; P(rollback | δ ≥ 0) ≤ α
//   promote   when δ̂ − h > −Δ and the canary has ≥ minSessions (not worse by Δ),
//             or δ̂ − h > 0 with ≥ minSessions/4 (better)  — P(promote | δ ≤ −Δ) ≤ α
//   expire    when the rollout is older than its maximum duration: the control stays.
// Pure: no clock, no store; the caller passes the counts and the elapsed time.

export interface TestParams {
  /** Error rate of the confidence sequence (false rollback, false promotion). */
  alpha: number;
  /** Regression size that must be caught (and that promotion rules out), in points of success rate (0.1 = 10 points). */
  regression: number;
  /** Mixing standard deviation τ of the mSPRT; tuned to the regression size. */
  tau: number;
  /** Canary sessions needed before a promotion for "not worse" (a quarter of it for "better"). */
  minSessions: number;
  /** Sessions per arm before any decision: the Gaussian approximation needs a few. */
  warmupSessions: number;
  /** Clusters per arm before any decision: the cluster-robust variance needs a few to estimate anything. */
  warmupClusters: number;
  /** Longest a rollout runs before it stops with the control kept. */
  maxDurationMs: number;
}

/**
 * An arm's clusters j — the sessions of one agent token, or one session without a token —
 * with n_j sessions of which x_j passed, as the sums the variance needs (so the query stays
 * an aggregate and nothing per cluster is kept).
 */
export interface ClusterSums {
  /** m, the number of clusters. */
  count: number;
  /** Σ n_j², Σ x_j², Σ x_j·n_j. */
  n2: number;
  x2: number;
  xn: number;
}

export interface ArmCounts {
  sessions: number;
  passed: number;
  clusters: ClusterSums;
}

export type Decision = 'continue' | 'rollback' | 'promote' | 'expire';

export interface TestState {
  decision: Decision;
  /** Why, in one sentence with the numbers. */
  reason: string;
  control: ArmCounts & { rate: number };
  canary: ArmCounts & { rate: number };
  /** Canary minus control success rate, and its always-valid interval. */
  diff: number;
  low: number;
  high: number;
  halfWidth: number;
  params: TestParams;
}

export const DEFAULT_TEST: TestParams = {
  alpha: 0.05,
  regression: 0.1,
  tau: 0.08,
  minSessions: 200,
  warmupSessions: 20,
  // With a handful of clusters their spread is itself too uncertain: in simulation with 2 to
  // 5 per arm, false rollbacks passed α and false promotions reached it, even cluster-robust.
  warmupClusters: 10,
  maxDurationMs: 7 * 24 * 3600_000,
};

/** Every session its own cluster: the sums of an arm whose sessions are independent. */
export function singletons(sessions: number, passed: number): ArmCounts {
  return { sessions, passed, clusters: { count: sessions, n2: sessions, x2: passed, xn: passed } };
}

/**
 * The variance of an arm's success rate p̂ = Σx/Σn, cluster-robust (the ratio estimator's
 * sandwich, with the m/(m−1) small-sample factor):
 *   V = Σ_j (x_j − p̂ n_j)² / (Σn)² · m/(m−1),  Σ_j (x_j − p̂ n_j)² = Σx² − 2p̂ Σxn + p̂² Σn²
 * floored by the binomial p̃(1−p̃)/n (p̃ = (x+1)/(n+2), so 0/n or n/n does not claim zero
 * variance, and clusters that happen to agree do not claim less than independent sessions
 * would). When every cluster is one session it is the binomial alone. One cluster says
 * nothing about the spread between clusters: infinite.
 */
export function armVariance(a: ArmCounts): number {
  if (a.sessions === 0) return Infinity;
  const smoothed = (a.passed + 1) / (a.sessions + 2);
  const binomial = (smoothed * (1 - smoothed)) / a.sessions;
  const c = a.clusters;
  if (c.count >= a.sessions) return binomial;
  if (c.count < 2) return Infinity;
  const p = a.passed / a.sessions;
  const squares = Math.max(0, c.x2 - 2 * p * c.xn + p * p * c.n2);
  return Math.max(binomial, (squares / (a.sessions * a.sessions)) * (c.count / (c.count - 1)));
}

/** The always-valid half-width for the difference of two rates at these counts. */
export function halfWidth(control: ArmCounts, canary: ArmCounts, alpha: number, tau: number): number {
  const v = armVariance(control) + armVariance(canary);
  if (!Number.isFinite(v)) return Infinity;
  const t2 = tau * tau;
  return Math.sqrt(((2 * v * (v + t2)) / t2) * (Math.log(1 / alpha) + 0.5 * Math.log((v + t2) / v)));
}

export function evaluate(control: ArmCounts, canary: ArmCounts, elapsedMs: number, params: TestParams): TestState {
  const rc = control.sessions ? control.passed / control.sessions : 0;
  const rk = canary.sessions ? canary.passed / canary.sessions : 0;
  const diff = rk - rc;
  const h = halfWidth(control, canary, params.alpha, params.tau);
  const base = {
    control: { ...control, rate: rc },
    canary: { ...canary, rate: rk },
    diff,
    low: Math.max(-1, diff - h),
    high: Math.min(1, diff + h),
    halfWidth: h,
    params,
  };
  const pct = (x: number) => `${(100 * x).toFixed(1)}`;
  const numbers = `canary ${canary.passed}/${canary.sessions} vs control ${control.passed}/${control.sessions} sessions, in ${canary.clusters.count} vs ${control.clusters.count} clusters (agent tokens; a session without one is its own), difference ${pct(diff)} points, ${Math.round(100 * (1 - params.alpha))}% always-valid interval [${pct(base.low)}, ${pct(base.high)}]`;
  const warm =
    Math.min(control.sessions, canary.sessions) >= params.warmupSessions &&
    Math.min(control.clusters.count, canary.clusters.count) >= params.warmupClusters;
  if (warm && diff + h < 0) return { ...base, decision: 'rollback', reason: `canary is worse: ${numbers}` };
  if (warm && canary.sessions >= params.minSessions && diff - h > -params.regression) {
    return {
      ...base,
      decision: 'promote',
      reason: `canary is not worse by ${pct(params.regression)} points: ${numbers}`,
    };
  }
  if (warm && canary.sessions >= Math.ceil(params.minSessions / 4) && diff - h > 0) {
    return { ...base, decision: 'promote', reason: `canary is better: ${numbers}` };
  }
  if (elapsedMs >= params.maxDurationMs) {
    return {
      ...base,
      decision: 'expire',
      reason: `no decision within the maximum duration; the control stays: ${numbers}`,
    };
  }
  return { ...base, decision: 'continue', reason: `not decided yet: ${numbers}` };
}
