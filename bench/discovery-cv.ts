// npm run bench:discovery-cv [-- --dir DIR --folds 5]
//
// Cross-validation of discovery's routing parameters, the keyword share of a tool's
// similarity (RoutingOptions.lexicalWeight) and the weight and neighbours of a server
// summary's hubness penalty (serverHubWeight, hubK), chosen together over TASKS: a request belongs to the task
// its id names (LiveMCPBench's "<task id>-rN", or a `task` field), and all requests and the
// task itself fall in one fold. In each fold the setting is chosen on the other folds
// (request hit@5, then task recall@10) and scored on this one, for the fused routing of
// WHETSTONE_DISCOVERY_MODELS and for each model alone; then each fixed setting fold by fold.
// Settings are written "lexical/hub weight:k" (e.g. 0.2/2:10; the hubness's neighbours k too).
// The same routing code as bench:discovery and the proxy (src/discovery), the same caches.
import { resolveConfig } from '../src/config.ts';
import { FusedRouter } from '../src/discovery/fused.ts';
import { parseRequest } from '../src/discovery/request.ts';
import { DiscoveryRouter, type RankedTool } from '../src/discovery/router.ts';
import { localEmbedder } from '../src/semantic/embedder.ts';
import { type Expected, loadDiscoveryDir } from './lib/discovery-data.ts';
import { fileCachedEmbedder } from './lib/embedding-file-cache.ts';
import { arg, note } from './lib/env.ts';
import { SHARED_DATA } from '../lib/datasets/shared-data.ts';

const DIR = arg('dir', `${SHARED_DATA}livemcpbench/`);
const FOLDS = Number(arg('folds', '5'));
const LEXICAL = [0, 0.1, 0.2, 0.3, 0.4];
// The hubness penalty's weight and its neighbours, "weight:k" (weight 0 has no k).
const HUB = ['0', ...[1, 2, 3].flatMap((w) => [5, 10, 20].map((k) => `${w}:${k}`))];
const WEIGHTS = LEXICAL.flatMap((l) => HUB.map((h) => `${l}/${h}`));
const config = resolveConfig({ env: process.env });
const MODELS = config.discoveryModels;
const data = loadDiscoveryDir(DIR);
const CACHE = new URL('../deploy/local/.cache/embeddings/', import.meta.url).pathname;
const embedders = MODELS.map((m) => fileCachedEmbedder(localEmbedder(config.embeddingsModelDir, m), CACHE));

const key = (t: { server: string; name: string }) => `${t.server}/${t.name}`;
const found = (ranked: RankedTool[], expected: Expected[]) => {
  const want = new Set(expected.map(key));
  return ranked.filter((r) => want.has(key(r))).length;
};
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const taskOf = (r: { id: string; task?: string }) => r.task ?? r.id.replace(/-r\d+$/, '');
const items = [
  ...data.requests.map((r) => ({ group: taskOf(r), text: r.request, expected: r.expected, task: false })),
  ...data.tasks.map((t) => ({ group: t.id, text: t.query, expected: t.expected, task: true })),
];
// Folds by task id, round-robin over the sorted ids (deterministic, no seed to pick).
const groups = [...new Set(items.map((i) => i.group))].sort();
const foldOf = new Map(groups.map((g, i) => [g, i % FOLDS]));

// Per method ("fused", or a model) and weight: each item's score (hit@5 or recall@10).
const scores = new Map<string, number[]>();
for (const w of WEIGHTS) {
  const [lexical, hub] = w.split('/') as [string, string];
  const [serverHubWeight, hubK] = hub.split(':').map(Number) as [number, number | undefined];
  const opts = { lexicalWeight: Number(lexical), serverHubWeight, ...(hubK ? { hubK } : {}) };
  const singles = embedders.map((e) => new DiscoveryRouter(e, opts));
  const fused = new FusedRouter(singles);
  await fused.sync(data.catalog);
  const methods: [string, number[]][] = [['fused', []], ...MODELS.map((m): [string, number[]] => [m, []])];
  for (const it of items) {
    const qs = await fused.embedRequest(parseRequest(it.text));
    const k = it.task ? 10 : 5;
    const rankings = [fused.rank(qs, k), ...singles.map((r, m) => r.rank(qs[m]!, k))];
    rankings.forEach((ranked, j) => {
      const n = found(ranked, it.expected);
      methods[j]![1].push(it.task ? n / it.expected.length : Math.min(1, n));
    });
  }
  for (const [name, xs] of methods) scores.set(`${name}@${w}`, xs);
}

const idx = (pred: (i: number) => boolean, task: boolean) =>
  items.flatMap((it, i) => (it.task === task && pred(i) ? [i] : []));
const at = (name: string, is: number[]) => mean(is.map((i) => scores.get(name)![i]!));
const f3 = (x: number) => x.toFixed(3);
for (const method of ['fused', ...MODELS]) {
  const parts: string[] = [];
  const heldHits: number[] = [];
  const heldRecall: number[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const inFold = (i: number) => foldOf.get(items[i]!.group) === f;
    const trainR = idx((i) => !inFold(i), false);
    const trainT = idx((i) => !inFold(i), true);
    const best = WEIGHTS.map((w) => `${method}@${w}`).sort(
      (a, b) => at(b, trainR) - at(a, trainR) || at(b, trainT) - at(a, trainT),
    )[0]!;
    const testR = idx(inFold, false);
    const testT = idx(inFold, true);
    for (const i of testR) heldHits.push(scores.get(best)![i]!);
    for (const i of testT) heldRecall.push(scores.get(best)![i]!);
    parts.push(
      `fold ${f} (${testR.length} requests, ${testT.length} tasks) weight ${best.split('@')[1]}: ` +
        `hit@5 ${f3(at(best, testR))} recall@10 ${f3(at(best, testT))}`,
    );
  }
  note(`${method}, weight chosen per fold:\n  ${parts.join('\n  ')}`);
  console.log(`${method} cross-validated: request_hit5=${f3(mean(heldHits))} task_recall10=${f3(mean(heldRecall))}`);
}
for (const w of WEIGHTS) {
  const folds = Array.from({ length: FOLDS }, (_, f) => {
    const inFold = (i: number) => foldOf.get(items[i]!.group) === f;
    return ['fused', ...MODELS]
      .map((m) => `${f3(at(`${m}@${w}`, idx(inFold, false)))}/${f3(at(`${m}@${w}`, idx(inFold, true)))}`)
      .join(' ');
  });
  note(`weight ${w}, per fold (hit@5/recall@10 for fused ${MODELS.join(' ')}): ${folds.join(' | ')}`);
}
