// `whetstone dlq list|replay` with KAFKA_BROKERS set: dead letters live in two places, the
// DLQ topic (what the Kafka doors refused) and the dead_letters table (file ingest, and OTel
// traces the assembler could not store, whichever door their spans came through). Both are
// shown and replayed unless --from names one; before, the table was out of reach whenever
// Kafka was configured. Through the real CLI, on the real PostgreSQL and broker.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../lib/net/ports.ts';
import { simpleTrace } from '../../lib/datasets/traces.ts';
import { ROOT, runCli, runJson } from '../kit/cli.ts';
import { withStore } from '../kit/db.ts';
import { KAFKA_BROKERS, createTopic, readTopic, testKafka, uniqueName } from '../kit/kafka.ts';

interface Row {
  where: string;
  reason: string;
  source: string;
}

describe('dlq with Kafka configured', () => {
  const kafka = testKafka();
  let env: Record<string, string>;
  let traces: string;
  let dlqTopic: string;
  const kit = withStore();
  beforeAll(async () => {
    traces = uniqueName('dlqcli-traces');
    dlqTopic = `${traces}.dlq`;
    await createTopic(kafka, traces, 1);
    await createTopic(kafka, dlqTopic, 1);
    env = {
      ...kit.env,
      KAFKA_BROKERS,
      WHETSTONE_TRACES_TOPIC: traces,
      WHETSTONE_DLQ_TOPIC: dlqTopic,
      WHETSTONE_MAX_TRACE_BYTES: '2048',
    };
    // One dead letter on the topic, as the Kafka door writes it.
    const producer = kafka.producer();
    await producer.connect();
    await producer.send({
      topic: dlqTopic,
      messages: [
        {
          value: 'not json at all',
          headers: {
            'whetstone-reason': 'not_json',
            'whetstone-error': 'Unexpected token',
            'whetstone-source-topic': traces,
            'whetstone-source-partition': '0',
            'whetstone-source-offset': '7',
            'whetstone-dead-lettered-at': new Date().toISOString(),
          },
        },
      ],
    });
    await producer.disconnect();
    // In the table: a trace v1 file with a trace over the size limit, and the OTLP example,
    // two of whose three assembled traces are over the smallest limit allowed (dead-lettered by
    // the assembler).
    const file = join(mkdtempSync(join(tmpdir(), 'whetstone-dlqcli-')), 'big.jsonl');
    writeFileSync(file, `${JSON.stringify(simpleTrace('dlqcli-big', { user_query: 'x'.repeat(3000) }))}\n`);
    const v1 = await runCli(['ingest', file, '--json'], env);
    expect(v1.code, v1.stderr).toBe(0);
    expect(JSON.parse(v1.stdout)).toMatchObject({ stored: 0, deadLettered: { oversize: 1 } });
    const otlp = await runCli(['ingest', '--format', 'otlp', join(ROOT, 'examples/otlp-spans.jsonl'), '--json'], {
      ...env,
      WHETSTONE_MAX_TRACE_BYTES: '1024',
      WHETSTONE_OTEL_DEFAULT_SERVER: 'notes',
    });
    expect(otlp.code, otlp.stderr).toBe(0);
    // Named by their reason (they were all called `invalid` before).
    expect(JSON.parse(otlp.stdout)).toMatchObject({ stored: 1, deadLettered: { oversize: 2 } });
  });

  it('lists the topic and the table by default, and either alone with --from', async () => {
    const both = await runJson<Row[]>(['dlq', 'list'], env);
    expect(both.map((d) => [d.where.replace(/#\d+$/, '#n'), d.reason])).toEqual([
      [`${dlqTopic}/0@0`, 'not_json'],
      ...Array.from({ length: 3 }, () => ['dead_letters#n', 'oversize']),
    ]);
    const table = await runJson<Row[]>(['dlq', 'list', '--from', 'table'], env);
    expect(
      table
        .map((d) =>
          d.source.replace(/^otel:[0-9a-f]{32}$/, 'otel:<trace id>').replace(/^.*big\.jsonl:1$/, 'big.jsonl:1'),
        )
        .sort(),
    ).toEqual(['big.jsonl:1', 'otel:<trace id>', 'otel:<trace id>']);
    expect((await runJson<Row[]>(['dlq', 'list', '--from', 'kafka'], env)).map((d) => d.reason)).toEqual(['not_json']);
    const wrong = await runCli(['dlq', 'list', '--from', 'disk'], env);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('--from must be kafka or table');
    const noKafka = await runCli(['dlq', 'list', '--from', 'kafka'], kit.env);
    expect(noKafka.code).toBe(1);
    expect(noKafka.stderr).toContain('--from kafka needs KAFKA_BROKERS');
  });

  it('with the broker away: a listing shows the table and exits 75, a replay changes nothing', async () => {
    const away = { ...env, KAFKA_BROKERS: `127.0.0.1:${await freePort()}` /* nothing listens there */ };
    const list = await runCli(['dlq', 'list', '--json'], away);
    // The table's three, then why the topic's are missing; 75: trying again later may work.
    expect(list.code, list.stderr).toBe(75);
    expect((JSON.parse(list.stdout) as Row[]).map((d) => d.reason)).toEqual(['oversize', 'oversize', 'oversize']);
    expect(list.stderr).toContain(`the table's dead letters only: the DLQ topic ${dlqTopic} on 127.0.0.1:`);
    expect(list.stderr).toContain('--from table');
    const topicOnly = await runCli(['dlq', 'list', '--from', 'kafka', '--json'], away);
    expect(topicOnly.code).toBe(75);
    expect(topicOnly.stdout).toBe('');
    // A replay asked for both places replays neither: half of it should be asked for.
    const replay = await runCli(['dlq', 'replay', '--json'], away);
    expect(replay.code).toBe(75);
    expect(replay.stderr).toContain('could not be read');
    expect((await runJson<Row[]>(['dlq', 'list', '--from', 'table'], env)).length).toBe(3);
  });

  it('replays both places; --reason only with --from table', async () => {
    const refused = await runCli(['dlq', 'replay', '--reason', 'oversize'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--from table');
    // A dry run counts from the offsets and changes nothing; one place alone keeps its fields at the top.
    expect(await runJson(['dlq', 'replay', '--dry-run'], env)).toEqual({
      replayed: 4,
      parts: [
        { from: dlqTopic, to: traces, replayed: 1 },
        { from: 'dead_letters', replayed: 3, stored: 0, deadAgain: 0 },
      ],
      dryRun: true,
    });
    expect(await runJson(['dlq', 'replay', '--dry-run', '--from', 'kafka'], env)).toMatchObject({
      from: dlqTopic,
      to: traces,
      replayed: 1,
      dryRun: true,
    });
    // The size limit raised: the table's dead letters are stored; the topic's goes back to the traces topic.
    const raised = { ...env, WHETSTONE_MAX_TRACE_BYTES: '1048576' };
    const r = await runJson<{ replayed: number; parts: Record<string, unknown>[] }>(['dlq', 'replay'], raised);
    expect(r).toMatchObject({
      replayed: 4,
      parts: [
        { from: dlqTopic, to: traces, replayed: 1 },
        { from: 'dead_letters', replayed: 3, stored: 3, deadAgain: 0 },
      ],
      dryRun: false,
    });
    expect((await readTopic(kafka, traces)).map((m) => m.value?.toString())).toEqual(['not json at all']);
    const stored = await runJson<{ trace_id: string; server: string }[]>(['traces', 'list'], env);
    expect(stored.map((t) => (t.trace_id === 'dlqcli-big' ? t.trace_id : `${t.server}/otel`)).sort()).toEqual([
      'dlqcli-big',
      'notes/otel',
      'notes/otel',
      'notes/otel',
    ]);
    // Nothing left in either place: a dry run says so (it waited forever before, consuming as
    // the replay group) and keeps the group's progress (it deleted the group, so the next
    // replay sent the topic's dead letter again); the table's rows are marked replayed.
    expect(await runJson(['dlq', 'replay', '--dry-run'], raised)).toMatchObject({ replayed: 0, dryRun: true });
    expect(await runJson(['dlq', 'replay'], raised)).toMatchObject({ replayed: 0 });
    expect((await readTopic(kafka, traces)).length).toBe(1);
    expect(await runJson<Row[]>(['dlq', 'list', '--from', 'table'], env)).toEqual([]);
    // Each place's replay audited on its own (the dry runs are not): two replays, two places.
    const audit = await runJson<{ action: string; details: { from: string } }[]>(['audit'], env);
    expect(
      audit
        .filter((a) => a.action === 'dlq.replayed')
        .map((a) => a.details.from)
        .sort(),
    ).toEqual(['dead_letters', 'dead_letters', dlqTopic, dlqTopic]);
  });
});
