// How the disclosure gate (../disclosure.ts) tells a stated disclosure kept from dropped.

// A price restated around its amount ("at 0.05 USD per message" for "each message costs
// 0.05 USD") is kept; a changed amount is the number check's finding.
export function amountsKept(sentence: string, cand: string): boolean {
  const amounts = sentence.match(/\d+(?:[.,]\d+)?/g) ?? [];
  return amounts.length > 0 && amounts.every((a) => cand.includes(a));
}

/** The words that carry a disclosure: the matched phrase plus the nouns right after it. */
export function keyTerms(sentence: string, re: RegExp): string[] {
  const m = re.exec(sentence);
  if (!m) return [];
  const tail =
    sentence
      .slice(m.index + m[0].length)
      .toLowerCase()
      .match(/[a-z0-9][a-z0-9-]*/g) ?? [];
  const extra = tail.filter((w) => w.length > 3).slice(0, 2);
  return [m[0].toLowerCase().replace(/\s+/g, ' '), ...extra];
}

// A negated constraint restated in another language ("il tool non modifica files" for "the
// tool does not modify files"): the words it negates kept, with that language's
// negation right before them (a word may sit between, no clause break: "No worries, write
// files" orders the act). Dropping the negation, or the words, still drops it.
const NEGATION_ANCHOR = /^(?:does not|doesn't|never|cannot|can't)$/;
const FOREIGN_NOT =
  /\b(?:ne|non|nicht|nie|niet|net|no|não|nao|nu|ikke|inte|ei|nem|ni|kein\w*|geen|nunca|jamais|mai)\s+(?:[\p{L}'’]+\s+)?$/iu;
export function negationKept(key: string[], cand: string): boolean {
  const [anchor, ...words] = key;
  if (!anchor || !NEGATION_ANCHOR.test(anchor) || !words.length) return false;
  // Words, not runs: a key term longer than any word is no constraint's (and would cost a scan each).
  if (words.some((w) => w.length > 40) || !words.every((w) => cand.includes(w))) return false;
  let at = cand.indexOf(words[0]!);
  while (at > 0 && /[a-z0-9]/i.test(cand[at - 1]!)) at = cand.indexOf(words[0]!, at + 1);
  return at > 0 && FOREIGN_NOT.test(cand.slice(Math.max(0, at - 30), at));
}
