// MCP review sessions are bounded on the real server and PostgreSQL: one token holds at
// most WHETSTONE_MCP_MAX_SESSIONS_PER_TOKEN open sessions (429 past it, other tokens
// unaffected), and an idle session is closed, which frees its slot.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createToken, writeLimiter } from '../../src/auth/auth.ts';
import { createReviewMcpServer, requestCaller, reviewAuthorizer } from '../../src/mcp/review-server.ts';
import { serveHttp } from '../../src/mcp/serve.ts';
import { withMigratedStore } from '../kit/db.ts';
import { until } from '../kit/kafka.ts';

const INIT = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});

function post(port: number, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; session: string | undefined }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/mcp',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          host: `127.0.0.1:${port}`,
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, session: res.headers['mcp-session-id'] as string }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('MCP review sessions', () => {
  const kit = withMigratedStore();

  it('caps open sessions per token and expires idle ones, freeing their slots', async () => {
    const { token: a } = await createToken(kit.db, { name: 'cap-a', role: 'viewer', actor: 'admin' });
    const { token: b } = await createToken(kit.db, { name: 'cap-b', role: 'viewer', actor: 'admin' });
    const http = await serveHttp(
      () => createReviewMcpServer(kit.db, requestCaller, { limitWrites: writeLimiter(60) }),
      '127.0.0.1',
      0,
      { authorize: reviewAuthorizer(kit.db), maxSessionsPerToken: 3, sessionIdleMs: 1_500 },
    );
    try {
      const init = (t: string) => post(http.port, { authorization: `Bearer ${t}` }, INIT);
      const opened = await Promise.all([init(a), init(a), init(a), init(a), init(a)]);
      expect(opened.filter((r) => r.status === 200)).toHaveLength(3);
      expect(opened.filter((r) => r.status === 429)).toHaveLength(2);
      // Another token is not affected.
      expect((await init(b)).status).toBe(200);
      // Idle past sessionIdleMs: closed by the sweep, slots free again.
      await until(
        'idle sessions to expire',
        () => init(a),
        (r) => r.status === 200,
        15_000,
        500,
      );
      const gone = opened.find((r) => r.status === 200)!.session!;
      const stale = await post(
        http.port,
        { authorization: `Bearer ${a}`, 'mcp-session-id': gone },
        JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }),
      );
      // 404: the spec's signal to a client to initialize again.
      expect(stale.status).toBe(404);
    } finally {
      await http.close();
    }
  }, 60_000);
});
