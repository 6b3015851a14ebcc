// npm run bench:publish [-- --approvals 50 --seconds 4 --concurrency 8]
//
// (1) Approval → client notified: a real SDK client connected to the Whetstone proxy over
//     Streamable HTTP; each approval (publish) is timed until the client receives
//     notifications/tools/list_changed (the cron alone would take up to 60 s).
// (2) Proxy overhead: tools/call per second through the proxy (the real `whetstone proxy`
//     command, spawned over stdio as an agent host would) against a direct stdio
//     connection to the same upstream server, in the same run, same concurrency.
// Last line: notify_p95_ms=<n> proxy_ratio=<x>
import { setMaxListeners } from 'node:events';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { createLogger } from '../src/log.ts';
import { McpProxy } from '../src/mcp/proxy.ts';
import { serveHttp } from '../src/mcp/serve.ts';
import { connectUpstream } from '../src/mcp/upstream.ts';
import { approve, propose } from '../src/review/actions.ts';
import { openDb } from '../src/store/db.ts';
import { migrate } from '../src/store/migrate.ts';
import { arg, benchDatabase, note } from './lib/env.ts';

const APPROVALS = Number(arg('approvals', '50'));
const SECONDS = Number(arg('seconds', '4'));
const CONCURRENCY = Number(arg('concurrency', '8'));
const ROOT = fileURLToPath(new URL('../', import.meta.url));
const EVERYTHING = `node ${join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js')} stdio`;

// Thousands of requests in flight over one client: silence the per-signal listener warning.
setMaxListeners(0);
const database = await benchDatabase('publish');
const db = await openDb({ databaseUrl: database.url, dataDir: '.', connectTimeoutMs: 5000, lockTimeoutMs: 1000, poolMax: 4 });
const log = createLogger('warn');
await migrate(db);
const proxy = new McpProxy({ db, upstreams: [{ server: 'everything', stdio: EVERYTHING }], log, actor: 'bench' });
await proxy.start();
const http = await serveHttp((sid) => proxy.createSession(sid), '127.0.0.1', 0);
const client = new Client({ name: 'bench-agent', version: '1.0.0' });
let notified: () => void = () => {};
client.setNotificationHandler(ToolListChangedNotificationSchema, async () => notified());
await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${http.port}/mcp`)));
const direct = await connectUpstream({ stdio: EVERYTHING });

try {
  // (1) notification latency
  const latencies: number[] = [];
  for (let i = 0; i < APPROVALS; i++) {
    const p = await propose(db, { ref: 'everything/echo', text: `Echoes the message back unchanged (revision ${i}). Use to test tool calling.`, actor: 'bench', maxDescriptionBytes: 65536 });
    const got = new Promise<number>((resolve) => (notified = () => resolve(performance.now())));
    const started = performance.now();
    await approve(db, { proposalId: p.proposal.id, actor: 'bench-reviewer', publish: true });
    const at = await Promise.race([got, new Promise<number>((_, reject) => setTimeout(() => reject(new Error('no list_changed within 10 s')), 10_000))]);
    latencies.push(at - started);
  }
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!;
  note(`approval → list_changed over ${latencies.length} approvals: p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`);

  // (2) proxy overhead
  const rate = async (call: () => Promise<unknown>) => {
    const until = performance.now() + SECONDS * 1000;
    let n = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) {
          await call();
          n++;
        }
      }),
    );
    return n / SECONDS;
  };
  const args = { name: 'echo', arguments: { message: 'overhead probe' } };
  await rate(() => direct.client.callTool(args)); // warm both paths
  const proxied = await connectUpstream({
    stdio: `node ${join(ROOT, 'bin/whetstone.js')} proxy --upstream everything=${JSON.stringify(EVERYTHING)}`,
    env: { DATABASE_URL: database.url, WHETSTONE_LOG_LEVEL: 'warn' },
  });
  await rate(() => proxied.client.callTool(args));
  const directRate = await rate(() => direct.client.callTool(args));
  const proxiedRate = await rate(() => proxied.client.callTool(args));
  const httpRate = await rate(() => client.callTool(args));
  await proxied.close();
  note(
    `tools/call per second at concurrency ${CONCURRENCY}: direct (stdio) ${directRate.toFixed(0)}, through \`whetstone proxy\` (stdio → stdio) ${proxiedRate.toFixed(0)}, ` +
      `through the proxy over Streamable HTTP ${httpRate.toFixed(0)}`,
  );
  process.stdout.write(`notify_p95_ms=${pct(95).toFixed(1)} proxy_ratio=${(proxiedRate / directRate).toFixed(2)}\n`);
} finally {
  await client.close();
  await direct.close();
  await http.close();
  await proxy.stop();
  await db.close();
  await database.drop();
}
