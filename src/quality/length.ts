import type { GateFinding } from './injection.ts';
import { countTokens } from '../tokens.ts';
import { RUBRIC_FULL_LENGTH_WORDS } from './rubric.ts';

/** Words, for the rubric's scale and quotes' size; budgets count tokens (countTokens). */
export function wordCount(text: string): number {
  const latin =
    text.match(/[\p{L}\p{N}_]+(?:['’-][\p{L}]+)*/gu)?.filter((w) => !/[\u3400-\u9fff]/u.test(w)).length ?? 0;
  const cjk = text.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g)?.length ?? 0;
  return latin + Math.round(cjk / 1.8);
}

/**
 * The optimizer's own target for a short text, in tokens: it may grow to this in one step
 * even past the growth factor (doubling a two-word description leaves no room to say when
 * to use the tool), but a generated text aims lower than the gate allows: richer is not
 * better. About 40 English words.
 */
export const GROWTH_FLOOR_TOKENS = 55;

/**
 * The gate's allowance for any text, in tokens: a reviewed rewrite may always be as long
 * as the rubric's length component rewards (RUBRIC_FULL_LENGTH_WORDS, 120 words; English
 * runs about 1.3 o200k tokens a word), within WHETSTONE_OPTIMIZE_MAX_TOKENS; past it, the
 * growth factor applies.
 */
export const LENGTH_ALLOWANCE_TOKENS = Math.round(RUBRIC_FULL_LENGTH_WORDS * 1.3);

/** The longest a candidate may be (tokens), given the current text: what the length gate allows. */
export function lengthBudget(current: string, o: { maxTokens: number; maxGrowth: number }): number {
  return Math.min(o.maxTokens, Math.max(LENGTH_ALLOWANCE_TOKENS, Math.floor(o.maxGrowth * countTokens(current))));
}

/** How long the optimizer writes (tokens): the growth factor with a smaller floor, never past the gate's budget. */
export function generationBudget(current: string, o: { maxTokens: number; maxGrowth: number }): number {
  return Math.min(
    lengthBudget(current, o),
    Math.max(GROWTH_FLOOR_TOKENS, Math.floor(o.maxGrowth * countTokens(current))),
  );
}

/** Richer is not better by itself: growth per step and total length are capped, in tokens (what an agent's context pays). */
export function checkLength(
  candidate: string,
  current: string,
  o: { maxTokens: number; maxGrowth: number },
): GateFinding {
  const tokens = countTokens(candidate);
  const now = Math.max(1, countTokens(current));
  if (tokens > o.maxTokens) return { passed: false, reason: `${tokens} tokens, over the limit of ${o.maxTokens}` };
  if (tokens > lengthBudget(current, o))
    return {
      passed: false,
      reason: `${tokens} tokens, more than ${o.maxGrowth}× the current ${now} (any text may grow to ${LENGTH_ALLOWANCE_TOKENS})`,
    };
  return { passed: true, reason: `${tokens} tokens (current ${now}; limits ${o.maxTokens} and ${o.maxGrowth}×)` };
}
