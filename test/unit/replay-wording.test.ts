// The replay line says how many queries got worse, the same way whether the gate passes
// or blocks: a human's candidate that is not worse in total may still break some queries.
import { describe, expect, it } from 'vitest';
import { replayVerdict } from '../../src/quality/replay-gate.ts';

const sel = (fixed: number, broken: number) => ({
  selector: 'bm25' as const,
  queries: 40,
  before: 20,
  after: 20 + fixed - broken,
  fixed,
  broken,
});

describe('replay verdict wording', () => {
  it('an advisory pass with queries that got worse says how many, never "none worse"', () => {
    const v = replayVerdict([sel(5, 3)], 0.05, 40, false);
    expect(v.passed).toBe(true);
    expect(v.reason).not.toMatch(/none worse/);
    expect(v.reason).toBe(
      'top-1 on replayed queries, not worse in total: bm25 20 → 22 on 40 (5 better, 3 worse, p=0.36)',
    );
  });

  it('a block names the same counts', () => {
    const v = replayVerdict([sel(1, 3)], 0.05, 40, false);
    expect(v.passed).toBe(false);
    expect(v.reason).toBe('top-1 gets worse on bm25: bm25 20 → 18 on 40 (1 better, 3 worse)');
  });
});
