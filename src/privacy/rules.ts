// The table of secret kinds that redaction looks for in every string (vendor key formats
// after the gitleaks rule set, generic `name=value` assignments, Luhn-checked cards), each
// with the literal triggers that must be present for it to run. Every pattern is linear
// on hostile input: bounded quantifiers, and a rule starting with a character class is
// anchored with a lookbehind so it is only tried at the start of a run.
import { DIGIT_RUN, type TriggerSet } from './trigger-scan.ts';

export interface RedactRule {
  kind: string;
  /** Global, linear-time pattern. */
  pattern: RegExp;
  /** The replacement for a match, or null to keep it (a failed check such as Luhn). */
  replace: (match: string, groups: (string | undefined)[]) => string | null;
  /**
   * What every match contains (ASCII case aside): literals, or a run of digits. All rules'
   * triggers are found in one pass per string (trigger-scan.ts), and a rule runs only on a
   * string holding one of its own, so a string crafted to make one rule work hard does not
   * pay for every other rule's pass too.
   */
  triggers: TriggerSet;
}

/** What a secret is replaced with. */
export const R = '[REDACTED]';
const keepGroup1 = (_m: string, g: (string | undefined)[]) => `${g[0] ?? ''}${R}`;

// Values that a `name: value` text has when it documents a field rather than holding a
// secret ("token: string", "password is required").
const NOT_A_SECRET =
  /^(?:true|false|null|none|nil|undefined|string|number|integer|int|boolean|bool|object|array|required|optional|yes|no|invalid|valid|expired|missing|empty|unset|set|redacted|hidden|\*+|x+|\d{1,5})$/i;
const PLACEHOLDER = /^(?:<[^>]*>?|\$\{?[A-Za-z_]+\}?|\{\{[^}]*\}\}?|%[A-Za-z_]+%?)$/;
// A sentence going on after "…with a password: see `file`", "…password is the one": a word
// of running prose is no value.
const PROSE_WORD =
  /^(?:see|the|an|your|their|its|this|that|these|those|which|use|using|given|provided|passed|sent|from|via|in|as|by|for|with|if|when|any|each|per)$/i;
// A code span naming a field, parameter or file ("with a password: `filename`"): letters
// and separators only. A span with a digit or any other sign is read as a value.
const CODE_REFERENCE = /^`[A-Za-z][A-Za-z_./-]{0,63}`$/;

// Stems of names that hold a secret, for `name=value` text. Bare "pass" and "key" are
// left to the structural pass, where a key name is a whole word; in prose they match
// "compass:" and "sort key:".
const SECRET_NAME_STEM =
  '(?:password|passwd|passphrase|passcode|pwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|signing[_-]?key|encryption[_-]?key|client[_-]?key|auth(?!or)|credential|cookie|session[_-]?(?:id|key|token)|sessid|jwt)';

// Triggers of the rules below (lowercase literals, matched with ASCII case folded).
const VENDOR_PREFIXES: TriggerSet = [
  'sk-',
  'ghp_',
  'gho_',
  'ghu_',
  'ghs_',
  'ghr_',
  'github_pat_',
  'glpat-',
  'xox',
  'xapp-',
  'aiza',
  'ya29.',
  'sk_live',
  'sk_test',
  'rk_live',
  'rk_test',
  'whsec_',
  'npm_',
  'pypi-',
  'sg.',
  'hf_',
  'dop_v1_',
  'hvs.',
  'dapi',
  'shp',
  'key-',
  'sq0',
  'atatt3',
  'lin_api_',
];
const withSeparators = (a: string, b: string) => [`${a}${b}`, `${a}_${b}`, `${a}-${b}`];
const SECRET_STEMS_LOWER: TriggerSet = [
  'password',
  'passwd',
  'passphrase',
  'passcode',
  'pwd',
  'secret',
  'token',
  ...['api', 'access', 'private', 'signing', 'encryption', 'client'].flatMap((w) => withSeparators(w, 'key')),
  'auth',
  'credential',
  'cookie',
  'session',
  'sessid',
  'jwt',
];

/**
 * The table of secret kinds. Order matters: whole blocks and header lines before the
 * tokens inside them, vendor formats before the generic assignment rule, and cards and
 * e-mail last so they never split a token found by an earlier rule.
 */
export const SECRET_RULES: readonly RedactRule[] = [
  {
    // Authorization headers of any scheme (Basic, Bearer, Digest, token, AWS4-HMAC-SHA256 …):
    // everything up to the end of the line or the quote.
    kind: 'authorization_header',
    triggers: ['authoriz'],
    pattern:
      /\b((?:proxy-)?authorization\\{0,2}["']?\s{0,3}[:=]\s{0,3}\\{0,2}["']?)(?!\[REDACTED)[^"'\\\r\n]{1,4096}/gi,
    replace: keepGroup1,
  },
  {
    kind: 'cookie_header',
    triggers: ['cookie'],
    pattern: /\b((?:set-)?cookie\\{0,2}["']?\s{0,3}:\s{0,3}\\{0,2}["']?)(?!\[REDACTED)[^"'\\\r\n]{1,4096}/gi,
    replace: keepGroup1,
  },
  {
    kind: 'bearer_token',
    triggers: ['bearer'],
    pattern: /\b([Bb]earer\s{1,5})(?!\[REDACTED)[A-Za-z0-9._~+/-]{8,4096}=*/g,
    replace: keepGroup1,
  },
  {
    kind: 'basic_auth',
    triggers: ['basic'],
    pattern: /\b(Basic\s{1,5})[A-Za-z0-9+/]{8,4096}={0,2}/g,
    replace: keepGroup1,
  },
  {
    kind: 'jwt',
    triggers: ['eyj'],
    pattern: /\b(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{5,8192}\.[A-Za-z0-9_-]{5,8192}\.[A-Za-z0-9_-]{0,8192}/g,
    replace: () => '[REDACTED:jwt]',
  },
  {
    kind: 'aws_access_key',
    triggers: ['akia', 'asia', 'abia', 'acca', 'a3t'],
    pattern: /\b(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}\b/g,
    replace: () => '[REDACTED:key]',
  },
  {
    kind: 'slack_webhook',
    triggers: ['://'],
    pattern: /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9/_+-]{8,512}/g,
    replace: () => '[REDACTED:webhook]',
  },
  {
    kind: 'discord_webhook',
    triggers: ['://'],
    pattern: /https:\/\/(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/[0-9]{5,30}\/[A-Za-z0-9_-]{20,128}/g,
    replace: () => '[REDACTED:webhook]',
  },
  {
    // Vendor token formats (after the gitleaks rule set): OpenAI / Anthropic, GitHub,
    // GitLab, Slack bot/user/app, Google API and OAuth, Stripe secret/restricted/webhook,
    // npm, PyPI, SendGrid, Hugging Face, DigitalOcean, Vault, Databricks, Shopify,
    // Mailgun, Square, Atlassian, Linear.
    kind: 'api_key',
    triggers: VENDOR_PREFIXES,
    pattern: new RegExp(
      // The lookbehind keeps a run like "sk-sk-sk-…" from being rescanned at every "sk-".
      '\\b(?<![A-Za-z0-9_-])(?:' +
        [
          'sk-(?:ant-(?:api|admin)[0-9]{2}-|proj-|svcacct-|admin-)?[A-Za-z0-9_-]{16,512}',
          'gh[pousr]_[A-Za-z0-9]{30,255}',
          'github_pat_[A-Za-z0-9_]{30,255}',
          'glpat-[A-Za-z0-9_-]{20,64}',
          'xox[abposre]-[A-Za-z0-9-]{10,255}',
          'xapp-[A-Za-z0-9-]{10,255}',
          'AIza[0-9A-Za-z_-]{35}',
          'ya29\\.[0-9A-Za-z_-]{20,2048}',
          '(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,255}',
          'whsec_[A-Za-z0-9+/=]{20,255}',
          'npm_[A-Za-z0-9]{36}',
          'pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,512}',
          'SG\\.[A-Za-z0-9_-]{16,32}\\.[A-Za-z0-9_-]{16,64}',
          'hf_[A-Za-z]{30,40}',
          'dop_v1_[a-f0-9]{64}',
          'hvs\\.[A-Za-z0-9_-]{24,255}',
          'dapi[a-f0-9]{32}',
          'shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}',
          'key-[0-9a-zA-Z]{32}',
          'sq0(?:atp|csp)-[0-9A-Za-z_-]{22,60}',
          'ATATT3[A-Za-z0-9_=-]{100,300}',
          'lin_api_[A-Za-z0-9]{40}',
        ].join('|') +
        ')(?![A-Za-z0-9_-])',
      'g',
    ),
    replace: () => '[REDACTED:key]',
  },
  {
    // name=value, name: value, "name": "value", NAME_SECRET=…, MYSQL_PWD=…, ?token=…,
    // "my password is …". The match starts at the stem (no scan back over the name), so
    // the rule is tried only where a stem occurs; a lookbehind notes an article before it
    // ("with a password: …"), which makes the text prose about a password, not a setting.
    kind: 'secret_assignment',
    triggers: SECRET_STEMS_LOWER,
    pattern: new RegExp(
      `(?:(?<=\\b(a|an|the) )|(?<!\\b(?:a|an|the) ))(${SECRET_NAME_STEM}(?:[_.-][A-Za-z0-9_.-]{0,30})?s?\\\\{0,2}["']?\\s{0,3}(?:[:=]>?|\\s(?:is|was)\\s)\\s{0,3})` +
        `(?!\\\\{0,2}["']?\\[REDACTED)(?:(\\\\{0,2}["'])([^"'\\\\\\r\\n]{1,1024})|([^\\s"'\\\\,;&<>)}\\]]{2,1024}))`,
      'gi',
    ),
    replace: (_m, [article, name, quote, quoted, bare]) => {
      const value = quoted ?? bare ?? '';
      if (NOT_A_SECRET.test(value) || PLACEHOLDER.test(value) || PROSE_WORD.test(value)) return null;
      // "…protected with a password: `filename`" names where it is; "password: `x`" may hold it.
      if (article && CODE_REFERENCE.test(value)) return null;
      return `${name ?? ''}${quote ?? ''}${R}`;
    },
  },
  {
    // Payment card numbers: a known issuer prefix and length, then the Luhn check, so
    // order numbers and timestamps are left alone.
    kind: 'card_number',
    triggers: [DIGIT_RUN],
    pattern: /(?<![0-9])[2-6][0-9](?:[ -]?[0-9]){11,17}(?![0-9])/g,
    replace: (m) => (isCardNumber(m) ? '[REDACTED:card]' : null),
  },
];

/** Issuer prefix and length of the major card networks, then the Luhn checksum. */
export function isCardNumber(text: string): boolean {
  const d = text.replace(/[ -]/g, '');
  const n = d.length;
  const p2 = Number(d.slice(0, 2));
  const p4 = Number(d.slice(0, 4));
  const known =
    (d[0] === '4' && (n === 13 || n === 16 || n === 19)) || // Visa
    (((p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720)) && n === 16) || // Mastercard
    ((p2 === 34 || p2 === 37) && n === 15) || // Amex
    ((p4 === 6011 || p2 === 65 || (p4 >= 6440 && p4 <= 6499)) && n >= 16 && n <= 19) || // Discover
    (p4 >= 3528 && p4 <= 3589 && n >= 16 && n <= 19) || // JCB
    (((p4 >= 3000 && p4 <= 3059) || p2 === 36 || p2 === 38 || p2 === 39) && n >= 14 && n <= 19) || // Diners
    (p2 === 62 && n >= 16 && n <= 19); // UnionPay
  if (!known) return false;
  // Separators, when present, must be single and regular ("4111 1111 1111 1111").
  if (/[ -]/.test(text) && !/^[0-9]{4}(?:[ -][0-9]{4,6}){2,4}$/.test(text)) return false;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    let v = d.charCodeAt(n - 1 - i) - 48;
    if (i % 2 === 1) {
      v *= 2;
      if (v > 9) v -= 9;
    }
    sum += v;
  }
  return sum % 10 === 0;
}
