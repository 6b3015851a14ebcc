// Variant sets through the real proxy: a real MCP server from npm behind it, real SDK
// Clients over Streamable HTTP with different clientInfo (and tokens); a compact version
// published for one tool reaches only the clients mapped to the compact set, every other
// tool falls back to the full set, and tool-call events name the version each saw.
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ToolListChangedNotificationSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../src/auth/auth.ts';
import { createLogger } from '../../src/log.ts';
import { kafkaEventSink } from '../../src/mcp/events.ts';
import { McpProxy } from '../../src/mcp/proxy.ts';
import { proxyAuthorizer } from '../../src/mcp/proxy-auth.ts';
import { LineTransport } from '../../src/mcp/line-transport.ts';
import { serveHttp, serveStdio } from '../../src/mcp/serve.ts';
import { approve, propose } from '../../src/review/actions.ts';
import { assignArm } from '../../src/rollout/assignment.ts';
import { ROOT } from '../kit/cli.ts';
import { withMigratedStore } from '../kit/db.ts';
import { readTopic, testKafka, uniqueName, until } from '../kit/kafka.ts';

const EVERYTHING = `node ${join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js')} stdio`;
const COMPACT_ECHO = 'Echoes `message` back unchanged.';

describe('MCP proxy variant sets per client', () => {
  let proxy: McpProxy;
  let http: Awaited<ReturnType<typeof serveHttp>>;
  const clients: Client[] = [];
  const topic = uniqueName('variant-calls');
  const kafka = testKafka();
  let agentToken = '';
  let botToken = '';
  const kit = withMigratedStore();

  beforeAll(async () => {
    const log = createLogger('silent');
    proxy = new McpProxy({
      db: kit.db,
      upstreams: [{ server: 'everything', stdio: EVERYTHING }],
      log,
      events: kafkaEventSink(kafka, topic, log),
      actor: 'proxy-test',
      variants: [
        { match: { clientName: 'Terse-Agent' }, variant: 'compact' },
        { match: { clientName: 'legacy-agent', clientVersion: '^1.2' }, variant: 'compact' },
        { match: { clientId: 'ci-bot' }, variant: 'compact' },
      ],
    });
    await proxy.start();
    agentToken = (await createToken(kit.db, { name: 'some-agent', role: 'agent', actor: 'test' })).token;
    botToken = (await createToken(kit.db, { name: 'ci-bot', role: 'agent', actor: 'test' })).token;
    http = await serveHttp((sid, principal) => proxy.createSession(sid, principal?.name), '127.0.0.1', 0, {
      authorize: proxyAuthorizer(kit.db, {}),
    });
  });
  afterAll(async () => {
    for (const c of clients) await c.close();
    await http?.close();
    await proxy?.stop();
  });

  const connect = async (name: string, version = '1.0.0', token = agentToken) => {
    const c = new Client({ name, version });
    const url = new URL(`http://127.0.0.1:${http.port}/mcp`);
    await c.connect(
      new StreamableHTTPClientTransport(url, { requestInit: { headers: { authorization: `Bearer ${token}` } } }),
    );
    clients.push(c);
    return c;
  };
  const tool = async (c: Client, name: string): Promise<Tool> =>
    (await c.listTools()).tools.find((t) => t.name === name)!;

  it('serves a compact version only to clients mapped to the compact set, full to the rest', async () => {
    const terse = await connect('terse-agent');
    const plain = await connect('plain-agent');
    const fullEcho = await tool(plain, 'echo');
    // Nothing published for compact yet: every tool falls back to the full set.
    expect((await tool(terse, 'echo')).description).toBe(fullEcho.description);

    let changed = 0;
    terse.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
      changed++;
    });
    const p = await propose(kit.db, {
      ref: 'everything/echo',
      text: COMPACT_ECHO,
      actor: 'alice',
      maxDescriptionBytes: 65536,
      variant: 'compact',
    });
    expect(p.version.variant).toBe('compact');
    const decided = await approve(kit.db, { proposalId: p.proposal.id, actor: 'alice', publish: true });
    expect(decided).toMatchObject({ published: true, proposal: { status: 'published' } });
    await until(
      'list_changed after the compact approval',
      async () => changed,
      (n) => n > 0,
      10_000,
      20,
    );

    const terseEcho = await tool(terse, 'echo');
    expect(terseEcho.description).toBe(COMPACT_ECHO);
    expect(terseEcho._meta?.['whetstone/version']).toBe(p.version.version);
    // The other client, and the full set's pointer, are untouched.
    const plainEcho = await tool(plain, 'echo');
    expect(plainEcho.description).toBe(fullEcho.description);
    expect(plainEcho._meta?.['whetstone/version']).toBe(fullEcho._meta?.['whetstone/version']);
    // Fallback per tool: the compact set has no get-sum, so the full one is served.
    expect((await tool(terse, 'get-sum')).description).toBe((await tool(plain, 'get-sum')).description);
    expect((await tool(terse, 'get-sum')).description).toBeTruthy();
  });

  it('matches client versions by semver range and clients by their token', async () => {
    expect((await tool(await connect('legacy-agent', '1.4.2'), 'echo')).description).toBe(COMPACT_ECHO);
    expect((await tool(await connect('legacy-agent', '2.0.0'), 'echo')).description).not.toBe(COMPACT_ECHO);
    expect((await tool(await connect('anything', '9.9.9', botToken), 'echo')).description).toBe(COMPACT_ECHO);
  });

  it('logs and audits the move of the compact pointer, and leaves the full one', async () => {
    const log = await kit.db.query<{ variant: string; cause: string }>(
      `SELECT l.variant, l.cause FROM publish_log l JOIN tools t ON t.id = l.tool_id
        WHERE t.server = 'everything' AND t.name = 'echo' ORDER BY l.id`,
    );
    expect(log.rows.map((r) => r.variant)).toEqual(['full', 'compact']);
    const audit = await kit.db.query<{ details: { variant: string } }>(
      `SELECT details FROM audit_log WHERE action = 'tool.variant_published' AND subject = 'tool:everything/echo'`,
    );
    expect(audit.rows.map((r) => r.details.variant)).toEqual(['compact']);
    const state = await kit.db.query<{ published_version: number }>(
      `SELECT s.published_version FROM tool_state s JOIN tools t ON t.id = s.tool_id WHERE t.name = 'echo'`,
    );
    expect(state.rows[0]?.published_version).toBe(1);
  });

  it('names in tool-call events the version each client was shown', async () => {
    const terse = await connect('terse-agent');
    const plain = await connect('plain-agent');
    const compactVersion = (await tool(terse, 'echo'))._meta?.['whetstone/version'];
    await tool(plain, 'echo');
    await terse.callTool({ name: 'echo', arguments: { message: 'a' } });
    await plain.callTool({ name: 'echo', arguments: { message: 'b' } });
    const events = await until(
      '2 tool-call events in Kafka',
      () => readTopic(kafka, topic).catch(() => []),
      (m) => m.length >= 2,
      30_000,
      300,
    );
    const shown = events.map((m) => {
      const e = JSON.parse(m.value!.toString()) as { arguments: { message: string }; version_shown: number };
      return [e.arguments.message, e.version_shown];
    });
    expect(shown).toEqual(
      expect.arrayContaining([
        ['a', compactVersion],
        ['b', 1],
      ]),
    );
  });

  it('runs a rollout whose canary arm is a compact version against the full one', async () => {
    const compactSum = 'Adds two numbers `a` and `b`.';
    const p = await propose(kit.db, {
      ref: 'everything/get-sum',
      text: compactSum,
      actor: 'alice',
      maxDescriptionBytes: 65536,
      variant: 'compact',
    });
    const decided = await approve(kit.db, { proposalId: p.proposal.id, actor: 'alice', publish: true, canary: 0.5 });
    expect(decided.rollout).toMatchObject({ canary_version: p.version.version, control_version: 1 });
    // Full-set sessions are split by the rollout's assignment: the canary arm sees the compact text.
    const seen = new Map<string, string | undefined>();
    for (let i = 0; i < 12 && seen.size < 2; i++) {
      const c = await connect(`plain-${i}`);
      const sid = (c.transport as StreamableHTTPClientTransport).sessionId!;
      const arm = assignArm('everything/get-sum', sid, 0.5);
      const text = await until(
        'the rollout reloaded',
        async () => (await tool(c, 'get-sum')).description,
        (d) => (arm === 'canary' ? d === compactSum : d !== compactSum),
        10_000,
        50,
      );
      seen.set(arm, text);
    }
    expect(seen.get('canary')).toBe(compactSum);
    expect(seen.get('control')).not.toBe(compactSum);

    // Stdio sessions (one per `proxy` process) split by the share too: each has its own id.
    const texts = new Set<string | undefined>();
    for (let i = 0; i < 40 && texts.size < 2; i++) {
      const [toProxy, toAgent] = [new PassThrough(), new PassThrough()];
      const session = await serveStdio((sid) => proxy.createSession(sid), { input: toProxy, output: toAgent });
      const agent = new Client({ name: `stdio-${i}`, version: '1.0.0' });
      await agent.connect(new LineTransport(toAgent, toProxy));
      texts.add((await tool(agent, 'get-sum')).description);
      await agent.close();
      await session.close();
    }
    expect(texts).toEqual(new Set([compactSum, seen.get('control')]));
  });
});
