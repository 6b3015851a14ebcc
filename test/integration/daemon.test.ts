// `whetstone run` in-process against the real broker and PostgreSQL, with an LLM provider
// that always fails: ingest carries on, the daemon stays healthy, traces end judge_failed
// with the error, and their signal judgments stand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleTrace } from '../../lib/datasets/traces.ts';
import { resolveConfig } from '../../src/config.ts';
import { Daemon } from '../../src/daemon/run.ts';
import { createLogger } from '../../src/log.ts';
import { countTraces } from '../../src/store/sql/traces.ts';
import { withMigratedStore } from '../kit/db.ts';
import { KAFKA_BROKERS, createTopic, testKafka, uniqueName, until } from '../kit/kafka.ts';
import { startOpenAIServer, type OpenAIServer } from '../kit/openai-server.ts';

describe('daemon with a failing LLM provider', () => {
  let llmServer: OpenAIServer;
  const kit = withMigratedStore();
  beforeAll(async () => {
    llmServer = await startOpenAIServer(() => ({ status: 500 }));
  });
  afterAll(async () => {
    await llmServer.close();
  });

  it('keeps ingesting and serving; the judge records the failures and gives up per trace', async () => {
    const kafka = testKafka();
    const topic = uniqueName('traces-daemon');
    await createTopic(kafka, topic, 3);
    const config = resolveConfig({
      env: {
        KAFKA_BROKERS,
        WHETSTONE_TRACES_TOPIC: topic,
        WHETSTONE_DLQ_TOPIC: `${topic}.dlq`,
        WHETSTONE_CONSUMER_GROUP: uniqueName('group'),
        WHETSTONE_KAFKA_SESSION_TIMEOUT_MS: '6000',
        WHETSTONE_HTTP_PORT: '0',
        WHETSTONE_LLM_PROVIDER: 'openai-compatible',
        WHETSTONE_LLM_API_URL: llmServer.url,
        WHETSTONE_LLM_MODEL: 'always-down',
        WHETSTONE_LLM_MAX_RETRIES: '0',
        WHETSTONE_JUDGE_MAX_ATTEMPTS: '2',
        // ax's forward also re-asks after a provider error, with a pause; off here so the
        // test's 20 failing calls take milliseconds, not a minute.
        WHETSTONE_JUDGE_OUTPUT_RETRIES: '0',
        WHETSTONE_JUDGE_RETRY_BASE_MS: '20',
        WHETSTONE_JUDGE_SAMPLE_RATE: '1',
      },
    });
    const daemon = new Daemon({ config, db: kit.db, log: createLogger('silent') });
    const { port } = await daemon.start();
    const producer = kafka.producer();
    await producer.connect();
    try {
      const send = (ids: string[]) =>
        producer.send({
          topic,
          messages: ids.map((id) => ({
            key: 'fetch',
            value: JSON.stringify(simpleTrace(id, { user_query: `question ${id}` })),
          })),
        });
      await send(Array.from({ length: 10 }, (_, i) => `d${i}`));
      await until(
        '10 traces stored',
        () => countTraces(kit.db),
        (n) => n === 10,
        60_000,
      );
      const failed = async () =>
        (await kit.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM traces WHERE judge_state = 'judge_failed'`))
          .rows[0]!.n;
      await until('every trace to be judge_failed', failed, (n) => n === 10, 60_000);
      const row = await kit.db.query<{ judge_error: string; judge_attempts: number }>(
        'SELECT judge_error, judge_attempts FROM traces LIMIT 1',
      );
      expect(row.rows[0]!.judge_attempts).toBe(2);
      expect(row.rows[0]!.judge_error.length).toBeGreaterThan(0);
      const signals = await kit.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM judgments WHERE judge = 'signals'`,
      );
      expect(signals.rows[0]!.n).toBe(10);

      // Still ingesting, still healthy.
      await send(Array.from({ length: 5 }, (_, i) => `later${i}`));
      await until(
        '5 more traces stored',
        () => countTraces(kit.db),
        (n) => n === 15,
        60_000,
      );
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      expect(metrics).toMatch(/whetstone_judge_failures_total\{kind="gave_up"\} 10/);
      expect(metrics).toMatch(/whetstone_ingest_stored_total 15/);
      expect(llmServer.requests.length).toBeGreaterThanOrEqual(20);
    } finally {
      await producer.disconnect();
      await daemon.stop();
      await daemon.stop(); // idempotent
    }
  });
});
