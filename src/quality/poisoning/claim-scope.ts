// Which safety words in a candidate are claims that extend what the tool may be trusted
// with (../disclosure.ts counts those against the reviewed text). Two uses are not:
//  - a claim negated in place limits the tool: "not safe for secrets", "is never
//    harmless on production data" tell the model to rely on it less;
//  - a "safe" that restates the no-op the reviewed text states: "If it already exists,
//    nothing changes, so it is safe for making sure a path exists" says what the reviewed
//    "if it already exists, this operation will succeed silently" does. The same sentence
//    must carry the condition ("already exists"), so "safe to run on any path" still counts.

// "not safe", "isn't always safe", "never considered harmless": a negation right before.
const NEGATED_BEFORE =
  /(?:\b(?:not|never|no\s+longer|nor)|n['’]t)\s+(?:(?:always|entirely|fully|necessarily|considered|meant\s+to\s+be|guaranteed\s+to\s+be|be)\s+){0,2}$/i;
// A repeat that changes nothing: "already exists … succeeds / nothing changes / is left as it is".
const ALREADY = /\balready\s+(?:exists?|there|present|created|done|set|applied|installed)\b/i;
const NO_OP =
  /\b(?:succeeds?|succeed\s+silently|nothing\s+(?:changes|happens|is\s+changed)|no[- ]op|(?:is|are)\s+left\s+(?:as\s+(?:it|they)\s+(?:is|are)|unchanged)|unchanged|ignored|skipped|does\s+nothing)\b/i;
const WORD_CLAIM = /^(?:safe|safely|harmless|innocuous|benign|risk[- ]free)$/i;

// A value in a list of a field's values beside snake_case ones ("likely_benign, benign or
// conflicting"): a classification the field takes, said of nothing, so no claim about the tool.
const VALUE_BEFORE = /\b[a-z]+_[a-z_]+\s*,\s*$/;
const VALUE_AFTER = /^\s*(?:,|or|and)\s*[a-z]+_[a-z_]+\b/;
const listedValue = (text: string, at: number, len: number) =>
  VALUE_BEFORE.test(text.slice(Math.max(0, at - 40), at)) || VALUE_AFTER.test(text.slice(at + len, at + len + 40));

const sentenceAt = (text: string, at: number) => {
  const start = Math.max(text.lastIndexOf('.', at), text.lastIndexOf('\n', at)) + 1;
  const stop = text.slice(at).search(/[.\n]/);
  return text.slice(start, stop < 0 ? undefined : at + stop);
};

/** The safety words of `claim` in the candidate that claim something, leaving those that limit or restate a no-op. */
export function claimsMade(cand: string, rev: string, claim: RegExp): string[] {
  const repeatSafe = ALREADY.test(rev) && NO_OP.test(rev);
  return [...cand.matchAll(claim)]
    .filter((m) => {
      if (!WORD_CLAIM.test(m[0])) return true;
      if (NEGATED_BEFORE.test(cand.slice(Math.max(0, m.index! - 60), m.index!))) return false;
      if (listedValue(cand, m.index!, m[0].length)) return false;
      const s = sentenceAt(cand, m.index!);
      return !(repeatSafe && ALREADY.test(s) && NO_OP.test(s));
    })
    .map((m) => m[0]);
}
