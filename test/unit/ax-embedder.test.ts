// Embeddings through the configured LLM provider (ax's ai.embed): selected by
// WHETSTONE_EMBEDDINGS_LLM_MODEL, sent on the real OpenAI wire format to a local
// OpenAI-compatible server, metered as purpose "embeddings", normalised, and named by
// provider and model so they never mix with a local model's vectors.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxMockAIService } from '@ax-llm/ax';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config.ts';
import { createLlm } from '../../src/llm/provider.ts';
import { embedderFrom } from '../../src/optimize/setup.ts';
import { axEmbedder } from '../../src/semantic/ax-embedder.ts';
import { SemanticCatalogue } from '../../src/semantic/selector.ts';

// A bag-of-letters "model": texts sharing letters get close vectors; not normalised.
const vectorOf = (t: string) =>
  Array.from({ length: 26 }, (_, k) => 3 * [...t.toLowerCase()].filter((c) => c.charCodeAt(0) - 97 === k).length);
const requests: { model: string; input: string[] }[] = [];
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const r = JSON.parse(body) as { model: string; input: string[] };
      requests.push({ model: r.model, input: r.input });
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          object: 'list',
          model: r.model,
          data: r.input.map((t, index) => ({ object: 'embedding', index, embedding: vectorOf(t) })),
          usage: { prompt_tokens: 7, total_tokens: 7 },
        }),
      );
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

describe('embeddings through the LLM provider', () => {
  it('are used when WHETSTONE_EMBEDDINGS_LLM_MODEL is set, on the provider wire format, metered', async () => {
    const config = resolveConfig({
      env: {
        WHETSTONE_LLM_PROVIDER: 'openai-compatible',
        WHETSTONE_LLM_API_URL: url,
        WHETSTONE_LLM_MODEL: 'chat-model',
        WHETSTONE_EMBEDDINGS_LLM_MODEL: 'embed-model',
      },
    });
    const llm = createLlm(config);
    const before = llm.mode === 'online' ? await llm.meter.remainingToday() : 0;
    const embedder = embedderFrom(config, llm);
    expect(embedder.model).toBe('openai-compatible:embed-model');
    const cat = new SemanticCatalogue(embedder);
    await cat.sync([
      ['a/zebra', 'zebra zoo'],
      ['a/apple', 'apple pie'],
    ]);
    const [q] = await cat.queries(['a zebra at the zoo']);
    expect(cat.top1(q!)).toBe('a/zebra');
    expect(requests.at(-1)!.model).toBe('embed-model');
    expect(requests.flatMap((r) => r.input)).toContain('zebra zoo');
    const v = await embedder.embed(['abc']);
    expect(Math.hypot(...v[0]!)).toBeCloseTo(1, 5);
    // Each call's tokens count against the daily budget, like the judge's and the improver's.
    const after = llm.mode === 'online' ? await llm.meter.remainingToday() : 0;
    expect(before - after).toBe(7 * requests.length);
  });

  it('falls back to the local model without an LLM provider', () => {
    const config = resolveConfig({ env: {} });
    expect(embedderFrom(config, createLlm(config)).model).toBe(config.embeddingsModel);
    expect(() => resolveConfig({ env: { WHETSTONE_EMBEDDINGS_LLM_MODEL: 'embed-model' } })).toThrow(
      /WHETSTONE_LLM_PROVIDER/,
    );
  });

  it('refuses a reply with the wrong number of vectors (AxMockAIService)', async () => {
    const mock = new AxMockAIService({
      features: { functions: false, streaming: false },
      embedResponse: async () => ({ embeddings: [[1, 0]] }),
    });
    const e = axEmbedder(mock as never, { provider: 'mock', model: 'm' });
    await expect(e.embed(['one', 'two'])).rejects.toThrow(/1 vectors for 2 texts/);
    const ok = axEmbedder(
      new AxMockAIService({
        features: { functions: false, streaming: false },
        embedResponse: async (r) => ({ embeddings: (r.texts ?? []).map(() => [3, 4]) }),
      }) as never,
      { provider: 'mock', model: 'm', batchSize: 1 },
    );
    const v = await ok.embed(['x', 'y', 'z']);
    expect(v).toHaveLength(3);
    expect([...v[2]!].map((x) => Number(x.toFixed(3)))).toEqual([0.6, 0.8]);
  });
});
