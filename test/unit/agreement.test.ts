import { describe, expect, it } from 'vitest';
import { icc21, spearman } from '../../src/quality/agreement.ts';

// Shrout & Fleiss (1979), Table 2: six targets rated by four judges. The paper gives
// ICC(1,1)=0.17, ICC(2,1)=0.29 and ICC(3,1)=0.71 for it.
const SHROUT_FLEISS = [
  [9, 2, 5, 8],
  [6, 1, 3, 2],
  [8, 4, 6, 8],
  [7, 1, 2, 6],
  [10, 5, 6, 9],
  [6, 2, 4, 7],
];

describe('ICC(2,1)', () => {
  it("matches Shrout & Fleiss's worked example (0.29)", () => {
    // By hand: BMS=11.24, JMS=32.49, EMS=1.02, n=6, k=4:
    // (11.24-1.02) / (11.24 + 3*1.02 + 4*(32.49-1.02)/6) = 10.22 / 35.28 = 0.290
    expect(icc21(SHROUT_FLEISS)).toBeCloseTo(0.2898, 3);
  });

  it('penalises a judge who is consistently harsher, where Spearman does not', () => {
    const a = [1, 2, 3, 4, 5];
    const harsh = a.map((x) => x - 1);
    expect(spearman(a, harsh)).toBeCloseTo(1, 9);
    const icc = icc21(a.map((x, i) => [x, harsh[i]!]));
    expect(icc).toBeLessThan(0.9);
    expect(icc).toBeGreaterThan(0.5);
    expect(icc21(a.map((x) => [x, x, x]))).toBeCloseTo(1, 9);
  });

  it('leaves out incomplete rows, and is undefined (NaN) on too little data', () => {
    expect(icc21([...SHROUT_FLEISS, [3, Number.NaN, 4, 5]])).toBeCloseTo(0.2898, 3);
    expect(icc21([[1, 2]])).toBeNaN();
    expect(icc21([])).toBeNaN();
  });
});
