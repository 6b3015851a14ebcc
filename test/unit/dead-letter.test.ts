import { describe, expect, it } from 'vitest';
import { redactDeadLetter } from '../../src/intake/core/dead-letter.ts';

describe('a dead letter', () => {
  it('is redacted as text when its JSON nests too deep to walk, instead of overflowing the stack', () => {
    const secret = 'sk-ant-api03-abcdefghijklmnopqrstuvwxyz';
    const text = `{"key":"${secret}","x":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const d = redactDeadLetter({ value: Buffer.from(text), error: 'JSON nested 10001 deep' });
    const out = Buffer.from(d.value!).toString('utf8');
    expect(out).not.toContain(secret);
    expect(out).toContain('[[[[');
  });

  it('keeps a shallow JSON value replayable: redacted field by field', () => {
    const secret = 'sk-ant-api03-abcdefghijklmnopqrstuvwxyz';
    const d = redactDeadLetter({ value: Buffer.from(JSON.stringify({ q: `key ${secret}` })), error: 'invalid' });
    const back = JSON.parse(Buffer.from(d.value!).toString('utf8')) as { q: string };
    expect(back.q).not.toContain(secret);
    expect(back.q.startsWith('key ')).toBe(true);
  });
});
