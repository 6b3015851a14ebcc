// Builds lib/datasets/poisoning/public-bases.json from the fetched mirrors:
//   npx tsx lib/datasets/poisoning/public-bases/build.ts
// Prints counts only (never a description), so running it does not reveal excluded texts.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PublicBase } from '../public-bases.ts';
import { normalise, overlaps, poisoningSetTexts, sharedDataTexts } from './exclude.ts';
import { type RawTool, readAllSources } from './read-repos.ts';

/** At most this many bases per server, so no one vendor's wording dominates the pool. */
const PER_SERVER = 15;
/** "At least one full sentence": a few words, not a bare label such as "List issues". */
const MIN_WORDS = 6;
const MIN_CHARS = 30;

const OUT = fileURLToPath(new URL('../public-bases.json', import.meta.url));
const key = (t: RawTool) => `${t.repo}\u0000${t.server}`;
const FIDELITY_RANK = { 'published-json': 0, reconstructed: 0, partial: 1 } as const;
// Stable pseudo-random order inside a server, so the cap does not favour one file or letter.
const spread = (t: RawTool) => createHash('sha256').update(`${t.repo}/${t.tool}`).digest('hex');

async function main() {
  const raw = readAllSources();
  const counts: Record<string, number> = { read: raw.length };
  const siblingsOf = new Map<string, string[]>();
  for (const t of raw) siblingsOf.set(key(t), [...new Set([...(siblingsOf.get(key(t)) ?? []), t.tool])]);

  // A file may define a tool twice (a read-only and a read-write variant): keep the first.
  const seenTool = new Set<string>();
  const once = raw.filter((t) => {
    const id = `${key(t)}\u0000${t.tool}`;
    if (seenTool.has(id)) return false;
    seenTool.add(id);
    return true;
  });
  counts.duplicateToolName = raw.length - once.length;
  const described = once.filter((t) => t.description !== undefined && !t.problem);
  counts.noConstantDescription = once.length - described.length;
  const sentences = described.filter((t) => {
    const d = normalise(t.description ?? '');
    return d.length >= MIN_CHARS && d.split(' ').length >= MIN_WORDS;
  });
  counts.tooShort = described.length - sentences.length;

  const setTexts = await poisoningSetTexts();
  const shared = sharedDataTexts();
  counts.poisoningSetTexts = setTexts.size;
  counts.sharedDataTexts = shared.size;
  counts.overlapSharedDataBeforeSetFilter = sentences.filter((t) => overlaps(t.description ?? '', shared)).length;
  const notInSets = sentences.filter((t) => !overlaps(t.description ?? '', setTexts));
  counts.overlapPoisoningSets = sentences.length - notInSets.length;
  const fresh = notInSets.filter((t) => !overlaps(t.description ?? '', shared));
  counts.overlapSharedData = notInSets.length - fresh.length;

  const seenText = new Set<string>();
  const unique = fresh.filter((t) => {
    const d = normalise(t.description ?? '');
    if (seenText.has(d)) return false;
    seenText.add(d);
    return true;
  });
  counts.duplicateDescription = fresh.length - unique.length;

  const byServer = new Map<string, RawTool[]>();
  for (const t of unique) byServer.set(key(t), [...(byServer.get(key(t)) ?? []), t]);
  const pool: PublicBase[] = [];
  for (const tools of byServer.values()) {
    const ranked = [...tools].sort(
      (a, b) => FIDELITY_RANK[a.schemaFidelity] - FIDELITY_RANK[b.schemaFidelity] || spread(a).localeCompare(spread(b)),
    );
    for (const t of ranked.slice(0, PER_SERVER)) {
      pool.push({
        repo: t.repo,
        commit: t.commit,
        path: t.path,
        server: t.server,
        tool: t.tool,
        description: t.description ?? '',
        schema: JSON.stringify(t.schema ?? { type: 'object', properties: {} }),
        schemaFidelity: t.schemaFidelity,
        siblings: (siblingsOf.get(key(t)) ?? []).filter((n) => n !== t.tool),
        licence: t.licence,
      });
    }
  }
  counts.cappedPerServer = unique.length - pool.length;
  counts.pool = pool.length;
  pool.sort((a, b) => `${a.repo}/${a.server}/${a.tool}`.localeCompare(`${b.repo}/${b.server}/${b.tool}`));
  writeFileSync(OUT, `${JSON.stringify(pool, null, 1)}\n`);
  console.log(JSON.stringify(counts));
  const per = new Map<string, number>();
  for (const b of pool) per.set(`${b.repo} ${b.server}`, (per.get(`${b.repo} ${b.server}`) ?? 0) + 1);
  for (const [k, n] of per) console.log(`${n}\t${k}`);
}

await main();
