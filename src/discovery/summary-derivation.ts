// How a stored server summary came to be, for the reviewer and for routing: an offline one
// by the offline rule it names (OFFLINE_SUMMARY_RULE); an LLM one as the model wrote it, or
// with the names of the tools it left out appended (LLM_NAMES_RULE); a person's as written.
// A request for a tool the summary does not name meets a server that seems not to have it,
// so an LLM summary gets the same guarantee as the offline one: every tool is named.
import type { ServerSummaryRow } from '../store/sql/server-summaries.ts';
import { type CatalogServer, humanize } from './summary.ts';

/**
 * The rule that completes an LLM summary, stored as its derivation when it appended names.
 * 1: the tools whose name (in words, as the offline summary writes it) the text lacks, in
 * catalogue order, after "Tools: ", separated by "; ".
 */
export const LLM_NAMES_RULE = 1;

/** What the offline rules did, by version (summary.ts). */
const OFFLINE_RULES: Record<number, string> = {
  1: 'first sentences within 120 words, the rest cut',
  2: 'names every tool',
};

/** Lower-case words separated by single spaces and padded, so a phrase matches whole words only. */
const words = (s: string) =>
  ` ${humanize(s)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/**
 * The tools, in words, that `text` does not name (neither by name nor by the name in words).
 * A name with no letter or digit in it ("_", "--") has no words to name, so it is never missing.
 */
export function missingToolNames(text: string, s: CatalogServer): string[] {
  const have = words(text);
  return s.tools
    .map((t) => humanize(t.name))
    .filter((name) => words(name).trim() !== '' && !have.includes(words(name)));
}

/** The summary with every tool named: the text, then the names it lacks; the rule if it applied. */
export function withToolNames(text: string, s: CatalogServer): { text: string; derivation: number | null } {
  const missing = [...new Set(missingToolNames(text, s))];
  if (missing.length === 0) return { text, derivation: null };
  return { text: `${text.trimEnd()} Tools: ${missing.join('; ')}`, derivation: LLM_NAMES_RULE };
}

/** The derivation as a reviewer reads it: "offline: names every tool", "llm", "human". */
export function derivationLabel(source: ServerSummaryRow['source'], derivation: number | null): string {
  if (source === 'offline') return `offline: ${OFFLINE_RULES[derivation ?? 0] ?? `rule ${derivation ?? 'unknown'}`}`;
  if (source === 'llm' && derivation !== null) return 'llm, missing tool names appended';
  return source;
}
