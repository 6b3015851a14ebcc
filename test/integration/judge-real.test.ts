// bench:judge-real's core on a slice of the real tau-airline sessions, on PostgreSQL: the
// figures are computed from the truth (not hard-coded), within their ranges, and the
// session-aware judge ranks real successes above real failures on the slice.
import { describe, expect, it } from 'vitest';
import { budgetFigures, flipped, loadRealSet, offlineFigures, rocAuc } from '../../lib/eval/judge-real.ts';
import { crossTaskPicks, foldOf, taskOf } from '../../lib/eval/judge-picks.ts';
import { SHARED_DATA } from '../kit/shared-data.ts';

const DIR = `${SHARED_DATA}tau-airline`;

describe('bench:judge-real core', () => {
  it('computes AUC like the textbook (ties count half)', () => {
    expect(rocAuc([0.9, 0.8, 0.1], [true, false, false])).toBe(1);
    expect(rocAuc([0.5, 0.5], [true, false])).toBe(0.5);
    expect(rocAuc([0.1, 0.9], [true, false])).toBe(0);
  });

  it('flips about 15% of traces, chosen by the trace id', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `t${i}`);
    const share = ids.filter(flipped).length / ids.length;
    expect(share).toBeGreaterThan(0.12);
    expect(share).toBeLessThan(0.18);
  });

  it('splits by task: the trials of one tau task share a fold; another set keeps each session its own task', () => {
    expect(taskOf('tau-airline-t007-r3')).toBe('t007');
    expect(taskOf('lmb-0180954e-dc60-4df6-be68-63562fcafee2')).toBe('lmb-0180954e-dc60-4df6-be68-63562fcafee2');
    for (let task = 0; task < 40; task++) {
      const id = (r: number) => `tau-airline-t${String(task).padStart(3, '0')}-r${r}`;
      expect(new Set([0, 1, 2, 3].map((r) => foldOf(id(r)))).size).toBe(1);
    }
    const folds = Array.from({ length: 40 }, (_, t) => foldOf(`tau-airline-t${String(t).padStart(3, '0')}-r0`));
    expect(folds.filter((f) => f === 0).length).toBeGreaterThan(10);
    expect(folds.filter((f) => f === 1).length).toBeGreaterThan(10);
  });

  it('scores each fold with the setting chosen on the other, and sums the held-out folds', () => {
    const row = (id: string, passed: boolean, against: string[]) => ({
      trace_id: id,
      server: 's',
      name: 'tool',
      outcome: 'served',
      served_by: null,
      shown_version: null,
      seen_hash: null,
      signal_score: passed ? 0.8 : 0.2,
      signal_passed: passed,
      llm_score: null,
      llm_passed: null,
      signal_evidence: { for: passed ? ['a', 'b'] : [], against },
      goal: null,
    });
    const ids = Array.from({ length: 20 }, (_, t) => `set-t${t}-r0`);
    const rows = ids.map((id, i) => row(id, i % 2 === 0, i % 2 === 0 ? [] : ['error_seen']));
    const truth = new Map(ids.map((id, i) => [id, i % 2 === 0]));
    const x = crossTaskPicks(rows, truth);
    expect(x.folds.map((f) => f.fold)).toEqual([0, 1]);
    expect(x.total.bestOf).toBe(x.folds[0]!.score.bestOf + x.folds[1]!.score.bestOf);
    // Each fold's picks come from its own sessions only.
    for (const f of x.folds)
      for (const p of f.picks) for (const id of [p.success, p.failure]) if (id) expect(foldOf(id)).toBe(f.fold);
    expect(x.total.bestOk).toBe(x.total.bestOf);
    expect(x.total.worstOk).toBe(x.total.worstOf);
  });

  it('on 60 real sessions: figures in range, real successes ranked above failures, few wrong picks', async () => {
    const set = loadRealSet({ dir: DIR, limit: 60 });
    expect(set.traces).toHaveLength(60);
    const off = await offlineFigures(set);
    expect(off.traces).toBe(60);
    expect(off.auc).toBeGreaterThan(0.6);
    expect(off.wrongPickShare).toBeLessThan(0.1);
    const p = off.picks.total;
    expect(p.bestOk).toBeLessThanOrEqual(p.bestOf);
    expect(p.bestOf).toBeLessThanOrEqual(p.bestCover);
    expect(p.worstOk).toBeLessThanOrEqual(p.worstOf);
    expect(p.worstOf).toBeLessThanOrEqual(p.worstCover);
    expect(Object.keys(off.rules)).toContain('session');
    const b = await budgetFigures(set);
    // The budgeted judge calls the LLM for fewer traces than judging every one.
    expect(b.budgetedCalls).toBeLessThan(b.everyTraceCalls);
    expect(b.sameExamples).toBeGreaterThanOrEqual(0);
    expect(b.sameExamples).toBeLessThanOrEqual(1);
  }, 120_000);
});
