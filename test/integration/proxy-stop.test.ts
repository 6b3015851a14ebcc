// Stopping the proxy while it starts: an upstream that accepts the connection and never
// answers initialize (an HTTP server that holds the request, a stdio child that reads and
// says nothing) held start() up to the connect timeout (30 s), and stop() waited for it.
// Real PostgreSQL, the real proxy and SDK client transports.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.ts';
import { McpProxy, type ProxyUpstream } from '../../src/mcp/proxy.ts';
import type { Db } from '../../src/store/db.ts';
import { freshPostgres, openMigrated, type TestStore } from '../kit/db.ts';

/** An HTTP server that reads each request and never answers it. */
async function silentHttp(): Promise<{ url: string; held: () => number; close: () => Promise<void> }> {
  let held = 0;
  const server: Server = createServer(() => void held++);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`,
    held: () => held,
    close: () => new Promise((r) => server.close(() => r()).closeAllConnections()),
  };
}

describe('proxy.stop() during start()', () => {
  let store: TestStore | undefined;
  let db: Db | undefined;
  afterEach(async () => {
    await db?.close();
    await store?.cleanup();
  });

  async function stopWhileConnecting(upstreams: ProxyUpstream[], started: () => boolean): Promise<void> {
    store = await freshPostgres();
    db = await openMigrated(store);
    const proxy = new McpProxy({ db, upstreams, log: createLogger('silent'), actor: 'stop-test' });
    const start = proxy.start().then(
      () => 'started',
      (err: Error) => err.message,
    );
    const deadline = Date.now() + 10_000;
    while (!started() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(started()).toBe(true);
    const t0 = performance.now();
    await proxy.stop();
    const took = performance.now() - t0;
    expect(took).toBeLessThan(3000);
    // start() ends too, saying the proxy stopped; it does not go on to the next upstream.
    expect(await start).toMatch(/stopping|closed/i);
  }

  it('ends a hanging HTTP upstream connect within a few seconds', async () => {
    const up = await silentHttp();
    try {
      await stopWhileConnecting([{ server: 'silent', url: up.url }], () => up.held() > 0);
    } finally {
      await up.close();
    }
  }, 60_000);

  it('ends a stdio child that never answers initialize, and starts no later upstream', async () => {
    const up = await silentHttp();
    try {
      await stopWhileConnecting(
        [
          { server: 'mute', stdio: `node -e "process.stdin.resume(); setInterval(() => {}, 1000)"` },
          { server: 'later', url: up.url },
        ],
        // The child is running once its connect is under way: give it a moment to spawn.
        (() => {
          const at = Date.now() + 500;
          return () => Date.now() > at;
        })(),
      );
      expect(up.held()).toBe(0);
    } finally {
      await up.close();
    }
  }, 60_000);
});
