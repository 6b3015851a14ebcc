// The length gate counts o200k tokens (what an agent's context pays), lets a very short
// description grow into a complete one (up to the length the rubric's length component
// rewards), and still caps what is longer than that.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkLength, generationBudget, LENGTH_ALLOWANCE_TOKENS } from '../../src/quality/length.ts';
import { RUBRIC_FULL_LENGTH_WORDS, scoreDescription } from '../../src/quality/rubric.ts';
import { countTokens } from '../../src/tokens.ts';

const limits = { maxTokens: 200, maxGrowth: 2 };
const catalogue = JSON.parse(readFileSync(new URL('../../examples/tools.json', import.meta.url), 'utf8')) as {
  tools: { name: string; description: string; inputSchema: Record<string, unknown> }[];
};
const searchNotes = catalogue.tools.find((t) => t.name === 'search_notes')!;
const rewrite = readFileSync(new URL('../../examples/proposals/search_notes.txt', import.meta.url), 'utf8');
/** n tokens, by hand: "hello" is one o200k token, and so is each " hello" after it. */
const hellos = (n: number) => `hello${' hello'.repeat(n - 1)}`;

describe('token counts the gate relies on', () => {
  it('counts hand-checkable strings', () => {
    expect(countTokens(hellos(1))).toBe(1);
    expect(countTokens(hellos(10))).toBe(10);
    expect(countTokens('Searches notes.')).toBe(4); // "Search", "es", " notes", "."
  });
});

describe('length gate, in tokens', () => {
  it("passes the repo's own rewrite of search_notes, which lints Good, though it is 20× the current length", () => {
    expect(countTokens(searchNotes.description)).toBe(4);
    expect(scoreDescription({ description: rewrite, inputSchema: searchNotes.inputSchema }).label).toBe('Good');
    const r = checkLength(rewrite, searchNotes.description, limits);
    expect(r).toMatchObject({ passed: true });
    expect(r.reason).toBe(`${countTokens(rewrite)} tokens (current 4; limits 200 and 2×)`);
  });

  it('allows any text the room the rubric rewards, in tokens', () => {
    expect(LENGTH_ALLOWANCE_TOKENS).toBe(Math.round(RUBRIC_FULL_LENGTH_WORDS * 1.3));
    expect(checkLength(hellos(LENGTH_ALLOWANCE_TOKENS), searchNotes.description, limits).passed).toBe(true);
    const r = checkLength(hellos(LENGTH_ALLOWANCE_TOKENS + 1), searchNotes.description, limits);
    expect(r).toEqual({
      passed: false,
      reason: `${LENGTH_ALLOWANCE_TOKENS + 1} tokens, more than 2× the current 4 (any text may grow to ${LENGTH_ALLOWANCE_TOKENS})`,
    });
  });

  it('applies the growth factor past the allowance and the hard limit always', () => {
    const ninety = hellos(90);
    expect(checkLength(hellos(180), ninety, limits).passed).toBe(true);
    expect(checkLength(hellos(181), ninety, limits).reason).toMatch(/^181 tokens, more than 2× the current 90/);
    expect(checkLength(hellos(180), ninety, { ...limits, maxTokens: 170 }).reason).toBe(
      '180 tokens, over the limit of 170',
    );
  });

  it('aims generated text lower: short texts at 55 tokens, longer ones at the growth factor', () => {
    expect(generationBudget(searchNotes.description, limits)).toBe(55);
    expect(generationBudget(hellos(70), limits)).toBe(140);
  });
});
