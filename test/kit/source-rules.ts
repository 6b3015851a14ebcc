// The house rules on src/ as code: which folder may import which, no import cycles, no file
// over 400 lines, no function over 80. Sources are parsed with the TypeScript compiler API,
// so a test can run the same checks on a few planted files as on the real tree.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A source file by its path relative to the repository root (e.g. `src/store/db.ts`). */
export interface SourceFile {
  path: string;
  text: string;
}

/** Files under `from` may import only files under one of `only`, or never under one of `never`. */
export interface ImportRule {
  name: string;
  from: string;
  only?: string[];
  never?: string[];
}

export interface Violation {
  rule: string;
  from: string;
  to: string;
}

/** Every .ts file under `dir` (relative to `root`), read. */
export function readSources(root: string, dir = 'src'): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (rel: string): void => {
    for (const e of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const p = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts')) out.push({ path: p, text: readFileSync(path.join(root, p), 'utf8') });
    }
  };
  walk(dir);
  return out;
}

function parse(f: SourceFile): ts.SourceFile {
  return ts.createSourceFile(f.path, f.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

const importsCache = new WeakMap<SourceFile, string[]>();

/** The relative imports of a file (static, type-only, re-exports and dynamic), resolved to paths. */
export function importsOf(f: SourceFile): string[] {
  let found = importsCache.get(f);
  if (!found) {
    found = parseImports(f);
    importsCache.set(f, found);
  }
  return found;
}

function parseImports(f: SourceFile): string[] {
  const specs: string[] = [];
  const visit = (n: ts.Node): void => {
    if ((ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) && n.moduleSpecifier) {
      if (ts.isStringLiteral(n.moduleSpecifier)) specs.push(n.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments[0] &&
      ts.isStringLiteralLike(n.arguments[0])
    ) {
      specs.push(n.arguments[0].text);
    }
    ts.forEachChild(n, visit);
  };
  visit(parse(f));
  return specs
    .filter((s) => s.startsWith('./') || s.startsWith('../'))
    .map((s) => path.posix.normalize(path.posix.join(path.posix.dirname(f.path), s)).replace(/\.js$/, '.ts'));
}

const under = (file: string, prefix: string): boolean =>
  prefix.endsWith('/') ? file.startsWith(prefix) : file === prefix;

/** Imports that break a rule. */
export function checkImports(files: SourceFile[], rules: ImportRule[]): Violation[] {
  const out: Violation[] = [];
  for (const f of files) {
    for (const to of importsOf(f)) {
      for (const r of rules) {
        if (!under(f.path, r.from)) continue;
        const bad =
          (r.only !== undefined && !r.only.some((p) => under(to, p))) || r.never?.some((p) => under(to, p)) === true;
        if (bad) out.push({ rule: r.name, from: f.path, to });
      }
    }
  }
  return out;
}

/** Import cycles: each strongly connected group of two or more files (or a file importing itself), sorted. */
export function importCycles(files: SourceFile[]): string[][] {
  const graph = new Map(files.map((f) => [f.path, importsOf(f)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  // Tarjan's algorithm, recursive: src/ is a few hundred files deep at most.
  const connect = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || graph.get(v)!.includes(v)) cycles.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** Files with more than `max` lines. */
export function longFiles(files: SourceFile[], max: number): { path: string; lines: number }[] {
  return files
    .map((f) => ({ path: f.path, lines: f.text.split('\n').length - (f.text.endsWith('\n') ? 1 : 0) }))
    .filter((f) => f.lines > max);
}

function functionName(n: ts.Node): string {
  if ((ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n) || ts.isAccessor(n)) && n.name) {
    return n.name.getText();
  }
  if (ts.isConstructorDeclaration(n)) return 'constructor';
  const p = n.parent;
  if (p && (ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p))) {
    return p.name.getText();
  }
  return '(anonymous)';
}

/** Functions (declarations, methods, arrows, expressions) spanning more than `max` lines, as `file:name`. */
export function longFunctions(files: SourceFile[], max: number): { id: string; lines: number }[] {
  const out: { id: string; lines: number }[] = [];
  for (const f of files) {
    const sf = parse(f);
    const visit = (n: ts.Node): void => {
      if (ts.isFunctionLike(n) && 'body' in n && n.body) {
        const lines =
          sf.getLineAndCharacterOfPosition(n.getEnd()).line - sf.getLineAndCharacterOfPosition(n.getStart()).line + 1;
        if (lines > max) out.push({ id: `${f.path}:${functionName(n)}`, lines });
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return out;
}
