// Finds the tools a TypeScript MCP server file registers: `server.registerTool(name, config)`,
// `server.tool(name, description, shape, ...)`, and tool-definition object literals that carry
// `name`, `description` and an input schema property. Parsing only; nothing is executed.
import ts from 'typescript';
import {
  collectEnv,
  evalString,
  type ExtractedTool,
  type Json,
  literal,
  shapeToSchema,
  sourceMark,
  zodField,
  zodObjectShape,
} from './zod-shape.ts';

type Env = ReturnType<typeof collectEnv>;

const SCHEMA_KEYS = ['inputSchema', 'schema', 'parameters', 'argsShape'];

function prop(obj: ts.ObjectLiteralExpression, key: string): ts.Expression | undefined {
  for (const p of obj.properties) {
    if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === key)
      return p.initializer;
  }
  return undefined;
}

function calleeName(n: ts.CallExpression): string {
  const e = n.expression;
  return ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) ? e.name.text : '';
}

function schemaOf(node: ts.Expression | undefined, env: Env): Json | undefined {
  if (!node) return { type: 'object', properties: {} };
  // `zodToJsonSchema(Args)` / `z.toJSONSchema(Args)`: the zod schema it converts.
  if (ts.isCallExpression(node) && node.arguments[0] && /^(zodToJsonSchema|toJSONSchema)$/.test(calleeName(node)))
    return schemaOf(node.arguments[0], env);
  // A plain JSON Schema written in the source ({ type: "object", properties: {...} }), taken as is.
  const json = asObject(node, env);
  if (json && prop(json, 'type') && evalString(prop(json, 'type') as ts.Expression, env) === 'object') {
    const value = literal(json, env);
    if (value !== undefined) return value;
  }
  const shape = zodObjectShape(node, env);
  if (shape) return shapeToSchema(shape, env);
  // A whole-schema expression such as z.preprocess(fn, z.object({...})): translate it as a field.
  const field = zodField(node, env).schema;
  return field.type === 'object' ? field : { 'x-zod': sourceMark(node) };
}

function asObject(node: ts.Expression | undefined, env: Env): ts.ObjectLiteralExpression | undefined {
  if (!node) return undefined;
  let n: ts.Expression = node;
  for (let i = 0; i < 10 && ts.isIdentifier(n) && env.has(n.text); i++) n = env.get(n.text) as ts.Expression;
  return ts.isObjectLiteralExpression(n) ? n : undefined;
}

function fromConfig(name: string | undefined, cfg: ts.ObjectLiteralExpression, env: Env): ExtractedTool | undefined {
  if (name === undefined) return undefined;
  const d = prop(cfg, 'description');
  const description = d ? evalString(d, env) : undefined;
  const key = SCHEMA_KEYS.find((k) => prop(cfg, k));
  const tool: ExtractedTool = { name, description, schema: schemaOf(key ? prop(cfg, key) : undefined, env) };
  if (description === undefined) tool.problem = 'description is not a constant string in the file';
  return tool;
}

function fromCall(n: ts.CallExpression, env: Env): ExtractedTool | undefined {
  if (!ts.isPropertyAccessExpression(n.expression)) return undefined;
  const method = n.expression.name.text;
  const [a0, a1, a2] = n.arguments;
  if (!a0 || !a1) return undefined;
  const name = evalString(a0, env);
  if (method === 'registerTool') {
    const cfg = asObject(a1, env);
    return cfg ? fromConfig(name, cfg, env) : undefined;
  }
  if (method === 'tool' && name !== undefined) {
    const description = evalString(a1, env);
    if (description === undefined) return undefined;
    return { name, description, schema: schemaOf(a2, env) };
  }
  return undefined;
}

/** `{ name, description, inputSchema }`, or `tool_name: { description, parameters }`. */
function fromLiteral(node: ts.ObjectLiteralExpression, env: Env): ExtractedTool | undefined {
  if (!prop(node, 'description') || !SCHEMA_KEYS.some((k) => prop(node, k))) return undefined;
  const nameNode = prop(node, 'name');
  if (nameNode) return fromConfig(evalString(nameNode, env), node, env);
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent) && (ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name)))
    return fromConfig(parent.name.text, node, env);
  return undefined;
}

/** Schema properties a constructor hands to its base class: `super({ inputSchema: X })`. */
function superSchema(node: ts.ClassDeclaration): ts.PropertyAssignment[] {
  const out: ts.PropertyAssignment[] = [];
  for (const m of node.members) {
    if (!ts.isConstructorDeclaration(m) || !m.body) continue;
    for (const st of m.body.statements) {
      const call = ts.isExpressionStatement(st) ? st.expression : undefined;
      if (!call || !ts.isCallExpression(call) || call.expression.kind !== ts.SyntaxKind.SuperKeyword) continue;
      const [arg] = call.arguments;
      if (!arg || !ts.isObjectLiteralExpression(arg)) continue;
      for (const k of SCHEMA_KEYS) {
        const v = prop(arg, k);
        if (v) out.push(ts.factory.createPropertyAssignment(k, v));
      }
    }
  }
  return out;
}

/** A tool class with `name`, `description` and an args shape as property declarations (or
 * handed to the base class's constructor). */
function fromClass(node: ts.ClassDeclaration, env: Env): ExtractedTool | undefined {
  const members = ts.factory.createObjectLiteralExpression([
    ...node.members.flatMap((m) =>
      ts.isPropertyDeclaration(m) && m.initializer && ts.isIdentifier(m.name)
        ? [ts.factory.createPropertyAssignment(m.name.text === 'toolName' ? 'name' : m.name.text, m.initializer)]
        : [],
    ),
    ...superSchema(node),
  ]);
  const name = prop(members, 'name');
  if (!name || !prop(members, 'description')) return undefined;
  return fromConfig(evalString(name, env), members, env);
}

/** Reads a repository file, or undefined when it does not exist. */
export type ReadSource = (path: string) => string | undefined;

function relativeTarget(from: string, spec: string, read: ReadSource): [string, string] | undefined {
  const parts = from.split('/').slice(0, -1);
  for (const seg of spec.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.') parts.push(seg);
  }
  const base = parts.join('/').replace(/\.(js|ts)$/, '');
  for (const c of [`${base}.ts`, `${base}/index.ts`, `${base}.tsx`]) {
    const text = read(c);
    if (text !== undefined) return [c, text];
  }
  return undefined;
}

/** Adds the constants a file imports by name from relative modules (two levels deep). */
function addImports(file: ts.SourceFile, env: Env, read: ReadSource, depth: number): void {
  if (depth > 2) return;
  for (const st of file.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    const spec = st.moduleSpecifier.text;
    const bindings = st.importClause?.namedBindings;
    if (!spec.startsWith('.') || !bindings || !ts.isNamedImports(bindings)) continue;
    const target = relativeTarget(file.fileName, spec, read);
    if (!target) continue;
    const sub = ts.createSourceFile(target[0], target[1], ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const subEnv = collectEnv(sub);
    addImports(sub, subEnv, read, depth + 1);
    for (const el of bindings.elements) {
      const local = el.name.text;
      const remote = (el.propertyName ?? el.name).text;
      const node = subEnv.get(remote);
      if (node && !env.has(local)) env.set(local, node);
    }
  }
}

/** Every tool the file registers, in source order. */
export function extractTsTools(path: string, text: string, read: ReadSource = () => undefined): ExtractedTool[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const env = collectEnv(file);
  addImports(file, env, read, 0);
  const out: ExtractedTool[] = [];
  const seen = new Set<ts.Node>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const t = fromCall(node, env);
      if (t) {
        out.push(t);
        for (const a of node.arguments) seen.add(a);
      }
    } else if (ts.isObjectLiteralExpression(node) && !seen.has(node)) {
      const t = fromLiteral(node, env);
      if (t) out.push(t);
    } else if (ts.isClassDeclaration(node)) {
      const t = fromClass(node, env);
      if (t) out.push(t);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  // A config object bound to a variable and passed to registerTool is seen twice: keep one.
  const byName = new Map<string, ExtractedTool>();
  for (const t of out) if (!byName.has(t.name) || byName.get(t.name)?.problem) byName.set(t.name, t);
  return [...byName.values()];
}
