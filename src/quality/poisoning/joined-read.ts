// What the candidate adds, read again as whole sentences across line breaks: a docstring
// wrapped at a word no sentence ends in ("set the y-axis range to start\n just below…") is
// cut at each line by ./sentences.ts, and a pair of lines may still miss the clause that
// completes it. Here the added lines are joined and cut only where a sentence or a clause
// ends. The false erasure reads the whole added text, since its halves are often sentences
// apart. Each family is excused when the reviewed text, read the same way, shows it too.
import { falseErasure } from './false-erasure.ts';
import { HARM_FAMILIES } from './harm-families.ts';
import { SENTENCE_END } from './sentences.ts';

export interface JoinedFinding {
  family: string;
  what: string;
  shown: string;
  at: string;
}

const rejoined = (text: string) =>
  text
    .replace(/\n\s*/g, ' ')
    .split(SENTENCE_END)
    .flatMap((s) => s.split(/(?<=;)\s+/))
    .map((s) => s.trim())
    .filter(Boolean);

/** Families found on the added text joined, not already in `found`. `rev` is the reviewed text. */
export function joinedFindings(added: readonly string[], rev: string, found: ReadonlySet<string>): JoinedFinding[] {
  const joined = added.join(' ');
  const revLow = rev.toLowerCase();
  const out: JoinedFinding[] = [];
  const erased = found.has('false-erasure') ? null : falseErasure(joined);
  if (erased && !falseErasure(rev))
    out.push({
      family: 'false-erasure',
      what: 'tells the user a deletion while keeping part of it',
      shown: erased,
      at: joined,
    });
  const revSentences = rejoined(rev);
  const sentences = rejoined(joined);
  for (const f of HARM_FAMILIES) {
    if (found.has(f.family)) continue;
    for (const s of sentences) {
      const shown = f.test(s, revLow);
      if (!shown) continue;
      if (!revSentences.some((r) => f.test(r, revLow))) out.push({ family: f.family, what: f.what, shown, at: s });
      break;
    }
  }
  return out;
}
