// The redaction corpus (every kind of secret of issue 13 findings 1-2, in free text and in
// structure) through the real paths: ingest into the real PostgreSQL (decoded in a worker
// thread), the LLM judge prompt built from the stored trace (AxMockAIService records it),
// and tool-call events through the real Kafka broker.
import { beforeAll, describe, expect, it } from 'vitest';
import { simpleTrace } from '../../lib/datasets/traces.ts';
import { importTools } from '../../src/catalog/import.ts';
import { resolveConfig } from '../../src/config.ts';
import { meteredLlm, meterFrom } from '../../src/llm/provider.ts';
import { judgeWorkerFrom } from '../../src/judge/setup.ts';
import { createLogger } from '../../src/log.ts';
import { kafkaEventSink, type ToolCallEvent } from '../../src/mcp/events.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { withMigratedStore } from '../kit/db.ts';
import { createTopic, readTopic, testKafka, uniqueName, until } from '../kit/kafka.ts';
import { scriptedAI } from '../kit/mock-ai.ts';
import { judgeReply } from '../kit/openai-server.ts';
import { ALL_SECRETS, STRUCTURED_ARGUMENTS, TEXT_CASES } from '../kit/secret-corpus.ts';

const log = createLogger('silent');
const kafka = testKafka();
const corpusText = TEXT_CASES.map((c) => c.text).join('\n');

/** A trace carrying the whole corpus in every place a trace can hold text or structure. */
function secretTrace(id: string, i: number): Record<string, unknown> {
  const c = TEXT_CASES[i % TEXT_CASES.length]!;
  return simpleTrace(id, {
    tools_shown: [{ server: 'fetch', name: 'fetch', version: 1 }],
    user_query: `Please help. ${c.text}`,
    tool_calls: [
      {
        name: 'fetch',
        arguments: { ...STRUCTURED_ARGUMENTS, note: corpusText },
        result: { is_error: false, preview: corpusText, raw: STRUCTURED_ARGUMENTS },
        latency_ms: 30,
      },
    ],
    final_answer: `Done. ${c.text}`,
    agent: { name: 'agent', model: 'm', api_key: 'agent-key-3344' },
    deployment: { env: corpusText, secrets: { db: 'should-not-survive-5566' } },
  });
}

function leaks(text: string): string[] {
  return [...ALL_SECRETS, 'agent-key-3344', 'should-not-survive-5566'].filter((s) => text.includes(s));
}

describe('redaction corpus through storage and the LLM judge', () => {
  const kit = withMigratedStore();
  beforeAll(async () => {
    await importTools(kit.db, {
      server: 'fetch',
      tools: [{ name: 'fetch', description: 'Fetches a URL.', inputSchema: {} }],
      actor: 'test',
      maxDescriptionBytes: 65536,
    });
  });

  it('leaves no secret in any stored trace, nor in any prompt the judge sends', async () => {
    const ingestor = new TraceIngestor({
      format: v1Format,
      db: kit.db,
      redactor: createRedactor(),
      maxTraceBytes: 1 << 20,
      actor: 'test',
      decodeWorkers: 1,
    });
    try {
      const traces = TEXT_CASES.map((_, i) => secretTrace(`secret-${i}`, i));
      const { rows, dead } = await ingestor.decodeAsync(
        traces.map((t) => ({ value: Buffer.from(JSON.stringify(t)), key: null, source: 'test' })),
      );
      expect(dead).toEqual([]);
      const outcome = await ingestor.store(rows);
      expect(outcome.stored).toBe(TEXT_CASES.length);
    } finally {
      await ingestor.close();
    }
    const stored = await kit.db.query<{ t: string }>('SELECT row_to_json(traces)::text AS t FROM traces');
    expect(stored.rows).toHaveLength(TEXT_CASES.length);
    for (const r of stored.rows) expect(leaks(r.t)).toEqual([]);
    // Not redacted into nothing: the task is still readable.
    expect(stored.rows.some((r) => r.t.includes('Please help.') && /"username": ?"bob"/.test(r.t))).toBe(true);

    const ai = scriptedAI(() => judgeReply(0.2));
    const llm = meteredLlm(() => ai.ai, {
      provider: 'scripted',
      model: 'scripted',
      meter: meterFrom(resolveConfig({ env: {} }), { db: kit.db }),
    });
    const worker = judgeWorkerFrom(
      resolveConfig({ env: { WHETSTONE_JUDGE_SAMPLE_RATE: '1', WHETSTONE_JUDGE_RETRY_BASE_MS: '20' } }),
      { db: kit.db, llm, log },
    );
    await worker.runOnce();
    expect(ai.prompts.length).toBeGreaterThan(0);
    for (const p of ai.prompts) {
      expect(p).toContain('Please help.');
      expect(leaks(p)).toEqual([]);
    }
  });
});

describe('tool-call events', () => {
  const event = (i: number, args: Record<string, unknown>): ToolCallEvent => ({
    schema: 'whetstone.tool-call/v1',
    at: new Date().toISOString(),
    server: 'fetch',
    tool: 'fetch',
    version_shown: 1,
    content_hash: null,
    session: 's',
    arguments: { seq: i, ...args },
    is_error: false,
    cancelled: false,
    latency_ms: 5,
  });

  it('are redacted before they reach Kafka', async () => {
    const topic = uniqueName('tool-calls');
    await createTopic(kafka, topic, 1);
    const sink = kafkaEventSink(kafka, topic, log, 100, 50);
    sink.push(event(0, { ...STRUCTURED_ARGUMENTS, note: corpusText }));
    for (const [i, c] of TEXT_CASES.entries()) sink.push(event(i + 1, { query: c.text }));
    await sink.close();
    expect(sink.stats()).toMatchObject({ sent: TEXT_CASES.length + 1, dropped: 0 });
    const msgs = await readTopic(kafka, topic);
    expect(msgs).toHaveLength(TEXT_CASES.length + 1);
    for (const m of msgs) expect(leaks(m.value!.toString())).toEqual([]);
    expect(JSON.parse(msgs[0]!.value!.toString()).arguments).toMatchObject({ username: 'bob', password: '[REDACTED]' });
  });

  it('survive a failing producer: requeued at the head, in order, nothing reported sent is lost, drops counted', async () => {
    // A real broker failure: the topic refuses every batch (max.message.bytes too small)
    // until its limit is raised.
    const topic = uniqueName('tool-calls-fail');
    const admin = kafka.admin();
    await admin.connect();
    await admin.createTopics({
      topics: [{ topic, numPartitions: 1, configEntries: [{ name: 'max.message.bytes', value: '200' }] }],
      waitForLeaders: true,
    });
    const capacity = 20;
    const sink = kafkaEventSink(kafka, topic, log, capacity, 50, { batchSize: 5 });
    try {
      for (let i = 0; i < 25; i++) sink.push(event(i, { query: `question ${i}` }));
      expect(sink.stats()).toMatchObject({ queued: 20, dropped: 5 });
      await until(
        'sends to fail',
        async () => sink.stats(),
        (s) => s.failed >= 2,
        30_000,
        50,
      );
      expect(sink.stats()).toMatchObject({ sent: 0, queued: 20 });
      await admin.alterConfigs({
        validateOnly: false,
        resources: [
          { type: 2 /* TOPIC */, name: topic, configEntries: [{ name: 'max.message.bytes', value: '1048588' }] },
        ],
      });
      await until(
        'every queued event sent',
        async () => sink.stats(),
        (s) => s.sent === 20 && s.queued === 0,
        60_000,
        100,
      );
    } finally {
      await sink.close();
      await admin.disconnect();
    }
    const seqs = (await readTopic(kafka, topic)).map(
      (m) => (JSON.parse(m.value!.toString()) as ToolCallEvent).arguments.seq,
    );
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => i)); // the first 20, each once, in order
    expect(sink.stats()).toMatchObject({ sent: 20, dropped: 5, queued: 0 });
  });
});
