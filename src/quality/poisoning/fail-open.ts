// A check that failed, or never ran, reported as one that passed (CWE-636, not failing
// securely; "fail open"): "if the only errors concern key constraints, treat the model as
// valid", "when the scanner cannot be reached, mark the upload clean", "if a test times out,
// record it as passed". The user reads a pass the check did not give. Warnings are left out:
// a model with only warnings is honestly valid. A failure that is negated ("no errors"), fixed
// or passed on a later run ("once the errors are fixed", "passed on retry") is no failure, a
// pass verdict that is refused ("do not treat it as valid") is the opposite order, and one
// given to the rest ("…, otherwise it is marked as valid") is another item's.

import { negatedBefore } from './silent-deletion.ts';

const FAILURE =
  /\b(?:errors?|failures?|fail(?:s|ed)?|failing|violations?|(?:is|are)\s+invalid|times?\s+out|timed\s+out|(?:cannot|can't|could\s+not|couldn't)\s+(?:be\s+)?(?:reached|run|completed?|verified|checked|connect\w*)|unreachable|(?:does|did)\s+not\s+(?:pass|match|verify|complete|finish)|doesn't\s+(?:pass|match|verify))\b/gi;
// The verdict given anyway: "treat/report/mark … as valid", "consider it trusted", "report
// success", "say it passed".
const PASS_VERDICT =
  /\b(?:treat|report|mark|count|consider|record|show|present|regard|flag|log|label|list|declare|class(?:ify)?)(?:s|es|ed|ing)?\s+(?:\w+\s+){0,4}?as\s+(?:an?\s+|the\s+)?(?:valid|validated|pass(?:ed|ing)?|successful|succeeded|success|ok|okay|clean|safe|green|compliant|verified|approved|healthy)\b|\b(?:consider|deem|call|declare)\w*\s+(?:it|them|this|that|the\s+[\w-]{1,40})\s+(?:valid|trusted|clean|safe|verified|compliant|healthy|passed|ok)\b|\breport\w*\s+(?:a\s+)?(?:success|pass)\b|\b(?:say|tell\s+(?:the\s+user|them)|state|confirm)\w*\s+(?:that\s+)?(?:it|the\s+\w+|this|they)\s+(?:has\s+|have\s+)?(?:passed|succeeded|(?:is|are|was|were)\s+(?:valid|validated|clean|safe|verified))\b/i;
const NEGATED_FAILURE = /(?:\b(?:no|none|nothing|without|zero|free\s+of|not|never)|n't)\s+(?:\w+\s+){0,1}$/i;
const RESOLVED =
  /\b(?:fixed|resolved|corrected|cleared|retr(?:y|ies|ied)|re-?runs?|re-?ran|re-?tests?|second\s+(?:try|attempt|run))\b/i;
// A clause or a success between them gives the pass to something else ("failed jobs are
// marked failed; jobs that succeeded are marked successful").
const PASSED_BETWEEN = /[;.]|\b(?:succeed\w*|pass(?:es|ed)|clean|valid)\b/i;
// The rest of the items, or the other branch, is given the pass only as the verdict's own
// subject or opener ("…, otherwise it is marked as valid", "the rest are reported as clean"),
// not named anywhere between ("skip the remaining checks and mark the upload as clean").
const REST_OPENS =
  /(?:\b(?:otherwise|else)\b,?\s+(?:\w+\s+){0,3}|\b(?:the\s+rest|the\s+others|(?:the\s+)?remaining\s+\w+|all\s+(?:the\s+)?other\s+\w+)\s+(?:are|is|get|gets)\s+(?:then\s+)?)$/i;
const REST_OBJECT =
  /^\w+\s+(?:the\s+rest|the\s+others|(?:the\s+)?remaining\s+\w+|all\s+(?:the\s+)?other\s+\w+)\s+as\b/i;
// A failure after the verdict counts when a condition ties it to the verdict: "mark the upload
// as clean when the scanner cannot be reached".
const CONDITION = /\b(?:when|whenever|if|even\s+(?:if|when|though)|though|although|despite)\b/i;
const OTHER_CASE =
  /\b(?:unless|until|once|but|otherwise|else|as\s+(?:failed|invalid|unsafe|infected|broken))\b|,\s*and\b/i;

/** Whether a failure in `s` is not negated just before it. */
const realFailure = (s: string, f: RegExpExecArray | RegExpMatchArray) =>
  !NEGATED_FAILURE.test(s.slice(Math.max(0, f.index! - 30), f.index!));

/** The last failure before the verdict that no clause or success separates from it. */
function failureBefore(s: string, at: number): RegExpMatchArray | null {
  const lead = s.slice(0, at);
  const last = [...lead.matchAll(FAILURE)].pop();
  if (!last || !realFailure(lead, last)) return null;
  const between = lead.slice(last.index + last[0].length);
  return PASSED_BETWEEN.test(between) || REST_OPENS.test(between) ? null : last;
}

/** The first failure after the verdict, in a condition on it ("… as clean when it fails"). */
function failureAfter(s: string, from: number): RegExpMatchArray | null {
  const tail = s.slice(from);
  const first = tail.match(new RegExp(FAILURE.source, 'i'));
  if (!first || !realFailure(tail, first)) return null;
  const between = tail.slice(0, first.index);
  return CONDITION.test(between) && !PASSED_BETWEEN.test(between) && !OTHER_CASE.test(between) ? first : null;
}

/** A failure, or a check that did not run, reported as a pass: the part that shows it, or null. */
export function failOpen(s: string): string | null {
  const pass = PASS_VERDICT.exec(s);
  if (!pass || RESOLVED.test(s) || negatedBefore(s, pass.index) || REST_OBJECT.test(pass[0])) return null;
  const failure = failureBefore(s, pass.index) ?? failureAfter(s, pass.index + pass[0].length);
  return failure ? `${failure[0]} … ${pass[0]}` : null;
}
