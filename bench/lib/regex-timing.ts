// How the time one pattern takes grows with its input, on pump strings (./regex-pumps.ts).
// Each pattern is run the way the code ran it (split, a global scan, or a first match), on
// each unit repeated to 1 KB; a unit that takes measurable time is run at 4 KB, and one that
// grew more than linearly there at 16 KB. Linear matching grows 4× from 4 to 16 KB, quadratic
// 16×: the growth from 4 to 16 KB is the figure reported.
import type { SeenRegex } from './regex-collect.ts';
import { pumped } from '../../lib/eval/growth.ts';
import { pumpUnits } from './regex-pumps.ts';

export interface Growth {
  unit: string;
  /** Milliseconds at 16 KB (at 4 KB when that already took too long to go on). */
  ms: number;
  /** Time at 16 KB over time at 4 KB (at 4 KB over 1 KB when 16 KB was not run). */
  ratio: number;
}

const SMALL = 1024;
const MID = 4096;
const LARGE = 16_384;
/** Below this at 1 KB a unit is not followed further: even quadratic growth stays small. */
const FLOOR_MS = 0.03;
/** 16 KB is not run when the growth so far predicts more than this there. */
const CEILING_MS = 2000;

/** Runs the pattern the way the code did: a split, every match of a global one, or the first. */
export function runnerOf(seen: SeenRegex): (text: string) => unknown {
  const re = seen.re;
  if (seen.methods.has('split')) return (t) => t.split(re);
  if (re.global) return (t) => t.replace(re, '');
  return (t) => {
    re.lastIndex = 0;
    return re.exec(t);
  };
}

/** The fastest of `runs` runs, in milliseconds. */
export function fastestMs(fn: () => unknown, runs: number): number {
  let best = Infinity;
  for (let k = 0; k < runs; k++) {
    const t0 = performance.now();
    fn();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

/** The growth of one unit, or null when it is too fast at 1 KB to tell. */
export function growthOf(run: (t: string) => unknown, unit: string): Growth | null {
  run(pumped(unit, 256)); // compiled, and tiered up, before it is timed
  const t1 = fastestMs(() => run(pumped(unit, SMALL)), 1);
  if (t1 < FLOOR_MS) return null;
  const mid = pumped(unit, MID);
  const t4 = fastestMs(() => run(mid), 1);
  const early = { unit, ms: t4, ratio: t4 / t1 };
  // Linear so far, or already so slow that 16 KB would take seconds: the 1-to-4 KB growth.
  if (early.ratio < 6 || t4 * early.ratio > CEILING_MS) return early;
  // Grew more than linearly: both sizes again, the faster of two runs each, against noise.
  const t4again = Math.min(
    t4,
    fastestMs(() => run(mid), 1),
  );
  const t16 = fastestMs(() => run(pumped(unit, LARGE)), 2);
  return { unit, ms: t16, ratio: t16 / t4again };
}

/** The units of one pattern that grew most, worst first. */
export function worstGrowth(seen: SeenRegex, keep: (unit: string) => boolean, top = 3): Growth[] {
  const run = runnerOf(seen);
  const out: Growth[] = [];
  for (const unit of pumpUnits(seen.re).filter(keep)) {
    const g = growthOf(run, unit);
    if (g) out.push(g);
  }
  return out.sort((a, b) => b.ratio - a.ratio || b.ms - a.ms).slice(0, top);
}
