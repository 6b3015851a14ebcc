// A rule the reviewed text states, kept word for word, with an exception added to it: "It never
// deletes files, except build outputs older than a day", "Only the fields provided are changed,
// but `status` is reset to draft", "It cannot write to disk other than its cache folder". The
// sentence still holds the guarantee, so no disclosure reads as dropped, yet the rule now has a
// hole the reviewer never approved. Held when the reviewed sentence states a rule (never, only,
// cannot, does not, no, at most…) and the candidate's sentence that repeats it goes on with an
// exception the reviewed sentence does not make. The exception may be honest (a feature that
// deletes after all); a reviewer reads it either way.
import { deniedActFindings } from './denied-act.ts';
import { undoneNeedFindings } from './undone-need.ts';
import { sentences } from './sentences.ts';

const RULE =
  /\b(?:never|only|cannot|can\s*not|can't|must\s+not|mustn't|may\s+not|will\s+not|won't|does\s+not|doesn't|do\s+not|don't|no|none|nothing|nobody|at\s+most|up\s+to|limited\s+to|solely|exclusively)\b/i;
// What opens the added clause: an exception, or "but" with what is done after all.
const EXCEPTION =
  /^[\s,;:(—–-]*(?:except(?:\s+for|\s+when|\s+that|\s+if)?|excepting|apart\s+from|other\s+than|save\s+for|aside\s+from|besides|excluding|with\s+the\s+exception\s+of|unless)\b|^[\s,;:(—–-]*but\s+(?!(?:not|never|no|nothing|none|also|it\s+(?:never|cannot|does\s+not))\b)/i;
const flat = (s: string) =>
  s
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.!?;:]+$/, '')
    .trim();

/** The candidate's sentence that adds an exception to a rule the reviewed text states, or null. */
export function carvedException(candidate: string, reviewed: string): string | null {
  const rules = sentences(reviewed)
    .filter((r) => RULE.test(r))
    .map((r) => ({ text: flat(r), raw: r }))
    .filter((r) => r.text.length >= 12);
  if (!rules.length) return null;
  for (const s of sentences(candidate)) {
    const c = flat(s);
    for (const r of rules) {
      const at = c.indexOf(r.text);
      if (at < 0) continue;
      const tail = c.slice(at + r.text.length);
      const m = EXCEPTION.exec(tail);
      // An exception the reviewed sentence already makes is the same rule.
      if (m && !new RegExp(String.raw`\b${m[0].replace(/^[\s,;:(—–-]+/, '').trim()}\b`, 'i').test(r.raw))
        return s.trim();
    }
  }
  return null;
}

/**
 * The disclosure gate's finding for an exception carved into a stated rule, for a stated act
 * denied whole (./denied-act.ts) or a need restated and waived (./undone-need.ts): each reads
 * an added sentence against what the reviewed text states (../disclosure.ts).
 */
export function carvedFindings(candidate: string, reviewed: string): { family: string; detail: string }[] {
  const s = carvedException(candidate, reviewed);
  return s
    ? [
        {
          family: 'weakened-disclosure',
          detail: `adds an exception to a rule the reviewed text states: "${s.slice(0, 160)}"`,
        },
      ]
    : [...deniedActFindings(candidate, reviewed), ...undoneNeedFindings(candidate, reviewed)];
}
