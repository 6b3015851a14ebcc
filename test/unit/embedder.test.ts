// The local embedder on the real model (deploy/local/models.sh): a text's vector is the
// same whatever else is embedded in the same call. Quantised models scale a batch's
// activations together, so before each text was embedded alone a text moved with its
// batch-mates, and a selector's pick or a bench figure with them.
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config.ts';
import { cachedEmbedder } from '../../src/semantic/cache.ts';
import { aloneKey, type Embedder, localEmbedder, poolingFor, textPrefixes } from '../../src/semantic/embedder.ts';

const config = resolveConfig({ env: {} });
const TEXT = 'book a flight to Lisbon';
const OTHERS = [
  'x',
  'what is the weather tomorrow in the mountains above the lake, and will it snow over the weekend?',
  'Searches airline timetables for departures between two airports, with prices, seats left and the fare rules of each.',
];

describe('local embedder', () => {
  for (const model of ['all-minilm-l6-v2', 'bge-small-en-v15', 'e5-small-v2']) {
    it(`gives ${model} a text's vector alone and in a batch of texts of other lengths, bit for bit`, async () => {
      const e = localEmbedder(config.embeddingsModelDir, model);
      const [alone] = await e.embed([TEXT]);
      const first = await e.embed([TEXT, ...OTHERS]);
      const middle = await e.embed([OTHERS[1]!, TEXT, OTHERS[2]!]);
      expect([...first[0]!]).toEqual([...alone!]);
      expect([...middle[1]!]).toEqual([...alone!]);
      // And the others are theirs alone too, in order.
      for (const [i, t] of OTHERS.entries()) expect([...first[i + 1]!]).toEqual([...(await e.embed([t]))[0]!]);
    }, 60_000);
  }

  it('gives the same vectors with one thread as with ONNX Runtime default, so caches stay valid', async () => {
    const one = localEmbedder(config.embeddingsModelDir, 'bge-small-en-v15', 1);
    const all = localEmbedder(config.embeddingsModelDir, 'bge-small-en-v15', 0);
    const texts = [TEXT, ...OTHERS];
    const a = await one.embed(texts);
    const b = await all.embed(texts);
    for (const [i, v] of a.entries()) expect([...v]).toEqual([...b[i]!]);
    expect(one.cacheKey).toBe(all.cacheKey);
  }, 60_000);

  it('loads e5-small-v2 (mean pooling, query/passage prefixes): a paraphrase reads closer than an unrelated text', async () => {
    expect(poolingFor('e5-small-v2')).toBe('mean');
    const { query, passage } = textPrefixes('e5-small-v2');
    expect([query, passage]).toEqual(['query: ', 'passage: ']);
    const e = localEmbedder(config.embeddingsModelDir, 'e5-small-v2');
    const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);
    const pairs: [string, string, string][] = [
      [TEXT, "Reserve airline tickets to Portugal's capital.", 'Compute the checksum of a local file.'],
      [
        'list the open pull requests of a repository',
        'Shows pending code reviews on a GitHub project.',
        'Hourly rain forecast for a city.',
      ],
    ];
    for (const [q, para, other] of pairs) {
      const [vq, vp, vo] = await e.embed([query + q, passage + para, passage + other]);
      expect(vq!.length).toBe(384);
      expect(Math.hypot(...vq!)).toBeCloseTo(1, 4);
      expect(dot(vq!, vp!)).toBeGreaterThan(dot(vq!, vo!) + 0.05);
    }
  }, 60_000);

  it('names its vectors apart from those computed in batches under the bare model name', () => {
    const e = localEmbedder(config.embeddingsModelDir, 'all-minilm-l6-v2');
    expect(e.model).toBe('all-minilm-l6-v2');
    expect(e.cacheKey).toBe(aloneKey('all-minilm-l6-v2'));
    expect(e.cacheKey).not.toBe(e.model);
    // The store's cache reads and writes under that key.
    const store: Embedder = cachedEmbedder(e, undefined);
    expect(store.cacheKey).toBe(aloneKey('all-minilm-l6-v2'));
  });
});
