import { describe, expect, it } from 'vitest';
import { decodeTrace } from '../../src/intake/formats/v1/decode.ts';
import { createRedactor, isCardNumber, isSecretKey } from '../../src/privacy/redact.ts';
import { simpleTrace } from '../../lib/datasets/traces.ts';
import { cpuTimeOf } from '../../lib/eval/growth.ts';
import { HOSTILE_UNITS, hostileTrace, normalTrace } from '../kit/hostile-traces.ts';
import { STRUCTURED_ARGUMENTS, STRUCTURED_SECRETS, TEXT_CASES } from '../kit/secret-corpus.ts';

const redactor = createRedactor();

describe('redaction corpus', () => {
  it.each(TEXT_CASES)('removes $kind from free text', ({ text, secret }) => {
    const counts = new Map<string, number>();
    const out = redactor.redactString(text, counts);
    expect(out).not.toContain(secret);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });

  it('removes every secret held in structure, at any depth, and keeps what is not one', () => {
    const counts = new Map<string, number>();
    const out = redactor.redact(STRUCTURED_ARGUMENTS, counts);
    const text = JSON.stringify(out);
    for (const s of STRUCTURED_SECRETS) expect(text).not.toContain(s);
    expect(out).toMatchObject({ username: 'bob', max_tokens: 1000, config: { retries: 3 } });
    expect(counts.get('secret_field')).toBeGreaterThanOrEqual(9);
  });

  it('names secret keys word by word, not by substring', () => {
    for (const k of [
      'password',
      'apiKey',
      'X-Api-Key',
      'db.password',
      'MYSQL_PWD',
      'client_secret',
      'Set-Cookie',
      'sessionToken',
      'accesstoken',
      'Authorization',
      'credentials',
    ])
      expect(isSecretKey(k), k).toBe(true);
    for (const k of ['keyword', 'monkey', 'passenger', 'author', 'url', 'query', 'tokenizer_name', 'compass'])
      expect(isSecretKey(k), k).toBe(false);
  });

  it('redacts only card numbers that pass the issuer and Luhn checks', () => {
    expect(isCardNumber('4111111111111111')).toBe(true);
    expect(isCardNumber('4111111111111112')).toBe(false); // Luhn fails
    expect(isCardNumber('1700000000000')).toBe(false); // a millisecond timestamp
    const out = redactor.redactString('order 4111111111111112 at 1700000000000 paid with 4012888888881881', new Map());
    expect(out).toBe('order 4111111111111112 at 1700000000000 paid with [REDACTED:card]');
  });

  it('leaves field documentation and counts alone', () => {
    const s = 'token: string, password is required, max_tokens: 1000, the author: Ann';
    expect(redactor.redactString(s, new Map())).toBe(s);
  });

  it('leaves prose naming where a password is alone, and still redacts a password given', () => {
    for (const s of [
      'Opens the file with a password: `filename`',
      'The archive is protected with a password: see `filename`',
      'Set the token: the one from `config.path`',
    ])
      expect(redactor.redactString(s, new Map()), s).toBe(s);
    const given: [string, string][] = [
      ['password: Hunter2Summer!', 'Hunter2Summer!'],
      ['api_key=sk-proj-Ab12Cd34Ef56Gh78Ij90Kl12', 'sk-proj-Ab12Cd34Ef56Gh78Ij90Kl12'],
      ['Log in with a password: Hunter2Summer!', 'Hunter2Summer!'],
      // A code span holds a value unless prose names it ("a password: `file`") and it is a name.
      ['password: `letmein`', 'letmein'],
      ['Opens it with the password: `s3cret-77`', 's3cret-77'],
    ];
    for (const [s, secret] of given) expect(redactor.redactString(s, new Map()), s).not.toContain(secret);
  });

  it('runs custom patterns on RE2', () => {
    const r = createRedactor(['ACME-[0-9]{8}']);
    const counts = new Map<string, number>();
    expect(r.redactString('ticket ACME-12345678 and ACME-87654321', counts)).toBe('ticket [REDACTED] and [REDACTED]');
    expect(counts.get('custom_1')).toBe(2);
    expect(() => createRedactor(['(a)\\1'])).toThrow(); // a backreference: not linear, refused
  });

  it("exempts the trace's own fields but not an extension field named like a secret", () => {
    const t = simpleTrace('exempt', {
      session_id: 's-1',
      api_token: 'tok-88s7d6f5',
      tool_calls: [{ name: 'login', arguments: { session: 'sess-0099x' } }],
    });
    const d = decodeTrace(
      Buffer.from(JSON.stringify(t)),
      'test',
      { maxBytes: 1 << 20, maxDepth: 64, redactor },
      new Map(),
    );
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    expect(d.row.session_id).toBe('s-1');
    expect(d.row.extra).toEqual({ api_token: '[REDACTED]' });
    expect(JSON.stringify(d.row.tool_calls)).not.toContain('sess-0099x');
  });
});

describe('redaction time on hostile input', () => {
  // Each hostile 1 MiB trace feeds one rule its worst case. The bound is a ratio against a
  // normal 1 MiB trace decoded in the same run, never a fixed time.
  // A fresh redactor per decode: its cache of clean short strings must not make a repeated
  // trace look cheap (the compiled rules are shared; only the cache starts empty).
  const opts = () => ({ maxBytes: 2 * 1_048_576, maxDepth: 64, redactor: createRedactor(), timeBudgetMs: 0 });
  // CPU time, not wall time: a busy core must not decide the ratio (see cpuTimeOf).
  const timeOf = (buf: Buffer) => {
    const o = opts();
    const { ms, value: d } = cpuTimeOf(() => decodeTrace(buf, 'bench', o, new Map()));
    return { ms, d };
  };

  it('decodes every hostile 1 MiB trace within 5x the time of a normal 1 MiB trace', () => {
    const normals = [0, 1, 2].map((i) => Buffer.from(JSON.stringify(normalTrace(`n${i}`))));
    expect(normals[0]!.length).toBeGreaterThan(1_000_000);
    timeOf(normals[0]!); // warm up the regular expressions and the schema
    const normalMs = Math.min(...normals.slice(1).map((b) => timeOf(b).ms));
    const ratios: Record<string, number> = {};
    for (const [name, unit] of Object.entries(HOSTILE_UNITS)) {
      const buf = Buffer.from(JSON.stringify(hostileTrace(name, unit)));
      expect(buf.length, name).toBeGreaterThan(1_000_000);
      // The best of up to three, like the normal trace's best of two: one GC pause or a busy
      // core must not decide the ratio either way. A first run within the bound needs no
      // second: the best of three can only be as fast or faster.
      const runs = [timeOf(buf)];
      expect(runs[0]!.d.ok, name).toBe(true);
      if (runs[0]!.ms > 5 * normalMs) runs.push(timeOf(buf), timeOf(buf));
      ratios[name] = Math.round((Math.min(...runs.map((r) => r.ms)) / normalMs) * 100) / 100;
    }
    console.log(`normal 1 MiB trace: ${normalMs.toFixed(0)} ms; hostile/normal: ${JSON.stringify(ratios)}`);
    for (const [name, r] of Object.entries(ratios)) expect(r, name).toBeLessThanOrEqual(5);
  });

  it('dead-letters a message as too_slow when its decode passes the time budget', () => {
    const buf = Buffer.from(JSON.stringify(normalTrace('slow')));
    const d = decodeTrace(buf, 'bench', { ...opts(), timeBudgetMs: 1 }, new Map());
    expect(d).toMatchObject({
      ok: false,
      reason: 'too_slow',
      error: expect.stringContaining('WHETSTONE_DECODE_TIMEOUT_MS'),
    });
  });
});

describe('e-mail addresses', () => {
  const red = (s: string) => redactor.redactString(s, new Map());
  it('replaces the whole address, local part characters included, and stops at what cannot be one', () => {
    expect(red('write to first.last+tag%x-y@mail.example.co.uk today')).toBe('write to [EMAIL] today');
    expect(red('a@b.io, c_d@e.org')).toBe('[EMAIL], [EMAIL]');
    // Non-ASCII letters are not in a local part: the address starts after them.
    expect(red('naïve@example.com')).toBe('naï[EMAIL]');
    // No dot-separated domain, or no local part: not an address.
    expect(red('ping me @ noon or at user@localhost')).toBe('ping me @ noon or at user@localhost');
    expect(red('a run of a@a@a@a@ and @example.com')).toBe('a run of a@a@a@a@ and @example.com');
  });

  it('walks back at most 256 characters: a longer local part (the RFC allows 64) is not an address', () => {
    expect(red(`${'x'.repeat(300)}@example.com`)).toBe(`${'x'.repeat(300)}@example.com`);
    expect(red(`${'x'.repeat(200)}@example.com`)).toBe('[EMAIL]');
  });
});

describe('redaction of deeply nested values', () => {
  /** `depth` containers around { password, note } (arrays and objects alternating), built without recursion. */
  const nested = (depth: number) => {
    let v: unknown = { password: 'Hunter2Summer!', note: 'key sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD', n: 3 };
    for (let i = 0; i < depth; i++) v = i % 2 ? { next: v, label: 'plain' } : [v, 'mail alice@example.com'];
    return v;
  };
  const innermost = (v: unknown): { depth: number; leaf: unknown } => {
    let depth = 0;
    for (;;) {
      if (Array.isArray(v)) v = v[0];
      else if (v && typeof v === 'object' && 'next' in v) v = (v as { next: unknown }).next;
      else return { depth, leaf: v };
      depth++;
    }
  };

  it('redacts a value 100,000 deep without overflowing the stack', () => {
    const counts = new Map<string, number>();
    const out = createRedactor().redact(nested(100_000), counts);
    const { depth, leaf } = innermost(out);
    expect(depth).toBe(100_000);
    expect(leaf).toMatchObject({ password: '[REDACTED]', n: 3 });
    expect(JSON.stringify(leaf)).not.toContain('sk-proj');
    expect(counts.get('secret_field')).toBe(1);
    // Every level's e-mail (one in two levels) was scanned.
    expect(counts.get('email')).toBe(50_000);
  });

  it('gives the same copy and counts as the recursive walk, on either side of the switch', () => {
    for (const depth of [3, 255, 256, 257, 600]) {
      const value = nested(depth);
      const counts = new Map<string, number>();
      const out = createRedactor().redact(value, counts);
      // The reference: each level redacted on its own, from the leaf out.
      const ref = createRedactor();
      const refCounts = new Map<string, number>();
      let expected: unknown = ref.redact(innermost(value).leaf, refCounts);
      for (let i = 0; i < depth; i++)
        expected =
          i % 2
            ? { next: expected, label: 'plain' }
            : [expected, ref.redactString('mail alice@example.com', refCounts)];
      expect(out, `depth ${depth}`).toEqual(expected);
      expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(refCounts));
      expect(out).not.toBe(value);
    }
  });
});
