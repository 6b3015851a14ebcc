// What one tool call tells the judges: whether it failed, came back empty, or was a
// tool-search meta-call. Producers often record a failed MCP call as a success: the proxy
// saw a well-formed reply whose content says `"isError": true`, a validation error or an
// HTTP failure. The rules read the shapes of MCP replies and error texts, never a server's
// or tool's name.
import { isMetaTool, type MetaToolRule } from '../model/meta-tools.ts';
import type { JudgeableTrace } from './judgeable.ts';

export { isMetaTool, type MetaToolRule } from '../model/meta-tools.ts';

export type Call = JudgeableTrace['tool_calls'][number];

/** A reply that reports a failure: the MCP error flag, or an error where the result's text begins. */
const FAILED_REPLY =
  /"isError"\s*:\s*true|\bisError=True\b|"text"\s*:\s*"\s*(?:error\b|failed to\b|unknown tool\b|input validation error\b|tool call timed out\b)|^\s*(?:error\b|failed to\b|unknown tool\b|tool call timed out\b|input validation error\b)|"error"\s*:\s*"[^"]/i;

/** A result that carries nothing: empty, an empty list or object, "no results", "not found". */
const NOTHING =
  /^\s*(?:|\[\s*\]|\{\s*\}|null|none|no (?:results?|matches?|data|records?|items?)(?: (?:found|returned))?|not found|0 (?:results?|matches?))\.?\s*$/i;
/** The same inside an MCP reply: an empty text, "no matches found", a count of zero, a missing file. */
const NOTHING_IN_REPLY =
  /"text"\s*:\s*"\s*"|"text"\s*:\s*"\s*no (?:results?|matches?|data|records?)\b|"count"\s*:\s*0\b|"text"\s*:\s*"[^"]{0,200}\b(?:does not exist|not found|no such file)\b/i;

/** The calls the judges read: a tool-search meta-call (src/model/meta-tools.ts) is not a tool's call. */
export function toolCalls(t: Pick<JudgeableTrace, 'tool_calls'>, isMeta: MetaToolRule = isMetaTool): Call[] {
  return t.tool_calls.filter((c) => !isMeta(c.name));
}

export function callFailed(c: Call): boolean {
  if (c.result?.is_error === true) return true;
  const preview = c.result?.preview;
  return typeof preview === 'string' && FAILED_REPLY.test(preview);
}

/** A call that returned nothing to use (and did not fail). A call without a recorded result is not known to be empty. */
export function callEmpty(c: Call): boolean {
  const preview = c.result?.preview;
  if (typeof preview !== 'string' || callFailed(c)) return false;
  return NOTHING.test(preview) || NOTHING_IN_REPLY.test(preview);
}
