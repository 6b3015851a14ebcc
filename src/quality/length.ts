import type { GateFinding } from './injection.ts';
import { RUBRIC_FULL_LENGTH_WORDS } from './rubric.ts';

export function wordCount(text: string): number {
  const latin =
    text.match(/[\p{L}\p{N}_]+(?:['’-][\p{L}]+)*/gu)?.filter((w) => !/[\u3400-\u9fff]/u.test(w)).length ?? 0;
  const cjk = text.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g)?.length ?? 0;
  return latin + Math.round(cjk / 1.8);
}

/**
 * The optimizer's own target for a short text: it may grow to this in one step even past
 * the growth factor (doubling a two-word description leaves no room to say when to use
 * the tool), but a generated text aims lower than the gate allows: richer is not better.
 */
export const GROWTH_FLOOR_WORDS = 40;

/**
 * The gate's allowance for any text: a reviewed rewrite may always be as long as the
 * rubric's length component rewards (a two-word description growing into a complete one),
 * within WHETSTONE_OPTIMIZE_MAX_WORDS; past it, the growth factor applies.
 */
export const LENGTH_ALLOWANCE_WORDS = RUBRIC_FULL_LENGTH_WORDS;

/** The longest a candidate may be, given the current text: what the length gate allows. */
export function lengthBudget(current: string, o: { maxWords: number; maxGrowth: number }): number {
  return Math.min(o.maxWords, Math.max(LENGTH_ALLOWANCE_WORDS, Math.floor(o.maxGrowth * wordCount(current))));
}

/** How long the optimizer writes: the growth factor with a smaller floor, never past the gate's budget. */
export function generationBudget(current: string, o: { maxWords: number; maxGrowth: number }): number {
  return Math.min(lengthBudget(current, o), Math.max(GROWTH_FLOOR_WORDS, Math.floor(o.maxGrowth * wordCount(current))));
}

/** Richer is not better by itself: growth per step and total length are capped. */
export function checkLength(
  candidate: string,
  current: string,
  o: { maxWords: number; maxGrowth: number },
): GateFinding {
  const words = wordCount(candidate);
  const now = Math.max(1, wordCount(current));
  if (words > o.maxWords) return { passed: false, reason: `${words} words, over the limit of ${o.maxWords}` };
  if (words > lengthBudget(current, o))
    return {
      passed: false,
      reason: `${words} words, more than ${o.maxGrowth}× the current ${now} (any text may grow to ${LENGTH_ALLOWANCE_WORDS})`,
    };
  return { passed: true, reason: `${words} words (current ${now}; limits ${o.maxWords} and ${o.maxGrowth}×)` };
}
