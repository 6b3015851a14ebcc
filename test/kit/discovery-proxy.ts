// The proxy in discovery mode, as the discovery tests run it: a fresh migrated PostgreSQL,
// a real SDK upstream over HTTP (plus any others), the proxy with the real embedding model
// and `proxy --http`'s serving, and real SDK Clients. One setup for every discovery test;
// `close` ends everything it started.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ToolListChangedNotificationSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Registry } from 'prom-client';
import { resolveConfig } from '../../src/config.ts';
import { createLogger, type Logger } from '../../src/log.ts';
import { type DiscoveryPolicy, discoveryServingFrom } from '../../src/mcp/discovery.ts';
import type { EventSink } from '../../src/mcp/events.ts';
import { McpProxy, type ProxyUpstream } from '../../src/mcp/proxy.ts';
import { proxyAuthorizer } from '../../src/mcp/proxy-auth.ts';
import { serveHttp } from '../../src/mcp/serve.ts';
import { freshPostgres, openMigrated } from './db.ts';
import { startMutableUpstream } from './mcp-upstream.ts';

export interface DiscoveryProxyOptions {
  /** The HTTP upstream's name and tools (it can change them: `upstream.setTools`). */
  server: string;
  tools: Tool[];
  /** Other upstreams before it, e.g. a stdio server. */
  others?: ProxyUpstream[];
  policy: DiscoveryPolicy;
  actor: string;
  /** Settings besides the model folder (taken from the test's environment when set). */
  env?: Record<string, string>;
  events?: EventSink;
  /** Require agent tokens (`proxy --http`'s authorizer) instead of serving anyone. */
  authorize?: boolean;
  metrics?: Registry;
  /** Where the proxy logs (default: silent). */
  log?: Logger;
}

export async function startDiscoveryProxy(o: DiscoveryProxyOptions) {
  const store = await freshPostgres();
  const db = await openMigrated(store);
  const upstream = await startMutableUpstream(o.tools);
  const log = o.log ?? createLogger('silent');
  const env = { ...o.env };
  if (process.env.WHETSTONE_EMBEDDINGS_MODEL_DIR)
    env.WHETSTONE_EMBEDDINGS_MODEL_DIR = process.env.WHETSTONE_EMBEDDINGS_MODEL_DIR;
  const proxy = new McpProxy({
    db,
    upstreams: [...(o.others ?? []), { server: o.server, url: upstream.url }],
    log,
    ...(o.events ? { events: o.events } : {}),
    actor: o.actor,
    discovery: discoveryServingFrom(resolveConfig({ env }), db, log, o.policy, undefined, o.metrics),
  });
  await proxy.start();
  const http = await serveHttp((sid, p) => proxy.createSession(sid, p?.name), '127.0.0.1', 0, {
    ...(o.authorize ? { authorize: proxyAuthorizer(db, {}) } : {}),
    ...(o.metrics ? { metrics: o.metrics } : {}),
  });
  const url = `http://127.0.0.1:${http.port}/mcp`;
  const clients: Client[] = [];
  return {
    store,
    db,
    proxy,
    upstream,
    http,
    url,
    /** A real SDK client of the proxy, with a bearer token when given; `onListChanged` sees list_changed. */
    async connect(c: { token?: string; onListChanged?: () => void } = {}): Promise<Client> {
      const client = new Client({ name: 'agent', version: '1.0.0' });
      if (c.onListChanged) {
        const seen = c.onListChanged;
        client.setNotificationHandler(ToolListChangedNotificationSchema, async () => seen());
      }
      const headers = c.token ? { authorization: `Bearer ${c.token}` } : undefined;
      await client.connect(
        new StreamableHTTPClientTransport(new URL(url), headers ? { requestInit: { headers } } : {}),
      );
      clients.push(client);
      return client;
    },
    async close(): Promise<void> {
      for (const c of clients) await c.close().catch(() => {});
      await http.close();
      await proxy.stop();
      await upstream.close();
      await db.close();
      await store.cleanup();
    },
  };
}

export type DiscoveryProxy = Awaited<ReturnType<typeof startDiscoveryProxy>>;
