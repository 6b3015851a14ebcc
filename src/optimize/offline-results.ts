// What a tool returns, generalised from the result previews of its calls that worked: the
// shape (a list of objects, or one object) and the field names most results share, never
// a value (values are users' data). A shape is stated only when at least MIN_RESULT_TRACES
// traces show it, and a field only when it recurs in at least that many traces and half of
// the results of that shape: a key that is really a user's datum (a map keyed by names)
// does not recur. Previews that are not JSON (or are cut short) say nothing here.

import { errorShape, meaningfulError } from './argument-fixes.ts';

/** An error message must recur in this many traces before it is stated as a failure mode. */
export const MIN_ERROR_TRACES = 3;

/**
 * Words of the error messages (ids and numbers elided) that recur in MIN_ERROR_TRACES
 * traces: the server's wording, not one user's, so the privacy rule allows them in the
 * failure sentence (and its gate does too).
 */
export function recurrentErrorWords(errors: { traceId: string; message: string }[]): string[] {
  const by = new Map<string, Set<string>>();
  for (const e of errors) {
    const m = errorShape(e.message);
    if (meaningfulError(m)) (by.get(m) ?? by.set(m, new Set()).get(m)!).add(e.traceId);
  }
  return [...by.entries()]
    .filter(([, ids]) => ids.size >= MIN_ERROR_TRACES)
    .flatMap(([m]) => m.toLowerCase().match(/\p{L}+/gu) ?? []);
}

/** Results of this shape must be seen in this many traces before it is stated. */
export const MIN_RESULT_TRACES = 3;
const MAX_FIELDS = 6;
const FIELD = /^[A-Za-z][A-Za-z0-9_]{0,30}$/;

/** The opening this sentence is written with (offline.ts recognises its own lines by it). */
export const RETURNS_LINE = /^Returns (?:a list of objects|an object) with fields [^\n]*\.$/;
/** The sentence's own words, which the privacy rule allows. */
export const RESULT_WORDS = 'returns a list of objects an object with fields sometimes empty';

type Shape = { kind: 'list' | 'object'; keys: string[] } | { kind: 'empty' };

function shapeOf(preview: string): Shape | undefined {
  let v: unknown;
  try {
    v = JSON.parse(preview);
  } catch {
    return undefined;
  }
  const isObject = (x: unknown): x is Record<string, unknown> =>
    x !== null && typeof x === 'object' && !Array.isArray(x);
  if (Array.isArray(v)) {
    if (v.length === 0) return { kind: 'empty' };
    if (!v.every(isObject)) return undefined;
    return { kind: 'list', keys: [...new Set(v.slice(0, 20).flatMap((x) => Object.keys(x)))] };
  }
  return isObject(v) ? { kind: 'object', keys: Object.keys(v) } : undefined;
}

/** The field names returnsSentence may state from these results (the privacy gate allows them too). */
export function resultFields(results: { traceId: string; preview: string }[]): string[] {
  return returnsSentence(results, () => true)?.fields ?? [];
}

/**
 * "Returns a list of objects with fields id, title, snippet (sometimes an empty list)."
 * from the previews, if they show a shape often enough; `safe` checks the sentence with
 * the field names allowed (they recur across traces; the rest of the rule still applies).
 */
export function returnsSentence(
  results: { traceId: string; preview: string }[],
  safe: (s: string, fields: string[]) => boolean,
): { text: string; trace_ids: string[]; fields: string[] } | undefined {
  const by = { list: [] as { id: string; keys: string[] }[], object: [] as { id: string; keys: string[] }[] };
  const empty = new Set<string>();
  for (const r of results) {
    const s = shapeOf(r.preview.trim());
    if (!s) continue;
    if (s.kind === 'empty') empty.add(r.traceId);
    else by[s.kind].push({ id: r.traceId, keys: s.keys });
  }
  const kind = by.list.length + empty.size >= by.object.length ? 'list' : 'object';
  const seen = by[kind];
  if (new Set(seen.map((x) => x.id)).size < MIN_RESULT_TRACES) return undefined;
  const traces = new Map<string, Set<string>>();
  for (const x of seen) for (const k of x.keys) (traces.get(k) ?? traces.set(k, new Set()).get(k)!).add(x.id);
  const fields = [...traces.entries()]
    .filter(([k, ids]) => FIELD.test(k) && ids.size >= MIN_RESULT_TRACES && ids.size * 2 >= seen.length)
    .map(([k]) => k)
    .slice(0, MAX_FIELDS);
  if (fields.length === 0) return undefined;
  const text =
    kind === 'list'
      ? `Returns a list of objects with fields ${fields.join(', ')}${empty.size ? ' (sometimes an empty list)' : ''}.`
      : `Returns an object with fields ${fields.join(', ')}.`;
  if (!safe(text, fields)) return undefined;
  return { text, fields, trace_ids: [...new Set([...seen.map((x) => x.id), ...(kind === 'list' ? empty : [])])] };
}
