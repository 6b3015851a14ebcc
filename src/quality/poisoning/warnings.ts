// A labelled warning dropped: the reviewed text carries a "WARNING:" (or CAUTION, DANGER)
// sentence, and the candidate keeps neither a warning word nor most of what it said. A
// warning is the tool author's own limit on use ("use it in a separate chat from file
// operations"), and an attack swaps it for advice to do what it warned against. A warning
// reworded ("Caution: keep it in its own chat") keeps a warning word and passes.

const LABEL = /^\s*(?:[*_#>-]+\s*)?(?:warning|caution|danger|security\s+note)\b\s*[:!—–-]/i;
const WARNS = /\b(?:warn\w*|caution\w*|danger\w*|careful\w*|secur\w*|risk\w*|unsafe|hazard\w*)\b/i;
const STOP = new Set(['should', 'would', 'could', 'which', 'there', 'their', 'these', 'those', 'about', 'other']);
const stems = (s: string) =>
  (s.toLowerCase().match(/[a-z]{5,}/g) ?? []).filter((w) => !STOP.has(w) && !WARNS.test(w)).map((w) => w.slice(0, 5));

/** The reviewed warning the candidate drops, or null. */
export function droppedWarning(candidate: string, reviewed: string): string | null {
  const warning = reviewed
    .split(/(?<=[.!?])\s+(?=\S)|\n\s*\n/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .find((s) => LABEL.test(s));
  if (!warning || WARNS.test(candidate.replace(/\b[A-Za-z]+(?:_\w+|[A-Z]\w*)\b/g, ''))) return null;
  const words = [...new Set(stems(warning.replace(LABEL, '')))];
  const cand = new Set(stems(candidate));
  const kept = words.filter((w) => cand.has(w)).length;
  return words.length >= 3 && kept * 2 < words.length ? warning : null;
}
