// The replay selectors a token budget is chosen with (budget-choice.ts): BM25 and the
// semantic selector, each over the whole published catalogue, asked which tool it would
// pick for each recorded query with one tool's text replaced, as the optimizer's replay
// gate asks (quality/replay.ts, context.ts semanticReplay). Both keep what they can across
// questions: BM25 re-ranks only the queries that share a word with the old or new text;
// the semantic one keeps each query's best two tools, so a question costs one dot product
// per query, and a commit rescans only the queries whose best two it can change.
import { Bm25Index, tokenize } from '../quality/bm25.ts';
import type { ReplayQuery } from '../quality/replay.ts';
import { dot, type SemanticCatalogue } from '../semantic/selector.ts';
import type { ReplaySelector } from './budget-choice.ts';

export function bm25Selector(docs: [id: string, text: string][], queries: readonly ReplayQuery[]): ReplaySelector {
  const index = new Bm25Index(docs);
  const current = new Map(docs);
  const words = queries.map((q) => [...new Set(tokenize(q.query))]);
  const right = (qs: readonly number[]) =>
    qs.filter((i) => index.rank(queries[i]!.query, 1)[0] === queries[i]!.servedBy).length;
  return {
    name: 'bm25',
    async delta(tool, text, qs) {
      const was = current.get(tool) ?? '';
      const touched = new Set([...tokenize(was), ...tokenize(text)]);
      const affected = qs.filter((i) => queries[i]!.servedBy === tool || words[i]!.some((w) => touched.has(w)));
      const before = right(affected);
      index.set(tool, text);
      try {
        return right(affected) - before;
      } finally {
        index.set(tool, was);
      }
    },
    async right(qs) {
      return right(qs);
    },
    async commit(tool, text) {
      if (current.get(tool) === text) return;
      current.set(tool, text);
      index.set(tool, text);
    },
  };
}

interface Top2 {
  id: string | undefined;
  score: number;
  second: string | undefined;
  secondScore: number;
}

export async function semanticSelector(
  cat: SemanticCatalogue,
  docs: [id: string, text: string][],
  queries: readonly ReplayQuery[],
): Promise<ReplaySelector> {
  const current = new Map(docs);
  await cat.sync(docs);
  const idx = await cat.queries(queries.map((q) => q.query));
  const scan = (q: number): Top2 => {
    const t: Top2 = { id: undefined, score: -Infinity, second: undefined, secondScore: -Infinity };
    for (const id of cat.ids()) {
      const s = cat.similarity(q, id)!;
      if (s > t.score) [t.second, t.secondScore, t.id, t.score] = [t.id, t.score, id, s];
      else if (s > t.secondScore) [t.second, t.secondScore] = [id, s];
    }
    return t;
  };
  const top = idx.map(scan);
  return {
    name: `semantic (${cat.model})`,
    async prepare(texts) {
      for (let i = 0; i < texts.length; i += 64) await cat.embedder.embed(texts.slice(i, i + 64));
    },
    async delta(tool, text, qs) {
      const vec = await cat.embed(text);
      let d = 0;
      for (const i of qs) {
        const t = top[i]!;
        const [other, otherScore] = t.id === tool ? [t.second, t.secondScore] : [t.id, t.score];
        const served = queries[i]!.servedBy;
        const now = (dot(vec, cat.queryVector(idx[i]!)) > otherScore ? tool : other) === served;
        d += Number(now) - Number(t.id === served);
      }
      return d;
    },
    async right(qs) {
      return qs.filter((i) => top[i]!.id === queries[i]!.servedBy).length;
    },
    async commit(tool, text) {
      if (current.get(tool) === text) return;
      current.set(tool, text);
      await cat.sync([...current]);
      idx.forEach((q, i) => {
        const t = top[i]!;
        if (t.id === tool || t.second === tool || cat.similarity(q, tool)! > t.secondScore) top[i] = scan(q);
      });
    },
  };
}
