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
}

export function replaySelection(index: Bm25Index, tool: string, currentText: string, candidateText: string, queries: ReplayQuery[]): ReplayResult {
  const touched = new Set([...tokenize(currentText), ...tokenize(candidateText)]);
  const affected = queries.filter((q) => q.servedBy === tool || tokenize(q.query).some((t) => touched.has(t)));
  let before = 0;
  for (const q of affected) if (index.rank(q.query, 1)[0] === q.servedBy) before++;
  index.set(tool, candidateText);
  let after = 0;
  try {
    for (const q of affected) if (index.rank(q.query, 1)[0] === q.servedBy) after++;
  } finally {
    index.set(tool, currentText);
  }
  return { queries: affected.length, before, after };
}
