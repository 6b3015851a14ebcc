// The run's ranking of gated candidates (src/optimize/rank.ts), without a database.
import { describe, expect, it } from 'vitest';
import type { GateReport } from '../../src/quality/gates.ts';
import type { RubricResult } from '../../src/quality/rubric.ts';
import { rankCandidates } from '../../src/optimize/rank.ts';

const lint = (total: number): RubricResult => {
  // Six components summing to `total` (3s, with the remainder on the first).
  const scores = {
    purpose: total - 15,
    usage_guideline: 3,
    limitation: 3,
    parameter_explanation: 3,
    examples_balance: 3,
    length_completeness: 3,
  };
  return { scores, label: total >= 20 ? 'Good' : 'Bad', reasons: {}, smells: [] } as unknown as RubricResult;
};
type Counts = { selector: 'bm25' | 'semantic'; before: number; after: number }[];
const report = (o: {
  gain: number;
  blocked?: string;
  lintBefore?: number;
  lintAfter?: number;
  selectors?: Counts;
}): GateReport =>
  ({
    passed: !o.blocked,
    gates: [
      {
        gate: o.blocked ?? 'replay',
        passed: !o.blocked,
        reason: o.blocked ? `${o.blocked} says no` : `gain ${o.gain}`,
      },
    ],
    lintBefore: lint(o.lintBefore ?? 18),
    lintAfter: lint(o.lintAfter ?? 18),
    verdict: { gain: o.gain, selectors: o.selectors },
  }) as unknown as GateReport;

describe('rankCandidates', () => {
  it('proposes the largest replay gain among candidates that pass every gate', () => {
    const { ranked, best } = rankCandidates([
      { text: 'small gain', report: report({ gain: 0.01 }) },
      { text: 'blocked but big', report: report({ gain: 0.5, blocked: 'privacy' }) },
      { text: 'big gain', report: report({ gain: 0.04 }) },
    ]);
    expect(best?.text).toBe('big gain');
    expect(ranked.map((r) => [r.text, r.outcome])).toEqual([
      ['small gain', 'outranked'],
      ['blocked but big', 'blocked'],
      ['big gain', 'proposed'],
    ]);
    expect(ranked[1]!.reason).toBe('privacy: privacy says no');
  });

  it('with equal gain, the better lint wins, then the shorter text', () => {
    expect(
      rankCandidates([
        { text: 'a longer text with the same lint', report: report({ gain: 0.02, lintAfter: 20 }) },
        { text: 'better lint', report: report({ gain: 0.02, lintAfter: 22 }) },
      ]).best?.text,
    ).toBe('better lint');
    expect(
      rankCandidates([
        { text: 'a longer text with the same lint', report: report({ gain: 0.02 }) },
        { text: 'short text', report: report({ gain: 0.02 }) },
      ]).best?.text,
    ).toBe('short text');
  });

  it('proposes nothing that does not beat the current version: no gain and no better lint', () => {
    const { ranked, best } = rankCandidates([
      { text: 'same', report: report({ gain: 0 }) },
      { text: 'worse', report: report({ gain: -0.01, lintAfter: 25 }) },
    ]);
    expect(best).toBeUndefined();
    expect(ranked.map((r) => r.outcome)).toEqual(['not_better', 'not_better']);
    expect(ranked[0]!.reason).toBe('passes every gate but does not beat the current version');
    // No replay gain, but a better lint, beats the current version.
    expect(
      rankCandidates([{ text: 'clearer', report: report({ gain: 0, lintBefore: 16, lintAfter: 19 }) }]).best?.text,
    ).toBe('clearer');
  });

  it('prefers a Good text to a Bad one whose gain is at most one replayed query larger', () => {
    const counts = (bm25: number, semantic: number): Counts => [
      { selector: 'bm25', before: 0, after: bm25 },
      { selector: 'semantic', before: 4, after: 4 + semantic },
    ];
    // The example's case: the complete text gains one query fewer on one selector.
    const complete = { text: 'complete', report: report({ gain: 0.178, lintAfter: 20, selectors: counts(3, 1) }) };
    const lean = { text: 'lean', report: report({ gain: 0.22, lintAfter: 14, selectors: counts(3, 2) }) };
    expect(rankCandidates([lean, complete]).best?.text).toBe('complete');
    // Two queries apart is a difference the replay can show: the larger gain wins.
    const larger = { text: 'larger', report: report({ gain: 0.26, lintAfter: 14, selectors: counts(3, 3) }) };
    expect(rankCandidates([complete, larger]).best?.text).toBe('larger');
    // Among the near-best, equal lints fall back to the larger gain.
    const same = {
      text: 'same lint, less gain',
      report: report({ gain: 0.178, lintAfter: 14, selectors: counts(3, 1) }),
    };
    expect(rankCandidates([same, lean]).best?.text).toBe('lean');
  });
});
