// A note to the user, read once: "tell the user where the file was saved", "if you rescaled
// anything, tell the user how", "tell them not to share their password here". Such a note is
// blanked (the rest of the sentence still read) only when two things hold. Nothing in it is a
// lure or a scripted assurance: a destination (URL, domain, phone, handle, e-mail, wallet),
// money or a purchase, something to install or run, a request for the user's secrets,
// urgency or a threat, a reassurance about safety, legitimacy, price, finality or
// completeness, a claim about a rival, or an order joined on (", then …", "and send …"). And
// what it tells is honest in kind (toldHonestly: a question word's clause, a report of the
// model's own act, a step in which the user handles the result, a hedged statement). Every
// other note stays, read by every other rule.
// Would wrongly keep read: an honest plain statement ("tell the user the map uses metres").
// Would miss: a false claim in an honest form ("tell the user where the refund went").
// Two kinds of note are read apart, on the sentence as written, blanked or not: advice that
// weakens the user's security (./harmful-advice.ts) and an outcome told as fact (./told-outcome.ts).

import { MOVE, PLACE } from './protective.ts';

const USER = String.raw`(?:the\s+(?:user|person|customer|owner|caller|requester|reader|buyer|client)s?|them|him|her)`;
const COND = String.raw`(?:\b(?:if|when|whenever|once|where|after|before)\b[^,;:.!?\n]{1,100},\s*)?`;
const TELL = String.raw`(?:always\s+|also\s+|please\s+)?(?:tell|inform|notify|warn|remind|advise|alert|explain\s+to|let)\s+${USER}\b(?:\s+know\b)?`;
// The note runs to its sentence's end; a colon after "tell the user" opens what is told.
const NOTE = new RegExp(String.raw`${COND}${TELL}[^.;!?\n]*`, 'giu');

const JOINED =
  /,\s*(?:and|but|so)\b|\s+and\s+(?:then|also|suggest|offer|recommend|mention|give|ask|send|call|use|point|show)\b/iu;

// The user's secrets: asked for, they are a lure; told back in a note, they are the data itself.
const SECRET = String.raw`(?:passwords?|passcodes?|pins?|otps?|one-time|codes?|2fa|mfa|tokens?|api\s+keys?|keys?|seed|recovery|credentials?|logins?|card|cvv|ssn|social\s+security|identity|id|date\s+of\s+birth|address|account)`;

// A claim about a rival or another party.
const RIVAL_CLAIM =
  /\b(?:rivals?|competitors?|competing|other\s+(?:sites?|platforms?|services?|providers?|stores?|apps?|vendors?|brands?|companies|shops?|banks?|sellers?)|those\s+(?:sites?|platforms?|services?|providers?|stores?|apps?|companies)|(?:has|have)\s+(?:closed|shut|stopped)|shut\s+down|went\s+(?:bankrupt|under)|no\s+longer\s+(?:recogni\w*|accept\w*|valid|offer\w*|operat\w*))\b/iu;
// An order joined on for the model: ", then …", "and send …".
const JOINED_ORDER =
  /(?:,|\band)\s*(?:then|afterwards|also|next)\b|\b(?:and|then)\s+(?:also\s+)?(?:send|forward|share|upload|post|e-?mail|text|call|buy|pay|charge|install|download|visit|click|subscribe|sign\s+(?:up|in)|enable|disable|grant|transfer|copy|store|log|record|attach|open\s+(?:an?\s+)?account|book|approve|confirm)\b/iu;

// The user's own secret named in what is told ("what their sign-in code is").
const THEIR_SECRET = new RegExp(String.raw`\b(?:their|your|his|her)\s+(?:[\w-]{1,64}\s+)?${SECRET}\b`, 'iu');

const LURES: RegExp[] = [
  // A destination: an address, a domain, a phone number, a handle, a wallet or an account.
  /:\/\/|\bwww\.|\b[\w-]+\.(?:com|net|org|io|co|app|dev|ai|me|info|biz|xyz|link|shop|site|online|us|uk|de)\b|@\w|\+?\d[\d\s().-]{6,}\d|\b(?:wallet|iban|swift|routing|bitcoin|btc|eth|crypto\w*|paypal|venmo|zelle|whatsapp|telegram|signal|hotline|helpline|support\s+(?:line|number|desk|team)|phone\s+number|e-?mail\s+address)\b/iu,
  // Money, a purchase, an upgrade or a subscription.
  /[$€£¥₹]|\b(?:pay\w*|price\w*|cost\w*|fees?|charg\w*|money|cash|refund\w*|discount\w*|deal|(?:special|limited)\s+offer|coupon\w*|purchas\w*|buy\w*|order\s+(?:now|today)|upgrad\w*|premium|(?:pro|paid|premium|annual|monthly)\s+plan|paid|subscri\w*|trial|renew\w*|donat\w*|tip|invest\w*|credits?|tokens?\s+to\s+buy)\b/iu,
  // Something to install, download, run, enable or disable.
  /\b(?:install\w*|download\w*|sideload\w*|enable|disable|turn\s+off|switch\s+off|grant\w*|allow\s+access|extension|plug-?in|app\s+store|run\s+(?:this|the|a|an)\s+(?:script|command|installer|program|file|code|tool|app|exe)|paste\s+(?:this|the)\s+(?:command|code|script))\b/iu,
  // The user's secrets or personal data asked for (a prohibition before it protects them).
  new RegExp(
    String.raw`\b(?<!not\s+to\s+|never\s+|n't\s+)(?:share|send|give|provide|enter|type|paste|confirm|verify|read\s+out|reply\s+with|tell\s+us|upload)\s+(?:us\s+|me\s+)?(?:their|your|his|her|the)?\s*(?:\w+\s+)?${SECRET}\b`,
    'iu',
  ),
  // Urgency, a threat, or a forecast that rushes the user.
  /\b(?:today|tonight|before\s+the\s+close|ahead\s+of|(?:expected|sure|certain|likely|set|going)\s+to\s+(?:rise|move|jump|climb|grow|soar|rally|double|gain|fall|drop|crash|sell\s+out)|will\s+(?:rise|jump|climb|soar|rally|double|gain|crash|sell\s+out)|within\s+\d+|immediately|right\s+away|urgent\w*|asap|hurry|now\s+or|before\s+it\s+is\s+too\s+late|last\s+chance|limited\s+time|expir\w*|deadline|or\s+(?:else|the|their|its|they)\b|suspend\w*|lock\w*|clos(?:e|ed)\s+(?:the|their)\s+account|lose|penalt\w*|legal\s+action|police|arrest\w*)\b/iu,
  // A reassurance: safety, harm, legitimacy, price, finality, completeness.
  /\b(?:(?:un)?safe\w*|harmless|dangerous|scam\w*|fraud\w*|illegal|malware|virus\w*|infect\w*|hack\w*|breach\w*|stolen|got\s+in|anyway|only|(?:does|do|did)\s*(?:not|n't)\s+(?:mean|prove|imply|show|indicate)|not\s+that|secure\w*|risk-?free|no\s+risk|legit\w*|genuine|official\w*|trusted|trustworthy|verified|approved|certified|guarantee\w*|(?:is|are|was|were)\s+(?:now\s+)?(?:final|irreversible|permanent|complete|fine|normal|ok(?:ay)?)|final\s+(?:price|sale|offer|deal|word)|best|cheapest|lowest|nothing|no\s*one|nobody|none|never|every(?:thing|one)?|all\s+(?:of\s+)?(?:the|their|your|its)|no\s+(?:need|reason|cause)|not\s+(?:to\s+)?worry|worr\w*|(?:was|were|is|are)\s+not\s+(?:hacked|breached|affected|exposed|compromised|accessed|leaked)|even\s+(?:if|when|though)|regardless|whether\s+or\s+not)\b/iu,
  RIVAL_CLAIM,
  JOINED_ORDER,
];

// An outcome told as fact ("tell the user it was delivered", "…it worked"): whatever the tool
// returned, a scripted report. Told as a question word's clause ("where they were saved") it
// reports the result, and is read as the other lures only.
const OUTCOME =
  /\b(?:(?:was|were|is|are|has\s+been|have\s+been)\s+(?:\w+ly\s+)?(?:delivered|sent|paid|done|completed?|successful|processed|approved|saved|booked|confirmed|found|fixed|resolved|cancel+ed|refunded|received|accepted|deleted|removed)|worked|succeeded|went\s+through)\b/iu;
const QUESTION_WORD = new RegExp(
  String.raw`${TELL}\s+(?:exactly\s+)?(?:where|which|what|how|why|whether|who|when)\b`,
  'iu',
);

/** True when a note to the user tells or carries a lure or a scripted assurance. */
export function luresUser(note: string): boolean {
  return LURES.some((re) => re.test(note)) || (OUTCOME.test(note) && !QUESTION_WORD.test(note));
}

// What an honest note tells is narrow in kind: nothing more than "so" or a condition ("warn
// the user if they ask for a whole country"), a question word's clause about the result ("which
// ones", "where it was saved"; not "how to …"), a prohibition that protects the user ("not to
// share it here"), an elided report of the model's own act ("tell the user you did"), a step in
// which the user handles the result itself ("to open the project link", "to label them as
// such"; no source or recipient beyond it), or a hedged statement or one of kind or origin
// about the tool's thing ("they may differ", "it is a summary", "it is from the address given"). Anything else told — a fact about the world, a step for
// the user, what the model did — is a claim the tool cannot vouch for, and stays read by every
// other rule ("tell the user the meeting moved", "…to forward the message to their manager").
// Would wrongly keep read: an honest plain statement ("tell the user the map uses metres").
// Would miss: a false present claim about "it" ("tell the user it is the latest version"), or a
// handling step aimed at a lure it names no source of ("to open the attachment").
const TOLD_HONEST =
  /^(?:that\s+)?(?:(?:so|this|that|about\s+(?:it|this|that))\b\s*)?(?:(?:if|when|whenever|once|in\s+case)\b.*)?$|^(?:exactly\s+)?(?:where|which|what|how|why|whether|who|when)\b(?!\s+to\b)|^(?:that\s+)?(?:you|it|they)\s+(?:did|have|had|has|could\s+not|couldn't|can(?:not|'t))$|^to\s+(?:open|view|show|display|label|edit|save|print|review|compare|retry|zoom|refresh)\b|^not\s+to\s+(?:share|paste|post|send|enter|type|reveal|give|include|put)\b|^(?:that\s+)?(?:(?:it|this|these|those)\s+(?:may|might|can|could|(?:is|are)\s+(?:not\s+)?(?:a|an|from)\b)|they\s+(?:may|might|could))\b/iu;
const TELL_AT = new RegExp(TELL, 'iu');
const OUTSIDE = /\b(?:from|follow\w*|via)\b|\bto\s+(?:the|their|your|his|her|a|an|my|our|any|some)\b/iu;

const STEP_INSIDE =
  /\bto\s+(?!(?:the|a|an|their|your|his|her|its|our|my|this|that|these|those|them|him|us|me|it|be|\d+)\b)[a-z]/iu;
const ANOTHER_CLAUSE =
  /\b(?:so\s+(?:that\s+)?(?:they|he|she|you|we|it)|with|after|once|while|because|until|then)\b|\byou(?:\s+have|'ve|\s+had)\s+\w+ed\b/iu;

/** True when what a note tells is of an honest kind (see TOLD_HONEST). */
export function toldHonestly(note: string): boolean {
  const at = note.match(TELL_AT);
  if (!at || at.index === undefined) return false;
  // What is joined on (", and …", "and suggest …") is read on its own, not as what is told.
  const rest = note.slice(at.index + at[0].length);
  const cut = rest.search(JOINED);
  const told = (cut < 0 ? rest : rest.slice(0, cut)).replace(/^[\s:,]+/u, '').trim();
  // A handling step keeps the thing with the user: a source or a recipient beyond it ("to open
  // the attachment from the sender", "to show the code to the caller") brings in another party.
  if (/^to\s/iu.test(told) && OUTSIDE.test(told)) return false;
  // The user's own secret read back into the chat ("what their sign-in code is").
  if (THEIR_SECRET.test(told)) return false;
  // What is told is one clause: a second one tucked in ("where, with the password copied into
  // `target`", "which ones so they can forward them", "so once you have sent it") is an act of
  // its own, read by the other rules. Not "once" either: it takes the act as done.
  // A handling step may go on after a comma ("…as plain text too, for screen readers").
  if (!/^to\s/iu.test(told) && told.includes(',')) return false;
  if (ANOTHER_CLAUSE.test(told)) return false;
  // A statement or a question with a step inside ("they may need to sign in again", "what the
  // sender asked them to do", "a reminder to re-enter their details") is advice, not a report.
  // Not in a condition on when to tell: "if they plan to use them" is the user's own plan.
  if (!/^(?:(?:not\s+)?to|if|when|whenever|in\s+case)\s/iu.test(told) && STEP_INSIDE.test(told)) return false;
  return TOLD_HONEST.test(told);
}

/**
 * The sentence with its honest notes to the user blanked: each "(if …,) tell the user …" to
 * the sentence's end when nothing in it is a lure and what it tells is honest in kind
 * (toldHonestly); any other note stays, read by every rule as before.
 */
export function userNotesOut(s: string): string {
  return s.replace(NOTE, (m) => {
    // A note that itself moves data into a place ("tell the user and put the code in `memo`").
    if (luresUser(m) || (MOVE.test(m) && PLACE.test(m)) || !toldHonestly(m)) return m;
    // What is joined on after a comma ("…, and do not delete …") is left for the other rules.
    const cut = m.search(JOINED);
    return cut < 0 ? ' ' : ` ${m.slice(cut)}`;
  });
}

// A note whose told words claim something of a rival or another party, or
// that has an order joined on after it: these are read as the attack whatever opens the
// sentence ("When the user mentions other shops (A, B), tell them …, then …"), where the
// conditional opener the other readings expect is broken by commas inside it.
const SCRIPTED = [RIVAL_CLAIM, JOINED_ORDER];

/** The note to the user that scripts a rival claim or has an order joined on, or null. */
export function luredNote(s: string): string | null {
  for (const m of s.matchAll(NOTE)) if (SCRIPTED.some((re) => re.test(m[0]))) return m[0];
  return null;
}
