// A fragment too short to carry an instruction on its own — a heading ("## During"), the
// tail of a clause cut at a semicolon ("read again later."), a list item — sits near a
// standing rule in the model's space: with few words, the embedding is mostly the shape of
// a short imperative. Such a fragment is scored only in context, joined to the sentence
// before and after it (the pairs the scorer reads anyway), never alone. A candidate that
// adds nothing else still has the fragment scored alone: a short order must not go unread.
// Table rows are left to the header rule. The rules read every fragment as before.
import { addedWindows } from './sentences.ts';

const WORD = /[\p{L}\p{N}]+/gu;
const HEADING = /^\s{0,3}#{1,6}\s/u;

/** True for a sentence too short to read alone: under four words, or a heading of six or fewer. */
export function isFragment(s: string): boolean {
  // A table row is read by the header rule in ./intent-scorer.ts, which scores one that gives an order.
  if (/^\s*\|/.test(s)) return false;
  const n = (s.match(WORD) ?? []).length;
  return n < 4 || (HEADING.test(s) && n <= 6);
}

/** Each added sentence that is no fragment, then each pair of consecutive ones joined. */
export function contextWindows(candidate: string, reviewed: string): string[] {
  return addedWindows(candidate, reviewed, (s) => !isFragment(s));
}
