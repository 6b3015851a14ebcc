// Canary arms by client identity, through the real `whetstone proxy --http` binary: real
// PostgreSQL, server-everything over stdio behind it, real SDK Clients over Streamable
// HTTP. A client holding an agent token of its own gets the same arm of a tool in every
// session it opens (reopening does not draw again); sessions opened with the shared
// WHETSTONE_PROXY_TOKEN are assigned one by one. Every session is served the arm the
// documented rule assigns its id.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../src/auth/auth.ts';
import { approve, propose } from '../../src/review/actions.ts';
import { assignArm } from '../../src/rollout/assignment.ts';
import type { Db } from '../../src/store/db.ts';
import { ROOT } from '../kit/cli.ts';
import { freshMigratedPostgres, type TestStore } from '../kit/db.ts';
import { until } from '../kit/kafka.ts';

const EVERYTHING = `node ${join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js')} stdio`;
const SHARED = 'shared-proxy-token-0123456789abcdef';
const SHARE = 0.5;

describe('`whetstone proxy --http` canary arms per agent token', () => {
  let store: TestStore;
  let db: Db;
  let child: ChildProcess;
  let url = '';
  let canary = 0;

  beforeAll(async () => {
    store = await freshMigratedPostgres();
    db = await store.open();
    child = spawn(
      process.execPath,
      [join(ROOT, 'bin/whetstone.js'), 'proxy', '--http', '0', '--upstream', `everything=${EVERYTHING}`],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          ...store.env,
          KAFKA_BROKERS: '',
          WHETSTONE_LOG_LEVEL: 'warn',
          WHETSTONE_ACTOR: 'arms-test',
          WHETSTONE_PROXY_TOKEN: SHARED,
        },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    url = await new Promise<string>((resolve, reject) => {
      child.stderr!.on('data', (d: Buffer) => {
        stderr += d.toString();
        const m = stderr.match(/serving MCP at (http:\/\/\S+\/mcp)/);
        if (m) resolve(m[1]!);
      });
      child.once('exit', (code) => reject(new Error(`proxy exited ${code}: ${stderr}`)));
    });
    const p = await propose(db, {
      ref: 'everything/echo',
      text: 'Echoes the message back; for testing tool calls only.',
      actor: 'alice',
      maxDescriptionBytes: 65536,
    });
    canary = p.version.version;
    await approve(db, { proposalId: p.proposal.id, actor: 'bob', publish: true, canary: SHARE });
    // The proxy has the canary once some session is shown it.
    await until(
      'the canary to reach the proxy',
      async () => (await session(SHARED)).version,
      (v) => v === canary,
      20_000,
      50,
    );
  }, 120_000);
  afterAll(async () => {
    child?.kill('SIGTERM');
    await new Promise((r) => (child?.exitCode !== null ? r(undefined) : child.once('exit', r)));
    await db?.close();
    await store?.cleanup();
  });

  /** Opens a session with this token, reads echo's version from tools/list, closes it. */
  async function session(token: string): Promise<{ id: string; version: unknown }> {
    const transport = new StreamableHTTPClientTransport(new URL(url), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    });
    const c = new Client({ name: 'agent', version: '1.0.0' });
    await c.connect(transport);
    try {
      const echo = (await c.listTools()).tools.find((t) => t.name === 'echo');
      return { id: transport.sessionId!, version: echo?._meta?.['whetstone/version'] };
    } finally {
      await transport.terminateSession().catch(() => {});
      await c.close();
    }
  }
  const assigned = (id: string) => (assignArm('everything/echo', id, SHARE) === 'canary' ? canary : 1);

  it('keeps an agent token in one arm however often it reopens a session', async () => {
    for (const name of ['agent-a', 'agent-b', 'agent-c', 'agent-d']) {
      const { token } = await createToken(db, { name, role: 'agent', actor: 'test' });
      const seen = [];
      for (let i = 0; i < 8; i++) seen.push(await session(token));
      // One unit before "~" for every session of the token, a fresh id after it.
      const units = new Set(seen.map((s) => s.id.split('~')[0]));
      expect(units.size, name).toBe(1);
      expect(
        seen.every((s) => s.id.includes('~')),
        name,
      ).toBe(true);
      expect(new Set(seen.map((s) => s.id)).size).toBe(8);
      expect(new Set(seen.map((s) => s.version)).size, name).toBe(1);
      for (const s of seen) expect(s.version, s.id).toBe(assigned(s.id));
    }
  }, 120_000);

  it('assigns sessions of the shared WHETSTONE_PROXY_TOKEN one by one', async () => {
    const seen = [];
    for (let i = 0; i < 16; i++) seen.push(await session(SHARED));
    expect(seen.some((s) => s.id.includes('~'))).toBe(false);
    for (const s of seen) expect(s.version, s.id).toBe(assigned(s.id));
    // 16 sessions at a share of 0.5 all in one arm: one chance in 2^15.
    expect(new Set(seen.map((s) => s.version)).size).toBe(2);
  }, 120_000);
});
