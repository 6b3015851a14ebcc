// The side effects in a tool's code bundle: each call classified by the module its receiver
// is bound to (rules.ts), plus `state` — module-level or instance objects changed by the tool
// and kept across calls. Lazy initialisation (`if (!client) client = …`) is not state.
import type { Node } from 'web-tree-sitter';
import type { BundlePart } from './bundle.ts';
import { lineOf, walk } from './parse.ts';
import { classOf, type FileIndex } from './project.ts';
import { BROWSER_ACTIONS, BROWSER_MODULES, type CallShape, classifyCall, MUTATOR_PREFIX, MUTATORS } from './rules.ts';
import { resolveString } from './strings.ts';
import type { CodeEvidence, EffectClass } from './types.ts';
import type { Project } from './project.ts';

export type EffectMap = Map<EffectClass, CodeEvidence[]>;
const MAX_EVIDENCE = 5;

export function effectsOf(project: Project, parts: BundlePart[]): EffectMap {
  const out: EffectMap = new Map();
  const add = (cls: EffectClass, idx: FileIndex, n: Node, call: string) => {
    const list = out.get(cls) ?? [];
    if (list.length < MAX_EVIDENCE && !list.some((e) => e.file === idx.file.path && e.line === lineOf(n)))
      list.push({ file: idx.file.path, line: lineOf(n), call: compact(call) });
    out.set(cls, list);
  };
  for (const part of parts) {
    const ctx = new Scope(project, part.idx, part.node);
    for (const n of walk(part.node)) {
      if (n.type === 'call_expression' || n.type === 'call' || n.type === 'new_expression') {
        const callee = n.childForFieldName('function') ?? n.childForFieldName('constructor');
        if (!callee) continue;
        const shape = ctx.shape(n, callee);
        for (const cls of classifyCall(shape))
          if ((cls !== 'fs_delete' || !inCleanup(n)) && (cls !== 'db_write' || !part.readSql || shape.sqlHead))
            add(cls, part.idx, n, callee.text);
        if (ctx.mutatesState(callee, shape)) add('state', part.idx, n, callee.text);
      } else if (
        /^(assignment|augmented_assignment|assignment_expression|augmented_assignment_expression)$/.test(n.type)
      ) {
        const left = n.childForFieldName('left');
        if (left && ctx.isKeptState(left, n)) add('state', part.idx, n, `${left.text} =`);
      }
    }
  }
  return out;
}

function compact(s: string): string {
  const t = s.replace(/\s+/g, '').replace(/^await/, '');
  return t.length > 80 ? `${t.slice(0, 77)}...` : t;
}

/** Names bound in one bundle part: locals, parameters' types, `with … as x`, globals. */
class Scope {
  readonly #locals = new Map<string, Node>();
  readonly #declared = new Set<string>();
  readonly #globals = new Set<string>();
  readonly #inCtor: boolean;
  readonly #dataClass: boolean;
  constructor(
    readonly project: Project,
    readonly idx: FileIndex,
    root: Node,
    bind = true,
  ) {
    const name = root.childForFieldName('name')?.text;
    this.#inCtor = name === 'constructor' || name === '__init__';
    this.#dataClass = isDataClass(root);
    if (bind) for (const n of walk(root)) this.#bind(n);
  }

  #bind(n: Node): void {
    const nameOf = (m: Node | null | undefined) => (m?.type === 'identifier' ? m.text : undefined);
    if (n.type === 'variable_declarator') {
      const name = nameOf(n.childForFieldName('name'));
      if (name) this.#declared.add(name);
      const v = n.childForFieldName('value');
      if (name && v) this.#locals.set(name, v);
    } else if (n.type === 'assignment' && !this.#globals.has(nameOf(n.childForFieldName('left')) ?? '')) {
      const name = nameOf(n.childForFieldName('left'));
      const v = n.childForFieldName('right');
      if (name) this.#declared.add(name);
      if (name && v) this.#locals.set(name, v);
    } else if (n.type === 'as_pattern') {
      const alias = n.childForFieldName('alias');
      const v = n.namedChildren[0];
      if (alias && v) this.#locals.set(alias.text, v);
    } else if (n.type === 'typed_parameter' || n.type === 'required_parameter' || n.type === 'optional_parameter') {
      const id = n.type === 'typed_parameter' ? n.namedChildren[0] : n.childForFieldName('pattern');
      const t = n.childForFieldName('type');
      if (id?.type === 'identifier') this.#declared.add(id.text);
      if (id?.type === 'identifier' && t) this.#locals.set(id.text, t);
    } else if (n.type === 'global_statement' || n.type === 'nonlocal_statement') {
      for (const c of n.namedChildren) if (c) this.#globals.add(c.text);
    }
  }

  /** The module a name is bound to, following locals and module-level values a few steps. */
  moduleOf(name: string, depth = 0): string | undefined {
    if (depth > 4) return undefined;
    const imp = this.idx.imports.get(name);
    if (imp && !imp.file) return imp.name === '*' || imp.name === 'default' ? imp.module : `${imp.module}`;
    // A local made by a call may be data (`const res = await client.get()`); a module-level
    // value made by one is a client kept for the handlers (`const drive = google.drive('v3')`).
    const local = this.#locals.get(name);
    if (local) return isResult(local) ? undefined : this.moduleOfExpr(local, depth + 1);
    const v = this.idx.values.get(name);
    return v ? this.moduleOfExpr(v, depth + 1) : undefined;
  }

  moduleOfExpr(e: Node, depth: number): string | undefined {
    if (madeWithSecret(e)) return API_CLIENT;
    const root = rootName(e);
    const m = root ? this.moduleOf(root, depth) : undefined;
    if (m) return m;
    // `closing(sqlite3.connect(…))`: the wrapped object's module.
    let inner: Node | null | undefined = e;
    while (inner && /^(await|await_expression|type|type_annotation|parenthesized_expression)$/.test(inner.type))
      inner = inner.namedChildren[0];
    if (
      inner &&
      (inner.type === 'call' || inner.type === 'call_expression') &&
      WRAPPERS.test(inner.childForFieldName('function')?.text ?? '')
    ) {
      const a = inner.childForFieldName('arguments')?.namedChildren[0];
      if (a && a.type !== 'keyword_argument') return this.moduleOfExpr(a, depth + 1);
    }
    return undefined;
  }

  /**
   * `this.client.x()`, `self.db.x()` or `deps.openai.x()` (deps typed as a project class): the
   * module of what the class's field holds or is annotated with.
   */
  fieldModule(callee: Node, parts: string[]): string | undefined {
    if (parts.length < 3) return undefined;
    const [root, field] = parts as [string, string];
    let cls: string | undefined;
    if (root === 'this' || root === 'self') cls = classOf(callee);
    else {
      const t = this.#locals.get(root);
      if (t && /type/.test(t.type)) cls = rootName(t);
    }
    if (!cls) return undefined;
    for (const idx of [this.idx, ...this.project.files]) {
      const v = idx.values.get(`${cls}.${field}`);
      if (v)
        return idx === this.idx
          ? this.moduleOfExpr(v, 1)
          : new Scope(this.project, idx, idx.file.root, false).moduleOfExpr(v, 1);
    }
    return undefined;
  }

  shape(n: Node, callee: Node): CallShape {
    const args = (n.childForFieldName('arguments')?.namedChildren ?? []).filter((a): a is Node => !!a);
    const parts = dotted(callee);
    const root = rootName(callee);
    const py = this.idx.file.lang === 'py';
    const positional = args.filter((a) => a.type !== 'keyword_argument');
    const modeKw = args.find(
      (a) => a.type === 'keyword_argument' && /^(mode|flags?)$/.test(a.childForFieldName('name')!.text),
    );
    const modeArg = modeKw?.childForFieldName('value') ?? positional[1];
    const flagPair = args
      .find((a) => a.type === 'object')
      ?.namedChildren.find((p) => p?.childForFieldName('key')?.text === 'flag');
    return {
      py,
      module: root ? (this.moduleOf(root) ?? this.fieldModule(callee, parts)) : undefined,
      parts,
      argCount: args.length,
      mode: literalText(modeArg) ?? literalText(flagPair?.childForFieldName('value')),
      sqlHead: this.#sqlHead(positional[0]),
      pathOption: args.some(
        (a) => a.type === 'object' && a.namedChildren.some((p) => p?.childForFieldName('key')?.text === 'path'),
      ),
      isNew: n.type === 'new_expression',
    };
  }

  #sqlHead(a: Node | undefined): string | undefined {
    if (!a) return undefined;
    const text = resolveString(this.project, this.idx, a) ?? (/string/.test(a.type) ? a.text : undefined);
    const m = text && /^[\s(]*(?:[rbfuRBFU]{0,2}["'`]+)?\s*(?:--[^\n]*\n\s*)*([A-Za-z]+)/.exec(text);
    // `CREATE … IF NOT EXISTS` makes sure a schema is there (setup), it changes no data.
    if (m && /^\W*CREATE\b[^;]*?\bIF\s+NOT\s+EXISTS\b/i.test(text.replace(/^[rbfuRBFU]{0,2}["'`]+/, '')))
      return 'ENSURE';
    return m ? m[1]!.toUpperCase() : undefined;
  }

  /** A call that changes an object kept across calls: a module-level or instance collection, or a browser page. */
  mutatesState(callee: Node, shape: CallShape): boolean {
    const last = shape.parts[shape.parts.length - 1] ?? '';
    if (shape.parts.length < 2) return false;
    const obj = callee.childForFieldName('object');
    if (!obj) return false;
    if ((MUTATORS.has(last) || MUTATOR_PREFIX.test(last)) && this.#kept(obj, true)) return true;
    if (!BROWSER_ACTIONS.has(last) && !BROWSER_ACTIONS.has(shape.parts[shape.parts.length - 2] ?? '')) return false;
    return BROWSER_MODULES.test(shape.module ?? '') || /^(page|browser|driver|tab|frame)$/i.test(shape.parts[0] ?? '');
  }

  /** An assignment target that outlives the call: a module variable, or a field of this/self. */
  isKeptState(left: Node, assign: Node): boolean {
    if (!this.#kept(left)) return false;
    return !lazyInit(left.text, assign);
  }

  /** `changed`: the object is changed in place (a receiver), not rebound (an assignment target). */
  #kept(target: Node, changed = false): boolean {
    const root = rootName(target);
    if (!root) return false;
    if (root === 'this' || root === 'self') return !this.#inCtor && target.type !== 'identifier' && !this.#dataClass;
    if (this.idx.file.lang === 'py') {
      if (target.type === 'identifier' && !changed) return this.#globals.has(root);
      return (this.idx.moduleVars.has(root) && !this.#declared.has(root)) || this.#closure(root, target);
    }
    return (
      (this.idx.moduleVars.has(root) && !this.#declared.has(root) && !this.idx.imports.has(root)) ||
      this.#closure(root, target)
    );
  }

  /** A variable of an enclosing function (a server object made in `main()` and used by its handlers). */
  #closure(root: string, target: Node): boolean {
    if (target.type === 'identifier' || this.#declared.has(root)) return false;
    let fn: Node | null = target.parent;
    while (fn && !FUNCTION.test(fn.type)) fn = fn.parent;
    for (let p = fn?.parent ?? null; p; p = p.parent) {
      if (!FUNCTION.test(p.type)) continue;
      for (const n of walk(p))
        if (
          (n.type === 'assignment' || n.type === 'variable_declarator') &&
          (n.childForFieldName('left') ?? n.childForFieldName('name'))?.text === root
        )
          return true;
    }
    return false;
  }
}

/** `x.y.z(...)` → ['x','y','z']; `this.a.b` → ['this','a','b']. */
function dotted(n: Node): string[] {
  if (n.type === 'identifier' || n.type === 'this' || n.type === 'property_identifier') return [n.text];
  if (n.type === 'member_expression' || n.type === 'attribute') {
    const obj = n.childForFieldName('object');
    const prop = n.childForFieldName('property') ?? n.childForFieldName('attribute');
    return [...(obj ? dotted(obj) : []), prop?.text ?? ''];
  }
  if (n.type === 'new_expression') {
    const ctor = n.childForFieldName('constructor');
    return ctor ? dotted(ctor) : [];
  }
  if (
    /^(call|call_expression|await|await_expression|parenthesized_expression|non_null_expression|subscript|subscript_expression)$/.test(
      n.type,
    )
  ) {
    const inner =
      n.childForFieldName('function') ??
      n.childForFieldName('object') ??
      n.childForFieldName('value') ??
      n.namedChildren[0];
    return inner ? dotted(inner) : [];
  }
  return [];
}

export function rootName(n: Node): string | undefined {
  const d = dotted(n);
  const r = d[0];
  if (r) return r;
  if (n.type === 'type_annotation' || n.type === 'type') {
    const inner = n.namedChildren[0];
    return inner ? rootName(inner) : undefined;
  }
  if (n.type === 'type_identifier' || n.type === 'generic_type' || n.type === 'nested_type_identifier')
    return n.text.split(/[.<]/)[0];
  return undefined;
}

function literalText(n: Node | null | undefined): string | undefined {
  return n && n.type === 'string' ? n.text.replace(/^[rbuRBU]*['"`]+|['"`]+$/g, '') : undefined;
}

/** True when the assignment sits in `if (!x) …`, `if x is None: …` or `x ??= …`. */
function lazyInit(target: string, assign: Node): boolean {
  if (assign.text.includes('??=') || assign.text.includes('||=')) return true;
  for (let p = assign.parent; p; p = p.parent) {
    if (/function|method|lambda|class/.test(p.type)) return false;
    if (p.type !== 'if_statement') continue;
    const cond = p.childForFieldName('condition')?.text.replace(/\s+/g, ' ') ?? '';
    if (cond.includes(`!${target}`) || cond.includes(`${target} is None`) || cond.includes(`not ${target}`))
      return true;
    if (new RegExp(`${target.replace(/[.$]/g, '\\$&')} ?={2,3} ?(null|undefined)`).test(cond)) return true;
  }
  return false;
}

const FUNCTION =
  /^(function_definition|function_declaration|arrow_function|function_expression|method_definition|function)$/;
/** A call whose result is data (`client.get(…)`), not a client or connection made for later calls. */
const FACTORY =
  /^([A-Z]\w*|connect|cursor|create\w*|client|session|open|launch|new\w*|acquire|get_?client|get_?connection|pool|init|from_\w+|build|database|db|collection|table|index|repo|browser|page|pages|context)$/;

function isResult(v: Node): boolean {
  let e: Node | null | undefined = v;
  while (e && /^(await|await_expression|parenthesized_expression)$/.test(e.type)) e = e.namedChildren[0];
  if (!e) return false;
  if (e.type === 'attribute' || e.type === 'member_expression') return true;
  if (e.type !== 'call' && e.type !== 'call_expression') return false;
  const parts = dotted(e.childForFieldName('function')!);
  return !FACTORY.test(parts[parts.length - 1] ?? '');
}

/** Deletes in catch/except/finally clean up after a failure (a temp file), not user data. */
function inCleanup(n: Node): boolean {
  for (let p = n.parent; p; p = p.parent) {
    if (/^(catch_clause|except_clause|finally_clause)$/.test(p.type)) return true;
    if (FUNCTION.test(p.type)) return false;
  }
  return false;
}

/** Python data models (pydantic, dataclasses, TypedDict): their instances live inside one call. */
function isDataClass(root: Node): boolean {
  for (let p = root.parent; p; p = p.parent) {
    if (p.type !== 'class_definition') continue;
    const supers = p.childForFieldName('superclasses')?.text ?? '';
    const deco = p.parent?.type === 'decorated_definition' ? p.parent.text.slice(0, 200) : '';
    return /BaseModel|TypedDict|NamedTuple|dataclass/.test(supers + deco);
  }
  return false;
}

/** The pseudo-module of a client made with a key or token from the environment: a remote API. */
export const API_CLIENT = 'api-client';

/** `new Client(process.env.X_API_KEY)`, `Client(api_key=os.environ["X_TOKEN"])`: made to call an API. */
function madeWithSecret(e: Node): boolean {
  let inner: Node | null | undefined = e;
  while (inner && /^(await|await_expression|parenthesized_expression)$/.test(inner.type))
    inner = inner.namedChildren[0];
  if (!inner || !/^(new_expression|call|call_expression)$/.test(inner.type)) return false;
  const args = inner.childForFieldName('arguments')?.text ?? '';
  return /(process\.env|os\.environ|os\.getenv|getenv)\W*[\w."'[]*(KEY|TOKEN|SECRET)/i.test(args);
}

/** Context managers that hand back the object they wrap. */
const WRAPPERS = /^(?:contextlib\.)?a?closing$/;
