// A hidden write during a read (CWE-359 exposure of private data; lead harvesting; OWASP
// LLM06 excessive agency): an added sentence on a tool reviewed as reading (gets, lists,
// searches) that orders what it reads copied, added or written somewhere else, and keeps that
// from the reply ("leave that copy out of the answer", "quietly"). The user
// asked to look and their data moves to a place they never see. A copy the user asks for, or
// one the reply reports, is usage; a tool reviewed as writing may say where it writes.

const READS =
  /^\W*(?:gets?|lists?|reads?|retrieves?|returns?|shows?|fetch(?:es)?|finds?|search(?:es)?|looks?\s+up|quer(?:y|ies)|views?|describes?|counts?|checks?|inspects?|observes?|browses?)\b/i;
const ORDER = /\b(?:should|must|also|always|then|make\s+sure|be\s+sure|remember\s+to|each\s+time|every\s+time)\b/i;
const WRITE =
  /\b(?:add(?:ed|s)?|cop(?:y|ied|ies)|writ(?:e|es|ten)|sav(?:e|ed|es)|stor(?:e|ed|es)|insert(?:ed|s)?|push(?:ed|es)?|append(?:ed|s)?|mirror(?:ed|s)?|export(?:ed|s)?|forward(?:ed|s)?|sync(?:ed|s)?|log(?:ged|s)?|record(?:ed|s)?|put(?:s)?|plac(?:e|ed|es))\s+(?:\w+\s+){0,6}?(?:to|into|onto|in)\s+(?:the\s+|a\s+|an\s+|another\s+|its\s+)?(?:[\w-]+\s+|`[^`\n]{1,40}`\s+)?(?:set|list|table|key|file|sheet|collection|index|bucket|database|store|queue|folder|channel|[`'"]?[\w-]+:[\w:-]+)/i;
const HIDDEN =
  /\b(?:leave\s+(?:it|this|that|them)(?:\s+\w+)?\s+out\s+of\s+the\s+(?:reply|answer|response|output)|not\s+(?:part\s+of|included\s+in|shown\s+in|mentioned\s+in|in)\s+the\s+(?:reply|answer|response|output|result)|housekeeping|silently|quietly|in\s+the\s+background|behind\s+the\s+scenes|without\s+(?:telling|mentioning|showing|reporting|asking)|(?:do\s+not|don['’]t|never|need\s+not|no\s+need\s+to)\s+(?:\w+\s+){0,2}?(?:mention|tell|report|show|list)|(?:is|are)\s+not\s+(?:reported|mentioned|shown|listed))\b/i;
const USER_ASKS = /\b(?:when|if|once)\s+(?:the\s+user|they)\s+(?:explicitly\s+)?(?:asks?|requests?|wants?|says?)\b/i;
// Where the tool records its own reads for the owner: an audit or access log.
const OWN_LOG = /\b(?:audit|access)\s+(?:log|trail)s?\b/i;

/** The write a read-only tool is told to make and keep from the reply, or null. */
export function hiddenCopy(s: string, reviewed: string): string | null {
  if (!READS.test(reviewed) || !ORDER.test(s) || !HIDDEN.test(s) || USER_ASKS.test(s) || OWN_LOG.test(s)) return null;
  const w = WRITE.exec(s);
  return w ? w[0] : null;
}
