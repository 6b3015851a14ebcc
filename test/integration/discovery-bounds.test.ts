// Discovery mode against a hostile client: a real SDK upstream over HTTP behind the proxy
// with --discovery, real PostgreSQL, the real embedding model, a real SDK Client. A
// find_tools text over FIND_TOOLS_MAX_CHARS is refused before any work, so a few MB of
// request cannot hold the event loop that serves every other session.
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
});
