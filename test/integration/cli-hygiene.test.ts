// The CLI as a person meets it when something is off: a pipe closed early, a missing file,
// a database that is not there or will not have us, an empty reason, blank lines. Each is
// one line on stderr and the right exit code, never a stack trace, through the real binary.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleTrace } from '../../lib/datasets/traces.ts';
import { EXIT_ERROR } from '../../src/cli/output.ts';
import { ROOT, runCli, runJson } from '../kit/cli.ts';
import { freshPostgres, type TestStore } from '../kit/db.ts';
import { PG_ADMIN_URL } from '../kit/env.ts';

const work = mkdtempSync(join(tmpdir(), 'whetstone-hygiene-'));
const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const noRightsRole = `whetstone_norights_${suffix}`;

let store: TestStore;
beforeAll(async () => {
  store = await freshPostgres();
  // Enough tools that `tools list --json` outgrows a pipe's buffer, so the writer meets the closed pipe.
  const tools = Array.from({ length: 1500 }, (_, i) => ({
    name: `tool_${i}`,
    description: `Does thing number ${i}. Use it for thing ${i} only.`,
    inputSchema: {},
  }));
  writeFileSync(join(work, 'many.json'), JSON.stringify({ server: 'many', tools }));
  const r = await runCli(['tools', 'import', join(work, 'many.json')], store.env);
  expect(r.code, r.stderr).toBe(0);
  expect((await runCli(['tools', 'import', 'examples/tools.json'], store.env)).code).toBe(0);
});
afterAll(async () => {
  await store?.cleanup();
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP ROLE IF EXISTS ${noRightsRole}`);
  await admin.end();
});

const oneLine = (stderr: string) => stderr.trimEnd().split('\n');
const urlAs = (user: string | undefined, db: string) => {
  const u = new URL(PG_ADMIN_URL);
  if (user) u.username = user;
  u.pathname = `/${db}`;
  return u.toString();
};

describe('CLI hygiene', () => {
  it('`tools list | head -1` ends quietly: exit 0, nothing on stderr', async () => {
    const bin = join(ROOT, 'bin/whetstone.js');
    const r = await new Promise<{ stderr: string; status: string }>((resolve, reject) => {
      // bash's PIPESTATUS gives whetstone's own exit code, not head's.
      const child = spawn(
        'bash',
        ['-c', `"${process.execPath}" "${bin}" tools list --json | head -1 >/dev/null; echo "\${PIPESTATUS[0]}"`],
        { env: { ...process.env, NO_COLOR: '1', KAFKA_BROKERS: '', ...store.env }, cwd: ROOT },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('error', reject);
      child.on('close', () => resolve({ stderr, status: stdout.trim() }));
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe('0');
  });

  it('a missing file is one line and exit 1, no unhandled error event', async () => {
    const r = await runCli(['ingest', join(work, 'nonexistent.jsonl')], store.env);
    expect(r.code).toBe(EXIT_ERROR);
    expect(oneLine(r.stderr)).toEqual([`whetstone: cannot read ${join(work, 'nonexistent.jsonl')}: ENOENT`]);
  });

  it('a database that does not exist is permanent: named, with the fix, exit 1 (not 75)', async () => {
    const r = await runCli(['tools', 'list'], { DATABASE_URL: urlAs(undefined, `no_such_db_${suffix}`) });
    expect(r.code).toBe(EXIT_ERROR);
    const lines = oneLine(r.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/database "no_such_db_\w+" does not exist \(3D000\); create the database/);
  });

  it('a role that does not exist is permanent: named, with the fix, exit 1', async () => {
    const r = await runCli(['tools', 'list'], { DATABASE_URL: urlAs(`nobody_${suffix}`, 'postgres') });
    expect(r.code).toBe(EXIT_ERROR);
    expect(oneLine(r.stderr)).toHaveLength(1);
    expect(r.stderr).toMatch(/role "nobody_\w+" does not exist \(28000\); use a role that exists/);
  });

  it('a role without the rights to migrate is permanent: named, with the grants to give, exit 1', async () => {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE ROLE ${noRightsRole} LOGIN`);
    await admin.end();
    // PostgreSQL 15 and later: only the owner may create in schema public, so migrating fails.
    const dbName = new URL(store.env.DATABASE_URL!).pathname.slice(1);
    const fresh = `${dbName}_empty`;
    const c = new pg.Client({ connectionString: PG_ADMIN_URL });
    await c.connect();
    await c.query(`CREATE DATABASE ${fresh}`);
    await c.end();
    try {
      const r = await runCli(['tools', 'list'], { DATABASE_URL: urlAs(noRightsRole, fresh) });
      expect(r.code).toBe(EXIT_ERROR);
      expect(oneLine(r.stderr)).toHaveLength(1);
      expect(r.stderr).toMatch(/permission denied .*\(42501\); grant the role in DATABASE_URL/);
    } finally {
      const d = new pg.Client({ connectionString: PG_ADMIN_URL });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${fresh} WITH (FORCE)`);
      await d.end();
    }
  });

  it('refuses an empty or blank reason for propose, approve, rollback and ending a rollout', async () => {
    const text = join(work, 'search.txt');
    writeFileSync(text, 'Searches notes by words in their title and body; returns up to `limit` matches.');
    const empty = await runCli(['propose', 'notes/search_notes', '--file', text, '--reason', ''], store.env);
    expect(empty.code).toBe(EXIT_ERROR);
    expect(oneLine(empty.stderr)).toEqual([
      'whetstone: --reason is empty; say why (it is kept in history), or leave it out',
    ]);
    const p = await runJson<{ proposal: { id: number } }>(
      ['propose', 'notes/search_notes', '--file', text, '--reason', 'says what it searches'],
      store.env,
    );
    const approve = await runCli(['approve', String(p.proposal.id), '--publish', '--reason', '  '], store.env);
    expect(approve.code).toBe(EXIT_ERROR);
    expect(approve.stderr).toMatch(/--reason is empty/);
    expect((await runCli(['approve', String(p.proposal.id), '--publish'], store.env)).code).toBe(0);
    const rb = await runCli(['rollback', 'notes/search_notes', '--reason', ' '], store.env);
    expect(rb.code).toBe(EXIT_ERROR);
    expect(rb.stderr).toMatch(/--reason is empty/);
    const reject = await runCli(['reject', String(p.proposal.id), '--reason', ''], store.env);
    expect(reject.code).toBe(EXIT_ERROR);
    // Ending a rollout: refused before the store is read, whatever the tool's state.
    const abort = await runCli(['rollout', 'abort', 'notes/search_notes', '--reason', ' '], store.env);
    expect(abort.code).toBe(EXIT_ERROR);
    expect(abort.stderr).toMatch(/--reason is empty/);
  });

  it("ingest's summary accounts for every line, blank ones included", async () => {
    const file = join(work, 'blanky.jsonl');
    writeFileSync(
      file,
      [JSON.stringify(simpleTrace('h-1')), '', '   ', 'not json', JSON.stringify(simpleTrace('h-2')), ''].join('\n'),
    );
    const r = await runCli(['ingest', file], store.env);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/: 5 lines in [\d.]+ s — 2 stored, 0 duplicates, 1 dead-lettered, 2 blank skipped$/m);
    const s = await runJson<{ lines: number; blank: number; stored: number; duplicates: number }>(
      ['ingest', file],
      store.env,
    );
    expect(s).toMatchObject({ lines: 5, blank: 2, stored: 0, duplicates: 2 });
  });
});
