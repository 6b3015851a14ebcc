// UpstreamLink against a real stdio child (test/fixtures/counted-server.mjs, which counts its
// spawns): listings racing a reconnection share one new child; stopping while a child is
// still starting ends that child and the listing; a server that answers its listing with an
// error keeps its connection (and the calls in flight on it).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.ts';
import { UpstreamLink } from '../../src/mcp/upstream-link.ts';
import { ROOT } from '../kit/cli.ts';
import { until } from '../kit/kafka.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits until the process is gone (close() ends stdin, then SIGTERM, then SIGKILL). */
const exited = (pid: number) =>
  until(
    `child ${pid} to exit`,
    async () => alive(pid),
    (a) => !a,
    15_000,
    50,
  );

describe('UpstreamLink', () => {
  let dir = '';
  let link: UpstreamLink | undefined;
  const spawns = () => readdirSync(dir).filter((f) => f.startsWith('spawn-')).length;
  const pidOf = (n: number) => Number(readFileSync(join(dir, `spawn-${n}`), 'utf8'));

  let asked = 0;
  /** Forwards a call of a session that only counts answers, as a proxy session would. */
  const call = (l: UpstreamLink, id: number) =>
    l.forwarder.forward(
      {
        transport: { send: async () => {}, start: async () => {}, close: async () => {} },
        sessionId: () => 's',
        inFlight: new Map(),
      },
      { jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'ping' } },
    );

  /** A link to a fresh counted server, connected; its first child then killed when `lost`. */
  async function open(o: { lost: boolean }): Promise<UpstreamLink> {
    asked = 0;
    dir = mkdtempSync(join(tmpdir(), 'whetstone-link-'));
    const l = new UpstreamLink(
      { server: 'counted', stdio: `node ${join(ROOT, 'test/fixtures/counted-server.mjs')} ${dir}` },
      {
        log: createLogger('silent'),
        callTimeoutMs: 60_000,
        maxTools: 10,
        onDone: () => {},
        onListChanged: () => {},
        onLost: () => void asked++,
      },
    );
    link = l;
    await l.connect();
    if (o.lost) {
      process.kill(pidOf(1), 'SIGKILL');
      await until(
        'the link to see its child gone',
        async () => l.forwarder.connected,
        (c) => !c,
        10_000,
        20,
      );
    }
    return l;
  }

  afterEach(async () => {
    await link?.close();
    link = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts one child for listings that race a reconnection', async () => {
    const l = await open({ lost: true });
    const lists = await Promise.all([l.list(), l.list(), l.list()]);
    expect(lists.map((t) => t.map((x) => x.name))).toEqual([['ping'], ['ping'], ['ping']]);
    expect(spawns()).toBe(2);
    expect(alive(pidOf(2))).toBe(true);
    await l.close();
    await exited(pidOf(2));
  }, 60_000);

  it('ends a child still starting when it is closed, and the listing waiting on it', async () => {
    const l = await open({ lost: true });
    writeFileSync(join(dir, 'hold'), '');
    const listing = l.list().then(
      () => 'listed',
      (err: Error) => err.message,
    );
    await until(
      'the new child to start',
      async () => spawns(),
      (n) => n === 2,
      10_000,
      20,
    );
    await l.close();
    // Let it answer now: a connection made after close() would be kept, with its child.
    rmSync(join(dir, 'hold'));
    expect(await listing).toMatch(/counted: the proxy is stopping/);
    await exited(pidOf(2));
  }, 60_000);

  it('asks for one re-listing however many calls find the upstream gone at once', async () => {
    const l = await open({ lost: true });
    for (let i = 1; i <= 20; i++) call(l, i);
    expect(asked).toBe(1);
  }, 60_000);

  it('keeps the connection when the server answers its listing with an error', async () => {
    const l = await open({ lost: false });
    writeFileSync(join(dir, 'list-error'), '');
    await expect(l.list()).rejects.toThrow(/upstream counted answered tools\/list with an error \(.*listing broke\)/);
    expect(spawns()).toBe(1);
    expect(l.forwarder.connected).toBe(true);
    rmSync(join(dir, 'list-error'));
    expect((await l.list()).map((t) => t.name)).toEqual(['ping']);
    expect(spawns()).toBe(1);
  }, 60_000);
});
