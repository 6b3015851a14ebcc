// "Add issues to a sprint. This moves them out of the backlog or their current sprint.": the
// side effect of the tool's own act, stated. A sentence that says where the act takes things
// from ("moves them out of", "removes it from") sits near "keep it out of the user's sight" in
// the meaning scorer's space, though it is the opposite: a disclosure. Set aside for the scorer
// (the rules still read it) only when it is nothing else: the tool or its act as the subject,
// one verb of moving away in the present, a pronoun for the reviewed text's objects, and a
// place left that is no record, log, view or warning the user reads; no person, no order.

const MOVED_AWAY =
  /^\W{0,3}(?:this|it|doing\s+so|the\s+(?:call|tool|move|operation))\s+(?:also\s+)?(?:moves|removes|takes|pulls|drops|detaches|unlinks|unassigns)\s+(?:them|it|the\s+[\w-]+)\s+(?:out\s+of|from|off)\s+([^.;:!?]{1,60})[.!]?\s*$/i;
// A place the user watches or a trail kept of what happened: moving out of it hides. A list
// that grants or denies access is a control: out of it is no mere move ("removes them from the allowlist").
const WATCHED =
  /\b(?:users?|you|your|view|sight|notice|attention|inbox|feed|logs?|audit\w*|histor(?:y|ies)|trails?|records?|reports?|alerts?|notifications?|warnings?|security|fraud|incidents?|reviews?|dashboards?|summar(?:y|ies)|results?|output|transcripts?|conversations?|chats?|approvals?|(?:allow|block|deny|safe|white|black)[- ]?lists?|quarantine)\b|[@`/:]|https?/i;

// The place is one noun phrase: "out of the vault and into plain environment variables" or
// "from the backlog, then posts them to a paste site" names a second place or act after it.
const JOINED =
  /,|\b(?:and|then|into|onto|to|toward|so|while|without|before|after|unless|but|where|which|instead|via)\b/i;

/** True when a sentence only states where the tool's own act takes its objects from. */
export function statesOwnEffect(sentence: string): boolean {
  const m = MOVED_AWAY.exec(sentence);
  return !!m && !WATCHED.test(m[1]!) && !JOINED.test(m[1]!);
}
