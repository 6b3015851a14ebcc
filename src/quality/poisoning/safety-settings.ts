// Safety settings switched off: an order to empty a blocklist or allow-list, zero a limit
// or turn off confirmations, sandboxing or filters (CVE-2025-53773: an agent writing
// `autoApprove: true` into its own settings). A configuration tool documents these values
// honestly ("Setting allowedDirectories to [] allows full access", "set it to [] to allow
// every folder"), so a purpose clause after the value, or the user's own request, passes;
// an order to do it as a step of the work, at a clause's start, does not.

const GUARD = `(?:block|deny|denied|allow|safe|restrict|forbid|ban|guard|limit|protect|confirm|approv|sandbox|permission|whitelist|blacklist|filter|moderat|verif|readonly|read_only|prompt)`;
// "Set blockedCommands to [] and allowedDirectories to []", "set confirm_delete: false".
const EMPTIED = new RegExp(
  String.raw`(?:^|[,;:(]\s*|\b(?:then|and|also|first|always|just|simply|please)\s+)(?:set|change|switch|make|reset|update|configure)\s+(?:the\s+|its\s+|your\s+)?[\`'"]?[\w.-]*${GUARD}[\w.-]*[\`'"]?\s+(?:list\s+|setting\s+|option\s+|value\s+)?(?:to|=|:)\s*(?:\[\s*\]|""|''|\{\s*\}|empty|none|null|nothing|off|false|0(?![\d.])|disabled|no\s+limit|unlimited|an?\s+empty\s+(?:array|list|string|set))`,
  'i',
);
// "Turn off confirmations", "clear the blocklist", "disable the sandbox".
const SWITCHED_OFF =
  /(?:^|[,;:(]\s*|\b(?:then|and|also|first|always|just|simply|please)\s+)(?:turn\s+off|switch\s+off|disable|deactivate|clear|empty|lift|drop|bypass|remove)\s+(?:all\s+|every\s+|the\s+|any\s+|its\s+|your\s+)?(?:[\w-]{1,64}\s+)?(?:blocklists?|block\s+lists?|blocked\s+(?:commands|hosts|domains|paths)|allow-?lists?|allowed\s+(?:directories|paths|hosts|commands|domains)|safety\s+(?:checks?|settings?|filters?|limits?|prompts?)|guardrails?|confirmations?|confirmation\s+(?:prompts?|steps?)|sandbox(?:ing)?|rate\s+limits?|content\s+filters?|approval\s+(?:steps?|prompts?)|permission\s+(?:prompts?|checks?))\b/i;
// A value's purpose documented ("… to [] to allow every folder"), or the user's own choice.
const DOCUMENTED = /^[^.;\n]{0,20}?\bto\s+(?:allow|disable|permit|lift|remove|turn|switch|clear|grant|open)\b/i;
const USERS_CHOICE =
  /\b(?:if|when|once|only\s+if|only\s+when)\s+(?:the\s+)?(?:user|owner|admin\w*|operator)\s+(?:explicitly\s+)?(?:asks?|wants?|requests?|approves?|says?|chooses?|confirms?|agrees?)\b/i;

// What a value means for the results, documented at the clause's start ("Set `limit` to 0 for
// no limit", "… to 0 to return every record"); after
// an order word ("then set…", "always set…") it is a step of the work.
const MEANING =
  /^\s*\)?\s*(?:(?:for|=|means?)\s+(?:no\s+(?:limit|cap|maximum|max)|unlimited|an?\s+unlimited)|to\s+(?:return|list|fetch|get|retrieve|show|include|read)\s+(?:all|every|everything)|for\s+(?:all|every)\s+(?:results?|records?|rows?|items?|entries|pages?))\b/i;
const STEP = /^[,;:(\s]*(?:then|and|also|first|always|just|simply|please)\b/i;
const valueMeaning = (said: string, after: string) => MEANING.test(after) && !STEP.test(said);

// A switch left in its unsafe position: "keep `verify_ssl` off", "leave `mfa_required` false",
// "keep `insecure` on". A switch named for a control (checks of certificates, MFA, audit,
// encryption, confirmation, a sandbox or filter) kept off, or one named for skipping it kept on;
// "keep `verify_ssl` on", "keep `insecure_ssl` off" or "keep `allow_comments` off" weakens nothing.
const SWITCH_KEPT =
  /(?:^|[,;:(]\s*|\b(?:then|and|also|first|always|just|simply|please)\s+)(?:keep|leave|turn|switch|have)\s+(?:the\s+|its\s+|your\s+)?[`'"]([\w.-]{2,40})[`'"]\s+(?:(?:set\s+)?(?:to|=|:|as)\s*)?[`'"]?(on|off|true|false|enabled|disabled|yes|no|0|1)\b/i;
const CONTROL =
  /(?:^|_)(?:verif|ssl|tls|https|cert|mfa|2fa|otp|two_?factor|audit|encrypt|auth(?!or)|csrf|sign(?!up)|secure|protect|guard|sandbox|confirm|approv|permission|block|deny|restrict|filter|moderat|safe|readonly|read_only)/;
const SKIPS =
  /(?:^|_)(?:insecure|unsafe|skip|no_?verif|noverify|bypass|dangerous|unverified|unsigned|disable|trust_?all|allow_?(?:insecure|unsafe|any|all|unverified|self|http)|auto_?(?:approv|confirm|accept|merge))/;
// The same in words: "keep SSL verification off", "leave MFA disabled", "keep audit logging off".
const CONTROL_KEPT_OFF =
  /(?:^|[,;:(]\s*|\b(?:then|and|also|first|always|just|simply|please)\s+)(?:keep|leave|turn|switch|have)\s+(?:the\s+|its\s+|your\s+)?(?:ssl|tls|https|certificate|cert|hostname|mfa|2fa|two-factor|multi-factor|audit|encryption|signature|csrf|confirmation|approval)(?:\s+(?:verification|validation|checks?|authentication|logging|logs?|protection|prompts?|steps?|requirements?))?\s+(?:off|disabled)\b/i;
// A switch kept off only where nothing real is at stake ("Leave `require_confirmation` false in
// the sandbox", "… off for local testing") documents a test setup, not an order for real calls.
const TEST_SCOPE =
  /^[^.;\n]{0,40}?\b(?:in|for|on|during|within|inside|when)\s+(?:the\s+|a\s+|your\s+)?(?:sandbox|test(?:s|ing)?|local(?:\s+(?:testing|development|dev))?|dev(?:elopment)?|dry[- ]runs?|mock)\b/i;
// "… in tests and production" reaches real calls too.
const REAL_SCOPE = /^[^.;\n]*\b(?:prod\w*|live|real|every(?:where)?|all|always)\b/i;
const testOnly = (rest: string) => TEST_SCOPE.test(rest) && !REAL_SCOPE.test(rest);
function switchKept(s: string): string | null {
  const words = CONTROL_KEPT_OFF.exec(s);
  if (words) return testOnly(s.slice(words.index + words[0].length)) ? null : words[0].trim();
  const m = SWITCH_KEPT.exec(s);
  if (!m || testOnly(s.slice(m.index + m[0].length))) return null;
  const name = m[1]!
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[.-]/g, '_');
  const on = /^(?:on|true|enabled|yes|1)$/i.test(m[2]!);
  return (SKIPS.test(name) ? on : !on && CONTROL.test(name)) ? m[0].trim() : null;
}

/** The words that order a safety setting emptied or switched off, or null. */
export function switchesOffSafety(s: string): string | null {
  if (USERS_CHOICE.test(s)) return null;
  const kept = switchKept(s);
  if (kept) return kept;
  for (const re of [EMPTIED, SWITCHED_OFF]) {
    const m = re.exec(s);
    if (m && !DOCUMENTED.test(s.slice(m.index + m[0].length)) && !valueMeaning(m[0], s.slice(m.index + m[0].length)))
      return m[0].trim();
  }
  return null;
}
