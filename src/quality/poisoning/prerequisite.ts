// A prerequisite call dropped: "Call `login` before this function." has no "must", so the
// disclosure patterns do not see it, yet it is the tool's contract, as much as "requires
// authentication". A reviewed sentence that orders another tool first (before this one,
// "first", "beforehand", or this one "after" it) is kept while the candidate still names that
// tool with an order word; "It needs a session: call `login` first." keeps it. Turned round,
// it is ./call-order.ts's.

const TERM = String.raw`(?:\x60([^\x60\n]{1,60})\x60|(?<![\w.-])([a-z][a-z0-9]{0,40}(?:[_.-][a-z0-9]{1,40}){1,6}|[a-z]+(?:[A-Z][a-z0-9]+)+)(?![\w-]|\.\w))`;
const SELF = String.raw`(?:this\s+(?:tool|function|command|endpoint|method|operation|one)|it)`;
const BEFORE = new RegExp(
  String.raw`\b(?:[Cc]all|[Rr]un|[Ii]nvoke|[Uu]se|[Ee]xecute|[Oo]pen|[Ss]tart)\s+${TERM}\s+(?:first\b|beforehand\b|before\s+(?:calling\s+|using\s+|running\s+)?${SELF}\b|prior\s+to\s+${SELF}\b)`,
  'g',
);
const AFTER = new RegExp(
  String.raw`\b[Tt]his\s+(?:tool|function|command|endpoint|method|operation)\s+(?:\w+\s+){0,3}?after\s+(?:calling\s+|using\s+|running\s+)?${TERM}`,
  'g',
);
const ORDER_WORD = /\b(?:first|before|beforehand|after|prior|then|once|until|requires?|needs?|must|only\s+after)\b/i;

/** The tools the text makes a prerequisite of this one. */
function prerequisites(text: string): string[] {
  return [...text.matchAll(BEFORE), ...text.matchAll(AFTER)].map((m) => (m[1] ?? m[2])!.toLowerCase());
}

/** The reviewed prerequisite tool the candidate no longer names with an order, or null. */
export function droppedPrerequisite(candidate: string, reviewed: string): string | null {
  const kept = candidate
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((s) => ORDER_WORD.test(s))
    .join('\n')
    .toLowerCase();
  return prerequisites(reviewed).find((t) => !kept.includes(t)) ?? null;
}
