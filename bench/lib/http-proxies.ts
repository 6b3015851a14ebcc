// The Streamable HTTP proxies bench:publish compares, each a separate process fronting its
// own copy of the same stdio upstream: `whetstone proxy --http`, and the two peers a user
// would otherwise run, mcp-proxy and supergateway (devDependencies, started from their own
// bin files as their READMEs show).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { freePort } from '../../lib/net/ports.ts';

export interface HttpProxy {
  name: string;
  url: URL;
  headers: Record<string, string>;
  child: ChildProcess;
}

/** Waits until an MCP client can initialize against the URL (the proxy has started its upstream). */
async function ready(p: HttpProxy, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < until) {
    if (p.child.exitCode !== null) throw new Error(`${p.name} exited with code ${p.child.exitCode} before serving`);
    try {
      const c = await connectClient(p);
      await c.close();
      return;
    } catch (err) {
      last = err;
      await sleep(200);
    }
  }
  throw new Error(`${p.name} did not serve MCP at ${p.url} within ${timeoutMs} ms: ${(last as Error)?.message}`);
}

function withoutKafka(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (e): e is [string, string] =>
        e[1] !== undefined && !e[0].startsWith('KAFKA_') && !e[0].startsWith('WHETSTONE_KAFKA'),
    ),
  );
}

export async function connectClient(p: HttpProxy): Promise<Client> {
  const client = new Client({ name: 'bench-agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(p.url, { requestInit: { headers: p.headers } }));
  return client;
}

/**
 * Starts the three proxies in front of `upstream` (a command line, split on spaces: the
 * bench's upstream has no quoted arguments). `env` goes to whetstone (its database).
 */
export async function startHttpProxies(
  root: string,
  upstream: string,
  env: Record<string, string>,
): Promise<HttpProxy[]> {
  const [cmd, ...args] = upstream.split(' ');
  const token = randomBytes(24).toString('base64url');
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'] as ('ignore' | 'inherit')[] };
  const wPort = await freePort();
  const mPort = await freePort();
  const sPort = await freePort();
  const proxies: HttpProxy[] = [
    {
      name: 'whetstone',
      url: new URL(`http://127.0.0.1:${wPort}/mcp`),
      headers: { authorization: `Bearer ${token}` },
      child: spawn(
        process.execPath,
        [join(root, 'bin/whetstone.js'), 'proxy', '--upstream', `everything=${upstream}`, '--http', String(wPort)],
        {
          ...quiet,
          // As on the stdio path: no Kafka, so no tool-call events (the peers emit none).
          env: {
            ...withoutKafka(process.env),
            ...env,
            WHETSTONE_PROXY_TOKEN: token,
            WHETSTONE_HTTP_HOST: '127.0.0.1',
            WHETSTONE_LOG_LEVEL: 'warn',
          },
        },
      ),
    },
    {
      name: 'mcp-proxy',
      url: new URL(`http://127.0.0.1:${mPort}/mcp`),
      headers: {},
      child: spawn(
        process.execPath,
        [
          join(root, 'node_modules/mcp-proxy/dist/bin/mcp-proxy.mjs'),
          '--host',
          '127.0.0.1',
          '--port',
          String(mPort),
          '--server',
          'stream',
          '--',
          cmd!,
          ...args,
        ],
        quiet,
      ),
    },
    {
      name: 'supergateway',
      url: new URL(`http://127.0.0.1:${sPort}/mcp`),
      headers: {},
      child: spawn(
        process.execPath,
        [
          join(root, 'node_modules/supergateway/dist/index.js'),
          '--stdio',
          upstream,
          '--outputTransport',
          'streamableHttp',
          '--stateful',
          '--port',
          String(sPort),
          '--logLevel',
          'none',
        ],
        quiet,
      ),
    },
  ];
  try {
    for (const p of proxies) await ready(p);
  } catch (err) {
    stopHttpProxies(proxies);
    throw err;
  }
  return proxies;
}

export function stopHttpProxies(proxies: HttpProxy[]): void {
  for (const p of proxies) if (p.child.exitCode === null) p.child.kill('SIGTERM');
}
