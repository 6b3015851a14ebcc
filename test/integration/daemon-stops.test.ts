// `whetstone run` stops, spawned as an operator runs it (real CLI, real PostgreSQL):
// - a bad setting (a cron that is not one) exits non-zero at once, naming the setting,
//   before anything starts;
// - SIGTERM with the broker unreachable exits 0 within a bound well under the shutdown
//   deadline (it used to wait for the 20 s deadline, a connect retrying meanwhile);
// - a start that fails (its port taken) exits 1 and does not linger.
// (SIGTERM after a broker restart: daemon-ops.test.ts.)
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../kit/cli.ts';
import { withStore } from '../kit/db.ts';
import { until } from '../kit/kafka.ts';

// A functional bound: an orchestrator's grace period, far under the 20 s deadline default.
const STOP_BOUND_MS = 10_000;

function listenOn(port = 0): Promise<Server> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(port, '127.0.0.1', () => resolve(s));
  });
}
async function freePort(): Promise<number> {
  const s = await listenOn();
  const { port } = s.address() as { port: number };
  await new Promise((ok) => s.close(ok));
  return port;
}

function spawnRun(env: Record<string, string>) {
  const proc = spawn(process.execPath, ['bin/whetstone.js', 'run'], {
    cwd: ROOT,
    env: { ...process.env, KAFKA_BROKERS: '', WHETSTONE_LOG_LEVEL: 'info', NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stderr.on('data', (d: Buffer) => (out += d.toString()));
  proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number>((resolve) => proc.on('exit', (code, sig) => resolve(code ?? (sig ? 128 : -1))));
  return { proc, exited, output: () => out };
}

describe('whetstone run stops', () => {
  const kit = withStore();

  it('refuses a bad cron at start: exit non-zero, the setting named, nothing served', async () => {
    const port = await freePort();
    const d = spawnRun({ ...kit.env, WHETSTONE_PUBLISH_CRON: 'every minute', WHETSTONE_HTTP_PORT: String(port) });
    const code = await d.exited;
    expect(code).not.toBe(0);
    expect(d.output()).toMatch(/WHETSTONE_PUBLISH_CRON="every minute" is invalid/);
    expect(d.output()).not.toMatch(/serving \/healthz/);
  }, 60_000);

  it('SIGTERM with the broker unreachable exits 0 within the bound', async () => {
    const dead = await freePort(); // nothing listens there
    const port = await freePort();
    const d = spawnRun({
      ...kit.env,
      KAFKA_BROKERS: `127.0.0.1:${dead}`,
      WHETSTONE_HTTP_PORT: String(port),
      WHETSTONE_SHUTDOWN_TIMEOUT_MS: '20000',
    });
    await until(
      'the daemon to run (HTTP up, broker unreachable)',
      async () => d.output(),
      (o) => o.includes('whetstone daemon running'),
      60_000,
    );
    const t0 = Date.now();
    d.proc.kill('SIGTERM');
    const code = await d.exited;
    const ms = Date.now() - t0;
    expect(code, d.output().slice(-2000)).toBe(0);
    expect(ms, d.output().slice(-2000)).toBeLessThan(STOP_BOUND_MS);
    expect(d.output()).toContain('shutdown complete');
    expect(d.output()).not.toContain('did not finish within');
  }, 90_000);

  it('a start that fails part way exits 1 within the bound and names why', async () => {
    const taken = await listenOn();
    const port = (taken.address() as { port: number }).port;
    try {
      const t0 = Date.now();
      const d = spawnRun({ ...kit.env, KAFKA_BROKERS: '127.0.0.1:1', WHETSTONE_HTTP_PORT: String(port) });
      const code = await d.exited;
      expect(code).toBe(1);
      expect(d.output()).toMatch(/could not start: listen EADDRINUSE/);
      // Process start (tsx or dist) included: still well under the deadline.
      expect(Date.now() - t0).toBeLessThan(STOP_BOUND_MS + 10_000);
    } finally {
      await new Promise((ok) => taken.close(ok));
    }
  }, 60_000);
});
