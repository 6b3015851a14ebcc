// A tool's code bundle: its handler and the project functions it calls, followed through the
// same file and imported project files to depth 3. Library calls stay leaves: they are what
// the effect rules read.
import type { Node } from 'web-tree-sitter';
import { walk } from './parse.ts';
import { exportedFns, type FileIndex, type FnDef, type Project } from './project.ts';

export const BUNDLE_DEPTH = 3;

export interface BundlePart {
  node: Node;
  idx: FileIndex;
  depth: number;
  /**
   * Reached only with read SQL: called with a `SELECT …` literal, or under a handler that
   * refuses anything but SELECT. A helper's conditional commit is then no write.
   */
  readSql: boolean;
}

export function buildBundle(project: Project, handlers: { node: Node; idx: FileIndex }[]): BundlePart[] {
  const parts: BundlePart[] = [];
  const seen = new Set<number>();
  const visit = (node: Node, idx: FileIndex, depth: number, readSql: boolean): void => {
    if (seen.has(node.id)) return;
    seen.add(node.id);
    const guarded = readSql || (depth === 0 && SELECT_GUARD.test(node.text));
    parts.push({ node, idx, depth, readSql: guarded });
    if (depth >= BUNDLE_DEPTH) return;
    for (const n of walk(node)) {
      if (n.type !== 'call_expression' && n.type !== 'call' && n.type !== 'new_expression') continue;
      const callee = n.childForFieldName('function') ?? n.childForFieldName('constructor');
      if (!callee) continue;
      for (const def of resolveCallee(project, idx, callee)) {
        const at = project.byPath.get(def.file.path)!;
        visit(def.node, at, depth + 1, guarded || readSqlArgument(n));
      }
    }
  };
  for (const h of handlers) visit(h.node, h.idx, 0, false);
  return parts;
}

/** The project functions a callee may name (empty for library and built-in calls). */
export function resolveCallee(project: Project, idx: FileIndex, callee: Node): FnDef[] {
  if (callee.type === 'identifier') {
    const local = idx.fns.get(callee.text);
    if (local) return local.filter((d) => !d.owner);
    const imp = idx.imports.get(callee.text);
    if (imp) {
      const target = imp.file ? project.byPath.get(imp.file) : undefined;
      return target ? exportedFns(project, target, imp.name === 'default' ? callee.text : imp.name) : [];
    }
    const global = project.fnsByName.get(callee.text) ?? [];
    return global.length === 1 && !global[0]!.owner ? global : [];
  }
  if (callee.type !== 'member_expression' && callee.type !== 'attribute') return [];
  const obj = callee.childForFieldName('object');
  const prop = (callee.childForFieldName('property') ?? callee.childForFieldName('attribute'))?.text;
  if (!obj || !prop) return [];
  const imp = obj.type === 'identifier' ? idx.imports.get(obj.text) : undefined;
  if (imp) {
    const target = imp.file ? project.byPath.get(imp.file) : undefined;
    return target ? exportedFns(project, target, prop) : [];
  }
  // A method of a project class: look in this file, then in the files it imports.
  const methods = (idx.fns.get(prop) ?? []).filter((d) => d.owner);
  if (methods.length) return methods;
  const out: FnDef[] = [];
  for (const i of idx.imports.values()) {
    const target = i.file ? project.byPath.get(i.file) : undefined;
    for (const d of target?.fns.get(prop) ?? []) if (d.owner) out.push(d);
  }
  return out;
}

// `if not query.strip().upper().startswith("SELECT"): raise …` — refuses all but reads.
const SELECT_GUARD = /(?:\bnot\s+|!)[\w.()[\]"' ]*\.(?:startswith|startsWith)\(\s*["'`]SELECT\b/i;
const READ_SQL = /^[\s(]*(?:[rbfuRBFU]{0,2}["'`]+)\s*(SELECT|PRAGMA|SHOW|DESCRIBE|EXPLAIN)\b/i;

function readSqlArgument(call: Node): boolean {
  const first = call.childForFieldName('arguments')?.namedChildren[0];
  return !!first && /string/.test(first.type) && READ_SQL.test(first.text);
}
