// Argument formats learned from failed-then-fixed calls. Inside one trace, a call of the
// tool that returned an error and a later call of the same tool that did not are a pair:
// what differs between their arguments is what the tool rejected and what it accepted.
// A difference is stated only when the same one is seen in at least MIN_FIX_TRACES traces
// (one agent's slip is not a rule of the tool), and never with a value: values are users'
// data (ids, names, amounts, dates). What a sentence states is which argument, only one the
// tool's input schema declares (an agent's keys are untrusted text: a made-up key could
// carry words or instructions), and the kind of change: supplied where it was missing, left
// out, sent as another type, written in another format (a date as year-month-day, a number
// written as text, …), or corrected after a given error (the error's ids and numbers
// elided; only for a pair that differs in that one argument, or the sentence could name
// the wrong one). The privacy gate still reads every sentence. Untrusted traces bound the
// work: one pair per call that worked (the last rejected call before it), and a pair with
// more than MAX_CHANGES differences is not a fix but another call.
import { elideIdentifiers } from '../quality/privacy.ts';

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
  /** The argument, as `a > b` and `list[] > field` (list positions folded). */
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
/** A pair differing in more places than this is another call, not a fix of one argument. */
const MAX_CHANGES = 8;
/** Pairs read per trace at most: a trace of thousands of retries is one agent's loop. */
const MAX_PAIRS = 16;

/** The wording the sentences use (not from users: the privacy rule allows it). */
export const FIX_WORDS =
  'fixes seen in several traces calls without with were rejected and worked it was as accepted after changing made the call work a date year month day time whole decimal number written text list an object lower upper case capitalised free e-mail address link true or false null slashes';

/**
 * The leaves where two argument values differ, as path parts (list positions as numbers).
 * Lists of the same length are compared item by item; a list that grew or shrank is one
 * changed value (its items' fields were not "added" or "left out"). Stops once more than
 * MAX_CHANGES are found: the caller then drops the pair.
 */
function differing(
  x: unknown,
  y: unknown,
  path: (string | number)[],
  out: [(string | number)[], unknown, unknown][],
  depth = 0,
): void {
  if (out.length > MAX_CHANGES) return;
  const obj = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
  if (depth < 8 && obj(x) && obj(y)) {
    const a = x as Record<string, unknown>;
    const b = y as Record<string, unknown>;
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)]))
      differing(a[k], b[k], [...path, k], out, depth + 1);
    return;
  }
  if (depth < 8 && Array.isArray(x) && Array.isArray(y) && x.length === y.length) {
    for (let i = 0; i < x.length; i++) differing(x[i], y[i], [...path, i], out, depth + 1);
    return;
  }
  if (x === y || (typeof x === 'object' && typeof y === 'object' && JSON.stringify(x) === JSON.stringify(y))) return;
  out.push([path, x, y]);
}

/**
 * The path in the schema's words (`region > code`, `flights[] > date`), or undefined when a
 * part is not a property the schema declares (or the schema declares none).
 */
export function schemaPath(parts: (string | number)[], schema: unknown): string | undefined {
  let node = schema as { properties?: Record<string, unknown>; items?: unknown } | undefined;
  let out = '';
  for (const part of parts) {
    if (typeof part === 'number') {
      node = node?.items as typeof node;
      if (!node) return undefined;
      out += '[]';
      continue;
    }
    const props = node?.properties;
    if (!props || !Object.hasOwn(props, part) || !/^[\p{L}\p{N}_-]{1,64}$/u.test(part)) return undefined;
    node = props[part] as typeof node;
    out += out ? ` > ${part}` : part;
  }
  return out || undefined;
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
  if (/^\d{1,2}\/\d{1,2}\/\d{2,4}$/.test(s)) return 'a date with slashes';
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
  const line = message
    .split('\n')[0]!
    .replace(/^(?:error|exception)\s*:\s*/i, '')
    .trim()
    .replace(/\s+/g, ' ');
  return elideIdentifiers(line).replace(/[.]+$/, '');
}

/** An error worth quoting: 8–120 characters, as failure modes are, with words besides the elisions. */
export function meaningfulError(shape: string): boolean {
  return shape.length >= 8 && shape.length <= 120 && /\p{L}{2}/u.test(shape.replaceAll('…', ''));
}

type Change = { kind: FixKind; path: string; from?: string; to?: string };

/** Letter case alone: what lower, upper and capitalised describe. */
const CASES = new Set(['lower case', 'upper case', 'capitalised']);

/** The changes between one rejected and one accepted call, in the schema's words; none if any part is not the schema's. */
function changes(fix: ArgumentFix, schema: unknown): Change[] {
  const diffs: [(string | number)[], unknown, unknown][] = [];
  differing(fix.rejected, fix.accepted, [], diffs);
  if (diffs.length > MAX_CHANGES) return [];
  const out: Change[] = [];
  for (const [parts, x, y] of diffs) {
    const path = schemaPath(parts, schema);
    if (path === undefined) continue;
    if (x === undefined) out.push({ kind: 'added', path });
    else if (y === undefined) out.push({ kind: 'removed', path });
    else if (kindOf(x) !== kindOf(y)) out.push({ kind: 'type', path, from: formatOf(x), to: formatOf(y) });
    else if (
      kindOf(x) === 'string' &&
      formatOf(x) !== formatOf(y) &&
      (!CASES.has(formatOf(x)) ||
        !CASES.has(formatOf(y)) ||
        (x as string).toLowerCase() === (y as string).toLowerCase())
    ) {
      // "economy" → "Basic economy" is another value, not another letter case.
      out.push({ kind: 'format', path, from: formatOf(x), to: formatOf(y) });
    } else out.push({ kind: 'value', path });
  }
  // A corrected value is credited only when it is the one thing the pair changed.
  return diffs.length > 1 ? out.filter((c) => c.kind !== 'value') : out;
}

/**
 * What the pairs have in common: each change seen in at least `minTraces` distinct traces,
 * most traces first. A value corrected after an error is grouped by the error's shape.
 */
export function mineArgumentFixes(fixes: ArgumentFix[], schema: unknown, minTraces = MIN_FIX_TRACES): FixFact[] {
  const groups = new Map<string, FixFact>();
  for (const fix of fixes) {
    const seen = new Set<string>();
    for (const change of changes(fix, schema)) {
      const error = change.kind === 'value' ? errorShape(fix.error) : undefined;
      // A corrected value says something only next to an error that says something.
      if (change.kind === 'value' && !meaningfulError(error!)) continue;
      const key = [change.kind, change.path, change.from ?? '', change.to ?? '', error ?? ''].join('\u0000');
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
    .sort(
      (a, b) =>
        b.traceIds.length - a.traceIds.length ||
        order[a.kind] - order[b.kind] ||
        (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
    );
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

/**
 * A trace's pairs for one tool: each call of it that worked (a result, not an error) with
 * the last call of it rejected before it, since the previous call that worked. One pass;
 * at most MAX_PAIRS pairs.
 */
export function fixesInTrace(
  traceId: string,
  calls: {
    name: string;
    server?: string | null;
    arguments?: unknown;
    result?: { is_error?: boolean; preview?: string } | null;
  }[],
  isTool: (c: { name: string; server?: string | null }) => boolean,
): ArgumentFix[] {
  const out: ArgumentFix[] = [];
  let rejected: (typeof calls)[number] | undefined;
  for (const c of calls) {
    if (out.length >= MAX_PAIRS) break;
    if (!isTool(c)) continue;
    if (c.result?.is_error === true) rejected = c;
    else if (c.result != null) {
      if (rejected)
        out.push({
          traceId,
          rejected: asRecord(rejected.arguments),
          accepted: asRecord(c.arguments),
          error: rejected.result?.preview ?? '',
        });
      rejected = undefined;
    }
  }
  return out;
}

function asRecord(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}
