// Discovery mode of the proxy (docs/discovery.md): instead of every tool, a session's
// tools/list holds find_tools and the pinned tools; find_tools routes a request over the
// published catalogue (src/discovery) and adds the tools it returns to that session's list,
// then the proxy sends notifications/tools/list_changed so the agent calls them directly.
// Everything else is the proxy's listed path: a found tool is shown exactly as tools/list
// would show it to that session (its canary arm included), calls are forwarded and
// recorded the same way.
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { Counter, type Registry } from 'prom-client';
import { clampK, FIND_TOOLS_TOOL, type FoundTool, foundText, oversizedArgument } from '../discovery/find-tool.ts';
import { requestFromArguments } from '../discovery/request.ts';
import { FusedRouter, type Router } from '../discovery/fused.ts';
import { DiscoveryRouter } from '../discovery/router.ts';
import type { SummaryWriter } from '../discovery/llm-summary.ts';
import { proposeLlmSummaries, refreshServerSummaries } from '../discovery/summary-store.ts';
import type { CatalogServer } from '../discovery/summary.ts';
import { WhetstoneError } from '../errors.ts';
import type { Logger } from '../log.ts';
import { cachedEmbedder } from '../semantic/cache.ts';
import { localModelPresent } from '../semantic/embedder.ts';
import { workerEmbedder } from '../semantic/worker-embedder.ts';
import type { Db } from '../store/db.ts';
import { FindRateLimiter } from './find-rate.ts';
import { PinWatch, type UnmatchedPin } from './pins.ts';

export interface DiscoveryPolicy {
  /** Always listed: "server/tool", or "server/*" for every tool of a server. */
  pinned: string[];
  /** Tools find_tools returns when the request does not say (1–20). */
  k?: number;
  /** find_tools calls one token may make a minute (a token bucket; WHETSTONE_PROXY_FIND_TOOLS_PER_MINUTE). */
  perMinute?: number;
}

/** One session's discovered tools (the proxy keeps one per MCP session). */
export interface DiscoverySession {
  /**
   * "server/tool" of each tool found: a name another upstream offers later (the first
   * dropped it) is that server's tool, which this session never found.
   */
  found: Set<string>;
  /** Who opened the session (its token's name; '' without authentication): whose bucket a call takes from. */
  principal?: string | undefined;
}

/** The setting a refusal names, so an operator reading an agent's transcript knows what to raise. */
export const FIND_TOOLS_RATE_SETTING = 'WHETSTONE_PROXY_FIND_TOOLS_PER_MINUTE';

const serverOf = (t: Tool) => String(t._meta?.['whetstone/server'] ?? '');
const keyOf = (t: Tool) => `${serverOf(t)}/${t.name}`;

export class DiscoveryServing {
  readonly #router: Router;
  readonly #pinned: Set<string>;
  readonly #k: number | undefined;
  readonly #log: Logger;
  readonly #store: { db: Db; actor: string; summaries?: SummaryWriter | undefined } | undefined;
  readonly #rate: FindRateLimiter | undefined;
  readonly #limited: Counter | undefined;
  readonly #pinWatch: PinWatch;
  #unmatchedPins: UnmatchedPin[] = [];
  #syncing: Promise<void> = Promise.resolve();
  #writing: Promise<void> = Promise.resolve();
  #finding: Promise<void> = Promise.resolve();
  readonly #release: (() => Promise<void>) | undefined;
  #closed: Promise<void> | undefined;

  constructor(o: {
    router: Router;
    policy: DiscoveryPolicy;
    log: Logger;
    /** `summaries`: with an LLM configured, servers' summaries are written by it for review. */
    store?: { db: Db; actor: string; summaries?: SummaryWriter | undefined };
    /** Where the count of refused calls goes (the proxy's /metrics). */
    metrics?: Registry | undefined;
    /** Frees what the router holds (its embedding workers): `close` runs it once. */
    release?: () => Promise<void>;
  }) {
    this.#router = o.router;
    this.#release = o.release;
    this.#rate = o.policy.perMinute === undefined ? undefined : new FindRateLimiter(o.policy.perMinute);
    this.#limited = o.metrics
      ? new Counter({
          name: 'whetstone_proxy_find_tools_limited_total',
          help: `find_tools calls refused because their token had used its ${FIND_TOOLS_RATE_SETTING}`,
          registers: [o.metrics],
        })
      : undefined;
    this.#store = o.store;
    this.#pinned = new Set(o.policy.pinned);
    this.#pinWatch = new PinWatch(o.policy.pinned, o.log, o.metrics);
    this.#k = o.policy.k;
    this.#log = o.log;
  }

  /** The pins the last sync found matching no served tool, each with why (pins.ts). */
  get unmatchedPins(): readonly UnmatchedPin[] {
    return this.#unmatchedPins;
  }

  /**
   * Re-indexes the published catalogue (syncs run one after another; a failure is logged,
   * never thrown). With a store, server summaries are refreshed and read from it first.
   * Pins that match nothing in it are reported (`upstreams`: the proxy's upstream names).
   */
  sync(published: Tool[], upstreams?: readonly string[]): Promise<void> {
    this.#unmatchedPins = this.#pinWatch.check(published, upstreams);
    const byServer = new Map<string, CatalogServer>();
    for (const t of published) {
      const server = serverOf(t);
      const s = byServer.get(server) ?? { server, tools: [] };
      byServer.set(server, s);
      s.tools.push({ name: t.name, description: t.description ?? '' });
    }
    const catalog = [...byServer.values()];
    this.#syncing = this.#syncing
      .then(async () => {
        const summaries = this.#store
          ? await refreshServerSummaries(this.#store.db, catalog, this.#store.actor)
          : undefined;
        await this.#router.sync(
          catalog.map((s) => ({ ...s, ...(summaries?.has(s.server) ? { summary: summaries.get(s.server)! } : {}) })),
        );
      })
      .catch((err: Error) => {
        if (!this.#closed) this.#log.error({ err: err.message }, 'discovery could not index the catalogue');
      });
    this.#writeSummaries(catalog);
    return this.#syncing;
  }

  /** LLM summaries after the index is built, apart from it: find_tools never waits for the LLM. */
  #writeSummaries(catalog: CatalogServer[]): void {
    const st = this.#store;
    if (!st?.summaries) return;
    const writer = st.summaries;
    this.#writing = Promise.all([this.#writing, this.#syncing])
      .then(async () => {
        const r = await proposeLlmSummaries(st.db, catalog, writer, st.actor);
        if (r.proposed || r.rejected || r.stoppedBy)
          this.#log.info(r, 'discovery: server summaries written by the LLM');
      })
      .catch((err: Error) => this.#log.error({ err: err.message }, 'discovery could not write server summaries'));
  }

  /** Settles when the last sync's index and LLM summaries are done (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.all([this.#syncing, this.#writing]);
  }

  /** Ends the embedding workers (the proxy's stop); find_tools fails after it. Idempotent. */
  close(): Promise<void> {
    this.#closed ??= this.#release?.() ?? Promise.resolve();
    return this.#closed;
  }

  /**
   * Routes run one after another, each after a turn of the event loop: routing holds this
   * thread (a few ms at 500 tools, tens at 5,000; embedding too when it runs in process),
   * and a burst of calls (a JSON-RPC batch of 100) run together held every session's
   * requests, tools/call included, until all were done.
   */
  #oneAtATime<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.#finding.then(() => new Promise<void>((turn) => setImmediate(turn))).then(fn);
    this.#finding = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  isPinned(t: Tool): boolean {
    return this.#pinned.has(keyOf(t)) || this.#pinned.has(`${serverOf(t)}/*`);
  }

  /** Whether a session lists this tool ("server/tool") while it is served: pinned or found. */
  sees(session: DiscoverySession, key: string): boolean {
    if (session.found.has(key) || this.#pinned.has(key)) return true;
    // A whole server pinned: matched on the prefix "server/", which names the server exactly:
    // a server name never holds a "/" (catalog/import.ts refuses it), a tool name may.
    for (const pin of this.#pinned) if (pin.endsWith('/*') && key.startsWith(pin.slice(0, -1))) return true;
    return false;
  }

  /** What one session lists: find_tools, the pinned tools and the tools it found. */
  visible(session: DiscoverySession, all: Tool[]): Tool[] {
    return [FIND_TOOLS_TOOL as Tool, ...all.filter((t) => this.isPinned(t) || session.found.has(keyOf(t)))];
  }

  /** Runs find_tools for a session; `added` tells whether its list grew (then list_changed is due). */
  async find(
    session: DiscoverySession,
    args: Record<string, unknown> | undefined,
    all: Tool[],
  ): Promise<{ result: CallToolResult; added: boolean }> {
    const oversized = oversizedArgument(args);
    if (oversized) return { result: { isError: true, content: [{ type: 'text', text: oversized }] }, added: false };
    const req = requestFromArguments(args);
    if (!req.text)
      return {
        result: {
          isError: true,
          content: [{ type: 'text', text: 'find_tools needs a `request` naming the capability' }],
        },
        added: false,
      };
    // Before any embedding: that is the work the limit protects.
    const refused = this.#overRate(session);
    if (refused) return { result: refused, added: false };
    await this.#syncing;
    const k = clampK(args?.k, this.#k);
    // Twice k, in case the index still holds tools a reload has since dropped.
    const ranked = await this.#oneAtATime(() => this.#router.find(req, 2 * k));
    // Shown as this session sees each tool (its canary arm), and only tools still served.
    const shown = new Map(all.map((t) => [keyOf(t), t]));
    const found: FoundTool[] = [];
    let added = false;
    for (const r of ranked) {
      const t = shown.get(`${r.server}/${r.name}`);
      if (!t) continue;
      if (found.length === k) break;
      found.push({ name: t.name, server: r.server, description: t.description ?? '', inputSchema: t.inputSchema });
      if (!session.found.has(keyOf(t)) && !this.isPinned(t)) {
        session.found.add(keyOf(t));
        added = true;
      }
    }
    return { result: { content: [{ type: 'text', text: foundText(found) }] }, added };
  }

  /** A refusal when the session's token has no call left this minute, saying when to retry. */
  #overRate(session: DiscoverySession): CallToolResult | undefined {
    const d = this.#rate?.take(session.principal ?? '');
    if (!d || d.ok) return undefined;
    this.#limited?.inc();
    const seconds = Math.ceil(d.retryAfterMs / 1000);
    return {
      isError: true,
      content: [
        {
          type: 'text',
          text:
            `rate_limited: find_tools takes at most ${this.#rate!.perMinute} calls a minute per token; ` +
            `retry in ${seconds} s (the tools already found stay listed; the operator sets ${FIND_TOOLS_RATE_SETTING})`,
        },
      ],
      // For clients that act on it without reading the text.
      _meta: { 'whetstone/retriable': true, 'whetstone/retry_after_ms': d.retryAfterMs },
    };
  }
}

/**
 * The proxy's discovery from configuration: one router per discovery model
 * (WHETSTONE_DISCOVERY_MODELS, local), fused by rank; catalogue vectors cached in the store
 * by model and content hash (a publication re-embeds only its texts), requests embedded
 * without storing them. Each model embeds in its own worker thread, so an embedding never
 * holds the proxy's event loop and a request's models run at once; `close` ends them.
 */
export function discoveryServingFrom(
  c: { embeddingsModelDir: string; embeddingsThreads?: number; discoveryModels: string[]; actor: string },
  db: Db,
  log: Logger,
  policy: DiscoveryPolicy,
  summaries?: SummaryWriter,
  metrics?: Registry,
): DiscoveryServing {
  if (c.discoveryModels.length === 0 || c.discoveryModels.includes('none'))
    throw new WhetstoneError(
      'config_invalid',
      'proxy --discovery routes requests with embedding models: set WHETSTONE_DISCOVERY_MODELS (e.g. all-minilm-l6-v2,bge-small-en-v15)',
    );
  // Every model is checked before the proxy starts: a missing one would fail every find_tools.
  const missing = c.discoveryModels.filter((m) => !localModelPresent(c.embeddingsModelDir, m));
  if (missing.length)
    throw new WhetstoneError(
      'config_invalid',
      `discovery model${missing.length > 1 ? 's' : ''} ${missing.map((m) => `"${m}"`).join(', ')} not found in ${c.embeddingsModelDir} ` +
        `(expected MODEL/onnx/model_quantized.onnx and tokenizer.json): run deploy/local/models.sh ("all" adds e5-small-v2), fix WHETSTONE_DISCOVERY_MODELS, ` +
        'or set WHETSTONE_EMBEDDINGS_MODEL_DIR to the folder that holds them',
    );
  const workers = c.discoveryModels.map((m) => workerEmbedder(c.embeddingsModelDir, m, c.embeddingsThreads));
  const router = new FusedRouter(
    workers.map((w) => new DiscoveryRouter(cachedEmbedder(w, db), {}, w)),
    log,
  );
  const release = async () => void (await Promise.all(workers.map((w) => w.close())));
  return new DiscoveryServing({ router, policy, log, store: { db, actor: c.actor, summaries }, metrics, release });
}
