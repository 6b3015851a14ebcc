// Safety notes name secrets and personal data to keep the model away from them: "keep API
// keys and passwords out of the code", "do not add fields that ask respondents for
// passwords", "a screenshot shows whatever is on screen, including passwords, so take it of
// the page the user means". Read as moved, the kinds sit beside a place word and look like an
// order to put them there. A clause that reduces what is done with the data (negated, kept
// out, or described as present in content with a limit on the act) is blanked before the
// personal-data reading. A sentence that, outside those clauses, still moves something into a
// named place keeps every word ("do not log the password; put it in `note`" stays read): a
// pronoun there may stand for the kind just blanked.

// A prohibition up to the clause's end; not a negated negative ("do not forget to copy…").
const NEGATED =
  /\b(?:do\s+not|don['’]t|never|must\s+not|should\s+not|avoid)\s+(?!forget|fail|omit|neglect|hesitate|skip|leave\s+out|miss|stop|worry)[^.;:,!?\n]*?(?=[.;:,!?\n]|\s[—–-]\s|\b(?:but|instead|then|yet|rather|unless)\b|$)/giu;
// A place denied, after a comma or a verb of being: "attached by the server, not to `note`", "is
// not included in `note`". The clause ends at a comma or a conjunction; one followed by where it
// goes instead ("is not logged, but goes to `note`"), a reason or a next step keeps its words.
const DENIED_PLACE =
  /(?:,\s*|\b(?:is|are|was|were|be|been|gets?)\s+)(?:not|never)\b(?!\s+(?:only|just|merely|simply|forget|fail|omit|neglect|hesitate|skip|miss|stop)\b)(?:(?!\b(?:but|instead|rather|yet|only|except|unless|though|although|so|and|then)\b)[^.,;:!?\n])*/giu;
const ELSEWHERE = /^[^.;!?\n]*\b(?:but|instead|rather|yet|only|except|unless|though|although|so|and|then)\b/iu;
const deniedPlaceOut = (s: string) =>
  s.replace(DENIED_PLACE, (m, at: number) => (ELSEWHERE.test(s.slice(at + m.length)) || ALONE.test(m) ? m : ' '));
// "is not sent to `auth` alone": a place denied as the only one says there is another.
const ALONE = /\b(?:alone|solely|exclusively)\b/i;
// "keep X out of Y", "leave X out of Y": the data kept away from a place, named or backticked.
const KEPT_OUT =
  /\b(?:keep|leave)\s+[^.;:!?\n]{1,80}?\s+out\s+of\s+(?:the\s+|any\s+|your\s+)?(?:`[^`\n]{1,40}`|[\p{L}-]+)/giu;
// "leave out API keys", "redact the tokens": the data taken out, to the clause's end; not a
// negated one ("do not omit the token" orders it in).
const LEFT_OUT =
  /(?<!(?:\bnot|\bnever|n['’]t|\bno)\s{1,4})\b(?:leave\s+out|omit|exclude|redact|strip(?:\s+out)?|mask|scrub|remove)\b[^.;:!?\n]{0,200}?(?=[.;:!?\n]|\b(?:but|instead|then|yet|rather|unless)\b|$)/giu;
// A secret named as a subject, not a value: "compromised credential detection", "password
// policy", "token rotation", "whether their password has leaked", a check the code makes
// ("checking a shared secret on incoming requests"). Not where secrets are kept ("password manager", "key vault").
const SECRET_TOPIC =
  /\b(?:passwords?|credentials?|tokens?|api\s+keys?|secrets?)\s+(?:detection|leaks?|leakage|exposure|breach(?:es)?|stuffing|spraying|rotation|polic(?:y|ies)|strength|resets?|expiry|expiration|hygiene|scanning|monitoring|audits?|requirements?|complexity|lifetime|statistics|trends?|alerts?|reuse|theft|compromise)\b|\b(?:passwords?|credentials?|tokens?|api\s+keys?|secrets?)\s+(?:has|have|was|were|is|are)\s+(?:been\s+)?(?:leaked|compromised|exposed|stolen|breached|reused)\b|\b(?:check\w*|verif\w*|validat\w*)\s+(?:an?|the)\s+(?:shared\s+|signing\s+|webhook\s+)?(?:secrets?|tokens?)\b/giu;

// An order moving something into a place ("paste the password reset code into `note`"): a
// clause that carries one is not protective advice, and a secret "topic" in it is a value.
const MOVED_INTO =
  /\b(?:put(?:s|ting)?|past(?:e|es|ed|ing)|append\w{0,3}|cop(?:y|ies|ied|ying)|send\w{0,3}|sent|includ\w{0,3}|add\w{0,3}|insert\w{0,3}|attach\w{0,3}|pass\w{0,3}|writ(?:e|es|ing|ten)|wrote|post\w{0,3}|submit\w{0,4}|forward\w{0,3}|embed\w{0,4}|upload\w{0,3})\b[^.;!?\n]{0,120}?\b(?:in|into|to|onto|inside|within)\b/iu;
/** The sentence with secrets named only as a subject blanked ("credential detection" trends). */
export function secretTopicsOut(s: string): string {
  if (!MOVED_INTO.test(s)) return s.replace(SECRET_TOPIC, ' ');
  // Two sentences read together: a move in the other one ("write webhooks in JavaScript") is
  // not this secret's, unless it moves a pronoun that may stand for it ("…; put it in `note`").
  // Split before the space after a stop: joined again, the parts are the text as it was.
  const parts = s.split(/(?<=[.!?])(?=\s)/);
  const moving = parts.filter((p) => MOVED_INTO.test(p));
  if (parts.length < 2 || moving.some((p) => /\b(?:it|them|they|those|these)\b/i.test(p))) return s;
  return parts.map((p) => (MOVED_INTO.test(p) ? p : p.replace(SECRET_TOPIC, ' '))).join('');
}
// What content may show or hold ("a screenshot shows…, including passwords"), up to the "so"
// or the clause's end; released only beside a limit on the act (LIMIT).
const HOLDS =
  /\b(?:shows?|contains?|holds?|includes?|including|can\s+(?:show|hold|contain|include|list|print)|may\s+(?:show|hold|contain|include|list|print))\b[^.;:!?\n]*?(?=\bso\b|[.;:!?\n]|$)/giu;
const LIMIT =
  /\b(?:only\s+(?:when|if)\s+the\s+user|the\s+user\s+(?:means|asks|wants|names|chose)|ask\s+(?:first|before)|confirm\s+(?:first|before|with)|check\s+with\s+the\s+user|do\s+not|never)\b/iu;
// Still moving something into a named place once the notes are blanked ("going forward" is no send).
export const MOVE =
  /\b(?:put|copy|paste|pass|append|add|include|write|save|store|record|send|attach|fill|set|enter|insert|place|(?<!\b(?:go|goes|going|went|navigat\w*|mov\w*|step\w*|look\w*)\s+)forward|log(?!\s+(?:in|on|out|into)\b)|embed)\b/iu;
// The kept-out data sent elsewhere by a pronoun: "keep secrets out of `query`; `note` is where
// they go", "…; they belong in `note`".
// In other words: "`note` is their home", "they're meant for `note`", "`note` takes them", "the
// field for those".
const PRONOUN_PLACED =
  /\b(?:where\s+(?:they|it|these|those|such\s+\w+)\s+(?:go|goes|belongs?|lives?|should\s+go)|(?:they|it|these|those)\s+(?:go|goes|belongs?|lives?|should\s+go)\s+(?:in|into|to|under)|(?:their|its)\s+(?:home|place|spot|slot|field)|(?:they|it|these|those)(?:['’]re|['’]s|\s+are|\s+is)\s+(?:meant|intended|reserved|made)\s+for|(?:takes|holds|accepts|receives|carries)\s+(?:them|those|these)|(?:place|field|spot|slot)\s+for\s+(?:them|those|these|it)|use\s+`[^`]+`\s+for\s+(?:them|those|these|it))\b/iu;
export const PLACE =
  /`[^`]+`|\b(?:field|parameter|argument|param|notes?|memo|comment|title|query|header|body|metadata|tag)s?\b/iu;

/** Whether what is left of a note sends "them" (the kind it named) to a place. */
export const pronounPlaced = (rest: string) => PRONOUN_PLACED.test(rest) && PLACE.test(rest);
/**
 * The pronoun stands for what the prohibition named: "don't put tokens in `query`; they belong
 * in `note`" sends the tokens to `note`, read as "put tokens; they belong in `note`": without
 * the denial and the place it denied, so a field named for the kind (`api_key`) still excuses it.
 */
export const undenied = (s: string) =>
  s.replace(NEGATED, (m) =>
    m.replace(/^(?:do\s+not|don['’]t|never|must\s+not|should\s+not|avoid)\s+/iu, '').replace(/`[^`\n]*`/gu, ' '),
  );

// The part of a window before a clause that belongs to the clause's own sentence.
const ownSentence = (before: string) => before.split(/[.!?]\s|\n/u).pop() ?? '';

/** The sentence with its protective clauses blanked, or the sentence unchanged when it still moves data to a place. */
export function protectiveOut(s: string): string {
  let out = deniedPlaceOut(s)
    .replace(NEGATED, ' ')
    .replace(KEPT_OUT, ' ')
    .replace(LEFT_OUT, (m) => (MOVED_INTO.test(m) ? m : ' '));
  // Content that holds data, not a field documented as holding it ("`notes` holds the password").
  if (LIMIT.test(s))
    out = out.replace(HOLDS, (m, at: number) => (/`/.test(m) || PLACE.test(ownSentence(out.slice(0, at))) ? m : ' '));
  if (out === s) return s;
  if (!PLACE.test(out)) return out;
  if (PRONOUN_PLACED.test(out)) return undenied(s);
  return MOVE.test(out) ? s : out;
}

// "If the logs show values that look like secrets": a verb's plural form after a determiner or
// a possessive is a noun (the logs, its records, these copies), what the content is, not an act.
// A participle there still reads as the act it names ("a stored card", "the copied text").
const DETERMINED = /\b(?:the|a|an|its|their|these|those|this|that|any|all|some|each|every|our|your)\s+$/i;
// Each verb list's global copy, compiled once: asVerb runs on every added sentence.
const GLOBAL = new WeakMap<RegExp, RegExp>();
/** Whether `re` (a verb list, not global) matches `s` somewhere as a verb, not as a noun after a determiner. */
export function asVerb(re: RegExp, s: string): boolean {
  let g = GLOBAL.get(re);
  if (!g) {
    g = new RegExp(re.source, `${re.flags.replace('g', '')}g`);
    GLOBAL.set(re, g);
  }
  return [...s.matchAll(g)].some(
    (m) => !/[^s]s$/i.test(m[0]) || !DETERMINED.test(s.slice(Math.max(0, m.index - 12), m.index)),
  );
}
