// Parse server sources with tree-sitter (web-tree-sitter + the grammars' own wasm files), so
// structure is read from a syntax tree, never from regular expressions over text.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import { Language, type Node, Parser } from 'web-tree-sitter';

export type Lang = 'py' | 'ts' | 'tsx' | 'js';

export interface SourceFile {
  /** Relative to the source root, with forward slashes. */
  path: string;
  lang: Lang;
  root: Node;
}

const GRAMMARS: Record<Lang, string> = {
  py: 'tree-sitter-python/tree-sitter-python.wasm',
  ts: 'tree-sitter-typescript/tree-sitter-typescript.wasm',
  tsx: 'tree-sitter-typescript/tree-sitter-tsx.wasm',
  js: 'tree-sitter-javascript/tree-sitter-javascript.wasm',
};

const EXT: Record<string, Lang> = {
  '.py': 'py',
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
  '.jsx': 'js',
};

/** Folders that hold no server code of the project's own (dependencies, builds, tests). */
const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'build',
  'out',
  '.venv',
  'venv',
  '__pycache__',
  'site-packages',
  'coverage',
  '.next',
  'test',
  'tests',
  '__tests__',
  'docs',
  'examples-test',
]);

/** Files above this size are generated or vendored, not handlers. */
const MAX_BYTES = 1_000_000;

export function listSourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name);
      const st = statSync(full, { throwIfNoEntry: false });
      if (!st) continue;
      if (st.isDirectory()) {
        if (!SKIP_DIRS.has(name) && !name.startsWith('.')) walk(full);
      } else if (langOf(name) && st.size <= MAX_BYTES && !isTestOrTypes(name)) out.push(full);
    }
  };
  walk(dir);
  return out;
}

function isTestOrTypes(name: string): boolean {
  return /\.(test|spec)\.[cm]?[jt]sx?$|\.d\.ts$|^test_.*\.py$|_test\.py$|\.min\.js$/.test(name);
}

function langOf(name: string): Lang | undefined {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? undefined : EXT[name.slice(dot)];
}

/** Loads the grammars once per call site; the caller keeps the parsers for a whole tree. */
export async function createParsers(): Promise<(lang: Lang) => Parser> {
  await Parser.init();
  const require = createRequire(import.meta.url);
  const parsers = new Map<Lang, Parser>();
  for (const lang of Object.keys(GRAMMARS) as Lang[]) {
    const p = new Parser();
    p.setLanguage(await Language.load(require.resolve(GRAMMARS[lang])));
    parsers.set(lang, p);
  }
  return (lang) => parsers.get(lang)!;
}

export function parseFile(parserFor: (lang: Lang) => Parser, root: string, file: string): SourceFile | undefined {
  const lang = langOf(file);
  if (!lang) return undefined;
  const tree = parserFor(lang).parse(readFileSync(file, 'utf8'));
  if (!tree) return undefined;
  return { path: relative(root, file).split(sep).join('/'), lang, root: tree.rootNode };
}

/** Every descendant (pre-order), the node itself included. */
export function* walk(node: Node): Generator<Node> {
  const cursor = node.walk();
  let depth = 0;
  for (;;) {
    yield cursor.currentNode;
    if (cursor.gotoFirstChild()) {
      depth++;
      continue;
    }
    while (!cursor.gotoNextSibling()) {
      if (depth === 0 || !cursor.gotoParent()) return;
      depth--;
    }
    if (depth === 0) return;
  }
}

export function lineOf(node: Node): number {
  return node.startPosition.row + 1;
}
