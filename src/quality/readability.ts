// Readability: a description is read by a model choosing a tool, and by the people who
// review it; both are served by sentences, not tags. A line that is a bare list of more
// than six comma-separated short items (a keyword dump) is blocked, unless the current
// text already had that exact line (it is the author's, not the optimizer's).
export const MAX_LIST_ITEMS = 6;

/** Whether a line reads as a bare list: more than six comma-separated items, most of them three words or fewer. */
export function isListLine(line: string): boolean {
  const items = line
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length <= MAX_LIST_ITEMS) return false;
  const short = items.filter((s) => s.split(/\s+/).length <= 3).length;
  return short * 2 > items.length;
}

export function listLines(text: string): string[] {
  return text.split('\n').filter(isListLine);
}

export function checkReadability(candidate: string, current: string): { passed: boolean; reason: string } {
  const kept = new Set(current.split('\n').map((l) => l.trim()));
  const bad = listLines(candidate).filter((l) => !kept.has(l.trim()));
  if (bad.length)
    return {
      passed: false,
      reason: `${bad.length} line(s) are bare lists of more than ${MAX_LIST_ITEMS} comma-separated items; write sentences`,
    };
  return { passed: true, reason: 'sentences, no bare lists' };
}
