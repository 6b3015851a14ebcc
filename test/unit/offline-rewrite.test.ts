// The offline rewriter never writes a candidate its own gates would block on the text alone:
// length and readability (as before), and now the lint and the disclosure gate too. The
// run sends only the first few candidates to the gates, so one that is sure to be blocked
// would take the place of one that could pass.
import { describe, expect, it } from 'vitest';
import { offlineRewrite, TEMPLATE_WORDS, withExamples } from '../../src/optimize/offline.ts';
import { checkDisclosure } from '../../src/quality/disclosure.ts';
import { lintWorse } from '../../src/quality/gates.ts';
import { allowedWords, buildVocabulary } from '../../src/quality/privacy.ts';
import { scoreDescription } from '../../src/quality/rubric.ts';

const TRAVEL = { traceId: 't1', query: 'find notes on travel' };
const vocabulary = buildVocabulary(Array.from({ length: 6 }, (_, k) => ({ session: `s${k}`, query: `${TRAVEL.query} ${k}` })), 5);
const input = (current: string) => ({
  current,
  served: [TRAVEL],
  wrongPicks: [],
  errors: [],
  catalogue: new Map<string, string>(),
  maxWords: 150,
  privacy: { vocabulary, allowed: allowedWords(current, TEMPLATE_WORDS) },
  tunedExamples: [TRAVEL],
});

describe('offline rewriter: no candidate its own gates would block', () => {
  it('does not replace a long approved examples line with a short one the lint scores worse', () => {
    const current =
      'Searches notes by their words.\nTypical requests: "list everything in my work notebook about the kitchen plans"; "what did I write about the garden last spring"; "find my notes on the quarterly budget review meeting"; "show notes that mention the school trip in june".';
    // What the replay-chosen chain would be: the lint scores it worse (shorter, fewer examples).
    const chain = withExamples(current, [TRAVEL]);
    expect(lintWorse(scoreDescription({ description: current }), scoreDescription({ description: chain }))).not.toEqual([]);
    const texts = offlineRewrite(input(current)).map((c) => c.text);
    expect(texts).not.toContain(chain);
    for (const t of texts) expect(lintWorse(scoreDescription({ description: current }), scoreDescription({ description: t }))).toEqual([]);
  });

  it('does not drop a constraint an approved quote states', () => {
    const current = 'Searches notes, at most 50 a call.\nTypical requests: "find notes, read-only please"; "list my notes".';
    const chain = withExamples(current, [TRAVEL]);
    expect(checkDisclosure({ candidate: chain, reviewed: current }).passed).toBe(false);
    const texts = offlineRewrite(input(current)).map((c) => c.text);
    expect(texts).not.toContain(chain);
    for (const t of texts) expect(checkDisclosure({ candidate: t, reviewed: current }).passed).toBe(true);
  });

  it('still writes the chain where no gate objects', () => {
    const current = 'Searches notes.';
    const texts = offlineRewrite(input(current)).map((c) => c.text);
    expect(texts[0]).toBe(withExamples(current, [TRAVEL]));
  });
});
