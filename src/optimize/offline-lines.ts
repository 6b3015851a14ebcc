// Lines of the offline rewriter that need no other tool's evidence: another tool's purpose in
// its own words (for "use X instead"), the parameters the current text does not name, and
// the failure most of its error results share.
import { wordCount } from '../quality/length.ts';
import { errorShape, meaningfulError } from './argument-fixes.ts';
import { MIN_ERROR_TRACES } from './offline-results.ts';

export const PARAMETERS = 'Parameters:';
export const FAILS = 'Calls can fail with';

/** The first sentence of a description, if it is short (2–12 words): the tool's purpose in its own words. */
export function purposeOf(text: string): string | undefined {
  const first = text
    .trim()
    .split(/(?<=[.!?])\s+|\n/)[0]
    ?.replace(/[.!?]+$/, '')
    .trim();
  if (!first || wordCount(first) > 12 || wordCount(first) < 2) return undefined;
  return first.replace(/"/g, "'");
}

export function parameterLine(core: string, schema: Record<string, unknown> | undefined): string {
  const props = (schema?.properties ?? {}) as Record<string, { type?: string; description?: string }>;
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  const missing = Object.entries(props).filter(([name]) => !core.includes(name));
  if (missing.length === 0) return '';
  return `${PARAMETERS} ${missing
    .map(
      ([name, p]) =>
        `${name}${p.type ? ` (${p.type}${required.has(name) ? ', required' : ''})` : ''}${p.description ? `: ${p.description.trim().replace(/\.$/, '')}` : ''}`,
    )
    .join('; ')}.`;
}

/** The error most traces share (ids and numbers elided), if it recurs and the privacy rule passes it. */
export function failureSentence(
  errors: { traceId: string; message: string }[],
  safe: (s: string) => boolean,
): { kind: 'failure'; text: string; trace_ids: string[] } | undefined {
  const by = new Map<string, string[]>();
  for (const e of errors) {
    // Ids and numbers elided, so the same failure for different users counts as one.
    const m = errorShape(e.message);
    if (!meaningfulError(m)) continue;
    by.set(m, [...new Set([...(by.get(m) ?? []), e.traceId])]);
  }
  const top = [...by.entries()]
    .filter(([, ids]) => ids.length >= MIN_ERROR_TRACES)
    .sort((a, b) => b[1].length - a[1].length);
  for (const [m, ids] of top) {
    const s = `${FAILS} "${m.replace(/"/g, "'").replace(/[.]+$/, '')}" (seen in ${ids.length >= 10 ? 'many' : 'several'} traces).`;
    if (safe(s)) return { kind: 'failure', text: s, trace_ids: ids };
  }
  return undefined;
}
