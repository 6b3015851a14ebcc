// "No worries, write files": a leading "No <word>," negates its own word, not the act after
// it, so a restatement read without it must still deny the act (./concepts.ts). The opener
// stays when its word is the disclosure's own ("No charges, ever: …").
// In other words: "Not a problem:", "Nothing to fear,", "Never fear,", "Don't worry,".
const OPENER =
  /^\s*(?:no|not(?:\s+an?)?|nothing(?:\s+to)?|never|don['’]?t|do\s+not)\s+((?:[\p{L}'-]+\s+){0,2}?[\p{L}'-]+)\s*[,!:;—–-]\s*/iu;

/** The candidate sentence without a leading "No <word>," whose word `ownWord` does not claim. */
export function withoutOpener(candidate: string, ownWord: (word: string) => boolean): string {
  const m = OPENER.exec(candidate);
  return m && !ownWord(m[1]!) ? candidate.slice(m[0].length) : candidate;
}
