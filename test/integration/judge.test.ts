// The judge worker on the real PostgreSQL: offline, budgeted, malformed and failing LLMs,
// the real openai-compatible wire path (429s, timeouts), and two replicas at once.
import { beforeEach, describe, expect, it } from 'vitest';
import { simpleTrace } from '../../lib/datasets/traces.ts';
import { importTools } from '../../src/catalog/import.ts';
import { resolveConfig, type Config } from '../../src/config.ts';
import { judgeWorkerFrom } from '../../src/judge/setup.ts';
import { createLlm, meteredLlm, meterFrom, type Llm } from '../../src/llm/provider.ts';
import { createLogger } from '../../src/log.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { runCli } from '../kit/cli.ts';
import { freshPostgres, withMigratedStore } from '../kit/db.ts';
import { addLlmUsage } from '../../src/store/sql/llm-usage.ts';
import { scriptedAI } from '../kit/mock-ai.ts';
import { judgeReply, startOpenAIServer } from '../kit/openai-server.ts';

const log = createLogger('silent');

const kit = withMigratedStore(freshPostgres, { perTest: true });
beforeEach(async () => {
  await importTools(kit.db, {
    server: 'fetch',
    tools: [{ name: 'fetch', description: 'Fetches a URL.', inputSchema: {} }],
    actor: 'test',
    maxDescriptionBytes: 65536,
  });
});

async function ingest(traces: Record<string, unknown>[]) {
  const ingestor = new TraceIngestor({
    format: v1Format,
    db: kit.db,
    redactor: createRedactor(),
    maxTraceBytes: 1 << 20,
    actor: 'test',
  });
  const { rows } = ingestor.decode(
    traces.map((t) => ({ value: Buffer.from(JSON.stringify(t)), key: null, source: 'test' })),
  );
  await ingestor.store(rows);
}

const scripted = (reply: (n: number, prompt: string) => string): { llm: Llm; prompts: string[] } => {
  const s = scriptedAI(reply);
  return {
    llm: meteredLlm(() => s.ai, {
      provider: 'scripted',
      model: 'scripted',
      meter: meterFrom(config(), { db: kit.db }),
    }),
    prompts: s.prompts,
  };
};

const config = (env: Record<string, string> = {}): Config =>
  resolveConfig({ env: { WHETSTONE_JUDGE_RETRY_BASE_MS: '20', ...env } });
const states = async () =>
  (
    await kit.db.query<{ judge_state: string; n: number }>(
      'SELECT judge_state, count(*)::int AS n FROM traces GROUP BY 1 ORDER BY 1',
    )
  ).rows;
const judgments = async () =>
  (
    await kit.db.query<{ trace_id: string; judge: string; score: number; passed: boolean }>(
      'SELECT trace_id, judge, score, passed FROM judgments ORDER BY trace_id, judge',
    )
  ).rows;
const shown = { tools_shown: [{ server: 'fetch', name: 'fetch', version: 1 }] };

describe('judge worker', () => {
  it('offline: judges every trace by signals, says so, and calls no LLM', async () => {
    await ingest([
      simpleTrace('a', shown),
      simpleTrace('b', { ...shown, feedback: { rating: 'down' } }),
      simpleTrace('c', { ...shown, final_answer: '' }),
    ]);
    const r = await runCli(['judge'], kit.env);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/judging offline: no LLM configured/);
    expect(r.stdout).toMatch(/judged 3 traces by signals; LLM: 0 judged/);
    expect(await states()).toEqual([{ judge_state: 'done', n: 3 }]);
    const js = await judgments();
    expect(js.map((j) => [j.trace_id, j.judge, j.passed])).toEqual([
      ['a', 'signals', true],
      ['b', 'signals', false],
      ['c', 'signals', false],
    ]);
  });

  it('a trace that called no tool reaches a final state, offline and online', async () => {
    await ingest([simpleTrace('quiet', { ...shown, tool_calls: [] }), simpleTrace('busy', shown)]);
    const s = scripted(() => judgeReply(0.8));
    await judgeWorkerFrom(config({ WHETSTONE_JUDGE_SAMPLE_RATE: '0' }), { db: kit.db, llm: s.llm, log }).runOnce();
    const st = (
      await kit.db.query<{ trace_id: string; judge_state: string }>(
        'SELECT trace_id, judge_state FROM traces ORDER BY trace_id',
      )
    ).rows;
    // Online: the trace with a tool goes on to the LLM stage; the one without is done at once.
    expect(st.find((r) => r.trace_id === 'quiet')?.judge_state).toBe('done');
    const r = await runCli(['judge'], kit.env);
    expect(r.code, r.stderr).toBe(0);
    expect(await states()).toEqual([{ judge_state: 'done', n: 2 }]);
  });

  it('--dry-run judges nothing for real', async () => {
    await ingest([simpleTrace('a', shown)]);
    const r = await runCli(['judge', '--dry-run', '--json'], kit.env);
    expect(JSON.parse(r.stdout)).toMatchObject({ signaled: 1, dryRun: true });
    expect(await states()).toEqual([{ judge_state: 'pending', n: 1 }]);
    expect(await judgments()).toEqual([]);
  });

  it('online: calls the LLM only for the best/worst candidates and the sample, and judges identical traces once', async () => {
    const traces = Array.from({ length: 30 }, (_, i) =>
      simpleTrace(`t${String(i).padStart(2, '0')}`, { ...shown, final_answer: `Answer number ${i} about example.com` }),
    );
    traces.push(simpleTrace('dup', { ...shown, final_answer: 'Answer number 0 about example.com' })); // same content as t00
    await ingest(traces);
    const s = scripted(() => judgeReply(0.8));
    const worker = judgeWorkerFrom(config({ WHETSTONE_JUDGE_SAMPLE_RATE: '0' }), { db: kit.db, llm: s.llm, log });
    const r = await worker.runOnce();
    expect(r.signaled).toBe(31);
    // 1 best-success candidate; every trace succeeded, so no failure candidate.
    expect(s.prompts.length).toBe(1);
    expect(await states()).toEqual([{ judge_state: 'done', n: 31 }]);
    const llm = (await judgments()).filter((j) => j.judge === 'llm:scripted');
    expect(llm).toHaveLength(1);
  });

  it('reuses the LLM judgment of an identical trace instead of calling again', async () => {
    await ingest([simpleTrace('x1', shown), simpleTrace('x2', shown)]); // same query, calls and answer
    const s = scripted(() => judgeReply(0.9));
    const worker = judgeWorkerFrom(config({ WHETSTONE_JUDGE_SAMPLE_RATE: '1' }), { db: kit.db, llm: s.llm, log });
    const r = await worker.runOnce();
    expect(r).toMatchObject({ llmJudged: 1, reused: 1 });
    expect(s.prompts).toHaveLength(1);
    const copied = await kit.db.query<{ copied_from: string | null }>(
      `SELECT copied_from FROM judgments WHERE judge = 'llm:scripted' ORDER BY trace_id`,
    );
    expect(copied.rows.map((x) => x.copied_from)).toEqual([null, 'x1']);
  });

  it('never stores a malformed answer: retries with backoff, then marks the trace judge_failed with the error', async () => {
    await ingest([simpleTrace('m', shown)]);
    const s = scripted(() => judgeReply(1.7));
    const worker = judgeWorkerFrom(
      config({
        WHETSTONE_JUDGE_SAMPLE_RATE: '1',
        WHETSTONE_JUDGE_MAX_ATTEMPTS: '2',
        WHETSTONE_JUDGE_OUTPUT_RETRIES: '1',
        WHETSTONE_JUDGE_RETRY_BASE_MS: '500',
      }),
      { db: kit.db, llm: s.llm, log },
    );
    const first = await worker.runOnce();
    expect(first.failed).toBe(1);
    expect(await states()).toEqual([{ judge_state: 'llm_wanted', n: 1 }]);
    await new Promise((r) => setTimeout(r, 600)); // past the backoff
    await worker.runOnce();
    const row = await kit.db.query<{ judge_state: string; judge_attempts: number; judge_error: string }>(
      'SELECT judge_state, judge_attempts, judge_error FROM traces',
    );
    expect(row.rows[0]).toMatchObject({ judge_state: 'judge_failed', judge_attempts: 2 });
    expect(row.rows[0]!.judge_error).toMatch(/score/);
    expect((await judgments()).map((j) => j.judge)).toEqual(['signals']); // the signal judgment stands
  });

  it('two workers at once never judge one trace twice', async () => {
    const traces = Array.from({ length: 40 }, (_, i) =>
      simpleTrace(`r${i}`, { ...shown, user_query: `question ${i}` }),
    );
    await ingest(traces);
    const called: string[] = [];
    const s = scripted((_n, prompt) => {
      called.push(/question (\d+)/.exec(prompt)![1]!);
      return judgeReply(0.7);
    });
    const make = () =>
      judgeWorkerFrom(config({ WHETSTONE_JUDGE_BATCH_SIZE: '7' }), { db: kit.db, llm: s.llm, log, judgeAll: true });
    const [a, b] = [make(), make()];
    const drain = async (w: ReturnType<typeof make>) => {
      for (let i = 0; i < 20; i++) {
        const r = await w.runOnce();
        if (r.signaled + r.llmJudged === 0) break;
      }
    };
    await Promise.all([drain(a), drain(b)]);
    expect(called).toHaveLength(40);
    expect(new Set(called).size).toBe(40);
    expect(await states()).toEqual([{ judge_state: 'done', n: 40 }]);
    const signalCount = await kit.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM judgments WHERE judge = 'signals'`,
    );
    expect(signalCount.rows[0]!.n).toBe(40);
  });

  it('keeps success-rate estimates per description version with a confidence interval', async () => {
    const traces = Array.from({ length: 20 }, (_, i) =>
      simpleTrace(`e${i}`, { ...shown, user_query: `q ${i}`, ...(i % 4 === 0 ? { final_answer: '' } : {}) }),
    );
    await ingest(traces);
    const s = scripted((_n, prompt) => judgeReply(/Final Answer: \(none\)/.test(prompt) ? 0.1 : 0.9));
    await judgeWorkerFrom(config({ WHETSTONE_JUDGE_SAMPLE_RATE: '1' }), { db: kit.db, llm: s.llm, log }).runOnce();
    const e = await kit.db.query<{
      version: number;
      sampled: number;
      passed: number;
      rate: number;
      ci_low: number;
      ci_high: number;
      signal_traces: number;
    }>(
      `SELECT version, sampled, passed, rate, ci_low, ci_high, signal_traces FROM success_estimates WHERE server = 'fetch' AND name = 'fetch'`,
    );
    expect(e.rows).toHaveLength(1);
    expect(e.rows[0]).toMatchObject({ version: 1, sampled: 20, passed: 15, signal_traces: 20 });
    expect(e.rows[0]!.rate).toBeCloseTo(0.75);
    expect(e.rows[0]!.ci_low).toBeLessThan(0.75);
    expect(e.rows[0]!.ci_high).toBeGreaterThan(0.75);
  });
});

describe('LLM judge over the real openai-compatible wire path', () => {
  it('retries 429s and a timeout, then stores the judgment with its tokens', async () => {
    const server = await startOpenAIServer((n) =>
      n === 0 ? { status: 429 } : n === 1 ? { delayMs: 1500, content: judgeReply(0.6) } : { content: judgeReply(0.85) },
    );
    try {
      await ingest([simpleTrace('w', shown)]);
      const c = config({
        WHETSTONE_LLM_PROVIDER: 'openai-compatible',
        WHETSTONE_LLM_API_URL: server.url,
        WHETSTONE_LLM_MODEL: 'local-judge',
        WHETSTONE_LLM_TIMEOUT_MS: '1000',
        WHETSTONE_LLM_MAX_RETRIES: '3',
        WHETSTONE_JUDGE_SAMPLE_RATE: '1',
      });
      const worker = judgeWorkerFrom(c, { db: kit.db, llm: createLlm(c, { db: kit.db }), log });
      let r = await worker.runOnce();
      // A timeout may surface as a failed attempt (retried by the worker after backoff)
      // or be retried inside the provider; either way the judgment arrives.
      for (let i = 0; i < 5 && r.llmJudged === 0; i++) {
        await new Promise((ok) => setTimeout(ok, 100));
        r = await worker.runOnce();
      }
      const j = await kit.db.query<{ judge: string; score: number; tokens: number }>(
        `SELECT judge, score, tokens FROM judgments WHERE judge LIKE 'llm:%'`,
      );
      expect(j.rows).toEqual([{ judge: 'llm:local-judge', score: 0.85, tokens: 160 }]);
      expect(server.requests.length).toBeGreaterThanOrEqual(3);
      expect(server.requests.every((q) => q.path === '/v1/chat/completions')).toBe(true);
      const usage = await kit.db.query<{ tokens: number; calls: number }>(
        `SELECT tokens::int, calls FROM llm_usage WHERE purpose = 'judge'`,
      );
      expect(usage.rows[0]).toEqual({ tokens: 160, calls: 1 });
    } finally {
      await server.close();
    }
  });

  it('stops calling the LLM when the daily token budget is spent, and says so', async () => {
    const server = await startOpenAIServer(() => ({ content: judgeReply(0.8) }));
    try {
      await ingest(Array.from({ length: 5 }, (_, i) => simpleTrace(`b${i}`, { ...shown, user_query: `budget ${i}` })));
      // Another stage spent the day's 320 tokens: no judge call is made. (A call whose
      // estimate would pass what is left is not made either: llm-daily-budget.test.ts.)
      await addLlmUsage(kit.db, 'jury', 320, 0);
      const c = config({
        WHETSTONE_LLM_PROVIDER: 'openai-compatible',
        WHETSTONE_LLM_API_URL: server.url,
        WHETSTONE_LLM_MODEL: 'local-judge',
        WHETSTONE_LLM_DAILY_TOKEN_BUDGET: '320',
        WHETSTONE_JUDGE_SAMPLE_RATE: '1',
      });
      const r = await judgeWorkerFrom(c, { db: kit.db, llm: createLlm(c, { db: kit.db }), log }).runOnce();
      expect(r.budgetExhausted).toBe(true);
      expect(r.llmJudged).toBe(0);
      expect(server.requests).toHaveLength(0);
      // Every trace waits with its signal judgment, for tomorrow's budget.
      expect(await states()).toEqual([{ judge_state: 'llm_wanted', n: 5 }]);
    } finally {
      await server.close();
    }
  });
});
