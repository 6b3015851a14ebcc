// Word diffs for review: coloured for a terminal, bracketed for plain text (the same
// notation as `git diff --word-diff=plain`), and structured for machines.
import { diffWordsWithSpace } from 'diff';

export type DiffOp = 'equal' | 'insert' | 'delete';
export interface DiffPart {
  op: DiffOp;
  text: string;
}

export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWordsWithSpace(before, after).map((c) => ({
    op: c.added ? 'insert' : c.removed ? 'delete' : 'equal',
    text: c.value,
  }));
}

export function diffStats(parts: DiffPart[]): { inserted: number; deleted: number } {
  const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
  let inserted = 0;
  let deleted = 0;
  for (const p of parts) {
    if (p.op === 'insert') inserted += words(p.text);
    if (p.op === 'delete') deleted += words(p.text);
  }
  return { inserted, deleted };
}

const RED = '\u001b[31m';
const GREEN = '\u001b[32m';
const STRIKE = '\u001b[9m';
const RESET = '\u001b[0m';

export function renderDiff(parts: DiffPart[], opts: { color: boolean }): string {
  return parts
    .map((p) => {
      if (p.op === 'equal') return p.text;
      if (opts.color) return p.op === 'insert' ? `${GREEN}${p.text}${RESET}` : `${RED}${STRIKE}${p.text}${RESET}`;
      return p.op === 'insert' ? `{+${p.text}+}` : `[-${p.text}-]`;
    })
    .join('');
}
