// Builds lib/datasets/poisoning/maintainer-edits.json from the fetched mirrors' histories:
//   npx tsx lib/datasets/poisoning/maintainer-edits/build.ts
// Real honest rewrites: for each source of ../public-bases/sources.ts, the tools are read (with
// the same extraction as public-bases.json, ../public-bases/read-repos.ts) at up to COMMITS
// commits evenly spaced among those touching its paths, and each change of one tool's
// description between two read commits is an edit. Prints counts only, never a text
// (VERBOSE=1 adds each commit's read time).
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { MaintainerEdit } from '../maintainer-edits.ts';
import { loadPublicBases } from '../public-bases.ts';
import { normalise } from '../public-bases/exclude.ts';
import { git, type RawTool, readSource } from '../public-bases/read-repos.ts';
import { type Source, SOURCES } from '../public-bases/sources.ts';

/** Commits read per source, evenly spaced over its history (the last one always among them). */
const COMMITS = 40;
/** At most this many edits per repository, evenly spaced in time, so no repository dominates. */
const PER_REPO = 40;
/** Fixed salt of the split: a repository is `dev` or `aside` by the hash of this and its name. */
export const SPLIT_SALT = 'whetstone/maintainer-edits/v1';
/** Paths the tools lived under before the layout sources.ts reads at HEAD. */
const EARLIER_UNDER: Record<string, string[]> = {
  'mongodb-js/mongodb-mcp-server': ['src/tools/'],
  'neondatabase/mcp-server-neon': ['src/tools/', 'landing/mcp-src/tools/'],
};

const OUT = fileURLToPath(new URL('../maintainer-edits.json', import.meta.url));

export const splitOf = (repo: string): MaintainerEdit['split'] =>
  Number.parseInt(createHash('sha256').update(`${SPLIT_SALT}\u0000${repo}`).digest('hex').slice(0, 8), 16) % 2 === 0
    ? 'dev'
    : 'aside';

function evenly<T>(items: T[], n: number): T[] {
  if (items.length <= n) return items;
  const at = new Set(Array.from({ length: n }, (_, i) => Math.round((i * (items.length - 1)) / (n - 1))));
  return [...at].sort((a, b) => a - b).map((i) => items[i]!);
}

function commitsOf(src: Source): string[] {
  const paths = [...src.under, ...(EARLIER_UNDER[src.repo] ?? [])];
  const log = git(src.repo, ['log', '--reverse', '--format=%H', 'HEAD', '--', ...paths]);
  return evenly(log.split('\n').filter(Boolean), COMMITS);
}

interface Seen {
  commit: string;
  order: number;
  tool: RawTool;
  siblings: string[];
}

/** One source's tools at each read commit, keyed repo/server/tool (first definition kept). */
function history(src: Source, counts: Record<string, number>): Map<string, Seen[]> {
  const wide = { ...src, under: [...src.under, ...(EARLIER_UNDER[src.repo] ?? [])] };
  const out = new Map<string, Seen[]>();
  commitsOf(src).forEach((commit, order) => {
    let tools: RawTool[];
    const t0 = Date.now();
    try {
      tools = readSource(wide, commit);
      if (process.env.VERBOSE) console.error(`  ${src.repo} ${commit.slice(0, 8)} ${Date.now() - t0} ms`);
    } catch {
      counts.commitsUnreadable = (counts.commitsUnreadable ?? 0) + 1;
      return;
    }
    counts.commitsRead = (counts.commitsRead ?? 0) + 1;
    const names = new Map<string, Set<string>>();
    for (const t of tools) names.set(t.server, (names.get(t.server) ?? new Set()).add(t.tool));
    const once = new Set<string>();
    for (const t of tools) {
      const key = `${t.server}\u0000${t.tool}`;
      if (once.has(key) || t.description === undefined || t.problem) continue;
      once.add(key);
      const siblings = [...(names.get(t.server) ?? [])].filter((n) => n !== t.tool);
      out.set(key, [...(out.get(key) ?? []), { commit, order, tool: t, siblings }]);
    }
  });
  return out;
}

function editsOf(src: Source, reserved: Set<string>, counts: Record<string, number>) {
  const edits: (MaintainerEdit & { order: number })[] = [];
  for (const seen of history(src, counts).values()) {
    for (let i = 1; i < seen.length; i++) {
      const a = seen[i - 1]!;
      const b = seen[i]!;
      const reviewed = a.tool.description ?? '';
      const candidate = b.tool.description ?? '';
      if (reviewed === candidate) continue;
      counts.changes = (counts.changes ?? 0) + 1;
      if (normalise(reviewed) === normalise(candidate) || !normalise(reviewed) || !normalise(candidate)) {
        counts.whitespaceOnlyOrEmpty = (counts.whitespaceOnlyOrEmpty ?? 0) + 1;
        continue;
      }
      if (reserved.has(normalise(reviewed)) || reserved.has(normalise(candidate))) {
        counts.reservedPublicBase = (counts.reservedPublicBase ?? 0) + 1;
        continue;
      }
      edits.push({
        id: `${b.tool.server}/${b.tool.tool}@${b.commit.slice(0, 8)}`,
        split: splitOf(src.repo),
        repo: src.repo,
        server: b.tool.server,
        tool: b.tool.tool,
        from: a.commit,
        to: b.commit,
        reviewed,
        candidate,
        schema: JSON.stringify(b.tool.schema ?? { type: 'object', properties: {} }),
        siblings: b.siblings,
        order: b.order,
      });
    }
  }
  return edits;
}

function main() {
  const reserved = new Set(loadPublicBases().map((b) => normalise(b.description)));
  const counts: Record<string, number> = {};
  const byRepo = new Map<string, (MaintainerEdit & { order: number })[]>();
  for (const src of SOURCES) {
    const before = counts.commitsRead ?? 0;
    const found = editsOf(src, reserved, counts);
    byRepo.set(src.repo, [...(byRepo.get(src.repo) ?? []), ...found]);
    console.error(`${src.repo} (${src.kind}): ${(counts.commitsRead ?? 0) - before} commits, ${found.length} edits`);
  }
  const pairs = new Set<string>();
  const all: MaintainerEdit[] = [];
  for (const [repo, found] of byRepo) {
    const unique = found
      .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
      .filter((e) => {
        const k = `${e.reviewed}\u0000${e.candidate}`;
        if (pairs.has(k)) return false;
        pairs.add(k);
        return true;
      });
    counts.duplicatePair = (counts.duplicatePair ?? 0) + found.length - unique.length;
    const kept = evenly(unique, PER_REPO);
    counts.cappedPerRepo = (counts.cappedPerRepo ?? 0) + unique.length - kept.length;
    for (const { order: _, ...e } of kept) all.push(e);
    console.log(`${kept.length}\t${splitOf(repo)}\t${repo}`);
  }
  const dev = all.filter((e) => e.split === 'dev');
  const aside = all.filter((e) => e.split === 'aside');
  writeFileSync(OUT, `${JSON.stringify({ dev, aside }, null, 1)}\n`);
  console.log(JSON.stringify({ ...counts, dev: dev.length, aside: aside.length }));
}

main();
