// `whetstone run` as an operator starts it: the banner and `run --help` name the review page
// and how to get a token for it, and ingest logs a progress line (pino JSON on stderr) while
// traces come in through the real broker, and nothing while idle.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { simpleTrace } from '../../lib/datasets/traces.ts';
import { ROOT, runCli } from '../kit/cli.ts';
import { withStore } from '../kit/db.ts';
import { KAFKA_BROKERS, createTopic, testKafka, uniqueName, until } from '../kit/kafka.ts';

const TOKEN_COMMAND = 'whetstone tokens create --name NAME --role reviewer';

describe('whetstone run: banner, help and progress', () => {
  const kit = withStore();

  it('run --help names the review page and how to make a token', async () => {
    const r = await runCli(['run', '--help'], {});
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/review page at http:\/\/HOST:PORT\//);
    expect(r.stdout).toContain(TOKEN_COMMAND);
    expect(r.stdout).toContain('docs/deploy.md');
  });

  it('prints the review page in its banner and logs ingest progress while traces come in', async () => {
    const topic = uniqueName('traces-banner');
    const kafka = testKafka();
    await createTopic(kafka, topic, 1);
    const proc = spawn(process.execPath, ['bin/whetstone.js', 'run'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...kit.env,
        NO_COLOR: '1',
        KAFKA_BROKERS,
        WHETSTONE_TRACES_TOPIC: topic,
        WHETSTONE_DLQ_TOPIC: `${topic}.dlq`,
        WHETSTONE_CONSUMER_GROUP: uniqueName('group-banner'),
        WHETSTONE_HTTP_PORT: '0',
        WHETSTONE_INGEST_PROGRESS_MS: '1000',
        WHETSTONE_OPTIMIZE_INTERVAL_MS: '600000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    const logs: Record<string, unknown>[] = [];
    let partial = '';
    proc.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    proc.stderr.on('data', (d: Buffer) => {
      const lines = (partial + d.toString()).split('\n');
      partial = lines.pop()!;
      for (const l of lines) if (l.startsWith('{')) logs.push(JSON.parse(l) as Record<string, unknown>);
    });
    const exited = new Promise<number>((resolve) => proc.on('exit', (code) => resolve(code ?? -1)));
    try {
      const page = await until(
        'the banner',
        async () => stdout.match(/review page: (http:\/\/127\.0\.0\.1:\d+\/) \(metrics: \S+\/metrics\)/)?.[1],
        (u) => u !== undefined,
        60_000,
      );
      expect(stdout).toContain(TOKEN_COMMAND);
      const html = await (await fetch(page!)).text();
      expect(html).toContain('tokens create');

      await until(
        'the consumer to join',
        async () => logs.some((l) => l.msg === 'consuming traces from Kafka'),
        (ok) => ok,
        90_000,
      );
      const producer = kafka.producer();
      await producer.connect();
      const id = uniqueName('banner');
      await producer.send({
        topic,
        messages: [
          ...[0, 1, 2].map((i) => ({ key: 'notes', value: JSON.stringify(simpleTrace(`${id}-${i}`)) })),
          { key: 'notes', value: JSON.stringify(simpleTrace(`${id}-0`)) },
          { key: 'notes', value: 'not json' },
        ],
      });
      await producer.disconnect();
      const progress = () => logs.filter((l) => typeof l.msg === 'string' && l.msg.startsWith('ingest: '));
      const last = await until(
        'a progress line with every message',
        async () => progress().at(-1),
        (l) => {
          const t = l?.total as { stored: number; duplicates: number; deadLettered: number } | undefined;
          return t?.stored === 3 && t.duplicates === 1 && t.deadLettered === 1;
        },
        60_000,
      );
      expect(last!.level).toBe(30);
      expect(last!.lag).toBe(0);
      expect(last!.msg).toMatch(/totals: 3 stored, 1 dead-lettered, 1 duplicates/);
      // Idle now: three intervals pass without another line.
      const seen = progress().length;
      await new Promise((r) => setTimeout(r, 3_500));
      expect(progress().length).toBe(seen);
      // A coordinator still loading at start is a retry, never a level-50 crash.
      expect(logs.filter((l) => l.level === 50)).toEqual([]);
    } finally {
      proc.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  }, 240_000);
});
