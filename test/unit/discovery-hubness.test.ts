// Discovery's hubness correction (src/discovery/hubness.ts, router.ts serverHubWeight): a
// server summary close to every other summary (one stuffed with every domain's words) pays
// for it, so it no longer lifts its tools over the specific server's.
import { describe, expect, it } from 'vitest';
import { centred, hubness } from '../../src/discovery/hubness.ts';
import { parseRequest } from '../../src/discovery/request.ts';
import { DiscoveryRouter } from '../../src/discovery/router.ts';
import type { Embedder } from '../../src/semantic/embedder.ts';

/** Vectors from keywords: each dimension is one whole word, so similarities are known exactly. */
function keywordEmbedder(vocab: string[]): Embedder {
  return {
    model: 'keywords',
    async embed(texts) {
      return texts.map((t) => {
        const words = new Set(t.toLowerCase().split(/[^a-z]+/));
        const v = Float32Array.from(vocab, (w) => (words.has(w) ? 1 : 0));
        const n = Math.hypot(...v) || 1;
        return v.map((x) => x / n);
      });
    },
  };
}

const unit = (...xs: number[]) => {
  const n = Math.hypot(...xs);
  return xs.map((x) => x / n);
};

describe('hubness', () => {
  it('is the mean cosine to the k nearest other rows, highest for the row near all others', () => {
    const rows = Float32Array.from([...unit(1, 0, 0), ...unit(0, 1, 0), ...unit(0, 0, 1), ...unit(1, 1, 1)]);
    const r = hubness(rows, rows, 3, 2, (i) => i);
    // Row 3 is at 1/√3 from each axis; an axis row is at 1/√3 from row 3 and 0 from the others.
    expect(r[3]).toBeCloseTo(1 / Math.sqrt(3));
    expect(r[0]).toBeCloseTo(1 / Math.sqrt(3) / 2);
    const c = centred(r);
    expect(c[3]).toBeGreaterThan(0);
    expect(c[0]).toBeLessThan(0);
    expect(c.reduce((a, b) => a + b, 0)).toBeCloseTo(0);
  });

  it('reads the same computed a slice of rows at a time', () => {
    const rows = Float32Array.from({ length: 7 * 3 }, (_, i) => Math.sin(i + 1));
    const whole = hubness(rows, rows, 3, 2, (i) => i);
    const out = new Float64Array(7);
    for (const from of [0, 3, 6]) hubness(rows, rows, 3, 2, (i) => i, [from, from + 3], out);
    expect([...out]).toEqual([...whole]);
  });

  it('leaves out an identical row: the same text twice is not a hub', () => {
    const rows = Float32Array.from([...unit(1, 0), ...unit(1, 0), ...unit(0, 1)]);
    expect([...hubness(rows, rows, 2, 1, (i) => i)]).toEqual([0, 0, 0]);
  });
});

describe('DiscoveryRouter with the hubness correction', () => {
  const vocab = ['maps', 'route', 'geocode', 'mail', 'email', 'inbox', 'send', 'weather', 'forecast', 'files', 'read'];
  // The hub server's summary names every domain; its tool reads exactly like the mail
  // server's, so only the summaries decide which of the two ranks first.
  const catalog = [
    { server: 'maps', summary: 'maps route geocode', tools: [{ name: 'route', description: 'route maps' }] },
    { server: 'mail', summary: 'mail email inbox', tools: [{ name: 'send', description: 'send an email' }] },
    { server: 'weather', summary: 'weather forecast', tools: [{ name: 'forecast', description: 'weather forecast' }] },
    { server: 'files', summary: 'files read', tools: [{ name: 'read', description: 'read files' }] },
    {
      server: 'hub',
      summary: 'maps route geocode mail email inbox weather forecast files read send',
      tools: [{ name: 'send', description: 'send an email' }],
    },
  ];
  const rank = async (serverHubWeight: number) => {
    const r = new DiscoveryRouter(keywordEmbedder(vocab), { lexicalWeight: 0, serverHubWeight });
    await r.sync(catalog);
    return r.find(parseRequest('send an email'), 3);
  };

  it('without it the stuffed summary lifts its tool to the top', async () => {
    const top = await rank(0);
    expect(top.map((t) => t.server)[0]).toBe('hub');
  });

  it('with it (the default) the specific server ranks first and the hub drops', async () => {
    const r = new DiscoveryRouter(keywordEmbedder(vocab), { lexicalWeight: 0 });
    await r.sync(catalog);
    const top = await r.find(parseRequest('send an email'), 3);
    expect(top[0]).toMatchObject({ server: 'mail', name: 'send' });
    expect(top[1]).toMatchObject({ server: 'hub', name: 'send' });
    expect(top[0]!.score).toBeGreaterThan(top[1]!.score);
    expect(top[1]!.serverSim).toBeLessThan(0);
  });

  it('recomputes the penalty when a summary changes', async () => {
    const r = new DiscoveryRouter(keywordEmbedder(vocab), { lexicalWeight: 0 });
    await r.sync(catalog);
    expect((await r.find(parseRequest('send an email'), 2))[1]!.serverSim).toBeLessThan(0);
    await r.sync(catalog.map((s) => (s.server === 'hub' ? { ...s, summary: 'send email' } : s)));
    const top = await r.find(parseRequest('send an email'), 2);
    expect(top[0]).toMatchObject({ server: 'hub' });
    expect(top[0]!.serverSim).toBeGreaterThan(0);
  });

  it('scores the same on every build of the same catalogue', async () => {
    const a = await rank(2);
    const b = await rank(2);
    expect(b).toEqual(a);
  });
});
