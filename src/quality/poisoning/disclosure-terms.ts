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
