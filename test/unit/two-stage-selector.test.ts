// The two-stage selector for replay (src/discovery/two-stage-selector.ts): where cosine
// alone picks a namesake on the wrong server, the two-stage score picks the right server's tool.
import { describe, expect, it } from 'vitest';
import { twoStageScore } from '../../src/discovery/score.ts';
import { TwoStageCatalogue } from '../../src/discovery/two-stage-selector.ts';
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
    expect(two.scoreVector(qt!, candidate!)).toBeCloseTo(1 / Math.sqrt(6), 5);
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
});
