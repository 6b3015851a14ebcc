// npm run bench:discovery [-- --dir DIR --k 5 --quality-only]
//
// Tool discovery (docs/discovery.md) against flat retrieval, on a catalogue and the requests
// agents made of it. DIR holds catalog.json ({"servers":[{server, tools:[…]}]}),
// requests.jsonl ({id, request, expected:[{server,name}]}: an agent's tool request and the
// tools it then used) and tasks.jsonl ({id, query, expected}: a user's task and the tools it
// needs); the default is the shared LiveMCPBench half. It runs the proxy's own routing
// (src/discovery) in process with the proxy's discovery models (WHETSTONE_DISCOVERY_MODELS,
// fused by rank; each alone is noted too):
// - listing tokens (o200k_base): every tool's name, description and input schema, against
//   discovery's listing (find_tools alone);
// - request hit@5: a request finds a tool it then used in the top 5 (flat cosine with the
//   first model vs discovery's routing),
//   and why the misses miss (bench/lib/discovery-misses.ts: categories with counts);
// - task recall@10: the share of a task's tools in the top 10 for the task's text;
// - stuffing: the same requests against the catalogue with keyword-stuffed tools added
//   (bench/lib/discovery-stuffing.ts): the share whose top 5 holds a stuffed tool, and the
//   request hit@5 there; and the same with a second stuffer's tools (stuffNames: other tools'
//   names pasted into prose) (--quality-only: stop after it, with a short last line; no timings);
// - find_tools latency (request embedding + routing, the embedding uncached) as the proxy
//   serves it (each model in its own worker thread, the models at once) at the catalogue's
//   size and at ~5,000 tools (servers replicated under new names); at the catalogue's size
//   also the same calls embedded in process, one model after the other (the path before the
//   workers), with the longest the event loop was held during each, and with the other thread
//   setting (one thread against ONNX Runtime's default: WHETSTONE_EMBEDDINGS_THREADS).
// Last line: tools=N listing_tokens_full=… listing_tokens_discovery=… request_hit5_flat=…
// request_hit5_discovery=… task_recall10_flat=… task_recall10_discovery=… find_p95_ms=… find_p95_ms_5000=…
// stuffed_top5=… request_hit5_stuffed=… stuffed_names_top5=…
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { resolveConfig } from '../src/config.ts';
import { FIND_TOOLS_TOOL } from '../src/discovery/find-tool.ts';
import { FusedRouter } from '../src/discovery/fused.ts';
import { parseRequest } from '../src/discovery/request.ts';
import { DiscoveryRouter, type RankedTool, type RoutingOptions } from '../src/discovery/router.ts';
import { type Embedder, localEmbedder } from '../src/semantic/embedder.ts';
import { workerEmbedder } from '../src/semantic/worker-embedder.ts';
import { countJsonTokens } from '../src/tokens.ts';
import { loadDiscoveryDir, type Expected } from './lib/discovery-data.ts';
import { stuffCatalog, stuffNames } from './lib/discovery-stuffing.ts';
import { missReport, SAME_CAPABILITY, UNLIKE } from './lib/discovery-misses.ts';
import { fileCachedEmbedder } from './lib/embedding-file-cache.ts';
import { arg, note } from './lib/env.ts';
import { SHARED_DATA } from '../lib/datasets/shared-data.ts';

const DIR = arg('dir', `${SHARED_DATA}livemcpbench/`);
const config = resolveConfig({ env: process.env });
const MODELS = config.discoveryModels;
const CACHE = new URL('../deploy/local/.cache/embeddings/', import.meta.url).pathname;
const routing: Partial<RoutingOptions> = {};
if (process.env.DISCOVERY_SERVERS) routing.servers = Number(process.env.DISCOVERY_SERVERS);
if (process.env.DISCOVERY_LEXICAL_WEIGHT) routing.lexicalWeight = Number(process.env.DISCOVERY_LEXICAL_WEIGHT);
if (process.env.DISCOVERY_FLAT_WEIGHT) routing.flatWeight = Number(process.env.DISCOVERY_FLAT_WEIGHT);
if (process.env.DISCOVERY_PER_SERVER) routing.perServer = Number(process.env.DISCOVERY_PER_SERVER);
if (process.env.DISCOVERY_SERVER_HUB_WEIGHT) routing.serverHubWeight = Number(process.env.DISCOVERY_SERVER_HUB_WEIGHT);
if (process.env.DISCOVERY_HUB_K) routing.hubK = Number(process.env.DISCOVERY_HUB_K);
if (process.env.DISCOVERY_SERVER_VECTOR)
  routing.serverVector = process.env.DISCOVERY_SERVER_VECTOR as RoutingOptions['serverVector'];

const data = loadDiscoveryDir(DIR);
const raws = MODELS.map((m) => localEmbedder(config.embeddingsModelDir, m, config.embeddingsThreads));
const cacheds = raws.map((raw) => fileCachedEmbedder(raw, CACHE));
const router = new FusedRouter(cacheds.map((c) => new DiscoveryRouter(c, routing)));
await router.sync(data.catalog);
// The first model's router: flat cosine's baseline and the miss categories' similarities.
const first = router.routers[0]!;

const key = (t: { server: string; name: string }) => `${t.server}/${t.name}`;
const hits = (ranked: RankedTool[], expected: Expected[]) => {
  const want = new Set(expected.map(key));
  return ranked.filter((r) => want.has(key(r))).length;
};
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;

async function quality(k: number, items: { text: string; expected: Expected[] }[], recall: boolean) {
  const score = (ranked: RankedTool[], expected: Expected[]) =>
    recall ? hits(ranked, expected) / expected.length : Math.min(1, hits(ranked, expected));
  const flat: number[] = [];
  const disc: number[] = [];
  const perModel: number[][] = MODELS.map(() => []);
  const ranked: Parameters<typeof missReport>[0] = [];
  for (const it of items) {
    const qs = await router.embedRequest(parseRequest(it.text));
    const f = first.rankFlat(qs[0]!.whole, k);
    // The whole ranking, for where a missed tool ranked; the top k is its head.
    const all = router.rank(qs, router.size);
    flat.push(score(f, it.expected));
    disc.push(score(all.slice(0, k), it.expected));
    for (const [m, r] of router.routers.entries()) perModel[m]!.push(score(r.rank(qs[m]!, k), it.expected));
    ranked.push({ q: qs[0]!, expected: it.expected, ranked: all, flat: f });
  }
  return { flat: mean(flat), disc: mean(disc), perModel: perModel.map(mean), ranked };
}

/**
 * find_tools as the proxy runs it: parse, embed the request (uncached), route. Wall time is
 * what an agent waits; CPU time (all threads) is what it costs, and what a loaded machine
 * does not inflate. `sequential`: one model after the other (the in-process path before
 * the workers). The event loop's longest delay meanwhile is what other sessions waited.
 */
async function latencies(
  label: string,
  r: FusedRouter,
  texts: string[],
  embedders: Embedder[],
  sequential = false,
): Promise<{ wall: number[]; loopMaxMs: number }> {
  const fresh = new FusedRouter(embedders.map((e) => new DiscoveryRouter(e, routing)));
  const embed = async (t: string) => {
    if (!sequential) return fresh.embedRequest(parseRequest(t));
    const out = [];
    for (const m of fresh.routers) out.push(await m.embedRequest(parseRequest(t)));
    return out;
  };
  const wall: number[] = [];
  const cpu: number[] = [];
  const routeCpu: number[] = [];
  // The process's CPU: the embedding workers' threads count too, also in "routing alone".
  const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;
  for (const e of embedders) await e.embed(['warm up']);
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  for (const t of texts) {
    const started = performance.now();
    const c0 = process.cpuUsage();
    const q = await embed(t);
    const c1 = process.cpuUsage();
    r.rank(q, 5);
    wall.push(performance.now() - started);
    cpu.push(cpuMs(process.cpuUsage(c0)));
    routeCpu.push(cpuMs(process.cpuUsage(c1)));
    // A turn of the loop, so the monitor sees the routing's hold as its own delay.
    await new Promise((turn) => setImmediate(turn));
  }
  loop.disable();
  const loopMaxMs = loop.max / 1e6;
  note(
    `${r.size} tools, ${label}: find_tools wall p50 ${p50(wall).toFixed(1)} ms, p95 ${p95(wall).toFixed(1)} ms; ` +
      `CPU p50 ${p50(cpu).toFixed(1)} ms, p95 ${p95(cpu).toFixed(1)} ms; routing alone CPU p95 ${p95(routeCpu).toFixed(1)} ms; ` +
      `event loop held at most ${loopMaxMs.toFixed(1)} ms (p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms)`,
  );
  return { wall, loopMaxMs };
}

const fullListing = countJsonTokens({
  tools: data.catalog.flatMap((s) =>
    s.tools.map((t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema })),
  ),
});
const discoveryListing = countJsonTokens({ tools: [FIND_TOOLS_TOOL] });
const requests = await quality(
  5,
  data.requests.map((r) => ({ text: r.request, expected: r.expected })),
  false,
);
const tasks = await quality(
  10,
  data.tasks.map((t) => ({ text: t.query, expected: t.expected })),
  true,
);
if (MODELS.length > 1)
  note(
    `each model alone (two-stage): ${MODELS.map(
      (m, i) =>
        `${m} request hit@5 ${requests.perModel[i]!.toFixed(3)}, task recall@10 ${tasks.perModel[i]!.toFixed(3)}`,
    ).join('; ')}`,
  );
const misses = await missReport(requests.ranked, data.catalog, cacheds[0]!, 5);
note(
  `request misses: ${misses.misses} of ${data.requests.length}; ${Object.entries(misses.byCategory)
    .map(([c, n]) => `${c} ${n}`)
    .join(', ')}; ` +
    `best expected tool ranked ${Object.entries(misses.byRank)
      .map(([r, n]) => `${r}: ${n}`)
      .join(
        ', ',
      )}; flat cosine found ${misses.flatFound} of them (same capability: tools at cosine ≥ ${SAME_CAPABILITY}; unlike: under ${UNLIKE})`,
);

// The adversarial probes: stuffed tools in the catalogue, the same requests replayed.
async function probe(label: string, attack: { catalog: typeof data.catalog; stuffed: Set<string> }) {
  const attacked = new FusedRouter(cacheds.map((c) => new DiscoveryRouter(c, routing)));
  await attacked.sync(attack.catalog);
  const hijacks = new Map<string, number>();
  let hijacked = 0;
  const kept: number[] = [];
  for (const r of data.requests) {
    const top = await attacked.find(parseRequest(r.request), 5);
    const bad = top.filter((t) => attack.stuffed.has(key(t)));
    if (bad.length) hijacked++;
    for (const t of bad) hijacks.set(key(t), (hijacks.get(key(t)) ?? 0) + 1);
    kept.push(Math.min(1, hits(top, r.expected)));
  }
  note(
    `${label}: ${attack.stuffed.size} stuffed tools; ${hijacked} of ${data.requests.length} requests have one in their top 5 (` +
      `${[...attack.stuffed].map((k) => `${k} ${hijacks.get(k) ?? 0}`).join(', ')}); request hit@5 ${mean(kept).toFixed(3)}`,
  );
  return { top5: hijacked / Math.max(1, data.requests.length), hit5: mean(kept) };
}
const stuffing = await probe(
  'stuffing',
  stuffCatalog(
    data.catalog,
    data.requests.map((r) => parseRequest(r.request).text),
  ),
);
// The second probe, built otherwise: other tools' names pasted into prose, from the catalogue alone.
const names = await probe('name stuffing', stuffNames(data.catalog));
const stuffedLine =
  `stuffed_top5=${stuffing.top5.toFixed(3)} request_hit5_stuffed=${stuffing.hit5.toFixed(3)} ` +
  `stuffed_names_top5=${names.top5.toFixed(3)}`;
if (process.argv.includes('--quality-only')) {
  console.log(
    `request_hit5_discovery=${requests.disc.toFixed(3)} task_recall10_discovery=${tasks.disc.toFixed(3)} ` +
      stuffedLine,
  );
  process.exit(0);
}

const texts = [...data.requests.map((r) => r.request), ...data.tasks.map((t) => t.query)];
const workersOf = (threads: number) => MODELS.map((m) => workerEmbedder(config.embeddingsModelDir, m, threads));
const workers = workersOf(config.embeddingsThreads);
const served = await latencies('worker threads (served)', router, texts, workers);
const inProcess = await latencies('in process, one model after the other', router, texts, raws, true);
note(
  `find_tools p95 in worker threads ${p95(served.wall).toFixed(1)} ms, event loop held at most ${served.loopMaxMs.toFixed(1)} ms; ` +
    `in process, sequential ${p95(inProcess.wall).toFixed(1)} ms, held at most ${inProcess.loopMaxMs.toFixed(1)} ms`,
);
// The same calls with ONNX Runtime's own thread count (every core), right after: the ratio
// shows what WHETSTONE_EMBEDDINGS_THREADS buys on this machine under its current load.
const other = config.embeddingsThreads === 1 ? 0 : 1;
const otherWorkers = workersOf(other);
const latOther = await latencies(`worker threads, ${other || 'default'} ORT thread(s)`, router, texts, otherWorkers);
await Promise.all(otherWorkers.map((w) => w.close()));
note(
  `find_tools p95 with ${config.embeddingsThreads || 'default'} thread(s): ${p95(served.wall).toFixed(1)} ms; with ${other || 'default'}: ` +
    `${p95(latOther.wall).toFixed(1)} ms (load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`,
);

// ~5,000 tools: the catalogue's servers again under new names (tool vectors are reused, the
// renamed servers' summaries are embedded), to time routing at that size.
const copies = Math.max(1, Math.round(5000 / Math.max(1, router.size)));
const big = new FusedRouter(cacheds.map((c) => new DiscoveryRouter(c, routing)));
await big.sync(
  Array.from({ length: copies }, (_, c) =>
    data.catalog.map((s) => (c === 0 ? s : { ...s, server: `${s.server}-replica-${c}` })),
  ).flat(),
);
const lat5000 = (await latencies('worker threads (served)', big, texts, workers)).wall;
await Promise.all(workers.map((w) => w.close()));
note(
  `${data.catalog.length} servers, ${router.size} tools; ${data.requests.length} requests, ${data.tasks.length} tasks; ` +
    `${big.size} tools replicated; models ${MODELS.join('+')}; embeddings computed this run: ${cacheds.reduce((a, c) => a + c.computed, 0)}; routing ${JSON.stringify(routing)}`,
);
const f3 = (x: number) => x.toFixed(3);
console.log(
  `tools=${router.size} listing_tokens_full=${fullListing} listing_tokens_discovery=${discoveryListing} ` +
    `request_hit5_flat=${f3(requests.flat)} request_hit5_discovery=${f3(requests.disc)} ` +
    `task_recall10_flat=${f3(tasks.flat)} task_recall10_discovery=${f3(tasks.disc)} ` +
    `find_p95_ms=${p95(served.wall).toFixed(1)} find_p95_ms_5000=${p95(lat5000).toFixed(1)} ` +
    stuffedLine,
);
