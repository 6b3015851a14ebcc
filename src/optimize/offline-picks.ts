// Which served requests the offline rewriter quotes as typical (offline.ts): the
// representative ones (medoids of their embeddings, else of their word overlap), and those
// whose words are distinctive for this tool in the catalogue.
import { tokenize } from '../quality/bm25.ts';
import { dot } from '../semantic/selector.ts';

/** The part of the rewriter's input (OfflineInput) the picks read. */
export interface PickInput {
  served: { traceId: string; query: string }[];
  servedVectors?: Float32Array[] | undefined;
  idf?: ((term: string) => number) | undefined;
}

/**
 * Two representative requests: the medoid of the served queries, then the query that
 * best covers what the first leaves out (2-medoids, greedy). Only quotable requests are
 * eligible (quotableTexts: short, private words elided, each text once).
 */
export function pickExamples(i: PickInput, quotable: (string | undefined)[]): { traceId: string; query: string }[] {
  const n = i.served.length;
  if (n === 0) return [];
  const sim =
    i.servedVectors && i.servedVectors.length === n
      ? (a: number, b: number) => dot(i.servedVectors![a]!, i.servedVectors![b]!)
      : overlapSimilarity(i.served.map((s) => s.query));
  // Quotable texts are distinct already (quotableTexts keeps each text once).
  const unique = i.served.map((_, k) => k).filter((k) => quotable[k] !== undefined);
  if (unique.length === 0) return [];
  const cover = (chosen: number[]) => {
    let s = 0;
    for (let q = 0; q < n; q++) s += Math.max(...chosen.map((c) => sim(q, c)));
    return s;
  };
  const picks: number[] = [];
  for (let round = 0; round < 2 && round < unique.length; round++) {
    let best = -1;
    let bestScore = -Infinity;
    for (const c of unique) {
      if (picks.includes(c)) continue;
      const s = cover([...picks, c]);
      if (s > bestScore) [best, bestScore] = [c, s];
    }
    // A second example must add coverage, not repeat the first.
    if (picks.length && bestScore <= cover(picks) + 1e-9) break;
    picks.push(best);
  }
  return picks.map((k) => ({ traceId: i.served[k]!.traceId, query: quotable[k]! }));
}

/**
 * Up to two requests whose words recur in this tool's served queries and are rare in the
 * catalogue, per word (so a long query does not win by length).
 */
export function pickDistinctive(i: PickInput, quotable: (string | undefined)[]): { traceId: string; query: string }[] {
  if (!i.idf || i.served.length === 0) return [];
  const freq = new Map<string, number>();
  const tokens = i.served.map((s) => [...new Set(tokenize(s.query))]);
  for (const ts of tokens) for (const t of ts) freq.set(t, (freq.get(t) ?? 0) + 1);
  const score = (k: number) => {
    const ts = tokens[k]!;
    if (ts.length === 0) return -Infinity;
    // A word only this one request uses says nothing about the tool.
    return (
      ts.reduce((a, t) => a + (freq.get(t)! > 1 ? (freq.get(t)! / i.served.length) * i.idf!(t) : 0), 0) /
      Math.sqrt(ts.length)
    );
  };
  const ranked = i.served
    .map((s, k) => ({ s, k, score: score(k) }))
    .filter((x) => quotable[x.k] !== undefined)
    .sort((a, b) => b.score - a.score || a.k - b.k);
  const out: { traceId: string; query: string }[] = [];
  for (const x of ranked) {
    if (out.length === 2) break;
    // The second must bring words the first does not have.
    if (out.length && tokens[x.k]!.every((t) => tokenize(out[0]!.query).includes(t))) continue;
    out.push({ traceId: x.s.traceId, query: quotable[x.k]! });
  }
  return out;
}

function overlapSimilarity(queries: string[]): (a: number, b: number) => number {
  const sets = queries.map((q) => new Set(tokenize(q)));
  return (a, b) => {
    const x = sets[a]!;
    const y = sets[b]!;
    let inter = 0;
    for (const t of x) if (y.has(t)) inter++;
    return inter / Math.max(1, x.size + y.size - inter);
  };
}
