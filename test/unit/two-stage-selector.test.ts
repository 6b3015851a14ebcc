// The two-stage selector for replay (src/discovery/two-stage-selector.ts): where cosine
// alone picks a namesake on the wrong server, the two-stage score picks the right server's tool.
import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../src/discovery/request.ts';
import { DiscoveryRouter } from '../../src/discovery/router.ts';
import { twoStageScore } from '../../src/discovery/score.ts';
import { offlineSummary } from '../../src/discovery/summary.ts';
import { TwoStageCatalogue } from '../../src/discovery/two-stage-selector.ts';
import { semanticSelector } from '../../src/optimize/budget-selectors.ts';
import { SemanticCatalogue } from '../../src/semantic/selector.ts';
import { keywordEmbedder } from '../kit/keyword-embedder.ts';

const VOCAB = ['maps', 'route', 'places', 'geocode', 'mail', 'send', 'inbox'];
const keywords = keywordEmbedder(VOCAB);
const DOCS: [string, string][] = [
  ['maps/route', 'route places geocode'],
  ['mail/route_mail', 'route mail'],
  ['mail/send', 'send inbox'],
];

describe('TwoStageCatalogue', () => {
  it('picks the tool of the matching server where plain cosine picks a namesake', async () => {
    const flat = new SemanticCatalogue(keywords);
    const two = new TwoStageCatalogue(keywords);
    await flat.sync(DOCS);
    await two.sync(DOCS);
    const [qf] = await flat.queries(['maps route']);
    const [qt] = await two.queries(['maps route']);
    expect(flat.top1(qf!)).toBe('mail/route_mail');
    expect(two.top1(qt!)).toBe('maps/route');
    // The query matches 2 of the 4 words of maps' summary and 1 of the 4 of mail's (route,
    // mail, send, inbox); the tools 1/√6 and 1/2.
    const maps = twoStageScore(Math.SQRT1_2, 1 / Math.sqrt(6));
    const mail = twoStageScore(1 / (2 * Math.SQRT2), 0.5);
    expect(two.bestExcept(qt!, 'maps/route')).toEqual({
      id: 'maps/route',
      other: 'mail/route_mail',
      otherScore: expect.closeTo(mail, 5),
    });
    const [candidate] = await keywords.embed(['route places geocode']);
    expect(two.scoreVector(qt!, candidate!, 'maps/route')).toBeCloseTo(maps, 5);
    // Every score it hands out is two-stage, never the cosine (which the flat catalogue gives).
    expect(two.toolScore(qt!, 'maps/route')).toBeCloseTo(maps, 5);
    expect(flat.scoreVector(qf!, candidate!, 'maps/route')).toBeCloseTo(1 / Math.sqrt(6), 5);
  });

  it('ranks its best two by the two-stage score, as top1 does', async () => {
    const two = new TwoStageCatalogue(keywords);
    await two.sync(DOCS);
    const [q] = await two.queries(['maps route']);
    // Plain cosine puts mail/route_mail first (previous test); the two-stage best two are
    // maps' tool, then mail's, with the scores computed there.
    expect(two.top2(q!)).toEqual({
      id: 'maps/route',
      score: expect.closeTo(twoStageScore(Math.SQRT1_2, 1 / Math.sqrt(6)), 5),
      second: 'mail/route_mail',
      secondScore: expect.closeTo(twoStageScore(1 / (2 * Math.SQRT2), 0.5), 5),
    });
    for (const text of ['send to my inbox', 'geocode places', 'mail route', 'inbox route maps']) {
      const [p] = await two.queries([text]);
      expect(two.top2(p!).id).toBe(two.top1(p!));
    }
  });

  it('replays a candidate in place of a tool', async () => {
    const two = new TwoStageCatalogue(keywords);
    await two.sync(DOCS);
    const [q] = await two.queries(['send to my inbox']);
    expect(two.top1(q!)).toBe('mail/send');
    const [weak] = await keywords.embed(['geocode']);
    expect(two.top1(q!, { id: 'mail/send', vec: weak! })).not.toBe('mail/send');
  });

  it("is judged by the budget's semantic selector on its own scale, before and after a commit", async () => {
    // A two-stage score is at most the tool's cosine: compared with a cosine, a candidate
    // looks better than it is (a query a plainly wrong server's candidate cannot win, won).
    const queries = ['send to my inbox', 'maps route', 'mail route', 'geocode places', 'inbox route maps'].map(
      (query, i) => ({ query, servedBy: DOCS[i % DOCS.length]![0] }),
    );
    const all = queries.map((_, i) => i);
    const two = new TwoStageCatalogue(keywords);
    const sel = await semanticSelector(two, DOCS, queries);
    const docs = new Map(DOCS);
    /** The replay's answer: each query's top-1 with the candidate in place, on a fresh catalogue. */
    const reference = async (tool: string, text: string) => {
      const fresh = new TwoStageCatalogue(keywords);
      await fresh.sync([...docs]);
      const qs = await fresh.queries(queries.map((q) => q.query));
      const [vec] = await keywords.embed([text]);
      let d = 0;
      qs.forEach((q, i) => {
        const served = queries[i]!.servedBy;
        d += Number(fresh.top1(q, { id: tool, vec: vec! }) === served) - Number(fresh.top1(q) === served);
      });
      return d;
    };
    const trials: [string, string][] = [
      ['maps/route', 'send inbox'],
      ['maps/route', 'route mail inbox'],
      ['mail/send', 'maps geocode'],
      ['mail/route_mail', 'route places'],
    ];
    for (const [tool, text] of trials) expect(await sel.delta(tool, text, all)).toBe(await reference(tool, text));
    // A commit moves its server's summary, and so every score of that server's tools.
    await sel.commit('mail/route_mail', 'route maps places geocode');
    docs.set('mail/route_mail', 'route maps places geocode');
    for (const [tool, text] of trials) expect(await sel.delta(tool, text, all)).toBe(await reference(tool, text));
  });
});

describe('TwoStageCatalogue and a hub server', () => {
  // The hub server ("post") carries a tool of every domain, so its offline summary is near
  // every other server's; its `send` reads exactly like the letters server's, so only the
  // summaries decide, and the hub's (which also holds the query's "post") is the closer one.
  const vocab = ['mail', 'post', 'xqq', 'xrr', 'aaa', 'abb', 'bcc', 'bdd', 'cee', 'cff'];
  const docs: [string, string][] = [
    ['letters/send', 'mail xqq'],
    ['letters/file', 'xrr'],
    ['alpha/a', 'aaa abb'],
    ['beta/b', 'bcc bdd'],
    ['gamma/c', 'cee cff'],
    ['post/send', 'mail xqq'],
    ['post/a', 'aaa abb'],
    ['post/b', 'bcc bdd'],
    ['post/c', 'cee cff'],
  ];

  it("takes discovery's hubness penalty off the hub's summary, as routing does", async () => {
    const embedder = keywordEmbedder(vocab);
    const two = new TwoStageCatalogue(embedder);
    await two.sync(docs);
    const router = new DiscoveryRouter(embedder, { lexicalWeight: 0 });
    const byServer = new Map<string, { name: string; description: string }[]>();
    for (const [id, description] of docs) {
      const [server, name] = id.split('/') as [string, string];
      byServer.set(server, [...(byServer.get(server) ?? []), { name, description }]);
    }
    await router.sync(
      [...byServer].map(([server, tools]) => ({ server, summary: offlineSummary({ server, tools }), tools })),
    );
    const [q] = await two.queries(['mail post']);
    const routed = (await router.find(parseRequest('mail post'), 1))[0]!;
    expect(two.top1(q!)).toBe('letters/send');
    expect(`${routed.server}/${routed.name}`).toBe('letters/send');
    // Without the penalty the hub's summary (2 of its 9 words) beats letters' (1 of 3).
    const flatServers = new DiscoveryRouter(embedder, { lexicalWeight: 0, serverHubWeight: 0 });
    await flatServers.sync(
      [...byServer].map(([server, tools]) => ({ server, summary: offlineSummary({ server, tools }), tools })),
    );
    expect((await flatServers.find(parseRequest('mail post'), 1))[0]).toMatchObject({ server: 'post', name: 'send' });
  });
});
