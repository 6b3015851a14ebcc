// Readings of the reviewed text kept for all the windows of a check (src/quality/poisoning/per-text.ts),
// and the denied-verb lookup that reads each word once instead of searching for each stem.
import { describe, expect, it } from 'vitest';
import { assertsDenied } from '../../src/quality/poisoning/opener.ts';
import { perText } from '../../src/quality/poisoning/per-text.ts';

describe('perText', () => {
  it('reads a text again only when it differs from the last one', () => {
    const read: string[] = [];
    const length = perText((t) => {
      read.push(t);
      return t.length;
    });
    expect([length('ab'), length('ab'), length('abc'), length('ab')]).toEqual([2, 2, 3, 2]);
    expect(read).toEqual(['ab', 'abc', 'ab']);
  });
});

// assertsDenied as it was: every stem searched for in every clause.
const DENIED_VERB =
  /\b(?:does\s+not|do\s+not|doesn['’]t|don['’]t|never|cannot|can['’]t|will\s+not|won['’]t|must\s+not|may\s+not)\s+(?:\w+ly\s+)?([a-z]{4,})/gi;
function searched(sentence: string, reviewed: string): boolean {
  const stems = [...reviewed.matchAll(DENIED_VERB)].map((m) => m[1]!.slice(0, 4).toLowerCase());
  if (!stems.length || !/\b(?:not|never|no|nor|nothing|none|cannot)\b|n['’]t\b/i.test(sentence)) return false;
  if ([...sentence.matchAll(DENIED_VERB)].some((m) => stems.includes(m[1]!.slice(0, 4).toLowerCase()))) return false;
  const parts = sentence.split(/[,;:—–]\s*|\s+(?:and|but|so|then)\s+/);
  const carried = parts.findIndex((p) => /\b(?:not|never|no)\s*$|n['’]t\s*$/i.test(p));
  return parts.some(
    (p, i) =>
      !/\b(?:not|never|no|nor|nothing|none|nobody|neither|without|cannot|blocked|disabled|prevented|refused|rejected|forbidden|prohibited|denied|impossible|unavailable|unsupported)\b|n['’]t\b/i.test(
        p,
      ) &&
      (carried < 0 || i < carried) &&
      stems.some((st) => new RegExp(`\\b${st}\\w*`, 'i').test(p)),
  );
}

describe('assertsDenied', () => {
  it('says what searching for each stem said, on varied sentences', () => {
    const words = [
      'Writes',
      'writes',
      'WRITE',
      'rewrites',
      'write_log',
      '_write',
      'Wr1te',
      'ſtore',
      'Store',
      'stores',
      'files',
      'DELETE',
      'deletes',
      'no',
      'not',
      'never',
      'and',
      'it',
      'é-writes',
      'wri',
    ];
    const glue = [' ', ', ', '; ', ' and ', ' then ', '—', ' '];
    let x = 7;
    const next = () => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return x / 2 ** 32;
    };
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
    const reviewed = ['It does not write files.', 'It never deletes or stores anything.', 'Reads files.'];
    let yes = 0;
    for (let i = 0; i < 3000; i++) {
      const n = 2 + Math.floor(next() * 8);
      const s = Array.from({ length: n }, () => pick(words) + pick(glue)).join('');
      const r = pick(reviewed);
      const want = searched(s, r);
      expect(assertsDenied(s, r), `${s} | ${r}`).toBe(want);
      if (want) yes++;
    }
    expect(yes).toBeGreaterThan(100);
  });
});
