// `whetstone run` as an operator meets it, on a broker of the test's own (stopped and
// restarted here, so never the shared one) and real PostgreSQL:
// - after an unclean stop (SIGKILL), a new daemon answers /healthz at once while its group
//   join waits for the dead member's session; /readyz and the log say why;
// - a stopped broker shows in /readyz, the log and a metric within 10 s, and clears after;
// - SIGTERM after a broker restart exits within the configured deadline, offsets committed.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Kafka, logLevel } from 'kafkajs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleTrace } from '../../lib/datasets/traces.ts';
import { resolveConfig } from '../../src/config.ts';
import { Daemon } from '../../src/daemon/run.ts';
import type { Db } from '../../src/store/db.ts';
import { countTraces } from '../../src/store/sql/traces.ts';
import { ROOT } from '../kit/cli.ts';
import { freshMigratedPostgres, openMigrated, type TestStore } from '../kit/db.ts';
import { createTopic, uniqueName, until } from '../kit/kafka.ts';
import { ownBroker, type OwnBroker } from '../kit/own-broker.ts';

const SESSION_MS = 12_000;
const DEADLINE_MS = 15_000;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

interface Child {
  proc: ChildProcess;
  port: number;
  logs: string[];
  exited: Promise<number>;
}

async function spawnDaemon(env: Record<string, string>): Promise<Child> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['bin/whetstone.js', 'run'], {
    cwd: ROOT,
    env: { ...process.env, ...env, WHETSTONE_HTTP_PORT: String(port), WHETSTONE_LOG_LEVEL: 'info', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  proc.stderr!.on('data', (d: Buffer) => logs.push(...d.toString().split('\n').filter(Boolean)));
  proc.stdout!.resume();
  const exited = new Promise<number>((resolve) => proc.on('exit', (code, sig) => resolve(code ?? (sig ? 128 : -1))));
  return { proc, port, logs, exited };
}

const get = async (port: number, path: string) => {
  const r = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(3_000) }).catch(
    () => undefined,
  );
  return r ? { status: r.status, text: await r.text() } : { status: 0, text: '' };
};
const readyz = async (port: number) => {
  const r = await get(port, '/readyz');
  return {
    status: r.status,
    body: (r.text ? JSON.parse(r.text) : {}) as {
      ok?: boolean;
      checks?: Record<string, { ok: boolean; detail: string }>;
      waiting?: string[];
    },
  };
};
const metric = async (port: number, name: string) => {
  const m = (await get(port, '/metrics')).text.match(new RegExp(`^${name} (\\S+)$`, 'm'));
  return m ? Number(m[1]) : undefined;
};

describe('daemon under failure (own broker)', () => {
  let broker: OwnBroker;
  let store: TestStore;
  let db: Db;
  let kafka: Kafka;
  const topic = uniqueName('traces-ops');
  const group = uniqueName('group-ops');
  let env: Record<string, string>;
  let sent = 0;

  const send = async (n: number) => {
    const producer = kafka.producer();
    await producer.connect();
    const msgs = Array.from({ length: n }, () => {
      const id = `ops-${sent++}`;
      return { key: `server-${sent % 5}`, value: JSON.stringify(simpleTrace(id, { user_query: `question ${id}` })) };
    });
    await producer.send({ topic, messages: msgs });
    await producer.disconnect();
  };

  beforeAll(async () => {
    broker = await ownBroker();
    store = await freshMigratedPostgres();
    db = await openMigrated(store);
    kafka = new Kafka({ brokers: [broker.brokers], clientId: 'whetstone-ops-test', logLevel: logLevel.NOTHING });
    await createTopic(kafka, topic, 3);
    env = {
      ...store.env,
      KAFKA_BROKERS: broker.brokers,
      WHETSTONE_TRACES_TOPIC: topic,
      WHETSTONE_DLQ_TOPIC: `${topic}.dlq`,
      WHETSTONE_CONSUMER_GROUP: group,
      WHETSTONE_KAFKA_SESSION_TIMEOUT_MS: String(SESSION_MS),
      WHETSTONE_KAFKA_HEARTBEAT_MS: '1000',
      WHETSTONE_SHUTDOWN_TIMEOUT_MS: String(DEADLINE_MS),
      WHETSTONE_OPTIMIZE_INTERVAL_MS: '600000',
    };
  }, 180_000);
  afterAll(async () => {
    await db?.close();
    await store?.cleanup();
    await broker?.cleanup();
  }, 120_000);

  it('after SIGKILL: /healthz at once, /readyz and the log say the join waits; a broker stop shows and clears', async () => {
    // A daemon that dies uncleanly leaves its member in the group until its session expires.
    const first = await spawnDaemon(env);
    await send(20);
    await until(
      '20 traces stored by the first daemon',
      () => countTraces(db),
      (n) => n === 20,
      90_000,
    );
    first.proc.kill('SIGKILL');
    await first.exited;

    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (s: string) => void lines.push(s) });
    const config = resolveConfig({ env: { ...env, WHETSTONE_HTTP_PORT: '0' } });
    const daemon = new Daemon({ config, db, log });
    const t0 = Date.now();
    const { port } = await daemon.start();
    try {
      expect((await get(port, '/healthz')).status).toBe(200);
      expect(Date.now() - t0).toBeLessThan(1_000);
      // The consumer starts right after HTTP: wait the moment it takes to begin its join.
      const joining = await until(
        'the group to be joining',
        () => readyz(port),
        (r) => /joining/.test(r.body.checks?.group?.detail ?? ''),
        10_000,
        50,
      );
      expect(joining.status).toBe(503);
      expect(joining.body.checks!.database!.ok).toBe(true);
      expect(joining.body.checks!.group!.ok).toBe(false);
      expect(joining.body.checks!.group!.detail).toMatch(/joining .* session/);
      expect(joining.body.checks!.assignment!.ok).toBe(false);
      await until(
        'the log to say why consumption waits',
        async () => lines.join(''),
        (s) => s.includes('still waiting to join consumer group'),
        15_000,
      );
      const ready = await until(
        'ready after the dead member expires',
        () => readyz(port),
        (r) => r.status === 200,
        SESSION_MS + 30_000,
      );
      expect(ready.body.checks!.assignment!.detail).toMatch(/partitions 0,1,2/);
      expect(await metric(port, 'whetstone_kafka_broker_up')).toBe(1);
      expect(await metric(port, 'whetstone_kafka_assigned_partitions')).toBe(3);

      // The broker goes away: readiness, log and metric within 10 s.
      await broker.stop();
      const stoppedAt = Date.now();
      const down = await until(
        '/readyz to report the broker',
        () => readyz(port),
        (r) => r.body.checks?.broker?.ok === false,
        10_000,
        200,
      );
      expect(down.status).toBe(503);
      expect(down.body.waiting!.join(' ')).toMatch(/broker: unreachable/);
      expect(await metric(port, 'whetstone_kafka_broker_up')).toBe(0);
      expect(lines.some((l) => l.includes('kafka broker unreachable'))).toBe(true);
      expect(Date.now() - stoppedAt).toBeLessThan(10_000);

      // And back: it clears without a restart, and ingest goes on.
      await broker.start();
      await until(
        'broker_up to clear',
        () => metric(port, 'whetstone_kafka_broker_up'),
        (v) => v === 1,
        30_000,
        200,
      );
      expect(lines.some((l) => l.includes('kafka broker reachable again'))).toBe(true);
      await send(10);
      await until(
        '30 traces stored after the outage',
        () => countTraces(db),
        (n) => n === 30,
        120_000,
      );
      await until(
        'ready again',
        () => readyz(port),
        (r) => r.status === 200,
        60_000,
      );
    } finally {
      await daemon.stop();
    }
  }, 300_000);

  it('SIGTERM after a broker restart exits within the deadline with offsets committed', async () => {
    const d = await spawnDaemon(env);
    await until(
      'the daemon to be ready',
      () => readyz(d.port),
      (r) => r.status === 200,
      SESSION_MS + 60_000,
    );
    await broker.stop();
    await broker.start();
    await send(10);
    await until(
      'traces sent after the restart stored',
      () => countTraces(db),
      (n) => n === sent,
      120_000,
    ).catch((err: Error) => {
      // Once, under load, none of them was stored: the daemon's last lines say whether its
      // consumer was still reconnecting, rejoining the group, or had stopped.
      throw new Error(`${err.message}\n${d.logs.slice(-20).join('\n')}`);
    });

    const t0 = Date.now();
    d.proc.kill('SIGTERM');
    const code = await d.exited;
    const ms = Date.now() - t0;
    expect(code, d.logs.slice(-5).join('\n')).toBe(0);
    expect(ms).toBeLessThan(DEADLINE_MS);
    const done = d.logs.find((l) => l.includes('shutdown complete'));
    expect(done, d.logs.slice(-5).join('\n')).toBeDefined();

    const admin = kafka.admin();
    await admin.connect();
    try {
      const ends = await admin.fetchTopicOffsets(topic);
      const committed = (await admin.fetchOffsets({ groupId: group, topics: [topic] }))[0]!.partitions;
      // On a miss, the daemon's last lines say what its consumer did (a commit at stop, a crash).
      const why = `${JSON.stringify({ ends, committed })}\n${d.logs.slice(-20).join('\n')}`;
      for (const e of ends) expect(committed.find((c) => c.partition === e.partition)?.offset, why).toBe(e.high);
    } finally {
      await admin.disconnect();
    }
    expect(await countTraces(db)).toBe(sent);
  }, 300_000);

  it('SIGTERM while the daemon is still starting (its HTTP answering, its consumers joining) stops it, exit 0', async () => {
    const d = await spawnDaemon({ ...env, WHETSTONE_OTLP_TOPIC: uniqueName('otlp-early') });
    // The first line the started HTTP server logs; the rest of the start (publisher, OTel
    // doors) is still under way when the signal lands.
    await until(
      'the daemon to serve HTTP',
      async () => d.logs,
      (l) => l.some((x) => x.includes('serving /healthz')),
      60_000,
      5,
    );
    d.proc.kill('SIGTERM');
    expect(await d.exited, d.logs.slice(-5).join('\n')).toBe(0);
    expect(d.logs.some((l) => l.includes('shutdown complete'))).toBe(true);
  }, 120_000);

  // Without and with the OTLP topic: each consumer's group gets a dead member, and the
  // daemon must wait for neither join before it handles signals (it used to wait for the
  // OTLP one, and the SIGTERM killed it).
  for (const otlp of [false, true]) {
    it(`SIGTERM while the group join waits for a dead member exits at once${otlp ? ' (with the OTLP topic on)' : ''}`, async () => {
      const daemonEnv = otlp ? { ...env, WHETSTONE_OTLP_TOPIC: uniqueName('otlp-ops') } : env;
      // The dead member's session runs SESSION_MS from the kill. A second daemon slow to
      // start (CI runs test files in parallel on two cores) can join after it has expired,
      // and then never waits: the case did not happen, so that daemon is stopped and the
      // case set up again. Once, on a loaded machine, it joined at once.
      let second: Child | undefined;
      for (let attempt = 1; second === undefined; attempt++) {
        const first = await spawnDaemon(daemonEnv);
        await until(
          'the first daemon to be ready',
          () => readyz(first.port),
          (r) => r.status === 200,
          SESSION_MS + 60_000,
        );
        if (otlp)
          await until(
            'the first daemon to consume OTLP spans',
            async () => first.logs,
            (l) => l.some((x) => x.includes('consuming OTLP spans from Kafka')),
            60_000,
            200,
          );
        first.proc.kill('SIGKILL');
        await first.exited;
        const next = await spawnDaemon(daemonEnv);
        const group = (r: Awaited<ReturnType<typeof readyz>>) => r.body.checks?.group?.detail ?? '';
        const joined = await until(
          'the second daemon to join',
          () => readyz(next.port),
          (r) => /joining|member of/.test(group(r)),
          60_000,
          100,
        );
        if (/joining/.test(group(joined))) second = next;
        else {
          next.proc.kill('SIGTERM');
          expect(await next.exited, next.logs.slice(-5).join('\n')).toBe(0);
          if (attempt === 3)
            throw new Error(
              `three times the second daemon joined without waiting for the dead member (${group(joined)}): it started more than ${SESSION_MS} ms after the kill`,
            );
        }
      }
      const t0 = Date.now();
      second.proc.kill('SIGTERM');
      const code = await second.exited;
      expect(code, second.logs.slice(-5).join('\n')).toBe(0);
      // Before the join could have ended (the dead member's session runs SESSION_MS from the
      // kill, which came before this daemon started): it did not wait the join out. On 2
      // loaded cores the exit itself takes 2–9 s, so the bound is the session, not half of it.
      expect(Date.now() - t0, second.logs.slice(-12).join('\n')).toBeLessThan(SESSION_MS);
      expect(second.logs.some((l) => l.includes('shutdown complete'))).toBe(true);
    }, 300_000);
  }
});
