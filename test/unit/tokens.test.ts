// The shared token counter (src/tokens.ts): real BPE counts, not a word or character estimate.
import { describe, expect, it } from 'vitest';
import { countJsonTokens, countTokens } from '../../src/tokens.ts';

describe('countTokens', () => {
  it('counts o200k_base tokens by default', () => {
    expect(countTokens('hello world')).toBe(2);
    expect(countTokens('tiktoken is great!')).toBe(6);
    // A word the vocabulary does not hold splits into several tokens.
    expect(countTokens('antidisestablishmentarianism')).toBe(6);
  });

  it('counts under another encoding when asked, and the two tables differ', () => {
    const cjk = '使用必应搜索指定的关键词';
    expect(countTokens(cjk)).toBe(7);
    expect(countTokens(cjk, 'cl100k_base')).toBe(11);
  });

  it('treats special-token text as plain text and empty text as zero', () => {
    expect(countTokens('<|endoftext|>')).toBe(7);
    expect(countTokens('')).toBe(0);
  });

  it('counts a value as compact JSON', () => {
    const v = { name: 'x', n: 1 };
    expect(countJsonTokens(v)).toBe(countTokens('{"name":"x","n":1}'));
  });
});
