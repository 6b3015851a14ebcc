import type { GateFinding } from './injection.ts';

export function wordCount(text: string): number {
  const latin =
    text.match(/[\p{L}\p{N}_]+(?:['’-][\p{L}]+)*/gu)?.filter((w) => !/[\u3400-\u9fff]/u.test(w)).length ?? 0;
  const cjk = text.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g)?.length ?? 0;
  return latin + Math.round(cjk / 1.8);
}

/**
 * A description shorter than this may grow to it in one step even past the growth
 * factor: doubling a two-word description leaves no room to say when to use the tool.
 */
export const GROWTH_FLOOR_WORDS = 40;

/** The longest a candidate may be, given the current text. */
export function lengthBudget(current: string, o: { maxWords: number; maxGrowth: number }): number {
  return Math.min(o.maxWords, Math.max(GROWTH_FLOOR_WORDS, Math.floor(o.maxGrowth * wordCount(current))));
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
      reason: `${words} words, more than ${o.maxGrowth}× the current ${now} (or ${GROWTH_FLOOR_WORDS} for short texts)`,
    };
  return { passed: true, reason: `${words} words (current ${now}; limits ${o.maxWords} and ${o.maxGrowth}×)` };
}
