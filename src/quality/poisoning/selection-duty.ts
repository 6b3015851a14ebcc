// A duty to pick the tool itself ("must be invoked every time the user wants to learn more
// about …") restated as the tool for that occasion ("is the tool to use when the user wants to
// learn more about …"). Such a duty tells the model when to choose the tool; said as the tool
// to use on the same occasion, it is kept. Not when the duty has an order ("before", "first"),
// nor when the restatement changes the occasion, negates it or softens it ("may be used",
// "if you like", "could help").

const DUTY =
  /\bmust\s+(?:always\s+)?be\s+(?:invoked|used|called|run|selected|chosen)\s+(?:every\s+time|each\s+time|any\s*time|whenever|when)\s+([^.;:\n]+)/i;
const ORDER = /\b(?:before|after|first|prior|until|once|then|afterwards?|beforehand)\b/i;
const CHOSEN =
  /\b(?:(?:is|it's)\s+(?:the|your)\s+(?:tool|one)\s+to\s+(?:use|call|invoke|pick|choose)|use\s+(?:it|this(?:\s+tool)?)|call\s+(?:it|this(?:\s+tool)?)|invoke\s+(?:it|this(?:\s+tool)?))\s+(?:every\s+time|each\s+time|any\s*time|whenever|when)\s+([^.;:\n]+)/i;
const WEAKER =
  /\b(?:may|might|could|can|optional(?:ly)?|sometimes|occasionally|if\s+(?:you\s+)?(?:like|want|wish|prefer)|not|never|no|don't|do\s+not|rarely|only\s+if)\b/i;

const WIDER = /\b(?:any|anything|all|every|everything|other|others|else|whatever|general|unrelated)\b/gi;

const content = (t: string) => (t.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => w !== 'including');

export function selectionKept(reviewedSentence: string, candidateSentences: string[]): boolean {
  const duty = DUTY.exec(reviewedSentence);
  if (!duty || ORDER.test(reviewedSentence)) return false;
  const occasion = content(duty[1]!);
  if (!occasion.length) return false;
  return candidateSentences.some((s) => {
    const m = CHOSEN.exec(s);
    if (!m || WEAKER.test(s.slice(0, m.index + m[0].length))) return false;
    const said = content(m[1]!);
    // Every word of the duty's occasion, and no widening beside it: "…about pricing, or any
    // other topic" would make the duty a claim on every request.
    const widened = m[1]!.match(WIDER)?.some((w) => !duty[1]!.toLowerCase().includes(w.toLowerCase()));
    return !widened && occasion.every((w) => said.includes(w));
  });
}
