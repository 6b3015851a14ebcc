// The length gate lets a very short description grow into a complete one (up to the
// length the rubric's length component rewards), and still caps what is longer than that.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkLength, generationBudget, LENGTH_ALLOWANCE_WORDS, wordCount } from '../../src/quality/length.ts';
import { RUBRIC_FULL_LENGTH_WORDS, scoreDescription } from '../../src/quality/rubric.ts';

const limits = { maxWords: 150, maxGrowth: 2 };
const catalogue = JSON.parse(readFileSync(new URL('../../examples/tools.json', import.meta.url), 'utf8')) as {
  tools: { name: string; description: string; inputSchema: Record<string, unknown> }[];
};
const searchNotes = catalogue.tools.find((t) => t.name === 'search_notes')!;
const rewrite = readFileSync(new URL('../../examples/proposals/search_notes.txt', import.meta.url), 'utf8');
const sentence = (n: number) => `Word${n} matters for the agent.`; // five words each

describe('length gate allowance', () => {
  it("passes the repo's own rewrite of search_notes, which lints Good, though it is 30× the current length", () => {
    expect(wordCount(searchNotes.description)).toBe(2);
    expect(scoreDescription({ description: rewrite, inputSchema: searchNotes.inputSchema }).label).toBe('Good');
    const r = checkLength(rewrite, searchNotes.description, limits);
    expect(r).toMatchObject({ passed: true });
    expect(r.reason).toMatch(/^61 words \(current 2;/);
  });

  it('is the length at which the rubric stops rewarding length', () => {
    expect(LENGTH_ALLOWANCE_WORDS).toBe(RUBRIC_FULL_LENGTH_WORDS);
    const atAllowance = Array.from({ length: LENGTH_ALLOWANCE_WORDS / 5 }, (_, i) => sentence(i)).join(' ');
    expect(wordCount(atAllowance)).toBe(LENGTH_ALLOWANCE_WORDS);
    expect(checkLength(atAllowance, searchNotes.description, limits).passed).toBe(true);
  });

  it('still blocks a short text growing past the allowance, and growth past it beyond the factor', () => {
    const overlong = Array.from({ length: LENGTH_ALLOWANCE_WORDS / 5 + 1 }, (_, i) => sentence(i)).join(' ');
    const r = checkLength(overlong, searchNotes.description, limits);
    expect(r).toMatchObject({ passed: false });
    expect(r.reason).toBe(
      `${LENGTH_ALLOWANCE_WORDS + 5} words, more than 2× the current 2 (any text may grow to ${LENGTH_ALLOWANCE_WORDS})`,
    );
    // A 70-word text may double to 140, not to 145 (under the 150-word limit): the factor applies.
    const seventy = Array.from({ length: 14 }, (_, i) => sentence(i)).join(' ');
    const grown = Array.from({ length: 29 }, (_, i) => sentence(i)).join(' ');
    expect(checkLength(grown, seventy, limits).passed).toBe(false);
    expect(checkLength(grown, seventy, { ...limits, maxWords: 140 }).reason).toMatch(/over the limit of 140/);
  });

  it("leaves the optimizer's own target as it was: short texts aim at 40 words", () => {
    expect(generationBudget(searchNotes.description, limits)).toBe(40);
    expect(generationBudget(Array.from({ length: 14 }, (_, i) => sentence(i)).join(' '), limits)).toBe(140);
  });
});
