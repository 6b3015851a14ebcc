// The whole review story as a user runs it, through the real CLI, on both stores:
// import a real MCP server from npm over stdio, propose, diff, approve with publish,
// roll back, then read history, export and audit.
import { writeFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, runJson, ROOT } from '../kit/cli.ts';
import { backends, withStore } from '../kit/db.ts';

const EVERYTHING = `node ${join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js')} stdio`;

interface ToolListRow {
  server: string;
  name: string;
  published_version: number;
  latest_version: number;
}

describe.each(backends)('review story on %s', (_name, fresh) => {
  const work = mkdtempSync(join(tmpdir(), 'whetstone-story-'));

  const kit = withStore(fresh);

  it('imports the tools of @modelcontextprotocol/server-everything over stdio', async () => {
    const r = await runCli(['tools', 'import', '--stdio', EVERYTHING, '--server', 'everything'], kit.env);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/everything: \d+ tools — \d+ added/);
    const tools = await runJson<ToolListRow[]>(['tools', 'list'], kit.env);
    const echo = tools.find((t) => t.name === 'echo');
    expect(echo).toMatchObject({ server: 'everything', published_version: 1, latest_version: 1 });
    expect(tools.length).toBeGreaterThan(3);

    const again = await runJson<{ added: string[]; unchanged: string[] }>(
      ['tools', 'import', '--stdio', EVERYTHING, '--server', 'everything'],
      kit.env,
    );
    expect(again.added).toEqual([]);
    expect(again.unchanged).toHaveLength(tools.length);
  });

  it('proposes, diffs, approves with publish, rolls back, and keeps the whole history', async () => {
    const proposalFile = join(work, 'echo.txt');
    const newText =
      'Echoes the given message back unchanged. Use to check that the connection and tool calling work. ' +
      'Do not use to transform text. `message` is the text to return.';
    writeFileSync(proposalFile, newText);

    const p = await runJson<{
      proposal: { id: number; status: string; base_version: number };
      version: { version: number };
    }>(['propose', 'everything/echo', '--file', proposalFile, '--reason', 'say when to use it'], kit.env);
    expect(p.proposal).toMatchObject({ status: 'pending', base_version: 1 });
    expect(p.version.version).toBe(2);
    const id = p.proposal.id;

    const pending = await runJson<{ id: number }[]>(['proposals', '--status', 'pending'], kit.env);
    expect(pending.map((x) => x.id)).toEqual([id]);

    const d = await runJson<{ parts: { op: string; text: string }[]; stats: { inserted: number } }>(
      ['diff', String(id)],
      kit.env,
    );
    expect(d.parts.some((x) => x.op === 'insert' && x.text.includes('Do not use'))).toBe(true);
    expect(d.stats.inserted).toBeGreaterThan(10);
    const plain = await runCli(['diff', String(id)], kit.env);
    expect(plain.stdout).toContain('{+');
    expect(plain.stdout).not.toContain('\u001b[');

    const a = await runCli(['approve', String(id), '--publish'], kit.env);
    expect(a.code, a.stderr).toBe(0);
    expect(a.stdout).toContain('approved and published (v2)');

    const published = await runJson<{ id: number }[]>(['proposals', '--status', 'published'], kit.env);
    expect(published.map((x) => x.id)).toEqual([id]);
    const exportRun = await runCli(['export'], kit.env);
    const doc = JSON.parse(exportRun.stdout) as {
      tools: { name: string; version: number; description: string; content_hash: string }[];
    };
    expect(doc.tools.find((t) => t.name === 'echo')).toMatchObject({ version: 2, description: newText });

    const rb = await runJson<{
      from: number;
      restored: number;
      version: { version: number; source: string; parent_version: number };
    }>(['rollback', 'everything/echo', '--reason', 'agents regressed'], kit.env);
    expect(rb).toMatchObject({ from: 2, restored: 1, version: { version: 3, source: 'rollback', parent_version: 1 } });

    const h = await runJson<{
      publishedVersion: number;
      versions: { version: number; source: string }[];
      publishLog: { version: number; cause: string }[];
    }>(['history', 'everything/echo'], kit.env);
    expect(h.publishedVersion).toBe(3);
    expect(h.versions.map((v) => v.source)).toEqual(['upstream', 'human', 'rollback']);
    expect(h.publishLog.map((e) => [e.version, e.cause])).toEqual([
      [1, 'import'],
      [2, 'approve'],
      [3, 'rollback'],
    ]);

    const outFile = join(work, 'published.json');
    const ex = await runCli(['export', '--out', outFile], kit.env);
    expect(ex.code, ex.stderr).toBe(0);
    const exported = (JSON.parse(readFileSync(outFile, 'utf8')) as typeof doc).tools;
    const echo = exported.find((t) => t.name === 'echo')!;
    expect(echo.version).toBe(3);
    expect(echo.description).not.toBe(newText);
    expect(echo.content_hash).toMatch(/^sha256:[0-9a-f]{64}$/);

    const audit = await runJson<{ actor: string; action: string }[]>(['audit', '--tool', 'everything/echo'], kit.env);
    const actions = audit.map((x) => x.action).reverse();
    expect(actions).toEqual([
      'tool.registered',
      'tool.published',
      'proposal.created',
      'proposal.approved',
      'tool.published',
      'tool.rolled_back',
      'tool.published',
    ]);
    expect(new Set(audit.map((x) => x.actor))).toEqual(new Set(['test-user']));
    // Eleven CLI processes one after another, each opening the store (on PGlite, starting
    // PostgreSQL in WASM): some 30 s on an idle two-core machine, several times that on a
    // loaded CI runner, where the suite's 120 s default left no headroom.
  }, 300_000);

  it('reports a changed upstream text and keeps the reviewed version published', async () => {
    const v1 = {
      server: 'files',
      tools: [
        { name: 'read', description: 'Reads a file.' },
        { name: 'stat', description: 'Stats a file.' },
      ],
    };
    const f = join(work, 'files.json');
    writeFileSync(f, JSON.stringify(v1));
    expect((await runCli(['tools', 'import', f], kit.env)).code).toBe(0);

    const better = join(work, 'read.txt');
    writeFileSync(better, 'Reads a UTF-8 text file and returns its content. Use for files under 1 MB.');
    const p = await runJson<{ proposal: { id: number } }>(['propose', 'files/read', '--file', better], kit.env);
    expect((await runCli(['approve', String(p.proposal.id), '--publish'], kit.env)).code).toBe(0);

    const v2 = {
      server: 'files',
      tools: [
        { name: 'read', description: 'Reads a file (text only).' },
        { name: 'stat', description: 'Returns size and times of a file.' },
      ],
    };
    writeFileSync(f, JSON.stringify(v2));
    const r = await runCli(['tools', 'import', f], kit.env);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /upstream changed files\/read \(description\): new v3 held as proposal #\d+; reviewed v2 stays published/,
    );
    expect(r.stdout).toContain('upstream changed files/stat (description): v2 published');

    const tools = await runJson<ToolListRow[]>(['tools', 'list', '--server', 'files'], kit.env);
    expect(tools.find((t) => t.name === 'read')).toMatchObject({ published_version: 2, latest_version: 3 });
    expect(tools.find((t) => t.name === 'stat')).toMatchObject({ published_version: 2, latest_version: 2 });
  });
});
