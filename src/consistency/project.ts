// An index of a source tree: functions and methods by name, module-level constants and
// variables, and what each file imports, so a handler's calls and a description's constants can
// be followed across files of the project.
import { dirname, posix } from 'node:path';
import type { Node } from 'web-tree-sitter';
import { lineOf, type SourceFile, walk } from './parse.ts';

export interface FnDef {
  name: string;
  file: SourceFile;
  node: Node;
  /** The class a method belongs to, when it is one. */
  owner?: string;
}

export interface Imported {
  /** The module as written: `fs/promises`, `./lib.js`, `httpx`, `.utils`. */
  module: string;
  /** The imported name (`default`/`*` for whole-module bindings). */
  name: string;
  /** The project file it resolves to, when it is one. */
  file?: string;
}

export interface FileIndex {
  file: SourceFile;
  fns: Map<string, FnDef[]>;
  /** Module-level constant or variable initialisers, and `Class.member` / `Enum.Member` ones. */
  values: Map<string, Node>;
  /** Names bound at module level that are reassignable or hold mutable objects. */
  moduleVars: Set<string>;
  imports: Map<string, Imported>;
  /** `export * from './x.js'` (names undefined) and `export { a as b } from './x.js'`. */
  reexports: { module: string; names?: Map<string, string>; file?: string }[];
}

export interface Project {
  files: FileIndex[];
  byPath: Map<string, FileIndex>;
  fnsByName: Map<string, FnDef[]>;
}

const TS_FN = new Set(['function_declaration', 'generator_function_declaration', 'method_definition']);

export function indexProject(files: SourceFile[]): Project {
  const byPath = new Map<string, FileIndex>();
  const fnsByName = new Map<string, FnDef[]>();
  for (const file of files) {
    const idx: FileIndex = {
      file,
      fns: new Map(),
      values: new Map(),
      moduleVars: new Set(),
      imports: new Map(),
      reexports: [],
    };
    if (file.lang === 'py') indexPython(idx);
    else indexScript(idx);
    byPath.set(file.path, idx);
    for (const [name, defs] of idx.fns) fnsByName.set(name, [...(fnsByName.get(name) ?? []), ...defs]);
  }
  for (const idx of byPath.values()) {
    for (const imp of idx.imports.values()) imp.file = resolveModule(idx.file, imp.module, byPath);
    for (const r of idx.reexports) r.file = resolveModule(idx.file, r.module, byPath);
  }
  return { files: [...byPath.values()], byPath, fnsByName };
}

function addFn(idx: FileIndex, def: FnDef): void {
  idx.fns.set(def.name, [...(idx.fns.get(def.name) ?? []), def]);
}

function indexScript(idx: FileIndex): void {
  for (const n of walk(idx.file.root)) {
    if (TS_FN.has(n.type)) {
      const name = n.childForFieldName('name')?.text;
      if (name) addFn(idx, { name, file: idx.file, node: n, owner: classOf(n) });
    } else if (n.type === 'variable_declarator' || n.type === 'public_field_definition') {
      const name = n.childForFieldName('name')?.text;
      const value = n.childForFieldName('value');
      if (n.type === 'public_field_definition' && name && !value) {
        const t = n.childForFieldName('type');
        if (t) idx.values.set(`${classOf(n)}.${name}`, t);
      }
      if (!name || !value) continue;
      if (/^(arrow_function|function_expression|function)$/.test(value.type))
        addFn(idx, { name, file: idx.file, node: value, owner: classOf(n) });
      else if (isTopLevel(n)) recordTsValue(idx, n, name, value);
      else if (n.type === 'public_field_definition') idx.values.set(`${classOf(n)}.${name}`, value);
    } else if (n.type === 'assignment_expression') {
      recordInstanceField(idx, n, 'this');
    } else if (n.type === 'enum_declaration') {
      const en = n.childForFieldName('name')?.text;
      for (const m of n.childForFieldName('body')?.namedChildren ?? []) {
        const key = m?.childForFieldName('name')?.text;
        const val = m?.childForFieldName('value');
        if (en && key && val) idx.values.set(`${en}.${key}`, val);
      }
    } else if (n.type === 'import_statement') indexTsImport(idx, n);
    else if (n.type === 'export_statement' && n.childForFieldName('source')) indexReexport(idx, n);
    else if (n.type === 'call_expression' && n.childForFieldName('function')?.text === 'require') {
      const decl = n.parent?.type === 'variable_declarator' ? n.parent : undefined;
      const mod = stringText(n.childForFieldName('arguments')?.namedChildren[0]);
      const name = decl?.childForFieldName('name');
      if (mod && name?.type === 'identifier') idx.imports.set(name.text, { module: mod, name: 'default' });
      else if (mod && name?.type === 'object_pattern')
        for (const p of name.namedChildren) if (p) idx.imports.set(p.text, { module: mod, name: p.text });
    }
  }
}

function recordTsValue(idx: FileIndex, decl: Node, name: string, value: Node): void {
  idx.values.set(name, value);
  const kind = decl.parent?.child(0)?.text;
  if (kind === 'let' || kind === 'var' || /^(object|array|new_expression)$/.test(value.type)) idx.moduleVars.add(name);
  if (value.type === 'object')
    for (const p of value.namedChildren)
      if (p?.type === 'pair') {
        const k = p.childForFieldName('key');
        const v = p.childForFieldName('value');
        if (k && v) idx.values.set(`${name}.${k.text.replace(/^['"]|['"]$/g, '')}`, v);
      }
}

function indexTsImport(idx: FileIndex, n: Node): void {
  const mod = stringText(n.childForFieldName('source'));
  if (!mod) return;
  for (const c of walk(n)) {
    if (c.type === 'import_specifier') {
      const name = c.childForFieldName('name')?.text ?? '';
      idx.imports.set(c.childForFieldName('alias')?.text ?? name, { module: mod, name });
    } else if (c.type === 'namespace_import') {
      const id = c.namedChildren.find((x) => x?.type === 'identifier');
      if (id) idx.imports.set(id.text, { module: mod, name: '*' });
    } else if (c.type === 'import_clause') {
      const id = c.namedChildren.find((x) => x?.type === 'identifier');
      if (id) idx.imports.set(id.text, { module: mod, name: 'default' });
    }
  }
}

function indexReexport(idx: FileIndex, n: Node): void {
  const module = stringText(n.childForFieldName('source'));
  if (!module) return;
  const clause = n.namedChildren.find((c) => c?.type === 'export_clause');
  if (!clause) {
    idx.reexports.push({ module });
    return;
  }
  const names = new Map<string, string>();
  for (const spec of clause.namedChildren) {
    const name = spec?.childForFieldName('name')?.text;
    if (name) names.set(spec!.childForFieldName('alias')?.text ?? name, name);
  }
  idx.reexports.push({ module, names });
}

/** A function a file defines or re-exports (`export * from …`), followed a few files deep. */
export function exportedFns(project: Project, idx: FileIndex, name: string, depth = 0): FnDef[] {
  const own = idx.fns.get(name);
  if (own?.length || depth > 3) return own ?? [];
  // `import { f } from './x.js'; export { f };`
  const imp = idx.imports.get(name);
  const from = imp?.file ? project.byPath.get(imp.file) : undefined;
  if (imp && from && imp.name !== '*' && imp.name !== 'default') return exportedFns(project, from, imp.name, depth + 1);
  for (const r of idx.reexports) {
    const target = r.file ? project.byPath.get(r.file) : undefined;
    const inner = r.names ? r.names.get(name) : name;
    if (target && inner) {
      const found = exportedFns(project, target, inner, depth + 1);
      if (found.length) return found;
    }
  }
  return [];
}

function indexPython(idx: FileIndex): void {
  for (const n of walk(idx.file.root)) {
    if (n.type === 'function_definition') {
      const name = n.childForFieldName('name')?.text;
      if (name) addFn(idx, { name, file: idx.file, node: n, owner: classOf(n) });
    } else if (n.type === 'assignment') {
      const left = n.childForFieldName('left');
      const right = n.childForFieldName('right') ?? n.childForFieldName('type');
      if (left?.type === 'attribute') recordInstanceField(idx, n, 'self');
      if (left?.type !== 'identifier' || !right) continue;
      const block = n.parent?.parent;
      if (block?.type === 'module') {
        idx.values.set(left.text, right);
        if (/^(dictionary|list|set|call|none)$/.test(right.type)) idx.moduleVars.add(left.text);
      } else if (block?.type === 'block' && block.parent?.type === 'class_definition') {
        const cls = block.parent.childForFieldName('name')?.text;
        if (cls) idx.values.set(`${cls}.${left.text}`, right);
      }
    } else if (n.type === 'import_statement') {
      for (const c of n.namedChildren) {
        if (c?.type === 'dotted_name') idx.imports.set(c.text.split('.')[0]!, { module: c.text, name: '*' });
        else if (c?.type === 'aliased_import')
          idx.imports.set(c.childForFieldName('alias')!.text, { module: c.childForFieldName('name')!.text, name: '*' });
      }
    } else if (n.type === 'import_from_statement') {
      const mod = n.childForFieldName('module_name')?.text ?? '';
      for (const c of n.childrenForFieldName('name')) {
        if (c?.type === 'dotted_name') idx.imports.set(c.text, { module: mod, name: c.text });
        else if (c?.type === 'aliased_import')
          idx.imports.set(c.childForFieldName('alias')!.text, { module: mod, name: c.childForFieldName('name')!.text });
      }
    }
  }
}

/** `this.client = new X()` / `self.client = X()` in a constructor: what `this.client` holds. */
function recordInstanceField(idx: FileIndex, n: Node, self: string): void {
  const left = n.childForFieldName('left');
  const right = n.childForFieldName('right');
  const obj = left?.childForFieldName('object');
  const prop = (left?.childForFieldName('property') ?? left?.childForFieldName('attribute'))?.text;
  const cls = classOf(n);
  if (obj?.text !== self || !prop || !right || !cls) return;
  const key = `${cls}.${prop}`;
  if (!idx.values.has(key)) idx.values.set(key, right);
}

function isTopLevel(n: Node): boolean {
  const p = n.parent?.parent;
  return p?.type === 'program' || (p?.type === 'export_statement' && p.parent?.type === 'program');
}

/** The name of the class a node sits in, if any. */
export function classOf(n: Node): string | undefined {
  for (let p = n.parent; p; p = p.parent)
    if (p.type === 'class_declaration' || p.type === 'class_definition' || p.type === 'class')
      return p.childForFieldName('name')?.text;
  return undefined;
}

/** The text of a plain string literal node (no resolution), or undefined. */
export function stringText(n: Node | null | undefined): string | undefined {
  if (n?.type !== 'string') return undefined;
  return n.namedChildren
    .filter((c) => c?.type === 'string_fragment' || c?.type === 'string_content')
    .map((c) => c!.text)
    .join('');
}

function resolveModule(from: SourceFile, mod: string, byPath: Map<string, FileIndex>): string | undefined {
  const dir = dirname(from.path);
  const candidates: string[] = [];
  if (from.lang === 'py') {
    const dots = /^\.*/.exec(mod)![0].length;
    const rest = mod.slice(dots).split('.').filter(Boolean).join('/');
    if (dots > 0) {
      let base = dir;
      for (let i = 1; i < dots; i++) base = dirname(base);
      const p = posix.join(base, rest);
      candidates.push(`${p}.py`, `${p}/__init__.py`);
    } else {
      // Absolute imports of the project's own package: match by path suffix.
      for (const path of byPath.keys())
        if (path.endsWith(`${rest}.py`) || path.endsWith(`${rest}/__init__.py`)) candidates.push(path);
    }
  } else if (mod.startsWith('.')) {
    const p = posix.join(dir, mod).replace(/\.(m|c)?js$/, '');
    for (const ext of ['.ts', '.tsx', '.js', '.mjs', '.mts', '/index.ts', '/index.js']) candidates.push(p + ext);
    candidates.push(posix.join(dir, mod));
  }
  return candidates.map((c) => posix.normalize(c)).find((c) => byPath.has(c));
}

export function position(file: SourceFile, n: Node): { file: string; line: number } {
  return { file: file.path, line: lineOf(n) };
}
