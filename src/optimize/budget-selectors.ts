// The replay selectors a token budget is chosen with (budget-choice.ts): BM25 and the
// semantic selector, each over the whole published catalogue, asked which tool it would
// pick for each recorded query with one tool's text replaced, as the optimizer's replay
// gate asks (quality/replay.ts, context.ts semanticReplay). Both keep what they can across
// questions: BM25 re-ranks only the queries that share a word with the old or new text,
// each over the texts sharing a word with it, and keeps the committed picks until a commit;
// the semantic one keeps each query's best two tools, so a question costs one dot product
// per query, and a commit rescans only the queries whose best two it can change.
import { Bm25Index, tokenize } from '../quality/bm25.ts';
import type { ReplayQuery } from '../quality/replay.ts';
import type { SemanticCatalogue, Top2 } from '../semantic/selector.ts';
import type { ReplaySelector } from './budget-choice.ts';

export function bm25Selector(docs: [id: string, text: string][], queries: readonly ReplayQuery[]): ReplaySelector {
  const index = new Bm25Index(docs);
  const current = new Map(docs);
  const tokens = queries.map((q) => tokenize(q.query));
  const words = tokens.map((t) => [...new Set(t)]);
  // The committed texts holding each word: a query's top-1 is among the texts that share a
  // word with it (every other text scores 0), so a ranking scores those, not the catalogue.
  const holders = new Map<string, Set<string>>();
  const hold = (id: string, text: string, on: boolean) => {
    for (const w of new Set(tokenize(text))) {
      const set = holders.get(w) ?? new Set<string>();
      if (on) set.add(id);
      else set.delete(id);
      holders.set(w, set);
    }
  };
  for (const [id, text] of docs) hold(id, text, true);
  // Bm25Index.rank's top-1 over the texts sharing a word with the query (`trial`, a tool
  // whose text is in the index but not in `holders`, too): Bm25Index.top picks and breaks ties.
  const top1 = (i: number, trial?: string): string | undefined => {
    const ids: string[] = [];
    for (const w of words[i]!) for (const id of holders.get(w) ?? []) ids.push(id);
    if (trial !== undefined) ids.push(trial);
    return index.top(tokens[i]!, ids).id;
  };
  // Whether each query's top-1 is right with the texts as committed (cleared by a commit).
  const rightNow = new Map<number, boolean>();
  const rightCommitted = (i: number) => {
    const known = rightNow.get(i);
    if (known !== undefined) return known;
    const r = top1(i) === queries[i]!.servedBy;
    rightNow.set(i, r);
    return r;
  };
  return {
    name: 'bm25',
    async delta(tool, text, qs) {
      const was = current.get(tool) ?? '';
      const touched = new Set([...tokenize(was), ...tokenize(text)]);
      const affected = qs.filter((i) => queries[i]!.servedBy === tool || words[i]!.some((w) => touched.has(w)));
      const before = affected.filter(rightCommitted).length;
      index.set(tool, text);
      try {
        return affected.filter((i) => top1(i, tool) === queries[i]!.servedBy).length - before;
      } finally {
        index.set(tool, was);
      }
    },
    async right(qs) {
      return qs.filter(rightCommitted).length;
    },
    async commit(tool, text) {
      const was = current.get(tool);
      if (was === text) return;
      if (was !== undefined) hold(tool, was, false);
      hold(tool, text, true);
      current.set(tool, text);
      index.set(tool, text);
      rightNow.clear();
    },
  };
}

export async function semanticSelector(
  cat: SemanticCatalogue,
  docs: [id: string, text: string][],
  queries: readonly ReplayQuery[],
): Promise<ReplaySelector> {
  const current = new Map(docs);
  await cat.sync(docs);
  const idx = await cat.queries(queries.map((q) => q.query));
  // The replay's own scan (ties to the smaller id), so a budget and the gate agree on every pick.
  const top: Top2[] = idx.map((q) => cat.top2(q));
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
        // On the catalogue's own scale (a two-stage catalogue scores with the server).
        const now = (cat.scoreVector(idx[i]!, vec, tool) > otherScore ? tool : other) === served;
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
        // As high as the second with a smaller id enters the best two too.
        if (cat.scoresShareTexts || t.id === tool || t.second === tool || cat.toolScore(q, tool)! >= t.secondScore)
          top[i] = cat.top2(q);
      });
    },
  };
}
