// Argument formats learned from failed-then-fixed calls. Inside one trace, a call of the
// tool that returned an error and a later call of the same tool that did not are a pair:
// what differs between their arguments is what the tool rejected and what it accepted.
// A difference is stated only when the same one is seen in at least MIN_FIX_TRACES traces
// (one agent's slip is not a rule of the tool), and never with a value: values are users'
// data (ids, names, amounts, dates). What a sentence states is which argument (by its path,
// in the schema's own words), and the kind of change: supplied where it was missing, left
// out, sent as another type, written in another format (a date as year-month-day, a number
// written as text, …), or corrected after a given error (the error's ids and numbers
// elided). The privacy gate still reads every sentence; a path or an error it refuses is
// not stated.
import { isIdentifier } from '../quality/privacy.ts';

/** A rejected call of the tool and the next call of it in the same trace that worked. */
export interface ArgumentFix {
  traceId: string;
  rejected: Record<string, unknown>;
  accepted: Record<string, unknown>;
  /** The rejected call's error message (its result preview). */
  error: string;
}

export type FixKind = 'added' | 'removed' | 'type' | 'format' | 'value';

export interface FixFact {
  kind: FixKind;
  /** The argument, as `a.b` and `list[].field` (array positions folded). */
  path: string;
  /** For type and format changes: what was rejected and what was accepted, in words. */
  from?: string;
  to?: string;
  /** For a corrected value: the rejected call's error, ids and numbers elided. */
  error?: string;
  traceIds: string[];
}

/** The same change must be seen in this many traces before it is stated. */
export const MIN_FIX_TRACES = 3;

/** The wording the sentences use (not from users: the privacy rule allows it). */
export const FIX_WORDS =
  'fixes seen in several traces calls without with were rejected and worked it was as accepted after changing made the call work a date year month day time whole decimal number written text list an object lower upper case capitalised free e-mail address link true or false null slashes value';

/**
 * The leaves where two argument values differ, by path (`a.b`, list positions as `.0`).
 * Lists of the same length are compared item by item; a list that grew or shrank is one
 * changed value (its items' fields were not "added" or "left out").
 */
function differing(x: unknown, y: unknown, path: string, out: [string, unknown, unknown][], depth = 0): void {
  const obj = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
  if (depth < 8 && obj(x) && obj(y)) {
    const a = x as Record<string, unknown>;
    const b = y as Record<string, unknown>;
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) differing(a[k], b[k], path ? `${path}.${k}` : k, out, depth + 1);
    return;
  }
  if (depth < 8 && Array.isArray(x) && Array.isArray(y) && x.length === y.length) {
    for (let i = 0; i < x.length; i++) differing(x[i], y[i], `${path}.${i}`, out, depth + 1);
    return;
  }
  if (JSON.stringify(x) !== JSON.stringify(y)) out.push([path, x, y]);
}

function kindOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'list';
  return typeof v;
}

/** A string's format, in words; a value's shape never quotes the value. */
export function formatOf(v: unknown): string {
  switch (kindOf(v)) {
    case 'null':
      return 'null';
    case 'list':
      return 'a list';
    case 'object':
      return 'an object';
    case 'boolean':
      return 'true or false';
    case 'number':
      return Number.isInteger(v) ? 'a whole number' : 'a decimal number';
    case 'string':
      break;
    default:
      return 'a value';
  }
  const s = (v as string).trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return 'a date as year-month-day';
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(s)) return 'a date and time';
  if (/^\d{1,2}[/.]\d{1,2}[/.]\d{2,4}$/.test(s)) return 'a date with slashes';
  if (/^-?\d+$/.test(s)) return 'a whole number written as text';
  if (/^-?\d*[.,]\d+$/.test(s)) return 'a decimal number written as text';
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s)) return 'an e-mail address';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(s)) return 'a link';
  if (/^\p{Ll}[\p{Ll}\p{N}_-]*$/u.test(s)) return 'lower case';
  if (/^\p{Lu}[\p{Lu}\p{N}_-]*$/u.test(s)) return 'upper case';
  if (/^\p{Lu}\p{Ll}+$/u.test(s)) return 'capitalised';
  return 'free text';
}

/** The error with what identifies a user or a case elided: ids, numbers, codes. */
export function errorShape(message: string): string {
  const line = message.split('\n')[0]!.replace(/^(?:error|exception)\s*:\s*/i, '').trim().replace(/\s+/g, ' ');
  return line
    .replace(/[\p{L}\p{N}]+(?:[._@:/'’-]+[\p{L}\p{N}]+)*/gu, (w) => (isIdentifier(w) ? '…' : w))
    .replace(/…(?:[\s,.'’-]*…)+/g, '…')
    .replace(/[.]+$/, '');
}

type Change = { kind: FixKind; path: string; from?: string; to?: string };

/** The changes between one rejected and one accepted call, by folded path. */
function changes(fix: ArgumentFix): Change[] {
  const diffs: [string, unknown, unknown][] = [];
  differing(fix.rejected, fix.accepted, '', diffs);
  return diffs.map(([raw, x, y]): Change => {
    const path = raw.replace(/\.\d+(?=\.|$)/g, '[]');
    if (x === undefined) return { kind: 'added', path };
    if (y === undefined) return { kind: 'removed', path };
    if (kindOf(x) !== kindOf(y)) return { kind: 'type', path, from: formatOf(x), to: formatOf(y) };
    if (kindOf(x) === 'string' && formatOf(x) !== formatOf(y)) return { kind: 'format', path, from: formatOf(x), to: formatOf(y) };
    return { kind: 'value', path };
  });
}

/**
 * What the pairs have in common: each change seen in at least `minTraces` distinct traces,
 * most traces first. A value corrected after an error is grouped by the error's shape.
 */
export function mineArgumentFixes(fixes: ArgumentFix[], minTraces = MIN_FIX_TRACES): FixFact[] {
  const groups = new Map<string, FixFact>();
  for (const fix of fixes) {
    const seen = new Set<string>();
    for (const change of changes(fix)) {
      const error = change.kind === 'value' ? errorShape(fix.error) : undefined;
      const key = [change.kind, change.path, 'from' in change ? change.from : '', 'to' in change ? change.to : '', error ?? ''].join('\u0000');
      if (seen.has(key)) continue;
      seen.add(key);
      const g = groups.get(key) ?? { ...change, ...(error ? { error } : {}), traceIds: [] };
      if (!g.traceIds.includes(fix.traceId)) g.traceIds.push(fix.traceId);
      groups.set(key, g);
    }
  }
  const order: Record<FixKind, number> = { added: 0, type: 1, format: 2, removed: 3, value: 4 };
  return [...groups.values()]
    .filter((g) => g.traceIds.length >= minTraces)
    .sort((a, b) => b.traceIds.length - a.traceIds.length || order[a.kind] - order[b.kind] || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The opening of the line that states the facts (the rewriter recognises its own lines by it). */
export const FIXES = 'Fixes seen in several traces:';

/** One fact as a clause of that line, something an agent can act on. */
export function fixClause(f: FixFact): string {
  switch (f.kind) {
    case 'added':
      return `calls without ${f.path} were rejected and worked with it`;
    case 'removed':
      return `calls with ${f.path} were rejected and worked without it`;
    case 'type':
    case 'format':
      return `${f.path} was rejected as ${f.from} and accepted as ${f.to}`;
    case 'value':
      return `after "${(f.error ?? '').replace(/"/g, "'")}", changing ${f.path} made the call work`;
  }
}

/** The line stating these facts. */
export function fixesLine(facts: FixFact[]): string {
  return `${FIXES} ${facts.map(fixClause).join('; ')}.`;
}

/** A trace's pairs for one tool: each error of it with the next call of it that worked. */
export function fixesInTrace(
  traceId: string,
  calls: { name: string; server?: string | null; arguments?: unknown; result?: { is_error?: boolean; preview?: string } | null }[],
  isTool: (c: { name: string; server?: string | null }) => boolean,
): ArgumentFix[] {
  const out: ArgumentFix[] = [];
  const own = calls.filter(isTool);
  for (let i = 0; i < own.length; i++) {
    if (own[i]!.result?.is_error !== true) continue;
    const next = own.slice(i + 1).find((c) => c.result?.is_error !== true);
    if (!next) continue;
    // The next error of this tool, if it came before the fix, is its own pair with the fix.
    out.push({ traceId, rejected: asRecord(own[i]!.arguments), accepted: asRecord(next.arguments), error: own[i]!.result?.preview ?? '' });
  }
  return out;
}

function asRecord(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}
