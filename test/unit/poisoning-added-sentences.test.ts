// addedSentences looks every candidate sentence up in one pass over the reviewed words
// (./word-runs.ts). It must say exactly what the search it replaced said: a sentence is held
// when " its words " occur in " the reviewed words ", a run within a sentence or across two.
import { describe, expect, it } from 'vitest';
import { cpuTimeOf, pumped } from '../../lib/eval/growth.ts';
import { addedSentences, sentences } from '../../src/quality/poisoning/sentences.ts';
import { heldRuns } from '../../src/quality/poisoning/word-runs.ts';
import { type Seeded, seeded } from '../kit/seeded.ts';

// The search it replaced, kept here to compare against: the reviewed text scanned once per sentence.
const key = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
function searched(candidate: string, reviewed: string): string[] {
  const known = ` ${key(reviewed)} `;
  return sentences(candidate).filter((s) => {
    const k = key(s);
    return k !== '' && !known.includes(` ${k} `);
  });
}

// Words that repeat (so runs match), case and script variants, and the punctuation that cuts
// sentences, abbreviations that do not, and marks that key() turns into spaces.
const WORDS = [
  'the',
  'The',
  'THE',
  'a',
  'file',
  'files',
  'sends',
  'user',
  'Σ',
  'ΟΔΟΣ',
  'İstanbul',
  'naïve',
  '天气',
  '3',
  'x1',
];
const GLUE = [' ', ' ', ' ', ', ', '. ', '; ', '\n', '! ', ' e.g. ', ' - ', '—', '。', ' `', "'", '  '];

function text(r: Seeded, words: number): string {
  let out = '';
  for (let i = 0; i < words; i++) out += r.pick(WORDS) + r.pick(GLUE);
  return out;
}

describe('addedSentences', () => {
  it('says what a search of the reviewed text per sentence said, on varied inputs', () => {
    let held = 0;
    let added = 0;
    for (let seed = 1; seed <= 3000; seed++) {
      const r = seeded(seed);
      const reviewed = text(r, Math.floor(r.next() * 40));
      // Pieces of the reviewed text cut anywhere, mixed with new words: runs held and not.
      const pieces = [0, 1, 2, 3].map(() => {
        if (r.next() < 0.5) return text(r, 1 + Math.floor(r.next() * 6));
        const from = Math.floor(r.next() * reviewed.length);
        return reviewed.slice(from, from + Math.floor(r.next() * 60));
      });
      const candidate = pieces.join(r.pick(GLUE));
      const want = searched(candidate, reviewed);
      expect(addedSentences(candidate, reviewed), `seed ${seed}`).toEqual(want);
      held += sentences(candidate).length - want.length;
      added += want.length;
    }
    // The inputs exercise both answers, many times over.
    expect(held).toBeGreaterThan(1000);
    expect(added).toBeGreaterThan(1000);
  });

  it('holds a sentence whose words run across two reviewed sentences, and not a broken run', () => {
    const reviewed = 'Adds two numbers. Returns the sum.';
    expect(addedSentences('Numbers returns the. Two numbers returns. Adds numbers.', reviewed)).toEqual([
      'Adds numbers.',
    ]);
  });

  it('finds runs that overlap, nest and share a prefix with a longer pattern', () => {
    const w = (s: string) => (s ? s.split(' ') : []);
    const patterns = ['a b c', 'b c', 'c', 'a b d', 'b c a b d', '', 'd a', 'e'].map(w);
    expect(heldRuns(patterns, w('x a b c a b d'))).toEqual([true, true, true, true, true, true, false, false]);
  });

  it('grows about linearly with a long reviewed text and a long candidate of many sentences', () => {
    // Every candidate sentence differs from every reviewed one only at its end, so a search
    // per sentence reads most of the reviewed text for each: quadratic, 16× for 4× the text.
    const ms = (size: number) => {
      const reviewed = pumped('Returns the city. ', size);
      const candidate = pumped('Returns the town. ', size);
      const once = () => cpuTimeOf(() => addedSentences(candidate, reviewed)).ms;
      return Math.max(5, Math.min(once(), once(), once()));
    };
    ms(16_384); // warm up
    // The search per sentence grew 14.7× here (23 ms to 336 ms); this grows about 2×.
    expect(ms(131_072) / ms(32_768)).toBeLessThan(9);
  }, 60_000);
});
