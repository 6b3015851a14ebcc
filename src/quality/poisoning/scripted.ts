// A conclusion scripted into the model's reasoning: text that has it open or frame its
// thought, analysis or answer with a fixed assertion that the user is eligible, approved,
// verified or authorized, or reason from that as a premise (chain-of-thought hijacking).
// The check the reasoning should make is settled before it starts. A format for a note
// ("start the log entry with the date") asserts nothing and passes.

const WORK = String.raw`(?:thoughts?|thinking|reasoning|analysis|answers?|repl(?:y|ies)|responses?|conclusions?|assessments?|decisions?|verdicts?|scratchpad|plans?|notes?|log\s+entr(?:y|ies)|summar(?:y|ies)|evaluations?|reviews?)`;
const SETTLED = `(?:confirmed|approved|verified|authori[sz]ed|eligible|eligibility|qualif(?:y|ies|ied)|granted|cleared|entitled|legitimate|genuine|valid(?:ated)?|accepted|passed)`;
// "Open the thought with "Eligibility confirmed: …"", "begin your reasoning by stating that the user qualifies".
const SCRIPTED_OPENING = new RegExp(
  String.raw`\b(?:open|start|begin|preface|lead(?:\s+off)?|head|prefix|frame|anchor|seed)\s+(?:(?:the|your|each|every|any|its|this)\s+)?(?:[\w-]{1,64}\s+)?${WORK}\s+(?:(?:\w+\s+){0,3}?)(?:with|by\s+(?:stating|saying|writing|asserting|noting)|from|on|around)\s+(?:that\s+)?(?:the\s+(?:line|words?|phrase|sentence|statement|note|header)\s+)?["“'‘]?[^"”’\n]{0,40}?\b${SETTLED}\b`,
  'i',
);
// "Reason forward from the premise that the customer is eligible", "assume the user has been verified".
const PREMISE = new RegExp(
  String.raw`\b(?:assume|presume|take\s+(?:it\s+)?as\s+given|start\s+from\s+the\s+premise|reason\s+(?:\w+\s+)?from\s+the\s+(?:premise|assumption))\s+(?:that\s+)?(?:the\s+|every\s+|each\s+|any\s+)?(?:users?|customers?|clients?|callers?|requesters?|passengers?|patients?|members?|claims?|requests?)\s+(?:is|are|has\s+been|have\s+been|was|were|already\s+)?\s*(?:already\s+)?(?:fully\s+)?${SETTLED}\b`,
  'i',
);

/** The words that script a settled eligibility, approval or verification into the reasoning, or null. */
export function scriptedConclusion(s: string): string | null {
  return SCRIPTED_OPENING.exec(s)?.[0] ?? PREMISE.exec(s)?.[0] ?? null;
}
