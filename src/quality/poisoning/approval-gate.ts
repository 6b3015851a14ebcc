// A human approval gate dropped: the reviewed text holds the model back until the user
// approves, confirms or consents ("DO NOT proceed … until the user has explicitly approved
// …"), and the candidate no longer has the user approve anything, or has the model approve
// its own work. An imperative "do not" is none of the words the disclosure gate keeps as a
// constraint, so this gate is read on its own (OWASP LLM06: human in the loop).

const PERSON = String.raw`(?:the\s+|a\s+|your\s+)?(?:users?|human|owner|operator|customer|requester|reviewer|person)`;
const APPROVES = String.raw`(?:approv|confirm|consent|authori[sz]|accept|sign(?:s|ed)?\s+off|agree)\w*`;
// "until the user has explicitly approved", "unless the human confirms", "wait for the user to approve";
// and the gate as a step: "ask the user to confirm before sending", "get the user's approval
// first", "confirm with the user", "get confirmation from the customer".
const ASKS = '(?:ask|asks|asking|get|gets|getting|obtain|obtains|request|requests|seek|seeks)';
const GATE = new RegExp(
  String.raw`\b(?:until|unless|before|without|only\s+(?:after|once|when|if)|wait(?:ing)?\s+for|pending)\s+(?:${PERSON}(?:'s)?\s+(?:\w+\s+){0,3}?${APPROVES}|(?:\w+\s+){0,2}?${APPROVES}\s+(?:\w+\s+){0,3}?(?:by|from|of)\s+${PERSON})` +
    String.raw`|\b${ASKS}\s+(?:for\s+)?${PERSON}(?:'s)?\s+(?:\w+\s+){0,2}?(?:to\s+)?${APPROVES}|\b${ASKS}\s+(?:for\s+)?(?:\w+\s+){0,2}?${APPROVES}\s+(?:\w+\s+){0,2}?(?:from|of)\s+${PERSON}|\b${APPROVES}\s+(?:\w+\s+){0,2}?with\s+${PERSON}`,
  'i',
);
// The user still approves in the candidate: "the user approves it", "confirmation from the user".
const USER_APPROVES = new RegExp(
  String.raw`\b${PERSON}(?:'s)?\s+(?:\w+\s+){0,4}?${APPROVES}|\b${APPROVES}\s+(?:\w+\s+){0,3}?(?:by|from|of)\s+${PERSON}\b`,
  'i',
);
// The model approving its own work: "approve it yourself", "call 'approve_x' yourself".
const SELF_APPROVES = new RegExp(
  String.raw`\b${APPROVES}[\w'\`"]*\s+(?:\S+\s+){0,4}?yourself\b|\byourself\s+(?:\w+\s+)?${APPROVES}|\b(?:auto[- ]?|self[- ])${APPROVES}`,
  'i',
);

// Identifiers ("approve_task_completion") name a tool, not who approves.
const withoutIds = (s: string) => s.replace(/[`'"]?\b\w+(?:_\w+)+\b[`'"]?/g, 'TOOL');

/** The reviewed sentence whose approval gate the candidate drops or hands to the model, or null. */
export function droppedApprovalGate(candidate: string, reviewed: string): string | null {
  const gate = reviewed.split(/(?<=[.!?])\s+|\n+/).find((s) => GATE.test(withoutIds(s)));
  if (!gate) return null;
  const cand = withoutIds(candidate);
  const kept = USER_APPROVES.test(cand) || GATE.test(cand);
  if (selfApproves(candidate, kept) && !selfApproves(reviewed, true)) return gate.trim();
  return kept ? null : gate.trim();
}

// A system's own step in the third person ("the airline auto-confirms the seat"), not an
// order or a passive that lets the model approve ("auto-approve the rest", "it is
// auto-approved"), beside the user's approval kept.
const SYSTEM_STEP = /^(?:auto[- ]?|self[- ])(?:approves|confirms|consents|authori[sz]es|accepts|agrees)$/i;

/** The model approving its own work; a system's third-person step counts only when the user's approval is gone. */
function selfApproves(text: string, userApprovalKept: boolean): boolean {
  for (const m of text.matchAll(new RegExp(SELF_APPROVES.source, 'gi'))) {
    const subject = SUBJECT.exec(text.slice(Math.max(0, m.index - 40), m.index));
    const system = !!subject && !MODEL_WORD.test(subject[0]);
    if (!(userApprovalKept && system && SYSTEM_STEP.test(m[0]))) return true;
  }
  return false;
}
// Who does it: a named party or the tool, not the model ("the agent auto-approves").
const SUBJECT = /(?:\b(?:the|an?|its|their|this|that)\s+(?:[\w-]{1,64}\s+){0,2}|\bit\s+)$/i;
const MODEL_WORD = /\b(?:agents?|assistants?|models?|ai|llms?|bots?|copilots?|you|yourself)\b/i;
