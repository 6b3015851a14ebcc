// bench:judge-real's core on a slice of the real tau-airline sessions, on PostgreSQL: the
// figures are computed from the truth (not hard-coded), within their ranges, and the
// session-aware judge ranks real successes above real failures on the slice.
import { describe, expect, it } from 'vitest';
import { budgetFigures, flipped, loadRealSet, offlineFigures, rocAuc } from '../../bench/lib/judge-real.ts';
import { SHARED_DATA } from '../../bench/lib/metatool.ts';

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
