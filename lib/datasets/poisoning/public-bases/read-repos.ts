// Reads every tool of every source out of the fetched mirrors with git (no work tree needed),
// at the commit the mirror's HEAD names (or any commit given), and tags how faithful each schema is.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { extractGoStructTools } from './go-struct-tools.ts';
import { extractGoTools, goConstants, goStructs } from './go-tools.ts';
import { type Source, SOURCES } from './sources.ts';
import { extractTsTools } from './ts-tools.ts';
import type { ExtractedTool, Json } from './zod-shape.ts';

export interface RawTool {
  repo: string;
  commit: string;
  path: string;
  server: string;
  licence: string;
  tool: string;
  description?: string;
  schema?: Json;
  /** published-json: the repository's own JSON; reconstructed: zod/Python fully translated;
   * partial: some fields only marked by their source ("x-zod", "x-spread", "x-python"). */
  schemaFidelity: 'published-json' | 'reconstructed' | 'partial';
  problem?: string;
}

const MIRRORS = process.env.PUBLIC_BASES_MIRRORS ?? '/work/.mirror';

export function git(repo: string, args: string[]): string {
  const dir = `${MIRRORS}/${repo.replace('/', '+')}/repo`;
  return execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
}

// Licence names read from the repository's own licence file; only the ones met here.
function licenceOf(repo: string, commit: string, files: string[]): string {
  const file = files.find((f) => /^licen[cs]e(\.md|\.txt)?$/i.test(f));
  if (!file) return 'unknown';
  const text = git(repo, ['show', `${commit}:${file}`]);
  if (/Functional Source License, Version 1\.1, Apache 2\.0 Future/.test(text)) return `FSL-1.1-Apache-2.0 (${file})`;
  if (/licensing transition from the MIT License to the Apache License/.test(text))
    return `MIT and Apache-2.0, in transition (${file})`;
  if (/Apache License,?\s+Version 2\.0/.test(text)) return `Apache-2.0 (${file})`;
  if (/Mozilla Public License Version 2\.0/.test(text)) return `MPL-2.0 (${file})`;
  if (/Permission is hereby granted, free of charge/.test(text)) return `MIT (${file})`;
  return `see ${file}`;
}

function fidelity(schema: Json | undefined): RawTool['schemaFidelity'] {
  return /"x-(zod|spread|python|go)(-\w+)?"/.test(JSON.stringify(schema ?? {})) ? 'partial' : 'reconstructed';
}

/** File texts by repository and git object, shared across commits (a history reads most files many times). */
const blobs = new Map<string, string>();

const pyScript = fileURLToPath(new URL('./py_tools.py', import.meta.url));

/** The tools of one source at `commit` (default: the mirror's HEAD). */
export function readSource(src: Source, commit = git(src.repo, ['rev-parse', 'HEAD']).trim()): RawTool[] {
  // Each line "<mode> <type> <object>\t<path>"; a file's text is read once per object.
  const tree = git(src.repo, ['ls-tree', '-r', commit]).split('\n').filter(Boolean);
  const objectOf = new Map(tree.map((l) => [l.slice(l.indexOf('\t') + 1), l.slice(0, l.indexOf('\t')).split(' ')[2]]));
  const files = [...objectOf.keys()];
  const show = (p: string) => {
    if (!objectOf.has(p)) return undefined;
    const id = `${src.repo}:${objectOf.get(p)}`;
    const text = blobs.get(id) ?? git(src.repo, ['show', `${commit}:${p}`]);
    blobs.set(id, text);
    return text;
  };
  const licence = licenceOf(src.repo, commit, files);
  const serverOf = (p: string) => (typeof src.server === 'string' ? src.server : src.server(p));
  const picked = files.filter(
    (f) =>
      src.under.some((u) => f.startsWith(u)) && !/(^|\/)(__)?tests?(__)?\/|\.(test|spec)\.|\.d\.ts$|_test\.py$/.test(f),
  );
  const base = { repo: src.repo, commit, licence };
  const out: RawTool[] = [];
  const push = (path: string, t: ExtractedTool, f: RawTool['schemaFidelity']) =>
    out.push({
      ...base,
      path,
      server: serverOf(path),
      tool: src.exposedName ? src.exposedName(path, t.name) : t.name,
      description: t.description,
      schema: t.schema,
      schemaFidelity: f,
      problem: t.problem,
    });
  if (src.kind === 'toolsnaps' || src.kind === 'json-list') {
    for (const path of picked.filter((f) => /\.(snap|json)$/.test(f))) {
      const parsed = JSON.parse(show(path) ?? 'null') as unknown;
      const list = (Array.isArray(parsed) ? parsed : [parsed]) as {
        name: string;
        description?: string;
        inputSchema?: Json;
      }[];
      for (const t of list)
        push(path, { name: t.name, description: t.description, schema: t.inputSchema }, 'published-json');
    }
  } else if (src.kind === 'ts') {
    for (const path of picked.filter((f) => /\.tsx?$/.test(f)))
      for (const t of extractTsTools(path, show(path) ?? '', show)) push(path, t, fidelity(t.schema));
  } else if (src.kind === 'go') {
    const byDir = new Map<string, string[]>();
    for (const f of picked.filter((p) => p.endsWith('.go') && !p.endsWith('_test.go'))) {
      const dir = f.slice(0, f.lastIndexOf('/'));
      byDir.set(dir, [...(byDir.get(dir) ?? []), f]);
    }
    for (const paths of byDir.values()) {
      const texts = paths.map((p) => show(p) ?? '');
      const consts = goConstants(texts);
      const structs = goStructs(texts);
      paths.forEach((path, i) => {
        const tools = [
          ...extractGoTools(texts[i] ?? '', consts, structs),
          ...extractGoStructTools(texts[i] ?? '', consts),
        ];
        for (const t of tools) push(path, t, fidelity(t.schema));
      });
    }
  } else {
    const input = picked.filter((f) => f.endsWith('.py')).map((path) => ({ path, text: show(path) }));
    const res = execFileSync('python3', [pyScript], {
      input: JSON.stringify(input),
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
    for (const t of JSON.parse(res) as (ExtractedTool & { path: string })[]) push(t.path, t, fidelity(t.schema));
  }
  return out;
}

export function readAllSources(sources: Source[] = SOURCES): RawTool[] {
  return sources.flatMap((src) => readSource(src));
}
