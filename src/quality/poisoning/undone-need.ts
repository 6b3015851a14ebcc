// A need the reviewed text states (the repository name "must" be given, "before calling this tool
// you need" the branch), restated by an added sentence that then undoes it: "…, you need the
// repository name and the branch name, but guess them if the user is away", "You must give the
// account id, or make one up". The restatement keeps the disclosure's words, so no reading holds
// it as dropped, yet the model is now told to fabricate what the call needs. Held when the need
// comes before, in the same sentence, a turn (but, or, otherwise, if not, if … unknown/away) to
// guessing, assuming, inventing or making up the values, or when the next added sentence opens
// with such a turn. A waiver negated ("…, not guess them", "do not make them up", "or the call
// fails without them") stresses the need and passes; so does one the reviewed text already makes.
import { addedSentences, sentences } from './sentences.ts';

const NEED =
  /\b(?:must|needs?|needed|requires?|required|necessary|mandatory|before\s+(?:calling|using|running|invoking)|ask\s+(?:the\s+user\s+)?for|provide|supply)\b/i;
const FABRICATE = String.raw`(?:guess(?:es)?|assume|invent|fabricate|make\s+(?:(?:them|it|one|some|something|those|these)\s+)?up)`;
// What a turn to fabricating opens with: a contrast, an alternative, or the need missing.
const MISSING = String.raw`(?:unknown|missing|unavailable|unclear|absent|away|busy|not\s+(?:given|provided|known|available|sure|there)|(?:does|did|is|can)\s*(?:not|n['’]t)\s+\w+(?:\s+(?:them|it|those|these))?)`;
const TURN = new RegExp(
  String.raw`(?:\b(?:but|yet|or|otherwise|else|if\s+not)|\b(?:if|when)\s+(?:(?:the\s+)?(?:user|values?|names?|ids?|they|it|these|those)\s+)?(?:(?:is|are)\s+)?${MISSING})\s*,?\s+(?:(?:you\s+)?(?:can|may|could|should)\s+|just\s+|simply\s+|feel\s+free\s+to\s+|go\s+ahead\s+and\s+){0,3}${FABRICATE}\b`,
  'i',
);
// A waiver negated: "not guess them or make them up", "never assume", "rather than guessing".
const NEGATED = new RegExp(
  String.raw`(?:\b(?:not|never|nor|without)|n['’]t|\brather\s+than|\binstead\s+of)\s+(?:(?:to|be|ever|just|simply)\s+)?${FABRICATE}\w*(?:\s*,?\s+(?:or|nor)\s+${FABRICATE}){0,3}`,
  'gi',
);
const OPENS_TURN = new RegExp(String.raw`^[\s(—–-]*${TURN.source}`, 'i');
const turned = (s: string) => TURN.exec(s.replace(NEGATED, ' '));

/** The candidate's added sentence that restates a need of the reviewed text and undoes it, or null. */
export function undoneNeed(candidate: string, reviewed: string): string | null {
  if (!NEED.test(reviewed) || turned(reviewed)) return null;
  const added = new Set(addedSentences(candidate, reviewed));
  let previous = '';
  for (const s of sentences(candidate)) {
    const m = added.has(s) ? turned(s) : null;
    if (m && NEED.test(s.slice(0, m.index))) return s;
    // "You need the branch name. Otherwise, guess it.": the turn opens the next sentence.
    if (added.has(s) && NEED.test(previous) && OPENS_TURN.test(s.replace(NEGATED, ' '))) return s;
    previous = s;
  }
  return null;
}

/** The disclosure gate's finding for a need restated and undone (../disclosure.ts). */
export function undoneNeedFindings(candidate: string, reviewed: string): { family: string; detail: string }[] {
  const s = undoneNeed(candidate, reviewed);
  return s
    ? [{ family: 'weakened-disclosure', detail: `restates a need and then waives it: "${s.slice(0, 160)}"` }]
    : [];
}
