// The privacy rule, the readability rule and the replay bar, each on hand-made inputs
// where the right answer is known.
import { describe, expect, it } from 'vitest';
import {
  allowedWords,
  buildVocabulary,
  checkPrivacy,
  maskPrivate,
  privacyFindings,
} from '../../src/quality/privacy.ts';
import { checkReadability, isListLine } from '../../src/quality/readability.ts';
import { authoredText } from '../../src/optimize/offline.ts';
import { replayVerdict, signTestP } from '../../src/quality/replay-gate.ts';

// Ten sessions ask about flights; only one mentions a dentist, a reservation code, a city.
const rows = [
  ...Array.from({ length: 10 }, (_, i) => ({
    session: `s${i}`,
    query: `people book a flight to go or stay for next week, e.g. with code, session ${i}`,
  })),
  { session: 's0', query: 'cancel reservation ZFA04Y, I have a dentist appointment in Seattle' },
  { session: 's1', query: 'my friend Mia wants to fly from Seattle too' },
];
const vocab = buildVocabulary(rows, 5);
const allowed = allowedWords(
  'Books a flight reservation.',
  '{"properties":{"user_id":{"type":"string"}}}',
  'book_reservation',
);

describe('privacy gate', () => {
  it('passes words many sessions used', () => {
    expect(privacyFindings('Books a flight reservation.\nPeople book a flight for next week.', allowed, vocab)).toEqual(
      [],
    );
  });

  it('blocks a word fewer than k sessions used, identifiers and names, whatever their frequency', () => {
    const found = privacyFindings(
      'Books a flight reservation, e.g. for a dentist trip to Seattle with Mia, code ZFA04Y or mia_li_3668.',
      allowed,
      vocab,
    );
    expect(Object.fromEntries(found.map((f) => [f.word, f.why]))).toEqual({
      dentist: 'rare',
      trip: 'rare',
      Seattle: 'name',
      Mia: 'name',
      ZFA04Y: 'identifier',
      mia_li_3668: 'identifier',
    });
  });

  it('treats a word users write capitalised mid-sentence as a name even when the candidate writes it in lower case', () => {
    const many = buildVocabulary(
      Array.from({ length: 8 }, (_, i) => ({ session: `s${i}`, query: `fly me to Paris on friday` })),
      5,
    );
    expect(
      privacyFindings('Books flights, e.g. to paris.', allowedWords('Books flights, e.g. to'), many).map((f) => f.why),
    ).toEqual(['name']);
  });

  it('says how many words it blocked without quoting them, and masks them for storage', () => {
    const r = checkPrivacy('Books a flight reservation for Mia (ZFA04Y).', allowed, vocab);
    expect(r.passed).toBe(false);
    expect(r.reason).not.toMatch(/Mia|ZFA04Y/);
    expect(r.reason).toMatch(/1 identifier.*1 name/);
    expect(maskPrivate('Books a flight reservation for Mia (ZFA04Y).', r.findings)).toBe(
      'Books a flight reservation for [withheld] ([withheld]).',
    );
  });

  it("another tool's quoted requests do not make their words public: only what its author wrote does", () => {
    // A published text with a quote the rewriter wrote: its first word, capitalised only
    // because it starts the quote, passed there.
    const published =
      'Sends reminders by text message.\nTypical requests: "Mia needs a reminder at … AM".\nCalls can fail with "quota of Seattle office exceeded" (seen in several traces).';
    expect(authoredText(published)).toBe('Sends reminders by text message.');
    const candidate = 'Books a flight reservation, e.g. for Mia at 9 AM.';
    const withQuotes = privacyFindings(candidate, new Set([...allowed, ...allowedWords(published)]), vocab).map(
      (f) => f.word,
    );
    const authored = privacyFindings(
      candidate,
      new Set([...allowed, ...allowedWords(authoredText(published))]),
      vocab,
    ).map((f) => f.word);
    expect(withQuotes).not.toContain('Mia');
    expect(authored).toEqual(expect.arrayContaining(['Mia', 'AM']));
  });

  it('a higher k blocks what a lower k passes', () => {
    const text = 'Books a flight reservation for next week.';
    expect(checkPrivacy(text, allowed, buildVocabulary(rows, 5)).passed).toBe(true);
    expect(checkPrivacy(text, allowed, buildVocabulary(rows, 11)).passed).toBe(false);
  });
});

describe('readability gate', () => {
  it('blocks a bare list of more than six comma-separated items, not a sentence with commas', () => {
    expect(isListLine('Use when the user asks about kids, suggest, cognitive, finding, love, promote, son.')).toBe(
      true,
    );
    expect(isListLine('Books a flight, a hotel, or a car, and returns its id.')).toBe(false);
    expect(checkReadability('Weather.\nkids, suggest, cognitive, finding, love, promote, son', 'Weather.').passed).toBe(
      false,
    );
  });

  it('leaves a list the author wrote alone', () => {
    const cur = 'Converts images.\nFormats: png, jpg, gif, bmp, tiff, webp, svg';
    expect(checkReadability(`${cur}\nTypical requests: "convert this png to jpg".`, cur).passed).toBe(true);
  });
});

describe('replay bar', () => {
  it('computes the exact one-sided sign test', () => {
    expect(signTestP(5, 0)).toBeCloseTo(1 / 32, 10);
    expect(signTestP(4, 1)).toBeCloseTo(6 / 32, 10);
    expect(signTestP(1, 1)).toBe(1);
  });

  const sel = (selector: 'bm25' | 'semantic', fixed: number, broken: number) => ({
    selector,
    queries: 100,
    before: 50,
    after: 50 + fixed - broken,
    fixed,
    broken,
  });

  it('passes a gain that clears the bar on one selector without a loss on the other, and records the gain', () => {
    const v = replayVerdict([sel('bm25', 5, 0), sel('semantic', 1, 1)], 0.05, 100);
    expect(v.passed).toBe(true);
    expect(v.gain).toBeCloseTo((5 + 0) / 2 / 100, 6);
  });

  it('blocks a loss on either selector, no gain, and a gain below the bar', () => {
    expect(replayVerdict([sel('bm25', 9, 0), sel('semantic', 0, 1)], 0.05, 100).reason).toMatch(/worse on semantic/);
    expect(replayVerdict([sel('bm25', 0, 0), sel('semantic', 2, 2)], 0.05, 100).reason).toMatch(/no gain/);
    const weak = replayVerdict([sel('bm25', 1, 0), sel('semantic', 0, 0)], 0.05, 641);
    expect(weak.passed).toBe(false);
    expect(weak.reason).toMatch(/below the bar/);
  });
});
