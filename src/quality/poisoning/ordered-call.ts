// A constraint that only orders a call ("After adding tasks, you MUST use 'get_next_task' to
// retrieve the first task") is kept when the candidate still orders that call as a step:
// an imperative "call/use/run X" opening a clause, a list item or a "then" ("2. Then call
// get_next_task to get the first task"). A call made optional ("you may call X", "X can be
// used", "if you like, call X") or left out is still a dropped constraint, and a reviewed
// sentence that says more (only, never, not, until, unless) is left to the other readings.

const MUST_CALL =
  /\b(?:you|the\s+(?:assistant|model|agent))\s+must\s+(?:always\s+)?(?:use|call|run|invoke)\s+(?:the\s+)?[`'"]?([A-Za-z_][\w.-]{1,62}\w)[`'"]?/i;
const MORE = /\b(?:only|never|not|cannot|can't|until|unless|except|without)\b/i;
const STEP_START = String.raw`(?:^|[;:\n]|\b(?:then|next|first|now|afterwards)\b,?)\s*(?:\d+[.)]\s*)?`;

/** True when the reviewed sentence only orders a call and a candidate clause still orders it as a step. */
export function orderedCallKept(reviewedSentence: string, candidateSentences: string[]): boolean {
  const m = MUST_CALL.exec(reviewedSentence);
  if (!m || MORE.test(reviewedSentence)) return false;
  const id = m[1]!.replace(/[.]/g, '\\.');
  const step = new RegExp(
    `${STEP_START}(?:please\\s+)?(?:call|use|run|invoke)\\s+(?:the\\s+)?[\`'"]?${id}(?![\\w-])`,
    'i',
  );
  return candidateSentences.some((s) => step.test(s.trim()));
}
