// A tool whose reviewed text only reads: it opens with a verb of reading or showing ("Get the
// structure of a Word document.", "Provides the current state of the board as an image.")
// and names no act that writes, sends, runs or buys anywhere. Saying such a tool "is
// read-only" or "does not change the document" restates its own verb, so the safety-claim
// family lets those two claims pass there. Other claims (safe, no side effects, reversible,
// idempotent) still need the reviewed text or the annotations: a reader of files can still
// leak, so "harmless" says more than its verb does.

const READ_LEAD =
  /^\s*(?:[\w-]+\s*:\s*)?(?:gets?|list(?:s|ing)?|retrieves?|fetch(?:es)?|provides?|shows?|returns?|reads?|search(?:es)?|looks?\s+up|finds?|views?|displays?|quer(?:y|ies)|checks?|checking|counts?|describes?|inspects?|analy[sz]es?|lookup)\b/i;
const ACTS =
  /\b(?:add\w*|creat\w*|delet\w*|remov\w*|overwrit\w*|modif\w*|writ\w*|wrote|send\w*|sent|post\w*|upload\w*|charg\w*|pay\w*|publish\w*|updat\w*|transfer\w*|cancel\w*|sav\w*|edit\w*|mov\w*|set|sets|setting|install\w*|run\w*|execut\w*|book\w*|order\w*|buy\w*|purchas\w*|submit\w*|apply|applies|insert\w*|replac\w*|convert\w*|export\w*|generat\w*|schedul\w*|renew\w*|refresh\w*|sync\w*|launch\w*|start\w*|stop\w*|kill\w*|clear\w*|reset\w*)\b/i;

/** True when the reviewed text opens with a reading verb and names no act that changes anything. */
export function onlyReads(reviewed: string): boolean {
  return READ_LEAD.test(reviewed) && !ACTS.test(reviewed);
}

/** The claims a reading tool's own verb already makes. */
export const READ_CLAIMS = new Set(['read-only', 'does not modify anything']);

// The same restated alone, for the meaning scorer (./intent-scorer.ts): "it is a picture of the
// position and does not change the game" sits near "hide what you do" in the model's space.
// Only a clause that says nothing else: no one told or asked, nothing kept back or sent.
const NO_CHANGE =
  /^\W{0,3}(?:it|this(?:\s+tool)?|the\s+(?:tool|call|result|image|picture|file|list|outline|report))\b[^.;!?]{0,80}?\b(?:does|do|will)(?:\s+not|n't)\s+(?:change|modify|alter|touch|affect|edit)\b[^.;!?]{0,40}[.;!?]?\s*$/i;
const SAYS_MORE =
  /\b(?:tell\w*|told|users?|mention\w*|hid\w*|ask\w*|confirm\w*|sen[dt]\w*|shar\w*|upload\w*|secret\w*|so|but|unless|except)\b/i;

/** True when a sentence only says that a tool which only reads changes nothing. */
export function restatesReading(sentence: string, reviewed: string): boolean {
  return onlyReads(reviewed) && NO_CHANGE.test(sentence) && !SAYS_MORE.test(sentence);
}
