// Why a request misses in discovery (bench/discovery.ts): each request whose top k holds none
// of the tools it then used gets one category, the first that applies:
// - same_name_other_server: a returned tool has an expected tool's name on another server
//   (a catalogue that carries the same tool twice, e.g. two filesystem servers);
// - unlike_request: the request does not read like any tool the agent then used (the best
//   one's similarity to it under UNLIKE): the agent fell back to a general tool, such as a
//   web search for a question no dedicated tool answers;
// - same_capability_other_server: a returned tool on another server reads like an expected
//   tool (the two tools' texts at cosine ≥ SAME_CAPABILITY: on LiveMCPBench, pairs such as
//   write_file / edit_text_file_contents or fetch / fetch_markdown);
// - right_server_other_tool: a returned tool is on an expected server, but another tool;
// - elsewhere: none of that.
// Also: where the expected tool ranked (the best of them), and whether flat cosine found it.
// The hit@k itself is unchanged: a tool the agent did not use never counts as a hit.
import type { RankedTool, RequestVectors } from '../../src/discovery/router.ts';
import { toolText, type CatalogServer } from '../../src/discovery/summary.ts';
import { type Embedder, textPrefixes } from '../../src/semantic/embedder.ts';
import type { Expected } from './discovery-data.ts';

export const SAME_CAPABILITY = 0.5;
export const UNLIKE = 0.3;

export type MissCategory =
  | 'same_name_other_server'
  | 'unlike_request'
  | 'same_capability_other_server'
  | 'right_server_other_tool'
  | 'elsewhere';

export interface MissReport {
  misses: number;
  byCategory: Record<MissCategory, number>;
  /** The best expected tool's rank in the full two-stage ranking: 6–10, 11–20, 21–50, over 50. */
  byRank: Record<string, number>;
  /** Misses that flat cosine found in its top k. */
  flatFound: number;
}

const key = (t: { server: string; name: string }) => `${t.server}/${t.name}`;
const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

export async function missReport(
  items: { q: RequestVectors; expected: Expected[]; ranked: RankedTool[]; flat: RankedTool[] }[],
  catalog: CatalogServer[],
  embedder: Embedder,
  k: number,
): Promise<MissReport> {
  const textOf = new Map(
    catalog.flatMap((s) => s.tools.map((t) => [key({ server: s.server, name: t.name }), toolText(t)])),
  );
  // As the router embeds the catalogue (with the model's passage prefix, if it has one).
  const { passage } = textPrefixes(embedder.model);
  const vec = async (t: { server: string; name: string }) =>
    (await embedder.embed([passage + (textOf.get(key(t)) ?? '')]))[0]!;
  const out: MissReport = {
    misses: 0,
    byCategory: {
      same_name_other_server: 0,
      unlike_request: 0,
      same_capability_other_server: 0,
      right_server_other_tool: 0,
      elsewhere: 0,
    },
    byRank: { '6-10': 0, '11-20': 0, '21-50': 0, '>50': 0 },
    flatFound: 0,
  };
  for (const it of items) {
    const want = new Set(it.expected.map(key));
    const top = it.ranked.slice(0, k);
    if (top.some((r) => want.has(key(r)))) continue;
    out.misses++;
    const servers = new Set(it.expected.map((e) => e.server));
    const names = new Set(it.expected.map((e) => e.name));
    const others = top.filter((r) => !servers.has(r.server));
    const expectedVecs = await Promise.all(it.expected.map(vec));
    let category: MissCategory = 'elsewhere';
    const used = it.ranked.filter((r) => want.has(key(r)));
    if (others.some((r) => names.has(r.name))) category = 'same_name_other_server';
    else if (Math.max(0, ...used.map((r) => r.toolSim)) < UNLIKE) category = 'unlike_request';
    else if (
      await someAsync(others, async (r) => {
        const v = await vec(r);
        return expectedVecs.some((e) => dot(e, v) >= SAME_CAPABILITY);
      })
    )
      category = 'same_capability_other_server';
    else if (top.some((r) => servers.has(r.server))) category = 'right_server_other_tool';
    out.byCategory[category]++;
    const rank = it.ranked.findIndex((r) => want.has(key(r))) + 1;
    out.byRank[rank === 0 || rank > 50 ? '>50' : rank > 20 ? '21-50' : rank > 10 ? '11-20' : '6-10']!++;
    if (it.flat.slice(0, k).some((r) => want.has(key(r)))) out.flatFound++;
  }
  return out;
}

async function someAsync<T>(xs: T[], f: (x: T) => Promise<boolean>): Promise<boolean> {
  for (const x of xs) if (await f(x)) return true;
  return false;
}
