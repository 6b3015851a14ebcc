// The rollout's pure parts: the sticky assignment and the sequential test's decisions.
import { describe, expect, it } from 'vitest';
import { rng } from '../../lib/datasets/traces.ts';
import { assignArm, assignmentPoint, versionForSession } from '../../src/rollout/assignment.ts';
import {
  armVariance,
  DEFAULT_TEST,
  evaluate,
  halfWidth,
  singletons,
  type ArmCounts,
  type TestParams,
} from '../../src/rollout/decision.ts';
import { resolveConfig } from '../../src/config.ts';
import { testParamsFrom } from '../../src/rollout/setup.ts';

describe('assignment', () => {
  it('assigns a proxy agent-token id by its unit before "~": one unit, one arm', () => {
    for (const share of [0.1, 0.5, 0.9])
      for (let i = 0; i < 50; i++) {
        const unit = `t${i.toString(16).padStart(16, '0')}`;
        expect(assignArm('fs/read', `${unit}~${i * 7}`, share)).toBe(assignArm('fs/read', unit, share));
      }
    expect(assignmentPoint('fs/read', 't0123456789abcdef~b~c')).toBe(assignmentPoint('fs/read', 't0123456789abcdef'));
  });

  it('assigns any other id by all of it, "~" included, as before agent-token units', async () => {
    // Another host's ids may hold "~": cutting them would move their sessions to another arm
    // mid-rollout, and the traces that claimed the arm they were served would be left out.
    const { createHash } = await import('node:crypto');
    const whole = (id: string) => createHash('sha256').update(`fs/read\n${id}`).digest().readUInt32BE(0) / 2 ** 32;
    for (const id of ['host~1', 'a~b~c', 'tagent~1', 't0123456789abcdeF~1', 't0123456789abcde~1', '~x'])
      expect(assignmentPoint('fs/read', id), id).toBe(whole(id));
  });

  it('is sticky, splits sessions at the share, and keeps canary sessions when the share grows', () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => `session-${i}`);
    const at10 = ids.filter((s) => assignArm('fs/read', s, 0.1) === 'canary');
    expect(at10.length / ids.length).toBeGreaterThan(0.09);
    expect(at10.length / ids.length).toBeLessThan(0.11);
    for (const s of at10.slice(0, 200)) expect(assignArm('fs/read', s, 0.1)).toBe('canary');
    for (const s of at10) expect(assignArm('fs/read', s, 0.3)).toBe('canary');
    // Another tool splits independently: its canary sessions are not the same ones.
    const other = new Set(ids.filter((s) => assignArm('fs/write', s, 0.1) === 'canary'));
    const overlap = at10.filter((s) => other.has(s)).length / at10.length;
    expect(overlap).toBeLessThan(0.2);
    expect(assignArm('fs/read', 'x', 0)).toBe('control');
  });

  it('follows the documented rule (first 4 bytes of sha256 of "tool\\nsession", big-endian, over 2^32)', async () => {
    const { createHash } = await import('node:crypto');
    const hex = createHash('sha256').update('fs/read\nabc').digest('hex').slice(0, 8);
    expect(assignmentPoint('fs/read', 'abc')).toBe(parseInt(hex, 16) / 2 ** 32);
  });

  it('serves the published text without a canary or a session id', () => {
    const p = { version: 1, text: 'a', hash: 'h1', canary: { version: 2, text: 'b', hash: 'h2', share: 0.999999 } };
    expect(versionForSession('fs/read', p, 'any').version).toBe(2);
    expect(versionForSession('fs/read', p, undefined).version).toBe(1);
    expect(versionForSession('fs/read', { version: 1, text: 'a', hash: 'h1' }, 's').version).toBe(1);
  });
});

describe('sequential test', () => {
  const arm = (sessions: number, rate: number) => singletons(sessions, Math.round(sessions * rate));

  it('waits during warm-up and before enough evidence', () => {
    expect(evaluate(arm(10, 0.9), arm(10, 0.1), 0, DEFAULT_TEST).decision).toBe('continue');
    expect(evaluate(arm(900, 0.7), arm(100, 0.69), 0, DEFAULT_TEST).decision).toBe('continue');
  });

  it('rolls back a clear regression and records the numbers', () => {
    const s = evaluate(arm(3600, 0.7), arm(400, 0.6), 0, DEFAULT_TEST);
    expect(s.decision).toBe('rollback');
    expect(s.high).toBeLessThan(0);
    expect(s.canary).toMatchObject({ sessions: 400, passed: 240, rate: 0.6 });
    expect(s.reason).toMatch(/canary 240\/400 vs control 2520\/3600/);
  });

  it('promotes when not worse by the regression size after minSessions, or better earlier', () => {
    expect(evaluate(arm(9000, 0.7), arm(1000, 0.7), 0, DEFAULT_TEST).decision).toBe('promote');
    expect(evaluate(arm(900, 0.7), arm(100, 0.7), 0, DEFAULT_TEST).decision).toBe('continue');
    expect(evaluate(arm(2000, 0.5), arm(150, 0.8), 0, DEFAULT_TEST).decision).toBe('promote');
  });

  it('expires at the maximum duration, keeping the control', () => {
    expect(evaluate(arm(50, 0.7), arm(5, 0.7), DEFAULT_TEST.maxDurationMs, DEFAULT_TEST).decision).toBe('expire');
  });

  it('interval narrows with more sessions and is infinite without any', () => {
    expect(halfWidth(arm(0, 0), arm(10, 0.5), 0.05, 0.08)).toBe(Infinity);
    expect(halfWidth(arm(1000, 0.7), arm(100, 0.7), 0.05, 0.08)).toBeGreaterThan(
      halfWidth(arm(10_000, 0.7), arm(1000, 0.7), 0.05, 0.08),
    );
  });

  it('holds its false-rollback rate under continuous monitoring (no change, a look after every 10 sessions)', () => {
    const rand = rng(7);
    let rolledBack = 0;
    const reps = 300;
    for (let r = 0; r < reps; r++) {
      const c = { sessions: 0, passed: 0 };
      const k = { sessions: 0, passed: 0 };
      for (let look = 0; look < 150; look++) {
        for (let i = 0; i < 10; i++) {
          const a = rand() < 0.1 ? k : c;
          a.sessions++;
          if (rand() < 0.7) a.passed++;
        }
        const d = evaluate(singletons(c.sessions, c.passed), singletons(k.sessions, k.passed), 0, {
          ...DEFAULT_TEST,
          minSessions: 1e9,
        }).decision;
        if (d === 'rollback') {
          rolledBack++;
          break;
        }
      }
    }
    expect(rolledBack / reps).toBeLessThanOrEqual(DEFAULT_TEST.alpha);
  });
});

/** An arm made of clusters given as [sessions, passed] each. */
function clustered(...clusters: [number, number][]): ArmCounts {
  const sum = (f: (n: number, x: number) => number) => clusters.reduce((t, [n, x]) => t + f(n, x), 0);
  return {
    sessions: sum((n) => n),
    passed: sum((_, x) => x),
    clusters: { count: clusters.length, n2: sum((n) => n * n), x2: sum((_, x) => x * x), xn: sum((n, x) => n * x) },
  };
}

describe('cluster-robust variance', () => {
  it('is the spread of the clusters around the arm rate (hand-computed)', () => {
    // p̂ = 5/10; residuals x_j − p̂ n_j = 2, −2, 0; Σ² = 8; V = 8 / 10² · 3/2 = 0.12,
    // where sessions taken one by one would claim 0.5·0.5/10 = 0.025.
    const a = clustered([4, 4], [4, 0], [2, 1]);
    expect(a.clusters).toEqual({ count: 3, n2: 36, x2: 17, xn: 18 });
    expect(armVariance(a)).toBeCloseTo(0.12, 12);
    const v = 0.12 + 0.025;
    const h = Math.sqrt(((2 * v * (v + 0.0064)) / 0.0064) * (Math.log(20) + 0.5 * Math.log((v + 0.0064) / v)));
    expect(halfWidth(a, singletons(10, 5), 0.05, 0.08)).toBeCloseTo(h, 12);
  });

  it('is the binomial when every cluster is one session, never below it, and infinite with one cluster', () => {
    expect(armVariance(singletons(10, 5))).toBe(0.025);
    // Clusters that agree exactly have no spread: the binomial floor holds (p̃ = 4/8).
    expect(armVariance(clustered([2, 1], [2, 1], [2, 1]))).toBe(0.25 / 6);
    expect(armVariance(clustered([30, 20]))).toBe(Infinity);
    expect(halfWidth(clustered([30, 20]), singletons(30, 20), 0.05, 0.08)).toBe(Infinity);
    expect(halfWidth(singletons(0, 0), singletons(10, 5), 0.05, 0.08)).toBe(Infinity);
  });

  it('decides nothing before warmupClusters clusters per arm, and says how many each arm has', () => {
    const few = (rate: number) => clustered(...Array.from({ length: 5 }, (): [number, number] => [100, 100 * rate]));
    const s = evaluate(few(0.7), few(0.2), 0, DEFAULT_TEST);
    expect(s.decision).toBe('continue');
    expect(s.reason).toMatch(/canary 100\/500 vs control 350\/500 sessions, in 5 vs 5 clusters/);
    const many = (rate: number) =>
      clustered(...Array.from({ length: DEFAULT_TEST.warmupClusters }, (): [number, number] => [100, 100 * rate]));
    expect(evaluate(many(0.7), many(0.2), 0, DEFAULT_TEST).decision).toBe('rollback');
  });

  it('takes its warm-up from WHETSTONE_ROLLOUT_WARMUP_CLUSTERS: the first decision comes at that many clusters', () => {
    // One more agent token per arm at each look, each 100 sessions: a clear regression.
    const firstDecision = (env: Record<string, string>) => {
      const params = testParamsFrom(resolveConfig({ env }));
      for (let k = 1; k <= 40; k++) {
        const arm = (rate: number) =>
          clustered(...Array.from({ length: k }, (): [number, number] => [100, 100 * rate]));
        const s = evaluate(arm(0.7), arm(0.2), 0, params);
        if (s.decision !== 'continue') return { clusters: k, decision: s.decision };
      }
      return undefined;
    };
    expect(firstDecision({})).toEqual({ clusters: DEFAULT_TEST.warmupClusters, decision: 'rollback' });
    expect(firstDecision({ WHETSTONE_ROLLOUT_WARMUP_CLUSTERS: '4' })).toEqual({ clusters: 4, decision: 'rollback' });
    expect(firstDecision({ WHETSTONE_ROLLOUT_WARMUP_CLUSTERS: '25' })).toEqual({ clusters: 25, decision: 'rollback' });
  });

  it("holds its false-rollback rate when one agent token's sessions share its arm and its luck; sessions taken one by one do not", () => {
    const reps = 300;
    const d = simulateTokens(rng(11), reps, 0, { ...DEFAULT_TEST, minSessions: 1e9 });
    expect(d.sessions.rollback / reps).toBeGreaterThan(3 * DEFAULT_TEST.alpha);
    expect(d.clusters.rollback / reps).toBeLessThanOrEqual(DEFAULT_TEST.alpha);
  });

  it('holds its false-promotion rate for a canary worse by the regression size, with the same agents; sessions one by one do not', () => {
    const reps = 300;
    const d = simulateTokens(rng(12), reps, -DEFAULT_TEST.regression, DEFAULT_TEST);
    expect(d.sessions.promote / reps).toBeGreaterThan(3 * DEFAULT_TEST.alpha);
    expect(d.clusters.promote / reps).toBeLessThanOrEqual(DEFAULT_TEST.alpha);
    // It is not idle: the regression is rolled back in some repetitions.
    expect(d.clusters.rollback).toBeGreaterThan(0);
  });
});

/**
 * Agent tokens whose sessions share their arm and their luck. 60 tokens, each in one arm
 * (30% canary), each with its own success rate (0.45 or 0.95, mean 0.7; a canary token's
 * lowered by `shift`) and its own traffic (weights 1 to 1/20); a look after every 20
 * sessions, 100 looks. The same draws are tested twice: with their clusters (the test) and
 * as if every session were its own (the per-session variance). Returns how many
 * repetitions each rolled back and promoted.
 */
function simulateTokens(rand: () => number, reps: number, shift: number, params: TestParams) {
  const out = { clusters: { rollback: 0, promote: 0 }, sessions: { rollback: 0, promote: 0 } };
  for (let r = 0; r < reps; r++) {
    const tokens = Array.from({ length: 60 }, () => {
      const canary = rand() < 0.3;
      return {
        rate: (rand() < 0.5 ? 0.45 : 0.95) + (canary ? shift : 0),
        canary,
        weight: 1 / (1 + Math.floor(rand() * 20)),
        n: 0,
        x: 0,
      };
    });
    const total = tokens.reduce((t, k) => t + k.weight, 0);
    const arms = { control: clustered(), canary: clustered() };
    const done = { clusters: false, sessions: false };
    for (let look = 0; look < 100 && !(done.clusters && done.sessions); look++) {
      for (let i = 0; i < 20; i++) {
        let u = rand() * total;
        let t = tokens[tokens.length - 1]!;
        for (const k of tokens) {
          u -= k.weight;
          if (u <= 0) {
            t = k;
            break;
          }
        }
        const a = t.canary ? arms.canary : arms.control;
        const dx = rand() < t.rate ? 1 : 0;
        // The sums as one more session of cluster t changes them.
        if (t.n === 0) a.clusters.count++;
        a.clusters.n2 += 2 * t.n + 1;
        a.clusters.x2 += dx * (2 * t.x + 1);
        a.clusters.xn += t.x + dx * (t.n + 1);
        t.n++;
        t.x += dx;
        a.sessions++;
        a.passed += dx;
      }
      const asSessions = (a: ArmCounts) => singletons(a.sessions, a.passed);
      for (const [kind, c, k] of [
        ['clusters', arms.control, arms.canary],
        ['sessions', asSessions(arms.control), asSessions(arms.canary)],
      ] as const) {
        if (done[kind]) continue;
        const decision = evaluate(c, k, 0, params).decision;
        if (decision !== 'rollback' && decision !== 'promote') continue;
        done[kind] = true;
        out[kind][decision]++;
      }
    }
  }
  return out;
}
