// Object keys that name a secret (password, apiKey, X-Auth-Token, ...), matched word by
// word, and whether the value under one is worth replacing.
import { R } from './rules.ts';

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
export function remember(set: Set<string>, value: string, max: number): void {
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

/** Whether the value under a secret-named key is worth replacing. */
export function isSecretValue(key: string, v: unknown): boolean {
  if (v === null || v === undefined || typeof v === 'boolean') return false;
  if (typeof v === 'number') return !isCountKey(key);
  if (typeof v === 'string') return v !== '' && v !== R && !v.startsWith('[REDACTED');
  if (Array.isArray(v)) return v.length > 0;
  return typeof v === 'object' && Object.keys(v).length > 0;
}
