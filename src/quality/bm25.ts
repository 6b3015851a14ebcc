// BM25 over a tool catalogue: the offline selector. Replay asks "with this description
// in place, which tool would a keyword selector pick for this query?"; the offline
// rewriter uses the same tokenizer, so the words it adds are the words BM25 matches.

const STOP = new Set(
  (
    'a an the and or but if of to in on for with at by from as is are was were be been being it its this that these those ' +
    'i me my we our you your he she they them their what which who whom how when where why can could would should will shall ' +
    'do does did done have has had having not no nor so than too very just also any some all each both more most other such ' +
    'into about over under again further then once here there up down out off only own same few am s t don now get got want ' +
    'please help tell give find show need like let know use using make'
  ).split(' '),
);

export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (raw.length < 2 || STOP.has(raw)) continue;
    out.push(stem(raw));
  }
  return out;
}

/** A light plural/verb-ending fold, enough for "papers"/"paper", "searching"/"search". */
function stem(w: string): string {
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith('ies')) return w.slice(0, -3) + 'y';
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/**
 * BM25's order, the one place its tie-break is written (rank, top, and through top the token
 * budget's selector): a text scoring `s` ranks before `holder`, the best so far at `score`,
 * when higher, or as high with the smaller id. With no holder yet (undefined at 0) only a
 * score above 0 ranks: a text sharing no word with the query is no pick.
 */
export function ranksBefore(s: number, id: string, score: number, holder: string | undefined): boolean {
  return s > score || (s === score && holder !== undefined && id < holder);
}

export interface Bm25Options {
  k1?: number;
  b?: number;
}

export class Bm25Index {
  readonly #k1: number;
  readonly #b: number;
  readonly #docs = new Map<string, Map<string, number>>();
  readonly #lengths = new Map<string, number>();
  readonly #df = new Map<string, number>();
  #totalLength = 0;

  constructor(docs: Iterable<[id: string, text: string]>, o: Bm25Options = {}) {
    this.#k1 = o.k1 ?? 1.2;
    this.#b = o.b ?? 0.75;
    for (const [id, text] of docs) this.set(id, text);
  }

  get size(): number {
    return this.#docs.size;
  }

  /** Adds or replaces one document (keeps document frequencies exact). */
  set(id: string, text: string): void {
    this.delete(id);
    const tf = new Map<string, number>();
    const tokens = tokenize(text);
    for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
    this.#docs.set(id, tf);
    this.#lengths.set(id, tokens.length);
    this.#totalLength += tokens.length;
    for (const t of tf.keys()) this.#df.set(t, (this.#df.get(t) ?? 0) + 1);
  }

  delete(id: string): void {
    const tf = this.#docs.get(id);
    if (!tf) return;
    for (const t of tf.keys()) {
      const n = (this.#df.get(t) ?? 1) - 1;
      if (n === 0) this.#df.delete(t);
      else this.#df.set(t, n);
    }
    this.#totalLength -= this.#lengths.get(id) ?? 0;
    this.#docs.delete(id);
    this.#lengths.delete(id);
  }

  idf(term: string): number {
    const n = this.#docs.size;
    const df = this.#df.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  score(id: string, queryTokens: string[]): number {
    const tf = this.#docs.get(id);
    if (!tf) return 0;
    const avg = this.#docs.size ? this.#totalLength / this.#docs.size : 1;
    const len = this.#lengths.get(id) ?? 0;
    let s = 0;
    for (const q of queryTokens) {
      const f = tf.get(q);
      if (!f) continue;
      s += this.idf(q) * ((f * (this.#k1 + 1)) / (f + this.#k1 * (1 - this.#b + (this.#b * len) / avg)));
    }
    return s;
  }

  /**
   * Scores a text would get as a document, with the index's term statistics as they are
   * (its own terms do not move document frequencies: close enough to rank many trial texts
   * fast; the replay gate re-ranks exactly).
   */
  textScorer(text: string): (queryTokens: string[]) => number {
    const tf = new Map<string, number>();
    const tokens = tokenize(text);
    for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
    const avg = this.#docs.size ? this.#totalLength / this.#docs.size : 1;
    const norm = this.#k1 * (1 - this.#b + (this.#b * tokens.length) / avg);
    return (queryTokens) => {
      let s = 0;
      for (const q of queryTokens) {
        const f = tf.get(q);
        if (f) s += this.idf(q) * ((f * (this.#k1 + 1)) / (f + norm));
      }
      return s;
    };
  }

  /**
   * The first of `ids` (repeats allowed) in rank's order for these query tokens; undefined,
   * 0 when none scores above 0. rank's top pick for a subset of the texts: the token
   * budget's BM25 selector ranks only the texts sharing a word with a query.
   */
  top(queryTokens: string[], ids: Iterable<string>): { id: string | undefined; score: number } {
    let id: string | undefined;
    let score = 0;
    for (const d of ids) {
      const s = this.score(d, queryTokens);
      if (ranksBefore(s, d, score, id)) [id, score] = [d, s];
    }
    return { id, score };
  }

  /** The best-scoring document other than `except` (undefined, 0 when none scores above 0). */
  bestExcept(queryTokens: string[], except: string): { id: string | undefined; score: number } {
    return this.top(
      queryTokens,
      [...this.#docs.keys()].filter((d) => d !== except),
    );
  }

  /** Tool ids by descending score (above 0); ties by id so a ranking is reproducible. */
  rank(query: string, limit = 3): string[] {
    const q = tokenize(query);
    const scored: [string, number][] = [];
    for (const id of this.#docs.keys()) {
      const s = this.score(id, q);
      if (ranksBefore(s, id, 0, undefined)) scored.push([id, s]);
    }
    scored.sort((a, b) => (ranksBefore(a[1], a[0], b[1], b[0]) ? -1 : 1));
    return scored.slice(0, limit).map(([id]) => id);
  }

  has(id: string): boolean {
    return this.#docs.has(id);
  }

  terms(id: string): Set<string> {
    return new Set(this.#docs.get(id)?.keys() ?? []);
  }
}
