// Hierarchical routing (MCP-Zero): a request is matched first against server summaries,
// then against the tools of the best servers, and each tool ranks by the two-stage score.
// Pure apart from the embedder: catalogue + request → ranked tools. Vectors are embedded
// once per distinct text (the embedder is cached by content hash: semantic/cache.ts), so a
// publication re-embeds only what it changed.
import { tokenize } from '../quality/bm25.ts';
import { type Embedder, textPrefixes } from '../semantic/embedder.ts';
import type { DiscoveryRequest } from './request.ts';
import { hubPenalty } from './hubness.ts';
import { LexicalIndex } from './lexical.ts';
import { dotAt, topK, twoStageScore } from './score.ts';
import { type CatalogServer, offlineSummary, toolText } from './summary.ts';

export interface RoutingOptions {
  /** How many servers the first stage keeps (their tools are scored in the second); 0: all. */
  servers: number;
  /**
   * Share of a tool's similarity that comes from keyword overlap (BM25, scaled to the best
   * tool's) rather than the embedding: names, acronyms and rare words a small sentence
   * model blurs.
   */
  lexicalWeight: number;
  /** How a server is represented: its summary, the mean of its tools' vectors, or the better of both. */
  serverVector: 'summary' | 'centroid' | 'both';
  /**
   * Share of a tool's score that is its own similarity, the rest the two-stage score (as its
   * cube root, a similarity again): 0 routes by server and tool, 1 ignores the server.
   */
  flatWeight: number;
  /**
   * At most this many tools of one server in a ranking (0: no cap), so that a request for a
   * capability that several servers offer sees it from more than one of them.
   */
  perServer: number;
  /**
   * Weight of a server's hubness penalty (hubness.ts): its summary's cosine to a request
   * less this × (the summary's mean cosine to its `hubK` nearest other summaries − the
   * catalogue's mean of that), so a summary close to every other one gains nothing by it.
   */
  serverHubWeight: number;
  /** Nearest other summaries a server's hubness is the mean cosine to. */
  hubK: number;
}

export const DEFAULT_ROUTING: RoutingOptions = {
  servers: 0,
  lexicalWeight: 0.2,
  serverVector: 'summary',
  flatWeight: 0,
  perServer: 0,
  serverHubWeight: 2,
  hubK: 10,
};

export interface RankedTool {
  server: string;
  name: string;
  score: number;
  /** The server's cosine to the request less its hubness penalty. */
  serverSim: number;
  toolSim: number;
}

export interface RequestVectors {
  whole: Float32Array;
  /** The request's keywords (BM25 tokens of its whole text). */
  terms: string[];
  tool?: Float32Array;
}

export interface ToolScores {
  scores: Float64Array;
  /** Per server (catalogue order). */
  serverSims: Float64Array;
  toolSims: Float64Array;
}

interface Built {
  servers: string[];
  serverVecs: Float32Array[];
  toolServer: Int32Array;
  toolNames: string[];
  toolVecs: Float32Array;
  dims: number;
  lexical: LexicalIndex;
  /** Per server: its summary's hubness penalty (0 when off). */
  serverHub: Float64Array;
}

/** Summaries whose hubness one turn of the event loop computes (~50 ms at 600 servers). */
const HUB_ROWS_PER_TURN = 64;

/** (1 − w) × ∛twoStage + w × toolSim; w = 0 is the two-stage score's own order. */
function blend(twoStage: number, toolSim: number, w: number): number {
  return w === 0 ? twoStage : (1 - w) * Math.cbrt(twoStage) + w * Math.max(0, toolSim);
}

export class DiscoveryRouter {
  readonly #embedder: Embedder;
  readonly #requestEmbedder: Embedder;
  readonly #opts: RoutingOptions;
  #built: Built | undefined;
  /** The last hubness penalties, by the summaries they were computed from. */
  #hubCache: { key: string; penalty: Float64Array } | undefined;

  /**
   * `embedder` embeds the catalogue (cache it by content hash); `requestEmbedder` the
   * requests, which are rarely repeated and need not be stored (the same model, uncached).
   */
  constructor(embedder: Embedder, opts: Partial<RoutingOptions> = {}, requestEmbedder: Embedder = embedder) {
    this.#embedder = embedder;
    this.#requestEmbedder = requestEmbedder;
    this.#opts = { ...DEFAULT_ROUTING, ...opts };
  }

  get size(): number {
    return this.#built?.toolNames.length ?? 0;
  }

  /** Brings the index to this catalogue (only texts never embedded before reach the model). */
  async sync(catalog: CatalogServer[]): Promise<void> {
    const tools = catalog.flatMap((s, si) => s.tools.map((t) => ({ si, name: t.name, text: toolText(t) })));
    const summaries = catalog.map((s) => s.summary ?? offlineSummary(s));
    const { passage } = textPrefixes(this.#embedder.model);
    const vecs = await this.#embedder.embed([...summaries, ...tools.map((t) => t.text)].map((t) => passage + t));
    const dims = vecs[0]?.length ?? 0;
    const toolVecs = new Float32Array(tools.length * dims);
    for (let i = 0; i < tools.length; i++) toolVecs.set(vecs[summaries.length + i]!, i * dims);
    const serverVecs = catalog.map((_, si) => this.#serverVector(vecs[si]!, tools, toolVecs, si, dims));
    const serverHub = await this.#serverHub(summaries, vecs.slice(0, summaries.length));
    this.#built = {
      servers: catalog.map((s) => s.server),
      serverVecs,
      toolServer: Int32Array.from(tools.map((t) => t.si)),
      toolNames: tools.map((t) => t.name),
      toolVecs,
      dims,
      lexical: new LexicalIndex(tools.map((t) => t.text)),
      serverHub,
    };
  }

  /**
   * Per server: the hubness penalty its summary's cosine pays (all 0 when the weight is 0).
   * It costs a pass over every pair of summaries (about half a second at 600 servers), so
   * it is kept until a summary changes, and computed a slice of rows per turn of the event
   * loop so a large catalogue's reload does not hold every session's calls.
   */
  async #serverHub(texts: string[], summaries: Float32Array[]): Promise<Float64Array> {
    const key = texts.join('\u0000');
    if (this.#hubCache?.key === key) return this.#hubCache.penalty;
    const penalty = await hubPenalty(summaries, this.#opts.serverHubWeight, this.#opts.hubK, HUB_ROWS_PER_TURN);
    this.#hubCache = { key, penalty };
    return penalty;
  }

  /** The server's vectors for stage one: [summary] and/or the normalised mean of its tools. */
  #serverVector(
    summary: Float32Array,
    tools: { si: number }[],
    toolVecs: Float32Array,
    si: number,
    dims: number,
  ): Float32Array {
    if (this.#opts.serverVector === 'summary') return summary;
    const c = new Float32Array(dims);
    for (const [i, t] of tools.entries()) {
      if (t.si === si) for (let d = 0; d < dims; d++) c[d]! += toolVecs[i * dims + d]!;
    }
    const norm = Math.hypot(...c) || 1;
    for (let d = 0; d < dims; d++) c[d]! /= norm;
    if (this.#opts.serverVector === 'centroid') return c;
    const both = new Float32Array(dims * 2);
    both.set(summary, 0);
    both.set(c, dims);
    return both;
  }

  /**
   * One embedding call for the whole request and its tool part (the server part is matched
   * as part of the whole: see #serverSim), so a call embeds at most two short texts.
   */
  async embedRequest(req: DiscoveryRequest): Promise<RequestVectors> {
    const texts = [...new Set([req.text, req.tool].filter((t): t is string => !!t))];
    const { query } = textPrefixes(this.#requestEmbedder.model);
    const vecs = await this.#requestEmbedder.embed((texts.length ? texts : ['']).map((t) => query + t));
    const out: RequestVectors = { whole: vecs[0]!, terms: tokenize(req.text) };
    if (req.tool) out.tool = vecs[texts.indexOf(req.tool)]!;
    return out;
  }

  #serverSim(b: Built, si: number, q: RequestVectors): number {
    const v = b.serverVecs[si]!;
    // The whole request, not only its server line: an agent's server line is often a guess
    // at a category, and its tool line says as much about the server.
    return v.length > b.dims ? Math.max(dotAt(q.whole, v, 0), dotAt(q.whole, v, b.dims)) : dotAt(q.whole, v, 0);
  }

  /** The two-stage ranking: top servers first, then their tools by the two-stage score. */
  rank(q: RequestVectors, k: number): RankedTool[] {
    const s = this.scoreAll(q);
    const b = this.#built;
    if (!s || !b) return [];
    // A score of 0 is no match at all (a tool unlike the request): never returned.
    return this.#top(b, s.scores, k).map((i) => this.#ranked(b, s, i, s.scores[i]!));
  }

  /**
   * Every tool's two-stage score (in catalogue order, −1 for a tool of a server stage one
   * dropped) with the similarities behind it: what a fusion of several models ranks from.
   */
  scoreAll(q: RequestVectors): ToolScores | undefined {
    const b = this.#built;
    if (!b || b.toolNames.length === 0) return undefined;
    const serverSims = Float64Array.from(b.servers, (_, si) => this.#serverSim(b, si, q) - b.serverHub[si]!);
    const m = this.#opts.servers > 0 ? Math.min(this.#opts.servers, b.servers.length) : b.servers.length;
    const keep = new Uint8Array(b.servers.length);
    for (const si of topK(serverSims, m)) keep[si] = 1;
    const n = b.toolNames.length;
    const w = this.#opts.lexicalWeight;
    const lexical = w > 0 ? b.lexical.scores(q.terms) : new Float64Array(n);
    const scores = new Float64Array(n).fill(-1);
    const toolSims = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const si = b.toolServer[i]!;
      if (!keep[si]) continue;
      const whole = dotAt(q.whole, b.toolVecs, i * b.dims);
      const cos = q.tool ? Math.max(whole, dotAt(q.tool, b.toolVecs, i * b.dims)) : whole;
      toolSims[i] = (1 - w) * cos + w * lexical[i]!;
      scores[i] = blend(twoStageScore(serverSims[si]!, toolSims[i]!), toolSims[i]!, this.#opts.flatWeight);
    }
    return { scores, serverSims, toolSims };
  }

  /** Tool i (catalogue order, as in scoreAll) as a result with the given score. */
  toolAt(i: number, s: ToolScores, score: number): RankedTool {
    return this.#ranked(this.#built!, s, i, score);
  }

  #ranked(b: Built, s: ToolScores, i: number, score: number): RankedTool {
    return {
      server: b.servers[b.toolServer[i]!]!,
      name: b.toolNames[i]!,
      score,
      serverSim: s.serverSims[b.toolServer[i]!]!,
      toolSim: s.toolSims[i]!,
    };
  }

  /** The k best-scoring tools (score > 0), at most `perServer` of one server when set. */
  #top(b: Built, scores: Float64Array, k: number): number[] {
    const cap = this.#opts.perServer;
    if (cap <= 0) return topK(scores, k).filter((i) => scores[i]! > 0);
    const order = [...scores.keys()].filter((i) => scores[i]! > 0).sort((x, y) => scores[y]! - scores[x]! || x - y);
    const taken = new Map<number, number>();
    const out: number[] = [];
    for (const i of order) {
      const si = b.toolServer[i]!;
      if ((taken.get(si) ?? 0) >= cap) continue;
      taken.set(si, (taken.get(si) ?? 0) + 1);
      out.push(i);
      if (out.length === k) break;
    }
    return out;
  }

  /** The flat baseline: cosine between the whole request and every tool. */
  rankFlat(q: Float32Array, k: number): RankedTool[] {
    const b = this.#built;
    if (!b) return [];
    const sims = new Float64Array(b.toolNames.length);
    for (let i = 0; i < sims.length; i++) sims[i] = dotAt(q, b.toolVecs, i * b.dims);
    return topK(sims, k).map((i) => ({
      server: b.servers[b.toolServer[i]!]!,
      name: b.toolNames[i]!,
      score: sims[i]!,
      serverSim: 0,
      toolSim: sims[i]!,
    }));
  }

  async find(req: DiscoveryRequest, k: number): Promise<RankedTool[]> {
    return this.rank(await this.embedRequest(req), k);
  }
}
