// A candidate's quote with an elision ("share price of … this morning", a name elided)
// would "fix" its twins on the other half ("share price of Apple this morning") by
// construction: those of the tool's own requests are left out of that candidate's replay.
// Another tool's request the pattern matches stays, since the candidate may steal it.
import { describe, expect, it } from 'vitest';
import { elidedQuoteMatcher, matchesQuote, replayFor, type RunContext } from '../../src/optimize/context.ts';

describe('elidedQuoteMatcher', () => {
  const m = elidedQuoteMatcher(
    'Market data.\nTypical requests: "share price of the … now"; "… yields for the bank"; "list my holdings".',
  );
  it('matches a quote with an elision as the split compares requests, the elision one to six words', () => {
    expect(m('Share price of the railway company now?')).toBe(true);
    expect(m('share price of the big old railway company now')).toBe(true);
    expect(m('dividend yields for the bank')).toBe(true);
    expect(m('share price of the now')).toBe(false); // an elision is at least one word
    expect(m('share price of the one two three four five six seven now')).toBe(false); // and at most six
    expect(m('share price of the railway company today')).toBe(false);
    expect(m('yields for the bank')).toBe(false);
  });
  it('leaves quotes without an elision, and those with fewer than three words of their own, to the split', () => {
    expect(m('list my holdings')).toBe(false); // its exact twins share its half
    const bare = elidedQuoteMatcher('Typical requests: "…"; "… the …".');
    expect(bare('anything at all')).toBe(false);
    expect(elidedQuoteMatcher('Market data.')('share price')).toBe(false);
  });
  it('reads a long untrusted request, or a quote of many elisions, in time linear in their words', () => {
    expect(m(`share price of the ${'x '.repeat(50_000)}now`)).toBe(false);
    // Twelve elisions in a row (a hand-written line can hold them) and a request that fails
    // only at its last word: a search over every split of the 40 words between would not
    // finish; the table over (word, part) is a few thousand steps.
    const parts = [['a', 'b', 'c'], ...Array.from({ length: 12 }, () => []), ['z']];
    const words = ['a', 'b', 'c', ...Array.from({ length: 40 }, () => 'w')];
    expect(matchesQuote([...words, 'z'], parts)).toBe(true);
    expect(matchesQuote([...words, 'q'], parts)).toBe(false);
  });
});

describe('replayFor', () => {
  const replay = [
    { query: 'share price of Apple this morning', servedBy: 'info/stocks' },
    { query: 'share price of Intel this morning', servedBy: 'info/news' },
    { query: 'stock prices', servedBy: 'info/stocks' },
  ];
  const ctx = (fold: 0 | undefined) =>
    ({
      toolId: 'info/stocks',
      fold,
      replay,
      semanticQueries: {
        idx: [10, 11, 12],
        servedBy: replay.map((q) => q.servedBy),
        best: replay.map((_, k) => ({ id: `b${k}`, other: `o${k}`, otherScore: k })),
      },
    }) as unknown as RunContext;
  const text = 'Market data.\nTypical requests: "share price of … this morning".';

  it("offline, leaves out the tool's own requests an elided quote matches, in both selectors' views alike", () => {
    const r = replayFor(ctx(0), text);
    expect(r.queries.map((q) => q.query)).toEqual(['share price of Intel this morning', 'stock prices']);
    expect(r.semantic).toEqual({
      idx: [11, 12],
      servedBy: ['info/news', 'info/stocks'],
      best: [
        { id: 'b1', other: 'o1', otherScore: 1 },
        { id: 'b2', other: 'o2', otherScore: 2 },
      ],
    });
  });

  it('keeps everything for a text without an elided quote, and online', () => {
    expect(replayFor(ctx(0), 'Market data.').queries).toBe(replay);
    expect(replayFor(ctx(undefined), text).queries).toBe(replay);
  });
});
