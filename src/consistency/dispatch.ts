// The code a low-level tool list dispatches to: a `case` (switch or Python match) or an
// `if name == …` branch on the tool's name anywhere in the project, a map from names to
// handlers, a function named after the tool, or — for a one-tool server — the call handler.
import type { Node } from 'web-tree-sitter';
import { walk } from './parse.ts';
import type { FileIndex, Project } from './project.ts';
import { resolveString } from './strings.ts';

type Handler = { node: Node; idx: FileIndex };

/** Every branch in the project keyed by the name it tests, read once for all tools. */
export type DispatchIndex = Map<string, Handler[]>;

export function dispatchIndex(project: Project): DispatchIndex {
  const index: DispatchIndex = new Map();
  for (const idx of project.files)
    for (const n of walk(idx.file.root)) {
      if (!BRANCHES.has(n.type)) continue;
      const names: string[] = [];
      const body = branchFor(n, (m) => {
        const s = m ? resolveString(project, idx, m) : undefined;
        if (s !== undefined) names.push(s);
        return s !== undefined;
      });
      if (body) for (const name of names) index.set(name, [...(index.get(name) ?? []), { node: body, idx }]);
    }
  return index;
}

const BRANCHES = new Set(['switch_case', 'case_clause', 'if_statement', 'elif_clause', 'pair']);

export function findDispatch(project: Project, index: DispatchIndex, name: string, toolCount: number): Handler[] {
  const found = index.get(name) ?? [];
  if (found.length) return found;
  const named = namedAfter(project, name);
  if (named.length) return named;
  return toolCount === 1 ? callHandlers(project) : [];
}

function branchFor(n: Node, is: (m: Node | null | undefined) => boolean): Node | undefined {
  switch (n.type) {
    case 'switch_case':
      return is(n.childForFieldName('value')) ? n : undefined;
    case 'case_clause':
      return n.namedChildren.some((c) => c?.type === 'case_pattern' && is(c))
        ? n.childForFieldName('consequence')!
        : undefined;
    case 'if_statement':
    case 'elif_clause': {
      const cond = n.childForFieldName('condition');
      return cond && comparesTo(cond, is) ? (n.childForFieldName('consequence') ?? undefined) : undefined;
    }
    case 'pair': {
      const v = n.childForFieldName('value');
      if (!v || !is(n.childForFieldName('key'))) return undefined;
      return /function|lambda|identifier|attribute|member_expression/.test(v.type) ? v : undefined;
    }
    default:
      return undefined;
  }
}

/** `name === "x"`, `name == "x"`, `"x" == name` (possibly in parentheses). */
function comparesTo(cond: Node, is: (m: Node | null | undefined) => boolean): boolean {
  const c = cond.type === 'parenthesized_expression' ? cond.namedChildren[0] : cond;
  if (!c) return false;
  if (c.type === 'binary_expression') {
    const op = c.childForFieldName('operator')?.text;
    return (op === '===' || op === '==') && (is(c.childForFieldName('left')) || is(c.childForFieldName('right')));
  }
  if (c.type === 'comparison_operator')
    return c.children.some((x) => x?.text === '==') && c.namedChildren.some((x) => is(x));
  return false;
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

function namedAfter(project: Project, name: string): Handler[] {
  const want = new Set([norm(name), `handle${norm(name)}`, `${norm(name)}handler`, `${norm(name)}tool`]);
  const out: Handler[] = [];
  for (const [fn, defs] of project.fnsByName)
    if (want.has(norm(fn))) for (const d of defs) out.push({ node: d.node, idx: project.byPath.get(d.file.path)! });
  return out;
}

/** The CallTool request handler (TS) or `@server.call_tool()` function (Python). */
function callHandlers(project: Project): Handler[] {
  const out: Handler[] = [];
  for (const idx of project.files)
    for (const n of walk(idx.file.root)) {
      if (
        n.type === 'decorated_definition' &&
        n.namedChildren.some((d) => d?.type === 'decorator' && d.text.includes('call_tool'))
      )
        out.push({ node: n.childForFieldName('definition')!, idx });
      else if (n.type === 'call_expression' && n.childForFieldName('function')?.text.endsWith('setRequestHandler')) {
        const args = n.childForFieldName('arguments')?.namedChildren ?? [];
        if (args[0]?.text.includes('CallTool') && args[1]) out.push({ node: args[1], idx });
      } else if (n.type === 'keyword_argument' && /^on_?call_?tool$/i.test(n.childForFieldName('name')?.text ?? '')) {
        // `Server(…, on_call_tool=handle_call_tool)`: the handler passed to the server.
        const v = n.childForFieldName('value');
        const defs = v?.type === 'identifier' ? (idx.fns.get(v.text) ?? []) : [];
        for (const d of defs) out.push({ node: d.node, idx });
      }
    }
  return out;
}
