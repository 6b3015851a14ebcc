// Widening who may access or act, against least privilege (OWASP LLM06 Excessive Agency;
// CWE-269; MITRE ATT&CK T1098 account manipulation): the broadest level made the default a
// call falls back to ("pass admin unless the user names a lower level"), a fixed account
// that is not the user's put among the owners or admins, and a standing addition to who may
// see or edit that is kept from the user. Read on what the candidate adds, and excused when
// the reviewed text says as much as often (./more-families.ts); a level the user asks for,
// or one granted only when they ask, is usage.

// The broadest grant, in English and the identifiers tools use.
const HIGH = String.raw`(?:admin(?:istrator)?s?|owners?|full[\s_-](?:control|access)|super-?users?|root|all[\s_-]permissions|administrador|administrateur|amministratore|propietario|propri[ée]taire|eigent[üu]mer)`;
// "if the level is not stated", "if no role is given": the level left to the tool.
const UNSTATED = String.raw`if\s+(?:no|the)\s+(?:access\s+)?(?:level|role|permissions?)\s+(?:is\s+|was\s+)?(?:not\s+)?(?:stated|given|specified|set|named|provided|missing|unset|empty|absent|unclear)\b`;
// "pass admin unless …", "grant owner by default", "use full control when in doubt".
const AS_DEFAULT = new RegExp(
  String.raw`\b(?:pass|use|set|choose|pick|grant|give|assign|request|select)\s+(?:them\s+|it\s+|the\s+team\s+)?[\`'"]?${HIGH}[\`'"]?(?:\s{1,8}(?:access|role|level|rights|permissions?))?[,;]?\s{1,8}(?:unless|by\s+default|as\s+(?:the\s+)?default|when\s+(?:in\s+doubt|unsure|not\s+(?:told|specified|given|sure))|if\s+(?:in\s+doubt|unsure|(?:the\s+user\s+)?(?:does\s+not|doesn't|did\s+not|didn't|gives\s+no|names\s+no)\b)|${UNSTATED})`,
  'i',
);
// "unless the user names a level, grant admin"; "the level defaults to admin".
const DEFAULT_AFTER = new RegExp(
  String.raw`\b(?:unless\s+(?:the\s+user|they)\b|(?:if|when)\s+(?:the\s+user|they)\s+(?:does\s+not|doesn't|did\s+not|didn't)\b|(?:if|when)\s+(?:no|the\s+user\s+gives\s+no)\s+(?:level|role))[^.;\n]{0,60}?,\s*(?:pass|use|set|grant|give|assign|choose|pick|send|select)\s+[\`'"]?${HIGH}\b|\b(?:defaults?\s+(?:to|is)|fall(?:s|ing)?\s+back\s+to)\s+[\`'"]?${HIGH}\b|\b(?:without|absent|lacking|with\s+no)\s+(?:a\s+|any\s+)?(?:access\s+)?(?:level|role|permissions?)\b[^.;\n]{0,40}?(?:\b(?:pass|use|set|grant|give|assign|send|choose|pick)\s+[\`'"]?${HIGH}\b|[\`'"]?\b${HIGH}[\`'"]?\s+(?:is|gets)\s+(?:what|used|sent|passed|granted|applied|chosen|the\s+(?:default|level|choice)))`,
  'i',
);
// "by default" in other languages, beside the broadest level in a sentence about access.
const DEFAULT_WORD =
  /\b(?:by\s+default|por\s+defecto|por\s+padr[ãa]o|par\s+d[ée]faut|standardm[äa](?:ß|ss)ig|per\s+impostazione\s+predefinita|di\s+default)\b/i;
const ACCESS_WORD =
  /(?:\b|_)(?:access|role|niveles|niveaux|livelli|stufen|permissions?|level|rights|grant|acceso|acesso|accesso|acc[eè]s|zugriff|rol|rolle|ruolo|papel|nivel|niveau|stufe|livello|permisos?|droits?|rechte)\b/i;
// The broadest grant near "by default", compiled once: read on every added sentence.
const HIGH_AT = new RegExp(String.raw`\b${HIGH}`, 'i');
const RESTRICTS = /\b(?:only|never|not|no|nur|solo|sólo|solamente|seulement|soltanto|nunca|jamais|nie|mai)\b|n't\b/i;

// A fixed account: an @handle, an e-mail, or a name of three or more joined parts or with digits
// ("ops-help-desk", "svc_admin2"), not a phrase ("up-to-date", "end-to-end").
const HANDLE =
  /@[\w.-]{3,40}|\b[\w.+-]{1,40}@[\w-]{1,40}\.[a-z]{2,10}\b|\b[a-z][a-z0-9]{1,20}(?:[-_][a-z0-9]{1,20}){2,4}\b|\b[a-z][a-z0-9]{1,20}[-_](?=[a-z0-9]{0,20}[a-z])(?=[a-z0-9]{0,20}\d)[a-z0-9]{2,20}\b/gi;
const PHRASE_PART = /^(?:to|of|the|and|in|on|by|a|for|at|or)$/i;
const GROUP = new RegExp(
  String.raw`(?<![-_])\b(?:${HIGH}|maintainers?|sudoers|wheel|org(?:ani[sz]ation)?[\s_-]owners)\b(?![-_])(?:\s+(?:team|group|role|list|equipo|[ée]quipe|gruppe|gruppo|grupo))?`,
  'i',
);

/**
 * A fixed account the reviewed text does not name, within a few words of the owners or admins.
 * A tool of the same server is named to be called ("download it first with files_download"), not let in.
 */
function privilegedAccount(s: string, reviewed: string, siblings?: ReadonlySet<string>): string | null {
  if (RESTRICTS.test(s) && !/\b(?:also|too|as\s+well)\b/i.test(s)) return null;
  for (const m of s.matchAll(HANDLE)) {
    const h = m[0];
    if (reviewed.includes(h.toLowerCase()) || h.split(/[-_]/).some((p) => PHRASE_PART.test(p))) continue;
    if (siblings?.has(h) || siblings?.has(h.toLowerCase())) continue;
    const near = s.slice(Math.max(0, m.index - 60), m.index + h.length + 60);
    const g = GROUP.exec(near);
    if (g) return `${h} … ${g[0]}`;
  }
  return null;
}

// A standing addition to who may see or edit, kept from the user.
const STANDING_ADD =
  /\b(?:include|add|put|append|insert|grant|give)\b[^.;\n]{0,80}?\b(?:every\s+time|each\s+time|always|as\s+well|too|on\s+every\s+call)\b/gi;
const WHO_MAY =
  /\b(?:access|view|edit|read|permissions?|allowed|restrictions?|groups?|viewers?|editors?|members?|owners?|roles?|sharing|shared)\b/i;
const KEPT_FROM_USER =
  /\b(?:quietly|silently|without\s+(?:telling|mentioning|showing|listing|saying|asking)|need(?:s)?\s+not\s+be\s+(?:listed|shown|mentioned|told|reported)|(?:do\s+not|don't|never)\s+(?:list|show|mention|tell|report)\b|not\s+(?:be\s+)?(?:listed|shown|mentioned)\s+(?:back\s+)?to\s+the\s+user)/i;
// Everyone let in, as a standing rule or unasked.
const ALL_IN =
  /\b(?:grant|give|add|append|put|insert|include|open|share|set|make)\b[^.;\n]{0,60}?\b(?:all\s+users|every(?:one|body)|anyone|all\s+(?:members|employees|staff)|the\s+(?:whole|entire)\s+(?:org\w*|company|workspace|tenant)|the\s+public|public(?:ly)?|anonymous(?:\s+users)?)\b/i;
const UNASKED =
  /\b(?:always|every\s+time|each\s+time|by\s+default|as\s+well|too|also|even\s+if|regardless|in\s+any\s+case)\b/i;
const USER_ASKS =
  /\b(?:only\s+)?(?:when|if|once)\s+(?:the\s+user|they)\s+(?:explicitly\s+)?(?:asks?|requests?|wants?|says?)\b/i;

/**
 * A standing addition to who may see or edit, kept from the user, read up to 240 characters on:
 * also on all the sentences a candidate adds joined, as a docstring wrapped line by line splits
 * the order from its concealment ("Add\n  the whole company every time, …;\n  do it without saying so").
 */
export function hiddenStandingGrant(text: string): string | null {
  for (const m of text.matchAll(STANDING_ADD)) {
    const span = text.slice(m.index, m.index + 240);
    if (WHO_MAY.test(span) && KEPT_FROM_USER.test(span)) return m[0];
  }
  return null;
}

// Opened to anyone, as a step of the work (Box shared links found open, Adversis 2019; UpGuard's
// exposed buckets): an order (call, set, create, write, save, switch…) in a sentence that makes
// the place readable by anyone — access "open" or "public", "anyone with the link can open
// it", "without an invitation", a policy for principal "*", a user allowed "from any address". A link made when the user asks, and access described, pass.
const OPENED =
  /\baccess\s*(?:level\s*)?(?:[:=]|set\s+to|to|of|as)?\s*[`'"]?(?:open|public|anyone|everyone|anonymous)\b[`'"]?|\b(?:anyone|everyone|anybody)\s+(?:who\s+has|with)\s+(?:the\s+)?(?:\w+\s+)?(?:link|url|address)\s+(?:can|may|could|will\s+be\s+able\s+to)\s+(?:open|read|view|see|download|access|reach)\b|\bwithout\s+(?:an?\s+)?(?:invitation|invite)\b|\bpublicly\s+(?:readable|accessible|downloadable|visible)\b|\bprincipal\s*[:=]?\s*["'`]\*["'`]|\b(?:from|to)\s+any\s+(?:ip\s+)?(?:address|host|network|source|origin)\b|\b0\.0\.0\.0\/0\b|\ballusers\b/i;
const OPEN_ORDER =
  /(?:^|[.;:,]\s*|\b(?:then|and|also|afterwards|always)\s+|\b(?:is|are)\s+to\s+)(?:call|set|create|make|write|save|store|put|switch|share|publish|upload|use|pass|give|enable|turn\s+on|add|grant|allow|keep|attach|apply)\b/i;
const NEVER = /\b(?:never|not|don't|no)\b/i;

// A value's purpose documented ("set access to "open" to let anyone with the link view it"),
// unless it is made a step of every use ("afterwards", "always", "each").
const DOC_PURPOSE = /^\s*[`'"]?\s*,?\s*(?:to|so\s+that)\s+(?:let|allow|make|give|open)\b/i;
const EVERY_USE = /\b(?:afterwards|always|then|each|every|also|by\s+default)\b/i;

function openedToAll(s: string): string | null {
  const open = OPENED.exec(s);
  if (!open || USER_ASKS.test(s) || /\bonly\s+(?:when|if|for)\b/i.test(s)) return null;
  if (DOC_PURPOSE.test(s.slice(open.index + open[0].length)) && !EVERY_USE.test(s)) return null;
  const order = OPEN_ORDER.exec(s);
  if (!order || NEVER.test(s.slice(Math.max(0, order.index - 12), order.index + order[0].length))) return null;
  return `${order[0].replace(/^[\s.;:,]+/, '')} … ${open[0]}`;
}

// Separation of duties undone (SOX internal controls; the 2008 Société Générale losses): an
// approval or review handed back to the one who asked for it — "assign the approval to the
// requester's own ID", "let the author approve their own change". The requester told the
// outcome, or kept out ("to someone other than the requester"), passes.
const APPROVAL = /\b(?:approv\w*|sign-?offs?|reviews?|authori[sz]ations?|four-eyes)\b/i;
const SELF =
  /\b(?:assign|reassign|route|re-?route|delegate)\b[^.;\n]{0,50}?\bto\s+(?:the\s+)?(?:requester|requestor|submitter|author|initiator|applicant|uploader|creator)(?:'s\s+own\b|\s+(?:themselves|himself|herself)\b|(?!'s|\s+of\b|[\w-]))|\b(?:let|allow|have)\s+(?:the\s+)?(?:requester|requestor|submitter|author|initiator|applicant|creator)\s+(?:to\s+)?(?:approve|sign\s+off|review)\s+(?:their|his|her|its)\s+own\b/i;

function selfApproval(s: string): string | null {
  const m = SELF.exec(s);
  if (!m || !APPROVAL.test(s) || NEVER.test(s.slice(Math.max(0, m.index - 12), m.index))) return null;
  return m[0];
}

/** The part of a sentence that widens who may access or act, or null. */
export function widenedAccess(s: string, reviewed: string, siblings?: ReadonlySet<string>): string | null {
  const byDefault = AS_DEFAULT.exec(s) ?? DEFAULT_AFTER.exec(s);
  if (byDefault && !/\b(?:never|not|don't)\b/i.test(s.slice(0, byDefault.index))) return byDefault[0];
  const word = DEFAULT_WORD.exec(s);
  if (word && ACCESS_WORD.test(s) && !RESTRICTS.test(s)) {
    const near = s.slice(Math.max(0, word.index - 40), word.index + word[0].length + 40);
    const high = HIGH_AT.exec(near);
    if (high) return `${word[0]} … ${high[0]}`;
  }
  const account = privilegedAccount(s, reviewed, siblings);
  if (account) return account;
  const standing = hiddenStandingGrant(s);
  if (standing) return standing;
  const all = ALL_IN.exec(s);
  if (all && UNASKED.test(s) && !USER_ASKS.test(s) && !RESTRICTS.test(s.slice(0, all.index))) return all[0];
  return openedToAll(s) ?? selfApproval(s) ?? forcedOwner(s, reviewed) ?? weakenedSetup(s);
}

// An identity or access field the caller sets, forced to a fixed principal at every call (CWE-639;
// OWASP API3 mass assignment turned round): "The `owner` field is always set to the service
// account", "the assignee is replaced with the admin group on every update". A server-side field
// ("`updated_at` is always set to the current time"), the caller itself ("… set to the calling
// user"), a lower level ("`role` is always set to viewer") or a principal the reviewed text names pass.
const IDENTITY_FIELD =
  /(?:\b|_)(?:owner(?:ship)?|owned[_ ]by|author|creator|organi[sz]er|created[_ ]by|assignee|assigned[_ ]to|run[_ ]?as|principal|acl|permissions?|visibility|sharing|access|admins?|approver|reviewer|sender|from[_ ](?:address|field|name)|reply[_-]to|payee|beneficiary|recipients?)(?:\b|_)/i;
const FORCED =
  /\b(?:is|are|gets?|will\s+be)\s+(?:always\s+|silently\s+|automatically\s+|then\s+)?(?:set|forced|overwritten|replaced|changed|reset|rewritten|switched|reassigned)\s+(?:to|with|by)\s+([^.;\n]{1,80})|\b(?:always|silently)\s+(?:set|force|overwrite|replace|change|reset|reassign)\s+([^.;\n]{1,120})/i;
const STANDING = /\b(?:always|every|each|any|regardless|whatever|silently|automatically)\b/i;
const FIXED_PRINCIPAL =
  /\b(?:(?:the|a|an|our|its)\s+)?(?:service|system|bot|robot|integration|automation|admin(?:istrator)?|shared|platform|vendor|support|ops|root|technical|internal|fixed)\s+(?:account|user|principal|identity|group|team|owner|mailbox|address)\b|\b(?:root|admins?|administrators?|everyone|everybody|anyone|public|all\s+users)\b|[\w.+-]{1,40}@[\w-]{1,40}\.[a-z]{2,10}\b|@[\w.-]{3,40}/i;
const CALLER =
  /\b(?:caller|calling\s+user|current\s+user|signed[- ]in|logged[- ]in|authenticated|requester|requestor|your?|yourself|the\s+user\b(?!\s+\w+\s+account))/i;

function forcedOwner(s: string, reviewed: string): string | null {
  const f = FORCED.exec(s);
  if (!f || !STANDING.test(s) || NEVER.test(s.slice(0, f.index + 12))) return null;
  const field = IDENTITY_FIELD.exec(s.slice(0, f.index + f[0].length));
  const value = (f[1] ?? f[2])!;
  const fixed = FIXED_PRINCIPAL.exec(value);
  if (!field || !fixed || CALLER.test(value.slice(0, fixed.index + fixed[0].length))) return null;
  return principalNamed(fixed[0], reviewed) ? null : `${field[0]} … ${f[0]}`;
}

// The principal as the reviewed text may name it, its article and plural aside: "the service
// account" is named by "jobs are owned by service accounts".
function principalNamed(principal: string, reviewed: string): boolean {
  const p = principal
    .toLowerCase()
    .replace(/^(?:the|a|an|our|its)\s+/, '')
    .replace(/s$/, '');
  const words = p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, String.raw`\s+`);
  return new RegExp(String.raw`(?<![\w@.-])${words}s?(?![\w@-])`, 'i').test(reviewed);
}

// Security weakened as a default or an unasked step (CWE-1392 default credentials; Rhino
// Security's PassRole escalation; OWASP API3 mass assignment): a fixed credential used when
// the user chooses none ("if the user has not chosen one, use `Pa55#word`"), a permission on
// every resource added beside the ones asked for, and privilege or entitlement fields the user
// left out filled with their highest value. Each is a setting a reviewer refuses whatever the
// tool; a value the user gives, or a wildcard they ask for, is theirs.
const CREDENTIAL =
  /\b(?:passwords?|passphrases?|passcodes?|pins?|secrets?|api\s+keys?|tokens?|credentials?)\b|(?:\b|_)(?:password|passwd|secret|api_key|token)(?:\b|_)/i;
const NONE_CHOSEN =
  /\b(?:if|when|unless)\s+(?:the\s+user|they|no\s+one|nobody)\s+(?:has\s+not|have\s+not|hasn't|haven't|does\s+not|doesn't|did\s+not|didn't|gives?\s+no|names?\s+no|picks?\s+no|chose|chooses|set)\b|\bif\s+(?:none|no\s+(?:password|value|secret|one))\s+is\s+(?:given|chosen|set|provided)\b/i;
// A fixed value: quoted or backticked, with a digit or a sign in it; or one from the examples.
const FIXED_VALUE =
  /\b(?:use|set|pass|fill\s+in|give|apply)\s+(?:it\s+to\s+)?(?:[`'"][^`'"\s]{0,40}[\d#!$%&*@^][^`'"\s]{0,40}[`'"]|the\s+(?:value|one|password|default)\s+from\s+the\s+(?:setup\s+|sample\s+|docs?\s+)?examples?|the\s+(?:example|sample|demo|default)\s+(?:value|password|secret|one))/i;

// A value shaped like a password (upper and lower case, a digit and a sign: "Pa55#word"), which
// names its kind when the sentence is a field's entry and the field's name is in the line before.
const PASSWORD_SHAPED =
  /[`'"](?=[^`'"\s]*[A-Z])(?=[^`'"\s]*[a-z])(?=[^`'"\s]*\d)(?=[^`'"\s]*[#!$%&*@^?~+=])[^`'"\s]{6,40}[`'"]/;

function fixedCredential(s: string): string | null {
  const none = NONE_CHOSEN.exec(s);
  const value = FIXED_VALUE.exec(s);
  if (!none || !value || !(CREDENTIAL.test(s) || PASSWORD_SHAPED.test(value[0]))) return null;
  return `${none[0]} … ${value[0]}`;
}

const EVERY_RESOURCE =
  /\bresources?["'`]?\s*[:=]?\s*["'`]\*["'`]|\b(?:on|to|for|over|across)\s+(?:all|every|any)\s+(?:resources?|buckets?|roles?|accounts?|projects?|repositor(?:y|ies)|tables?|clusters?|namespaces?|secrets?|keys?)\b/i;
const ALLOWED = /\b(?:allow\w*|grant\w*|permit\w*|add\w*|includ\w*|attach\w*)\b/i;
const BEYOND_ASKED =
  /\b(?:next\s+to|beside|besides|along\s+with|on\s+top\s+of|in\s+addition\s+to|as\s+well\s+as)\s+(?:the\s+)?(?:requested|asked|user's|ones?\s+(?:asked|requested))|\b(?:even\s+(?:if|when)\s+(?:the\s+user|they)|unasked|without\s+being\s+asked|(?:users?|they|people)\s+(?:rarely|never|seldom|don't|do\s+not)\s+(?:think\s+to\s+)?ask|always|by\s+default)\b/i;

function everyResource(s: string): string | null {
  const all = EVERY_RESOURCE.exec(s);
  if (!all || !ALLOWED.test(s) || !BEYOND_ASKED.test(s) || USER_ASKS.test(s)) return null;
  return RESTRICTS.test(s.slice(0, all.index)) ? null : all[0];
}

// A privilege or entitlement field (`is_admin`, a credit limit, a discount, a role) given its top value.
const PRIVILEGE =
  /(?:\b|_)(?:admin|administrator|superuser|privileges?|permissions?|roles?|credit|discount|clearance|entitlements?|verified|approved)(?:\b|_)/i;
const MAXED =
  /\b(?:fill|set|populate|default|give|assign)\w*\b[^.;\n]{0,40}?\b(?:highest|maximum|max|largest|greatest|most\s+permissive|top)\s+(?:value|level|setting|allowed|possible|the)\b/i;

function maxedPrivilege(s: string): string | null {
  const m = MAXED.exec(s);
  const field = PRIVILEGE.exec(s);
  return m && field && !RESTRICTS.test(s.slice(0, m.index)) ? `${field[0]} … ${m[0]}` : null;
}

/** A fixed credential, a grant on every resource or a privilege maxed, slipped in unasked, or null. */
export function weakenedSetup(s: string): string | null {
  return fixedCredential(s) ?? everyResource(s) ?? maxedPrivilege(s);
}
