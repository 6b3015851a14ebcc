import { describe, expect, it } from 'vitest';
import { diffStats, renderDiff, wordDiff } from '../../src/review/diff.ts';

describe('word diff', () => {
  const parts = wordDiff('Searches notes.', 'Searches the user notes. Use to find things.');

  it('keeps equal words and marks inserted and deleted ones', () => {
    expect(parts.map((p) => p.text).join('')).toBe('Searches the user notes. Use to find things.');
    expect(
      parts
        .filter((p) => p.op !== 'insert')
        .map((p) => p.text)
        .join(''),
    ).toBe('Searches notes.');
    expect(diffStats(parts)).toEqual({ inserted: 6, deleted: 0 });
  });

  it('renders plain text with git word-diff brackets and colour only when asked', () => {
    const plain = renderDiff(wordDiff('a b c', 'a x c'), { color: false });
    expect(plain).toBe('a [-b-]{+x+} c');
    const colored = renderDiff(wordDiff('a b c', 'a x c'), { color: true });
    expect(colored).toContain('\u001b[32mx\u001b[0m');
    expect(colored).not.toContain('{+');
  });
});
