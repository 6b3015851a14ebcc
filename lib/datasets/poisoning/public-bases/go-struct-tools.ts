// Reads Go tools declared as struct literals, as the official go-sdk and servers built on it do:
// `Tool{Name: "x", Description: "…", InputSchema: &jsonschema.Schema{Type: "object",
// Properties: map[string]*jsonschema.Schema{"p": {Type: "string", Description: "…"}}}}`.
// The literal is parsed from tokens (no Go toolchain); a schema field that is not a constant
// (a call, a variable the package does not define as a string) is marked under "x-go".
import { expr, type GoConsts, str, tokens } from './go-tools.ts';
import type { ExtractedTool, Json } from './zod-shape.ts';

type Value = { lit: Record<string, Value> | Value[] } | { s: string } | { id: string } | { other: string };

function skipParens(ts: string[], i: number): number {
  let depth = 0;
  for (let j = i; j < ts.length; j++) {
    if (ts[j] === '(') depth++;
    else if (ts[j] === ')' && --depth === 0) return j + 1;
  }
  return ts.length;
}

/** One value starting at i: a string expression, a (typed) composite literal, a call or a name. */
function value(ts: string[], i: number, consts: GoConsts): [Value, number] {
  const t = ts[i] ?? '';
  if (t.startsWith('"') || t.startsWith('`')) {
    const [n, next] = expr(ts, i);
    const s = str(n, consts);
    return [s === undefined ? { other: 'string expression' } : { s }, next];
  }
  // Type tokens before a composite literal: `&jsonschema.Schema{`, `map[string]*T{`, `[]any{`.
  let j = i;
  while (j < ts.length && /^([&*[\]]|map|[A-Za-z_][\w.]*)$/.test(ts[j] ?? '') && ts[j + 1] !== '(') {
    if (ts[j + 1] === '{') return literal(ts, j + 1, consts);
    if (ts[j + 1] === ',' || ts[j + 1] === '}') return [{ id: ts[j] as string }, j + 1];
    j++;
  }
  if (ts[j] === '{') return literal(ts, j, consts);
  if (ts[j + 1] === '(') return [{ other: `${ts[j]}(…)` }, skipParens(ts, j + 1)];
  return [{ other: t }, i + 1];
}

/** `{ key: value, … }` (keys are names or strings) or `{ value, … }`, from the `{` at i. */
function literal(ts: string[], i: number, consts: GoConsts): [Value, number] {
  const fields: Record<string, Value> = {};
  const items: Value[] = [];
  let j = i + 1;
  while (j < ts.length && ts[j] !== '}') {
    const keyed = ts[j + 1] === ':' && ts[j + 2] !== '=';
    const key = keyed ? (ts[j] as string).replace(/^["`](.*)["`]$/, '$1') : undefined;
    const [v, next] = value(ts, keyed ? j + 2 : j, consts);
    if (key !== undefined) fields[key] = v;
    else items.push(v);
    j = ts[next] === ',' ? next + 1 : next;
  }
  return [{ lit: items.length > 0 ? items : fields }, j + 1];
}

const mark = (v: Value): Json => ({ 'x-go': 's' in v ? v.s : 'id' in v ? v.id : 'other' in v ? v.other : '{…}' });

function scalar(v: Value): Json | undefined {
  if ('s' in v) return v.s;
  if ('id' in v && /^(true|false)$/.test(v.id)) return v.id === 'true';
  if ('other' in v && /^-?\d/.test(v.other)) return Number(v.other);
  return undefined;
}

const KEYS: Record<string, string> = { Type: 'type', Description: 'description', Title: 'title', Pattern: 'pattern' };

/** A jsonschema.Schema literal as JSON Schema; fields it cannot read are kept as markers. */
function schemaOf(v: Value, consts: GoConsts): Json {
  if (!('lit' in v) || Array.isArray(v.lit)) return mark(v);
  const out: Record<string, Json> = {};
  for (const [k, f] of Object.entries(v.lit)) {
    const s = 'id' in f ? consts.get(f.id.split('.').pop() ?? '') : scalar(f);
    if (KEYS[k] && typeof s === 'string') out[KEYS[k]] = s;
    else if (k === 'Properties' && 'lit' in f && !Array.isArray(f.lit))
      out.properties = Object.fromEntries(Object.entries(f.lit).map(([p, s2]) => [p, schemaOf(s2, consts)]));
    else if (k === 'Items') out.items = schemaOf(f, consts);
    else if (
      (k === 'Required' || k === 'Enum') &&
      'lit' in f &&
      Array.isArray(f.lit) &&
      f.lit.every((e) => scalar(e) !== undefined)
    )
      out[k.toLowerCase()] = f.lit.map((e) => scalar(e) as Json);
    else out[`x-go-${k}`] = mark(f);
  }
  return out;
}

/** Every `Tool{Name: …, Description: …, InputSchema: …}` literal of one Go file. */
export function extractGoStructTools(src: string, consts: GoConsts): ExtractedTool[] {
  const ts = tokens(src);
  const out: ExtractedTool[] = [];
  for (let i = 0; i + 1 < ts.length; i++) {
    if (!/(^|\.)Tool$/.test(ts[i] ?? '') || ts[i + 1] !== '{') continue;
    const [v] = literal(ts, i + 1, consts);
    if (!('lit' in v) || Array.isArray(v.lit) || !v.lit.Name || !v.lit.Description) continue;
    const field = (f: Value | undefined) => (f && 'id' in f ? consts.get(f.id.split('.').pop() ?? '') : f && scalar(f));
    const name = field(v.lit.Name);
    if (typeof name !== 'string') continue;
    const description = field(v.lit.Description);
    const schema = v.lit.InputSchema ? schemaOf(v.lit.InputSchema, consts) : { type: 'object', properties: {} };
    out.push({
      name,
      description: typeof description === 'string' ? description : undefined,
      schema,
      ...(typeof description === 'string' ? {} : { problem: 'description is not a constant string' }),
    });
  }
  return out;
}
