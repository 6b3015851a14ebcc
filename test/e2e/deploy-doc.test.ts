// docs/deploy.md, followed as written: the test extracts its ```sh blocks marked
// `# deploy-doc: NAME` and runs them in the doc's order with bash, against a fresh
// PostgreSQL database, the real broker (its own topic and group) and the real daemon.
// Only two things are the test's own: the settings block's values (it checks it sets the
// same variables, with unique names), and `npx whetstone` running bin/whetstone.js
// directly (npx's own start-up, not Whetstone's behaviour).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type CliResult, collect, ROOT } from '../kit/cli.ts';
import { PG_ADMIN_URL } from '../kit/env.ts';
import { KAFKA_BROKERS, uniqueName, until } from '../kit/kafka.ts';

const DOC = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8');
const ORDER = ['settings', 'database', 'tools', 'run', 'produce', 'propose', 'token', 'approve', 'history'];

/** The doc's marked blocks, by name, in the order they appear. */
function markedBlocks(doc: string): { name: string; body: string }[] {
  return [...doc.matchAll(/```sh\n# deploy-doc: (\S+)\n([\s\S]*?)```/g)].map((m) => ({ name: m[1]!, body: m[2]! }));
}

const SHIM = `npx() { if [ "$1" = whetstone ]; then shift; node "${ROOT}bin/whetstone.js" "$@"; else command npx "$@"; fi; }\n`;

function bash(body: string, env: NodeJS.ProcessEnv): Promise<CliResult> {
  return collect(spawn('bash', ['-euo', 'pipefail', '-c', SHIM + body], { cwd: ROOT, env }));
}

describe('docs/deploy.md', () => {
  const dbName = `whetstone_deploy_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const topic = uniqueName('deploy-traces');
  let daemon: ReturnType<typeof spawn> | undefined;
  afterAll(async () => {
    if (daemon?.pid && daemon.exitCode === null) process.kill(-daemon.pid, 'SIGKILL');
    const c = new pg.Client({ connectionString: PG_ADMIN_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await c.end();
  });

  it('marks every step of the path, in order', () => {
    expect(markedBlocks(DOC).map((b) => b.name)).toEqual(ORDER);
  });

  it('takes an empty database to a reviewer approving, with the commands it shows', async () => {
    const blocks = markedBlocks(DOC);
    const admin = new URL(PG_ADMIN_URL);
    const settings: Record<string, string> = {
      PGHOST: admin.hostname,
      PGPORT: admin.port || '5432',
      PGUSER: decodeURIComponent(admin.username),
      PGDATABASE: dbName,
      DATABASE_URL: `postgresql://${admin.username}@${admin.hostname}:${admin.port || '5432'}/${dbName}`,
      KAFKA_BROKERS,
      WHETSTONE_TRACES_TOPIC: topic,
      WHETSTONE_DLQ_TOPIC: `${topic}.dlq`,
      WHETSTONE_CONSUMER_GROUP: uniqueName('deploy-group'),
      WHETSTONE_HTTP_HOST: '127.0.0.1',
      WHETSTONE_HTTP_PORT: '0',
      WHETSTONE_ACTOR: 'ops@example.com',
    };
    // The doc's settings are exactly the variables set here.
    const exported = [...blocks[0]!.body.matchAll(/(?:export |\s)([A-Z_]+)=/g)].map((m) => m[1]!);
    expect(exported.sort()).toEqual(Object.keys(settings).sort());
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...settings,
      NO_COLOR: '1',
      // A test-sized progress interval, and no optimizer round to race the hand proposal.
      WHETSTONE_INGEST_PROGRESS_MS: '1000',
      WHETSTONE_OPTIMIZE_INTERVAL_MS: '600000',
      WHETSTONE_LLM_PROVIDER: '',
    };
    const step = async (name: string) => {
      const block = blocks.find((b) => b.name === name)!;
      const r = await bash(block.body, env);
      expect(r.code, `${name}: ${r.stderr}`).toBe(0);
      return r.stdout;
    };

    await step('database');
    expect(await step('tools')).toMatch(/notes\/search_notes/);

    // The daemon runs in the background (its own process group, stopped with SIGTERM).
    const run = blocks.find((b) => b.name === 'run')!;
    daemon = spawn('bash', ['-euo', 'pipefail', '-c', SHIM + run.body], { cwd: ROOT, env, detached: true });
    let out = '';
    const logs: Record<string, unknown>[] = [];
    let partial = '';
    daemon.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    daemon.stderr!.on('data', (d: Buffer) => {
      const lines = (partial + d.toString()).split('\n');
      partial = lines.pop()!;
      for (const l of lines) if (l.startsWith('{')) logs.push(JSON.parse(l) as Record<string, unknown>);
    });
    const page = await until(
      'the banner',
      async () => out.match(/review page: (http:\/\/127\.0\.0\.1:(\d+)\/)/),
      (m) => m !== null,
      60_000,
    );
    env.WHETSTONE_HTTP_PORT = page![2]!;
    expect(await (await fetch(page![1]!)).text()).toContain('tokens create');
    await until(
      'the consumer',
      async () => logs.some((l) => l.msg === 'consuming traces from Kafka'),
      (ok) => ok,
      90_000,
    );

    const lines = readFileSync(`${ROOT}examples/traces.jsonl`, 'utf8').split('\n').filter(Boolean).length;
    expect(await step('produce')).toContain(`sent ${lines} traces`);
    await until(
      'the traces stored (progress line)',
      async () => logs.filter((l) => String(l.msg).startsWith('ingest: ')).at(-1)?.total as { stored: number },
      (t) => t?.stored === lines,
      60_000,
    );

    expect(await step('propose')).toMatch(/proposal #1: notes\/search_notes v2 .* pending review/);
    const tokenOut = await step('token');
    expect(tokenOut).toMatch(/^token for alice \(reviewer\)/);
    env.TOKEN = tokenOut.trim().split('\n').at(-1)!;

    const approved = JSON.parse(await step('approve')) as Record<string, unknown>;
    expect(JSON.stringify(approved)).toMatch(/published/);
    const history = await step('history');
    expect(history).toMatch(/v2/);
    expect(history).toContain('alice');

    process.kill(-daemon.pid!, 'SIGTERM');
    await until(
      'the daemon to stop',
      async () =>
        fetch(page![1]!).then(
          () => false,
          () => true,
        ),
      (stopped) => stopped,
      30_000,
    );
    expect(logs.filter((l) => l.level === 50)).toEqual([]);
  }, 300_000);
});
