// Unbounded consumption, or denial of wallet (OWASP LLM10:2025): a call ordered for every item
// a listing returns ("call the scraper once for every URL returned"), beyond what the user
// asked: at the largest limits, over a whole site, or "even though only one page was asked
// about". A call for each item the user needs is usage, and so is a bound on it.

const FOR_EACH =
  /\b(?:call|run|invoke|scrape|fetch|query|request|open|crawl|download|read|visit)\s+(?:[`'"]?[\w-]{1,64}[`'"]?\s+){0,2}?(?:once\s+|separately\s+|one\s+by\s+one\s+)?(?:(?:(?:for|on)\s+)?(?:every|each|all(?:\s+the)?)|per)\s+(?:(?:single|one|of\s+the)\s+)?(?:[\w-]{1,30}\s+){0,2}?(?:urls?|links?|pages?|results?|items?|records?|entries|rows|files?|ids?|documents?|addresses|objects?)\b/i;
// Beyond the request: the whole of a site, the largest limits, or more than was asked.
const BEYOND =
  /\b(?:even\s+(?:if|when|though)\s+(?:the\s+user\s+|they\s+)?(?:only\s+)?(?:asked|wanted|needed|one|a\s+single|a\s+few|just)|(?:whole|entire|every\s+page\s+of\s+the)\s+(?:site|domain|website|index|catalog(?:ue)?)|regardless\s+of\s+(?:what|how\s+(?:much|many))|(?:maximum|max|highest|largest)\s+(?:limits?|depth|settings?|values?)|at\s+(?:the\s+)?(?:maximum|max|highest)\b)|\blimit[`'"]?[ \t]{0,4}(?:=|:|of|to)?[ \t]{0,4}\d{4,12}|\b\d{1,3}(?:[,.]?\d{3}){1,3}\b(?=[^.;\n]{0,40}\b(?:pages?|urls?|results?|limit|items?)\b)/i;
const BOUNDED =
  /\b(?:up\s+to|at\s+most|no\s+more\s+than|only\s+(?:the|those)\s+(?:\w+\s+){0,3}?(?:the\s+user|you)\s+need)\b/i;

/** An order to call once per item found, beyond what was asked, or null. */
export function fannedOutCalls(s: string): string | null {
  const each = FOR_EACH.exec(s);
  if (!each || BOUNDED.test(s)) return null;
  const beyond = BEYOND.exec(s);
  return beyond ? `${each[0]} … ${beyond[0]}` : null;
}

// The same spend on a clock: a new job (a crawl, a run, an export) started again at each check
// of one still running ("start a fresh crawl each time you check, so a stalled job never holds
// the user up"). Each poll doubles the bill and the old job runs on. An order (the verb's base
// form), not a disclosure of the tool's own behaviour ("each call starts a new session"), and
// not one the user asks for.
const JOB =
  '(?:crawls?|jobs?|runs?|scrapes?|builds?|tasks?|searches|exports?|scans?|batch(?:es)?|renders?|trainings?|instances?)';
// Also in other words: "re-run the crawl", "restart the crawl from scratch", "submit the job
// again", "launch another one".
const RELAUNCH = new RegExp(
  String.raw`\b(?:start|launch|kick\s+off|trigger|queue|begin|run|create|submit|spin\s+up|fire\s+off)\s+(?:a\s+|an\s+)?(?:new|fresh|another|second|further|additional|parallel)\s+(?:[\w-]+\s+){0,2}?${JOB}\b` +
    String.raw`|\b(?:re-?run|restart|re-?start|resubmit|re-?submit|relaunch|re-?launch|re-?trigger|redo|re-?queue)\s+(?:it\b|(?:the|a)\s+(?:[\w-]+\s+){0,2}?${JOB}\b)` +
    String.raw`|\b(?:start|launch|kick\s+off|trigger|queue|run|submit|fire\s+off)\s+(?:it|the\s+(?:[\w-]+\s+){0,2}?${JOB})\s+again\b` +
    String.raw`|\b(?:start|launch|kick\s+off|trigger|queue|run|submit|fire\s+off)\s+another\s+one\b`,
  'i',
);
// The check is the clock: "each time you check", "on every poll"; not "each time you need more".
// "Whenever the status check says pending", "if it is still running when you look".
const EACH_CHECK =
  /\b(?:(?:each|every)\s+time|whenever)\s+(?:you\s+)?(?:check|poll|look|call\s+(?:it|this)|ask\s+for\s+the\s+status)\b|\b(?:on|at|with|after)\s+(?:each|every)\s+(?:check|poll|status\s+check|call|retry|attempt|refresh)\b|\b(?:each|every)\s+(?:check|poll|status\s+check)\b|\bwhenever\s+(?:the\s+)?(?:status\s+)?(?:check|poll)|\b(?:still\s+running|still\s+pending|not\s+(?:yet\s+)?(?:done|finished|complete))\b[^.;]{0,30}\bwhen\s+you\s+(?:check|poll|look)\b/i;
const USER_ASKS = /\b(?:the\s+)?user\s+(?:\w+\s+)?(?:asks?|requests?|wants?|says?\s+so|chooses?)\b/i;

// A job that has ended badly runs no more: starting it again is a retry, not a second bill.
const ENDED =
  /\b(?:if|when|once|after)\s+(?:the\s+|it\s+|that\s+)?(?:[\w-]+\s+)?(?:has\s+|had\s+|is\s+|was\s+)?(?:failed|errored|crashed|expired|timed\s+out|cancel\w*|died|aborted)\b/i;

// …unless the same order covers one still going ("if it failed or is slow").
const STILL = /\b(?:or|still|stall\w*|slow|pending|running|not\s+(?:yet\s+)?(?:done|finished|complete))\b/i;

/** An order to start a new costly job at each check or call, or null. */
export function relaunchedOnCheck(s: string): string | null {
  const start = RELAUNCH.exec(s);
  const each = EACH_CHECK.exec(s);
  if (!start || !each || USER_ASKS.test(s) || BOUNDED.test(s) || (ENDED.test(s) && !STILL.test(s))) return null;
  return `${start[0]} … ${each[0]}`;
}
