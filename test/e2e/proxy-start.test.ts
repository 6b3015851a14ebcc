// `whetstone proxy` when its start fails part way: the real binary, real PostgreSQL, a real
// stdio upstream (server-everything) connected first and an HTTP upstream that refuses
// connections second. The failed start must undo what it started (the stdio child, the
// first upstream's connection) so the process exits, non-zero, with a line saying which
// upstream failed and what to fix; it used to keep running with its first child alive.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, ROOT } from '../kit/cli.ts';
import { freshPostgres, type TestStore } from '../kit/db.ts';

const EVERYTHING = `node ${join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js')} stdio`;

/** A local port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe('`whetstone proxy` whose start fails', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await freshPostgres();
  });
  afterAll(async () => {
    await store?.cleanup();
  });

  /** The real binary with these flags, stdin kept open as an agent host keeps it; SIGKILL after 30 s. */
  async function proxyRun(
    flags: string[],
    whileRunning?: (child: ReturnType<typeof spawn>) => void,
    env: Record<string, string> = { KAFKA_BROKERS: '' },
  ) {
    const child = spawn(process.execPath, [join(ROOT, 'bin/whetstone.js'), 'proxy', ...flags], {
      cwd: ROOT,
      env: { ...process.env, ...store.env, WHETSTONE_LOG_LEVEL: 'warn', WHETSTONE_ACTOR: 'x', ...env },
      // stdin stays open: the process must end on its own.
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const done = collect(child);
    whileRunning?.(child);
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    return done.finally(() => clearTimeout(timer));
  }

  it.each([['stdio'], ['--http']])(
    'exits non-zero over %s, naming the upstream and what to fix',
    async (mode) => {
      const port = await closedPort();
      const r = await proxyRun([
        ...(mode === '--http' ? ['--http', '0'] : []),
        '--upstream',
        `everything=${EVERYTHING}`,
        '--upstream-url',
        `gone=http://127.0.0.1:${port}/mcp`,
      ]);
      expect(r.code, r.stderr).not.toBe(0);
      expect(r.code, 'killed after 30 s: the failed start left something running').not.toBe(-1);
      expect(r.stderr).toMatch(/proxy could not start: upstream gone: cannot connect/);
      expect(r.stderr).toMatch(/start that server, or fix or remove --upstream-url gone\n$/);
    },
    60_000,
  );

  it('exits as promptly with Kafka configured: the event sink holds no producer open', async () => {
    const t0 = performance.now();
    const r = await proxyRun(
      ['--upstream', `everything=${EVERYTHING}`, '--upstream-url', `gone=http://127.0.0.1:${await closedPort()}/mcp`],
      undefined,
      { KAFKA_BROKERS: process.env.KAFKA_BROKERS || '127.0.0.1:9092' },
    );
    expect(r.code, r.stderr).not.toBe(0);
    expect(r.code, 'killed after 30 s').not.toBe(-1);
    expect(r.stderr).toMatch(/proxy could not start: upstream gone/);
    expect(performance.now() - t0).toBeLessThan(15_000);
  }, 60_000);

  it('ends a stdio child still starting when SIGTERM comes during the start', async () => {
    // A child that never answers initialize (the connect waits 30 s) and outlives its stdin:
    // only the proxy's stop ends it. Killed by the signal's default action, the proxy left it.
    const dir = mkdtempSync(join(tmpdir(), 'proxy-sigterm-'));
    const pidFile = join(dir, 'pid');
    const mute = `node -e "require('fs').writeFileSync(process.argv[1], String(process.pid)); process.stdin.resume(); setInterval(() => {}, 1000)" ${pidFile}`;
    let childPid: number | undefined;
    try {
      const r = await proxyRun(['--upstream', `mute=${mute}`], (proxy) => {
        const poll = setInterval(() => {
          if (!existsSync(pidFile) || readFileSync(pidFile, 'utf8') === '') return;
          clearInterval(poll);
          childPid = Number(readFileSync(pidFile, 'utf8'));
          proxy.kill('SIGTERM');
        }, 50);
      });
      expect(childPid).toBeGreaterThan(0);
      const alive = () => {
        try {
          process.kill(childPid!, 0);
          return true;
        } catch {
          return false;
        }
      };
      expect(alive(), 'the upstream child outlived the proxy').toBe(false);
      // It exited on its own, not by the signal's default action nor the 30 s kill.
      expect(r.code, r.stderr).not.toBe(-1);
      expect(r.stderr).toMatch(/proxy could not start: .*stopping/);
    } finally {
      try {
        if (childPid) process.kill(childPid, 'SIGKILL');
      } catch {
        // gone, as it should be
      }
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('exits 0 on SIGTERM once serving', async () => {
    let served = false;
    const r = await proxyRun(['--http', '0', '--upstream', `everything=${EVERYTHING}`], (proxy) => {
      proxy.stderr?.on('data', (d: Buffer) => {
        if (!served && d.toString().includes('serving MCP at')) {
          served = true;
          proxy.kill('SIGTERM');
        }
      });
    });
    expect(served, r.stderr).toBe(true);
    expect(r.code, r.stderr).toBe(0);
  }, 60_000);

  it('stops the started proxy and exits non-zero when its --http port is taken', async () => {
    const taken = createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    try {
      const port = (taken.address() as { port: number }).port;
      const r = await proxyRun(['--http', String(port), '--upstream', `everything=${EVERYTHING}`]);
      expect(r.code, r.stderr).not.toBe(0);
      expect(r.code, 'killed after 30 s: the proxy kept running').not.toBe(-1);
      // One line saying what to do, not an unhandled 'error' event's stack.
      expect(r.stderr).toMatch(
        new RegExp(
          `^whetstone: cannot listen on 127\\.0\\.0\\.1:${port} \\(EADDRINUSE\\): stop what holds that port or choose another\\n$`,
        ),
      );
    } finally {
      await new Promise<void>((r) => taken.close(() => r()));
    }
  }, 60_000);
});
