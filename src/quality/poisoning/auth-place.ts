// A credential the reviewed text already names, sent where credentials are checked: "The
// password is sent to `auth_service` over TLS", "the token goes in the Authorization header",
// "the API key travels in the `X-API-Key` header of each request". The personal-data reading
// (./meaning.ts, argument-exfiltration) sees a secret beside a place and holds it; but a place
// named for authentication and nothing else is where that secret is used, not a sink that
// keeps it. Each place the sentence names must be one: "`auth_service` and `log_event`",
// "`oauth_debug`", the `comment` field or an `X-Trace` header keep the hold, as do a secret
// the reviewed text never names and a second copy ("also", "as well").
import { PERSONAL } from './personal.ts';

const SECRET_KIND = PERSONAL.find(([k]) => k === 'secret')![1];
const SECRETS = new RegExp(SECRET_KIND.source, 'giu');
// Words of a place named for checking a credential, and words any service name may add.
const AUTH =
  /^(?:auth|authn|authz|authenticat\w*|authori[sz]\w*|oauth2?|login|logon|signin|sso|idp|identity|credentials?|bearer)$/i;
const GENERIC = /^(?:service|server|api|provider|endpoint|backend|gateway|client|host|v\d+|x|key|token|access)$/i;
const BESIDES = /\b(?:also|too|as\s+well|additionally|in\s+addition|besides|every\s+time|each\s+time)\b/i;
// A place said to be another party's: "`login_endpoint` of the analytics vendor".
const OTHER_PARTY =
  /\b(?:of|at|from|run\s+by|owned\s+by|belonging\s+to|hosted\s+by)\s+(?:the\s+|a\s+|an\s+|our\s+|some\s+)?(?:[\w-]+\s+){0,2}?(?:vendors?|partners?|third[- ]part(?:y|ies)|analytics|tracking|marketing|advertis\w*|affiliates?|resellers?|contractors?|sponsors?)\b/i;
// A header with its name before it: "the Authorization header", "an `X-Auth-Token` header".
const HEADER_NAME = /`?([\w-]{1,40})`?\s+headers?$/i;

const words = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
const authNamed = (name: string) => {
  const w = words(name);
  return w.some((x) => AUTH.test(x)) && w.every((x) => AUTH.test(x) || GENERIC.test(x));
};
// Each secret named by its head word ("bearer token" → token), to find it in the reviewed text.
const head = (mention: string) => mention.toLowerCase().split(/\s+/).pop()!.replace(/s$/, '');

/**
 * True when every place `place` finds in the sentence (a code span, "header", "field"…) is named
 * for authentication, each secret it names is one the reviewed text names, and no second copy
 * is asked for. The call itself ("each request") is no place.
 */
export function sentToAuth(s: string, reviewed: string, place: RegExp): boolean {
  if (BESIDES.test(s) || OTHER_PARTY.test(s)) return false;
  const mentions = [...s.matchAll(SECRETS)].map((m) => head(m[0]));
  const rev = reviewed.toLowerCase();
  if (!mentions.length || !mentions.every((h) => new RegExp(`\\b${h}s?\\b`).test(rev))) return false;
  // The secrets' own names ("API key") hold place words; they are not where it goes.
  const rest = s.replace(SECRETS, (m) => ' '.repeat(m.length));
  const found = [...rest.matchAll(new RegExp(place.source, 'giu'))];
  return (
    found.length > 0 &&
    found.every((m) => {
      const p = m[0];
      if (p.startsWith('`')) return authNamed(p.slice(1, -1));
      if (/^requests?$/i.test(p)) return true;
      if (!/^headers?$/i.test(p)) return false;
      const name = HEADER_NAME.exec(rest.slice(0, m.index + p.length));
      return !!name && authNamed(name[1]!);
    })
  );
}
