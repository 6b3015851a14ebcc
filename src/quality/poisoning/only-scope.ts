// "Only available for Confluence Cloud" restated as the scope named and the rest denied:
// "Create a page in Confluence Cloud. Not available on Server or Data Center." The candidate
// keeps the restriction when it names the scope (X) and denies the same availability on
// something else it names (Y), and no clause of it grants that availability beyond X ("on Cloud
// and Server", "also on Server") or denies it on X itself ("not available on Cloud").

const AVAIL = '(?:available|supported|usable|offered|enabled|works?)';
const PREP = String.raw`(?:for|on|in|with)\s+(?:the\s+)?`;
const NAME = String.raw`([A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,3})`;
// "only available for X", "available only on X", "only works with X".
const ONLY_SCOPE = new RegExp(String.raw`\bonly\s+${AVAIL}\s+${PREP}${NAME}|\b${AVAIL}\s+only\s+${PREP}${NAME}`);
const DENIED = new RegExp(
  String.raw`\b(?:not|never|no\s+longer|isn't|aren't|doesn't|don't|cannot\s+be|can't\s+be)\s+(?:be\s+)?${AVAIL}\s+${PREP}${NAME}|\bun(?:available|supported|usable)\s+${PREP}${NAME}`,
);
const GRANTED = new RegExp(String.raw`\b${AVAIL}\s+${PREP}`, 'i');
const NEGATOR = /\b(?:not|never|no|isn't|aren't|doesn't|don't|cannot|can't|un(?:available|supported|usable))\b/i;
const WIDER = /\b(?:and|or|plus|also|too|as\s+well|both|any|every|all|everywhere)\b/i;

const JOIN = String.raw`\s*(?:\/|&|\b(?:and|or|plus|also|too|as\s+well\s+as)\b)\s*(?:(?:on|in|for|with)\s+)?(?:the\s+)?`;
const joined = (mark: string) => {
  const m = mark.replace(/[a-z]/g, (ch) => `[${ch}${ch.toUpperCase()}]`);
  return new RegExp(
    String.raw`\b${m}\b${JOIN}(?:[\w-]+\s+){0,2}?\p{Lu}|\p{Lu}[\w-]*${JOIN}(?:\p{Lu}[\w-]*\s+){0,3}${m}\b|\b${m}\b[^.;]*\b(?:too|also|as\s+well)\b|\b(?:on|in|for|with)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}\p{Lu}[\w-]*\s+(?:too|also|as\s+well)\b`,
    'u',
  );
};
const words = (t: string): string[] => t.toLowerCase().match(/[a-z][\w-]*/g) ?? [];

export function onlyScopeKept(reviewedSentence: string, candidateSentences: string[]): boolean {
  const m = ONLY_SCOPE.exec(reviewedSentence);
  const scope = m?.[1] ?? m?.[2];
  if (!scope) return false;
  // The scope's last word tells it apart ("Cloud" of "Confluence Cloud").
  const mark = words(scope).at(-1)!;
  const clauses = candidateSentences.flatMap((s) => s.split(/[;:,]\s*|\.\s+/));
  if (!clauses.some((c) => words(c).includes(mark))) return false;
  // X joined to another name where it is named, with no "available" said: "in Confluence Cloud
  // or Server", "in Cloud and on Server", "use it on Server too". A denial elsewhere would not
  // undo the widening.
  if (clauses.some((c) => !DENIED.test(c) && joined(mark).test(c))) return false;
  let denied = false;
  for (const clause of clauses) {
    // A clause's first letter lowered, so "Not available on Server" reads as a denial.
    const d = DENIED.exec(clause.trim().replace(/^./, (ch) => ch.toLowerCase()));
    if (d) {
      // Denied on X itself, or on something that is not a name ("not available offline").
      if (words(d[1] ?? d[2] ?? '').includes(mark)) return false;
      denied = true;
    } else if (GRANTED.test(clause) && !NEGATOR.test(clause)) {
      // Granted on something besides X, or on X beside others.
      const after = clause.slice(GRANTED.exec(clause)!.index);
      if (!words(after).includes(mark) || WIDER.test(after)) return false;
    }
  }
  return denied;
}
