// Reads tools out of Go MCP servers written with mark3labs/mcp-go, without a Go toolchain:
// `mcp.NewTool(name, mcp.WithDescription(d), mcp.WithString(p, mcp.Required(), ...))`, and
// grafana's `MustTool(name, description, handler)`, whose input schema is reflected from the
// handler's parameter struct tags (`json:"x,omitempty" jsonschema:"required,description=..."`,
// with the reflector's RequiredFromJSONSchemaTags). A small tokenizer builds call trees; only
// constant strings (literals, `+`, package-level constants of the same directory) are taken.
import type { ExtractedTool, Json } from './zod-shape.ts';

type Node =
  | { k: 'str'; v: string }
  | { k: 'id'; v: string }
  | { k: 'call'; fn: string; args: Node[] }
  | { k: 'other'; v: string };

const TOKEN =
  /\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:[^"\\\n]|\\.)*"|`[^`]*`|'(?:[^'\\\n]|\\.)*'|[A-Za-z_][\w.]*|\d[\w.]*|./g;

export function tokens(src: string): string[] {
  return (src.match(TOKEN) ?? []).filter((t) => !/^\s/.test(t) && !t.startsWith('//') && !t.startsWith('/*'));
}

const ESCAPES: Record<string, string> = {
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\\': '\\',
  '"': '"',
};

/** A Go string literal's value (interpreted or raw). */
function unquote(t: string): string {
  if (t.startsWith('`')) return t.slice(1, -1).replace(/\r/g, '');
  return t
    .slice(1, -1)
    .replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)/g, (_, e: string) =>
      e.length > 1 ? String.fromCodePoint(Number.parseInt(e.slice(1), 16)) : (ESCAPES[e] ?? e),
    );
}

/** Parses one expression starting at i; returns the node and the index after it. */
export function expr(ts: string[], i: number): [Node, number] {
  const parts: Node[] = [];
  let j = i;
  for (;;) {
    const t = ts[j] ?? '';
    let node: Node;
    if (t.startsWith('"') || t.startsWith('`')) node = { k: 'str', v: unquote(t) };
    else if (/^[A-Za-z_]/.test(t) && ts[j + 1] === '(') {
      const args: Node[] = [];
      j += 2;
      while (ts[j] !== ')' && j < ts.length) {
        const [a, next] = expr(ts, j);
        args.push(a);
        j = ts[next] === ',' ? next + 1 : next;
        if (next === j && ts[j] !== ')') j++;
      }
      node = { k: 'call', fn: t, args };
    } else if (/^[A-Za-z_]/.test(t)) node = { k: 'id', v: t };
    else node = { k: 'other', v: t };
    parts.push(node);
    j++;
    if (ts[j] !== '+') break;
    j++;
  }
  if (parts.length === 1) return [parts[0] as Node, j];
  return [{ k: 'call', fn: '+', args: parts }, j];
}

export type GoConsts = Map<string, string>;

/** Package-level string constants and variables (`Name = "..."`) of some Go files. */
export function goConstants(files: string[]): GoConsts {
  const out: GoConsts = new Map();
  for (const src of files) {
    const ts = tokens(src);
    for (let i = 1; i + 1 < ts.length; i++) {
      const s = ts[i + 1] ?? '';
      if (ts[i] === '=' && /^[A-Za-z_]\w*$/.test(ts[i - 1] ?? '') && (s.startsWith('"') || s.startsWith('`'))) {
        const [n] = expr(ts, i + 1);
        const v = str(n, out);
        if (v !== undefined && !out.has(ts[i - 1] as string)) out.set(ts[i - 1] as string, v);
      }
    }
  }
  return out;
}

export function str(n: Node | undefined, consts: GoConsts): string | undefined {
  if (!n) return undefined;
  if (n.k === 'str') return n.v;
  if (n.k === 'id') return consts.get(n.v.split('.').pop() ?? '');
  if (n.k === 'call' && n.fn === '+') {
    const parts = n.args.map((a) => str(a, consts));
    return parts.some((p) => p === undefined) ? undefined : parts.join('');
  }
  return undefined;
}

const PARAM_TYPES: Record<string, string> = {
  WithString: 'string',
  WithNumber: 'number',
  WithBoolean: 'boolean',
  WithArray: 'array',
  WithObject: 'object',
};

function param(
  n: Node & { k: 'call' },
  consts: GoConsts,
  wrapped = false,
): { name?: string; schema: Record<string, Json>; required: boolean } {
  const type = PARAM_TYPES[n.fn.split('.').pop() ?? ''] as string;
  const schema: Record<string, Json> = { type };
  let required = false;
  for (const o of n.args.slice(1)) {
    if (o.k !== 'call') continue;
    const f = o.fn.split('.').pop() ?? '';
    const values = o.args.map((a) => str(a, consts));
    if (f === 'Required') required = true;
    else if (f === 'Description' && values[0] !== undefined) schema.description = values[0];
    else if (f === 'Enum' && values.every((v) => v !== undefined)) schema.enum = values as string[];
    else if (f === 'DefaultString' && values[0] !== undefined) schema.default = values[0];
    // A project's own wrapper may give Min/Max another meaning off numbers (a length): marked.
    else if (wrapped && type !== 'number' && (f === 'Min' || f === 'Max')) schema['x-go'] = `${f}(…)`;
    else if (['DefaultNumber', 'DefaultBool', 'Min', 'Max', 'MinLength', 'MaxLength'].includes(f)) {
      const raw = o.args[0];
      const v = raw?.k === 'id' || raw?.k === 'other' ? raw.v : undefined;
      const parsed =
        v === 'true' ? true : v === 'false' ? false : v !== undefined && /^-?\d/.test(v) ? Number(v) : undefined;
      const key = {
        DefaultNumber: 'default',
        DefaultBool: 'default',
        Min: 'minimum',
        Max: 'maximum',
        MinLength: 'minLength',
        MaxLength: 'maxLength',
      }[f] as string;
      if (parsed !== undefined) schema[key] = parsed;
      else schema['x-go'] = `${f}(…)`;
    } else schema['x-go'] = `${f}(…)`;
  }
  return { name: str(n.args[0], consts), schema, required };
}

/** `mcp.NewTool(name, options...)`; or a project's wrapper `NewTool(name, description, params, h)`
 * whose description is positional and whose params (`listed`) come from a slice literal. */
function newTool(n: Node & { k: 'call' }, consts: GoConsts, listed: Node[] = []): ExtractedTool | undefined {
  const name = str(n.args[0], consts);
  if (name === undefined) return undefined;
  const properties: Record<string, Json> = {};
  const required: string[] = [];
  const positional = str(n.args[1], consts);
  let description = positional;
  for (const o of [...n.args.slice(1), ...listed]) {
    if (o.k !== 'call') continue;
    const f = o.fn.split('.').pop() ?? '';
    if (f === 'WithDescription') description = str(o.args[0], consts);
    else if (PARAM_TYPES[f]) {
      const p = param(o, consts, positional !== undefined);
      if (p.name === undefined) continue;
      properties[p.name] = p.schema;
      if (p.required) required.push(p.name);
    }
  }
  const schema: Record<string, Json> = { type: 'object', properties };
  if (required.length > 0) schema.required = required;
  const tool: ExtractedTool = { name, description, schema };
  if (description === undefined) tool.problem = 'description is not a constant string';
  return tool;
}

function walk(n: Node, visit: (c: Node & { k: 'call' }) => void): void {
  if (n.k !== 'call') return;
  visit(n);
  for (const a of n.args) walk(a, visit);
}

/** The calls listed in the slice literal last assigned to `name` before token i
 * (`name := []T{ f(...), g(...) }`), for a wrapper that takes its parameters as a slice. */
function sliceItems(ts: string[], i: number, name: string): Node[] {
  let j = i - 1;
  while (j >= 0 && !(ts[j] === name && ts[j + 1] === ':' && ts[j + 2] === '=' && ts[j + 3] === '[')) j--;
  if (j < 0) return [];
  j = ts.indexOf('{', j);
  const out: Node[] = [];
  for (j++; j > 0 && j < i && ts[j] !== '}'; ) {
    if (/^[A-Za-z_]/.test(ts[j] ?? '') && ts[j + 1] === '(') {
      const [n, next] = expr(ts, j);
      out.push(n);
      j = next;
    } else j++;
  }
  return out;
}

/** Every tool built with mcp.NewTool or MustTool in one Go file. */
export function extractGoTools(src: string, consts: GoConsts, structs: GoStructs): ExtractedTool[] {
  const ts = tokens(src);
  const out: ExtractedTool[] = [];
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i] ?? '';
    if (!/(^|\.)(NewTool|MustTool)$/.test(t) || ts[i + 1] !== '(') continue;
    const [n, next] = expr(ts, i);
    walk(n, (c) => {
      if (c.fn.endsWith('NewTool')) {
        const list = c.args[2];
        const tool = newTool(c, consts, list?.k === 'id' ? sliceItems(ts, i, list.v) : []);
        if (tool) out.push(tool);
      } else if (c.fn.endsWith('MustTool')) {
        const name = str(c.args[0], consts);
        const description = str(c.args[1], consts);
        const handler = c.args[2]?.k === 'id' ? c.args[2].v : undefined;
        if (name === undefined) return;
        const schema = handler ? structs.schemaOfHandler(handler) : undefined;
        out.push({
          name,
          description,
          schema: schema ?? { 'x-go': 'handler parameters not read' },
          ...(description === undefined ? { problem: 'description is not a constant string' } : {}),
        });
      }
    });
    i = next - 1;
  }
  return out;
}

export interface GoStructs {
  schemaOfHandler(handler: string): Json | undefined;
}

const GO_TYPES: Record<string, Json> = {
  string: { type: 'string' },
  bool: { type: 'boolean' },
  int: { type: 'integer' },
  int64: { type: 'integer' },
  int32: { type: 'integer' },
  uint: { type: 'integer' },
  float64: { type: 'number' },
  float32: { type: 'number' },
};

function goType(t: string): Json {
  const bare = t.replace(/^\*/, '');
  if (bare.startsWith('[]')) return { type: 'array', items: goType(bare.slice(2)) };
  if (bare.startsWith('map[')) return { type: 'object' };
  return GO_TYPES[bare] ?? { 'x-go': bare };
}

/** invopop/jsonschema's tag list: comma-separated, `\,` escapes a comma inside a value. */
function tagSchema(tag: string, schema: Record<string, Json>): boolean {
  let required = false;
  for (const part of tag.split(/(?<!\\),/).map((p) => p.replace(/\\,/g, ','))) {
    const [k, ...rest] = part.split('=');
    const v = rest.join('=');
    if (k === 'required') required = true;
    else if (k === 'description') schema.description = v;
    else if (k === 'enum') schema.enum = [...((schema.enum as Json[]) ?? []), v];
    else if (k === 'default')
      schema.default = /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v === 'true' ? true : v === 'false' ? false : v;
  }
  return required;
}

/** Struct types and handler signatures of a Go package (all files of one directory). */
export function goStructs(files: string[]): GoStructs {
  const src = files.join('\n');
  const structs = new Map<string, string>();
  for (const m of src.matchAll(/type\s+(\w+)\s+struct\s*\{([\s\S]*?)\n\}/g))
    structs.set(m[1] as string, m[2] as string);
  const handlerParam = new Map<string, string>();
  for (const m of src.matchAll(/func\s+(\w+)\s*\(\s*\w+\s+context\.Context\s*,\s*\w+\s+\*?(\w+)\s*\)/g))
    handlerParam.set(m[1] as string, m[2] as string);
  const schemaOf = (name: string, depth: number): Json | undefined => {
    const body = structs.get(name);
    if (body === undefined || depth > 3) return undefined;
    const properties: Record<string, Json> = {};
    const required: string[] = [];
    const embedded: string[] = [];
    for (const line of body.split('\n')) {
      // An embedded struct's fields are inlined by the reflector; name it rather than guess.
      const e = line.match(/^\s*\*?([\w.]+)\s*(`[^`]*`)?\s*(\/\/.*)?$/);
      if (e && !line.trim().startsWith('//')) embedded.push(e[1] as string);
      const m = line.match(/^\s*(\w+)\s+([*\w.[\]]+)\s+`([^`]*)`/);
      if (!m) continue;
      const json = (m[3] as string).match(/json:"([^"]*)"/)?.[1]?.split(',')[0];
      if (!json || json === '-') continue;
      const type = m[2] as string;
      const inner = structs.has(type.replace(/^\*|^\[\]/g, ''))
        ? schemaOf(type.replace(/^\*|^\[\]/g, ''), depth + 1)
        : undefined;
      const base = inner ? (type.startsWith('[]') ? { type: 'array', items: inner } : inner) : goType(type);
      const schema = { ...(base as Record<string, Json>) };
      // The tag value is itself a Go-quoted string: unquote it before reading `\,` escapes.
      const tag = (m[3] as string).match(/jsonschema:("(?:[^"\\]|\\.)*")/)?.[1];
      if (tag && tagSchema(unquote(tag), schema)) required.push(json);
      properties[json] = schema;
    }
    const out: Record<string, Json> = { type: 'object', properties };
    if (required.length > 0) out.required = required;
    if (embedded.length > 0) out['x-spread'] = embedded;
    return out;
  };
  return {
    schemaOfHandler: (handler) => {
      const param = handlerParam.get(handler);
      return param ? schemaOf(param, 0) : undefined;
    },
  };
}
