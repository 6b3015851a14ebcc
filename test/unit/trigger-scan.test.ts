import { describe, expect, it } from 'vitest';
import { SECRET_RULES } from '../../src/privacy/redact.ts';
import { compileTriggers, DIGIT_RUN } from '../../src/privacy/trigger-scan.ts';
import { HOSTILE_UNITS } from '../kit/hostile-traces.ts';
import { TEXT_CASES } from '../kit/secret-corpus.ts';

// The triggers as regexes on the lowercased string, as the redactor tested them before the
// one-pass scan: the reference the scan must agree with, rule by rule.
const REFERENCE: Record<string, RegExp> = {
  authorization_header: /authoriz/,
  cookie_header: /cookie/,
  bearer_token: /bearer/,
  basic_auth: /basic/,
  jwt: /eyj/,
  aws_access_key: /a(?:kia|sia|bia|cca|3t)/,
  slack_webhook: /:\/\//,
  discord_webhook: /:\/\//,
  api_key:
    /sk-|gh[pousr]_|github_pat_|glpat-|xox|xapp-|aiza|ya29\.|[sr]k_(?:live|test)|whsec_|npm_|pypi-|sg\.|hf_|dop_v1_|hvs\.|dapi|shp|key-|sq0|atatt3|lin_api_/,
  secret_assignment:
    /pass(?:word|wd|phrase|code)|pwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|signing[_-]?key|encryption[_-]?key|client[_-]?key|auth|credential|cookie|session|sessid|jwt/,
  card_number: /[0-9]{4}[ -]?[0-9]{4}/,
};

const scan = compileTriggers(SECRET_RULES.map((r) => r.triggers));
// ASCII letters only: String.toLowerCase maps a few non-ASCII letters to ASCII ones (the
// Kelvin sign to "k"), which no rule pattern matches as ASCII (no `u` flag), so the scan
// rightly does not fold them.
const asciiLower = (s: string) => s.replace(/[A-Z]+/g, (m) => m.toLowerCase());
const expected = (s: string) =>
  SECRET_RULES.reduce((m, r, k) => (REFERENCE[r.kind]!.test(asciiLower(s)) ? m | (1 << k) : m), 0);

/** Every string a finite regex source matches: literals, escapes, [classes] without ranges, (?:…|…) groups, `?` on one atom. */
function expand(src: string): string[] {
  let i = 0;
  const alternatives = (): string[] => {
    const out = sequence();
    while (src[i] === '|') {
      i++;
      out.push(...sequence());
    }
    return out;
  };
  const sequence = (): string[] => {
    let acc = [''];
    while (i < src.length && src[i] !== '|' && src[i] !== ')') {
      let atom: string[];
      const c = src[i]!;
      if ('{*+'.includes(c)) throw new Error(`not a finite pattern: ${src}`);
      if (c === '(') {
        i += 3; // "(?:"
        atom = alternatives();
        i++;
      } else if (c === '[') {
        const end = src.indexOf(']', i);
        atom = [...src.slice(i + 1, end)];
        i = end + 1;
      } else if (c === '\\') {
        atom = [src[i + 1]!];
        i += 2;
      } else {
        atom = [c];
        i++;
      }
      if (src[i] === '?') {
        atom = ['', ...atom];
        i++;
      }
      acc = acc.flatMap((a) => atom.map((b) => a + b));
    }
    return acc;
  };
  return alternatives();
}

// Random strings built from pieces of the triggers, their neighbours and separators, in
// both cases: near misses ("ak1a", "1234  5678") as much as hits.
function fuzzStrings(n: number, seed: number): string[] {
  const pieces = [
    'a',
    'k',
    'i',
    's',
    'A',
    'KI',
    'sk',
    'SK',
    '-',
    '_',
    '.',
    ':',
    '/',
    '@',
    ' ',
    '  ',
    '4',
    '12',
    '123',
    '1234',
    '9',
    'e',
    'y',
    'J',
    'eY',
    'to',
    'ken',
    'pass',
    'WORD',
    'wd',
    'api',
    'Key',
    'key',
    'auth',
    'or',
    'iz',
    'bea',
    'rer',
    'bas',
    'ic',
    'coo',
    'kie',
    'gh',
    'p',
    'x',
    'ox',
    'sess',
    'ion',
    'id',
    'jw',
    't',
    'ya29',
    'hv',
    'shp',
    'sq0',
    'atatt',
    '3',
    'lin',
    'pypi',
    'sg',
    'hf',
    'dop',
    'v1',
    'npm',
    'whsec',
    'live',
    'test',
    'r',
    'cred',
    'ential',
    'private',
    'signing',
    'client',
    'encryption',
    'access',
    'github',
    'pat',
    'glpat',
    'xapp',
    'aiza',
    'dapi',
    'Authoriz',
    'authori',
    'Cookie',
    'cooki',
    'Bearer',
    'beare',
    'BASIC',
    'basi',
    'eyJ',
    'AKIA',
    'asia',
    'abi',
    'acca',
    'a3',
    '://',
    ':/',
    'rk_',
    'Sk_',
    'k_',
    'ghr',
    'GHS',
    'ghu',
    'gho',
    '_',
    'signing_',
    'Encryption-',
    'client_',
    'api-',
    'private_',
    'access-',
    'ya',
    'v1_',
    'npm_',
    'é',
    'İ',
    '\u212a',
  ];
  let x = seed;
  const rand = (m: number) => {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    return (x >>> 8) % m;
  };
  return Array.from({ length: n }, () =>
    Array.from({ length: 1 + rand(12) }, () => pieces[rand(pieces.length)]).join(''),
  );
}

describe('one-pass trigger scan', () => {
  it('finds, rule by rule, exactly what the triggers as regexes found', () => {
    const strings = [
      ...fuzzStrings(50_000, 7),
      ...TEXT_CASES.map((c) => c.text),
      ...Object.values(HOSTILE_UNITS).map((u) => u.repeat(50)),
    ];
    const wrong = strings.filter((s) => scan(s) !== expected(s));
    expect(wrong.slice(0, 5)).toEqual([]);
    // The fuzzed strings hit every rule and miss some: the comparison covers both sides.
    for (let k = 0; k < SECRET_RULES.length; k++) {
      const hits = strings.filter((s) => (expected(s) & (1 << k)) !== 0).length;
      expect(hits, SECRET_RULES[k]!.kind).toBeGreaterThan(10);
      expect(hits, SECRET_RULES[k]!.kind).toBeLessThan(strings.length);
    }
  });

  it('finds every string each finite trigger regex matches, alone, in capitals and inside a word', () => {
    let checked = 0;
    SECRET_RULES.forEach((r, k) => {
      if (r.kind === 'card_number') return;
      for (const alt of expand(REFERENCE[r.kind]!.source)) {
        for (const s of [alt, alt.toUpperCase(), `x${alt}x`]) {
          expect(scan(s) & (1 << k), `${r.kind}: ${s}`).toBe(1 << k);
          expect(scan(s), s).toBe(expected(s));
          checked++;
        }
      }
    });
    expect(checked).toBeGreaterThan(200);
  });

  it('reads digit runs as a card number needs them', () => {
    const digits = compileTriggers([[DIGIT_RUN]]);
    for (const s of ['12345678', 'x1234 5678', '1234-5678', 'ab 0000 0000 0000', '12 3456 7890'])
      expect(digits(s), s).toBe(1);
    for (const s of ['1234567', '1234  5678', '1234 - 5678', '123 45678', '1234 567x8', ''])
      expect(digits(s), s).toBe(0);
  });

  it('refuses a trigger it cannot fold, and more sets than a mask holds', () => {
    expect(() => compileTriggers([['clé']])).toThrow(/not ASCII/);
    expect(() => compileTriggers([['\u212aey']])).toThrow(/not ASCII/);
    expect(() => compileTriggers([['']])).toThrow(/empty/);
    expect(() => compileTriggers(Array.from({ length: 32 }, () => ['a']))).toThrow(/at most 31/);
  });
});
