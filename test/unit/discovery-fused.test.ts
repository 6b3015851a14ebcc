// Discovery with several models (src/discovery/fused.ts): each model's two-stage ranking
// fused by reciprocal rank. Models here are stubs that give each tool a chosen cosine with
// the request, so each model's order is known and the fusion can be checked by hand.
import { describe, expect, it } from 'vitest';
import { FusedRouter, RRF_K } from '../../src/discovery/fused.ts';
import { parseRequest } from '../../src/discovery/request.ts';
import { DiscoveryRouter } from '../../src/discovery/router.ts';
import { createLogger, type Logger } from '../../src/log.ts';
import { type DiscoveryPolicy, discoveryServingFrom } from '../../src/mcp/discovery.ts';
import type { Embedder } from '../../src/semantic/embedder.ts';
import type { Db } from '../../src/store/db.ts';

/** A model that puts tool `name` at cosine cos[name] with every request (server sims are 1). */
function stubModel(model: string, cos: Record<string, number>): Embedder {
  return {
    model,
    async embed(texts) {
      return texts.map((t) => {
        const name = Object.keys(cos).find((n) => t.startsWith(`${n}:`));
        const c = name === undefined ? 1 : cos[name]!;
        return Float32Array.from([c, Math.sqrt(1 - c * c)]);
      });
    },
  };
}

const catalog = [
  {
    server: 's',
    summary: 'everything',
    tools: ['t1', 't2', 't3', 't4', 't5'].map((name) => ({ name, description: '' })),
  },
];
// Model a ranks t1 t3 t4 t2; model b ranks t2 t3 t4 t1; neither scores t5 above 0.
const a = stubModel('a', { t1: 0.9, t3: 0.8, t4: 0.7, t2: 0.6, t5: -0.5 });
const b = stubModel('b', { t2: 0.9, t3: 0.8, t4: 0.7, t1: 0.6, t5: -0.5 });
const ask = parseRequest('any request');

describe('FusedRouter', () => {
  it('with one model, ranks exactly as that model', async () => {
    const one = new DiscoveryRouter(a, { lexicalWeight: 0 });
    const fused = new FusedRouter([new DiscoveryRouter(a, { lexicalWeight: 0 })]);
    await one.sync(catalog);
    await fused.sync(catalog);
    expect(await fused.find(ask, 5)).toEqual(await one.find(ask, 5));
  });

  it('ranks by reciprocal rank: what both models place second beats what each places first and last', async () => {
    const fused = new FusedRouter([a, b].map((m) => new DiscoveryRouter(m, { lexicalWeight: 0 })));
    await fused.sync(catalog);
    const ranked = await fused.find(ask, 10);
    // t3: 2/(K+2) > t1 = t2: 1/(K+1) + 1/(K+4) > t4: 2/(K+3); t1 before t2 by the first model's order.
    expect(ranked.map((t) => t.name)).toEqual(['t3', 't1', 't2', 't4']);
    expect(ranked[0]!.score).toBeCloseTo(2 / (RRF_K + 2));
    // The similarities shown are the first model's.
    expect(ranked.find((t) => t.name === 't1')!.toolSim).toBeCloseTo(0.9);
    expect(fused.size).toBe(5);
  });

  it('returns nothing a model scored 0 and honours k', async () => {
    const fused = new FusedRouter([a, b].map((m) => new DiscoveryRouter(m, { lexicalWeight: 0 })));
    await fused.sync(catalog);
    expect((await fused.find(ask, 10)).map((t) => t.name)).not.toContain('t5');
    expect(await fused.find(ask, 2)).toHaveLength(2);
  });

  it('a find during a re-index waits for every model, so tools never mix catalogues', async () => {
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    let hold = false;
    const slowB: Embedder = {
      model: 'b',
      async embed(texts) {
        // Only the catalogue waits (the request's embedding is done at once).
        if (hold && texts.some((t) => t.startsWith('t5:'))) await gate;
        return b.embed(texts);
      },
    };
    const fused = new FusedRouter([a, slowB].map((m) => new DiscoveryRouter(m, { lexicalWeight: 0 })));
    await fused.sync([{ ...catalog[0]!, tools: catalog[0]!.tools.slice(0, 2) }]);
    hold = true;
    const syncing = fused.sync(catalog);
    // Model a has the five tools by now; model b still holds two until the gate opens.
    await new Promise((r) => setTimeout(r, 10));
    const found = fused.find({ text: 'any request' }, 10);
    await new Promise((r) => setTimeout(r, 10));
    release();
    await syncing;
    expect((await found).map((t) => t.name)).toEqual(['t3', 't1', 't2', 't4']);
  });

  it("leaves out a model whose best score is no better than an empty request's", async () => {
    // Each model's vector for a request text; others as stubModel (a full match).
    const reading = (m: Embedder, vecs: Record<string, number[]>): Embedder => ({
      model: m.model,
      async embed(texts) {
        const out = await m.embed(texts);
        return texts.map((t, i) => (vecs[t] ? Float32Array.from(vecs[t]!) : out[i]!));
      },
    });
    // The empty request matches little under a and half under b; b reads "vague" weaker still.
    const ra = reading(a, { '': [0.3, 0] });
    const rb = reading(b, { '': [0.5, 0], vague: [0.3, 0] });
    const fused = new FusedRouter([ra, rb].map((m) => new DiscoveryRouter(m, { lexicalWeight: 0 })));
    await fused.sync(catalog);
    // Both above their floors: fused as before.
    expect((await fused.find(ask, 10)).map((t) => t.name)).toEqual(['t3', 't1', 't2', 't4']);
    // b's best for "vague" is under its floor: its rank 1 (t2) is no vote; a's order stands.
    expect((await fused.find(parseRequest('vague'), 10)).map((t) => t.name)).toEqual(['t1', 't3', 't4', 't2']);
    // Both under their floors: nothing better to go on, so both vote.
    const weak = new FusedRouter(
      [reading(a, { '': [0.5, 0], vague: [0.3, 0] }), rb].map((m) => new DiscoveryRouter(m, { lexicalWeight: 0 })),
    );
    await weak.sync(catalog);
    expect((await weak.find(parseRequest('vague'), 10)).map((t) => t.name)).toEqual(['t3', 't1', 't2', 't4']);
  });

  it('refuses to fuse no model', () => {
    expect(() => new FusedRouter([])).toThrow(/at least one/);
  });

  it('leaves out a model whose re-index failed, so two catalogues are never fused', async () => {
    let failB = false;
    const flaky: Embedder = {
      model: 'b',
      async embed(texts) {
        if (failB) throw new Error('the store is unreachable');
        return b.embed(texts);
      },
    };
    const fused = new FusedRouter([
      new DiscoveryRouter(a, { lexicalWeight: 0 }),
      new DiscoveryRouter(flaky, { lexicalWeight: 0 }),
    ]);
    await fused.sync(catalog);
    // The same size, other tools: b would keep the old catalogue's indexes.
    const renamed = [
      { ...catalog[0]!, tools: ['t1', 't3', 't4', 't2', 't5'].map((name) => ({ name, description: '' })) },
    ];
    failB = true;
    await expect(fused.sync(renamed)).rejects.toThrow(/unreachable/);
    const alone = new DiscoveryRouter(a, { lexicalWeight: 0 });
    await alone.sync(renamed);
    failB = false;
    expect((await fused.find(ask, 10)).map((t) => t.name)).toEqual((await alone.find(ask, 10)).map((t) => t.name));
    // Once b re-indexes, both rank again.
    await fused.sync(renamed);
    expect((await fused.find(ask, 10)).map((t) => t.name)).toEqual(['t3', 't1', 't2', 't4']);
  });

  it('keeps a re-indexed model whose noise floor cannot be measured, on its last floor', async () => {
    let failFloor = false;
    // b's request side: the empty request scores 0.5 (its floor), "vague" 0.3; the floor's
    // embedding (of the empty text) throws when told to, after the index is swapped.
    const bRequests: Embedder = {
      model: 'b',
      async embed(texts) {
        if (failFloor && texts.includes('')) throw new Error('the model stalled');
        const out = await b.embed(texts);
        return texts.map((t, i) =>
          t === '' ? Float32Array.from([0.5, 0]) : t === 'vague' ? Float32Array.from([0.3, 0]) : out[i]!,
        );
      },
    };
    const aRequests: Embedder = {
      model: 'a',
      async embed(texts) {
        const out = await a.embed(texts);
        return texts.map((t, i) => (t === '' ? Float32Array.from([0.3, 0]) : out[i]!));
      },
    };
    const warned: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warned.push(args) } as unknown as Logger;
    const fused = new FusedRouter(
      [
        new DiscoveryRouter(a, { lexicalWeight: 0 }, aRequests),
        new DiscoveryRouter(b, { lexicalWeight: 0 }, bRequests),
      ],
      log,
    );
    await fused.sync(catalog);
    failFloor = true;
    await expect(fused.sync(catalog)).resolves.toBeUndefined();
    expect(warned).toHaveLength(1);
    // b still votes: the fusion of both, not a's order alone.
    expect((await fused.find(ask, 10)).map((t) => t.name)).toEqual(['t3', 't1', 't2', 't4']);
    // And on its last floor (0.5): "vague" is under it, so b sits that request out.
    expect((await fused.find(parseRequest('vague'), 10)).map((t) => t.name)).toEqual(['t1', 't3', 't4', 't2']);
  });

  it('refuses at start a discovery model whose files are missing', () => {
    expect(() =>
      discoveryServingFrom(
        { embeddingsModelDir: '/nonexistent', discoveryModels: ['all-minilm-l6-v2', 'nosuchmodel'], actor: 'proxy' },
        {} as Db,
        createLogger('silent'),
        { pins: [] } as unknown as DiscoveryPolicy,
      ),
    ).toThrow(/discovery models "all-minilm-l6-v2", "nosuchmodel" not found in \/nonexistent/);
  });
});
