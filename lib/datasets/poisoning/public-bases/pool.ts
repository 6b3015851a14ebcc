// Builds a pool of public bases from a source list: reads every tool, applies the exclusions in
// order (see ../PUBLIC-BASES.md) and caps each server. Returns counts only, never a description,
// so running a build does not reveal excluded texts.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadMaintainerEdits } from '../maintainer-edits.ts';
import type { PublicBase } from '../public-bases.ts';
import { normalise, overlaps, poisoningSetTexts, sharedDataTexts } from './exclude.ts';
import { type RawTool, readAllSources } from './read-repos.ts';
import type { Source } from './sources.ts';

/**
 * What a later pool must not overlap: the earlier pools' descriptions and both sides of every
 * maintainer edit (normalised), so no base repeats a text the gates were measured on.
 */
export function reservedTexts(earlierPools: readonly (readonly PublicBase[])[]): Set<string> {
  const edits = loadMaintainerEdits();
  return new Set(
    [
      ...earlierPools.flatMap((pool) => pool.map((b) => b.description)),
      ...[...edits.dev, ...edits.aside].flatMap((e) => [e.reviewed, e.candidate]),
    ].map(normalise),
  );
}

/** "At least one full sentence": a few words, not a bare label such as "List issues". */
const MIN_WORDS = 6;
const MIN_CHARS = 30;

export interface PoolOptions {
  sources: Source[];
  /** File the pool is written to. */
  out: string;
  /** At most this many bases per server, so no one vendor's wording dominates the pool. */
  perServer: number;
  /** Texts reserved elsewhere (an earlier pool, maintainer edits): a base must not overlap them. */
  reserved?: Set<string>;
}

const key = (t: RawTool) => `${t.repo}\u0000${t.server}`;
const FIDELITY_RANK = { 'published-json': 0, reconstructed: 0, partial: 1 } as const;
// Stable pseudo-random order inside a server, so the cap does not favour one file or letter.
const spread = (t: RawTool) => createHash('sha256').update(`${t.repo}/${t.tool}`).digest('hex');
const text = (t: RawTool) => t.description ?? '';

function firstOf<T>(items: T[], id: (t: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((t) => !seen.has(id(t)) && Boolean(seen.add(id(t))));
}

/** The tools left after every exclusion, before the per-server cap; counts filled in `counts`. */
async function eligible(raw: RawTool[], reserved: Set<string>, counts: Record<string, number>) {
  // A file may define a tool twice (a read-only and a read-write variant): keep the first.
  const once = firstOf(raw, (t) => `${key(t)}\u0000${t.tool}`);
  counts.duplicateToolName = raw.length - once.length;
  const described = once.filter((t) => t.description !== undefined && !t.problem);
  counts.noConstantDescription = once.length - described.length;
  const sentences = described.filter((t) => {
    const d = normalise(text(t));
    return d.length >= MIN_CHARS && d.split(' ').length >= MIN_WORDS;
  });
  counts.tooShort = described.length - sentences.length;

  const setTexts = await poisoningSetTexts();
  const shared = sharedDataTexts();
  counts.poisoningSetTexts = setTexts.size;
  counts.sharedDataTexts = shared.size;
  counts.overlapSharedDataBeforeSetFilter = sentences.filter((t) => overlaps(text(t), shared)).length;
  const notInSets = sentences.filter((t) => !overlaps(text(t), setTexts));
  counts.overlapPoisoningSets = sentences.length - notInSets.length;
  const fresh = notInSets.filter((t) => !overlaps(text(t), shared));
  counts.overlapSharedData = notInSets.length - fresh.length;
  const unreserved = fresh.filter((t) => !overlaps(text(t), reserved));
  counts.reservedTexts = reserved.size;
  counts.overlapReserved = fresh.length - unreserved.length;
  const unique = firstOf(unreserved, (t) => normalise(text(t)));
  counts.duplicateDescription = unreserved.length - unique.length;
  return unique;
}

export async function buildPool(opts: PoolOptions): Promise<void> {
  const raw = readAllSources(opts.sources);
  const counts: Record<string, number> = { read: raw.length };
  const siblingsOf = new Map<string, string[]>();
  for (const t of raw) siblingsOf.set(key(t), [...new Set([...(siblingsOf.get(key(t)) ?? []), t.tool])]);
  const unique = await eligible(raw, opts.reserved ?? new Set(), counts);

  const byServer = new Map<string, RawTool[]>();
  for (const t of unique) byServer.set(key(t), [...(byServer.get(key(t)) ?? []), t]);
  const pool: PublicBase[] = [];
  for (const tools of byServer.values()) {
    const ranked = [...tools].sort(
      (a, b) => FIDELITY_RANK[a.schemaFidelity] - FIDELITY_RANK[b.schemaFidelity] || spread(a).localeCompare(spread(b)),
    );
    for (const t of ranked.slice(0, opts.perServer)) {
      pool.push({
        repo: t.repo,
        commit: t.commit,
        path: t.path,
        server: t.server,
        tool: t.tool,
        description: text(t),
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
  writeFileSync(opts.out, `${JSON.stringify(pool, null, 1)}\n`);
  console.log(JSON.stringify(counts));
  // Per server: tools read, then kept.
  const readPer = new Map<string, number>();
  for (const t of firstOf(raw, (t) => `${key(t)}\u0000${t.tool}`))
    readPer.set(`${t.repo} ${t.server}`, (readPer.get(`${t.repo} ${t.server}`) ?? 0) + 1);
  const keptPer = new Map<string, number>();
  for (const b of pool) keptPer.set(`${b.repo} ${b.server}`, (keptPer.get(`${b.repo} ${b.server}`) ?? 0) + 1);
  for (const [k, n] of readPer) console.log(`${n}/${keptPer.get(k) ?? 0}\t${k}`);
}
