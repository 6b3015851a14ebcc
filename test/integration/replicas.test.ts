// Scale-out is Kafka's and PostgreSQL's: two `whetstone run` processes on one consumer
// group (6 partitions), one PostgreSQL and the real broker. 25,000 traces; one replica is
// SIGKILLed mid-stream and restarted. Then: every trace stored once, both replicas
// consumed, every trace judged once, optimizer runs for a tool never overlap, an approval
// is delivered once by the two publishers, and each proxy (one beside each replica) gets
// list_changed once for it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthTraces } from '../../lib/datasets/traces.ts';
import { importTools } from '../../src/catalog/import.ts';
import { createLogger } from '../../src/log.ts';
import { McpProxy } from '../../src/mcp/proxy.ts';
import { serveHttp } from '../../src/mcp/serve.ts';
import { countTraces } from '../../src/store/sql/traces.ts';
import { ROOT, runCli } from '../kit/cli.ts';
import { withMigratedStore } from '../kit/db.ts';
import { KAFKA_BROKERS, createTopic, testKafka, uniqueName, until } from '../kit/kafka.ts';

const EVERYTHING = `node ${join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js')} stdio`;
const N = 25_000;
const SERVERS = Array.from({ length: 20 }, (_, i) => `svc${i}`); // 1,250 traces each, keyed by server
const TOOLS = [
  { name: 'fetch', description: 'Fetches a page.', inputSchema: { type: 'object' } },
  { name: 'search', description: 'Searches the web.', inputSchema: { type: 'object' } },
];
const QUERIES = [
  { query: 'what is new in the news today', tool: 'search' },
  { query: 'get the page at the address I gave', tool: 'fetch' },
  { query: 'find reviews of this laptop', tool: 'search' },
];

describe('two replicas on one consumer group', () => {
  let hooks: Server;
  const deliveries: { changed: { server: string; name: string; version: number }[] }[] = [];
  let hookUrl = '';

  const kit = withMigratedStore();
  beforeAll(async () => {
    for (const server of SERVERS)
      await importTools(kit.db, { server, tools: TOOLS, actor: 'test', maxDescriptionBytes: 65536 });
    hooks = createServer(async (req, res) => {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      deliveries.push(JSON.parse(raw));
      res.writeHead(204).end();
    });
    await new Promise<void>((ok) => hooks.listen(0, '127.0.0.1', ok));
    hookUrl = `http://127.0.0.1:${(hooks.address() as { port: number }).port}/hook`;
  });
  afterAll(async () => {
    await new Promise((ok) => hooks.close(ok));
  });

  it('store, judge, optimize and publish each thing once, through a SIGKILL', async () => {
    const kafka = testKafka();
    const topic = uniqueName('traces-replicas');
    const group = uniqueName('group');
    await createTopic(kafka, topic, 6);
    const env = {
      ...process.env,
      ...kit.env,
      KAFKA_BROKERS,
      WHETSTONE_TRACES_TOPIC: topic,
      WHETSTONE_DLQ_TOPIC: `${topic}.dlq`,
      WHETSTONE_CONSUMER_GROUP: group,
      WHETSTONE_KAFKA_SESSION_TIMEOUT_MS: '6000',
      WHETSTONE_HTTP_PORT: '0',
      WHETSTONE_LOG_LEVEL: 'warn',
      WHETSTONE_WEBHOOK_URL: hookUrl,
      WHETSTONE_WEBHOOK_SECRET: 'replica-test-secret-0123456789',
      WHETSTONE_OPTIMIZE_MIN_NEW_TRACES: '200',
      WHETSTONE_OPTIMIZE_INTERVAL_MS: '2000',
      WHETSTONE_OPTIMIZE_REPLAY_QUERIES: '200',
    };
    // Each replica reports where its HTTP server listens, so its metrics can be read.
    const start = (): { child: ChildProcess; port: Promise<number>; joined: Promise<void> } => {
      const child = spawn(process.execPath, ['bin/whetstone.js', 'run'], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // Kept for the failure message: a replica that exits early says why here.
      child.stderr!.on('data', (d: Buffer) => {
        errors += d.toString();
        if (errors.length > 20_000) errors = errors.slice(-10_000);
      });
      let out = '';
      const port = new Promise<number>((resolve) => {
        child.stdout!.on('data', (d: Buffer) => {
          out += d.toString();
          const m = /http:\/\/[^:]+:(\d+)\/metrics/.exec(out);
          if (m) resolve(Number(m[1]));
        });
      });
      // Its log line (stdout or stderr, by level) once it holds partitions of the group.
      const joined = new Promise<void>((resolve) => {
        const seen = (d: Buffer) => {
          if (d.toString().includes('"msg":"joined the consumer group"') && !d.toString().includes('"partitions":[]'))
            resolve();
        };
        child.stdout!.on('data', seen);
        child.stderr!.on('data', seen);
      });
      return { child, port, joined };
    };
    // A replica's stored count; 0 while it is not answering (restarting, or busy on 2 cores).
    const stored = async (port: number) => {
      const text = await fetch(`http://127.0.0.1:${port}/metrics`)
        .then((r) => r.text())
        .catch(() => '');
      return Number(/^whetstone_ingest_stored_total (\d+)/m.exec(text)?.[1] ?? 0);
    };
    const stopAll = async (...cs: ChildProcess[]) => {
      for (const c of cs) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      await Promise.all(
        cs.map((c) =>
          c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : undefined,
        ),
      );
    };

    let errors = '';
    let a = start();
    const b = start();
    const portB = await b.port;
    const traces = SERVERS.flatMap((server, s) => [
      ...synthTraces(N / SERVERS.length, { server, tools: TOOLS, queries: QUERIES, idPrefix: `r${s}-`, seed: s + 1 }),
    ]);
    // The last 10,000 traces wait until the restarted replica holds partitions: otherwise
    // the survivor may have consumed everything by the time the restarted one has booted,
    // and "both replicas consumed" would depend on how busy the machine is.
    const HELD_BACK = 10_000;
    let releaseRest: () => void = () => {};
    const rest = new Promise<void>((r) => (releaseRest = r));
    const producing = (async () => {
      const producer = kafka.producer();
      await producer.connect();
      for (let i = 0; i < traces.length; i += 1000) {
        if (i === traces.length - HELD_BACK) await rest;
        await producer.send({
          topic,
          acks: -1,
          messages: traces.slice(i, i + 1000).map((t) => ({ key: String(t.server), value: JSON.stringify(t) })),
        });
        await new Promise((r) => setTimeout(r, 50));
      }
      await producer.disconnect();
    })();
    try {
      // Both replicas take part before the kill.
      const portA = await a.port;
      await until(
        'both replicas to store traces',
        async () => [await stored(portA), await stored(portB)],
        ([x, y]) => x! > 0 && y! > 0,
        180_000,
        500,
      );
      // Mid-stream: 15,000 are produced before the hold, so about 10,000 are still to consume.
      await until(
        '5,000 traces stored',
        () => countTraces(kit.db),
        (n) => n >= 5_000,
        180_000,
        200,
      );
      a.child.kill('SIGKILL');
      await new Promise((r) => a.child.once('exit', r));
      a = start();
      await a.joined;
      releaseRest();
      await producing;
      await until(
        `all ${N} traces stored`,
        () => countTraces(kit.db),
        (n) => n >= N,
        300_000,
        1000,
      );
      await until(
        'the restarted replica to store traces too',
        async () => stored(await a.port),
        (n) => n > 0,
        120_000,
        500,
      ).catch((err: Error) => {
        throw new Error(
          `${err.message}; replica exit: ${a.child.exitCode ?? a.child.signalCode ?? 'running'}; stderr: ${errors.slice(-3000)}`,
        );
      });

      const r = await kit.db.query<{ n: number; distinct_ids: number }>(
        'SELECT count(*)::int AS n, count(DISTINCT trace_id)::int AS distinct_ids FROM traces',
      );
      expect(r.rows[0]).toEqual({ n: N, distinct_ids: N });

      // Every trace judged once by its signals (UNIQUE (trace_id, judge) would refuse a
      // second row; the count shows none was skipped either).
      const judged = async () =>
        (await kit.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM judgments WHERE judge = 'signals'`)).rows[0]!
          .n;
      await until('every trace judged', judged, (n) => n === N, 300_000, 1000);
      // ...and every one reaches a final state, including a batch the killed replica had
      // judged by signals but not yet selected from.
      const open = async () =>
        (
          await kit.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM traces WHERE judge_state IN ('pending', 'signaled')`,
          )
        ).rows[0]!.n;
      await until('every trace to reach a final judge state', open, (n) => n === 0, 180_000, 1000);

      // Optimizer runs happened, and never two at once for one tool (a run the SIGKILL cut
      // short is closed as abandoned by the next run of its tool, under the same lock).
      await until(
        'optimizer runs',
        async () =>
          (
            await kit.db.query<{ n: number }>(
              'SELECT count(*)::int AS n FROM optimizer_runs WHERE finished_at IS NOT NULL',
            )
          ).rows[0]!.n,
        (n) => n > 0,
        120_000,
        1000,
      );
      const overlaps = await kit.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM optimizer_runs x JOIN optimizer_runs y
           ON x.tool_id = y.tool_id AND x.id < y.id
          AND y.started_at < coalesce(x.finished_at, now()) AND x.started_at < coalesce(y.finished_at, now())`,
      );
      expect(overlaps.rows[0]!.n).toBe(0);

      // Two proxies, one beside each replica, each with a connected agent.
      const log = createLogger('silent');
      const proxies = await Promise.all(
        [0, 1].map(async () => {
          const proxy = new McpProxy({
            db: kit.db,
            upstreams: [{ server: 'everything', stdio: EVERYTHING }],
            log,
            actor: 'proxy-test',
          });
          await proxy.start();
          const http = await serveHttp((sid) => proxy.createSession(sid), '127.0.0.1', 0);
          const client = new Client({ name: 'agent', version: '1.0.0' });
          const changes: number[] = [];
          client.setNotificationHandler(ToolListChangedNotificationSchema, async () => void changes.push(Date.now()));
          await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${http.port}/mcp`)));
          return { proxy, http, client, changes };
        }),
      );
      try {
        // One approval, published by whichever publisher claims it: one delivery, one
        // publication row, one list_changed at each agent.
        const text = 'Echoes the given message back unchanged. Use it to check that tool calls work end to end.';
        const p = await runCli(
          ['propose', 'everything/echo', '--file', '-', '--reason', 'replica test'],
          kit.env,
          text,
        );
        expect(p.code, p.stderr).toBe(0);
        const id = /#(\d+)/.exec(p.stdout)![1]!;
        const ok = await runCli(['approve', id, '--publish'], kit.env);
        expect(ok.code, ok.stderr).toBe(0);
        const delivered = () =>
          deliveries.filter((d) =>
            d.changed.some((c) => c.server === 'everything' && c.name === 'echo' && c.version === 2),
          ).length;
        await until(
          'the webhook delivery of the approval',
          async () => delivered(),
          (n) => n >= 1,
          60_000,
          200,
        );
        await until(
          'list_changed at both agents',
          async () => proxies.map((x) => x.changes.length),
          (ns) => ns.every((n) => n >= 1),
          30_000,
          100,
        );
        await new Promise((r) => setTimeout(r, 3000)); // room for a duplicate to show up
        expect(delivered()).toBe(1);
        expect(proxies.map((x) => x.changes.length)).toEqual([1, 1]);
        const pubs = await kit.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM publications, jsonb_array_elements(versions) v
            WHERE target = 'webhook' AND result = 'ok' AND v->>'tool' = 'everything/echo' AND (v->>'version')::int = 2`,
        );
        expect(pubs.rows[0]!.n).toBe(1);
      } finally {
        for (const x of proxies) {
          await x.client.close();
          await x.http.close();
          await x.proxy.stop();
        }
      }
    } finally {
      await producing.catch(() => {});
      await stopAll(a.child, b.child);
    }
  }, 900_000);
});
