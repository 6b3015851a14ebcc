// The token budget's choice (src/optimize/budget-choice.ts) on a hand-made catalog whose
// right drop is known: the forecast tool's "not for" line names past climate records and
// so steals the archive's requests (dropping it gains), while its examples are the only
// text that wins two of its own requests (dropping them loses). The budget needs one of
// the two gone; a choice by tokens or by the default order alone drops the examples.
import { describe, expect, it } from 'vitest';
import { assembleComponents, type Components } from '../../src/catalog/components.ts';
import {
  type BudgetTool,
  chooseBudget,
  crossFittedBudget,
  minimumTokens,
  type ReplaySelector,
  withoutQuote,
} from '../../src/optimize/budget-choice.ts';
import { bm25Selector } from '../../src/optimize/budget-selectors.ts';
import type { ReplayQuery } from '../../src/quality/replay.ts';
import { countTokens } from '../../src/tokens.ts';

const tool = (id: string, components: Components): BudgetTool => ({
  id,
  text: assembleComponents(components),
  components,
});

const forecast = tool('weather/forecast', {
  purpose: 'Gets the weather forecast for a city: temperature, wind and chance of rain.',
  whenNotToUse: 'Not for past climate records or historical monthly averages: use climate/archive.',
  examples: 'Typical requests: "do I need an umbrella tomorrow"; "will it snow this weekend".',
});
const archive = tool('climate/archive', {
  purpose: 'Looks up climate history: monthly averages and extremes by year.',
});
const news = tool('news/search', {
  purpose: 'Searches news articles by topic.',
  whenToUse: 'Use when the user asks about recent events or headlines.',
});
const TOOLS = [forecast, archive, news];

const QUERIES: ReplayQuery[] = [
  { query: 'do I need an umbrella tomorrow', servedBy: 'weather/forecast' },
  { query: 'will it snow this weekend', servedBy: 'weather/forecast' },
  { query: 'historical monthly averages for july', servedBy: 'climate/archive' },
  { query: 'past climate records in 1990', servedBy: 'climate/archive' },
  { query: 'latest headlines', servedBy: 'news/search' },
];

const selectors = (qs: ReplayQuery[] = QUERIES): ReplaySelector[] => [
  bm25Selector(
    TOOLS.map((t) => [t.id, t.text]),
    qs,
  ),
];
const all = QUERIES.map((_, i) => i);
const total = TOOLS.reduce((n, t) => n + countTokens(t.text), 0);
const cost = (c: Components, drop: keyof Components) =>
  countTokens(assembleComponents(c)) -
  countTokens(
    assembleComponents(
      c,
      (['purpose', 'whenToUse', 'whenNotToUse', 'parameters', 'examples'] as const).filter((k) => k !== drop),
    ),
  );

describe('choosing components under a token budget', () => {
  // One drop of the forecast's must do; dropping the news tool's usage line alone must not.
  const budget = total - Math.min(cost(forecast.components, 'examples'), cost(forecast.components, 'whenNotToUse'));

  it('the hand-made catalog is what the test claims: the "not for" line steals, the examples win', async () => {
    expect(cost(news.components, 'whenToUse')).toBeLessThan(total - budget);
    const [s] = selectors();
    expect(await s!.right(all)).toBe(3); // the archive's two requests go to the forecast
    expect(await s!.delta(forecast.id, assembleComponents(forecast.components, ['purpose', 'examples']), all)).toBe(2);
    expect(await s!.delta(forecast.id, assembleComponents(forecast.components, ['purpose', 'whenNotToUse']), all)).toBe(
      -2,
    );
  });

  it('drops what costs the fewest right picks per token, not what saves the most', async () => {
    const choice = await chooseBudget(TOOLS, budget, selectors(), all);
    const f = choice.tools.find((t) => t.id === forecast.id)!;
    expect(f.dropped).toEqual(['whenNotToUse']);
    expect(f.kept).toEqual(['purpose', 'examples']);
    expect(choice.tokens).toBeLessThanOrEqual(budget);
    expect(choice.steps[0]).toMatchObject({ tool: forecast.id, dropped: 'whenNotToUse', loss: -2 });
    // The news tool's usage line wins its only request: kept.
    expect(choice.tools.find((t) => t.id === news.id)!.dropped).toEqual([]);
  });

  it('without recorded queries falls back to the order: examples first', async () => {
    const choice = await chooseBudget(TOOLS, budget, selectors(), []);
    expect(choice.tools.find((t) => t.id === forecast.id)!.dropped).toEqual(['examples']);
  });

  it('never drops a purpose; the least possible is every purpose alone (each a sentence here)', async () => {
    const least = minimumTokens(TOOLS);
    expect(least).toBe(
      countTokens(forecast.components.purpose!) + countTokens(archive.text) + countTokens(news.components.purpose!),
    );
    const choice = await chooseBudget(TOOLS, 1, selectors(), all);
    expect(choice.tokens).toBe(least);
    for (const t of choice.tools) expect(t.kept).toContain('purpose');
    expect(choice.tools.find((t) => t.id === archive.id)!.text).toBe(archive.text);
  });

  it('scores each fold on the half it did not choose on, and leaves the selectors at the full catalog', async () => {
    // Each request in both halves: the choice is the same, and each fold's score is its other half's.
    const doubled = [...QUERIES, ...QUERIES];
    const halves = doubled.map((_, i) => (i < QUERIES.length ? 0 : 1) as 0 | 1);
    const sel = selectors(doubled);
    const cf = await crossFittedBudget(TOOLS, budget, sel, halves);
    expect(cf.folds.map((f) => [f.chooseQueries, f.scoreQueries])).toEqual([
      [5, 5],
      [5, 5],
    ]);
    expect(cf.fold!.selectors[0]).toMatchObject({ name: 'bm25', full: 3, budget: 5 });
    expect(cf.choice.tools.find((t) => t.id === forecast.id)!.dropped).toEqual(['whenNotToUse']);
    expect(await sel[0]!.right(doubled.map((_, i) => i))).toBe(6);
  });
});

describe('one quoted request at a time', () => {
  it('takes a quote out with its separator', () => {
    const ex = 'Typical requests: "a b"; "c d"; "e f".';
    expect(withoutQuote(ex, 0)).toBe('Typical requests: "c d"; "e f".');
    expect(withoutQuote(ex, 1)).toBe('Typical requests: "a b"; "e f".');
    expect(withoutQuote(ex, 2)).toBe('Typical requests: "a b"; "c d".');
    expect(withoutQuote('Typical requests: "a b".', 0)).toBeUndefined();
  });

  it('keeps the quote that wins a request and takes out the one that wins none', async () => {
    const weather = tool('weather/forecast', {
      purpose: 'Gets the weather forecast for a city.',
      examples: 'Typical requests: "umbrella needed tomorrow"; "sunscreen at the beach".',
    });
    const other = tool('news/search', { purpose: 'Searches news articles by topic.' });
    const qs: ReplayQuery[] = [
      { query: 'do I need an umbrella tomorrow', servedBy: 'weather/forecast' },
      { query: 'news about the elections', servedBy: 'news/search' },
    ];
    const one =
      countTokens(weather.text) -
      countTokens(
        assembleComponents({ ...weather.components, examples: withoutQuote(weather.components.examples!, 1)! }),
      );
    const cat = [weather, other];
    const sel = bm25Selector(
      cat.map((t) => [t.id, t.text]),
      qs,
    );
    const budget = cat.reduce((n, t) => n + countTokens(t.text), 0) - one;
    const choice = await chooseBudget(cat, budget, [sel], [0, 1]);
    const w = choice.tools.find((t) => t.id === weather.id)!;
    expect(w).toMatchObject({ dropped: [], trimmed: 1, kept: ['purpose', 'examples'] });
    expect(w.components.examples).toBe('Typical requests: "umbrella needed tomorrow".');
    expect(w.text).toContain('umbrella');
    expect(await sel.right([0, 1])).toBe(2);
  });
});

describe("the purpose's tail", () => {
  // The archive's "Returns" line shares no word with any request; the forecast's purpose
  // line is what wins its requests. The budget needs one of the two tails gone.
  const weather = tool('weather/forecast', {
    purpose: 'Gets the weather forecast: rain, snow and wind for tomorrow.\nReturns hourly rows for the next days.',
  });
  const climate = tool('climate/archive', {
    purpose: 'Looks up climate history by year.\nReturns monthly averages, records and extremes as a table.',
  });
  const cat = [weather, climate];
  const qs: ReplayQuery[] = [
    { query: 'rain tomorrow', servedBy: 'weather/forecast' },
    { query: 'climate history of 1990', servedBy: 'climate/archive' },
    { query: 'monthly averages records', servedBy: 'climate/archive' },
  ];

  it('cuts the purpose whose tail wins nothing to its first sentence, priced like any drop', async () => {
    const sel = bm25Selector(
      cat.map((t) => [t.id, t.text]),
      qs,
    );
    const total = cat.reduce((n, t) => n + countTokens(t.text), 0);
    const choice = await chooseBudget(cat, total - 1, [sel], [0, 1, 2]);
    const w = choice.tools.find((t) => t.id === weather.id)!;
    const c = choice.tools.find((t) => t.id === climate.id)!;
    // The archive's tail wins a request: it stays; the forecast's goes.
    expect(w).toMatchObject({ shortened: true, kept: ['purpose'], dropped: [] });
    expect(w.text).toBe('Gets the weather forecast: rain, snow and wind for tomorrow.');
    expect(w.components.purpose).toBe(w.text);
    expect(c.shortened).toBe(false);
    expect(choice.steps).toEqual([expect.objectContaining({ tool: weather.id, dropped: 'purpose', tail: true })]);
    expect(await sel.right([0, 1, 2])).toBe(3);
  });

  it('counts the first sentences as the least possible, and goes no lower', async () => {
    const least = minimumTokens(cat);
    expect(least).toBe(
      countTokens('Gets the weather forecast: rain, snow and wind for tomorrow.') +
        countTokens('Looks up climate history by year.'),
    );
    const sel = bm25Selector(
      cat.map((t) => [t.id, t.text]),
      qs,
    );
    const choice = await chooseBudget(cat, 1, [sel], [0, 1, 2]);
    expect(choice.tokens).toBe(least);
    expect(choice.tools.every((t) => t.shortened && t.kept.includes('purpose'))).toBe(true);
  });
});
