// Normalization before the poisoning gates match anything. A model reads what a text
// *looks like* (and some of what it hides); a regular expression reads code points. So
// every gate matches against one canonical form:
//  1. invisible characters are stripped and flagged: format characters (zero-width,
//     bidi controls, U+061C, soft hyphen, word joiners, BOM), tag characters
//     (U+E0000–E007F), variation selectors (U+FE00–FE0F, U+E0100–E01EF), Hangul and
//     braille fillers (U+115F, U+1160, U+3164, U+FFA0, U+2800), the combining grapheme
//     joiner, private-use and control characters. Tag characters and runs of variation
//     selectors can smuggle ASCII ("ASCII smuggling", "emoji smuggling"): they are also
//     decoded, and the decoded text is matched like the rest;
//  2. NFKC (full-width letters, mathematical alphanumerics, ligatures → plain letters);
//  3. confusable folding: each non-ASCII character that Unicode's confusables table
//     (TR39, via the `unhomoglyph` package) maps to ASCII is replaced by it, so "іgnore"
//     with a Cyrillic і reads "ignore". ASCII itself is never folded (TR39 would turn
//     "1" into "l"). A word mixing ASCII letters with such look-alikes is flagged.
// One emoji presentation selector (U+FE0E/FE0F) right after a pictograph is legitimate
// and kept; a zero-width joiner between two pictographs (family emoji) too. Last, Markdown
// emphasis marks are dropped (see EMPHASIS), and runs of spaces and blank lines collapsed.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const CONFUSABLES = require('unhomoglyph/data.json') as Record<string, string>;

/** Single non-ASCII characters whose TR39 skeleton is plain printable ASCII. */
const FOLD = new Map<string, string>();
for (const [from, to] of Object.entries(CONFUSABLES)) {
  if (!/^[\x21-\x7e]+$/.test(to) || [...from].length !== 1 || from.codePointAt(0)! <= 0x7f) continue;
  // TR39's skeleton folds I and l together (to "l"); a capital look-alike (Cyrillic І,
  // Greek Ι) reads "I" to a person, and "Іgnore" must match "ignore".
  FOLD.set(from, to === 'l' && /\p{Lu}/u.test(from) ? 'I' : to);
}

export type HiddenKind = 'format' | 'bidi' | 'tag' | 'variation-selector' | 'filler' | 'control' | 'private-use';

export interface HiddenChar {
  codePoint: string;
  kind: HiddenKind;
}

export interface Normalized {
  /** The text as matched: stripped, NFKC, confusables folded, smuggled text appended. */
  text: string;
  /** Every invisible character that was stripped, in order. */
  hidden: HiddenChar[];
  /** Text decoded from tag characters or variation-selector runs (empty when none). */
  smuggled: string;
  /** Words that mix ASCII letters with look-alikes from other scripts. */
  mixedScript: string[];
}

const PICTO = /\p{Extended_Pictographic}/u;
const BIDI = new Set([0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);
const FILLERS = new Set([0x115f, 0x1160, 0x3164, 0xffa0, 0x2800, 0x034f]);

function classify(cp: number, ch: string): HiddenKind | null {
  if (cp >= 0xe0000 && cp <= 0xe007f) return 'tag';
  if ((cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef)) return 'variation-selector';
  if (BIDI.has(cp)) return 'bidi';
  if (FILLERS.has(cp)) return 'filler';
  if (cp === 0x09 || cp === 0x0a || cp === 0x0d) return null;
  if (/\p{Cc}/u.test(ch)) return 'control';
  if (/\p{Cf}/u.test(ch)) return 'format';
  if (/\p{Co}/u.test(ch)) return 'private-use';
  return null;
}

function hex(cp: number): string {
  return 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
}

/** Byte value a variation selector carries in "emoji smuggling" (VS1–16 → 0–15, VS17–256 → 16–255). */
function vsByte(cp: number): number | null {
  if (cp >= 0xfe00 && cp <= 0xfe0f) return cp - 0xfe00;
  if (cp >= 0xe0100 && cp <= 0xe01ef) return cp - 0xe0100 + 16;
  return null;
}

export function normalizeText(input: string): Normalized {
  const chars = [...input];
  const hidden: HiddenChar[] = [];
  let kept = '';
  let tagText = '';
  const vsRuns: number[][] = [];
  let run: number[] = [];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const cp = ch.codePointAt(0)!;
    const kind = classify(cp, ch);
    const prev = chars[i - 1] ?? '';
    const next = chars[i + 1] ?? '';
    const emojiSelector =
      (cp === 0xfe0e || cp === 0xfe0f) && PICTO.test(prev) && vsByte(next.codePointAt(0) ?? 0) === null;
    const emojiJoiner = cp === 0x200d && (PICTO.test(prev) || prev === '\ufe0f') && PICTO.test(next);
    const byte = vsByte(cp);
    if (byte !== null && !emojiSelector) run.push(byte);
    else if (run.length) {
      vsRuns.push(run);
      run = [];
    }
    if (kind === null || emojiSelector || emojiJoiner) {
      kept += ch;
      continue;
    }
    hidden.push({ codePoint: hex(cp), kind });
    if (kind === 'tag' && cp >= 0xe0020 && cp <= 0xe007e) tagText += String.fromCharCode(cp - 0xe0000);
  }
  if (run.length) vsRuns.push(run);
  const vsText = vsRuns
    .filter((r) => r.length >= 4)
    .map((r) => Buffer.from(r).toString('utf8'))
    .filter((s) => /^[\x20-\x7e\n]+$/.test(s))
    .join(' ');
  const smuggled = [tagText, vsText].filter(Boolean).join(' ');
  const nfkc = kept.normalize('NFKC');
  const mixedScript = new Set<string>();
  for (const word of nfkc.match(/\p{L}[\p{L}\p{M}]*/gu) ?? []) {
    const letters = [...word];
    const ascii = letters.some((c) => /[A-Za-z]/.test(c));
    // Latin-script letters (œ, ß, accented vowels) are spelling, not look-alikes: "œuvres".
    const lookalike = letters.some(
      (c) => FOLD.has(c) && /^[A-Za-z]+$/.test(FOLD.get(c)!) && !/\p{Script=Latin}/u.test(c),
    );
    if (ascii && lookalike) mixedScript.add(word);
  }
  let folded = '';
  for (const c of nfkc) folded += c.codePointAt(0)! > 0x7f ? (FOLD.get(c) ?? c) : c;
  folded = folded.replace(EMPHASIS, (all, pre: string, _mark, words: string, at: number, text: string) =>
    heading(pre, words, text, at + all.length) ? all : `${pre}${words}`,
  );
  folded = collapseSpace(folded);
  return { text: smuggled ? `${folded}\n${smuggled}` : folded, hidden, smuggled, mixedScript: [...mixedScript] };
}

// A run of spaces is one space to a reader, and a run of blank lines one paragraph break. The
// rules read clause by clause with look-aheads such as `,?\s+then`: over a run of n spaces each
// position scans the rest of the run, so 64 KB of them inside one sentence held the gate for
// minutes. Collapsed, every run is a few characters long and each rule reads in linear time.
// The padding finding (./injection.ts) reads the raw text, so the run is still reported.
const SPACES = /[^\S\n]+/g;
const BLANK_LINES = /\n(?:[^\S\n]*\n)+/g;
function collapseSpace(text: string): string {
  return text.replace(SPACES, ' ').replace(BLANK_LINES, '\n\n');
}

// Markdown emphasis is how the text looks, not what it says: "*Never* tell the user" is
// "Never tell the user" to a model, so a pair of marks around words is dropped before any
// gate matches. Not a lone mark ("*.txt", "a * b") nor marks inside a name ("send_log").
// A line that is all emphasis and no sentence ("**Reply**", "**Choosing a match**") is a
// heading: kept marked, so it does not read as an order at the start of a sentence.
const heading = (pre: string, words: string, text: string, end: number) =>
  (pre === '' || pre === '\n') && /^[ \t]*(?:\n|$)/.test(text.slice(end)) && !/[.!?]$/.test(words);
const EMPHASIS = /(^|[^\w*])(\*{1,3}|_)(?=[^\s*_])([^*\n]{0,200}?[^\s*_\\])\2(?![\w*])/g;
