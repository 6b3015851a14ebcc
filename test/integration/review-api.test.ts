// The review API, every route and role, on the real PostgreSQL. Requests go through the
// app's own fetch handler (the browser test drives it over real HTTP).
import { beforeAll, describe, expect, it } from 'vitest';
import { importTools } from '../../src/catalog/import.ts';
import { createLogger } from '../../src/log.ts';
import { addLlmUsage } from '../../src/store/sql/llm-usage.ts';
import { propose } from '../../src/review/actions.ts';
import { createToken, revoke } from '../../src/auth/auth.ts';
import { createReviewApp } from '../../src/review/http.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { withMigratedStore } from '../kit/db.ts';

let app: ReturnType<typeof createReviewApp>;
const tokens: Record<string, string> = {};

const kit = withMigratedStore();
beforeAll(async () => {
  await importTools(kit.db, {
    server: 's',
    tools: [
      { name: 'a', description: 'Tool A does a.', inputSchema: {} },
      { name: 'b', description: 'Tool B does b.', inputSchema: {} },
    ],
    actor: 'setup',
    maxDescriptionBytes: 65536,
  });
  for (const role of ['viewer', 'reviewer', 'admin'] as const)
    tokens[role] = (await createToken(kit.db, { name: `${role}-1`, role, actor: 'setup' })).token;
  tokens.revoked = (await createToken(kit.db, { name: 'gone', role: 'admin', actor: 'setup' })).token;
  await revoke(kit.db, 'gone', 'setup');
  app = createReviewApp({ db: kit.db, log: createLogger('silent'), writesPerMinute: 1000 });
});

async function call(method: string, path: string, who?: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await app.request(path, {
    method,
    headers: {
      ...(who ? { authorization: `Bearer ${tokens[who] ?? who}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      host: 'review.local',
      ...headers,
    },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: res.status, json };
}

const newProposal = async (text: string) =>
  (await propose(kit.db, { ref: 's/a', text, actor: 'alice', maxDescriptionBytes: 65536 })).proposal.id;

describe('review API: reads', () => {
  it.each([
    ['/api/me'],
    ['/api/tools'],
    ['/api/tools/s/a'],
    ['/api/tools/s/a/diff?from=1&to=1'],
    ['/api/proposals'],
    ['/api/proposals?status=pending'],
    ['/api/audit'],
    ['/api/audit?tool=s/a'],
    ['/api/publications'],
    ['/api/llm/usage?days=7'],
  ])('GET %s works for a viewer and needs a token', async (path) => {
    expect((await call('GET', path, 'viewer')).status).toBe(200);
    expect((await call('GET', path)).status).toBe(401);
  });

  it('shows one proposal with its diff, lint before/after and evidence', async () => {
    const id = await newProposal('Tool A does a, and says when to use it: for a-shaped tasks only.');
    const r = await call('GET', `/api/proposals/${id}`, 'viewer');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ tool: 's/a', before: { version: 1 }, after: { version: 2 }, evidence: [] });
    expect((r.json!.diff as { op: string }[]).some((p) => p.op === 'insert')).toBe(true);
    expect(r.json!.lint).toMatchObject({ before: { label: 'Bad' }, after: { scores: expect.any(Object) } });
  });
});

describe('review API: traces, tool pages, page modules', () => {
  const SECRET = 'sk-abcdefghijklmnop1234';
  beforeAll(async () => {
    const ingestor = new TraceIngestor({
      format: v1Format,
      db: kit.db,
      redactor: createRedactor(),
      maxTraceBytes: 1 << 20,
      actor: 'setup',
    });
    const trace = {
      schema: 'whetstone.trace/v1',
      trace_id: 'tr-1',
      timestamp: '2026-11-21T10:00:00Z',
      server: 's',
      user_query: `do a with key ${SECRET}`,
      tools_shown: [{ server: 's', name: 'a', version: 1 }],
      tool_calls: [{ server: 's', name: 'seen_only', arguments: { x: 1 }, result: { is_error: false, preview: 'ok' } }],
      messages: [
        { role: 'user', content: `do a with key ${SECRET}` },
        { role: 'assistant', content: 'done' },
      ],
      final_answer: 'done',
    };
    await ingestor.store(
      ingestor.decode([{ value: Buffer.from(JSON.stringify(trace)), key: null, source: 'test' }]).rows,
    );
  });

  it('GET /api/traces/:id shows the stored trace, redacted, to a viewer', async () => {
    expect((await call('GET', '/api/traces/tr-1')).status).toBe(401);
    const r = await call('GET', '/api/traces/tr-1', 'viewer');
    expect(r.status).toBe(200);
    expect(JSON.stringify(r.json)).not.toContain(SECRET);
    expect(r.json).toMatchObject({
      trace: { trace_id: 'tr-1', tool_calls: [{ name: 'seen_only', arguments: { x: 1 } }], final_answer: 'done' },
      messages: [
        { role: 'user', content: expect.stringMatching(/^do a with key \[REDACTED/) },
        { role: 'assistant', content: 'done' },
      ],
    });
    expect((await call('GET', '/api/traces/no-such-trace', 'viewer')).status).toBe(404);
  });

  it('a tool seen only in traces is observed only: no versions, its traces listed', async () => {
    const r = await call('GET', '/api/tools/s/seen_only', 'viewer');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ observed_only: true, origin: 'observed', publishedVersion: null, versions: [] });
    expect(r.json!.traces).toMatchObject([{ trace_id: 'tr-1' }]);
    const b = await call('GET', '/api/tools/s/b', 'viewer');
    expect(b.json).toMatchObject({
      observed_only: false,
      versions: [{ version: 1, status: 'published', ever_published: true }],
    });
  });

  it("a human proposal's detail carries a replay run for it", async () => {
    const id = (
      await propose(kit.db, {
        ref: 's/b',
        text: 'Tool B does b, for b-shaped tasks only.',
        actor: 'alice',
        maxDescriptionBytes: 65536,
      })
    ).proposal.id;
    const r = await call('GET', `/api/proposals/${id}`, 'viewer');
    expect(r.json!.replay).toMatchObject({
      computed: 'on_view',
      broken: expect.any(Number),
      queries: expect.any(Number),
    });
  });

  it.each(['/app.js', '/lib.js', '/proposal.js', '/tool.js', '/versions.js', '/trace.js', '/spend.js', '/code.js'])(
    'serves the page module %s under the CSP',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('javascript');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    },
  );
});

describe('review API: LLM spending', () => {
  it('shows spend per day and purpose, from the one meter every stage records through', async () => {
    await addLlmUsage(kit.db, 'judge', 160, 0.0002);
    await addLlmUsage(kit.db, 'improver', 1000, 0.004);
    const r = await call('GET', '/api/llm/usage', 'viewer');
    expect(r.status).toBe(200);
    expect(
      (r.json as unknown as { purpose: string; tokens: number; calls: number }[]).map((u) => [
        u.purpose,
        u.tokens,
        u.calls,
      ]),
    ).toEqual([
      ['improver', 1000, 1],
      ['judge', 160, 1],
    ]);
    expect((await call('GET', '/api/llm/usage?days=-1', 'viewer')).status).toBe(400);
  });
});

describe('review API: auth and roles', () => {
  it('401 for an unknown or revoked token', async () => {
    expect((await call('GET', '/api/tools', 'wst_not-a-token')).status).toBe(401);
    const revoked = await call('GET', '/api/tools', 'revoked');
    expect(revoked.status).toBe(401);
    expect(revoked.json!.error).toMatch(/valid token is required/);
  });

  it('a viewer cannot approve, reject or roll back (403)', async () => {
    const id = await newProposal('Tool A does a. Viewer test.');
    expect((await call('POST', `/api/proposals/${id}/approve`, 'viewer', {})).status).toBe(403);
    expect((await call('POST', `/api/proposals/${id}/reject`, 'viewer', { reason: 'no' })).status).toBe(403);
    const rb = await call('POST', '/api/rollback', 'viewer', { tool: 's/a' });
    expect(rb.status).toBe(403);
    expect(rb.json!.error).toMatch(/viewer-1 is a viewer; this needs the reviewer role/);
  });

  it('a reviewer approval publishes and is audited with the token name', async () => {
    const id = await newProposal('Tool A does a. Approved by a reviewer.');
    const r = await call('POST', `/api/proposals/${id}/approve`, 'reviewer', { reason: 'clearer' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ published: true, proposal: { status: 'published', decided_by: 'reviewer-1' } });
    const audit = await call('GET', '/api/audit?tool=s/a', 'viewer');
    const approved = (audit.json as unknown as { action: string; actor: string; subject: string }[]).find(
      (a) => a.action === 'proposal.approved' && a.subject === `proposal:${id}`,
    );
    expect(approved?.actor).toBe('reviewer-1');
  });

  it('a reviewer rejects with a reason and rolls back', async () => {
    const id = await newProposal('Tool A does a. To be rejected.');
    expect(
      (await call('POST', `/api/proposals/${id}/reject`, 'reviewer', { reason: 'overclaims' })).json,
    ).toMatchObject({ status: 'rejected', decided_by: 'reviewer-1' });
    const rb = await call('POST', '/api/rollback', 'reviewer', { tool: 's/a', reason: 'regressed' });
    expect(rb.status).toBe(200);
    expect(rb.json).toMatchObject({ version: { source: 'rollback', created_by: 'reviewer-1' } });
  });

  it('only admins manage tokens; a created token works at once and is shown once', async () => {
    expect((await call('GET', '/api/tokens', 'reviewer')).status).toBe(403);
    expect((await call('POST', '/api/tokens', 'reviewer', { name: 'x', role: 'viewer' })).status).toBe(403);
    const created = await call('POST', '/api/tokens', 'admin', { name: 'ci-bot', role: 'viewer' });
    expect(created.status).toBe(201);
    const tok = created.json!.token as string;
    expect((await call('GET', '/api/me', tok)).json).toEqual({ name: 'ci-bot', role: 'viewer' });
    const listed = await call('GET', '/api/tokens', 'admin');
    expect(JSON.stringify(listed.json)).not.toContain(tok);
    expect((await call('DELETE', '/api/tokens/ci-bot', 'admin')).status).toBe(200);
    expect((await call('GET', '/api/me', tok)).status).toBe(401);
  });
});

describe('review API: bad input gets a 4xx with a message, never a 500', () => {
  it.each([
    ['GET', '/api/proposals/abc', undefined, 400, /not a proposal id/],
    ['GET', '/api/proposals/-1', undefined, 400, /not a proposal id/],
    ['GET', '/api/proposals/999999', undefined, 404, /no proposal #999999/],
    ['GET', '/api/proposals?status=maybe', undefined, 400, /status must be one of/],
    ['GET', '/api/tools/s/nope', undefined, 404, /unknown tool s\/nope/],
    ['GET', '/api/tools/s/a/diff?from=x', undefined, 400, /from=N&to=M/],
    ['POST', '/api/proposals/1/reject', {}, 400, /reason/],
    ['POST', '/api/proposals/1/reject', '{not json', 400, /not valid JSON/],
    ['POST', '/api/rollback', { tool: 7 }, 400, /invalid body/],
    ['POST', '/api/rollback', { tool: 's/nope' }, 404, /unknown tool/],
    ['GET', '/api/nothing-here', undefined, 404, /no route/],
  ])('%s %s → %i', async (method, path, body, status, message) => {
    const r = await call(method as string, path as string, 'admin', body);
    expect(r.status).toBe(status);
    expect(String(r.json!.error)).toMatch(message as RegExp);
  });

  it('409 for an already decided proposal', async () => {
    const id = await newProposal('Tool A does a. Decided twice.');
    await call('POST', `/api/proposals/${id}/reject`, 'reviewer', { reason: 'first' });
    const again = await call('POST', `/api/proposals/${id}/approve`, 'reviewer', {});
    expect(again.status).toBe(409);
    expect(again.json!.error).toMatch(/already rejected/);
  });

  it('refuses cross-origin writes and writes without a JSON body (CSRF)', async () => {
    const id = await newProposal('Tool A does a. CSRF.');
    expect(
      (await call('POST', `/api/proposals/${id}/approve`, 'reviewer', {}, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    const form = await app.request(`/api/proposals/${id}/approve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.reviewer}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'publish=true',
    });
    expect(form.status).toBe(400);
    expect((await call('GET', `/api/proposals/${id}`, 'viewer')).json).toMatchObject({
      proposal: { status: 'pending' },
    });
  });

  it('rate limits writes per token (429)', async () => {
    const limited = createReviewApp({ db: kit.db, log: createLogger('silent'), writesPerMinute: 2 });
    const post = () =>
      limited.request('/api/rollback', {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.reviewer}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tool: 's/b' }),
      });
    const statuses = [(await post()).status, (await post()).status, (await post()).status];
    expect(statuses[2]).toBe(429);
  });
});
