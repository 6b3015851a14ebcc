// A check that failed, or never ran, reported as one that passed (CWE-636, not failing
// securely; "fail open"): "if the only errors concern key constraints, treat the model as
// valid", "when the scanner cannot be reached, mark the upload clean", "if a test times out,
// record it as passed". The user reads a pass the check did not give. Warnings are left out:
// a model with only warnings is honestly valid. A failure that is negated ("no errors"), fixed
// or passed on a later run ("once the errors are fixed", "passed on retry") is no failure, and
// a pass verdict that is refused ("do not treat it as valid") is the opposite order.

const FAILURE =
  /\b(?:errors?|failures?|fail(?:s|ed)?|failing|violations?|(?:is|are)\s+invalid|times?\s+out|timed\s+out|(?:cannot|can't|could\s+not|couldn't)\s+(?:be\s+)?(?:reached|run|completed?|verified|checked|connect\w*)|unreachable|(?:does|did)\s+not\s+(?:pass|match|verify|complete|finish)|doesn't\s+(?:pass|match|verify))\b/gi;
// The verdict given anyway: "treat/report/mark … as valid", "consider it trusted", "report
// success", "say it passed".
const PASS_VERDICT =
  /\b(?:treat|report|mark|count|consider|record|show|present|regard|flag|log|label|list|declare|class(?:ify)?)(?:s|es|ed|ing)?\s+(?:\w+\s+){0,4}?as\s+(?:an?\s+|the\s+)?(?:valid|validated|pass(?:ed|ing)?|successful|succeeded|success|ok|okay|clean|safe|green|compliant|verified|approved|healthy)\b|\b(?:consider|deem|call|declare)\w*\s+(?:it|them|this|that|the\s+[\w-]{1,40})\s+(?:valid|trusted|clean|safe|verified|compliant|healthy|passed|ok)\b|\breport\w*\s+(?:a\s+)?(?:success|pass)\b|\b(?:say|tell\s+(?:the\s+user|them)|state|confirm)\w*\s+(?:that\s+)?(?:it|the\s+\w+|this|they)\s+(?:has\s+|have\s+)?(?:passed|succeeded|(?:is|are|was|were)\s+(?:valid|validated|clean|safe|verified))\b/i;
const NEGATED_FAILURE = /\b(?:no|none|nothing|without|zero|free\s+of|not)\s+(?:\w+\s+){0,1}$/i;
const RESOLVED =
  /\b(?:fixed|resolved|corrected|cleared|retr(?:y|ies|ied)|re-?runs?|re-?ran|re-?tests?|second\s+(?:try|attempt|run))\b/i;
const PASSED_BETWEEN = /[;.]|\b(?:succeed\w*|pass(?:es|ed)|clean|valid)\b/i;
const REFUSED = /\b(?:not|never|no|instead\s+of|rather\s+than|nor)\s+(?:\w+\s+){0,2}$|n't\s+(?:\w+\s+){0,2}$/i;

/** A failure, or a check that did not run, reported as a pass: the part that shows it, or null. */
export function failOpen(s: string): string | null {
  const pass = PASS_VERDICT.exec(s);
  if (!pass || RESOLVED.test(s)) return null;
  const lead = s.slice(0, pass.index);
  const failures = [...lead.matchAll(FAILURE)];
  const last = failures[failures.length - 1];
  if (!last || NEGATED_FAILURE.test(lead.slice(Math.max(0, last.index - 30), last.index))) return null;
  // A clause or a success between them gives the pass to something else ("failed jobs are
  // marked failed; jobs that succeeded are marked successful").
  if (PASSED_BETWEEN.test(lead.slice(last.index + last[0].length))) return null;
  if (REFUSED.test(s.slice(Math.max(0, pass.index - 30), pass.index))) return null;
  return `${last[0]} … ${pass[0]}`;
}
