// `whetstone proxy --http` as built, against a client that initializes over and over with
// one token: real PostgreSQL, a real SDK upstream over HTTP. Each open session holds a
// server and its transport until it ends or idles out, so sessions per token are capped
// (WHETSTONE_PROXY_MAX_SESSIONS_PER_TOKEN): past it an initialize is a 429, and a session
// ended with DELETE gives its slot back.
import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../kit/cli.ts';
import { freshPostgres, type TestStore } from '../kit/db.ts';
import { until } from '../kit/kafka.ts';
import { startMutableUpstream } from '../kit/mcp-upstream.ts';

const TOKEN = 'proxy-token-for-the-session-cap-test';
const schema = { type: 'object' as const, properties: { text: { type: 'string' } } };

describe('proxy --http sessions per token', () => {
  let store: TestStore;
  let upstream: Awaited<ReturnType<typeof startMutableUpstream>>;
  let proxy: ChildProcess;
  let url = '';
  let stderr = '';

  beforeAll(async () => {
    store = await freshPostgres();
    upstream = await startMutableUpstream([{ name: 'echo_text', description: 'Echoes text.', inputSchema: schema }]);
    proxy = spawn(
      process.execPath,
      ['bin/whetstone.js', 'proxy', '--http', '0', '--upstream-url', `office=${upstream.url}`],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          ...store.env,
          KAFKA_BROKERS: '',
          WHETSTONE_PROXY_TOKEN: TOKEN,
          WHETSTONE_PROXY_MAX_SESSIONS_PER_TOKEN: '3',
          NO_COLOR: '1',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    proxy.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    url = await until(
      'the proxy to serve HTTP',
      async () => /serving MCP at (http:\/\/\S+\/mcp)/.exec(stderr)?.[1] ?? '',
      (u) => u !== '',
      60_000,
      50,
    );
  }, 90_000);
  afterAll(async () => {
    if (proxy && proxy.exitCode === null) {
      const exited = new Promise((ok) => proxy.once('exit', ok));
      proxy.kill('SIGTERM');
      await exited;
    }
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

  it('refuses an initialize past the cap with 429, and a DELETE frees a slot', async () => {
    const open = [await initialize(), await initialize(), await initialize()];
    expect(open.map((o) => o.status)).toEqual([200, 200, 200]);
    const over = await initialize();
    expect(over.status).toBe(429);
    expect(over.text).toContain('WHETSTONE_PROXY_MAX_SESSIONS_PER_TOKEN');
    const del = await fetch(url, { method: 'DELETE', headers: { ...headers, 'mcp-session-id': open[0]!.sid! } });
    expect(del.status).toBe(200);
    expect((await initialize()).status).toBe(200);
  }, 60_000);
});
