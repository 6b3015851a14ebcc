// The semantic selector: a tool is picked for a query by cosine similarity between the
// query's embedding and the embedding of the tool's description (vectors are normalised,
// so a dot product). Replay asks the same question as the BM25 replay — with the
// candidate in place, which tool would this selector pick for each recorded query? — but
// every query can move, not only those sharing a word with the texts.
//
// Scores are kept per tool and query (columns recomputed only when a tool's text
// changes, rows added as new queries arrive), so replaying a candidate costs one dot
// product per query plus a scan of the cached scores, not queries × tools.
import type { Embedder } from './embedder.ts';
import { contentHash } from './cache.ts';

interface ToolEntry {
  textHash: string;
  vec: Float32Array;
  scores: Float32Array;
  scored: number;
}

export interface Top2 {
  id: string | undefined;
  score: number;
  second: string | undefined;
  secondScore: number;
}

/** Whether a tool scoring `s` ranks before the holder of `score`: higher, or as high with a smaller id. */
const ahead = (s: number, id: string, score: number, holder: string | undefined): boolean =>
  s > score || (s === score && holder !== undefined && id < holder);

/** An empty best two, for `offerTop2` to fill. */
export const emptyTop2 = (): Top2 => ({ id: undefined, score: -Infinity, second: undefined, secondScore: -Infinity });

/**
 * Puts a tool scoring `s` into `t`, the best two so far, where it ranks (ties to the smaller
 * id): one rule for every selector's top2, whatever its score.
 */
export function offerTop2(t: Top2, id: string, s: number): void {
  if (ahead(s, id, t.score, t.id)) [t.second, t.secondScore, t.id, t.score] = [t.id, t.score, id, s];
  else if (ahead(s, id, t.secondScore, t.second)) [t.second, t.secondScore] = [id, s];
}

export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

export class SemanticCatalogue {
  readonly embedder: Embedder;
  readonly #tools = new Map<string, ToolEntry>();
  readonly #queryIndex = new Map<string, number>();
  readonly #queryVecs: Float32Array[] = [];

  constructor(embedder: Embedder) {
    this.embedder = embedder;
  }

  get model(): string {
    return this.embedder.model;
  }

  /** Brings the catalogue to these texts (embeds only the texts that changed). */
  async sync(docs: [id: string, text: string][]): Promise<void> {
    const keep = new Set(docs.map(([id]) => id));
    for (const id of [...this.#tools.keys()]) if (!keep.has(id)) this.#tools.delete(id);
    const changed = docs.filter(([id, text]) => this.#tools.get(id)?.textHash !== contentHash(text).toString('hex'));
    const vecs = await this.embedder.embed(changed.map(([, t]) => t));
    for (const [i, [id, text]] of changed.entries())
      this.#tools.set(id, {
        textHash: contentHash(text).toString('hex'),
        vec: vecs[i]!,
        scores: new Float32Array(0),
        scored: 0,
      });
  }

  /** Query indices for these texts (embedding the new ones). */
  async queries(texts: string[]): Promise<number[]> {
    const keys = texts.map((t) => contentHash(t).toString('hex'));
    const fresh = [...new Set(keys.filter((k) => !this.#queryIndex.has(k)))];
    if (fresh.length) {
      const textOf = new Map(keys.map((k, i) => [k, texts[i]!]));
      const vecs = await this.embedder.embed(fresh.map((k) => textOf.get(k)!));
      fresh.forEach((k, i) => {
        this.#queryIndex.set(k, this.#queryVecs.length);
        this.#queryVecs.push(vecs[i]!);
      });
    }
    return keys.map((k) => this.#queryIndex.get(k)!);
  }

  /** A stored query's vector. */
  queryVector(q: number): Float32Array {
    return this.#queryVecs[q]!;
  }

  async embed(text: string): Promise<Float32Array> {
    return (await this.embedder.embed([text]))[0]!;
  }

  #score(e: ToolEntry, q: number): number {
    if (e.scored <= q) {
      const n = this.#queryVecs.length;
      if (e.scores.length < n) {
        const grown = new Float32Array(Math.max(n, e.scores.length * 2, 1024));
        grown.set(e.scores.subarray(0, e.scored));
        e.scores = grown;
      }
      for (let i = e.scored; i < n; i++) e.scores[i] = dot(e.vec, this.#queryVecs[i]!);
      e.scored = n;
    }
    return e.scores[q]!;
  }

  /** A tool's cached cosine with a stored query (undefined for a tool not in the catalogue). */
  similarity(q: number, id: string): number | undefined {
    const e = this.#tools.get(id);
    return e && this.#score(e, q);
  }

  /**
   * A tool's score for a stored query on this selector's scale, the one top1, top2 and
   * scoreVector use (here the cosine; discovery's two-stage selector scores with the server):
   * compare a score only with scores from these methods of the same catalogue.
   */
  toolScore(q: number, id: string): number | undefined {
    return this.similarity(q, id);
  }

  /**
   * Whether a tool's text moves other tools' scores (a server summary built from its tools):
   * then a commit can change the best two of any query, not only of those it touches.
   */
  get scoresShareTexts(): boolean {
    return false;
  }

  /** A tool's vector (undefined for a tool not in the catalogue). */
  vector(id: string): Float32Array | undefined {
    return this.#tools.get(id)?.vec;
  }

  /** The catalogue's tool ids, in sync order. */
  ids(): string[] {
    return [...this.#tools.keys()];
  }

  /** The best tool for a query, optionally with one tool's vector replaced. */
  top1(q: number, replace?: { id: string; vec: Float32Array }): string | undefined {
    let best: string | undefined;
    let bestScore = -Infinity;
    for (const [id, e] of this.#tools) {
      const s = replace && id === replace.id ? dot(replace.vec, this.#queryVecs[q]!) : this.#score(e, q);
      if (s > bestScore || (s === bestScore && best !== undefined && id < best)) {
        best = id;
        bestScore = s;
      }
    }
    return best;
  }

  /**
   * The best two tools for a stored query with their scores, ties to the smaller id: the one
   * scan behind the replay's `bestExcept` and the token budget's selector (budget-selectors.ts).
   */
  top2(q: number): Top2 {
    const t = emptyTop2();
    for (const [id, e] of this.#tools) offerTop2(t, id, this.#score(e, q));
    return t;
  }

  /** The current top-1 for a query, and the best tool other than `except` with its score. */
  bestExcept(q: number, except: string): { id: string | undefined; other: string | undefined; otherScore: number } {
    const t = this.top2(q);
    return t.id === except
      ? { id: t.id, other: t.second, otherScore: t.secondScore }
      : { id: t.id, other: t.id, otherScore: t.score };
  }

  /**
   * The score of `tool` with its text's vector `v` for a stored query, on top2's scale.
   * `_tool` is unused here; a selector that scores a tool with its server (discovery's
   * two-stage) needs it, so it is required: a cosine compared with a two-stage score
   * would make every candidate look better than it is.
   */
  scoreVector(q: number, v: Float32Array, _tool: string): number {
    return dot(v, this.#queryVecs[q]!);
  }

  /** Top-1 for a raw query vector (the bench's held-out measurement). */
  rankVector(v: Float32Array): string | undefined {
    let best: string | undefined;
    let bestScore = -Infinity;
    for (const [id, e] of this.#tools) {
      const s = dot(e.vec, v);
      if (s > bestScore || (s === bestScore && best !== undefined && id < best)) {
        best = id;
        bestScore = s;
      }
    }
    return best;
  }
}
