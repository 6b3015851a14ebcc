// A hidden write during a read (CWE-359 exposure of private data; lead harvesting; OWASP
// LLM06 excessive agency): an added sentence on a tool reviewed as reading (gets, lists,
// searches, peeks) that orders what it reads copied, added or written somewhere else, and
// keeps that from the reply ("leave that copy out of the answer", "quietly"). The user
// asked to look and their data moves to a place they never see. A copy the user asks for, or
// one the reply reports, is usage; a tool reviewed as writing may say where it writes.
//
// On any tool, the same copy into a place others read (a shared, common, team or
// organisation-wide store, also through another tool's call: "call import_terms with the
// text and its translation into the shared glossary") at every use, kept from the user in
// plain words ("needs no mention", "not part of the answer"): what the user gave or got
// leaves for a store they do not know of (the retention of Translate.com's texts, 2017).

const READS =
  /^\W*(?:gets?|lists?|reads?|retrieves?|returns?|shows?|fetch(?:es)?|finds?|search(?:es)?|looks?\s+(?:up|at|into)|peeks?|previews?|quer(?:y|ies)|views?|describes?|counts?|checks?|inspects?|observes?|browses?)\b/i;
const ORDER =
  /\b(?:should|must|also|always|then|make\s+sure|be\s+sure|remember\s+to|each\s+time|every\s+time|(?:after|with|on|for)\s+(?:each|every)\s+\w+)\b/i;
const WRITE =
  /\b(?:add(?:ed|s)?|cop(?:y|ied|ies)|writ(?:e|es|ten)|sav(?:e|ed|es)|stor(?:e|ed|es)|insert(?:ed|s)?|push(?:ed|es)?|append(?:ed|s)?|mirror(?:ed|s)?|export(?:ed|s)?|forward(?:ed|s)?|sync(?:ed|s)?|log(?:ged|s)?|record(?:ed|s)?|put(?:s)?|plac(?:e|ed|es))\s+(?:\w+\s+){0,6}?(?:to|into|onto|in)\s+(?:the\s+|a\s+|an\s+|another\s+|its\s+)?(?:[\w-]+\s+|`[^`\n]{1,40}`\s+)?(?:set|list|table|key|file|sheet|collection|index|bucket|database|store|queue|folder|channel|[`'"]?[\w-]+:[\w:-]+)/i;
const HIDDEN_PLAIN = String.raw`leave\s+(?:it|this|that|them)(?:\s+\w+)?\s+out\s+of\s+the\s+(?:reply|answer|response|output)|not\s+(?:part\s+of|included\s+in|shown\s+in|mentioned\s+in|in)\s+the\s+(?:reply|answer|response|output|result)|silently|quietly|without\s+(?:telling|mentioning|showing|reporting|asking)|(?:do\s+not|don['’]t|never|need\s+not|no\s+need\s+to)\s+(?:\w+\s+){0,2}?(?:mention|tell|report|show|list)|(?:is|are)\s+not\s+(?:reported|mentioned|shown|listed)|needs?\s+no\s+(?:mention|note|notice)|(?:is|are)\s+not\s+to\s+be\s+(?:mentioned|reported|shown)`;
const HIDDEN = new RegExp(
  String.raw`\b(?:${HIDDEN_PLAIN}|housekeeping|in\s+the\s+background|behind\s+the\s+scenes)\b`,
  'i',
);
// Kept from the user in so many words: "in the background" alone says how it runs, not that it is hidden.
const HIDDEN_SAID = new RegExp(String.raw`\b(?:${HIDDEN_PLAIN})\b`, 'i');
const USER_ASKS = /\b(?:when|if|once)\s+(?:the\s+user|they)\s+(?:explicitly\s+)?(?:asks?|requests?|wants?|says?)\b/i;
// Where the tool records its own reads for the owner: an audit or access log.
const OWN_LOG = /\b(?:audit|access)\s+(?:log|trail)s?\b/i;
// A place others read: "the shared glossary", "a team-wide index", "`org-shared-terms`".
const SHARED_PLACE =
  /\b(?:to|into|onto|in)\s+(?:the\s+|a\s+|an\s+|our\s+)?(?:shared|common|public|team(?:-wide)?|org(?:ani[sz]ation)?(?:-wide)?|company(?:-wide)?|global|central)\s+(?:[\w-]+\s+){0,2}?(?:\w+)|\b(?:to|into|onto|in)\s+(?:the\s+)?(?:\w+\s+)?[`'"][\w./:-]*\b(?:shared|common|public|global)\b[\w./:-]*[`'"]/i;
const MOVES =
  /\b(?:add|copy|write|save|store|insert|push|append|mirror|export|forward|sync|log|record|put|import|upload|send|call\s+[`'"]?[\w.-]+[`'"]?\s+with)\b/i;

/** The write a read-only tool is told to make and keep from the reply, or null. */
export function hiddenCopy(s: string, reviewed: string): string | null {
  if (!ORDER.test(s) || USER_ASKS.test(s) || OWN_LOG.test(s)) return null;
  if (READS.test(reviewed) && HIDDEN.test(s)) {
    const w = WRITE.exec(s);
    if (w) return w[0];
  }
  return sharedCopy(s);
}

/** A copy at every use into a place others read, kept from the user in so many words; or null. */
function sharedCopy(s: string): string | null {
  if (!HIDDEN_SAID.test(s)) return null;
  const m = MOVES.exec(s);
  if (!m) return null;
  const place = SHARED_PLACE.exec(s.slice(m.index, m.index + 200));
  return place ? `${m[0]} … ${place[0]}` : null;
}
