// "…for Markdown use html_to_markdown; to tidy indentation without removing anything,
// html_formatter": a purpose clause that sends a job to another tool of the server says what
// that tool does. A denial inside it ("without removing") is about the sibling, not a denial
// of this tool's stated side effect. Only a sibling counts: a name the server does not have
// would let any denial hide in front of a made-up tool.
import { escaped } from './sibling-preference.ts';

/** The candidate with each purpose clause that routes a job to a sibling blanked. */
export function siblingPurposesOut(candidate: string, siblings: readonly string[] = []): string {
  if (!siblings.length) return candidate;
  const names = siblings.map(escaped).join('|');
  // A clause opening with "to …" or "for …" that ends on the sibling it names ("use X", or X alone),
  // or on the arguments it takes ("use lrange with -1 -1": numbers, flags and code, no words).
  const purpose = new RegExp(
    String.raw`(?<=^|[.;:,]\s*|\b(?:and|or)\s+)(?:to|for)\s+[^.;:,\n]{1,80}?,?\s+(?:use\s+|call\s+|try\s+|see\s+)?(?:the\s+)?\x60?(?:${names})\x60?(?:\s+(?:with|on|at)\s+(?:\x60[^\x60\n]{1,30}\x60|[-+\d\s]{1,20}))?(?=\s*(?:[.;,)]|$))`,
    'gim',
  );
  return candidate.replace(purpose, ' ');
}
