// Routing with several embedding models at once: each model ranks the catalogue by the
// two-stage score (router.ts), and the rankings are fused by reciprocal rank (RRF: a tool
// scores Σ 1 / (60 + its rank under each model)). Two small sentence models misread
// different requests, and rank fusion needs no weight to fit (scores of different models
// are not on one scale; their ranks are). On LiveMCPBench's recorded requests, MiniLM and
// bge-small fused find the used tool in the top 5 more often than either alone
// (docs/benchmarks.md); a single model routes exactly as before. The per-server cap of
// RoutingOptions applies within one model's ranking, not to the fused one.
import type { DiscoveryRequest } from './request.ts';
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

  /** One router per model, the first also giving each result's similarities (for reports). */
  constructor(routers: DiscoveryRouter[]) {
    if (routers.length === 0) throw new Error('FusedRouter needs at least one router');
    this.#routers = routers;
    this.#current = routers.map(() => true);
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
      for (const r of this.#routers) {
        try {
          await r.sync(catalog);
          current.push(true);
        } catch (err) {
          current.push(false);
          failure ??= err;
        }
      }
      if (current.some(Boolean)) this.#current = current;
      if (failure) throw failure;
    })();
    this.#syncing = run;
    try {
      await run;
    } finally {
      if (this.#syncing === run) this.#syncing = undefined;
    }
  }

  /** The request as each model reads it, in the routers' order (one after another: one CPU pool). */
  async embedRequest(req: DiscoveryRequest): Promise<RequestVectors[]> {
    const out: RequestVectors[] = [];
    for (const r of this.#routers) out.push(await r.embedRequest(req));
    return out;
  }

  /**
   * The fused ranking. Every tool a model scores above 0 gets 1 / (RRF_K + its rank under
   * that model); ties go to the first model's order. The catalogue is the same for every
   * model (one sync), so tools line up by index.
   */
  rank(qs: RequestVectors[], k: number): RankedTool[] {
    const used = this.#routers.map((r, m) => ({ r, q: qs[m]! })).filter((_, m) => this.#current[m]);
    if (used.length === 1) return used[0]!.r.rank(used[0]!.q, k);
    const lead = used[0];
    if (!lead) return [];
    const all = used.map(({ r, q }) => r.scoreAll(q));
    const head = all[0];
    if (!head) return [];
    // Indexes of different catalogues (only if rank is called mid-sync): the first model alone.
    if (all.some((s) => s?.scores.length !== head.scores.length)) return lead.r.rank(lead.q, k);
    const fused = new Float64Array(head.scores.length);
    for (const s of all) {
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
