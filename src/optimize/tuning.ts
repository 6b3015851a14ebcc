// What a run tunes examples on (context.ts builds it, examples.ts reads it), in a file of its
// own so that neither of those imports the other.
import type { ReplayQuery } from '../quality/replay.ts';

/** Per replayed query, once per run: the semantic selector's current pick and the best tool other than this one. */
export interface SemanticQueries {
  idx: number[];
  servedBy: string[];
  best: { id: string | undefined; other: string | undefined; otherScore: number }[];
}

export interface TuningSet {
  queries: ReplayQuery[];
  /** The semantic selector's view of the same queries, in the same order. */
  semantic?: SemanticQueries | undefined;
}
