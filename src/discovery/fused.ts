// Routing with several embedding models at once: each model ranks the catalogue by the
// two-stage score (router.ts), and the rankings are fused by reciprocal rank (RRF: a tool
// scores Σ 1 / (60 + its rank under each model)). Two small sentence models misread
// different requests, and rank fusion needs no weight to fit (scores of different models
// are not on one scale; their ranks are). On LiveMCPBench's recorded requests, MiniLM and
// bge-small fused find the used tool in the top 5 more often than either alone
// (docs/benchmarks.md); a single model routes exactly as before. The per-server cap of
// RoutingOptions applies within one model's ranking, not to the fused one.
//
// Rank alone credits a model's first tool fully however weakly it matches, so a model that
// finds nothing in the catalogue like the request would still cast a full vote. Each model's
// noise floor is the best score it gives a request of no content (the empty text) against
// this catalogue, measured at each sync without labels; a model whose best score for a
// request does not rise above its floor sits that request out (unless every model does).
import type { Logger } from '../log.ts';
import { type DiscoveryRequest, parseRequest } from './request.ts';
import type { DiscoveryRouter, RankedTool, RequestVectors } from './router.ts';
import type { CatalogServer } from './summary.ts';

/** The usual RRF constant (Cormack et al. 2009): damps the head so no one model decides alone. */
export const RRF_K = 60;

/** What the proxy needs of a router: index a catalogue, answer a request. */
export interface Router {
  readonly size: number;
  sync(catalog: CatalogServer[]): Promise<void>;
  find(req: DiscoveryRequest, k: number): Promise<RankedTool[]>;
}

export class FusedRouter implements Router {
  readonly #routers: DiscoveryRouter[];
  #syncing: Promise<void> | undefined;
  /** Which routers hold the last catalogue synced: one whose re-index failed keeps an older one. */
  #current: boolean[];
  /** Per router: the best score of the empty request on the catalogue it holds (see above). */
  #floors: number[];
  readonly #log: Logger | undefined;

  /** One router per model, the first also giving each result's similarities (for reports). */
  constructor(routers: DiscoveryRouter[], log?: Logger) {
    if (routers.length === 0) throw new Error('FusedRouter needs at least one router');
    this.#routers = routers;
    this.#log = log;
    this.#current = routers.map(() => true);
    this.#floors = routers.map(() => 0);
  }

  get size(): number {
    return this.#routers[0]!.size;
  }

  get routers(): readonly DiscoveryRouter[] {
    return this.#routers;
  }

  /**
   * Brings every model's index to this catalogue. Each router swaps its index when its own
   * embedding is done, so until all are, their tools need not line up: find waits for it.
   */
  async sync(catalog: CatalogServer[]): Promise<void> {
    // A model whose re-index fails is left out of the fusion until a sync succeeds for it,
    // so two models never rank different catalogues; the first failure is still thrown.
    const run = (async () => {
      let failure: unknown;
      const current: boolean[] = [];
      const floors: number[] = [];
      for (const [m, r] of this.#routers.entries()) {
        try {
          await r.sync(catalog);
        } catch (err) {
          current.push(false);
          floors.push(0);
          failure ??= err;
          continue;
        }
        // The index is swapped by now: a floor that cannot be measured keeps the model in,
        // on its last floor (a stale floor only mis-sets who sits a request out).
        current.push(true);
        floors.push(await this.#floor(r, m));
      }
      if (current.some(Boolean)) {
        this.#current = current;
        this.#floors = floors;
      }
      if (failure) throw failure;
    })();
    this.#syncing = run;
    try {
      await run;
    } finally {
      if (this.#syncing === run) this.#syncing = undefined;
    }
  }

  /** The best score of the empty request on model `m`'s index, or its last floor if it cannot be had. */
  async #floor(r: DiscoveryRouter, m: number): Promise<number> {
    try {
      return best(r.scoreAll(await r.embedRequest(parseRequest(''))));
    } catch (err) {
      this.#log?.warn(
        { err: err instanceof Error ? err.message : String(err), model: m },
        'discovery could not measure a noise floor; the model keeps its last one',
      );
      return this.#floors[m] ?? 0;
    }
  }

  /**
   * The request as each model reads it, in the routers' order. The models are asked at once:
   * with embedders in worker threads (the proxy's: semantic/worker-embedder.ts) they can run
   * on two cores; in process ONNX Runtime runs each on this thread, so they take turns anyway.
   */
  embedRequest(req: DiscoveryRequest): Promise<RequestVectors[]> {
    return Promise.all(this.#routers.map((r) => r.embedRequest(req)));
  }

  /**
   * The fused ranking. Every tool a model scores above 0 gets 1 / (RRF_K + its rank under
   * that model), from each model whose best score is above its noise floor (from every
   * model when none is); ties go to the first model's order. The catalogue is the same for
   * every model (one sync), so tools line up by index.
   */
  rank(qs: RequestVectors[], k: number): RankedTool[] {
    const used = this.#routers
      .map((r, m) => ({ r, q: qs[m]!, floor: this.#floors[m]! }))
      .filter((_, m) => this.#current[m]);
    if (used.length === 1) return used[0]!.r.rank(used[0]!.q, k);
    const lead = used[0];
    if (!lead) return [];
    const all = used.map(({ r, q }) => r.scoreAll(q));
    const head = all[0];
    if (!head) return [];
    // Indexes of different catalogues (only if rank is called mid-sync): the first model alone.
    if (all.some((s) => s?.scores.length !== head.scores.length)) return lead.r.rank(lead.q, k);
    const fused = new Float64Array(head.scores.length);
    const heard = all.filter((s, m) => best(s) > used[m]!.floor);
    for (const s of heard.length ? heard : all) {
      const rankOf = ranker(s!.scores);
      for (let i = 0; i < fused.length; i++) if (s!.scores[i]! > 0) fused[i]! += 1 / (RRF_K + rankOf(s!.scores[i]!));
    }
    const firstScore = head.scores;
    return [...fused.keys()]
      .filter((i) => fused[i]! > 0)
      .sort((a, b) => fused[b]! - fused[a]! || firstScore[b]! - firstScore[a]! || a - b)
      .slice(0, k)
      .map((i) => lead.r.toolAt(i, head, fused[i]!));
  }

  async find(req: DiscoveryRequest, k: number): Promise<RankedTool[]> {
    const qs = await this.embedRequest(req);
    if (this.#syncing) await this.#syncing.catch(() => undefined);
    return this.rank(qs, k);
  }
}

/** The best of a model's scores for a request (0 for none). */
function best(s: { scores: Float64Array } | undefined): number {
  let top = 0;
  for (const x of s?.scores ?? []) if (x > top) top = x;
  return top;
}

/**
 * A score's rank among these scores (1 + how many score higher; equal scores share a rank),
 * from one native numeric sort and a binary search per tool, so fusing thousands of tools
 * costs a few milliseconds.
 */
function ranker(scores: Float64Array): (score: number) => number {
  const sorted = Float64Array.from(scores).sort(); // ascending
  return (score) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! <= score) lo = mid + 1;
      else hi = mid;
    }
    return 1 + sorted.length - lo;
  };
}
