// A body nested millions deep on an MCP HTTP server (the review server on real PostgreSQL,
// the proxy uses the same serveHttp): refused with 400 by a linear scan before JSON.parse,
// instead of being parsed and walked by the SDK while every other session waits.
import { describe, expect, it } from 'vitest';
import { createToken, writeLimiter } from '../../src/auth/auth.ts';
import { createReviewMcpServer, requestCaller, reviewAuthorizer } from '../../src/mcp/review-server.ts';
import { MCP_JSON_MAX_DEPTH, serveHttp } from '../../src/mcp/serve.ts';
import { withMigratedStore } from '../kit/db.ts';

describe('MCP HTTP bodies', () => {
  const kit = withMigratedStore();

  it('refuses JSON nested deeper than the limit with 400, and serves a body at the limit', async () => {
    const { token } = await createToken(kit.db, { name: 'depth', role: 'viewer', actor: 'admin' });
    const http = await serveHttp(
      () => createReviewMcpServer(kit.db, requestCaller, { limitWrites: writeLimiter(60) }),
      '127.0.0.1',
      0,
      { authorize: reviewAuthorizer(kit.db) },
    );
    const post = async (body: string, sid?: string) => {
      const r = await fetch(`http://127.0.0.1:${http.port}/mcp`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...(sid ? { 'mcp-session-id': sid } : {}),
        },
        body,
      });
      return { status: r.status, sid: r.headers.get('mcp-session-id') ?? undefined, text: await r.text() };
    };
    // A tools/call whose arguments hold `n` nested arrays (4 levels of envelope around them).
    const call = (n: number) =>
      `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"list_proposals","arguments":{"x":${'['.repeat(n)}${']'.repeat(n)}}}}`;
    try {
      const init = await post(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
        }),
      );
      expect(init.status).toBe(200);
      for (const body of [call(1_500_000), '['.repeat(3_000_000)]) {
        const r = await post(body, init.sid);
        expect(r.status).toBe(400);
        expect(r.text).toContain(`nests deeper than ${MCP_JSON_MAX_DEPTH} levels`);
      }
      // At the limit the call reaches the server (its own answer, not a refusal of the body).
      const ok = await post(call(MCP_JSON_MAX_DEPTH - 4), init.sid);
      expect(ok.status).toBe(200);
      expect(ok.text).not.toContain('nests deeper');
    } finally {
      await http.close();
    }
  }, 60_000);
});
