// Discovery mode against a hostile client: a real SDK upstream over HTTP behind the proxy
// with --discovery, real PostgreSQL, the real embedding model, a real SDK Client. A
// find_tools text over FIND_TOOLS_MAX_CHARS is refused before any work, so a few MB of
// request cannot hold the event loop that serves every other session; and find_tools calls
// route one at a time with a turn of the event loop between them, so a JSON-RPC batch of
// them cannot hold it either.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config.ts';
import { FIND_TOOLS_MAX_CHARS } from '../../src/discovery/find-tool.ts';
import { createLogger } from '../../src/log.ts';
import { discoveryServingFrom } from '../../src/mcp/discovery.ts';
import { McpProxy } from '../../src/mcp/proxy.ts';
import { serveHttp } from '../../src/mcp/serve.ts';
import type { Db } from '../../src/store/db.ts';
import { freshPostgres, openMigrated, type TestStore } from '../kit/db.ts';
import { startMutableUpstream } from '../kit/mcp-upstream.ts';

const schema = { type: 'object' as const, properties: { text: { type: 'string' } } };
const TOOLS = [
  { name: 'echo_text', description: 'Echoes the message back unchanged.', inputSchema: schema },
  { name: 'send_email', description: 'Sends an email message to a recipient address.', inputSchema: schema },
];

describe('find_tools bounds', () => {
  let store: TestStore;
  let db: Db;
  let proxy: McpProxy;
  let http: Awaited<ReturnType<typeof serveHttp>>;
  let upstream: Awaited<ReturnType<typeof startMutableUpstream>>;
  const clients: Client[] = [];
  const connect = async () => {
    const c = new Client({ name: 'agent', version: '1.0.0' });
    await c.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${http.port}/mcp`)));
    clients.push(c);
    return c;
  };
  const text = (r: Awaited<ReturnType<Client['callTool']>>) => (r.content as { text: string }[])[0]!.text;

  beforeAll(async () => {
    store = await freshPostgres();
    db = await openMigrated(store);
    upstream = await startMutableUpstream(TOOLS);
    const log = createLogger('silent');
    const env: Record<string, string> = { WHETSTONE_DISCOVERY_MODELS: 'all-minilm-l6-v2' };
    if (process.env.WHETSTONE_EMBEDDINGS_MODEL_DIR)
      env.WHETSTONE_EMBEDDINGS_MODEL_DIR = process.env.WHETSTONE_EMBEDDINGS_MODEL_DIR;
    const config = resolveConfig({ env });
    proxy = new McpProxy({
      db,
      upstreams: [{ server: 'office', url: upstream.url }],
      log,
      actor: 'bounds-test',
      discovery: discoveryServingFrom(config, db, log, { pinned: [] }),
    });
    await proxy.start();
    http = await serveHttp((sid) => proxy.createSession(sid), '127.0.0.1', 0);
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) await c.close();
    await http?.close();
    await proxy?.stop();
    await upstream?.close();
    await db?.close();
    await store?.cleanup();
  });

  it('refuses a request text over the limit, adds nothing, and still answers one at the limit', async () => {
    const agent = await connect();
    const words = 'echo the message back to me please ';
    const huge = words.repeat(Math.ceil((3 * 1_048_576) / words.length));
    for (const args of [{ request: huge }, { request: 'echo', tool: huge }, { request: 'echo', server: huge }]) {
      const r = await agent.callTool({ name: 'find_tools', arguments: args });
      expect(text(r)).toMatch(/over the 2000 it reads/);
      expect(r.isError).toBe(true);
    }
    // Nothing was added to the session by the refused calls.
    expect((await agent.listTools()).tools.map((t) => t.name)).toEqual(['find_tools']);

    const atLimit = words.repeat(60).slice(0, FIND_TOOLS_MAX_CHARS);
    const ok = await agent.callTool({ name: 'find_tools', arguments: { request: atLimit } });
    expect(ok.isError).toBeFalsy();
    expect(JSON.parse(text(ok)).added).toContain('echo_text');
    // The limit is in the schema agents read.
    const listed = (await agent.listTools()).tools.find((t) => t.name === 'find_tools');
    expect(listed?.inputSchema.properties?.request).toMatchObject({ maxLength: FIND_TOOLS_MAX_CHARS });
  }, 120_000);

  it('a batch of 100 long find_tools calls leaves the event loop free between them', async () => {
    const url = `http://127.0.0.1:${http.port}/mcp`;
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const init = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'batch', version: '1' } },
      }),
    });
    const sid = init.headers.get('mcp-session-id')!;
    await init.text();
    const request = 'send an email message to the recipient address number seven '
      .repeat(40)
      .slice(0, FIND_TOOLS_MAX_CHARS);
    const batch = Array.from({ length: 100 }, (_, i) => ({
      jsonrpc: '2.0',
      id: 10 + i,
      method: 'tools/call',
      params: { name: 'find_tools', arguments: { request: `${i} ${request}`.slice(0, FIND_TOOLS_MAX_CHARS) } },
    }));
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const r = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'mcp-session-id': sid },
      body: JSON.stringify(batch),
    });
    const text = await r.text();
    delay.disable();
    expect(r.status).toBe(200);
    expect(text.match(/send_email/g)?.length).toBeGreaterThanOrEqual(100);
    // One long request embeds in tens of ms; all 100 back to back held the loop for seconds.
    expect(delay.max / 1e6).toBeLessThan(1000);
  }, 120_000);
});
