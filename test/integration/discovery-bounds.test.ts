// Discovery mode against a hostile client: a real SDK upstream over HTTP behind the proxy
// with --discovery, real PostgreSQL, the real embedding model, a real SDK Client. A
// find_tools text over FIND_TOOLS_MAX_CHARS is refused before any work, so a few MB of
// request cannot hold the event loop that serves every other session; and find_tools calls
// route one at a time with a turn of the event loop between them, so a JSON-RPC batch of
// them cannot hold it either.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../src/auth/auth.ts';
import { FIND_TOOLS_MAX_CHARS } from '../../src/discovery/find-tool.ts';
import { type DiscoveryProxy, startDiscoveryProxy } from '../kit/discovery-proxy.ts';

const schema = { type: 'object' as const, properties: { text: { type: 'string' } } };
const TOOLS = [
  { name: 'echo_text', description: 'Echoes the message back unchanged.', inputSchema: schema },
  { name: 'send_email', description: 'Sends an email message to a recipient address.', inputSchema: schema },
];
const ONE_MODEL = { WHETSTONE_DISCOVERY_MODELS: 'all-minilm-l6-v2' };
const text = (r: Awaited<ReturnType<Client['callTool']>>) => (r.content as { text: string }[])[0]!.text;

describe('find_tools bounds', () => {
  let px: DiscoveryProxy;
  const connect = () => px.connect();

  beforeAll(async () => {
    // Above the 100 calls of the batch below plus the others: this suite is about size and the loop.
    px = await startDiscoveryProxy({
      server: 'office',
      tools: TOOLS,
      policy: { pinned: [], perMinute: 1000 },
      actor: 'bounds-test',
      env: ONE_MODEL,
    });
  }, 120_000);
  afterAll(async () => {
    await px?.close();
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
    const url = px.url;
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

describe('find_tools rate per token', () => {
  let px: DiscoveryProxy;
  const metrics = new Registry();
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    px = await startDiscoveryProxy({
      server: 'office',
      tools: TOOLS,
      policy: { pinned: [], perMinute: 2 },
      actor: 'rate-test',
      env: ONE_MODEL,
      authorize: true,
      metrics,
    });
    for (const name of ['hammer', 'quiet'])
      tokens[name] = (await createToken(px.db, { name, role: 'agent', actor: 'rate-test' })).token;
  }, 120_000);
  afterAll(async () => {
    await px?.close();
  });

  it("refuses a token's calls past its bucket, says when to retry, counts them; other tokens are served", async () => {
    const hammer = await px.connect({ token: tokens.hammer });
    for (let i = 0; i < 2; i++) {
      const ok = await hammer.callTool({ name: 'find_tools', arguments: { request: 'send an email', k: 1 } });
      expect(ok.isError).toBeFalsy();
    }
    const refused = await hammer.callTool({ name: 'find_tools', arguments: { request: 'echo my message back' } });
    expect(refused.isError).toBe(true);
    const wait = Number(/^rate_limited: .* retry in (\d+) s/.exec(text(refused))?.[1]);
    // Two a minute: the next call is due about 30 s after the first.
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(30);
    expect(refused._meta).toMatchObject({ 'whetstone/retriable': true });
    expect(Math.ceil(Number(refused._meta?.['whetstone/retry_after_ms']) / 1000)).toBe(wait);
    // Nothing was routed for it: echo_text did not join the list.
    expect((await hammer.listTools()).tools.map((t) => t.name)).not.toContain('echo_text');

    // The bucket is the token's, not the session's: a new session of it is refused too.
    const again = await px.connect({ token: tokens.hammer });
    expect((await again.callTool({ name: 'find_tools', arguments: { request: 'echo' } })).isError).toBe(true);
    const quiet = await px.connect({ token: tokens.quiet });
    const served = await quiet.callTool({ name: 'find_tools', arguments: { request: 'echo my message back' } });
    expect(served.isError).toBeFalsy();
    expect(JSON.parse(text(served)).added).toContain('echo_text');

    const scrape = (auth?: string) =>
      fetch(`http://127.0.0.1:${px.http.port}/metrics`, auth ? { headers: { authorization: `Bearer ${auth}` } } : {});
    expect((await scrape()).status).toBe(401);
    const body = await (await scrape(tokens.quiet)).text();
    expect(body).toMatch(/^whetstone_proxy_find_tools_limited_total 2$/m);
  }, 120_000);
});
