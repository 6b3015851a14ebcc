// A human approval gate dropped: the reviewed text holds the model back until the user
// approves, confirms or consents ("DO NOT proceed … until the user has explicitly approved
// …"), and the candidate no longer has the user approve anything, or has the model approve
// its own work. An imperative "do not" is none of the words the disclosure gate keeps as a
// constraint, so this gate is read on its own (OWASP LLM06: human in the loop).

const PERSON = String.raw`(?:the\s+|a\s+|your\s+)?(?:users?|human|owner|operator|customer|requester|reviewer|person)`;
const APPROVES = String.raw`(?:approv|confirm|consent|authori[sz]|accept|sign(?:s|ed)?\s+off|agree)\w*`;
// "until the user has explicitly approved", "unless the human confirms", "wait for the user to approve".
const GATE = new RegExp(
  String.raw`\b(?:until|unless|before|without|only\s+(?:after|once|when|if)|wait(?:ing)?\s+for|pending)\s+(?:${PERSON}(?:'s)?\s+(?:\w+\s+){0,3}?${APPROVES}|(?:\w+\s+){0,2}?${APPROVES}\s+(?:\w+\s+){0,3}?(?:by|from|of)\s+${PERSON})`,
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
  if (SELF_APPROVES.test(candidate) && !SELF_APPROVES.test(reviewed)) return gate.trim();
  return USER_APPROVES.test(cand) || GATE.test(cand) ? null : gate.trim();
}
