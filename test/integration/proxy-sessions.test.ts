// `whetstone proxy --http` as built, against a client that initializes over and over with
// one token: real PostgreSQL, a real SDK upstream over HTTP. Each open session holds a
// server and its transport until it ends or idles out, so sessions per token are capped
// (WHETSTONE_PROXY_MAX_SESSIONS_PER_TOKEN): past it the token's least recently used
// session is closed to open the new one (agents sharing a token reconnect without ending
// their sessions, so refusing would lock them out). Its /metrics carries the process
// defaults, as `serve`'s and `run`'s do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, type TestStore } from '../kit/db.ts';
import { type HttpProxyCli, startHttpProxyCli } from '../kit/http-proxy-cli.ts';
import { startMutableUpstream } from '../kit/mcp-upstream.ts';

const TOKEN = 'proxy-token-for-the-session-cap-test';
const schema = { type: 'object' as const, properties: { text: { type: 'string' } } };

describe('proxy --http sessions per token', () => {
  let store: TestStore;
  let upstream: Awaited<ReturnType<typeof startMutableUpstream>>;
  let proxy: HttpProxyCli | undefined;
  let url = '';

  beforeAll(async () => {
    store = await freshPostgres();
    upstream = await startMutableUpstream([{ name: 'echo_text', description: 'Echoes text.', inputSchema: schema }]);
    proxy = await startHttpProxyCli(['--upstream-url', `office=${upstream.url}`], {
      ...store.env,
      WHETSTONE_PROXY_TOKEN: TOKEN,
      WHETSTONE_PROXY_MAX_SESSIONS_PER_TOKEN: '3',
    });
    url = proxy.mcpUrl;
  }, 90_000);
  afterAll(async () => {
    await proxy?.stop();
    await upstream?.close();
    await store?.cleanup();
  });

  const headers = {
    authorization: `Bearer ${TOKEN}`,
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
  };
  const initialize = async () => {
    const r = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'loop', version: '1.0.0' } },
      }),
    });
    return { status: r.status, sid: r.headers.get('mcp-session-id'), text: await r.text() };
  };

  const ping = async (sid: string) => {
    const r = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'mcp-session-id': sid },
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'ping' }),
    });
    await r.text();
    return r.status;
  };

  it('at the cap closes the least recently used session of the token for a new one', async () => {
    const [a, b, c] = [await initialize(), await initialize(), await initialize()];
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    // a and c were used since b: b is the one closed.
    expect(await ping(a.sid!)).toBe(200);
    expect(await ping(c.sid!)).toBe(200);
    const d = await initialize();
    expect(d.status).toBe(200);
    // 404: the spec's signal to initialize again.
    expect(await ping(b.sid!)).toBe(404);
    expect(await Promise.all([ping(a.sid!), ping(c.sid!), ping(d.sid!)])).toEqual([200, 200, 200]);
    // Still three open: a fifth session closes the idlest again, never a fourth slot.
    const e = await initialize();
    expect(e.status).toBe(200);
    const alive = await Promise.all([a, c, d, e].map((s) => ping(s.sid!)));
    expect(alive.filter((st) => st === 200)).toHaveLength(3);
  }, 60_000);

  it('serves the process defaults `serve` and `run` export on its own /metrics, behind the token', async () => {
    const metricsUrl = url.replace(/\/mcp$/, '/metrics');
    expect((await fetch(metricsUrl)).status).toBe(401);
    const r = await fetch(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(r.status).toBe(200);
    const body = await r.text();
    // Under the one prefix, with values: the registry collects them, not only declares them.
    expect(body).toMatch(/^whetstone_process_start_time_seconds \d+$/m);
    expect(body).toMatch(/^whetstone_process_cpu_seconds_total [\d.e+-]+$/m);
    expect(body).toMatch(/^whetstone_nodejs_eventloop_lag_p99_seconds [\d.e+-]+$/m);
    expect(body).toMatch(/^whetstone_nodejs_heap_size_used_bytes \d+$/m);
    expect(body).not.toMatch(/^process_cpu_seconds_total /m);
  }, 30_000);
});
