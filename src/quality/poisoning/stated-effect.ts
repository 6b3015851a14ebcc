// "Add issues to a sprint. This moves them out of the backlog or their current sprint.": the
// side effect of the tool's own act, stated. A sentence that says where the act takes things
// from ("moves them out of", "removes it from") sits near "keep it out of the user's sight" in
// the meaning scorer's space, though it is the opposite: a disclosure. Set aside for the scorer
// (the rules still read it) only when it is nothing else: the tool or its act as the subject,
// one verb of moving away in the present, a pronoun for the reviewed text's objects, and a
// place left that is no record, log, view or warning the user reads; no person, no order.

const MOVED_AWAY =
  /^\W{0,3}(?:this|it|doing\s+so|the\s+(?:call|tool|move|operation))\s+(?:also\s+)?(?:moves|removes|takes|pulls|drops|detaches|unlinks|unassigns)\s+(?:them|it|the\s+[\w-]+)\s+(?:out\s+of|from|off)\s+([^.;:!?]{1,60})[.!]?\s*$/i;
// A place the user watches or a trail kept of what happened: moving out of it hides.
const WATCHED =
  /\b(?:users?|you|your|view|sight|notice|attention|inbox|feed|logs?|audit\w*|histor(?:y|ies)|trails?|records?|reports?|alerts?|notifications?|warnings?|security|fraud|incidents?|reviews?|dashboards?|summar(?:y|ies)|results?|output|transcripts?|conversations?|chats?|approvals?)\b|[@`/:]|https?/i;

/** True when a sentence only states where the tool's own act takes its objects from. */
export function statesOwnEffect(sentence: string): boolean {
  const m = MOVED_AWAY.exec(sentence);
  return !!m && !WATCHED.test(m[1]!);
}
