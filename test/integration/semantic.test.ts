// The semantic selector on the real local model (deploy/local/models.sh puts it where the
// default setting looks) and the real PostgreSQL: embeddings cached by content hash in
// the store, ranking by meaning, and a missing model that says how to get it.
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config.ts';
import { cachedEmbedder } from '../../src/semantic/cache.ts';
import { aloneKey, localEmbedder, type Embedder } from '../../src/semantic/embedder.ts';
import { SemanticCatalogue } from '../../src/semantic/selector.ts';
import { chooseExamples } from '../../src/optimize/examples.ts';
import { Bm25Index } from '../../src/quality/bm25.ts';
import { withMigratedStore } from '../kit/db.ts';

const config = resolveConfig({ env: {} });
const kit = withMigratedStore();

/** Counts the texts that reach the model. */
function counting(inner: Embedder): Embedder & { texts: number } {
  const self = {
    model: inner.model,
    ...(inner.cacheKey ? { cacheKey: inner.cacheKey } : {}),
    texts: 0,
    embed: async (t: string[]) => {
      self.texts += t.length;
      return inner.embed(t);
    },
  };
  return self;
}

describe('semantic selector', () => {
  it('embeds each distinct text once per model, across processes, through the store', async () => {
    const model = counting(localEmbedder(config.embeddingsModelDir, config.embeddingsModel));
    const texts = ['book a flight to Lisbon', 'what is the weather tomorrow', 'book a flight to Lisbon'];
    const first = await cachedEmbedder(model, kit.db).embed(texts);
    expect(model.texts).toBe(2); // the repeated text once
    const again = await cachedEmbedder(model, kit.db).embed(texts); // a fresh cache: only the store knows
    expect(model.texts).toBe(2);
    expect([...again[1]!]).toEqual([...first[1]!]);
    const stored = await kit.db.query<{ n: number }>('SELECT count(*)::int AS n FROM embeddings WHERE model = $1', [
      aloneKey(config.embeddingsModel),
    ]);
    expect(stored.rows[0]!.n).toBe(2);
  }, 60_000);

  it('picks a tool by meaning where no word is shared', async () => {
    const cat = new SemanticCatalogue(localEmbedder(config.embeddingsModelDir, config.embeddingsModel));
    await cat.sync([
      ['air/search_flights', 'Searches airline timetables for departures between two airports.'],
      ['wx/forecast', 'Returns the meteorological outlook for a location.'],
    ]);
    const [plane, umbrella] = await cat.queries(['I need a plane ticket to Rome', 'do I need an umbrella today']);
    expect(cat.top1(plane!)).toBe('air/search_flights');
    expect(cat.top1(umbrella!)).toBe('wx/forecast');
    // With the forecast text replaced by the flight text, the umbrella query moves.
    expect(cat.top1(umbrella!, { id: 'wx/forecast', vec: await cat.embed('Books hotel rooms.') })).toBe(
      'air/search_flights',
    );
  }, 60_000);

  it("quotes the request that makes the tool surer of its own users' queries when no pick would flip (examples.ts)", async () => {
    // Two neighbours: the general forecast and the marine one. No query shares a word with
    // a description or a quoted request, so BM25 moves nothing; on the semantic selector
    // every query is already won by its own tool, by a margin a quote cannot flip.
    const WEATHER = 'wx/forecast';
    const MARINE = 'sea/marine';
    const catalogue: [string, string][] = [
      [WEATHER, 'Returns the forecast for a place.'],
      [MARINE, 'Returns the marine forecast for a harbour.'],
    ];
    const cat = new SemanticCatalogue(localEmbedder(config.embeddingsModelDir, config.embeddingsModel));
    await cat.sync(catalogue);
    const queries = [
      { query: 'do I need an umbrella in london', servedBy: WEATHER },
      { query: 'will it rain in madrid tomorrow', servedBy: WEATHER },
      { query: 'wind at the marina this evening', servedBy: MARINE },
      { query: 'waves at the port today', servedBy: MARINE },
    ];
    const idx = await cat.queries(queries.map((q) => q.query));
    const best = idx.map((q) => cat.bestExcept(q, WEATHER));
    for (const [k, q] of queries.entries()) expect(best[k]!.id).toBe(q.servedBy);
    const index = new Bm25Index(catalogue);
    for (const q of queries) expect(index.rank(q.query, 1)).toEqual([]);
    const pool = [
      { traceId: 't-sail', query: 'sailing conditions off the coast' },
      { traceId: 't-sunny', query: 'sunny skies all week in spain' },
    ];
    const tuning = { queries, semantic: { idx, servedBy: queries.map((q) => q.servedBy), best } };
    const choice = await chooseExamples({
      tool: WEATHER,
      current: catalogue[0]![1],
      pool,
      tuning,
      index,
      semantic: cat,
      maxTokens: 60,
    });
    // The weather request moves the text toward what its users ask; the sailing one toward
    // what the marine tool's users ask.
    expect(choice.examples.map((e) => e.traceId)).toEqual(['t-sunny']);
    expect(choice.net).toBe(0);
  }, 60_000);

  it('says to run deploy/local/models.sh when the model is missing', async () => {
    await expect(localEmbedder('/nonexistent/models', 'all-minilm-l6-v2').embed(['x'])).rejects.toThrow(
      /deploy\/local\/models\.sh/,
    );
  });
});
