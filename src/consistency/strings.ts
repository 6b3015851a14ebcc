// A description as clients see it: string literals, constants (across imports), enum members,
// concatenation, template literals without substitutions, `.join()` of string arrays and
// docstrings (dedented like Python's inspect.cleandoc). Anything else resolves to undefined.
import type { Node } from 'web-tree-sitter';
import type { FileIndex, Project } from './project.ts';

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', "'": "'", '\\': '\\', '`': '`' };

export function resolveString(
  project: Project,
  idx: FileIndex,
  n: Node | null | undefined,
  depth = 0,
): string | undefined {
  if (!n || depth > 8) return undefined;
  const again = (m: Node | null | undefined, at = idx) => resolveString(project, at, m, depth + 1);
  switch (n.type) {
    case 'string':
      return literal(n);
    case 'concatenated_string':
      return joinAll(n.namedChildren.map((c) => again(c)));
    case 'template_string':
      return n.namedChildren.some((c) => c?.type === 'template_substitution') ? undefined : literal(n);
    case 'case_pattern':
    case 'parenthesized_expression':
    case 'as_expression':
    case 'satisfies_expression':
    case 'non_null_expression':
      return again(n.namedChildren[0]);
    case 'binary_expression':
    case 'binary_operator': {
      const op = n.childForFieldName('operator')?.text;
      if (op !== '+') return undefined;
      return joinAll([again(n.childForFieldName('left')), again(n.childForFieldName('right'))]);
    }
    case 'identifier':
      return lookup(project, idx, n.text, depth);
    case 'member_expression':
    case 'attribute':
    case 'dotted_name':
      return lookup(project, idx, n.text, depth);
    case 'call_expression':
    case 'call':
      return resolveCall(project, idx, n, depth);
    default:
      return undefined;
  }
}

function joinAll(parts: (string | undefined)[]): string | undefined {
  return parts.every((p) => p !== undefined) ? parts.join('') : undefined;
}

/** `"x".trim()`, `dedent("...")`, `[...].join("\n")`, `"\n".join([...])`. */
function resolveCall(project: Project, idx: FileIndex, n: Node, depth: number): string | undefined {
  const fn = n.childForFieldName('function');
  const args = n.childForFieldName('arguments')?.namedChildren ?? [];
  if (!fn) return undefined;
  const again = (m: Node | null | undefined) => resolveString(project, idx, m, depth + 1);
  if (fn.type === 'identifier' && /dedent|cleandoc/.test(fn.text)) return cleandoc(again(args[0]) ?? '') || undefined;
  const obj = fn.childForFieldName('object');
  const prop = (fn.childForFieldName('property') ?? fn.childForFieldName('attribute'))?.text;
  if (!obj || !prop) return undefined;
  if (/^(trim|strip|trimEnd|trimStart|rstrip|lstrip)$/.test(prop)) return again(obj)?.trim();
  if (prop === 'join' && obj.type === 'array') {
    const sep = args[0] ? again(args[0]) : ',';
    const parts = obj.namedChildren.map((c) => again(c));
    return sep === undefined || parts.some((p) => p === undefined) ? undefined : (parts as string[]).join(sep);
  }
  if (prop === 'join' && args[0]?.type === 'list') {
    const sep = again(obj);
    const parts = args[0].namedChildren.map((c) => again(c));
    return sep === undefined || parts.some((p) => p === undefined) ? undefined : (parts as string[]).join(sep);
  }
  return undefined;
}

function lookup(project: Project, idx: FileIndex, name: string, depth: number): string | undefined {
  // A Python Enum member's `.value` is the member's own value.
  if (name.endsWith('.value') && name.split('.').length > 2) return lookup(project, idx, name.slice(0, -6), depth);
  const local = idx.values.get(name);
  if (local) return resolveString(project, idx, local, depth + 1);
  const [head, ...rest] = name.split('.');
  const imp = idx.imports.get(head!);
  const target = imp?.file ? project.byPath.get(imp.file) : undefined;
  if (!imp || !target) return undefined;
  const key = imp.name === '*' ? rest.join('.') : [imp.name === 'default' ? head : imp.name, ...rest].join('.');
  const v = target.values.get(key);
  return v ? resolveString(project, target, v, depth + 1) : undefined;
}

function literal(n: Node): string {
  const raw = n.type === 'string' && /^[rR]/.test(n.text);
  let out = '';
  for (const c of n.namedChildren) {
    if (!c) continue;
    if (c.type === 'string_fragment' || c.type === 'string_content') out += c.text;
    else if (c.type === 'escape_sequence') out += raw ? c.text : (ESCAPES[c.text.slice(1)] ?? c.text.slice(1));
  }
  // A string with no fragments (e.g. "") has no named children.
  return out;
}

/** Python's inspect.cleandoc: strip the first line, remove the common indentation of the rest. */
export function cleandoc(doc: string): string {
  const lines = doc.replace(/\t/g, '        ').split('\n');
  const rest = lines.slice(1).filter((l) => l.trim());
  const indent = rest.length ? Math.min(...rest.map((l) => l.length - l.trimStart().length)) : 0;
  const out = [lines[0]!.trim(), ...lines.slice(1).map((l) => l.slice(indent).trimEnd())];
  while (out.length && !out[0]) out.shift();
  while (out.length && !out[out.length - 1]) out.pop();
  return out.join('\n');
}

/** A Python function's docstring, dedented. */
export function docstringOf(project: Project, idx: FileIndex, fn: Node): string | undefined {
  const body = fn.childForFieldName('body');
  const first = body?.namedChildren[0];
  if (first?.type !== 'expression_statement') return undefined;
  const s = first.namedChildren[0];
  if (s?.type !== 'string' && s?.type !== 'concatenated_string') return undefined;
  const text = resolveString(project, idx, s);
  return text === undefined ? undefined : cleandoc(text);
}
