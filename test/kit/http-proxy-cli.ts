// `whetstone proxy --http 0` as built, in a child process, for tests that need the CLI's own
// wiring (its registry, its config validation) rather than an in-process proxy: started with
// the given args and environment, waited for until it prints where it serves.
import { spawn } from 'node:child_process';
import { ROOT } from './cli.ts';
import { until } from './kafka.ts';

export interface HttpProxyCli {
  /** The MCP endpoint, e.g. http://127.0.0.1:PORT/mcp. */
  mcpUrl: string;
  /** Everything the proxy wrote to stderr so far. */
  stderr(): string;
  /** SIGTERM, then wait for the exit. */
  stop(): Promise<void>;
}

export async function startHttpProxyCli(
  args: string[],
  env: Record<string, string>,
  waitMs = 60_000,
): Promise<HttpProxyCli> {
  const child = spawn(process.execPath, ['bin/whetstone.js', 'proxy', '--http', '0', ...args], {
    cwd: ROOT,
    env: { ...process.env, KAFKA_BROKERS: '', NO_COLOR: '1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((ok) => child.once('exit', ok));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    const mcpUrl = await until(
      'the proxy to serve HTTP',
      async () => /serving MCP at (http:\/\/\S+\/mcp)/.exec(stderr)?.[1] ?? '',
      (u) => u !== '',
      waitMs,
      50,
    );
    return { mcpUrl, stderr: () => stderr, stop };
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\nproxy stderr:\n${stderr}`);
  }
}
