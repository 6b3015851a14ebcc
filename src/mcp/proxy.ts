// The MCP proxy: sits between agents and upstream MCP servers. tools/list answers with
// the published version of each tool: its description and its whole surface (title,
// input schema with parameter descriptions, annotations: catalog/surface.ts), never the
// upstream's unreviewed text, each with its version and content hash in _meta; tools/call
// is forwarded unchanged, message for message (call-forwarder.ts). The proxy follows its
// upstreams: on an upstream's notifications/tools/list_changed it lists again and records
// new and changed tools as upstream versions (catalog/import.ts decides whether a change
// is published or held for review). When a publication changes one of its tools, every
// connected client whose list it changes gets notifications/tools/list_changed. Published versions are reloaded
// on NOTIFY, in full after the LISTEN connection comes back, and every
// WHETSTONE_PROXY_RELOAD_INTERVAL_MS as a safety net (upstreams are listed again then too;
// a lost upstream connection is made again: upstream-link.ts). Each call emits a tool-call event,
// never slowing it. A client is served a variant set (WHETSTONE_PROXY_VARIANTS, matched on
// its clientInfo or its token's name), each tool falling back to the full set's version.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { importTools, upstreamToolOf } from '../catalog/import.ts';
import { WhetstoneError } from '../errors.ts';
import type { Logger } from '../log.ts';
import { FULL_VARIANT, variantFor, type VariantRule } from '../model/variants.ts';
import { PUBLISHED_CHANNEL } from '../store/sql/state.ts';
import type { Db } from '../store/db.ts';
import {
  errorResponse,
  InterceptingTransport,
  type ForwardedCall,
  type Msg,
  type SessionLink,
} from './call-forwarder.ts';
import { FIND_TOOLS_NAME } from '../discovery/find-tool.ts';
import type { DiscoveryServing } from './discovery.ts';
import { type EventSink, toolCallEvent } from './events.ts';
import { changedTools, emptyView, loadPublished, type PublishedView, servedTool, shownTo } from './published-view.ts';
import type { McpSession } from './serve.ts';
import { type ProxyUpstream, type Route, upstreamFailed, type Watched } from './proxy-parts.ts';
import { UpstreamLink } from './upstream-link.ts';

export type { ProxyUpstream } from './proxy-parts.ts';

export class McpProxy {
  readonly #db: Db;
  readonly #upstreams: ProxyUpstream[];
  readonly #log: Logger;
  readonly #events: EventSink | undefined;
  readonly #actor: string;
  readonly #callTimeoutMs: number;
  readonly #reloadIntervalMs: number;
  readonly #maxDescriptionBytes: number;
  readonly #maxTools: number;
  readonly #discovery: DiscoveryServing | undefined;
  readonly #variantRules: readonly VariantRule[];
  /** Session id → the variant set it is served (for its tool-call events). */
  readonly #sessionVariants = new Map<string, string>();
  readonly #routes = new Map<string, Route>();
  readonly #links = new Map<string, UpstreamLink>();
  /** Per upstream, its re-listings one after another. */
  readonly #relisting = new Map<string, Promise<void>>();
  /** Per upstream, the re-listing waiting to start, if any: a burst of list_changed queues one. */
  readonly #relistQueued = new Map<string, Promise<void>>();
  /** Each agent session: whether it listed yet, who it is, which tools ("server/tool") its list holds. */
  readonly #sessions = new Map<Server, Watched>();
  #published: PublishedView = emptyView();
  #unlisten: (() => Promise<void>) | undefined;
  #reloadTimer: NodeJS.Timeout | undefined;
  #started: Promise<void> | undefined;
  #stopped: Promise<void> | undefined;

  constructor(o: {
    db: Db;
    upstreams: ProxyUpstream[];
    log: Logger;
    events?: EventSink;
    actor: string;
    callTimeoutMs?: number;
    reloadIntervalMs?: number;
    maxDescriptionBytes?: number;
    /** Most tools taken from one upstream (WHETSTONE_PROXY_MAX_TOOLS_PER_UPSTREAM); default 1000. */
    maxToolsPerUpstream?: number;
    /** Discovery mode: sessions list find_tools and pinned tools, and find the rest (discovery.ts). */
    discovery?: DiscoveryServing;
    /** Which variant set a client is served (WHETSTONE_PROXY_VARIANTS); default: full for all. */
    variants?: readonly VariantRule[];
  }) {
    this.#db = o.db;
    this.#upstreams = o.upstreams;
    this.#log = o.log;
    this.#events = o.events;
    this.#actor = o.actor;
    this.#callTimeoutMs = o.callTimeoutMs ?? 600_000;
    this.#reloadIntervalMs = o.reloadIntervalMs ?? 60_000;
    // An upstream description over WHETSTONE_MAX_DESCRIPTION_BYTES is refused like an import.
    this.#maxDescriptionBytes = o.maxDescriptionBytes ?? 65_536;
    this.#maxTools = o.maxToolsPerUpstream ?? 1000;
    this.#discovery = o.discovery;
    this.#variantRules = o.variants ?? [];
  }

  /** Agent sessions this proxy holds (closed ones leave it). */
  get sessionCount(): number {
    return this.#sessions.size;
  }

  start(): Promise<void> {
    this.#started ??= this.#start();
    return this.#started;
  }

  async #start(): Promise<void> {
    for (const u of this.#upstreams) {
      // Stopped while an earlier upstream connected: no further one is spawned or dialled.
      if (this.#stopped) throw this.#stopping();
      const link = new UpstreamLink(u, {
        log: this.#log,
        callTimeoutMs: this.#callTimeoutMs,
        maxTools: this.#maxTools,
        onDone: (call) => this.#called(u.server, call),
        onListChanged: () => void this.relist(u.server),
        onLost: () => void this.relist(u.server),
      });
      this.#links.set(u.server, link);
      // stop() closes the link, which ends a connect still waiting for initialize.
      await link.connect().catch((err: Error) => {
        throw this.#stopped ? this.#stopping() : upstreamFailed(u, err);
      });
      const tools = await link.list();
      for (const t of tools) {
        const refused = this.#unservable(u.server, t.name);
        if (refused) throw new WhetstoneError('input_invalid', refused);
        this.#routes.set(t.name, { server: u.server, tool: t, forwarder: link.forwarder });
      }
      await this.#record(u.server, tools);
    }
    await this.#reload();
    this.#unlisten = await this.#db.listen(PUBLISHED_CHANNEL, () => void this.#refresh(), {
      onReconnect: () => void this.#refresh(),
    });
    // The safety net: published versions (a missed NOTIFY) and the upstreams' lists (an
    // upstream that changes its tools without sending list_changed is still caught).
    this.#reloadTimer = setInterval(() => {
      void this.#refresh();
      for (const u of this.#upstreams) void this.relist(u.server);
    }, this.#reloadIntervalMs).unref();
  }

  /** New and changed upstream tools become upstream versions (published or held: import.ts). */
  async #record(server: string, tools: Tool[]): Promise<void> {
    await importTools(this.#db, {
      server,
      tools: tools.map(upstreamToolOf),
      actor: this.#actor,
      maxDescriptionBytes: this.#maxDescriptionBytes,
    });
  }

  /**
   * Why a tool of `server` cannot be served under its name: another upstream serves it, or in
   * discovery mode it is find_tools (an agent would list two tools of one name and reach only
   * the proxy's). Undefined: it can.
   */
  #unservable(server: string, name: string): string | undefined {
    if (this.#discovery && name === FIND_TOOLS_NAME)
      return `upstream ${server} offers a tool named "${name}", the name of the proxy's discovery tool; serve that upstream without --discovery or behind another proxy`;
    const other = this.#routes.get(name)?.server;
    if (other === undefined || other === server) return undefined;
    return `tool "${name}" is offered by two upstreams (${other} and ${server}); proxy them separately`;
  }

  /**
   * Lists an upstream again (on its list_changed, a lost connection, the safety net):
   * routes follow it, changes are recorded, agents told. Re-listings of one upstream run one
   * after another, and at most one waits: a flood of list_changed queues one more listing.
   */
  relist(server: string): Promise<void> {
    const queued = this.#relistQueued.get(server);
    if (queued) return queued;
    const next = (this.#relisting.get(server) ?? Promise.resolve()).then(() => {
      this.#relistQueued.delete(server);
      return this.#relist(server);
    });
    const settled = next.catch((err: Error) =>
      this.#log.error({ server, err: err.message }, 'proxy could not re-list an upstream'),
    );
    this.#relistQueued.set(server, settled);
    this.#relisting.set(server, settled);
    return settled;
  }

  async #relist(server: string): Promise<void> {
    const up = this.#links.get(server);
    if (!up || this.#stopped) return;
    const tools = await up.list();
    const usable = tools.filter((t) => {
      const refused = this.#unservable(server, t.name);
      if (refused) this.#log.error({ server, tool: t.name }, `${refused}; not served`);
      return !refused;
    });
    await this.#record(server, usable);
    const listed = new Set(usable.map((t) => t.name));
    for (const [name, r] of this.#routes) if (r.server === server && !listed.has(name)) this.#routes.delete(name);
    for (const t of usable) this.#routes.set(t.name, { server, tool: t, forwarder: up.forwarder });
    // The view holds only routed tools: a tool gone upstream, or back, is a change of it.
    await this.#notifyAgents(await this.#reload());
  }

  /**
   * A new MCP session for one client; the caller connects it to a transport. `clientId`:
   * who the proxy authenticated (the token's principal), matched by variant rules.
   */
  createSession(sessionId?: () => string | undefined, clientId?: string): McpSession {
    const sid = sessionId ?? (() => undefined);
    const server = new Server(
      { name: 'whetstone-proxy', version: '0.1.0' },
      { capabilities: { tools: { listChanged: true } } },
    );
    // Known once the client initialized (its clientInfo), which precedes any tools/list.
    const variant = (): string => {
      const info = server.getClientVersion();
      const v = variantFor(this.#variantRules, { name: info?.name, version: info?.version, id: clientId });
      const id = sid();
      if (id !== undefined) this.#sessionVariants.set(id, v);
      return v;
    };
    const all = () => this.listTools(sid(), variant());
    const own = this.#discovery ? this.#serveDiscovery(server, this.#discovery, all, clientId) : undefined;
    const watch: Watched = { listed: false, sid, variant, sees: own?.sees ?? (() => true) };
    server.setRequestHandler(ListToolsRequestSchema, async () => {
      watch.listed = true;
      return { tools: own ? own.visible() : all() };
    });
    server.onclose = () => {
      this.#sessions.delete(server);
      const id = sid();
      if (id !== undefined) this.#sessionVariants.delete(id);
    };
    this.#sessions.set(server, watch);
    return {
      connect: (transport: Transport) => {
        const link: SessionLink = { transport, sessionId: sid, inFlight: new Map() };
        const intercepting = new InterceptingTransport(transport, {
          intercept: (m) => this.#fromAgent(link, m),
          closed: () => {
            for (const { forwarder, id } of link.inFlight.values()) forwarder.forget(id);
          },
        });
        return server.connect(intercepting);
      },
      close: () => server.close(),
    };
  }

  /**
   * Discovery mode: find_tools grows this session's list; returns what the session lists
   * (find_tools, pinned and found tools) out of `all` it is served.
   */
  #serveDiscovery(
    server: Server,
    discovery: DiscoveryServing,
    all: () => Tool[],
    principal: string | undefined,
  ): { visible: () => Tool[]; sees: (key: string) => boolean } {
    const session = { found: new Set<string>(), principal };
    server.setRequestHandler(CallToolRequestSchema, async (req) => {
      const { result, added } = await discovery.find(session, req.params.arguments, all());
      // After the answer, so the agent reads the tools first and then re-lists.
      if (added) setImmediate(() => void server.sendToolListChanged().catch(() => {}));
      return result;
    });
    return { visible: () => discovery.visible(session, all()), sees: (key) => discovery.sees(session, key) };
  }

  /** tools/call and its cancellation go straight to the upstream; the rest to the SDK Server. */
  #fromAgent(link: SessionLink, m: Msg): boolean {
    if (m.method === 'tools/call' && m.id !== undefined) {
      const name = m.params?.name;
      if (this.#discovery && name === FIND_TOOLS_NAME) return false;
      const route = typeof name === 'string' ? this.#routes.get(name) : undefined;
      if (route) route.forwarder.forward(link, m);
      else
        void link.transport
          .send(
            errorResponse(m.id, -32602, `unknown tool: ${String(name)}; tools/list shows the tools this proxy serves`),
          )
          .catch(() => {});
      return true;
    }
    if (m.method === 'notifications/cancelled') {
      const entry = link.inFlight.get(m.params?.requestId as string | number);
      if (!entry) return false;
      entry.forwarder.cancel(entry.id, typeof m.params?.reason === 'string' ? m.params.reason : undefined);
      return true;
    }
    return false;
  }

  #called(server: string, call: ForwardedCall): void {
    if (!this.#events) return;
    const sessionId = call.sessionId ?? undefined;
    const variant = sessionId === undefined ? undefined : this.#sessionVariants.get(sessionId);
    this.#events.push(
      toolCallEvent(server, call, shownTo(this.#published, `${server}/${call.tool}`, sessionId, variant)),
    );
  }

  /**
   * The tools as one session of a variant set sees them (published-view.ts decides which
   * version): every part from the published version, none from upstream.
   */
  listTools(sessionId?: string, variant: string = FULL_VARIANT): Tool[] {
    const out: Tool[] = [];
    for (const { server, tool } of this.#routes.values()) {
      const p = shownTo(this.#published, `${server}/${tool.name}`, sessionId, variant);
      if (p) out.push(servedTool(server, tool, p));
    }
    return out;
  }

  /** Loads the published versions of this proxy's tools; says what changed, from what. */
  async #reload(): Promise<{ before: PublishedView; changed: Set<string> }> {
    const view = await loadPublished(
      this.#db,
      this.#upstreams.map((u) => u.server),
      (server, tool) => this.#routes.get(tool)?.server === server,
    );
    const before = this.#published;
    const changed = changedTools(before, view);
    this.#published = view;
    // Discovery indexes what is served (control versions; unchanged texts are not re-embedded)
    // in the background: find_tools waits for it, a reload and its list_changed do not.
    if (this.#discovery)
      void this.#discovery.sync(
        this.listTools(),
        this.#upstreams.map((u) => u.server),
      );
    return { before, changed };
  }

  /**
   * list_changed to each session a change alters: one that has not listed yet, or one that
   * lists a changed tool and is now shown another version of it (or none, or one at last).
   * A discovery session that found none of them, a client of another variant set, the
   * other arm of a canary: nothing to re-read. The work is per changed tool, not per tool.
   */
  async #notifyAgents(r: { before: PublishedView; changed: Set<string> }): Promise<void> {
    if (r.changed.size === 0) return;
    for (const [s, w] of this.#sessions) {
      const [sid, variant] = [w.sid(), w.variant()];
      const version = (view: PublishedView, key: string) => shownTo(view, key, sid, variant)?.version;
      const alters = [...r.changed].some((k) => w.sees(k) && version(r.before, k) !== version(this.#published, k));
      if (w.listed && !alters) continue;
      await s.sendToolListChanged().catch(() => this.#sessions.delete(s));
    }
  }

  #stopping(): WhetstoneError {
    return new WhetstoneError('upstream_failed', 'the proxy is stopping: start() was cut short');
  }

  async #refresh(): Promise<void> {
    try {
      await this.#notifyAgents(await this.#reload());
    } catch (err) {
      this.#log.error({ err: (err as Error).message }, 'proxy could not reload published descriptions');
    }
  }

  /**
   * Stops serving. A start still under way is cut short: its upstream links are closed
   * first, which ends a connect waiting for an upstream's initialize (up to 30 s) at once,
   * and start() connects no further upstream; what it did start is then undone.
   */
  stop(): Promise<void> {
    this.#stopped ??= (async () => {
      for (const link of this.#links.values()) await link.close();
      await this.#started?.catch(() => {});
      clearInterval(this.#reloadTimer);
      await this.#unlisten?.();
      for (const s of this.#sessions.keys()) await s.close().catch(() => {});
      await Promise.all(this.#relisting.values());
      await this.#discovery?.close();
      await this.#events?.close();
    })();
    return this.#stopped;
  }
}
