// Two plain statements the meaning scorer (./intent-scorer.ts) misreads, as real maintainers
// write them:
//  - how long the tool takes ("Takes 15 seconds to 2 minutes.", "'deep' mode takes 4-12s"):
//    a short sentence with numbers and no act sits near "skip a confirmation or a limit";
//  - a cap on how often the model calls this very tool ("IMPORTANT: Do not call this tool
//    more than 3 times per question."): a limit on the model, the protective opposite of
//    the unbounded-calls attacks, yet near "skip a limit" in the model's space.
// Each is set aside only when the whole sentence is that statement: a subject that is the
// tool, its run or a mode of it (no act, no datum: "Skipping the check takes 2 s" is
// scored), the figure, and at most a neutral tail. Anything more ("…, so skip the
// confirmation", "…without telling the user", "at least 5 times", another tool's calls)
// is scored as before, and the rules read every sentence either way.

const UNIT = '(?:ms|milliseconds?|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?)';
const AMOUNT = String.raw`(?:\d{1,4}(?:\.\d{1,2})?\s*${UNIT}?|a\s+few|several|a\s+couple\s+of|one|two|three|five|ten|fifteen|thirty)`;
const SPAN = String.raw`(?:about\s+|around\s+|roughly\s+|approximately\s+|up\s+to\s+|between\s+|under\s+|less\s+than\s+|over\s+|~\s*)?${AMOUNT}(?:\s*(?:to|-|–|and|or)\s*${AMOUNT})?\s*${UNIT}?`;
// What takes the time: the tool, a run of it, or one of its modes ("'deep' mode", "'deep-reasoning'").
const SUBJECT = String.raw`(?:it|this(?:\s+(?:tool|call|step|operation|request|search|task|job|run))?|each\s+(?:call|request|search|query|run|page)|(?:the\s+|a\s+)?(?:research|task|run|search|call|job|report|request|operation|crawl|export|build|query|analysis|scan|response)|['"]?[a-z][\w-]{0,30}['"]?\s+(?:mode|searches|runs|requests)|['"][a-z][\w-]{0,30}['"])`;
const DURATION = new RegExp(
  String.raw`^(?:${SUBJECT}\s+)?(?:typically\s+|usually\s+|often\s+|generally\s+|normally\s+)?(?:takes|take|can\s+take|may\s+take|might\s+take|will\s+take|runs?\s+for|completes?\s+in|finish(?:es)?\s+in|lasts?|responds?\s+in)\s+${SPAN}(?:\s+(?:to\s+(?:complete|finish|run|respond)|per\s+(?:call|request|query|task|page)|on\s+average|in\s+most\s+cases))?$`,
  'i',
);
const LABEL = /^\W{0,3}(?:(?:important|note|nb|timing|latency|duration|speed)\s*[:!-]\s*)?/i;

/** True when the sentence only states how long the tool (a run, a mode of it) takes. */
export function statesDuration(sentence: string): boolean {
  const body = sentence
    .trim()
    .replace(LABEL, '')
    .replace(/\s*[.!]\s*$/, '');
  if (!body || body.length > 160) return false;
  // "'deep' mode takes 4-12s, 'deep-reasoning' takes 12-50s": each clause a duration.
  return body.split(/\s*[,;]\s*(?:and\s+|while\s+)?|\s+and\s+|\s+while\s+/i).every((part) => DURATION.test(part));
}

const SELF = String.raw`(?:this\s+(?:tool|function|endpoint|command)|it)`;
const COUNT = String.raw`(?:[1-9]\d{0,2}|once|twice|one|two|three|four|five|ten)`;
const PER = String.raw`(?:per|in\s+(?:a|one|each|any)|for\s+(?:a|one|each|any))\s+(?:single\s+)?(?:user\s+)?(?:questions?|requests?|query|queries|conversations?|tasks?|turns?|sessions?|answers?|messages?|prompts?|minutes?|hours?)`;
const CALL_CAP = new RegExp(
  String.raw`^(?:(?:do\s+not|don'?t|never)\s+(?:call|use|invoke|run)\s+${SELF}\s+more\s+than|(?:call|use|invoke|run)\s+${SELF}\s+(?:at\s+most|no\s+more\s+than|a\s+maximum\s+of)|${SELF}\s+(?:may|can|should)\s+be\s+called\s+(?:at\s+most|no\s+more\s+than))\s+${COUNT}(?:\s+times?)?(?:\s+${PER})?$`,
  'i',
);

/** True when the sentence only caps how many times the model calls this tool (at least once). */
export function capsOwnCalls(sentence: string): boolean {
  const body = sentence
    .trim()
    .replace(LABEL, '')
    .replace(/\s*[.!]\s*$/, '');
  return body.length <= 120 && CALL_CAP.test(body);
}
