// Reads tool registrations out of a TypeScript MCP server's source with the TypeScript parser
// (nothing is executed) and rebuilds each tool's input schema from its zod expression. Only
// zod calls whose JSON-schema shape is unambiguous are translated; anything else (a project's
// own helper, a schema from a package) is marked under "x-zod" by its source, so nothing is
// guessed. A description that is not a constant string in the file is not extracted at all.
import ts from 'typescript';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export interface ExtractedTool {
  name: string;
  description?: string;
  schema?: Json;
  problem?: string;
}

type Env = Map<string, ts.Expression>;

function unwrap(node: ts.Expression): ts.Expression {
  let n = node;
  while (ts.isParenthesizedExpression(n) || ts.isAsExpression(n) || ts.isSatisfiesExpression(n)) n = n.expression;
  return n;
}

function resolve(node: ts.Expression, env: Env, depth = 0): ts.Expression {
  const n = unwrap(node);
  if (ts.isIdentifier(n) && env.has(n.text) && depth < 10) {
    const to = env.get(n.text);
    if (to) return resolve(to, env, depth + 1);
  }
  // `NAMES.wiki` where NAMES is an object literal of the file (a table of tool names).
  if (ts.isPropertyAccessExpression(n) && depth < 10) {
    const obj = resolve(n.expression, env, depth + 1);
    const key = n.name.text;
    const p = ts.isObjectLiteralExpression(obj)
      ? obj.properties.find(
          (q): q is ts.PropertyAssignment =>
            ts.isPropertyAssignment(q) &&
            (ts.isIdentifier(q.name) || ts.isStringLiteral(q.name)) &&
            q.name.text === key,
        )
      : undefined;
    if (p) return resolve(p.initializer, env, depth + 1);
  }
  return n;
}

/** Constant string value of an expression, or undefined when it is not a constant. */
export function evalString(node: ts.Expression, env: Env): string | undefined {
  const n = resolve(node, env);
  if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) return n.text;
  if (ts.isBinaryExpression(n)) {
    if (n.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const a = evalString(n.left, env);
      const b = evalString(n.right, env);
      return a !== undefined && b !== undefined ? a + b : undefined;
    }
    // `toolName || "default_name"`: the constant is what the server registers by default.
    if (n.operatorToken.kind === ts.SyntaxKind.BarBarToken) return evalString(n.right, env);
  }
  if (ts.isTemplateExpression(n)) {
    let out = n.head.text;
    for (const span of n.templateSpans) {
      const v = evalString(span.expression, env);
      if (v === undefined) return undefined;
      out += v + span.literal.text;
    }
    return out;
  }
  if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression)) {
    const target = resolve(n.expression.expression, env);
    if (n.expression.name.text === 'join' && ts.isArrayLiteralExpression(target)) {
      const parts = target.elements.map((e) => evalString(e, env));
      if (parts.some((p) => p === undefined)) return undefined;
      const sep = n.arguments[0] ? evalString(n.arguments[0], env) : ',';
      return sep === undefined ? undefined : parts.join(sep);
    }
    if (n.expression.name.text === 'trim') return evalString(target, env)?.trim();
  }
  return undefined;
}

/** A constant JSON value: string, number, boolean, null, or an array/object literal of them. */
export function literal(node: ts.Expression, env: Env): Json | undefined {
  const n = resolve(node, env);
  const s = evalString(n, env);
  if (s !== undefined) return s;
  if (ts.isNumericLiteral(n)) return Number(n.text);
  if (ts.isPrefixUnaryExpression(n) && ts.isNumericLiteral(n.operand)) return -Number(n.operand.text);
  if (n.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (n.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (n.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(n)) {
    const out = n.elements.map((e) => literal(e, env));
    return out.some((v) => v === undefined) ? undefined : (out as Json[]);
  }
  if (ts.isObjectLiteralExpression(n)) {
    const out: { [k: string]: Json } = {};
    for (const p of n.properties) {
      if (!ts.isPropertyAssignment(p) || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) return undefined;
      const v = literal(p.initializer, env);
      if (v === undefined) return undefined;
      out[p.name.text] = v;
    }
    return out;
  }
  return undefined;
}

interface Field {
  schema: { [k: string]: Json };
  optional: boolean;
}

const SIZE: Record<string, [string, string, string]> = {
  // zod method -> JSON-schema keyword for strings, numbers, arrays
  min: ['minLength', 'minimum', 'minItems'],
  max: ['maxLength', 'maximum', 'maxItems'],
};

function sizeKey(method: string, type: Json | undefined): string | undefined {
  const keys = SIZE[method];
  if (!keys) return undefined;
  if (type === 'string') return keys[0];
  if (type === 'number' || type === 'integer') return keys[1];
  if (type === 'array') return keys[2];
  return undefined;
}

/** The untranslated expression as a short marker: its text when short and free of function
 * bodies, else only its head (`z.preprocess(…)`), so no program code is copied into the pool. */
export function sourceMark(n: ts.Node): string {
  const text = n.getText().replace(/\s+/g, ' ');
  if (text.length <= 80 && !text.includes('=>') && !text.includes('{')) return text;
  const head = text.split('(')[0] ?? text;
  return `${head.slice(0, 60)}(…)`;
}

/** A zod object shape ({ field: zodExpr }) as a JSON-schema object. */
export function shapeToSchema(node: ts.Expression, env: Env): Json {
  const n = resolve(node, env);
  if (!ts.isObjectLiteralExpression(n)) return { 'x-zod': sourceMark(n) };
  const properties: { [k: string]: Json } = {};
  const required: string[] = [];
  const spreads: string[] = [];
  for (const p of n.properties) {
    if (ts.isSpreadAssignment(p)) {
      // A shape spread in from another file cannot be read here: name it rather than guess.
      const inner = zodObjectShape(p.expression, env);
      const sub = inner ? shapeToSchema(inner, env) : undefined;
      if (sub && typeof sub === 'object' && !Array.isArray(sub) && sub.properties && !sub['x-zod']) {
        Object.assign(properties, sub.properties);
        if (Array.isArray(sub.required)) required.push(...(sub.required as string[]));
        if (Array.isArray(sub['x-spread'])) spreads.push(...(sub['x-spread'] as string[]));
      } else spreads.push(p.expression.getText());
      continue;
    }
    if (!ts.isPropertyAssignment(p)) return { 'x-zod': sourceMark(n) };
    const key = ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : undefined;
    if (key === undefined) return { 'x-zod': sourceMark(n) };
    const f = zodField(p.initializer, env);
    properties[key] = f.schema;
    if (!f.optional) required.push(key);
  }
  const out: { [k: string]: Json } = { type: 'object', properties };
  if (required.length > 0) out.required = required;
  if (spreads.length > 0) out['x-spread'] = spreads;
  return out;
}

function baseField(n: ts.CallExpression, name: string, env: Env): Field | undefined {
  const arg = n.arguments[0];
  const simple: Record<string, string> = { string: 'string', number: 'number', boolean: 'boolean' };
  if (simple[name]) return { schema: { type: simple[name] }, optional: false };
  if (name === 'url') return { schema: { type: 'string', format: 'uri' }, optional: false };
  if (name === 'any' || name === 'unknown') return { schema: {}, optional: false };
  if (name === 'array' && arg) return { schema: { type: 'array', items: zodField(arg, env).schema }, optional: false };
  if (name === 'object' && arg) return { schema: shapeToSchema(arg, env) as Field['schema'], optional: false };
  if (name === 'enum' && arg) {
    const values = literal(arg, env);
    if (Array.isArray(values)) return { schema: { type: 'string', enum: values }, optional: false };
  }
  if (name === 'literal' && arg) {
    const v = literal(arg, env);
    if (v !== undefined) return { schema: { const: v }, optional: false };
  }
  if (name === 'union' && arg) {
    const a = resolve(arg, env);
    if (ts.isArrayLiteralExpression(a))
      return { schema: { anyOf: a.elements.map((e) => zodField(e, env).schema) }, optional: false };
  }
  if (name === 'record') {
    const value = n.arguments[n.arguments.length - 1];
    const add = value ? zodField(value, env).schema : {};
    return { schema: { type: 'object', additionalProperties: add }, optional: false };
  }
  return undefined;
}

// Methods that JSON-schema converters drop: validation run in code or a value transform.
const NO_SCHEMA_EFFECT = [
  'strict',
  'passthrough',
  'strip',
  'refine',
  'superRefine',
  'transform',
  'trim',
  'toLowerCase',
  'toUpperCase',
];

/** One zod field expression (z.string().describe(...).optional() and so on). */
export function zodField(node: ts.Expression, env: Env): Field {
  const n = resolve(node, env);
  const verbatim = (): Field => ({ schema: { 'x-zod': sourceMark(n) }, optional: false });
  if (!ts.isCallExpression(n)) {
    if (ts.isPropertyAccessExpression(n) && n.name.text === 'shape')
      return { schema: shapeToSchema(zodObjectShape(n.expression, env) ?? n, env) as Field['schema'], optional: false };
    return verbatim();
  }
  const callee = n.expression;
  if (!ts.isPropertyAccessExpression(callee)) return verbatim();
  const method = callee.name.text;
  const recv = unwrap(callee.expression);
  // z.preprocess(fn, inner) publishes inner's schema; the function only coerces input values.
  if (ts.isIdentifier(recv) && recv.text === 'z' && method === 'preprocess' && n.arguments[1])
    return zodField(n.arguments[1], env);
  if (ts.isIdentifier(recv) && recv.text === 'z') return baseField(n, method, env) ?? verbatim();
  if (ts.isPropertyAccessExpression(recv) && recv.getText() === 'z.coerce')
    return baseField(n, method, env) ?? verbatim();
  const inner = zodField(recv, env);
  const s = { ...inner.schema };
  const arg = n.arguments[0];
  if (method === 'describe' && arg) {
    const d = evalString(arg, env);
    if (d === undefined) return verbatim();
    s.description = d;
  } else if (method === 'optional' || method === 'nullish') return { schema: s, optional: true };
  else if (method === 'default' && arg) {
    const v = literal(arg, env);
    if (v !== undefined) s.default = v;
    return { schema: s, optional: true };
  } else if (method === 'nullable') return { schema: { anyOf: [s, { type: 'null' }] }, optional: inner.optional };
  else if (method === 'int') s.type = 'integer';
  else if (method === 'positive') s.exclusiveMinimum = 0;
  else if (method === 'nonnegative') s.minimum = 0;
  else if (method === 'url') s.format = 'uri';
  else if (method === 'email') s.format = 'email';
  else if (method === 'uuid') s.format = 'uuid';
  else if (method === 'datetime') s.format = 'date-time';
  else if (method === 'nonempty') s[s.type === 'array' ? 'minItems' : 'minLength'] = 1;
  else if (sizeKey(method, s.type) && arg) {
    const v = literal(arg, env);
    if (typeof v !== 'number') return verbatim();
    s[sizeKey(method, s.type) as string] = v;
  } else if (method === 'regex' && arg && ts.isRegularExpressionLiteral(arg)) {
    s.pattern = arg.text.slice(1, arg.text.lastIndexOf('/'));
  } else if (!NO_SCHEMA_EFFECT.includes(method)) return verbatim();
  return { schema: s, optional: inner.optional };
}

/** The shape object of `z.object({...})` (through identifiers), if it is one. */
export function zodObjectShape(node: ts.Expression, env: Env): ts.Expression | undefined {
  const n = resolve(node, env);
  if (ts.isObjectLiteralExpression(n)) return n;
  if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression)) {
    const m = n.expression.name.text;
    if (m === 'object' && unwrap(n.expression.expression).getText() === 'z') return n.arguments[0];
    if (['strict', 'passthrough', 'describe', 'strip'].includes(m)) return zodObjectShape(n.expression.expression, env);
  }
  if (ts.isPropertyAccessExpression(n) && n.name.text === 'shape') return zodObjectShape(n.expression, env);
  return undefined;
}

export function collectEnv(file: ts.SourceFile): Env {
  const env: Env = new Map();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && !env.has(node.name.text))
      env.set(node.name.text, node.initializer);
    // `enum Names { A = "a" }` is read as the object `{ A: "a" }` (members without a value skipped).
    if (ts.isEnumDeclaration(node) && !env.has(node.name.text))
      env.set(
        node.name.text,
        ts.factory.createObjectLiteralExpression(
          node.members.flatMap((m) =>
            m.initializer && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name))
              ? [ts.factory.createPropertyAssignment(m.name.text, m.initializer)]
              : [],
          ),
        ),
      );
    ts.forEachChild(node, visit);
  };
  visit(file);
  return env;
}
