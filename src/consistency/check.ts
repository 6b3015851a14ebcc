// `checkSource`: read a server's source tree, find its tools, build each tool's code bundle,
// classify its side effects and compare them with the description. Offline and deterministic;
// with an LLM given, the functional findings (Direct–Reverse–Arbitration) are added.
import { existsSync, statSync } from 'node:fs';
import { WhetstoneError } from '../errors.ts';
import { buildBundle } from './bundle.ts';
import { effectsOf } from './effects.ts';
import { markDisclosure, serviceNames, staticFindings } from './findings.ts';
import type { DraLlm } from './dra.ts';
import { createParsers, listSourceFiles, parseFile, type SourceFile } from './parse.ts';
import { indexProject } from './project.ts';
import { findRegistrations } from './registrations.ts';
import { EFFECT_CLASSES, type ConsistencyReport, type ToolCodeFacts } from './types.ts';

export interface CheckOptions {
  dir: string;
  server?: string;
  /** With an LLM, the functional findings are added (metered by the caller's service). */
  llm?: DraLlm;
  /** Progress for large trees (files parsed so far, of how many). */
  onProgress?: (done: number, total: number) => void;
}

export async function checkSource(options: CheckOptions): Promise<ConsistencyReport> {
  const { dir } = options;
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new WhetstoneError('input_invalid', `--source ${dir}: no such directory`);
  const paths = listSourceFiles(dir);
  if (!paths.length)
    throw new WhetstoneError('input_invalid', `--source ${dir}: no Python, TypeScript or JavaScript files found`);
  const parserFor = await createParsers();
  const files: SourceFile[] = [];
  for (const [i, p] of paths.entries()) {
    const f = parseFile(parserFor, dir, p);
    if (f) files.push(f);
    if ((i + 1) % 50 === 0) options.onProgress?.(i + 1, paths.length);
  }
  const project = indexProject(files);
  const tools: ToolCodeFacts[] = [];
  const bundles = new Map<ToolCodeFacts, string>();
  const regs = findRegistrations(project);
  const services = serviceNames(regs.map((r) => r.description));
  for (const reg of regs) {
    const parts = buildBundle(project, reg.handlers);
    const found = effectsOf(project, parts);
    const raw = EFFECT_CLASSES.filter((c) => found.has(c)).map((c) => ({ class: c, evidence: found.get(c)! }));
    const effects = markDisclosure(reg.name, reg.description, reg.annotations, raw, services);
    const facts: ToolCodeFacts = {
      name: reg.name,
      description: reg.description,
      registered_at: { file: reg.idx.file.path, line: reg.site.startPosition.row + 1 },
      effects,
      findings: staticFindings(reg.description, reg.annotations, effects),
    };
    tools.push(facts);
    if (options.llm)
      bundles.set(
        facts,
        parts.map((p) => `# ${p.idx.file.path}:${p.node.startPosition.row + 1}\n${p.node.text}`).join('\n\n'),
      );
  }
  if (options.llm) {
    const { functionalFindings } = await import('./dra.ts');
    for (const t of tools) t.findings.push(...(await functionalFindings(options.llm, t, bundles.get(t) ?? '')));
  }
  return { source: dir, ...(options.server ? { server: options.server } : {}), tools };
}
