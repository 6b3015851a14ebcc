// The offline rewriter puts the candidates its own lint or disclosure gate will block after
// those that can pass: the run sends only the first few to the gates, so a sure block
// would take the place of one that could pass. They are still written, so when nothing
// else is, the gates record why.
import { describe, expect, it } from 'vitest';
import { offlineRewrite, TEMPLATE_WORDS, withExamples } from '../../src/optimize/offline.ts';
import { checkDisclosure } from '../../src/quality/disclosure.ts';
import { lintWorse } from '../../src/quality/gates.ts';
import { allowedWords, buildVocabulary } from '../../src/quality/privacy.ts';
import { scoreDescription } from '../../src/quality/rubric.ts';

const TRAVEL = { traceId: 't1', query: 'find notes on travel' };
const HOTELS = {
  traceId: 't2',
  query: 'find every note in my travel notebook about the hotels we booked in the mountains',
};
const vocabulary = buildVocabulary(
  Array.from({ length: 6 }, (_, k) => ({ session: `s${k}`, query: `${TRAVEL.query} ${HOTELS.query} ${k}` })),
  5,
);
const input = (current: string, served = [TRAVEL]) => ({
  current,
  served,
  wrongPicks: [],
  errors: [],
  catalogue: new Map<string, string>(),
  maxTokens: 150,
  privacy: { vocabulary, allowed: allowedWords(current, TEMPLATE_WORDS) },
  // The chain the replay chose: one short request.
  tunedExamples: [TRAVEL],
});
const lintBlocks = (current: string, text: string) =>
  lintWorse(scoreDescription({ description: current }), scoreDescription({ description: text })).length > 0;
const disclosureBlocks = (current: string, text: string) =>
  !checkDisclosure({ candidate: text, reviewed: current }).passed;

describe('offline rewriter: what its own gates will block goes last', () => {
  it('puts a shorter examples line the lint scores worse after one it does not', () => {
    const current =
      'Searches notes by their words.\nTypical requests: "list everything in my work notebook about the kitchen plans"; "what notes mention the garden last spring".';
    const chain = withExamples(current, [TRAVEL]);
    // The chain alone loses what the rubric counted; nothing else blocks it.
    expect(lintBlocks(current, chain)).toBe(true);
    expect(disclosureBlocks(current, chain)).toBe(false);
    const texts = offlineRewrite(input(current, [TRAVEL, HOTELS])).map((c) => c.text);
    expect(texts.length).toBeGreaterThan(1);
    expect(texts.at(-1)).toBe(chain); // written, but after the rest
    expect(lintBlocks(current, texts[0]!)).toBe(false);
  });

  it("does not hold back new examples for a user's words the old ones quoted", () => {
    // "read-only please" is what a user asked, not a constraint of the tool
    // (src/quality/quotations.ts): swapping the examples drops no disclosure.
    const current = 'Searches notes.\nTypical requests: "find notes, read-only please"; "list my notes".';
    const texts = offlineRewrite(input(current)).map((c) => c.text);
    expect(texts[0]).toBe(withExamples(current, [TRAVEL]));
    for (const t of texts) expect(disclosureBlocks(current, t)).toBe(false);
    // Said by the tool itself, the same words are a constraint every candidate keeps.
    const own = 'Searches notes. It is read-only: it never edits a note.\nTypical requests: "list my notes".';
    for (const t of offlineRewrite(input(own)).map((c) => c.text)) expect(t).toContain('never edits a note');
  });

  it('keeps the chain first where no gate objects', () => {
    const current = 'Searches notes.';
    const texts = offlineRewrite(input(current)).map((c) => c.text);
    expect(texts[0]).toBe(withExamples(current, [TRAVEL]));
    expect(lintBlocks(current, texts[0]!) || disclosureBlocks(current, texts[0]!)).toBe(false);
  });
});
