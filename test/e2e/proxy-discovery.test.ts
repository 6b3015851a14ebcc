// End to end, discovery mode: real upstream MCP servers (server-everything over stdio and an
// SDK server over HTTP) behind the Whetstone proxy with --discovery, a real SDK Client over
// Streamable HTTP, the real embedding model routing requests. The agent lists find_tools
// and the pinned tool, finds a tool, receives list_changed, calls the tool it found, and the
// call reaches the upstream; a second request extends the set; another session is untouched.
// Then `whetstone proxy` itself over stdio, as an agent host runs it, with discovery on in the
// environment: it lists find_tools and finds with it, and with --no-discovery every upstream
// tool for that run.
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventSink, ToolCallEvent } from '../../src/mcp/events.ts';
import { approve, propose } from '../../src/review/actions.ts';
import { ROOT } from '../kit/cli.ts';
import { freshPostgres, type TestStore } from '../kit/db.ts';
import { type DiscoveryProxy, startDiscoveryProxy } from '../kit/discovery-proxy.ts';
import { until } from '../kit/kafka.ts';

const EVERYTHING = `node ${join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js')} stdio`;
const schema = (prop: string) => ({ type: 'object' as const, properties: { [prop]: { type: 'string' } } });
const OFFICE = [
  {
    name: 'get_forecast',
    description: 'Weather forecast for a city: temperature and rain, hour by hour.',
    inputSchema: schema('city'),
  },
  { name: 'send_email', description: 'Sends an email message to a recipient address.', inputSchema: schema('to') },
  { name: 'pdf_to_text', description: 'Extracts the text of a PDF document.', inputSchema: schema('path') },
  {
    name: 'stock_quote',
    description: 'Latest share price of a listed company by ticker symbol.',
    inputSchema: schema('ticker'),
  },
];

describe('MCP proxy in discovery mode', () => {
  let px: DiscoveryProxy;
  const events: ToolCallEvent[] = [];
  const sink: EventSink = {
    push: (e) => void events.push(e),
    stats: () => ({ queued: 0, sent: events.length, dropped: 0, failed: 0 }),
    close: async () => {},
  };
  const connect = (changes: number[]) => px.connect({ onListChanged: () => void changes.push(Date.now()) });
  const names = async (c: Client) => (await c.listTools()).tools.map((t) => t.name).sort();
  const findText = (r: Awaited<ReturnType<Client['callTool']>>) =>
    JSON.parse((r.content as { text: string }[])[0]!.text) as {
      added: string[];
      tools: { name: string; server: string; description: string; inputSchema: unknown }[];
    };

  beforeAll(async () => {
    px = await startDiscoveryProxy({
      server: 'office',
      tools: OFFICE,
      others: [{ server: 'everything', stdio: EVERYTHING }],
      policy: { pinned: ['everything/echo'] },
      actor: 'proxy-test',
      events: sink,
    });
  }, 120_000);
  afterAll(async () => {
    await px?.close();
  });

  it('finds a tool, tells the agent, and the call reaches the upstream', async () => {
    // A reviewed description is what find_tools returns, not the upstream's text.
    const reviewed = 'Hourly weather forecast for a city: temperature, wind and chance of rain.';
    const p = await propose(px.db, {
      ref: 'office/get_forecast',
      text: reviewed,
      actor: 'alice',
      maxDescriptionBytes: 65536,
    });
    await approve(px.db, { proposalId: p.proposal.id, actor: 'bob', publish: true });
    await until(
      'the approval reaches the proxy',
      async () => px.proxy.listTools().find((t) => t.name === 'get_forecast')?.description,
      (d) => d === reviewed,
      10_000,
      20,
    );
    const changes: number[] = [];
    const agent = await connect(changes);
    expect(await names(agent)).toEqual(['echo', 'find_tools']);

    const found = findText(
      await agent.callTool({
        name: 'find_tools',
        arguments: { request: 'server: weather\ntool: forecast for a city', k: 2 },
      }),
    );
    expect(found.tools[0]).toMatchObject({ name: 'get_forecast', server: 'office', inputSchema: schema('city') });
    await until(
      'list_changed after find_tools',
      async () => changes.length,
      (n) => n >= 1,
      10_000,
      20,
    );
    const listed = (await agent.listTools()).tools.find((t) => t.name === 'get_forecast');
    expect(listed?.description).toBe(reviewed);
    expect(found.tools[0]!.description).toBe(reviewed);
    expect(await names(agent)).toEqual(['echo', 'find_tools', ...found.added].sort());

    const res = await agent.callTool({ name: 'get_forecast', arguments: { city: 'Lisbon' } });
    expect(res.content).toEqual([{ type: 'text', text: 'called get_forecast with {"city":"Lisbon"}' }]);
    await until(
      'the tool-call event',
      async () => events.length,
      () => events.some((e) => e.tool === 'get_forecast'),
      10_000,
      20,
    );
    const ev = events.find((e) => e.tool === 'get_forecast')!;
    expect(ev).toMatchObject({ server: 'office', version_shown: 2, is_error: false });

    // A second request extends the set; the first session's tools stay.
    const more = findText(
      await agent.callTool({ name: 'find_tools', arguments: { request: 'send an email to a colleague', k: 1 } }),
    );
    expect(more.added).toEqual(['send_email']);
    await until(
      'list_changed after the second request',
      async () => changes.length,
      (n) => n >= 2,
      10_000,
      20,
    );
    expect(await names(agent)).toEqual(expect.arrayContaining(['get_forecast', 'send_email', 'echo', 'find_tools']));

    // The servers' summaries were derived from the published descriptions and stored.
    const summaries = await px.db.query<{ server: string; source: string }>(
      'SELECT DISTINCT server, source FROM server_summary_versions ORDER BY server',
    );
    expect(summaries.rows).toEqual([
      { server: 'everything', source: 'offline' },
      { server: 'office', source: 'offline' },
    ]);

    // Another session lists only find_tools and the pinned tool.
    const other = await connect([]);
    expect(await names(other)).toEqual(['echo', 'find_tools']);
  }, 120_000);

  it('refuses an empty request with a clear error', async () => {
    const agent = await connect([]);
    const r = await agent.callTool({ name: 'find_tools', arguments: { request: ' ' } });
    expect(r.isError).toBe(true);
  });
});

describe('`whetstone proxy --no-discovery` over stdio', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await freshPostgres();
  });
  afterAll(async () => {
    await store?.cleanup();
  });

  /** The real binary with discovery configured in the environment; `extra` are more flags. */
  const run = async (extra: string[], use: (agent: Client) => Promise<void>) => {
    const agent = new Client({ name: 'host', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [join(ROOT, 'bin/whetstone.js'), 'proxy', '--upstream', `everything=${EVERYTHING}`, ...extra],
      env: {
        ...getDefaultEnvironment(),
        ...store.env,
        WHETSTONE_PROXY_DISCOVERY: 'true',
        WHETSTONE_LOG_LEVEL: 'warn',
        WHETSTONE_ACTOR: 'host',
      },
      stderr: 'pipe',
    });
    try {
      await agent.connect(transport);
      await use(agent);
    } finally {
      await agent.close();
    }
  };

  it('lists find_tools as configured, and every tool with --no-discovery; calls reach the upstream', async () => {
    let configured: string[] = [];
    let found = '';
    await run([], async (agent) => {
      configured = (await agent.listTools()).tools.map((t) => t.name);
      // Routed by the compiled build's embedding workers (the tests' own run the sources).
      const r = await agent.callTool({ name: 'find_tools', arguments: { request: 'echo a message back', k: 3 } });
      expect(r.isError).toBeFalsy();
      found = JSON.stringify(r.content);
    });
    expect(configured).toEqual(['find_tools']);
    expect(found).toContain('echo');

    await run(['--no-discovery'], async (agent) => {
      const listed = (await agent.listTools()).tools.map((t) => t.name);
      expect(listed).not.toContain('find_tools');
      expect(listed).toEqual(expect.arrayContaining(['echo', 'get-sum']));
      const r = await agent.callTool({ name: 'echo', arguments: { message: 'through the proxy' } });
      expect((r.content as { text: string }[])[0]!.text).toContain('through the proxy');
    });
  }, 120_000);
});
