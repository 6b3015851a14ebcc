// Selection replay: recorded queries (held out from the candidate's evidence) re-run
// against the catalogue with the candidate in place of the current text. Only queries
// that share a term with the old or the new text can change their top pick, so only
// those are re-ranked; accuracy is counted over them.
import { type Bm25Index, tokenize } from './bm25.ts';

export interface ReplayQuery {
  query: string;
  /** The tool that served this query in its trace ("server/name"). */
  servedBy: string;
}

export interface ReplayResult {
  queries: number;
  before: number;
  after: number;
  /** Queries wrong before and right after, and the reverse (the pairs a sign test counts). */
  fixed: number;
  broken: number;
}

export function replaySelection(
  index: Bm25Index,
  tool: string,
  currentText: string,
  candidateText: string,
  queries: ReplayQuery[],
): ReplayResult {
  const touched = new Set([...tokenize(currentText), ...tokenize(candidateText)]);
  const affected = queries.filter((q) => q.servedBy === tool || tokenize(q.query).some((t) => touched.has(t)));
  const right = affected.map((q) => index.rank(q.query, 1)[0] === q.servedBy);
  index.set(tool, candidateText);
  let fixed = 0;
  let broken = 0;
  try {
    affected.forEach((q, i) => {
      const now = index.rank(q.query, 1)[0] === q.servedBy;
      if (now && !right[i]) fixed++;
      if (!now && right[i]) broken++;
    });
  } finally {
    index.set(tool, currentText);
  }
  const before = right.filter(Boolean).length;
  return { queries: affected.length, before, after: before + fixed - broken, fixed, broken };
}
