// A secret documented as state or as a requirement, not moved: "Requires an Exa API key.",
// "when no secret is set the field is null", "if the token is missing, the call fails". The
// personal-data reading (./meaning.ts, argument-exfiltration) sees a secret beside a place
// word ("field", "note") and a verb it reads as placing ("set", "takes") and takes it for an
// order to put the secret there. Such a clause says whether a secret exists or is needed;
// it moves nothing, so it is blanked before that reading, like a secret named as a subject
// (./protective.ts, secretTopicsOut).
// It is blanked only when nothing else in the sentence moves something somewhere: "Requires
// an API key; paste it into `note`" or "when a secret is set, copy it to the `query` field"
// keeps every word. "Requires the user's password" keeps it too (the user's, not the tool's).
import { MOVE } from './protective.ts';

const SECRET = String.raw`(?:secrets?|(?:api|access|auth|bearer|oauth|refresh|session)\s+(?:keys?|tokens?)|tokens?|credentials?|passwords?|client[_\s]secrets?|keys?)`;
// Not someone's: "the user password is missing" may be a prompt to ask for it.
const NOT_USERS = String.raw`(?!(?:users?|customers?|clients?|patients?|callers?|their|his|her|my)\b)`;
// "no secret is set", "the API key is missing", "a token has been configured".
const STATE = new RegExp(
  String.raw`\b(?:(?:an?|the|no|any|its|your)\s+)?(?:${NOT_USERS}[A-Za-z][\w-]{0,20}\s+){0,2}?${SECRET}\s+(?:is|are|was|were|has\s+been|have\s+been)\s+(?:not\s+|already\s+)?(?:set|unset|configured|present|missing|absent|provided|defined|empty|required|needed|valid|invalid|expired|revoked)\b`,
  'gi',
);
// "Requires an Exa API key", "needs a valid token", "an API key is required": the clause ends there.
const REQUIRED = new RegExp(
  String.raw`\b(?:requires|require|needs|need)\s+(?:an?\s+|the\s+|your\s+)?(?:valid\s+)?(?:${NOT_USERS}[A-Za-z][\w-]{0,20}\s+)?${SECRET}(?:\s+to\s+be\s+(?:set|configured))?(?=\s*(?:[.;,)]|$))`,
  'gi',
);
// Something else carried somewhere, or a pronoun that may stand for the blanked secret.
const MOVED_ELSEWHERE =
  /\b(?:in|into|to|onto|inside|within|via|through|as|with)\b[^.;!?\n]{0,40}(?:`[^`\n]{1,40}`|\b(?:field|parameter|argument|param|notes?|sidenotes?|memo|comment|title|query|header|body|metadata|url|server|endpoint|webhook|email|requests?|calls?|messages?|responses?|repl(?:y|ies)|logs?|output)s?\b)/i;
const PRONOUN = /\b(?:it|them|which)\b/i;
const OWNED = /\b(?:users?|customers?|clients?|patients?|callers?|their|his|her|my)(?:'s|s')?\s+(?:[\w-]+\s+)?$/i;

/** The sentence with each clause that only states a secret's presence or requirement blanked. */
export function secretStatesOut(s: string): string {
  if (!/secret|key|token|credential|password/i.test(s)) return s;
  // A match that starts after someone's name ("the user's API key is missing") is theirs.
  const blank = (m: string, at: number, all: string) => (OWNED.test(all.slice(Math.max(0, at - 24), at)) ? m : ' ');
  const out = s.replace(STATE, blank).replace(REQUIRED, blank);
  if (out === s) return s;
  // The rest still names a place something goes or is moved: a pronoun may be the secret.
  return MOVED_ELSEWHERE.test(out) || (MOVE.test(out) && PRONOUN.test(out)) ? s : out;
}
