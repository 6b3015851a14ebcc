// The MCP proxy: sits between agents and upstream MCP servers. tools/list answers with
// the published descriptions (upstream text for tools not registered yet, which it
// registers), each with its version and content hash in _meta; tools/call is forwarded
// unchanged, message for message (call-forwarder.ts); when a publication changes one of
// its tools, every connected client gets notifications/tools/list_changed. Each call
// emits a tool-call event, never slowing it.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { importTools } from '../catalog/import.ts';
import { WhetstoneError } from '../errors.ts';
import type { Logger } from '../log.ts';
import { PUBLISHED_CHANNEL } from '../publish/publisher.ts';
import type { Db } from '../store/db.ts';
import { selectPublishedSet } from '../store/sql/state.ts';
import { publishedWithCanary, versionForSession, type PublishedWithCanary } from '../rollout/assignment.ts';
import { CallForwarder, errorResponse, InterceptingTransport, type ForwardedCall, type Msg, type SessionLink } from './call-forwarder.ts';
import type { EventSink } from './events.ts';
import type { McpSession } from './serve.ts';
import { connectUpstream, listAllTools, type UpstreamConnection } from './upstream.ts';

export interface ProxyUpstream {
  server: string;
  stdio?: string | undefined;
  url?: string | undefined;
}

interface Route {
  server: string;
  tool: Tool;
  forwarder: CallForwarder;
}

export class McpProxy {
  readonly #db: Db;
  readonly #upstreams: ProxyUpstream[];
  readonly #log: Logger;
  readonly #events: EventSink | undefined;
  readonly #actor: string;
  readonly #callTimeoutMs: number;
  readonly #routes = new Map<string, Route>();
  readonly #conns: UpstreamConnection[] = [];
  readonly #sessions = new Set<Server>();
  #published = new Map<string, PublishedWithCanary>();
  #unlisten: (() => Promise<void>) | undefined;
  #started: Promise<void> | undefined;
  #stopped: Promise<void> | undefined;

  constructor(o: { db: Db; upstreams: ProxyUpstream[]; log: Logger; events?: EventSink; actor: string; callTimeoutMs?: number }) {
    this.#db = o.db;
    this.#upstreams = o.upstreams;
    this.#log = o.log;
    this.#events = o.events;
    this.#actor = o.actor;
    this.#callTimeoutMs = o.callTimeoutMs ?? 600_000;
  }

  start(): Promise<void> {
    this.#started ??= this.#start();
    return this.#started;
  }

  async #start(): Promise<void> {
    for (const u of this.#upstreams) {
      // Its timeout sweep ends when the upstream connection closes (stop() closes them all).
      const forwarder = new CallForwarder({ onDone: (call) => this.#called(u.server, call), callTimeoutMs: this.#callTimeoutMs });
      const conn = await connectUpstream(u, { clientName: 'whetstone-proxy', wrapTransport: (t) => forwarder.wrapUpstream(t) });
      this.#conns.push(conn);
      const tools = await listAllTools(conn.client);
      for (const t of tools) {
        if (this.#routes.has(t.name)) {
          throw new WhetstoneError('input_invalid', `tool "${t.name}" is offered by two upstreams (${this.#routes.get(t.name)!.server} and ${u.server}); proxy them separately`);
        }
        this.#routes.set(t.name, { server: u.server, tool: t, forwarder });
      }
      // Tools Whetstone does not know yet are registered with their upstream text.
      await importTools(this.#db, {
        server: u.server,
        tools: tools.map((t) => ({ name: t.name, description: t.description ?? '', inputSchema: t.inputSchema as Record<string, unknown> })),
        actor: this.#actor,
        maxDescriptionBytes: 1_048_576,
      });
    }
    await this.#reload();
    this.#unlisten = await this.#db.listen(PUBLISHED_CHANNEL, () => void this.#onPublished());
  }

  /** A new MCP session for one client; the caller connects it to a transport. */
  createSession(sessionId?: () => string | undefined): McpSession {
    const server = new Server({ name: 'whetstone-proxy', version: '0.1.0' }, { capabilities: { tools: { listChanged: true } } });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: this.listTools(sessionId?.()) }));
    server.onclose = () => this.#sessions.delete(server);
    this.#sessions.add(server);
    return {
      connect: (transport: Transport) => {
        const link: SessionLink = { transport, sessionId: sessionId ?? (() => undefined), inFlight: new Map() };
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

  /** tools/call and its cancellation go straight to the upstream; the rest to the SDK Server. */
  #fromAgent(link: SessionLink, m: Msg): boolean {
    if (m.method === 'tools/call' && m.id !== undefined) {
      const name = m.params?.name;
      const route = typeof name === 'string' ? this.#routes.get(name) : undefined;
      if (route) route.forwarder.forward(link, m);
      else void link.transport.send(errorResponse(m.id, -32602, `unknown tool: ${String(name)}; tools/list shows the tools this proxy serves`)).catch(() => {});
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
    const published = this.#published.get(`${server}/${call.tool}`);
    const p = published && versionForSession(`${server}/${call.tool}`, published, call.sessionId ?? undefined);
    this.#events.push({
      schema: 'whetstone.tool-call/v1',
      at: new Date().toISOString(),
      server,
      tool: call.tool,
      version_shown: p?.version ?? null,
      content_hash: p?.hash ?? null,
      session: call.sessionId ?? null,
      arguments: call.arguments,
      is_error: call.isError,
      cancelled: call.cancelled,
      latency_ms: call.latencyMs,
    });
  }

  /** The tools with the descriptions this session is shown (during a canary rollout, its assigned version). */
  listTools(sessionId?: string): Tool[] {
    return [...this.#routes.values()].map(({ server, tool }) => {
      const published = this.#published.get(`${server}/${tool.name}`);
      const p = published && versionForSession(`${server}/${tool.name}`, published, sessionId);
      return {
        ...tool,
        description: p?.text ?? tool.description,
        _meta: { ...(tool._meta ?? {}), 'whetstone/server': server, 'whetstone/version': p?.version ?? null, 'whetstone/content_hash': p?.hash ?? null },
      };
    });
  }

  async #reload(): Promise<boolean> {
    const rows = await selectPublishedSet(this.#db);
    const mine = new Map<string, PublishedWithCanary>();
    for (const r of rows) {
      if (this.#routes.get(r.name)?.server === r.server) mine.set(`${r.server}/${r.name}`, publishedWithCanary(r));
    }
    const key = (v: PublishedWithCanary | undefined) => `${v?.hash}|${v?.canary?.hash ?? ''}|${v?.canary?.share ?? ''}`;
    const changed = mine.size !== this.#published.size || [...mine].some(([k, v]) => key(this.#published.get(k)) !== key(v));
    this.#published = mine;
    return changed;
  }

  async #onPublished(): Promise<void> {
    try {
      if (!(await this.#reload())) return;
      for (const s of this.#sessions) await s.sendToolListChanged().catch(() => this.#sessions.delete(s));
    } catch (err) {
      this.#log.error({ err: (err as Error).message }, 'proxy could not reload published descriptions');
    }
  }

  stop(): Promise<void> {
    this.#stopped ??= (async () => {
      await this.#started?.catch(() => {});
      await this.#unlisten?.();
      for (const s of this.#sessions) await s.close().catch(() => {});
      for (const c of this.#conns) await c.close();
      await this.#events?.close();
    })();
    return this.#stopped;
  }
}
