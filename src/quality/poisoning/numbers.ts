// A number in a stated limit or side effect is part of it: "Max 5,000 EUR per transfer"
// rewritten as "Max 50,000 EUR per transfer" keeps every word the disclosure check looks
// for and moves the limit tenfold; "older than 30 days" → "older than 3 days" deletes
// more. So every number of a reviewed disclosure sentence must still be in the candidate,
// as a number (5,000 = 5000 = 5 000) or a small number word (7 = seven). A digit inside a
// name ("Context7", "o200k", "v2") is not a number.

const NUMBER = /(?<![\w.])\d+(?:[,\u202f ]\d{3})*(?:\.\d+)?(?![\w])/g;
const WORDS = 'zero one two three four five six seven eight nine ten eleven twelve'.split(' ');

const norm = (n: string) => n.replace(/[,\u202f ]/g, '').replace(/\.0+$/, '');

/** The numbers a text states, normalized; small number words count as their digits. */
// In the candidate a unit may be written on the number ("10MB", "30s"): still that number;
// not a multiplier ("10k", "5m", "2bn", "3x"), which makes it another.
const KEPT =
  /(?<![\w.])\d+(?:[,\u202f ]\d{3})*(?:\.\d+)?(?=(?![kKmMbBxX]\b|[bBmM][nN]\b|[mM]il\b)[a-zA-Z]{1,3}\b|[^\w]|$)/g;

function numbersIn(text: string): Set<string> {
  const out = new Set([...text.matchAll(KEPT)].map((m) => norm(m[0])));
  for (const w of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const k = WORDS.indexOf(w);
    if (k >= 0) out.add(String(k));
  }
  return out;
}

/** The reviewed disclosure sentences with a number the candidate no longer states. */
export function changedNumbers(
  candidate: string,
  disclosureSentences: string[],
): { sentence: string; number: string }[] {
  const kept = numbersIn(candidate);
  const out: { sentence: string; number: string }[] = [];
  for (const sentence of disclosureSentences) {
    const missing = [...sentence.matchAll(NUMBER)].map((m) => norm(m[0])).find((n) => !kept.has(n));
    if (missing !== undefined) out.push({ sentence, number: missing });
  }
  return out;
}
