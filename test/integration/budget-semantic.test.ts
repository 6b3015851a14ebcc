// The budget's semantic replay (src/optimize/budget-selectors.ts) on the real local model:
// what it answers from its cached best-two per query, for a replaced text and after
// commits, is what a fresh catalogue ranking every tool answers.
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config.ts';
import { semanticSelector } from '../../src/optimize/budget-selectors.ts';
import type { ReplayQuery } from '../../src/quality/replay.ts';
import { localEmbedder } from '../../src/semantic/embedder.ts';
import { SemanticCatalogue } from '../../src/semantic/selector.ts';

const config = resolveConfig({ env: {} });
const embedder = localEmbedder(config.embeddingsModelDir, config.embeddingsModel);

const DOCS: [string, string][] = [
  ['w/forecast', 'Gets the weather forecast for a city. Not for past climate records: use c/archive.'],
  ['c/archive', 'Looks up climate history: monthly averages and extremes by year.'],
  ['n/search', 'Searches news articles by topic.'],
  ['f/flights', 'Books flights between two airports on a date.'],
];
const QUERIES: ReplayQuery[] = [
  { query: 'will it rain in lisbon tomorrow', servedBy: 'w/forecast' },
  { query: 'average rainfall in march over the last decades', servedBy: 'c/archive' },
  { query: 'past climate records of 1990', servedBy: 'c/archive' },
  { query: 'latest headlines about the elections', servedBy: 'n/search' },
  { query: 'a plane ticket to rome next friday', servedBy: 'f/flights' },
  { query: 'coldest winter on record', servedBy: 'c/archive' },
];
const ALL = QUERIES.map((_, i) => i);

/** Right top-1 picks with these texts, every tool ranked afresh. */
async function bruteRight(docs: [string, string][]): Promise<number> {
  const cat = new SemanticCatalogue(embedder);
  await cat.sync(docs);
  const idx = await cat.queries(QUERIES.map((q) => q.query));
  return idx.filter((q, i) => cat.top1(q) === QUERIES[i]!.servedBy).length;
}

describe('semantic replay for a budget', () => {
  it('answers a replaced text and commits as a fresh ranking of every tool does', async () => {
    const sel = await semanticSelector(new SemanticCatalogue(embedder), DOCS, QUERIES);
    const base = await bruteRight(DOCS);
    expect(await sel.right(ALL)).toBe(base);
    const edits: [string, string][] = [
      ['w/forecast', 'Gets the weather forecast for a city.'],
      ['c/archive', 'Books hotel rooms in a city.'],
      ['n/search', 'Searches news articles by topic: headlines, elections, sports.'],
    ];
    let docs = DOCS;
    for (const [id, text] of edits) {
      const next = docs.map(([d, t]): [string, string] => [d, d === id ? text : t]);
      expect(await sel.delta(id, text, ALL)).toBe((await bruteRight(next)) - (await bruteRight(docs)));
      await sel.commit(id, text);
      docs = next;
      expect(await sel.right(ALL)).toBe(await bruteRight(docs));
    }
    // The edits moved something: the check above compared more than equal constants.
    expect(await sel.right(ALL)).not.toBe(base);
  });
});
