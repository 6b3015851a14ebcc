// A denial the reviewed text states, turned round: "The key is not stored and is shown only
// once" becomes "The key is shown only once, and it is stored". The disclosure reading keeps
// the sentence by its other terms ("only once"), so the lost "not" needs its own check: the
// denied participle said again of something, in a clause with no negation and no condition,
// while the candidate denies it nowhere. "Files are uploaded only when `upload` is true"
// restates "are not uploaded unless…" with a condition, and is left alone.
const DENIED = /\b(?:is|are|was|were|be|been|gets?)\s+(?:not|never)\s+(?:\w+ly\s+)?([a-z]{3,}ed)\b/gi;
const NEGATION = /\b(?:not|never|no|none|nothing|without)\b|n['’]t\b/i;
const CONDITION = /\b(?:only|when|whenever|if|unless|once|after|until|before|except)\b/i;

/** The candidate's clause that turns a denial of the reviewed text round, or null. */
export function flippedDenial(candidate: string, reviewed: string): string | null {
  const clauses = candidate.split(/[.;:!?\n]|,?\s+(?:and|but|so|while)\s+/);
  for (const m of reviewed.matchAll(DENIED)) {
    const word = m[1]!.toLowerCase();
    const stillDenied = new RegExp(String.raw`(?:\b(?:not|never|no)\b|n['’]t\b)[^.;:!?\n]{0,40}\b${word}\b`, 'i');
    if (stillDenied.test(candidate)) continue;
    const said = new RegExp(String.raw`\b(?:is|are|was|were|be|been|gets?|will\s+be)\s+(?:\w+ly\s+)?${word}\b`, 'i');
    const flipped = clauses.find((c) => said.test(c) && !NEGATION.test(c) && !CONDITION.test(c));
    if (flipped) return flipped.trim();
  }
  return null;
}

/** The disclosure gate's finding for a denial turned round (../disclosure.ts). */
export function flippedFindings(candidate: string, reviewed: string): { family: string; detail: string }[] {
  const clause = flippedDenial(candidate, reviewed);
  return clause
    ? [
        {
          family: 'weakened-disclosure',
          detail: `turns round a denial the reviewed text states: "${clause.slice(0, 160)}"`,
        },
      ]
    : [];
}
