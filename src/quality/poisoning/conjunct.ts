// A disclosure sentence of two predicates on one subject: "A `processing` response is
// non-terminal and does not contain the final research result." Read whole, its words are
// many, and a rewrite that keeps the stated constraint ("while it is `processing` there is
// no result yet") shares too few of them. Each predicate, with the subject, is read as its
// own sentence: the ones that state a disclosure (the gate's pattern for it) must each be
// restated, as for a sentence alone (./concepts.ts); a predicate that states none is no more
// bound than a sentence of its own would be. A word the other predicate negates by its prefix
// ("non-terminal") may not come back bare ("the response is terminal").
import { restates } from './concepts.ts';

const AUX = "(?:is|are|was|were|does|do|has|have|can|cannot|can't|must|will|won't|should)";
const SPLIT = new RegExp(String.raw`^(\D{0,150}?\s)(${AUX}\s[^.;:]{0,150}?)\s+and\s+(${AUX}\s[^.;:]{0,150})$`, 'i');
const MAX_SPLIT = 300;
const PREFIXED = /\b(?:un|non-?)([a-z]{4,})\b/gi;

/** The sentence restated by one of the clauses, whole or predicate by predicate. */
export function restated(sentence: string, anchor: string, re: RegExp, clauses: string[]): boolean {
  // SPLIT tries each subject length against each first predicate (bounded, so linear at worst):
  // it reads only sentences of a plain disclosure's length.
  const m = sentence.length <= MAX_SPLIT ? SPLIT.exec(sentence.trim().replace(/[.!]+$/, '')) : null;
  if (!m) return clauses.some((r) => restates(sentence, anchor, r));
  const [, subject, first, second] = m as unknown as [string, string, string, string];
  const parts = [subject + first, subject + second];
  const stating = parts.filter((p) => re.test(p));
  // "non-terminal" turned round: the bare word in a clause with no negation of its own.
  const bits = clauses.flatMap((c) => c.split(/[.:;,]\s/));
  for (const p of parts.filter((x) => !stating.includes(x)))
    for (const [, bare] of p.matchAll(PREFIXED)) {
      const plain = new RegExp(String.raw`(?<![\w-])${bare}\b`, 'i');
      if (bits.some((c) => plain.test(c) && !/\b(?:not|never|no)\b|n't\b/i.test(c))) return false;
    }
  if (clauses.some((r) => restates(sentence, anchor, r))) return true;
  return stating.length > 0 && stating.every((p) => clauses.some((r) => restates(p, re.exec(p)?.[0] ?? '', r)));
}
