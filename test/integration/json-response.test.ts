// The proxy's Streamable HTTP answers on the wire (src/mcp/json-response.ts): a request
// without a progress token gets one JSON body, a request with one gets an SSE stream with
// its progress, and server notifications (list_changed after a publication) still reach an
// SDK client over its GET stream. Real proxy, real fixture upstream, raw fetch and the SDK.
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { LATEST_PROTOCOL_VERSION, ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.ts';
import { McpProxy } from '../../src/mcp/proxy.ts';
import { serveHttp } from '../../src/mcp/serve.ts';
import { approve, propose } from '../../src/review/actions.ts';
import type { Db } from '../../src/store/db.ts';
import { ROOT } from '../kit/cli.ts';
import { freshPostgres, openMigrated } from '../kit/db.ts';

const FIXTURE = `node ${join(ROOT, 'node_modules/tsx/dist/cli.mjs')} ${join(ROOT, 'test/fixtures/slow-server.ts')}`;
const ACCEPT = 'application/json, text/event-stream';

/** A session opened by hand: initialize, then the initialized notification. */
async function rawSession(url: string): Promise<(body: unknown) => Promise<Response>> {
  const post = (body: unknown, sid?: string) =>
    fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: ACCEPT,
        ...(sid ? { 'mcp-session-id': sid, 'mcp-protocol-version': LATEST_PROTOCOL_VERSION } : {}),
      },
      body: JSON.stringify(body),
    });
  const init = await post({
    jsonrpc: '2.0',
    id: 0,
    method: 'initialize',
    params: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
  });
  const sid = init.headers.get('mcp-session-id')!;
  await init.text();
  expect((await post({ jsonrpc: '2.0', method: 'notifications/initialized' }, sid)).status).toBe(202);
  return (body) => post(body, sid);
}

/** The JSON-RPC messages of an SSE body. */
function sseMessages(
  text: string,
): { id?: number; method?: string; result?: unknown; params?: { progress?: number } }[] {
  return text
    .split('\n')
    .filter((l) => l.startsWith('data: '))
    .map((l) => JSON.parse(l.slice(6)));
}

async function startProxy(jsonResponses: boolean) {
  const store = await freshPostgres();
  const db = await openMigrated(store);
  const proxy = new McpProxy({
    db,
    upstreams: [{ server: 'slow', stdio: FIXTURE }],
    log: createLogger('silent'),
    actor: 'json-test',
  });
  await proxy.start();
  const http = await serveHttp((sid) => proxy.createSession(sid), '127.0.0.1', 0, { jsonResponses });
  return {
    db,
    url: `http://127.0.0.1:${http.port}/mcp`,
    close: async () => {
      await http.close();
      await proxy.stop();
      await db.close();
      await store.cleanup();
    },
  };
}

describe('Streamable HTTP answers of the proxy', () => {
  let json: Awaited<ReturnType<typeof startProxy>>;
  let streamed: Awaited<ReturnType<typeof startProxy>>;
  beforeAll(async () => {
    [json, streamed] = await Promise.all([startProxy(true), startProxy(false)]);
  });
  afterAll(async () => {
    await json?.close();
    await streamed?.close();
  });

  it('answers a call without a progress token with one JSON body', async () => {
    const send = await rawSession(json.url);
    const r = await send({
      jsonrpc: '2.0',
      id: 7,
      method: 'tools/call',
      params: { name: 'count', arguments: { n: 2 } },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/json');
    expect(r.headers.get('mcp-session-id')).toBeTruthy();
    expect(await r.json()).toEqual({
      jsonrpc: '2.0',
      id: 7,
      result: { content: [{ type: 'text', text: 'counted to 2' }] },
    });
    // tools/list too: any single request without a token.
    const list = await send({ jsonrpc: '2.0', id: 8, method: 'tools/list' });
    expect(list.headers.get('content-type')).toBe('application/json');
    expect(
      ((await list.json()) as { result: { tools: { name: string }[] } }).result.tools.map((t) => t.name),
    ).toContain('count');
  });

  it('streams a call that carries a progress token, with its progress before the answer', async () => {
    const send = await rawSession(json.url);
    const r = await send({
      jsonrpc: '2.0',
      id: 9,
      method: 'tools/call',
      params: { name: 'count', arguments: { n: 3 }, _meta: { progressToken: 'p1' } },
    });
    expect(r.headers.get('content-type')).toBe('text/event-stream');
    const msgs = sseMessages(await r.text());
    expect(msgs.filter((m) => m.method === 'notifications/progress').map((m) => m.params?.progress)).toEqual([1, 2, 3]);
    expect(msgs.at(-1)).toMatchObject({ id: 9, result: { content: [{ text: 'counted to 3' }] } });
  });

  it('ends a JSON-answered request the client cancels, instead of leaving it open', async () => {
    const send = await rawSession(json.url);
    const waiting = send({ jsonrpc: '2.0', id: 21, method: 'tools/call', params: { name: 'wait', arguments: {} } });
    await new Promise((r) => setTimeout(r, 200));
    expect(
      (
        await send({
          jsonrpc: '2.0',
          method: 'notifications/cancelled',
          params: { requestId: 21, reason: 'the user gave up' },
        })
      ).status,
    ).toBe(202);
    const r = await Promise.race([
      waiting,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('still open after 5 s')), 5000)),
    ]);
    expect(r.status).toBe(202);
    expect(await r.text()).toBe('');
  });

  it('streams every answer when JSON answers are turned off', async () => {
    const send = await rawSession(streamed.url);
    const r = await send({
      jsonrpc: '2.0',
      id: 7,
      method: 'tools/call',
      params: { name: 'count', arguments: { n: 1 } },
    });
    expect(r.headers.get('content-type')).toBe('text/event-stream');
    expect(sseMessages(await r.text()).at(-1)).toMatchObject({
      id: 7,
      result: { content: [{ text: 'counted to 1' }] },
    });
  });

  it('refuses a request with an unsupported protocol version as the SDK does', async () => {
    const send = await rawSession(json.url);
    const sid = (await send({ jsonrpc: '2.0', id: 1, method: 'tools/list' })).headers.get('mcp-session-id')!;
    const r = await fetch(json.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: ACCEPT,
        'mcp-session-id': sid,
        'mcp-protocol-version': '1999-01-01',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }),
    });
    expect(r.status).toBe(400);
  });

  it('still tells an SDK client of a publication over its GET stream, between JSON-answered calls', async () => {
    const agent = new Client({ name: 'agent', version: '1.0.0' });
    let changed = 0;
    agent.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
      changed++;
    });
    await agent.connect(new StreamableHTTPClientTransport(new URL(json.url)));
    try {
      expect((await agent.callTool({ name: 'count', arguments: { n: 1 } })).content).toEqual([
        { type: 'text', text: 'counted to 1' },
      ]);
      await publish(json.db, 'slow/count', 'Counts to n and reports each step as progress.');
      await waitFor(() => changed === 1);
      const tools = await agent.listTools();
      expect(tools.tools.find((t) => t.name === 'count')?.description).toBe(
        'Counts to n and reports each step as progress.',
      );
    } finally {
      await agent.close();
    }
  });
});

async function publish(db: Db, ref: string, text: string): Promise<void> {
  const p = await propose(db, { ref, text, actor: 'json-test', maxDescriptionBytes: 65536 });
  await approve(db, { proposalId: p.proposal.id, actor: 'json-reviewer', publish: true });
}

async function waitFor(ok: () => boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
