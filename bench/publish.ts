// npm run bench:publish [-- --approvals 50 --seconds 2 --rounds 5 --concurrency 8]
//
// (1) Approval → client notified: a real SDK client connected to the Whetstone proxy over
//     Streamable HTTP; each approval (publish) is timed until the client receives
//     notifications/tools/list_changed (the cron alone would take up to 60 s).
// (2) HTTP against the peers: `whetstone proxy --http`, mcp-proxy and supergateway (npm
//     devDependencies), each a process fronting its own copy of the same stdio upstream
//     (server-everything's echo), driven by the same SDK client over Streamable HTTP at
//     concurrency 1, 8 and 64. The three take turns within each round (--rounds rounds of
//     --seconds each, the order rotating), and each figure is a median over the rounds, so
//     a slow moment of the machine does not land on one side only.
// (3) Stdio overhead: tools/call through `whetstone proxy` over stdio against a direct stdio
//     connection to the same upstream, alternating pairs, at concurrency 1, 8 and 64; at
//     concurrency 1 each call is timed, and the added latency is the difference of the
//     medians. Beside them, timed the same way, a bare byte relay (bench/lib/byte-relay.ts):
//     what one more process on the pipe costs on this machine, whatever it does.
// Last line: notify_p95_ms=… http_vs_best_peer_c8=… http_vs_best_peer_c64=… stdio_added_us_p50=…
import { setMaxListeners } from 'node:events';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { createLogger } from '../src/log.ts';
import { McpProxy } from '../src/mcp/proxy.ts';
import { serveHttp } from '../src/mcp/serve.ts';
import { splitCommand } from '../src/mcp/upstream.ts';
import { approve, propose } from '../src/review/actions.ts';
import { openDb } from '../src/store/db.ts';
import { migrate } from '../src/store/migrate.ts';
import { childPids, processCpuMs } from './lib/cpu.ts';
import { connectClient, startHttpProxies, stopHttpProxies } from './lib/http-proxies.ts';
import { arg, benchDatabase, note } from './lib/env.ts';

const APPROVALS = Number(arg('approvals', '50'));
const SECONDS = Number(arg('seconds', '2'));
const ROUNDS = Number(arg('rounds', '5'));
const CONCURRENCY = Number(arg('concurrency', '8'));
const ROOT = fileURLToPath(new URL('../', import.meta.url));
const EVERYTHING = `node ${join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js')} stdio`;

// Thousands of requests in flight over one client: silence the per-signal listener warning.
setMaxListeners(0);
const database = await benchDatabase('publish');
const db = await openDb({
  databaseUrl: database.url,
  dataDir: '.',
  connectTimeoutMs: 5000,
  lockTimeoutMs: 1000,
  poolMax: 4,
});
const log = createLogger('warn');
await migrate(db);
const proxy = new McpProxy({ db, upstreams: [{ server: 'everything', stdio: EVERYTHING }], log, actor: 'bench' });
await proxy.start();
const http = await serveHttp((sid) => proxy.createSession(sid), '127.0.0.1', 0);
const client = new Client({ name: 'bench-agent', version: '1.0.0' });
let notified: () => void = () => {};
client.setNotificationHandler(ToolListChangedNotificationSchema, async () => notified());
await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${http.port}/mcp`)));
/** An agent host's connection: the SDK's Client over the SDK's stdio transport. */
async function agentOverStdio(
  commandLine: string,
  env: Record<string, string> = {},
): Promise<{ agent: Client; pid: number }> {
  const { command, args } = splitCommand(commandLine);
  const agent = new Client({ name: 'bench-agent', version: '1.0.0' });
  const transport = new StdioClientTransport({
    command,
    args,
    env: { ...getDefaultEnvironment(), ...env },
    stderr: 'inherit',
  });
  await agent.connect(transport);
  return { agent, pid: transport.pid! };
}
const { agent: direct, pid: directUpstreamPid } = await agentOverStdio(EVERYTHING);

try {
  // (1) notification latency
  const latencies: number[] = [];
  for (let i = 0; i < APPROVALS; i++) {
    const p = await propose(db, {
      ref: 'everything/echo',
      text: `Echoes the message back unchanged (revision ${i}). Use to test tool calling.`,
      actor: 'bench',
      maxDescriptionBytes: 65536,
    });
    const got = new Promise<number>((resolve) => (notified = () => resolve(performance.now())));
    const started = performance.now();
    await approve(db, { proposalId: p.proposal.id, actor: 'bench-reviewer', publish: true });
    const at = await Promise.race([
      got,
      new Promise<number>((_, reject) => setTimeout(() => reject(new Error('no list_changed within 10 s')), 10_000)),
    ]);
    latencies.push(at - started);
  }
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!;
  note(
    `approval → list_changed over ${latencies.length} approvals: p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`,
  );

  // (2) Streamable HTTP: whetstone against the peers
  const rate = async (call: () => Promise<unknown>, concurrency: number) => {
    const until = performance.now() + SECONDS * 1000;
    let n = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < until) {
          await call();
          n++;
        }
      }),
    );
    return n / SECONDS;
  };
  const args = { name: 'echo', arguments: { message: 'overhead probe' } };
  const httpVsPeer = new Map<number, number>();
  const proxies = await startHttpProxies(ROOT, EVERYTHING, { DATABASE_URL: database.url });
  try {
    const clients = await Promise.all(proxies.map((p) => connectClient(p)));
    for (const c of clients) await rate(() => c.callTool(args), 8); // warm every path
    for (const concurrency of [1, 8, 64]) {
      const rates: number[][] = proxies.map(() => []);
      for (let r = 0; r < ROUNDS; r++) {
        for (let k = 0; k < proxies.length; k++) {
          const i = (r + k) % proxies.length; // rotate who goes first
          rates[i]!.push(await rate(() => clients[i]!.callTool(args), concurrency));
        }
      }
      const med = rates.map((xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!);
      const best = Math.max(...med.slice(1));
      httpVsPeer.set(concurrency, med[0]! / best);
      note(
        `Streamable HTTP tools/call per second at concurrency ${String(concurrency).padStart(2)} (median of ${ROUNDS}): ` +
          proxies.map((p, i) => `${p.name} ${med[i]!.toFixed(0)}`).join(', ') +
          `; whetstone / best peer ${(med[0]! / best).toFixed(2)}`,
      );
    }
    for (const c of clients) await c.close();
  } finally {
    stopHttpProxies(proxies);
  }

  // (3) stdio overhead
  const { agent: proxied, pid: proxyPid } = await agentOverStdio(
    `node ${join(ROOT, 'bin/whetstone.js')} proxy --upstream everything=${JSON.stringify(EVERYTHING)}`,
    {
      DATABASE_URL: database.url,
      WHETSTONE_LOG_LEVEL: 'warn',
    },
  );
  const proxiedUpstreamPid = childPids(proxyPid)[0];
  const { agent: relayed } = await agentOverStdio(
    `node --import tsx ${join(ROOT, 'bench/lib/byte-relay.ts')} ${EVERYTHING}`,
  );
  // CPU per call of each process on both paths, over the rounds at --concurrency.
  type Cpu = Record<string, number>;
  const cpuNow = (pids: Record<string, number | undefined>): Cpu => {
    const own = process.cpuUsage();
    const out: Cpu = { agent: (own.user + own.system) / 1000 };
    for (const [k, pid] of Object.entries(pids)) out[k] = pid === undefined ? NaN : (processCpuMs(pid) ?? NaN);
    return out;
  };
  const cpu: { direct: Cpu; proxied: Cpu } = { direct: { calls: 0 }, proxied: { calls: 0 } };
  const measured = async (acc: Cpu, pids: Record<string, number | undefined>, run: () => Promise<number>) => {
    const before = cpuNow(pids);
    const perSecond = await run();
    const after = cpuNow(pids);
    acc.calls! += perSecond * SECONDS;
    for (const k of Object.keys(after)) acc[k] = (acc[k] ?? 0) + after[k]! - before[k]!;
    return perSecond;
  };
  await rate(() => direct.callTool(args), CONCURRENCY); // warm both paths
  await rate(() => proxied.callTool(args), CONCURRENCY);
  await rate(() => relayed.callTool(args), CONCURRENCY);
  const latencies1 = { direct: [] as number[], proxied: [] as number[], relayed: [] as number[] };
  let headline = 0;
  for (const concurrency of [...new Set([1, CONCURRENCY, 64])]) {
    const pairs: { direct: number; proxied: number }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const runDirect = () => rate(() => direct.callTool(args), concurrency);
      const runProxied = () => rate(() => proxied.callTool(args), concurrency);
      pairs.push(
        concurrency === CONCURRENCY
          ? {
              direct: await measured(cpu.direct, { upstream: directUpstreamPid }, runDirect),
              proxied: await measured(cpu.proxied, { proxy: proxyPid, upstream: proxiedUpstreamPid }, runProxied),
            }
          : { direct: await runDirect(), proxied: await runProxied() },
      );
    }
    if (concurrency === 1) {
      // Each call timed alone: the difference of the medians is what the proxy adds to a call.
      for (let r = 0; r < ROUNDS; r++) {
        for (const [side, agent] of [
          ['direct', direct],
          ['proxied', proxied],
          ['relayed', relayed],
        ] as const) {
          const until = performance.now() + (SECONDS * 1000) / 2;
          while (performance.now() < until) {
            const t0 = performance.now();
            await agent.callTool(args);
            latencies1[side].push(performance.now() - t0);
          }
        }
      }
    }
    pairs.sort((x, y) => x.proxied / x.direct - y.proxied / y.direct);
    const { direct: directRate, proxied: proxiedRate } = pairs[Math.floor(pairs.length / 2)]!;
    if (concurrency === CONCURRENCY) headline = proxiedRate / directRate;
    // At concurrency 1 a call waits for the one before it: the difference is the time the
    // proxy adds to each round trip, which is what a tool of real duration would feel.
    const added =
      concurrency === 1 ? `; the proxy adds ${((1 / proxiedRate - 1 / directRate) * 1e6).toFixed(0)} µs per call` : '';
    note(
      `tools/call per second at concurrency ${String(concurrency).padStart(2)}: direct (stdio) ${directRate.toFixed(0)}, ` +
        `through \`whetstone proxy\` (stdio → stdio) ${proxiedRate.toFixed(0)}, ratio ${(proxiedRate / directRate).toFixed(2)}${added}`,
    );
  }
  const per = (c: Cpu, k: string) => (Number.isNaN(c[k]) ? 'n/a' : `${((c[k]! * 1000) / c.calls!).toFixed(1)} µs`);
  const busy = (c: Cpu) => {
    const ms = Object.entries(c).reduce((sum, [k, v]) => (k === 'calls' ? sum : sum + v), 0);
    return Number.isNaN(ms) ? 'n/a' : (ms / (ROUNDS * SECONDS * 1000)).toFixed(2);
  };
  note(
    `CPU per call at concurrency ${CONCURRENCY} (from /proc; the agent is this process): ` +
      `direct — agent ${per(cpu.direct, 'agent')}, upstream ${per(cpu.direct, 'upstream')}, cores busy ${busy(cpu.direct)}; ` +
      `proxied — agent ${per(cpu.proxied, 'agent')}, proxy ${per(cpu.proxied, 'proxy')}, upstream ${per(cpu.proxied, 'upstream')}, cores busy ${busy(cpu.proxied)}`,
  );
  await proxied.close();
  await relayed.close();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const addedUs = (median(latencies1.proxied) - median(latencies1.direct)) * 1000;
  const relayUs = (median(latencies1.relayed) - median(latencies1.direct)) * 1000;
  note(
    `per-call latency at concurrency 1 (${latencies1.direct.length} + ${latencies1.proxied.length} calls): direct p50 ${(median(latencies1.direct) * 1000).toFixed(0)} µs, ` +
      `proxied p50 ${(median(latencies1.proxied) * 1000).toFixed(0)} µs: the proxy adds ${addedUs.toFixed(0)} µs (a bare byte relay, ${latencies1.relayed.length} calls, adds ${relayUs.toFixed(0)} µs); ` +
      `stdio throughput ratio at ${CONCURRENCY}: ${headline.toFixed(2)}`,
  );
  process.stdout.write(
    `notify_p95_ms=${pct(95).toFixed(1)} http_vs_best_peer_c8=${httpVsPeer.get(8)!.toFixed(2)} http_vs_best_peer_c64=${httpVsPeer.get(64)!.toFixed(2)} stdio_added_us_p50=${addedUs.toFixed(0)}\n`,
  );
} finally {
  await client.close();
  await direct.close();
  await http.close();
  await proxy.stop();
  await db.close();
  await database.drop();
}
