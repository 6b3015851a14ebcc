// Secrets and personal data are removed from every trace before it is stored, so neither
// the database nor any LLM prompt built from it ever holds them. Two passes:
//
// - by structure: the value of any object key that names a secret (password, api_key,
//   Authorization, Cookie, session_token, …) is replaced whole, at any depth;
// - by content: every string is scanned with the rules of SECRET_RULES below, the one
//   documented table of secret kinds (vendor key formats after the gitleaks rule set,
//   generic `name=value` assignments, PEM blocks, URL passwords, Luhn-checked cards,
//   e-mail addresses). Counts per kind are reported as metrics.
//
// Every rule runs in linear time on hostile input: quantifiers are bounded, and a rule
// that starts with a character class is anchored with a lookbehind so it is only tried at
// the start of a run, never at every position inside it. Custom patterns from
// WHETSTONE_REDACT_PATTERNS run on RE2 (re2js), which is linear by construction. A caller
// can pass a deadline: it is checked between strings and between rules, and a redaction
// that passes it throws TooSlowError (decode dead-letters the message as `too_slow`).
import { RE2JS } from 're2js';
import { compileTriggers, DIGIT_RUN, type TriggerSet } from './trigger-scan.ts';

export class TooSlowError extends Error {
  readonly retriable = false;
  constructor(readonly budgetMs: number) {
    super(`redaction did not finish within ${budgetMs} ms (WHETSTONE_DECODE_TIMEOUT_MS)`);
  }
}

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

const R = '[REDACTED]';
const keepGroup1 = (_m: string, g: (string | undefined)[]) => `${g[0] ?? ''}${R}`;

// Values that a `name: value` text has when it documents a field rather than holding a
// secret ("token: string", "password is required").
const NOT_A_SECRET =
  /^(?:true|false|null|none|nil|undefined|string|number|integer|int|boolean|bool|object|array|required|optional|yes|no|invalid|valid|expired|missing|empty|unset|set|redacted|hidden|\*+|x+|\d{1,5})$/i;
const PLACEHOLDER = /^(?:<[^>]*>?|\$\{?[A-Za-z_]+\}?|\{\{[^}]*\}\}?|%[A-Za-z_]+%?)$/;

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
    // the rule is tried only where a stem occurs.
    kind: 'secret_assignment',
    triggers: SECRET_STEMS_LOWER,
    pattern: new RegExp(
      `(${SECRET_NAME_STEM}(?:[_.-][A-Za-z0-9_.-]{0,30})?s?\\\\{0,2}["']?\\s{0,3}(?:[:=]>?|\\s(?:is|was)\\s)\\s{0,3})` +
        `(?!\\\\{0,2}["']?\\[REDACTED)(?:(\\\\{0,2}["'])([^"'\\\\\\r\\n]{1,1024})|([^\\s"'\\\\,;&<>)}\\]]{2,1024}))`,
      'gi',
    ),
    replace: (_m, g) => {
      const value = g[2] ?? g[3] ?? '';
      if (NOT_A_SECRET.test(value) || PLACEHOLDER.test(value)) return null;
      return `${g[0] ?? ''}${g[1] ?? ''}${R}`;
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

// Key names whose value is a secret, matched word by word (camelCase, snake_case,
// kebab-case and dotted names are split), so "apiKey", "X-Api-Key", "db.password" and
// "MYSQL_PWD" match but "keyword", "monkey" and "passenger" do not.
const SECRET_WORDS = new Set([
  'pass',
  'passwd',
  'password',
  'passwords',
  'passphrase',
  'passcode',
  'pwd',
  'pw',
  'secret',
  'secrets',
  'token',
  'tokens',
  'key',
  'keys',
  'apikey',
  'auth',
  'authorization',
  'oauth',
  'cookie',
  'cookies',
  'session',
  'sessionid',
  'sessid',
  'sid',
  'credential',
  'credentials',
  'creds',
  'jwt',
  'bearer',
  'csrf',
  'xsrf',
  'otp',
  'totp',
  'pin',
  'cvv',
  'cvc',
  'ssn',
  'signature',
  'sig',
  'privatekey',
  'salt',
]);
const SECRET_SUFFIXES = [
  'password',
  'passwd',
  'secret',
  'token',
  'apikey',
  'cookie',
  'credential',
  'credentials',
  'sessionid',
  'privatekey',
  'secretkey',
  'accesskey',
];
// A number under a key like max_tokens or token_count is a count, not a secret.
const COUNT_WORDS = new Set([
  'max',
  'min',
  'num',
  'count',
  'limit',
  'total',
  'length',
  'len',
  'size',
  'ttl',
  'expires',
  'expiry',
  'timeout',
  'used',
  'remaining',
]);

function keyWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const SECRET_STEMS =
  /pass|pw|secret|token|key|auth|cookie|sess|sid|cred|jwt|bearer|csrf|xsrf|otp|pin|cvv|cvc|ssn|sig|salt/;
const NOT_ALNUM = /[^a-z0-9]+/g;

// Key names repeat across traces (arguments of the same tools): the verdict is cached.
const keyVerdicts = new Map<string, boolean>();
// Names without a stem, remembered apart (a lookup of a parsed key, whose hash V8 keeps,
// costs a fraction of lowercasing and stripping it), so thousands of distinct plain keys
// flush only this set, never the verdicts that matter.
const plainKeys = new Set<string>();

/** Adds to a memo that is emptied when full: cheap, and bounded whatever the input. */
function remember(set: Set<string>, value: string, max: number): void {
  if (set.size >= max) set.clear();
  set.add(value);
}

/** True when an object key names a secret, e.g. "password", "apiKey", "X-Auth-Token". */
export function isSecretKey(name: string): boolean {
  if (plainKeys.has(name)) return false;
  // Every secret word and suffix holds one of these stems, in the name's letters and digits
  // run together: most names have none and skip the word split.
  if (!SECRET_STEMS.test(name.toLowerCase().replace(NOT_ALNUM, ''))) {
    if (name.length <= 100) remember(plainKeys, name, 10_000);
    return false;
  }
  const known = keyVerdicts.get(name);
  if (known !== undefined) return known;
  const v = judgeKey(name);
  if (keyVerdicts.size >= 10_000) keyVerdicts.clear();
  keyVerdicts.set(name, v);
  return v;
}

function judgeKey(name: string): boolean {
  if (name.length > 100) return false;
  const words = keyWords(name);
  if (words.some((w) => SECRET_WORDS.has(w))) return true;
  const joined = words.join('');
  return SECRET_SUFFIXES.some((s) => joined.endsWith(s));
}

function isCountKey(name: string): boolean {
  return keyWords(name).some((w) => COUNT_WORDS.has(w));
}

export interface RedactOptions {
  /** performance.now() value after which redaction throws TooSlowError. */
  deadline?: number | undefined;
  budgetMs?: number | undefined;
  /** Keys at the top level whose names are not checked (the trace's own fields). */
  exemptKeys?: ReadonlySet<string> | undefined;
  /** Keys at the top level whose values are kept as they are (the trace's id). */
  verbatimKeys?: ReadonlySet<string> | undefined;
}

export interface Redactor {
  /** Returns a redacted copy of any JSON value and adds what it found to `counts`. */
  redact<T>(value: T, counts: Map<string, number>, opts?: RedactOptions): T;
  redactString(s: string, counts: Map<string, number>, opts?: RedactOptions): string;
}

// Shorter strings cannot hold any of the kinds above (the shortest, "pwd=ab", is 6).
const MIN_LENGTH = 6;

// One pass per string finds which rules' triggers it holds (bit k: SECRET_RULES[k]), and
// whether it holds what the scanners below start from ("@" of an e-mail, "://" of a URL
// with a password, a PEM block's BEGIN line; the last bit). Most strings of a trace hold
// none and skip the rules. Derived from the table, so a new rule cannot be left out.
const SCANNER_TRIGGERS: TriggerSet = ['@', '://', '-----begin'];
const triggersIn = compileTriggers([...SECRET_RULES.map((r) => r.triggers), SCANNER_TRIGGERS]);

const CLEAN_CACHE_MAX_LENGTH = 128;
const CLEAN_CACHE_ENTRIES = 20_000;

function sum(counts: Map<string, number>): number {
  let n = 0;
  for (const v of counts.values()) n += v;
  return n;
}

export function createRedactor(extraPatterns: string[] = []): Redactor {
  const custom = extraPatterns.map((p, i) => ({ kind: `custom_${i + 1}`, re: RE2JS.compile(p) }));

  let seen = 0;
  function check(opts: RedactOptions | undefined): void {
    if (opts?.deadline !== undefined && performance.now() > opts.deadline) throw new TooSlowError(opts.budgetMs ?? 0);
  }

  function add(counts: Map<string, number>, kind: string, n: number): void {
    if (n) counts.set(kind, (counts.get(kind) ?? 0) + n);
  }

  // Short strings that held nothing, remembered: tool and server names, schema ids and
  // enum-like values repeat in every trace (twenty tools shown is forty such strings), and
  // a lookup costs a fraction of the scan. Bounded, and emptied when full.
  const clean = new Set<string>();

  function redactString(s: string, counts: Map<string, number>, opts?: RedactOptions): string {
    if (s.length < MIN_LENGTH) return s;
    if (s.length <= CLEAN_CACHE_MAX_LENGTH) {
      if (clean.has(s)) return s;
      const before = counts.size === 0 ? 0 : sum(counts);
      const out = scan(s, counts, opts);
      if (out === s && (counts.size === 0 || sum(counts) === before)) {
        remember(clean, s, CLEAN_CACHE_ENTRIES);
      }
      return out;
    }
    return scan(s, counts, opts);
  }

  function scan(s: string, counts: Map<string, number>, opts?: RedactOptions): string {
    const hits = triggersIn(s);
    if (hits === 0) return custom.length ? redactCustom(s, counts, opts) : s;
    let out = redactPem(s, counts);
    out = redactUrlPasswords(out, counts);
    for (let k = 0; k < SECRET_RULES.length; k++) {
      const r = SECRET_RULES[k]!;
      // Replacements ("[REDACTED…]") add nothing a later rule matches, so the original
      // string's triggers decide.
      if ((hits & (1 << k)) === 0) continue;
      check(opts);
      let n = 0;
      r.pattern.lastIndex = 0;
      out = out.replace(r.pattern, (m: string, ...rest: unknown[]) => {
        const groups = rest.slice(0, -2).map((g) => (typeof g === 'string' ? g : undefined));
        const rep = r.replace(m, groups);
        if (rep === null) return m;
        n++;
        return rep;
      });
      add(counts, r.kind, n);
    }
    check(opts);
    out = redactEmails(out, counts);
    return redactCustom(out, counts, opts);
  }

  function redactCustom(s: string, counts: Map<string, number>, opts: RedactOptions | undefined): string {
    let out = s;
    for (const c of custom) {
      check(opts);
      let n = 0;
      const m = c.re.matcher(out);
      while (m.find()) n++;
      if (n) {
        out = c.re.matcher(out).replaceAll(R);
        add(counts, c.kind, n);
      }
    }
    return out;
  }

  // `top`: value is the root, where opts' exempt and verbatim keys apply.
  function redactValue(
    value: unknown,
    counts: Map<string, number>,
    opts: RedactOptions | undefined,
    top: boolean,
  ): unknown {
    if (typeof value === 'string') {
      // The clock is read every 32 strings here (reading it costs as much as skipping a
      // clean string), and between the rules of each string that is scanned.
      if ((++seen & 31) === 0) check(opts);
      return redactString(value, counts, opts);
    }
    if (Array.isArray(value)) {
      // A loop, not value.map(): map's array comes back packed or holey depending on
      // whether its caller runs optimized, and the code that reads the trace afterwards
      // (the v1 decode, the COPY text) was deoptimized for the other kind, round after
      // round (bench:otel, --trace-deopt).
      const out: unknown[] = [];
      for (let i = 0; i < value.length; i++) out.push(redactValue(value[i], counts, opts, false));
      return out;
    }
    if (value !== null && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      const exempt = top ? opts?.exemptKeys : undefined;
      const verbatim = top ? opts?.verbatimKeys : undefined;
      for (const k of Object.keys(value)) {
        const v = (value as Record<string, unknown>)[k];
        if (verbatim?.has(k)) out[k] = v;
        else if (!exempt?.has(k) && isSecretKey(k) && isSecretValue(k, v)) {
          out[k] = R;
          add(counts, 'secret_field', 1);
        } else out[k] = redactValue(v, counts, opts, false);
      }
      return out;
    }
    return value;
  }

  return {
    redact: <T>(value: T, counts: Map<string, number>, opts?: RedactOptions) =>
      redactValue(value, counts, opts, true) as T,
    redactString,
  };
}

/** Whether the value under a secret-named key is worth replacing. */
function isSecretValue(key: string, v: unknown): boolean {
  if (v === null || v === undefined || typeof v === 'boolean') return false;
  if (typeof v === 'number') return !isCountKey(key);
  if (typeof v === 'string') return v !== '' && v !== R && !v.startsWith('[REDACTED');
  if (Array.isArray(v)) return v.length > 0;
  return typeof v === 'object' && Object.keys(v).length > 0;
}

// PEM and OpenSSH private key blocks, found by their BEGIN line; the block runs to its END
// line, or to the end of the string when cut off (a truncated key is still a secret).
// indexOf from each BEGIN keeps the scan linear where a bounded regex would rescan.
const PEM_BEGIN = /-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
const PEM_END = /-----END[ A-Z0-9]{0,40}-----/y;

function redactPem(s: string, counts: Map<string, number>): string {
  if (!s.includes('-----BEGIN')) return s;
  let out = '';
  let from = 0;
  let n = 0;
  PEM_BEGIN.lastIndex = 0;
  for (let m = PEM_BEGIN.exec(s); m; m = PEM_BEGIN.exec(s)) {
    let end = s.length;
    for (let e = s.indexOf('-----END', PEM_BEGIN.lastIndex); e !== -1; e = s.indexOf('-----END', e + 8)) {
      PEM_END.lastIndex = e;
      if (PEM_END.test(s)) {
        end = PEM_END.lastIndex;
        break;
      }
    }
    out += s.slice(from, m.index) + '[REDACTED:private_key]';
    from = end;
    n++;
    PEM_BEGIN.lastIndex = end;
    if (end === s.length) break;
  }
  if (n === 0) return s;
  counts.set('private_key', (counts.get('private_key') ?? 0) + n);
  return out + s.slice(from);
}

// scheme://user:password@host, where the password may hold "/" and ":". Found from each
// "://" by forward scans that stop at the next "://" (the user part cannot hold ":" or
// "/"), with the next "@" and whitespace looked up once per position, so hostile input
// costs one pass.
const USER_STOP = /[\s:/?#@"'<>\\]/y;

function redactUrlPasswords(s: string, counts: Map<string, number>): string {
  let i = s.indexOf('://');
  if (i === -1 || !s.includes('@')) return s;
  let out = '';
  let from = 0;
  let n = 0;
  let nextAt = -2;
  let nextStop = -2;
  while (i !== -1) {
    // user part: up to the first stop character, at most 256 long
    let u = i + 3;
    const limit = Math.min(s.length, u + 256);
    while (u < limit) {
      USER_STOP.lastIndex = u;
      if (USER_STOP.test(s)) break;
      u++;
    }
    if (u < s.length && s.charCodeAt(u) === 58 /* : */ && u > i + 3) {
      if (nextAt < u) nextAt = s.indexOf('@', u);
      if (nextStop < u) nextStop = indexOfStop(s, u + 1);
      const pwEnd = nextAt;
      if (pwEnd > u + 1 && pwEnd - u <= 512 && (nextStop === -1 || nextStop > pwEnd)) {
        out += s.slice(from, u + 1) + R;
        from = pwEnd;
        n++;
        i = s.indexOf('://', pwEnd);
        continue;
      }
    }
    i = s.indexOf('://', i + 3);
  }
  if (n === 0) return s;
  counts.set('url_password', (counts.get('url_password') ?? 0) + n);
  return out + s.slice(from);
}

const PW_STOP = /[\s"'<>\\]/g;
function indexOfStop(s: string, from: number): number {
  PW_STOP.lastIndex = from;
  const m = PW_STOP.exec(s);
  return m ? m.index : -1;
}

// E-mail addresses, found from each "@": the local part is scanned backwards and the
// domain forwards, and neither scan can pass another "@", so hostile input costs one pass
// (a regex tried at every position of a long local-part run does not).
// The characters of an e-mail local part, by char code: the walk back from each '@' reads
// one character at a time, where a regex test per character allocated a string each.
const LOCAL_CHARS = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._%+-') LOCAL_CHARS[c.charCodeAt(0)] = 1;
const isLocal = (s: string, i: number): boolean => {
  const c = s.charCodeAt(i);
  return c < 128 && LOCAL_CHARS[c] === 1;
};
const DOMAIN = /[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}(?![A-Za-z0-9-])/y;

function redactEmails(s: string, counts: Map<string, number>): string {
  let at = s.indexOf('@');
  if (at === -1) return s;
  let out = '';
  let from = 0;
  let n = 0;
  let dot = -2;
  while (at !== -1) {
    // The domain's first label runs from the "@" to a "." within 64 characters, with no
    // other "@" before it: where that "." is missing, no regex is tried (a run of "a@"
    // cost one regex call per "@").
    const nextAt = s.indexOf('@', at + 1);
    if (dot <= at) dot = s.indexOf('.', at + 1);
    if (dot === -1) break;
    if ((nextAt !== -1 && nextAt < dot) || dot - at > 64) {
      at = nextAt;
      continue;
    }
    let start = at;
    while (start > from && at - start < 256 && isLocal(s, start - 1)) start--;
    DOMAIN.lastIndex = at + 1;
    const d = start < at && (start === 0 || !isLocal(s, start - 1)) ? DOMAIN.exec(s) : null;
    if (d) {
      out += s.slice(from, start) + '[EMAIL]';
      from = at + 1 + d[0].length;
      n++;
      at = s.indexOf('@', from);
    } else at = nextAt;
  }
  if (n === 0) return s;
  counts.set('email', (counts.get('email') ?? 0) + n);
  return out + s.slice(from);
}
