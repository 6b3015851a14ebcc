// "For specific sections only, use the specialized getter tools:" over a list of tools
// ("- trial_protocol_getter: core protocol information", …) routes a narrower job to those
// tools; its "only" scopes their use, not this tool's. Kept when the candidate still names every
// tool of the list. Only a sentence that sends to tools (use, call, see, try … tools) and ends
// in a colon over list lines that each open with a tool-like name (snake or camel case); a list
// of anything else ("Only delete the items below:") stays a constraint.
const ROUTES = /\b(?:use|call|see|try)\b[^:\n]{0,80}\b(?:tools?|functions?|getters?|endpoints?)\s*:\s*$/i;
const ITEM =
  /^[ \t]{0,40}[-*•][ \t]{0,4}`?([a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]*)+)`?[ \t]{0,4}(?::|[-–—]\s|$)/;

/** True when the sentence routes to a listed set of tools that the candidate still names, each. */
export function routedListKept(sentence: string, reviewed: string, candidateSentences: string[]): boolean {
  if (!ROUTES.test(sentence)) return false;
  const lines = reviewed.split('\n');
  const at = lines.findIndex((l) => l.includes(sentence.trim()));
  if (at < 0) return false;
  const tools: string[] = [];
  for (const line of lines.slice(at + 1, at + 21)) {
    const m = ITEM.exec(line);
    if (!m) break;
    tools.push(m[1]!);
  }
  const cand = candidateSentences.join('\n');
  return tools.length >= 2 && tools.every((t) => new RegExp(`(?<![\\w-])${t}(?![\\w-])`).test(cand));
}
