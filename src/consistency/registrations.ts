// Where tools are registered and which code handles each: the TypeScript SDK's
// `server.tool(...)` / `registerTool(...)`, low-level tool lists (`{name, description,
// inputSchema}` objects, Python `Tool(name=…, description=…)`) with their dispatch, FastMCP's
// `@mcp.tool()`, and tool classes with name/description fields and a run method.
import type { Node } from 'web-tree-sitter';
import type { EffectAnnotations } from './disclose.ts';
import { walk } from './parse.ts';
import type { FileIndex, Project } from './project.ts';
import { docstringOf, resolveString } from './strings.ts';
import { dispatchIndex, findDispatch } from './dispatch.ts';

export interface Registration {
  name: string;
  description: string;
  idx: FileIndex;
  site: Node;
  /** Code that runs when the tool is called (bodies, switch cases, functions). */
  handlers: { node: Node; idx: FileIndex }[];
  annotations: EffectAnnotations;
}

const SCHEMA_KEYS = new Set(['inputSchema', 'input_schema', 'parameters', 'schema', 'inputs', 'args']);
const HANDLER_KEYS = new Set(['handler', 'execute', 'run', 'callback', 'fn', 'call', 'handle', 'invoke', 'func']);
/** The method a tool class runs: execute, run, handle, call, invoke, and `_execute_impl`-like kin. */
const RUN_METHOD = /^_*(?:a?run|execute|handle|call|invoke|exec)(?:_?(?:impl|tool|async|call))?$|^__call__$|^handler$/i;
/** A tool definition object made by a call: `Tool(…)`, `types.Tool(…)`, `ToolSchema(…)`, `ToolDefinition(…)`. */
const TOOL_CTOR = /^(?:Tool|Tool(?:Schema|Definition|Spec|Info))$/;
const FUNCTION_TYPES = new Set(['arrow_function', 'function_expression', 'function', 'lambda', 'function_definition']);

export function findRegistrations(project: Project): Registration[] {
  const out: Registration[] = [];
  const pending: Registration[] = [];
  for (const idx of project.files) {
    for (const n of walk(idx.file.root)) {
      if (idx.file.lang === 'py') pythonSite(project, idx, n, out, pending);
      else scriptSite(project, idx, n, out, pending);
    }
  }
  const index = pending.length ? dispatchIndex(project) : new Map();
  for (const r of pending) r.handlers = findDispatch(project, index, r.name, pending.length);
  const seen = new Set<string>();
  return [...out, ...pending].filter((r) => {
    const key = `${r.name}\u0000${r.idx.file.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function scriptSite(project: Project, idx: FileIndex, n: Node, out: Registration[], pending: Registration[]): void {
  if (n.type === 'call_expression') {
    const fn = n.childForFieldName('function');
    const prop = fn?.type === 'member_expression' ? fn.childForFieldName('property')?.text : undefined;
    // server.tool / registerTool, and their kin such as the SDK's experimental registerToolTask.
    if (prop === 'tool' || (prop && /^register\w*Tool(?:Task)?$/.test(prop))) sdkCall(project, idx, n, out);
  } else if (n.type === 'object') {
    const pairs = objectPairs(n);
    if (!pairs.has('name') || !pairs.has('description') || ![...pairs.keys()].some((k) => SCHEMA_KEYS.has(k))) return;
    const name = resolveString(project, idx, pairs.get('name'));
    if (!name) return;
    const reg = base(project, idx, n, name, resolveString(project, idx, pairs.get('description')));
    reg.annotations = annotationsOf(pairs.get('annotations'));
    const h = [...pairs].find(([k, v]) => HANDLER_KEYS.has(k) && v && FUNCTION_TYPES.has(v.type));
    if (h) reg.handlers = [{ node: h[1], idx }];
    (h ? out : pending).push(reg);
  } else if (n.type === 'class_declaration' || n.type === 'class') classSite(project, idx, n, out);
}

function sdkCall(project: Project, idx: FileIndex, n: Node, out: Registration[]): void {
  const args = (n.childForFieldName('arguments')?.namedChildren ?? []).filter((a): a is Node => !!a);
  const name = resolveString(project, idx, args[0]);
  const last = args[args.length - 1];
  if (!name || !last || args.length < 2) return;
  const reg = base(project, idx, n, name, undefined);
  for (const arg of args.slice(1, -1)) {
    // `registerTool(name, config, handler)` with `const config = { description, … }` beside it.
    const a = arg.type === 'identifier' ? (idx.values.get(arg.text) ?? arg) : arg;
    if (a.type === 'object') {
      const pairs = objectPairs(a);
      if (pairs.has('description')) reg.description = resolveString(project, idx, pairs.get('description')) ?? '';
      if (pairs.has('annotations')) reg.annotations = annotationsOf(pairs.get('annotations'));
      else if (pairs.has('readOnlyHint') || pairs.has('destructiveHint')) reg.annotations = annotationsOf(a);
    } else if (!reg.description) reg.description = resolveString(project, idx, a) ?? '';
  }
  // A handler, or an object of handlers (task-based tools: createTask, getTask, …).
  reg.handlers =
    last.type === 'object'
      ? [...objectPairs(last).values()]
          .filter((v) => FUNCTION_TYPES.has(v.type) || v.type === 'method_definition')
          .map((node) => ({ node, idx }))
      : functionNode(project, idx, last);
  out.push(reg);
}

function classSite(project: Project, idx: FileIndex, n: Node, out: Registration[]): void {
  const fields = new Map<string, Node>();
  let runner: Node | undefined;
  for (const m of n.childForFieldName('body')?.namedChildren ?? []) {
    if (!m) continue;
    const key = m.childForFieldName('name')?.text;
    const value = m.childForFieldName('value');
    if (m.type === 'public_field_definition' && key && value) fields.set(key, value);
    if (m.type === 'method_definition' && key && RUN_METHOD.test(key)) runner = preferConcrete(runner, m);
  }
  classRegistration(project, idx, n, fields, runner, out);
}

function classRegistration(
  project: Project,
  idx: FileIndex,
  n: Node,
  fields: Map<string, Node>,
  runner: Node | undefined,
  out: Registration[],
): void {
  const name = resolveString(project, idx, fields.get('name'));
  if (!name || !runner || !fields.has('description')) return;
  const reg = base(project, idx, n, name, resolveString(project, idx, fields.get('description')));
  reg.annotations = annotationsOf(fields.get('annotations'));
  reg.handlers = [{ node: runner, idx }];
  out.push(reg);
}

function pythonSite(project: Project, idx: FileIndex, n: Node, out: Registration[], pending: Registration[]): void {
  if (n.type === 'decorated_definition') {
    const def = n.childForFieldName('definition');
    if (def?.type !== 'function_definition') return;
    for (const d of n.namedChildren) {
      if (d?.type !== 'decorator') continue;
      const expr = d.namedChildren[0];
      const callee = expr?.type === 'call' ? expr.childForFieldName('function') : expr;
      if (callee?.type !== 'attribute' || callee.childForFieldName('attribute')?.text !== 'tool') continue;
      const kw = expr?.type === 'call' ? keywords(expr) : new Map<string, Node>();
      const name = resolveString(project, idx, kw.get('name')) ?? def.childForFieldName('name')!.text;
      const desc = resolveString(project, idx, kw.get('description')) ?? docstringOf(project, idx, def);
      const reg = base(project, idx, d, name, desc);
      reg.annotations = annotationsOf(kw.get('annotations'));
      reg.handlers = [{ node: def, idx }];
      out.push(reg);
    }
  } else if (n.type === 'call') {
    const fn = n.childForFieldName('function');
    const last = fn?.type === 'attribute' ? fn.childForFieldName('attribute')?.text : fn?.text;
    if (!last || !TOOL_CTOR.test(last)) return;
    const kw = keywords(n);
    const name = resolveString(project, idx, kw.get('name'));
    if (!name || !kw.has('description')) return;
    const reg = base(project, idx, n, name, resolveString(project, idx, kw.get('description')));
    reg.annotations = annotationsOf(kw.get('annotations'));
    // A definition made inside a tool class (`def _define_schema(self): return ToolSchema(…)`)
    // runs that class's run method; elsewhere it waits for the dispatch on its name.
    const runner = runMethodOf(n);
    if (runner) {
      reg.handlers = [{ node: runner, idx }];
      out.push(reg);
    } else pending.push(reg);
  } else if (n.type === 'class_definition') {
    const fields = new Map<string, Node>();
    let runner: Node | undefined;
    for (const s of n.childForFieldName('body')?.namedChildren ?? []) {
      const inner = s?.type === 'decorated_definition' ? s.childForFieldName('definition') : s;
      if (inner?.type === 'function_definition') {
        if (RUN_METHOD.test(inner.childForFieldName('name')!.text)) runner = preferConcrete(runner, inner);
      } else if (inner?.type === 'expression_statement' && inner.namedChildren[0]?.type === 'assignment') {
        const a = inner.namedChildren[0];
        const left = a.childForFieldName('left');
        const right = a.childForFieldName('right');
        if (left?.type === 'identifier' && right) fields.set(left.text, right);
      }
    }
    classRegistration(project, idx, n, fields, runner, out);
  }
}

/** With `execute` calling `_execute_impl`, the implementation is what a subclass defines. */
function preferConcrete(current: Node | undefined, next: Node): Node {
  if (!current) return next;
  return /impl/i.test(next.childForFieldName('name')!.text) ? next : current;
}

function runMethodOf(n: Node): Node | undefined {
  let cls: Node | null = n.parent;
  while (cls && cls.type !== 'class_definition' && cls.type !== 'class_declaration') cls = cls.parent;
  if (!cls) return undefined;
  // A class that defines several tools is a server with a dispatch, not a tool class.
  let defs = 0;
  for (const c of walk(cls))
    if (c.type === 'call' && TOOL_CTOR.test(dotted(c.childForFieldName('function')).at(-1) ?? '')) defs++;
  if (defs > 1) return undefined;
  let runner: Node | undefined;
  for (const s of cls.childForFieldName('body')?.namedChildren ?? []) {
    const def = s?.type === 'decorated_definition' ? s.childForFieldName('definition') : s;
    const name = def?.childForFieldName('name')?.text;
    if (def && name && /function_definition|method_definition/.test(def.type) && RUN_METHOD.test(name))
      runner = preferConcrete(runner, def);
  }
  return runner;
}

function dotted(n: Node | null): string[] {
  return n ? n.text.split('.') : [];
}

function base(
  project: Project,
  idx: FileIndex,
  site: Node,
  name: string,
  description: string | undefined,
): Registration {
  void project;
  return { name, description: description ?? '', idx, site, handlers: [], annotations: {} };
}

export function objectPairs(n: Node): Map<string, Node> {
  const m = new Map<string, Node>();
  for (const p of n.namedChildren) {
    if (p?.type === 'pair') {
      const k = p.childForFieldName('key');
      const v = p.childForFieldName('value');
      if (k && v) m.set(k.text.replace(/^['"`]|['"`]$/g, ''), v);
    } else if (p?.type === 'shorthand_property_identifier') m.set(p.text, p);
    else if (p?.type === 'method_definition') m.set(p.childForFieldName('name')!.text, p);
  }
  return m;
}

function keywords(call: Node): Map<string, Node> {
  const m = new Map<string, Node>();
  for (const a of call.childForFieldName('arguments')?.namedChildren ?? [])
    if (a?.type === 'keyword_argument') m.set(a.childForFieldName('name')!.text, a.childForFieldName('value')!);
  return m;
}

/** `{ readOnlyHint: true }`, `ToolAnnotations(readOnlyHint=True)` or `{"readOnlyHint": True}`. */
function annotationsOf(n: Node | undefined): EffectAnnotations {
  const out: EffectAnnotations = {};
  if (!n) return out;
  const entries: [string, string][] = [];
  if (n.type === 'object' || n.type === 'dictionary')
    for (const p of n.namedChildren) {
      const k = p?.childForFieldName('key')?.text.replace(/^['"]|['"]$/g, '');
      const v = p?.childForFieldName('value')?.text;
      if (k && v) entries.push([k, v]);
    }
  else if (n.type === 'call') for (const [k, v] of keywords(n)) entries.push([k, v.text]);
  for (const [k, v] of entries) {
    const b = v === 'true' || v === 'True' ? true : v === 'false' || v === 'False' ? false : undefined;
    if (b === undefined) continue;
    if (k === 'readOnlyHint' || k === 'read_only_hint') out.readOnlyHint = b;
    if (k === 'destructiveHint' || k === 'destructive_hint') out.destructiveHint = b;
    if (k === 'openWorldHint' || k === 'open_world_hint') out.openWorldHint = b;
  }
  return out;
}

/** A handler argument: an inline function, or a named function of the project. */
function functionNode(project: Project, idx: FileIndex, n: Node): { node: Node; idx: FileIndex }[] {
  if (FUNCTION_TYPES.has(n.type)) return [{ node: n, idx }];
  const name = n.type === 'member_expression' ? n.childForFieldName('property')?.text : n.text;
  const defs = (name && (idx.fns.get(name) ?? project.fnsByName.get(name))) || [];
  return defs.map((d) => ({ node: d.node, idx: project.byPath.get(d.file.path)! }));
}
