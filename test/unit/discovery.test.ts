// Tool discovery's pure parts (src/discovery): request parsing, the two-stage score, top-k,
// the offline server summary, and the router's ranking over vectors.
import { describe, expect, it } from 'vitest';
import { clampK } from '../../src/discovery/find-tool.ts';
import { parseRequest, requestFromArguments } from '../../src/discovery/request.ts';
import { DiscoveryRouter } from '../../src/discovery/router.ts';
import { topK, twoStageScore } from '../../src/discovery/score.ts';
import { firstSentence, humanize } from '../../src/discovery/summary.ts';
import { type Embedder, textPrefixes } from '../../src/semantic/embedder.ts';

describe('parseRequest', () => {
  it('reads MCP-Zero server and tool lines inside tool_assistant tags', () => {
    const r = parseRequest(
      '<tool_assistant>\nserver: maps or location services\ntool: find parking near a landmark\n</tool_assistant>',
    );
    expect(r).toEqual({
      text: 'maps or location services\nfind parking near a landmark',
      server: 'maps or location services',
      tool: 'find parking near a landmark',
    });
  });

  it('takes domain: as the server line, keeps free text, and joins continuation lines', () => {
    const r = parseRequest('I need weather data\nDomain: meteorology\nTool: hourly forecast\nfor a city');
    expect(r.server).toBe('meteorology');
    expect(r.tool).toBe('hourly forecast for a city');
    expect(r.text.startsWith('I need weather data')).toBe(true);
  });

  it('leaves a plain request whole, with no parts', () => {
    expect(parseRequest('convert a PDF to text')).toEqual({ text: 'convert a PDF to text' });
    expect(parseRequest('  ')).toEqual({ text: '' });
  });

  it('lets find_tools arguments override the lines and join the text', () => {
    const r = requestFromArguments({ request: 'tool: send an email', server: 'mail' });
    expect(r).toEqual({ text: 'send an email\nmail', server: 'mail', tool: 'send an email' });
    expect(requestFromArguments({ request: 42 })).toEqual({ text: '' });
  });
});

describe('twoStageScore', () => {
  it('is s × tool × the larger of the two, s the server cosine on [0, 1]', () => {
    expect(twoStageScore(0.5, 0.8)).toBeCloseTo(0.75 * 0.8 * 0.8);
    expect(twoStageScore(0.9, 0.3)).toBeCloseTo(0.95 * 0.3 * 0.95);
    expect(twoStageScore(-0.2, 0.5)).toBeCloseTo(0.4 * 0.5 * 0.5);
  });

  it('lets a strong tool carry a weak server; a server lowers its tools, a tool unlike the request is none', () => {
    expect(twoStageScore(0.2, 0.9)).toBeGreaterThan(twoStageScore(0.6, 0.6));
    expect(twoStageScore(-0.3, 0.6)).toBeGreaterThan(0);
    expect(twoStageScore(-0.3, 0.6)).toBeLessThan(twoStageScore(0.3, 0.6));
    expect(twoStageScore(0.9, -0.2)).toBe(0);
  });
});

describe('topK and helpers', () => {
  it('returns the k largest indices best first, ties by lower index', () => {
    expect(topK([0.1, 0.5, 0.3, 0.5, 0.9], 3)).toEqual([4, 1, 3]);
    expect(topK([1], 5)).toEqual([0]);
  });

  it('humanizes names, cuts first sentences and clamps k', () => {
    expect(humanize('get_weatherForecast-v2')).toBe('get weather forecast v2');
    expect(firstSentence('Gets the weather. Then more.')).toBe('Gets the weather.');
    expect(clampK(99)).toBe(20);
    expect(clampK('x')).toBe(5);
  });
});

/** Vectors from keywords: each dimension is one word, so similarities are known exactly. */
function keywordEmbedder(vocab: string[]): Embedder {
  return {
    model: 'keywords',
    async embed(texts) {
      return texts.map((t) => {
        const v = new Float32Array(vocab.length);
        for (const [i, w] of vocab.entries()) v[i] = t.toLowerCase().includes(w) ? 1 : 0;
        const n = Math.hypot(...v) || 1;
        return v.map((x) => x / n);
      });
    },
  };
}

describe('DiscoveryRouter', () => {
  const catalog = [
    { server: 'maps', summary: 'maps route geocode', tools: [{ name: 'route', description: 'route between places' }] },
    {
      server: 'mail',
      summary: 'mail email inbox',
      tools: [
        { name: 'send', description: 'send an email' },
        { name: 'route_mail', description: 'route mail to a folder' },
      ],
    },
  ];
  const vocab = ['maps', 'route', 'geocode', 'mail', 'email', 'inbox', 'send', 'places', 'folder'];

  it('ranks by the two-stage score, so the right server lifts its tool over a namesake', async () => {
    const r = new DiscoveryRouter(keywordEmbedder(vocab), { lexicalWeight: 0 });
    await r.sync(catalog);
    const q = await r.embedRequest(parseRequest('server: maps\ntool: route between places'));
    const ranked = r.rank(q, 3);
    expect(ranked.map((t) => `${t.server}/${t.name}`)).toEqual(['maps/route', 'mail/route_mail']);
    expect(ranked[0]!.score).toBeCloseTo(twoStageScore(ranked[0]!.serverSim, ranked[0]!.toolSim));
    // Flat cosine returns the namesake too (it matches "route"); its server matches nothing,
    // which halves its server factor, so it ranks after the right server's tool.
    expect(r.rankFlat(q.whole, 3).map((t) => t.name)).toContain('route_mail');
  });

  it("ranks a grab-bag server's one matching tool over weak matches of a server that fits better", async () => {
    // A server of unrelated utilities: its summary matches no one request, the request's
    // tool matches strongly. The summary's similarity lowers its tools, and must not veto them.
    const grabBag = [
      {
        server: 'utils',
        summary: 'echo image logging environment',
        tools: [
          { name: 'get_sum', description: 'add two numbers' },
          { name: 'echo', description: 'echo a message' },
          { name: 'tiny_image', description: 'a tiny image' },
        ],
      },
      {
        server: 'office',
        summary: 'stock numbers email weather',
        tools: [
          { name: 'stock_quote', description: 'stock price numbers' },
          { name: 'send_email', description: 'send an email' },
        ],
      },
    ];
    const words = ['add', 'two', 'numbers', 'echo', 'image', 'logging', 'environment', 'stock', 'email', 'weather'];
    const r = new DiscoveryRouter(keywordEmbedder(words), { lexicalWeight: 0 });
    await r.sync(grabBag);
    const ranked = await r.find(parseRequest('add two numbers'), 3);
    expect(ranked.map((t) => t.name)).toEqual(['get_sum', 'stock_quote']);
    // The server still counts: of two equal tools, the one of the better-matching server leads.
    expect(twoStageScore(0.5, 0.6)).toBeGreaterThan(twoStageScore(0, 0.6));
  });

  it('keeps only the tools of the best servers when stage one is bounded', async () => {
    const r = new DiscoveryRouter(keywordEmbedder(vocab), { servers: 1, lexicalWeight: 0 });
    await r.sync(catalog);
    const ranked = await r.find(parseRequest('send email from my inbox'), 5);
    expect(new Set(ranked.map((t) => t.server))).toEqual(new Set(['mail']));
    expect(ranked[0]!.name).toBe('send');
  });

  it('with a per-server cap, a ranking shows a capability from more than one server', async () => {
    const files = [
      {
        server: 'disk',
        summary: 'file write read',
        tools: ['write', 'append', 'save'].map((n) => ({ name: `${n}_file`, description: `${n} a file` })),
      },
      { server: 'editor', summary: 'file edit', tools: [{ name: 'edit_file', description: 'edit a file' }] },
    ];
    const words = ['file', 'write', 'read', 'append', 'save', 'edit'];
    const ask = parseRequest('write a file');
    const open = new DiscoveryRouter(keywordEmbedder(words), { lexicalWeight: 0 });
    await open.sync(files);
    expect((await open.find(ask, 3)).map((t) => t.server)).toEqual(['disk', 'disk', 'disk']);
    const capped = new DiscoveryRouter(keywordEmbedder(words), { lexicalWeight: 0, perServer: 2 });
    await capped.sync(files);
    const ranked = await capped.find(ask, 3);
    expect(ranked.map((t) => `${t.server}/${t.name}`)).toEqual([
      'disk/write_file',
      expect.stringMatching(/^disk\//),
      'editor/edit_file',
    ]);
  });
});

describe('model text prefixes', () => {
  it('gives the E5 family its query and passage prefixes and other models none', () => {
    for (const m of ['e5-small-v2', 'multilingual-e5-small', 'E5-base-v2'])
      expect(textPrefixes(m)).toEqual({ query: 'query: ', passage: 'passage: ' });
    for (const m of ['all-minilm-l6-v2', 'bge-small-en-v15', 'gte-base', 'core5-mini'])
      expect(textPrefixes(m)).toEqual({ query: '', passage: '' });
  });

  it("has the router embed the catalogue as passages and requests as queries, in the model's words", async () => {
    const seen: string[] = [];
    const recording = (model: string): Embedder => ({
      model,
      async embed(texts) {
        seen.push(...texts);
        return texts.map(() => Float32Array.of(1, 0));
      },
    });
    const catalog = [{ server: 'maps', summary: 'maps and routes', tools: [{ name: 'route', description: 'route' }] }];
    const e5 = new DiscoveryRouter(recording('e5-small-v2'));
    await e5.sync(catalog);
    await e5.embedRequest(parseRequest('server: maps\ntool: route home'));
    expect(seen).toEqual([
      'passage: maps and routes',
      expect.stringMatching(/^passage: route/),
      'query: maps\nroute home',
      'query: route home',
    ]);
    seen.length = 0;
    const plain = new DiscoveryRouter(recording('all-minilm-l6-v2'));
    await plain.sync(catalog);
    await plain.embedRequest(parseRequest('route home'));
    expect(seen).toEqual(['maps and routes', expect.stringMatching(/^route/), 'route home']);
  });
});
