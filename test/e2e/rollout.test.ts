// End to end: a canary rollout through the real proxy (a real MCP server from npm behind
// it, real SDK clients over Streamable HTTP), the real PostgreSQL and the judge. Sessions
// are split between the two versions at the share by the documented rule; their traces
// (tools_shown with the version each was served) are ingested and judged; a regressing
// canary is rolled back by the check and its sessions get list_changed and the control
// text; an improving one is promoted; both decisions audited.
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rng, simpleTrace } from '../../lib/datasets/traces.ts';
import { resolveConfig } from '../../src/config.ts';
import { judgeWorkerFrom } from '../../src/judge/setup.ts';
import { createLlm } from '../../src/llm/provider.ts';
import { createLogger } from '../../src/log.ts';
import { McpProxy } from '../../src/mcp/proxy.ts';
import { serveHttp } from '../../src/mcp/serve.ts';
import { approve, propose } from '../../src/review/actions.ts';
import { assignArm } from '../../src/rollout/assignment.ts';
import { DEFAULT_TEST } from '../../src/rollout/decision.ts';
import { checkRollouts } from '../../src/rollout/loop.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { ROOT } from '../kit/cli.ts';
import { withMigratedStore } from '../kit/db.ts';
import { until } from '../kit/kafka.ts';

const EVERYTHING = `node ${join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js')} stdio`;
const SESSIONS = 80;
const SHARE = 0.5;
const log = createLogger('silent');

interface Session {
  client: Client;
  id: string;
  changes: number;
}

describe('canary rollout through the proxy', () => {
  let proxy: McpProxy;
  let http: Awaited<ReturnType<typeof serveHttp>>;
  const sessions: Session[] = [];
  const config = resolveConfig({ env: {} });
  let traceNo = 0;

  const kit = withMigratedStore();
  beforeAll(async () => {
    proxy = new McpProxy({
      db: kit.db,
      upstreams: [{ server: 'everything', stdio: EVERYTHING }],
      log,
      actor: 'proxy-test',
    });
    await proxy.start();
    http = await serveHttp((sid) => proxy.createSession(sid), '127.0.0.1', 0);
    for (let i = 0; i < SESSIONS; i++) {
      const client = new Client({ name: `agent-${i}`, version: '1.0.0' });
      const transport = new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${http.port}/mcp`));
      await client.connect(transport);
      const s: Session = { client, id: transport.sessionId!, changes: 0 };
      client.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
        s.changes++;
      });
      sessions.push(s);
    }
  }, 120_000);
  afterAll(async () => {
    for (const s of sessions) await s.client.close().catch(() => {});
    await http?.close();
    await proxy?.stop();
  });

  const echoOf = async (s: Session) => (await s.client.listTools()).tools.find((t) => t.name === 'echo')!;

  /** Every session lists its tools, does one task with what it was shown, and reports a trace. */
  async function runTasks(rates: Record<number, number>, seed: number): Promise<Map<string, number>> {
    const rand = rng(seed);
    const shown = new Map<string, number>();
    const traces = [];
    for (const s of sessions) {
      const version = (await echoOf(s))._meta?.['whetstone/version'] as number;
      shown.set(s.id, version);
      traces.push(
        simpleTrace(`task-${traceNo++}`, {
          timestamp: new Date().toISOString(),
          server: 'everything',
          session_id: s.id,
          user_query: 'Echo hello back to me',
          tools_shown: [{ server: 'everything', name: 'echo', version }],
          tool_calls: [
            { name: 'echo', arguments: { message: 'hello' }, result: { is_error: false, preview: 'Echo: hello' } },
          ],
          final_answer: 'Echo: hello',
          is_successful: rand() < rates[version]!,
        }),
      );
    }
    const ingestor = new TraceIngestor({
      format: v1Format,
      db: kit.db,
      redactor: createRedactor(),
      maxTraceBytes: 1 << 20,
      actor: 'test',
    });
    const { rows } = ingestor.decode(
      traces.map((t) => ({ value: Buffer.from(JSON.stringify(t)), key: null, source: 'test' })),
    );
    await ingestor.store(rows);
    const judge = judgeWorkerFrom(config, { db: kit.db, llm: createLlm(config), log });
    while ((await judge.runOnce()).signaled > 0);
    return shown;
  }

  const audit = async (action: string) =>
    (
      await kit.db.query<{ actor: string; details: Record<string, unknown> }>(
        'SELECT actor, details FROM audit_log WHERE action = $1',
        [action],
      )
    ).rows;

  it('a regressing canary: sessions split at the share, only its arm is told; the check rolls it back, its sessions get list_changed and the control text', async () => {
    const control = (await echoOf(sessions[0]!)).description!;
    const canaryText =
      'Echoes the message back. Use it only to test tool calling; not for real work. `message`: the text to echo.';
    const p = await propose(kit.db, {
      ref: 'everything/echo',
      text: canaryText,
      actor: 'alice',
      maxDescriptionBytes: 65536,
    });
    // Every session has listed: a canary start tells exactly those its arm moves to the canary.
    for (const s of sessions) await echoOf(s);
    const armed = sessions.filter((s) => assignArm('everything/echo', s.id, SHARE) === 'canary');
    const before = sessions.map((s) => s.changes);
    await approve(kit.db, {
      proposalId: p.proposal.id,
      actor: 'alice',
      publish: true,
      canary: SHARE,
      rolloutParams: { ...DEFAULT_TEST, minSessions: 40 },
    });
    await until(
      'list_changed at the canary start',
      async () => armed.filter((s) => s.changes > before[sessions.indexOf(s)]!).length,
      (n) => n === armed.length,
      20_000,
      50,
    );
    // The control arm's list did not change, so it was told nothing.
    expect(sessions.filter((s, i) => !armed.includes(s) && s.changes > before[i]!)).toEqual([]);

    const shown = await runTasks({ 1: 0.95, 2: 0.15 }, 11);
    const canary = sessions.filter((s) => shown.get(s.id) === 2);
    // Each session is served exactly what the documented rule assigns it, and the split is near the share.
    for (const s of sessions)
      expect(shown.get(s.id), s.id).toBe(assignArm('everything/echo', s.id, SHARE) === 'canary' ? 2 : 1);
    expect(canary.length / SESSIONS).toBeGreaterThan(SHARE - 0.2);
    expect(canary.length / SESSIONS).toBeLessThan(SHARE + 0.2);
    for (const s of canary.slice(0, 3)) expect((await echoOf(s)).description).toBe(canaryText);

    const seen = sessions.map((s) => s.changes);
    const out = await checkRollouts(kit.db, { log });
    expect(out).toMatchObject([
      {
        tool: 'everything/echo',
        decision: 'rollback',
        state: { canary: { sessions: canary.length }, control: { sessions: SESSIONS - canary.length } },
      },
    ]);
    await until(
      'list_changed after the rollback',
      async () => canary.filter((s) => s.changes > seen[sessions.indexOf(s)]!).length,
      (n) => n === canary.length,
      20_000,
      50,
    );
    for (const s of canary) {
      const e = await echoOf(s);
      expect(e.description).toBe(control);
      expect(e._meta?.['whetstone/version']).toBe(1);
    }
    expect(await audit('rollout.rolled_back')).toMatchObject([
      { actor: 'whetstone-rollout', details: { canary_version: 2, control_version: 1 } },
    ]);
  }, 180_000);

  it('an improving canary is promoted: every session is then served it', async () => {
    const better =
      'Echoes the given message back unchanged. Use it to check that tool calling works; not for transforming text. `message`: the text.';
    const p = await propose(kit.db, {
      ref: 'everything/echo',
      text: better,
      actor: 'alice',
      maxDescriptionBytes: 65536,
    });
    await approve(kit.db, {
      proposalId: p.proposal.id,
      actor: 'alice',
      publish: true,
      canary: SHARE,
      rolloutParams: { ...DEFAULT_TEST, minSessions: 40 },
    });
    const rollout = (
      await kit.db.query<{ canary_version: number }>(`SELECT canary_version FROM rollouts WHERE status = 'running'`)
    ).rows[0]!;
    await until(
      'the proxy serves the canary',
      async () =>
        (await echoOf(sessions.find((s) => assignArm('everything/echo', s.id, SHARE) === 'canary')!))._meta?.[
          'whetstone/version'
        ],
      (v) => v === rollout.canary_version,
      20_000,
      50,
    );
    await runTasks({ 1: 0.3, [rollout.canary_version]: 0.97 }, 12);
    await runTasks({ 1: 0.3, [rollout.canary_version]: 0.97 }, 13);
    expect(await checkRollouts(kit.db, { log })).toMatchObject([{ decision: 'promote' }]);
    await until(
      'every session is served the promoted text',
      async () => {
        const texts = await Promise.all(sessions.slice(0, 10).map(async (s) => (await echoOf(s)).description));
        return texts.every((t) => t === better);
      },
      (ok) => ok,
      20_000,
      100,
    );
    expect(await audit('rollout.promoted')).toMatchObject([
      { actor: 'whetstone-rollout', details: { canary_version: rollout.canary_version } },
    ]);
  }, 180_000);
});
