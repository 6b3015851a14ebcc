// A secret left whole where a call carries it, said with a negation: "the access token is not
// masked in `note`", "the password is never hashed before it is written to `comment`", "the API
// key is never put in `memo` except when debugging". A protection denied, or a denial with an
// exception, keeps the secret in the place; the protective readings (./protective.ts) and the
// move readings (./secret-moved.ts) take the negation for a denial of the move and pass it.
// The reviewed text's own secret by its head word ("the token" for its "access token") is the
// secret too: "The token is not logged, but it is copied to `note`." A place named for the
// secret ("the `api_key` field") or for checking it (./auth-place.ts) is where it belongs.
import { sentToAuth } from './auth-place.ts';
import { PERSONAL } from './personal.ts';
import { perText } from './per-text.ts';

const SECRET = PERSONAL.find(([k]) => k === 'secret')![1];
const SECRETS = new RegExp(SECRET.source, 'gi');
const UNPROTECTED =
  /\b(?:not|never|no\s+longer)\s+(?:(?:be|been|being|gets?|got)\s+)?(?:masked|redacted|hashed|encrypted|stripped|omitted|removed|hidden|truncated|obscured|obfuscated|scrubbed|saniti[sz]ed|censored|elided|blanked|kept\s+out|left\s+out|excluded|filtered\s+out)\b|\bwithout\s+(?:being\s+)?(?:masked|masking|redact(?:ed|ing)|hash(?:ed|ing)|encrypt(?:ed|ing))\b/i;
const EXCEPT = /\b(?:not|never)\b[^.;!?\n]{0,80}?\b(?:except|other\s+than|save)\s+(?:when|if|while|during)\b/i;
const CARRIED =
  /`[^`\n]{1,40}`|\b(?:field|parameter|param|argument|arg|property|attribute|metadata|payload|notes?|memo|comment|header|query|body|title|subject)s?\b/i;
// A bare head word ("the token", "your key") standing for a secret the reviewed text names.
const HEAD = /\b(the|your|this|that|its)\s+(token|key|secret)(?![\w-])(?!\s*`)/gi;

// Per reviewed text, once per check: its secrets by head word, and whether every use of the
// head there is one of them (a scan per sentence would make a long check quadratic).
const headsOf = perText((reviewed: string) => {
  const named = [...reviewed.matchAll(SECRETS)].map((m) => m[0].toLowerCase());
  const heads = new Map<string, string>();
  for (const h of ['token', 'key', 'secret']) {
    const ofHead = named.filter((n) => n.split(/\s+/).pop()!.replace(/s$/, '') === h);
    const uses = reviewed.match(new RegExp(`\\b${h}s?\\b`, 'gi'))?.length ?? 0;
    if (ofHead.length && uses === ofHead.length) heads.set(h, ofHead[0]!);
  }
  return heads;
});

/** The sentence with "the token" read as the reviewed text's secret of that head, when every use of the head there is one. */
export function namedSecretOf(s: string, reviewed: string): string {
  if (!/\b(?:token|key|secret)\b/i.test(s)) return s;
  const heads = headsOf(reviewed);
  return s.replace(HEAD, (m, det: string, head: string) => {
    const phrase = heads.get(head.toLowerCase());
    return phrase ? `${det} ${phrase}` : m;
  });
}

/** The secret a sentence leaves whole in a carried place under a negation, or null. */
export function shownSecret(s: string, reviewed: string, place: RegExp): string | null {
  const said = namedSecretOf(s, reviewed);
  const secret = SECRET.exec(said);
  const how = UNPROTECTED.exec(said) ?? EXCEPT.exec(said);
  if (!secret || !how) return null;
  const where = CARRIED.exec(said.replace(SECRETS, ' '));
  if (!where || SECRET.test(where[0].replace(/[_`-]+/g, ' ')) || sentToAuth(said, reviewed, place)) return null;
  return `${secret[0]} ${how[0]} … ${where[0]}`;
}
