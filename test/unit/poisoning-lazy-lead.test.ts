// Three safety-note rules lead up to their anchor with a lazy `{0,200}?` of the clause. They are
// now read from the anchor back (src/quality/poisoning/lazy-lead.ts), which must give exactly what
// the one pattern gave: the same rule, checked here against the pattern as it was written.
import { describe, expect, it } from 'vitest';
import { cpuTimeOf, pumped } from '../../lib/eval/growth.ts';
import type { LazyLead } from '../../src/quality/poisoning/lazy-lead.ts';
import { LAZY_RULES } from '../../src/quality/poisoning/safety-note.ts';
import { type Seeded, seeded } from '../kit/seeded.ts';

// The rules as they were written before, one pattern each.
const WRITTEN = {
  USER_GATED:
    /(?:(?!,?\s+(?:and\s+)?(?:then|but|so|also|plus|afterwards|meanwhile|silently|quietly)\b)[^.;:!?\n]){0,200}?\b(?:only\s+(?:when|if|after|once|with\s+what))\s+(?:the\s+user|they|he|she|the\s+(?:customer|owner|caller))\b(?:\s+(?:has|have))?\s+(?:explicitly\s+|clearly\s+)?(?:asks?|asked|requests?|requested|wants?|confirms?|confirmed|approves?|approved|agrees?|agreed|says?\s+so|gives?|gave|given|provides?|provided|typed|entered|names?|named|chooses?|chose)\b(?:(?!,?\s+(?:and\s+)?(?:then|but|so|also|plus|afterwards|meanwhile|silently|quietly)\b|,\s+and\b)[^.;:!?\n])*/giu,
  RISK: /[^.;:!?\n]{0,200}?\b(?:can|may|could|might|will|often)\s+(?:end\s+up\s+in|hold|contain|include|show|expose|leak|reveal|carry)\b[^.;:!?\n]*/giu,
  REASON_SO:
    /[^.;:!?\n]{0,200}?\b(?:contains?|holds?|includes?|carries)\b[^.;:!?\n]{0,120}?,?\s+so\b(?=[\s,]*(?:[.;:!?]|$))/giu,
};

// The rules' words, the clause ends and joins the lead stops at, and fillers long enough to
// reach past 200 characters, some of them two code units each (the lead counts characters).
const ANCHORS = [
  'only when the user asks',
  'only if they have explicitly confirmed',
  'ONLY after he typed',
  'can hold',
  'may end up in',
  'will leak',
  'contains',
  'includes',
  'carries',
  ', so',
  'so.',
  ', so;',
  'holds the key, so.',
  'includes it so',
];
const PARTS = [
  'only once',
  'the user',
  'so',
  ', then',
  ' and then',
  ', and',
  'quietly',
  '.',
  ';',
  ':',
  '!',
  '?',
  '\n',
  ',',
  'ſo', // a long s: "so" to a case-insensitive Unicode pattern
  'K', // the Kelvin sign, a word character to one
  '\ud83d',
];
const FILLER = ['x', 'ab ', '🙂', 'é ', '中'];

function text(r: Seeded): string {
  let out = '';
  const n = Math.floor(r.next() * 16);
  for (let i = 0; i < n; i++) {
    const u = r.next();
    out += u < 0.35 ? r.pick(ANCHORS) : u < 0.7 ? r.pick(PARTS) : r.pick(FILLER).repeat(Math.floor(r.next() * 130));
    out += r.pick([' ', ' ', '', '  ', ', ']);
  }
  return out;
}

describe('rules with a lazy lead', () => {
  const rules = Object.entries(LAZY_RULES) as [keyof typeof WRITTEN, LazyLead][];

  it('are the patterns they were written as', () => {
    for (const [name, rule] of rules) expect(new RegExp(rule.source, rule.flags), name).toEqual(WRITTEN[name]);
  });

  it('blank what the one pattern blanked, on varied text', () => {
    const matched = { USER_GATED: 0, RISK: 0, REASON_SO: 0 };
    for (let seed = 1; seed <= 1200; seed++) {
      const s = text(seeded(seed));
      for (const [name, rule] of rules) {
        const mark = (m: string) => `<${m.length}>`;
        const want = s.replace(WRITTEN[name], mark);
        expect(rule.replace(s, mark), `${name} seed ${seed}`).toBe(want);
        if (want !== s) matched[name]++;
      }
    }
    // Each rule matched on many of the texts.
    for (const n of Object.values(matched)) expect(n).toBeGreaterThan(150);
  });

  it('reads a text full of anchors in about linear time', () => {
    // Each "includes" starts a lazy search of up to 120 characters for ", so", and the lead
    // tried up to 200 characters back before each: 1.3 s on 128 KB as one pattern.
    const ms = (size: number) => {
      const s = pumped('includes ', size);
      const once = () => cpuTimeOf(() => LAZY_RULES.REASON_SO.replace(s, () => ' ')).ms;
      return Math.max(5, Math.min(once(), once(), once()));
    };
    ms(8192); // warm up
    expect(ms(131_072) / ms(32_768)).toBeLessThan(9);
    // …and well under the one pattern's time on the same text.
    const s = pumped('includes ', 131_072);
    const written = cpuTimeOf(() => s.replace(WRITTEN.REASON_SO, ' ')).ms;
    expect(ms(131_072) * 4).toBeLessThan(written);
  }, 60_000);
});
