// A rollback restores only a text that was published before, through every door that can
// roll back: the CLI, the HTTP API (which the page uses) and the MCP review server. A
// rejected or superseded proposal's version was never live, and restoring it would publish
// a text nobody approved.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { importTools } from '../../src/catalog/import.ts';
import { createLogger } from '../../src/log.ts';
import { createReviewMcpServer } from '../../src/mcp/review-server.ts';
import { approve, propose, reject } from '../../src/review/actions.ts';
import { createToken } from '../../src/auth/auth.ts';
import { createReviewApp } from '../../src/review/http.ts';
import { runCli } from '../kit/cli.ts';
import { withMigratedStore } from '../kit/db.ts';

const kit = withMigratedStore();
beforeAll(async () => {
  await importTools(kit.db, {
    server: 's',
    tools: ['cli', 'api', 'mcp'].map((name) => ({
      name,
      description: `Creates a note. Requires write permission. Door ${name}.`,
      inputSchema: {},
    })),
    actor: 'setup',
    maxDescriptionBytes: 65536,
  });
});

/**
 * v1 upstream (published), v2 rejected, v3 approved and published, v4 superseded by that
 * approval. Only v1 and v3 were ever live.
 */
async function history(ref: string): Promise<void> {
  const p = (text: string) => propose(kit.db, { ref, text, actor: 'alice', maxDescriptionBytes: 65536 });
  const rejected = await p('Creates a note. Drops the permission line.');
  await reject(kit.db, { proposalId: rejected.proposal.id, actor: 'rita', reason: 'drops the permission' });
  const approved = await p('Creates a note in the workspace. Requires write permission.');
  await p('Creates a note anywhere. Requires write permission.');
  await approve(kit.db, { proposalId: approved.proposal.id, actor: 'rita', publish: true, canary: 0 });
}

async function published(ref: string): Promise<number> {
  const r = await kit.db.query<{ published_version: number }>(
    `SELECT s.published_version FROM tool_state s JOIN tools t ON t.id = s.tool_id
      WHERE t.server || '/' || t.name = $1`,
    [ref],
  );
  return r.rows[0]!.published_version;
}

describe('rollback only to a version that was published before', () => {
  it('CLI: refuses the rejected and the superseded version with the reason, and restores v1', async () => {
    await history('s/cli');
    const rejected = await runCli(['rollback', 's/cli', '--to', '2'], kit.env);
    expect(rejected.code).toBe(1);
    expect(rejected.stderr).toMatch(/v2 of s\/cli was never published \(it is the text of proposal #\d+, rejected/);
    const superseded = await runCli(['rollback', 's/cli', '--to', '4'], kit.env);
    expect(superseded.code).toBe(1);
    expect(superseded.stderr).toMatch(/v4 of s\/cli was never published .*superseded/);
    expect(await published('s/cli')).toBe(3);
    const ok = await runCli(['rollback', 's/cli', '--to', '1'], kit.env);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/rolled back from v3 to the text of v1, published as v5/);
  });

  it('HTTP API: 409 for a never-published version; the pointer stays', async () => {
    await history('s/api');
    const token = (await createToken(kit.db, { name: 'page-reviewer', role: 'reviewer', actor: 'setup' })).token;
    const app = createReviewApp({ db: kit.db, log: createLogger('silent'), writesPerMinute: 1000 });
    const post = async (to: number) => {
      const res = await app.request('/api/rollback', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', host: 'review.local' },
        body: JSON.stringify({ tool: 's/api', to }),
      });
      return { status: res.status, json: (await res.json()) as { error?: string; restored?: number } };
    };
    for (const to of [2, 4]) {
      const r = await post(to);
      expect(r.status).toBe(409);
      expect(r.json.error).toMatch(new RegExp(`v${to} of s/api was never published`));
    }
    expect(await published('s/api')).toBe(3);
    expect(await post(1)).toMatchObject({ status: 200, json: { restored: 1 } });
  });

  it('MCP review server: rollback_tool refuses a never-published version with the reason', async () => {
    await history('s/mcp');
    const [a, b] = InMemoryTransport.createLinkedPair();
    await createReviewMcpServer(kit.db, { name: 'mcp-reviewer', role: 'reviewer' }).connect(a);
    const client = new Client({ name: 'reviewer-agent', version: '1.0.0' });
    await client.connect(b);
    const r = await client.callTool({ name: 'rollback_tool', arguments: { tool: 's/mcp', to: 2 } });
    expect(r.isError).toBe(true);
    expect((r as { content: { text: string }[] }).content[0]!.text).toMatch(
      /^conflict: v2 of s\/mcp was never published .*rejected/,
    );
    expect(await published('s/mcp')).toBe(3);
    const ok = await client.callTool({ name: 'rollback_tool', arguments: { tool: 's/mcp', to: 1 } });
    expect(ok.isError).toBeFalsy();
    expect(await published('s/mcp')).toBe(5);
    await client.close();
  });
});
