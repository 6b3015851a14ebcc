// The replay gate with discovery's two-stage selector (WHETSTONE_REPLAY_SELECTORS=…,two-stage):
// a candidate is judged by how the proxy would route recorded requests to it, server first.
// The embedder counts concept words (synonyms share a dimension), so every similarity is
// known and the lexical replay, which sees the words themselves, can be held neutral.
import { describe, expect, it } from 'vitest';
import { TwoStageCatalogue } from '../../src/discovery/two-stage-selector.ts';
import { semanticReplay } from '../../src/optimize/context.ts';
import type { SemanticQueries } from '../../src/optimize/tuning.ts';
import { Bm25Index } from '../../src/quality/bm25.ts';
import { runGates } from '../../src/quality/gates.ts';
import type { ReplayQuery } from '../../src/quality/replay.ts';
import type { Embedder } from '../../src/semantic/embedder.ts';
import { SemanticCatalogue } from '../../src/semantic/selector.ts';

const CONCEPTS: Record<string, string> = {
  maps: 'maps',
  route: 'route',
  places: 'places',
  geocode: 'geocode',
  mail: 'mail',
  send: 'send',
  inbox: 'inbox',
  draft: 'draft',
  compose: 'draft',
};
const DIMS = [...new Set(Object.values(CONCEPTS))];
const concepts: Embedder = {
  model: 'concepts',
  async embed(texts) {
    return texts.map((t) => {
      const v = new Float32Array(DIMS.length);
      for (const w of t.toLowerCase().split(/[^a-z]+/)) if (CONCEPTS[w]) v[DIMS.indexOf(CONCEPTS[w])]! += 1;
      const n = Math.hypot(...v) || 1;
      return v.map((x) => x / n);
    });
  },
};

const DOCS: [string, string][] = [
  ['maps/route', 'route places geocode'],
  ['mail/route_mail', 'route mail'],
  ['mail/send', 'send inbox'],
];
const REPLAY: ReplayQuery[] = [
  { query: 'maps route', servedBy: 'maps/route' },
  { query: 'compose mail', servedBy: 'mail/send' },
];

async function view(cat: SemanticCatalogue, tool: string): Promise<SemanticQueries> {
  await cat.sync(DOCS);
  const idx = await cat.queries(REPLAY.map((q) => q.query));
  return { idx, servedBy: REPLAY.map((q) => q.servedBy), best: idx.map((q) => cat.bestExcept(q, tool)) };
}

/** The replay gate for `candidate` in `tool`'s place, on BM25, cosine and the two-stage score. */
async function gate(tool: string, candidate: string) {
  const flat = new SemanticCatalogue(concepts);
  const two = new TwoStageCatalogue(concepts);
  const [vec] = await concepts.embed([candidate]);
  const replays = [
    semanticReplay(flat, tool, vec!, await view(flat, tool)),
    semanticReplay(two, tool, vec!, await view(two, tool), 'two-stage'),
  ];
  const report = runGates({
    tool,
    current: DOCS.find(([id]) => id === tool)![1],
    candidate,
    evidenceText: '',
    maxTokens: 130,
    maxGrowth: 10,
    replay: { index: new Bm25Index(DOCS), queries: REPLAY },
    embeddingReplays: replays,
    replayMaxP: 1,
  });
  const counts = Object.fromEntries(
    report.verdict!.selectors.map((s) => [s.selector, { before: s.before, after: s.after }]),
  );
  return { gate: report.gates.find((g) => g.gate === 'replay')!, counts };
}

describe('replay gate with the two-stage selector', () => {
  it('rejects a candidate that makes its tool lose a request the two-stage routing gave it', async () => {
    // "maps route": cosine prefers mail's namesake (route_mail), so neither BM25 nor cosine
    // had the request right; the two-stage score did (the maps server matches), and loses
    // it when the candidate drops "route".
    const r = await gate('maps/route', 'places geocode near a point');
    expect(r.counts).toEqual({
      bm25: { before: 0, after: 0 },
      semantic: { before: 0, after: 0 },
      'two-stage': { before: 1, after: 0 },
    });
    expect(r.gate.passed).toBe(false);
    expect(r.gate.reason).toMatch(
      /^top-1 gets worse on two-stage: .*two-stage \(concepts\) 1 → 0 on 2 \(0 better, 1 worse\)/,
    );
  });

  it('passes a candidate that wins its tool a request it lost, BM25 unchanged', async () => {
    // "compose mail" goes to route_mail before (it shares "mail"); a candidate saying
    // "draft" (compose's synonym to the model, not to BM25) wins it on both embedding selectors.
    const r = await gate('mail/send', 'Draft and send a draft message.');
    expect(r.counts).toEqual({
      bm25: { before: 0, after: 0 },
      semantic: { before: 0, after: 1 },
      'two-stage': { before: 1, after: 2 },
    });
    expect(r.gate.passed).toBe(true);
    expect(r.gate.gain).toBeGreaterThan(0);
  });
});
