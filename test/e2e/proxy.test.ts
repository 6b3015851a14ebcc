// End to end: a real MCP server from npm behind the Whetstone proxy, a real SDK Client
// talking to the proxy over Streamable HTTP; approve → list_changed and the new text;
// roll back → the old text; tools/call equal to a direct connection; tool-call events in
// the real local Kafka broker.
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.ts';
import { kafkaEventSink } from '../../src/mcp/events.ts';
import { McpProxy } from '../../src/mcp/proxy.ts';
import { serveHttp } from '../../src/mcp/serve.ts';
import { connectUpstream, type UpstreamConnection } from '../../src/mcp/upstream.ts';
import { approve, propose, rollback } from '../../src/review/actions.ts';
import { ROOT } from '../kit/cli.ts';
import { withMigratedStore } from '../kit/db.ts';
import { readTopic, testKafka, uniqueName, until } from '../kit/kafka.ts';

const EVERYTHING = `node ${join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js')} stdio`;

describe('MCP proxy', () => {
  let proxy: McpProxy;
  let http: Awaited<ReturnType<typeof serveHttp>>;
  let client: Client;
  let direct: UpstreamConnection;
  const changes: number[] = [];
  const topic = uniqueName('tool-calls');
  const kafka = testKafka();

  const kit = withMigratedStore();
  beforeAll(async () => {
    const log = createLogger('silent');
    proxy = new McpProxy({
      db: kit.db,
      upstreams: [{ server: 'everything', stdio: EVERYTHING }],
      log,
      events: kafkaEventSink(kafka, topic, log),
      actor: 'proxy-test',
    });
    await proxy.start();
    http = await serveHttp((sid) => proxy.createSession(sid), '127.0.0.1', 0);
    client = new Client({ name: 'agent', version: '1.0.0' });
    client.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
      changes.push(Date.now());
    });
    await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${http.port}/mcp`)));
    direct = await connectUpstream({ stdio: EVERYTHING });
  });
  afterAll(async () => {
    await client?.close();
    await direct?.close();
    await http?.close();
    await proxy?.stop();
  });

  const echo = async () => (await client.listTools()).tools.find((t) => t.name === 'echo')!;

  it('serves the upstream tools with their registered version and content hash', async () => {
    const upstream = (await direct.client.listTools()).tools;
    const proxied = (await client.listTools()).tools;
    expect(proxied.map((t) => t.name).sort()).toEqual(upstream.map((t) => t.name).sort());
    const e = await echo();
    expect(e.description).toBe(upstream.find((t) => t.name === 'echo')!.description);
    expect(e._meta).toMatchObject({
      'whetstone/server': 'everything',
      'whetstone/version': 1,
      'whetstone/content_hash': expect.stringMatching(/^sha256:/),
    });
  });

  it('tells connected clients when an approval changes a tool, and serves the new text; a rollback brings the old one back', async () => {
    const before = await echo();
    const text =
      'Echoes the given message back, unchanged. Use to check that tool calling works end to end. `message` is returned as is.';
    const p = await propose(kit.db, { ref: 'everything/echo', text, actor: 'alice', maxDescriptionBytes: 65536 });
    const seen = changes.length;
    await approve(kit.db, { proposalId: p.proposal.id, actor: 'alice', publish: true });
    await until(
      'list_changed after approval',
      async () => changes.length,
      (n) => n > seen,
      10_000,
      20,
    );
    const after = await echo();
    expect(after.description).toBe(text);
    expect(after._meta?.['whetstone/version']).toBe(2);
    expect(after._meta?.['whetstone/content_hash']).not.toBe(before._meta?.['whetstone/content_hash']);

    const seen2 = changes.length;
    await rollback(kit.db, { ref: 'everything/echo', actor: 'bob' });
    await until(
      'list_changed after rollback',
      async () => changes.length,
      (n) => n > seen2,
      10_000,
      20,
    );
    const back = await echo();
    expect(back.description).toBe(before.description);
    expect(back._meta?.['whetstone/version']).toBe(3);
    expect(back._meta?.['whetstone/content_hash']).toBe(before._meta?.['whetstone/content_hash']);
  });

  it('forwards tools/call unchanged, and emits a tool-call event per call to Kafka', async () => {
    for (const args of [{ message: 'hello' }, { message: 'second call' }]) {
      const viaProxy = await client.callTool({ name: 'echo', arguments: args });
      const viaDirect = await direct.client.callTool({ name: 'echo', arguments: args });
      expect(viaProxy).toEqual(viaDirect);
    }
    const sum = await client.callTool({ name: 'get-sum', arguments: { a: 2, b: 3 } });
    expect(sum).toEqual(await direct.client.callTool({ name: 'get-sum', arguments: { a: 2, b: 3 } }));
    const events = await until(
      '3 tool-call events in Kafka',
      () => readTopic(kafka, topic).catch(() => []),
      (m) => m.length >= 3,
      30_000,
      300,
    );
    const parsed = events.map(
      (m) =>
        JSON.parse(m.value!.toString()) as {
          tool: string;
          server: string;
          is_error: boolean;
          version_shown: number;
          arguments: unknown;
          session: string | null;
          latency_ms: number;
        },
    );
    expect(parsed.map((e) => e.tool)).toEqual(['echo', 'echo', 'get-sum']);
    expect(parsed[0]).toMatchObject({
      server: 'everything',
      is_error: false,
      version_shown: 3,
      arguments: { message: 'hello' },
    });
    expect(parsed[0]!.session).toMatch(/^[0-9a-f-]{36}$/);
    expect(parsed[0]!.latency_ms).toBeGreaterThanOrEqual(0);
  });
});
