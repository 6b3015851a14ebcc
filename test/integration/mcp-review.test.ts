// The MCP review server with a real SDK Client, over InMemoryTransport and over stdio
// (the real `whetstone mcp-review` command), with the same roles as the HTTP API.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { importTools } from '../../src/catalog/import.ts';
import { connectUpstream } from '../../src/mcp/upstream.ts';
import { createReviewMcpServer, REVIEW_TOOLS } from '../../src/mcp/review-server.ts';
import { scoreDescription } from '../../src/quality/rubric.ts';
import { propose } from '../../src/review/actions.ts';
import { createToken } from '../../src/auth/auth.ts';
import { ROOT } from '../kit/cli.ts';
import { withMigratedStore } from '../kit/db.ts';

const kit = withMigratedStore();
beforeAll(async () => {
  await importTools(kit.db, {
    server: 's',
    tools: [{ name: 'a', description: 'Tool A does a.', inputSchema: {} }],
    actor: 'setup',
    maxDescriptionBytes: 65536,
  });
});

async function inMemoryClient(principal: { name: string; role: 'viewer' | 'reviewer' | 'admin' } | undefined) {
  const [a, b] = InMemoryTransport.createLinkedPair();
  await createReviewMcpServer(kit.db, principal).connect(a);
  const client = new Client({ name: 'reviewer-agent', version: '1.0.0' });
  await client.connect(b);
  return client;
}
const text = (r: unknown) => (r as { content: { text: string }[] }).content[0]!.text;

describe('MCP review server', () => {
  it("offers eleven narrow tools whose descriptions lint Good under Whetstone's own lint", async () => {
    const client = await inMemoryClient({ name: 'v', role: 'viewer' });
    const tools = (await client.listTools()).tools;
    expect(tools.map((t) => t.name)).toEqual([
      'list_proposals',
      'show_proposal',
      'approve_proposal',
      'reject_proposal',
      'rollback_tool',
      'tool_history',
      'rollout_status',
      'decide_rollout',
      'list_summaries',
      'publish_summary',
      'reject_summary',
    ]);
    // Lint what agents are served: each description with the JSON Schema the SDK made of
    // the shared zod contract (parameter descriptions included).
    expect(tools.map((t) => t.name)).toEqual(REVIEW_TOOLS.map((t) => t.name));
    for (const t of tools) {
      const r = scoreDescription({
        description: t.description ?? '',
        inputSchema: t.inputSchema as Record<string, unknown>,
      });
      expect(r.smells, `${t.name}: ${JSON.stringify(r.scores)}`).toEqual([]);
    }
    const approveSchema = tools.find((t) => t.name === 'approve_proposal')!.inputSchema as {
      required?: string[];
      properties: Record<string, { description?: string }>;
    };
    expect(approveSchema.required).toEqual(['id']);
    expect(approveSchema.properties.id?.description).toMatch(/positive whole number/);
    await client.close();
  });

  it("lets a reviewer list, show and approve; the approval is audited with the reviewer's name", async () => {
    const id = (
      await propose(kit.db, {
        ref: 's/a',
        text: 'Tool A does a, for a-shaped tasks only.',
        actor: 'alice',
        maxDescriptionBytes: 65536,
      })
    ).proposal.id;
    const client = await inMemoryClient({ name: 'mcp-reviewer', role: 'reviewer' });
    const list = await client.callTool({ name: 'list_proposals', arguments: {} });
    expect(JSON.parse(text(list)).map((p: { id: number }) => p.id)).toContain(id);
    const show = await client.callTool({ name: 'show_proposal', arguments: { id } });
    expect(JSON.parse(text(show))).toMatchObject({ tool: 's/a', after: { version: 2 } });
    // A human proposal is replayed for the reviewer, as the page does.
    expect(JSON.parse(text(show)).replay).toMatchObject({ computed: 'on_view', queries: expect.any(Number) });
    const ok = await client.callTool({ name: 'approve_proposal', arguments: { id, reason: 'fine' } });
    expect(ok.isError).toBeFalsy();
    const audit = await kit.db.query<{ actor: string }>(
      `SELECT actor FROM audit_log WHERE action = 'proposal.approved' AND subject = $1`,
      [`proposal:${id}`],
    );
    expect(audit.rows).toEqual([{ actor: 'mcp-reviewer' }]);
    const history = await client.callTool({ name: 'tool_history', arguments: { tool: 's/a' } });
    expect(JSON.parse(text(history)).publishedVersion).toBe(2);
    await client.close();
  });

  it("refuses a viewer's approval and a call with no token, and says why", async () => {
    const id = (
      await propose(kit.db, {
        ref: 's/a',
        text: 'Tool A does a; viewer cannot approve this.',
        actor: 'alice',
        maxDescriptionBytes: 65536,
      })
    ).proposal.id;
    const viewer = await inMemoryClient({ name: 'watcher', role: 'viewer' });
    const denied = await viewer.callTool({ name: 'approve_proposal', arguments: { id } });
    expect(denied.isError).toBe(true);
    expect(text(denied)).toMatch(/^forbidden: watcher is a viewer; this needs the reviewer role/);
    const rb = await viewer.callTool({ name: 'rollback_tool', arguments: { tool: 's/a' } });
    expect(text(rb)).toMatch(/forbidden/);
    const anonymous = await inMemoryClient(undefined);
    expect(text(await anonymous.callTool({ name: 'list_proposals', arguments: {} }))).toMatch(/^unauthenticated/);
    const bad = await inMemoryClient({ name: 'r', role: 'reviewer' });
    expect(text(await bad.callTool({ name: 'show_proposal', arguments: { id: 'seven' } }))).toMatch(
      /id must be a positive whole number/,
    );
    for (const c of [viewer, anonymous, bad]) await c.close();
  });

  it('works over stdio as `whetstone mcp-review`, with the token from WHETSTONE_TOKEN', async () => {
    const viewerToken = (await createToken(kit.db, { name: 'stdio-viewer', role: 'viewer', actor: 'setup' })).token;
    const conn = await connectUpstream({
      stdio: `node ${ROOT}bin/whetstone.js mcp-review`,
      env: { ...kit.env, WHETSTONE_TOKEN: viewerToken, WHETSTONE_LOG_LEVEL: 'silent' },
    });
    try {
      const tools = (await conn.client.listTools()).tools;
      expect(tools).toHaveLength(REVIEW_TOOLS.length);
      const list = await conn.client.callTool({ name: 'list_proposals', arguments: { status: 'published' } });
      expect(list.isError).toBeFalsy();
      const pending = JSON.parse(text(await conn.client.callTool({ name: 'list_proposals', arguments: {} }))) as {
        id: number;
      }[];
      const denied = await conn.client.callTool({ name: 'approve_proposal', arguments: { id: pending[0]!.id } });
      expect(text(denied)).toMatch(/forbidden: stdio-viewer is a viewer/);
    } finally {
      await conn.close();
    }
  });
});
