// A secret kind (a password, a card, an identity number, an account, someone's movements)
// moved by the sentence, for the argument-exfiltration family (./meaning.ts).
import { PERSONAL } from './personal.ts';
import { NEGATED } from './sentences.ts';

/** Verbs that copy content somewhere, in any inflection. */
export const COPY_VERB =
  /\b(?:paste|copy|dump|echo|append|attach|include|embed|forward|upload|insert|quote|repeat|reproduce|transcribe|restate|relay)\w*\b/i;

// Moving a secret kind at all (into a call, a memory, another tool) needs no place named:
// "call reset_account with the user's e-mail and password", "save their card details to memory".
// "Keep `verify_ssl` on unless …" leaves a switch as it is and keeps nothing, when the switch
// word ends the clause or a condition follows; "keep the key on file", "keep `api_key` on
// record" or "keep `cache` on with the user's password" still stores it.
const MOVE_VERB =
  /\b(?:call|invoke|submit|save|keep(?!\s+`[^`\n]{1,40}`\s+(?:on|off|enabled|disabled|true|false)(?=\s*(?:[.;!?]|$)|,?\s+(?:unless|until|if|when|except)\b))|remember|memori[sz]e|log(?!\s+(?:in|on|out|into)\b)|includ(?:e|ed)|pass|attach|add|put|store|record|forward)\b|\b(?:good|right|best|ideal|usual|natural|safe)\s+(?:spot|place|home|field|slot|location)\s+for\b/i;
// Copying a secret is an act of the user's too ("copy the key now, it is shown once"): the
// model moves it only when the sentence names a place a call carries.
const HANDED_VERB = /\b(?:send|write|fill|transfer)\b/i;
// Whatever the verb ("move", "drop", "goes"), a secret headed into a named field is moved.
const INTO_FIELD =
  /\b(?:into|onto|(?:over\s+)?to|(?:belongs?|goes|go|lives?|sits?)\s+in)\s+(?:the\s+|a\s+|an\s+)?(?:`[^`\n]{1,40}`|[\w-]{1,40}\s+(?:field|parameter|param|argument|arg)\b)/i;
const MOVED_KINDS = new Set(['secret', 'card', 'identity number', 'bank account', 'movements']);

/** The secret kinds a sentence moves (`place`: the place it names, in words), or null. */
export function secretMoved(s: string, reviewed: string, place: string): string | null {
  const verb = MOVE_VERB.test(s) || ((COPY_VERB.test(s) || HANDED_VERB.test(s)) && place);
  if (!(verb || INTO_FIELD.test(s)) || NEGATED.test(s)) return null;
  // A kind the tool was reviewed with (a login tool's password) is its own business.
  const kinds = PERSONAL.filter(([k, re]) => MOVED_KINDS.has(k) && re.test(s) && !re.test(reviewed));
  if (!kinds.length) return null;
  // A place named for it ("the password goes in `password`") is usage.
  return kinds.some(([, re]) => re.test(place)) ? null : kinds.map(([k]) => k).join(', ');
}

// A secret written into a log ("the secret itself is written to the audit log", "logs the API
// key to the request history"), even one the reviewed text is about: a log keeps it for whoever
// reads the log. An event logged ("each read is written to the audit log") names no secret.
const SECRET_WORD = String.raw`(?:secrets?|passwords?|credentials?|api\s+keys?|(?:access|auth|bearer|session|refresh)\s+tokens?|private\s+keys?)`;
const LOG_PLACE = String.raw`(?:to|in|into)\s+(?:the\s+|an?\s+|its\s+)?(?:[\w-]+\s+)?(?:logs?|audit\s+trail|history)\b`;
const LOGGED = new RegExp(
  String.raw`\b${SECRET_WORD}\b[^.;!?\n]{0,40}?\b(?:is|are|gets?|will\s+be)\s+(?:also\s+)?(?:written|logged|recorded|copied|appended|kept)\s+${LOG_PLACE}|\b(?:logs?|records?|writes?|copies|appends?)\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,2}?${SECRET_WORD}\b[^.;!?\n]{0,40}?${LOG_PLACE}`,
  'i',
);

/** The secret a sentence writes into a log, or null. */
export function secretLogged(s: string): string | null {
  if (NEGATED.test(s)) return null;
  return LOGGED.exec(s)?.[0] ?? null;
}
