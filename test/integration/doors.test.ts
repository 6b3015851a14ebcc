// Every door Whetstone opens, tried as an attacker would (issue 13, findings 4, 5, 8, 10,
// 11), against the real servers: the MCP review server over Streamable HTTP and stdio's
// per-call lookup, `proxy --http`'s Host/Origin allow-lists, bearer auth and body limit,
// the review API's small ones, LISTEN across two cut connections (through a TCP proxy:
// the shared PostgreSQL is never restarted), and webhook signatures a Standard Webhooks
// verifier checks.
import { request as httpRequest, createServer, type Server as NodeServer } from 'node:http';
import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importTools } from '../../src/catalog/import.ts';
import { createLogger } from '../../src/log.ts';
import { McpProxy } from '../../src/mcp/proxy.ts';
import { proxyAuthorizer } from '../../src/mcp/proxy-auth.ts';
import { createReviewMcpServer, requestCaller, reviewAuthorizer, tokenCaller } from '../../src/mcp/review-server.ts';
import { readJson, serveHttp } from '../../src/mcp/serve.ts';
import { webhookTarget } from '../../src/publish/targets/webhook.ts';
import { approve, propose } from '../../src/review/actions.ts';
import { createToken, revoke, writeLimiter } from '../../src/auth/auth.ts';
import { createReviewApp } from '../../src/review/http.ts';
import { withMigratedStore } from '../kit/db.ts';
import { until } from '../kit/kafka.ts';
import { startMutableUpstream } from '../kit/mcp-upstream.ts';
import { dbBehindProxy } from '../kit/tcp-proxy.ts';

const log = createLogger('silent');

const kit = withMigratedStore();
beforeAll(async () => {
  await importTools(kit.db, {
    server: 's',
    tools: [{ name: 'a', description: 'Tool A does a.', inputSchema: { type: 'object' } }],
    actor: 'setup',
    maxDescriptionBytes: 65536,
  });
});

const text = (r: unknown) => (r as { content: { text: string }[] }).content[0]!.text;
const proposeA = async (t: string) =>
  (await propose(kit.db, { ref: 's/a', text: t, actor: 'alice', maxDescriptionBytes: 65536 })).proposal.id;
const status = async (id: number) =>
  (await kit.db.query<{ status: string }>('SELECT status FROM proposals WHERE id = $1', [id])).rows[0]!.status;

/** A raw HTTP request, so the test controls Host and Origin (fetch does not let it set Host). */
function raw(
  port: number,
  o: { method?: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/mcp', method: o.method ?? 'POST', headers: o.headers },
      (res) => {
        let b = '';
        res.on('data', (c: Buffer) => (b += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: b }));
      },
    );
    req.on('error', reject);
    req.end(o.body);
  });
}
const INIT = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});
const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

describe('MCP review server: who calls is checked at every call', () => {
  it('over HTTP, refuses a token revoked mid-session; the proposal stays pending', async () => {
    const { token } = await createToken(kit.db, { name: 'mid-session', role: 'reviewer', actor: 'admin' });
    const http = await serveHttp(
      () => createReviewMcpServer(kit.db, requestCaller, { limitWrites: writeLimiter(60) }),
      '127.0.0.1',
      0,
      { authorize: reviewAuthorizer(kit.db) },
    );
    const client = new Client({ name: 'reviewer-agent', version: '1' });
    try {
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${http.port}/mcp`), {
          requestInit: { headers: { authorization: `Bearer ${token}` } },
        }),
      );
      const id = await proposeA('Tool A does a; this one must not be approved after revocation.');
      expect(
        JSON.parse(text(await client.callTool({ name: 'list_proposals', arguments: {} }))).map(
          (p: { id: number }) => p.id,
        ),
      ).toContain(id);
      await revoke(kit.db, 'mid-session', 'admin');
      await expect(client.callTool({ name: 'approve_proposal', arguments: { id } })).rejects.toThrow(/401|token/);
      expect(await status(id)).toBe('pending');
      // No token at all: refused before any session exists.
      expect(
        (await raw(http.port, { headers: { ...MCP_HEADERS, host: `127.0.0.1:${http.port}` }, body: INIT })).status,
      ).toBe(401);
    } finally {
      await client.close().catch(() => {});
      await http.close();
    }
  });

  it('over HTTP, applies the per-token write limit of the HTTP API', async () => {
    const { token } = await createToken(kit.db, { name: 'busy-reviewer', role: 'reviewer', actor: 'admin' });
    const http = await serveHttp(
      () => createReviewMcpServer(kit.db, requestCaller, { limitWrites: writeLimiter(2) }),
      '127.0.0.1',
      0,
      { authorize: reviewAuthorizer(kit.db) },
    );
    const client = new Client({ name: 'reviewer-agent', version: '1' });
    try {
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${http.port}/mcp`), {
          requestInit: { headers: { authorization: `Bearer ${token}` } },
        }),
      );
      const results: string[] = [];
      for (let i = 0; i < 3; i++) {
        const id = await proposeA(`Tool A does a, rejected draft number ${i}.`);
        results.push(text(await client.callTool({ name: 'reject_proposal', arguments: { id, reason: 'no' } })));
      }
      expect(results[2]).toMatch(/^rate_limited: more than 2 writes a minute for busy-reviewer/);
      // Reads are not writes.
      expect(text(await client.callTool({ name: 'list_proposals', arguments: {} }))).not.toMatch(/rate_limited/);
    } finally {
      await client.close().catch(() => {});
      await http.close();
    }
  });

  it('over stdio, looks the token up again at every call', async () => {
    const { token } = await createToken(kit.db, { name: 'stdio-reviewer', role: 'reviewer', actor: 'admin' });
    const [a, b] = InMemoryTransport.createLinkedPair();
    await createReviewMcpServer(kit.db, tokenCaller(kit.db, token)).connect(a);
    const client = new Client({ name: 'reviewer-agent', version: '1' });
    await client.connect(b);
    expect(text(await client.callTool({ name: 'list_proposals', arguments: {} }))).not.toMatch(/unauthenticated/);
    await revoke(kit.db, 'stdio-reviewer', 'admin');
    const id = await proposeA('Tool A does a; stdio revocation case.');
    expect(text(await client.callTool({ name: 'approve_proposal', arguments: { id } }))).toMatch(/^unauthenticated/);
    expect(await status(id)).toBe('pending');
    await client.close();
  });
});

describe('proxy --http: allow-lists, bearer auth, body limit', () => {
  let upstream: Awaited<ReturnType<typeof startMutableUpstream>>;
  let proxy: McpProxy;
  let http: Awaited<ReturnType<typeof serveHttp>>;
  const CONFIGURED = 'a-configured-proxy-token-of-some-length';
  beforeAll(async () => {
    upstream = await startMutableUpstream([
      { name: 'ping', description: 'Answers pong.', inputSchema: { type: 'object' } },
    ]);
    proxy = new McpProxy({ db: kit.db, upstreams: [{ server: 'up', url: upstream.url }], log, actor: 'proxy-test' });
    await proxy.start();
    http = await serveHttp((sid) => proxy.createSession(sid), '127.0.0.1', 0, {
      authorize: proxyAuthorizer(kit.db, { configuredToken: CONFIGURED, cacheMs: 0 }),
      maxBodyBytes: 4096,
    });
  });
  afterAll(async () => {
    await http?.close();
    await proxy?.stop();
    await upstream?.close();
  });

  it('refuses a rebinding Host and a foreign Origin, even with a valid token', async () => {
    const auth = { authorization: `Bearer ${CONFIGURED}` };
    const ok = await raw(http.port, {
      headers: { ...MCP_HEADERS, ...auth, host: `127.0.0.1:${http.port}` },
      body: INIT,
    });
    expect(ok.status).toBe(200);
    const rebound = await raw(http.port, {
      headers: { ...MCP_HEADERS, ...auth, host: `attacker.example:${http.port}` },
      body: INIT,
    });
    expect(rebound.status).toBe(403);
    expect(rebound.body).toMatch(/DNS-rebinding/);
    const foreign = await raw(http.port, {
      headers: { ...MCP_HEADERS, ...auth, host: `localhost:${http.port}`, origin: 'http://attacker.example' },
      body: INIT,
    });
    expect(foreign.status).toBe(403);
    const nullOrigin = await raw(http.port, {
      headers: { ...MCP_HEADERS, ...auth, host: `localhost:${http.port}`, origin: 'null' },
      body: INIT,
    });
    expect(nullOrigin.status).toBe(403);
  });

  it('takes an agent token or the configured token; refuses none, a reviewer token, and a revoked agent token', async () => {
    const host = { host: `127.0.0.1:${http.port}` };
    const init = (h: Record<string, string>) =>
      raw(http.port, { headers: { ...MCP_HEADERS, ...host, ...h }, body: INIT });
    expect((await init({})).status).toBe(401);
    expect((await init({ authorization: 'Bearer not-a-token' })).status).toBe(401);
    const reviewer = await createToken(kit.db, { name: 'a-reviewer', role: 'reviewer', actor: 'admin' });
    expect((await init({ authorization: `Bearer ${reviewer.token}` })).status).toBe(401);
    const agentTok = await createToken(kit.db, { name: 'agent-1', role: 'agent', actor: 'admin' });
    const client = new Client({ name: 'agent', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${http.port}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${agentTok.token}` } },
      }),
    );
    expect(text(await client.callTool({ name: 'ping', arguments: {} }))).toBe('called ping with {}');
    await revoke(kit.db, 'agent-1', 'admin');
    await expect(client.callTool({ name: 'ping', arguments: {} })).rejects.toThrow(/401|token/);
    await client.close().catch(() => {});
  });

  it('refuses a body over the limit while reading it, and decodes UTF-8 split across chunks', async () => {
    const big = await raw(http.port, {
      headers: { ...MCP_HEADERS, host: `127.0.0.1:${http.port}`, authorization: `Bearer ${CONFIGURED}` },
      body: JSON.stringify({ pad: 'x'.repeat(10_000) }),
    });
    expect(big.status).toBe(413);
    const bytes = Buffer.from(JSON.stringify({ name: 'Zoë 名前 🙂' }), 'utf8');
    const at = bytes.indexOf(Buffer.from('🙂')) + 2; // in the middle of the emoji
    const req = Readable.from([bytes.subarray(0, at), bytes.subarray(at)]) as unknown as IncomingMessage;
    (req as { headers: Record<string, string> }).headers = {};
    expect(await readJson(req, 4096)).toEqual({ name: 'Zoë 名前 🙂' });
  });
});

describe('review API: the small ones', () => {
  it('403 for Origin: null on a write, 400 for a negative limit', async () => {
    const app = createReviewApp({ db: kit.db, log, writesPerMinute: 60 });
    const { token } = await createToken(kit.db, { name: 'api-reviewer', role: 'reviewer', actor: 'admin' });
    const id = await proposeA('Tool A does a; null origin case.');
    const r = await app.request(`/api/proposals/${id}/approve`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        origin: 'null',
        host: 'localhost:8787',
      },
      body: '{}',
    });
    expect(r.status).toBe(403);
    expect(await status(id)).toBe('pending');
    for (const limit of ['-5', '0', 'abc', '1.5', '5000']) {
      expect(
        (await app.request(`/api/audit?limit=${limit}`, { headers: { authorization: `Bearer ${token}` } })).status,
        limit,
      ).toBe(400);
    }
    expect((await app.request('/api/audit?limit=5', { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      200,
    );
  });

  it('with the database down, any bearer string gets a 503 that names neither the database host nor its name', async () => {
    const { db: down, tcp, url } = await dbBehindProxy(kit.env.DATABASE_URL!);
    try {
      await tcp.cut();
      const app = createReviewApp({ db: down, log, writesPerMinute: 60 });
      const r = await app.request('/api/me', { headers: { authorization: 'Bearer anything-at-all' } });
      expect(r.status).toBe(503);
      const body = await r.text();
      expect(body).not.toContain(url.pathname.slice(1));
      expect(body).not.toContain(String(tcp.port));
      expect(body).not.toContain(url.hostname);
    } finally {
      await down.close().catch(() => {});
      await tcp.close();
    }
  });
});

describe('LISTEN across lost connections', () => {
  it('survives two cut connections: one listener, every notification after each reconnect delivered once', async () => {
    const { db: listening, tcp } = await dbBehindProxy(kit.env.DATABASE_URL!);
    const got: string[] = [];
    let reconnects = 0;
    const unlisten = await listening.listen('doors_test', (p) => got.push(p), { onReconnect: () => reconnects++ });
    const notify = async (tag: string) => {
      for (let i = 0; i < 5; i++) await kit.db.query(`SELECT pg_notify('doors_test', $1)`, [`${tag}-${i}`]);
    };
    try {
      await notify('before');
      await until(
        'the first five',
        async () => got.length,
        (n) => n >= 5,
        10_000,
        20,
      );
      for (const round of [1, 2]) {
        await tcp.cut();
        // Down long enough for reconnect attempts to fail: the loop must keep trying.
        await new Promise((r) => setTimeout(r, 700));
        await tcp.restore();
        await until(
          `reconnect ${round}`,
          async () => reconnects,
          (n) => n >= round,
          20_000,
          20,
        );
        await notify(`after-${round}`);
        await until(
          `round ${round} delivered`,
          async () => got.length,
          (n) => n >= 5 + round * 5,
          10_000,
          20,
        );
      }
      await new Promise((r) => setTimeout(r, 300)); // a doubled listener would deliver more by now
      expect(reconnects).toBe(2);
      expect(got).toEqual(['before', 'after-1', 'after-2'].flatMap((t) => [0, 1, 2, 3, 4].map((i) => `${t}-${i}`)));
    } finally {
      await unlisten();
      await listening.close();
      await tcp.close();
    }
  });

  it('the proxy reloads in full after its LISTEN connection comes back: a publication made while it was cut reaches agents', async () => {
    const { db: proxied, tcp } = await dbBehindProxy(kit.env.DATABASE_URL!);
    const upstream = await startMutableUpstream([
      { name: 'lookup', description: 'Looks a thing up.', inputSchema: { type: 'object' } },
    ]);
    // The periodic reload is far away: only the reconnect can explain a fresh list.
    const proxy = new McpProxy({
      db: proxied,
      upstreams: [{ server: 'rl', url: upstream.url }],
      log,
      actor: 'proxy-test',
      reloadIntervalMs: 3_600_000,
    });
    await proxy.start();
    const http = await serveHttp((sid) => proxy.createSession(sid), '127.0.0.1', 0);
    const client = new Client({ name: 'agent', version: '1' });
    let changes = 0;
    client.setNotificationHandler(ToolListChangedNotificationSchema, async () => void changes++);
    await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${http.port}/mcp`)));
    try {
      await tcp.cut();
      const p = await propose(kit.db, {
        ref: 'rl/lookup',
        text: 'Looks a thing up by its exact name; fails for unknown names.',
        actor: 'alice',
        maxDescriptionBytes: 65536,
      });
      await approve(kit.db, { proposalId: p.proposal.id, actor: 'alice', publish: true });
      await new Promise((r) => setTimeout(r, 300));
      await tcp.restore();
      await until(
        'list_changed after the reconnect',
        async () => changes,
        (n) => n > 0,
        20_000,
        50,
      );
      expect((await client.listTools()).tools[0]!.description).toBe(
        'Looks a thing up by its exact name; fails for unknown names.',
      );
    } finally {
      await client.close().catch(() => {});
      await http.close();
      await proxy.stop();
      await upstream.close();
      await proxied.close().catch(() => {});
      await tcp.close();
    }
  });
});

describe('webhooks (Standard Webhooks)', () => {
  const SECRET = 'a-webhook-secret-of-some-length';
  let server: NodeServer;
  let port = 0;
  const received: { headers: Record<string, string>; body: string; path: string }[] = [];
  beforeAll(async () => {
    server = createServer(async (req, res) => {
      let body = '';
      for await (const c of req) body += c;
      received.push({ headers: req.headers as Record<string, string>, body, path: req.url! });
      if (req.url === '/moved') res.writeHead(302, { location: `http://127.0.0.1:${port}/elsewhere` }).end();
      else res.writeHead(200).end();
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    vi.useRealTimers();
    await new Promise<void>((ok) => server.close(() => ok()));
  });

  const delivery = { deliveryId: 'del-42', all: [], changed: [] };

  it('a verifier accepts a fresh delivery and rejects it replayed after the tolerance, or with a changed timestamp', async () => {
    await webhookTarget(`http://127.0.0.1:${port}/hook`, SECRET).deliver(delivery);
    const d = received.at(-1)!;
    const headers = {
      'webhook-id': d.headers['webhook-id']!,
      'webhook-timestamp': d.headers['webhook-timestamp']!,
      'webhook-signature': d.headers['webhook-signature']!,
    };
    expect(headers['webhook-id']).toBe('del-42');
    const verifier = new Webhook(SECRET, { format: 'raw' });
    expect(verifier.verify(d.body, headers)).toMatchObject({ delivery_id: 'del-42' });
    // The same bytes, re-sent by whoever captured them, six minutes later.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 60_000);
    expect(() => verifier.verify(d.body, headers)).toThrow(/too old/i);
    // Refreshing the timestamp breaks the signature.
    expect(() =>
      verifier.verify(d.body, { ...headers, 'webhook-timestamp': String(Math.floor(Date.now() / 1000)) }),
    ).toThrow(/signature/i);
    vi.useRealTimers();
    // Another id breaks it too.
    expect(() => verifier.verify(d.body, { ...headers, 'webhook-id': 'del-43' })).toThrow(/signature/i);
  });

  it('refuses to follow a redirect', async () => {
    const before = received.length;
    await expect(webhookTarget(`http://127.0.0.1:${port}/moved`, SECRET).deliver(delivery)).rejects.toThrow(/redirect/);
    expect(received.slice(before).map((r) => r.path)).toEqual(['/moved']);
  });
});

describe('the shared proxy token name', () => {
  it('is not given to an agent token: its sessions would be assigned arms one by one', async () => {
    // The proxy names WHETSTONE_PROXY_TOKEN's holders "proxy-token" and draws their arms per
    // session (arm-identity.ts); a token of that name would be taken for them.
    await expect(createToken(kit.db, { name: 'proxy-token', role: 'agent', actor: 'admin' })).rejects.toThrow(
      /reserved/,
    );
    const n = await kit.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM api_tokens WHERE name = 'proxy-token'`);
    expect(n.rows[0]!.n).toBe(0);
  });
});
