// Keyword scores for routing: BM25 with the replay selector's tokenizer (quality/bm25.ts),
// over an inverted index so a request costs its terms' postings, not a pass over every
// tool (the replay's index scores tool by tool, fine for top-1 over a few hundred tools but
// not for a find_tools call over thousands).
import { tokenize } from '../quality/bm25.ts';

export class LexicalIndex {
  readonly #postings = new Map<string, { doc: Int32Array; tf: Float32Array }>();
  readonly #norm: Float32Array;
  readonly #n: number;
  readonly #k1 = 1.2;

  constructor(texts: string[], b = 0.75) {
    this.#n = texts.length;
    const tokens = texts.map(tokenize);
    const avg = tokens.reduce((a, t) => a + t.length, 0) / Math.max(1, texts.length) || 1;
    this.#norm = Float32Array.from(tokens, (t) => this.#k1 * (1 - b + (b * t.length) / avg));
    const lists = new Map<string, [number, number][]>();
    tokens.forEach((ts, doc) => {
      const tf = new Map<string, number>();
      for (const t of ts) tf.set(t, (tf.get(t) ?? 0) + 1);
      for (const [t, f] of tf) {
        const l = lists.get(t) ?? [];
        if (!l.length) lists.set(t, l);
        l.push([doc, f]);
      }
    });
    for (const [t, l] of lists)
      this.#postings.set(t, { doc: Int32Array.from(l, (x) => x[0]), tf: Float32Array.from(l, (x) => x[1]) });
  }

  /** BM25 of every document for these query terms, scaled so the best is 1 (all 0 when none match). */
  scores(terms: string[]): Float64Array {
    const out = new Float64Array(this.#n);
    let max = 0;
    for (const term of new Set(terms)) {
      const p = this.#postings.get(term);
      if (!p) continue;
      const idf = Math.log(1 + (this.#n - p.doc.length + 0.5) / (p.doc.length + 0.5));
      for (let j = 0; j < p.doc.length; j++) {
        const d = p.doc[j]!;
        const f = p.tf[j]!;
        out[d]! += (idf * (f * (this.#k1 + 1))) / (f + this.#norm[d]!);
        if (out[d]! > max) max = out[d]!;
      }
    }
    if (max > 0) for (let i = 0; i < out.length; i++) out[i]! /= max;
    return out;
  }
}
