// "No worries, write files": a leading "No <word>," negates its own word, not the act after
// it, so a restatement read without it must still deny the act (./concepts.ts). The opener
// stays when its word is the disclosure's own ("No charges, ever: …").
// In other words: "Not a problem:", "Nothing to fear,", "Never fear,", "Don't worry,".
import { perText } from './per-text.ts';

const OPENER =
  /^\s*(?:no|not(?:\s+an?)?|nothing(?:\s+to)?|never|don['’]?t|do\s+not)\s+((?:[\p{L}'-]+\s+){0,2}?[\p{L}'-]+)\s*[,!:;—–-]\s*/iu;

/** The candidate sentence without a leading "No <word>," whose word `ownWord` does not claim. */
export function withoutOpener(candidate: string, ownWord: (word: string) => boolean): string {
  const m = OPENER.exec(candidate);
  return m && !ownWord(m[1]!) ? candidate.slice(m[0].length) : candidate;
}

// The same trick without an opener: a sentence with a negation somewhere ("No files are off
// limits, write them", "It writes files, no write protection") and a clause that does the act
// the reviewed text denies, unnegated. Its clauses do not restate the denial one by one. A
// clause after one that ends on its negator ("It never, in any case, writes files") is negated.
const DENIED_VERB =
  /\b(?:does\s+not|do\s+not|doesn['’]t|don['’]t|never|cannot|can['’]t|will\s+not|won['’]t|must\s+not|may\s+not)\s+(?:\w+ly\s+)?([a-z]{4,})/gi;
const NEGATED_CLAUSE =
  /\b(?:not|never|no|nor|nothing|none|nobody|neither|without|cannot|blocked|disabled|prevented|refused|rejected|forbidden|prohibited|denied|impossible|unavailable|unsupported)\b|n['’]t\b/i;
const DANGLING = /\b(?:not|never|no)\s*$|n['’]t\s*$/i;

// The first four letters of each verb the reviewed text denies, read once for all the sentences.
const deniedStems = perText(
  (reviewed) => new Set([...reviewed.matchAll(DENIED_VERB)].map((m) => m[1]!.slice(0, 4).toLowerCase())),
);
// Whether a word of the part starts with one of the stems (as `\b${stem}\w*` would find), each
// word looked up once, not each stem searched for.
const ASCII_WORD_START = /(?<![A-Za-z0-9_])[A-Za-z]{4}/g;
const startsWithStem = (part: string, stems: ReadonlySet<string>) =>
  [...part.matchAll(ASCII_WORD_START)].some((m) => stems.has(m[0].toLowerCase()));

/** Whether a candidate sentence has a clause doing, unnegated, an act the reviewed text denies. */
export function assertsDenied(sentence: string, reviewed: string): boolean {
  const stems = deniedStems(reviewed);
  // No negation anywhere: nothing there could be taken for the denial.
  if (!stems.size || !/\b(?:not|never|no|nor|nothing|none|cannot)\b|n['’]t\b/i.test(sentence)) return false;
  // A clause that denies the verb itself restates it ("it does not delete files; it only deletes
  // the index entry").
  if ([...sentence.matchAll(DENIED_VERB)].some((m) => stems.has(m[1]!.slice(0, 4).toLowerCase()))) return false;
  const parts = sentence.split(/[,;:—–]\s*|\s+(?:and|but|so|then)\s+/);
  // A negator left dangling ("It never, in any case, writes files") carries to the clauses after.
  const carried = parts.findIndex((p) => DANGLING.test(p));
  return parts.some((p, i) => !NEGATED_CLAUSE.test(p) && (carried < 0 || i < carried) && startsWithStem(p, stems));
}
