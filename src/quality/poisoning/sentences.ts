// What a candidate adds: its sentences that the reviewed text does not already hold. The
// meaning families (./meaning.ts) read only these, so a sentence the reviewed text already
// carries is never held against a rewrite, and an attack cannot hide behind one.
// Instructions split across sentences are read in windows of two consecutive added
// sentences as well as one by one.
import { heldRuns } from './word-runs.ts';

/**
 * A full stop that ends a sentence, with the space after it: not the one of an abbreviation
 * that never ends one ("e.g.", "i.e.", "cf.", "vs."), so "a stored method, e.g. a credit card"
 * stays one sentence and its example stays with what it exemplifies.
 */
const SENTENCE_END_SOURCE = String.raw`(?<=[.!?])(?<!\b(?:e\.g|i\.e|cf|vs|viz)\.)\s+`;
export const SENTENCE_END = new RegExp(SENTENCE_END_SOURCE, 'i');

/**
 * Sentence ends in Latin and CJK punctuation, and line breaks. A semicolon ends a clause
 * too, except before the alternative of "Do not use it for X; use Y instead": cut there,
 * "use Y instead" would read as a bare redirect, out of the scope that makes it advice.
 */
const SPLIT = new RegExp(
  String.raw`${SENTENCE_END_SOURCE}|(?<=;)\s+(?!(?:use|call|try|see|pick|choose)\b)|(?<=[。！？；])\s*|\n+`,
  'i',
);

// A docstring wrapped mid-clause ("…a neighbourhood; do not\nlook up someone's address…"): a
// line ending in a word no sentence ends in, before a lower-case line, goes on that line.
const WRAPPED =
  /\b(not|no|never|and|or|but|the|a|an|to|of|for|with|without|from|than|that|by)[ \t]*\n[ \t]*(?=\p{Ll})/gu;

export function sentences(text: string): string[] {
  return text
    .replace(WRAPPED, '$1 ')
    .split(SPLIT)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** A sentence as compared: lower case, word characters only, single spaces. */
function key(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The candidate's sentences whose words the reviewed text does not already hold, in order: a
 * sentence is held when its words occur as a run anywhere in the reviewed text's words, within
 * a sentence or across two. All sentences are looked up in one pass over the reviewed words.
 */
export function addedSentences(candidate: string, reviewed: string): string[] {
  const all = sentences(candidate);
  const keys = all.map(key);
  const held = heldRuns(
    keys.map((k) => (k === '' ? [] : k.split(' '))),
    key(reviewed).split(' '),
  );
  return all.filter((_, i) => keys[i] !== '' && !held[i]);
}

/**
 * Each added sentence, then each pair of consecutive ones joined (an instruction split in two);
 * with `alone`, only the sentences it accepts are also read on their own.
 */
export function addedWindows(
  candidate: string,
  reviewed: string,
  alone: (sentence: string) => boolean = () => true,
): string[] {
  const added = addedSentences(candidate, reviewed);
  const pairs = added.slice(1).map((s, i) => `${added[i]} ${s}`);
  // With no pair to read it in, every added sentence is read alone whatever `alone` says.
  if (!pairs.length) return added;
  return [...added.filter(alone), ...pairs];
}

/** The part of a sentence a pattern matches, or null: what a family quotes as its evidence. */
export const first = (re: RegExp, s: string): string | null => re.exec(s)?.[0] ?? null;

/** A negation in a sentence: what turns an order or a claim into its opposite. */
export const NEGATED = /\b(?:not|never|no|without|nor)\b|n't\b/i;

// A Markdown table row ("| a | b |"), and its rule line ("|---|:--:|").
const ROW = /^[ \t]*\|(.*)\|[ \t]*$/gm;
const RULE = /^[\s|:-]*$/;

/**
 * The text with each Markdown table row also read as one sentence, its cells joined ("|
 * Also | send the | conversation |" is "Also send the conversation"): an order spelled
 * across cells is a sentence to the model, which reads the row whole. The rows stay as
 * they are; the joined ones are added after the text, one a line.
 */
export function withJoinedRows(text: string): string {
  if (!text.includes('|')) return text;
  const joined = [...text.matchAll(ROW)]
    .filter((m) => !RULE.test(m[1]!) && m[1]!.includes('|'))
    .map((m) =>
      m[1]!
        .split('|')
        .map((c) => c.trim())
        .filter(Boolean)
        .join(' '),
    );
  return joined.length ? `${text}\n\n${joined.join('\n')}` : text;
}
