// One LLM budget for every stage, on the real PostgreSQL and the real openai-compatible
// wire path (a local HTTP server scripts only the model's words): the judge, the
// optimizer's improver and the lint jury all stop at the daily token budget and say why;
// an optimizer run stops at its own token limit; cost comes from the price table.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importTools } from '../../src/catalog/import.ts';
import { resolveConfig, type Config } from '../../src/config.ts';
import { judgeWorkerFrom } from '../../src/judge/setup.ts';
import { createLlm } from '../../src/llm/provider.ts';
import { createLogger } from '../../src/log.ts';
import { optimizeTool } from '../../src/optimize/run.ts';
import { optimizerOptionsFrom } from '../../src/optimize/setup.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { runCli } from '../kit/cli.ts';
import { rubricReply } from '../kit/mock-ai.ts';
import { freshPostgres, withMigratedStore } from '../kit/db.ts';
import { judgeReply, startOpenAIServer, type OpenAIServer } from '../kit/openai-server.ts';

const log = createLogger('silent');
let server: OpenAIServer;

const TOOLS = [
  {
    name: 'weather',
    description: 'Weather data.',
    inputSchema: { type: 'object', properties: { city: { type: 'string', description: 'City name' } } },
  },
  {
    name: 'news',
    description: 'News articles.',
    inputSchema: { type: 'object', properties: { topic: { type: 'string' } } },
  },
];
const IMPROVED =
  'toolPurpose: Returns current weather and forecasts for a city (`city`: the city name). Use for weather questions; not for news (use news).';

function traces(n: number): Record<string, unknown>[] {
  const shown = TOOLS.map((t) => ({ server: 'info', name: t.name, version: 1 }));
  return Array.from({ length: n }, (_, i) => ({
    schema: 'whetstone.trace/v1',
    trace_id: `w${i}`,
    timestamp: '2026-11-21T10:00:00Z',
    server: 'info',
    user_query: `weather question number ${i}`,
    tools_shown: shown,
    tool_calls: [
      { server: 'info', name: 'weather', arguments: { city: `c${i}` }, result: { is_error: false, preview: '12°C' } },
    ],
    // An answer that speaks to the request: the LLM improver's picks need corroborated successes.
    final_answer: `The weather for question number ${i}: 12°C.`,
  }));
}

function config(env: Record<string, string>): Config {
  return resolveConfig({
    env: {
      WHETSTONE_LLM_PROVIDER: 'openai-compatible',
      WHETSTONE_LLM_API_URL: server.url,
      WHETSTONE_LLM_MODEL: 'local-model',
      WHETSTONE_JUDGE_SAMPLE_RATE: '1',
      // $1 per million prompt tokens, $2 per million completion tokens: 120 + 40 tokens a call.
      WHETSTONE_LLM_PRICES: '{"*": {"input": 1, "output": 2}}',
      ...env,
    },
  });
}
const CALL_COST = (120 * 1 + 40 * 2) / 1e6;

const kit = withMigratedStore(freshPostgres, { perTest: true });
beforeEach(async () => {
  await importTools(kit.db, { server: 'info', tools: TOOLS, actor: 'test', maxDescriptionBytes: 65536 });
  const ingestor = new TraceIngestor({
    format: v1Format,
    db: kit.db,
    redactor: createRedactor(),
    maxTraceBytes: 1 << 20,
    actor: 'test',
  });
  const { rows } = ingestor.decode(
    traces(6).map((t) => ({ value: Buffer.from(JSON.stringify(t)), key: null, source: 'test' })),
  );
  await ingestor.store(rows);
  server = await startOpenAIServer((n) => {
    const prompt = server.requests[n]!.body.messages.map((m) => m.content).join('\n');
    return {
      content: /toolPurpose/.test(prompt)
        ? IMPROVED
        : /usageGuideline/.test(prompt)
          ? rubricReply([4, 3, 3, 4, 3, 3])
          : judgeReply(0.8),
    };
  });
});
afterEach(async () => {
  await server.close();
});

const usage = async () =>
  (
    await kit.db.query<{ purpose: string; tokens: number; calls: number; cost: number }>(
      `SELECT purpose, tokens::int, calls, cost_usd::float8 AS cost FROM llm_usage ORDER BY purpose`,
    )
  ).rows;

describe('one daily LLM budget across the judge, the optimizer and the jury', () => {
  it('the judge spends it; then the optimizer and the jury are refused before calling, each saying why', async () => {
    // 160 tokens a call (the server's count). The judge, with no budget yet, judges all six
    // traces (960 tokens); a budget of 400 is then used up for every purpose. (A call whose
    // estimate would pass the budget is not made at all: llm-daily-budget.test.ts.)
    const free = config({ WHETSTONE_LLM_DAILY_TOKEN_BUDGET: '0' });
    const all = await judgeWorkerFrom(free, { db: kit.db, llm: createLlm(free, { db: kit.db, log }), log }).runOnce();
    expect(all.llmJudged).toBe(6);
    expect(server.requests).toHaveLength(6);
    const c = config({ WHETSTONE_LLM_DAILY_TOKEN_BUDGET: '400' });
    const judged = await judgeWorkerFrom(c, { db: kit.db, llm: createLlm(c, { db: kit.db, log }), log }).runOnce();
    expect(judged.llmJudged).toBe(0);

    const opt = await optimizeTool(
      optimizerOptionsFrom(c, { db: kit.db, llm: createLlm(c, { db: kit.db, log }), log }),
      'info/weather',
    );
    expect(opt.outcome, JSON.stringify(opt)).toBe('over_budget');
    expect(opt.stoppedBy).toMatch(/daily LLM token budget \(400/);
    expect(server.requests).toHaveLength(6); // refused before the wire
    const run = await kit.db.query<{ outcome: string; error: string }>('SELECT outcome, error FROM optimizer_runs');
    expect(run.rows).toEqual([{ outcome: 'over_budget', error: expect.stringMatching(/daily LLM token budget/) }]);

    const file = join(tmpdir(), `whetstone-budget-${process.pid}.json`);
    writeFileSync(file, JSON.stringify({ server: 'info', tools: TOOLS }));
    const lint = await runCli(['lint', file, '--jury'], {
      ...kit.env,
      WHETSTONE_LLM_PROVIDER: 'openai-compatible',
      WHETSTONE_LLM_API_URL: server.url,
      WHETSTONE_LLM_MODEL: 'local-model',
      WHETSTONE_JURY_REPEAT_ONE_MODEL: 'true',
      WHETSTONE_LLM_DAILY_TOKEN_BUDGET: '400',
    });
    expect(lint.code, lint.stderr).toBe(0);
    expect(lint.stderr).toMatch(/jury stopped after 0 of 2 tools: the daily LLM token budget \(400/);
    expect(server.requests).toHaveLength(6);

    expect(await usage()).toEqual([
      { purpose: 'judge', tokens: 960, calls: 6, cost: expect.closeTo(6 * CALL_COST, 9) },
    ]);
    const j = await kit.db.query<{ tokens: number; cost: number }>(
      `SELECT tokens, cost_usd::float8 AS cost FROM judgments WHERE judge LIKE 'llm:%' LIMIT 1`,
    );
    expect(j.rows[0]).toEqual({ tokens: 160, cost: expect.closeTo(CALL_COST, 9) });
  });

  it('the jury spends under its own purpose, and the judge then stops at the shared budget', async () => {
    const file = join(tmpdir(), `whetstone-jury-${process.pid}.json`);
    writeFileSync(file, JSON.stringify({ server: 'info', tools: TOOLS }));
    const env = {
      ...kit.env,
      WHETSTONE_LLM_PROVIDER: 'openai-compatible',
      WHETSTONE_LLM_API_URL: server.url,
      WHETSTONE_LLM_MODEL: 'local-model',
      WHETSTONE_JURY_MODELS: 'local-model',
    };
    const lint = await runCli(['lint', file, '--jury'], env);
    expect(lint.code, lint.stderr).toBe(0);
    expect((await usage()).map((u) => [u.purpose, u.calls])).toEqual([['jury', 2]]);
    const c = config({ WHETSTONE_LLM_DAILY_TOKEN_BUDGET: '320' });
    const judged = await judgeWorkerFrom(c, { db: kit.db, llm: createLlm(c, { db: kit.db, log }), log }).runOnce();
    expect(judged.budgetExhausted).toBe(true);
    expect(judged.llmJudged).toBe(0);
  });
});

describe('an optimizer run within its own token limit', () => {
  it('stops generating candidates at the limit, records tokens and cost, and keeps what it has', async () => {
    const c = config({ WHETSTONE_LLM_DAILY_TOKEN_BUDGET: '0', WHETSTONE_JUDGE_SAMPLE_RATE: '0' });
    await judgeWorkerFrom(c, { db: kit.db, llm: { mode: 'offline', reason: 'test' }, log }).runOnce();
    const o = optimizerOptionsFrom(
      { ...c, optimizeCandidates: 10, optimizeMaxTokensPerRun: 2000 },
      { db: kit.db, llm: createLlm(c, { db: kit.db, log }), log },
    );
    const r = await optimizeTool(o, 'info/weather');
    // 160 tokens a call (the server's count), each estimated beforehand from its prompt and
    // its answer's cap: a call starts only while its estimate fits, so the run never ends
    // over its limit, and stops with calls left.
    const n = server.requests.length;
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(10);
    expect(r.stoppedBy).toMatch(/the next improver call \(about \d+ tokens\) would pass the run's limit/);
    expect(r.tokens).toBe(160 * n);
    expect(r.tokens).toBeLessThanOrEqual(2000);
    const run = await kit.db.query<{ tokens: number; cost: number }>(
      'SELECT tokens, cost_usd::float8 AS cost FROM optimizer_runs',
    );
    expect(run.rows[0]).toEqual({ tokens: 160 * n, cost: expect.closeTo(n * CALL_COST, 9) });
    expect((await usage()).map((u) => [u.purpose, u.tokens])).toEqual([['improver', 160 * n]]);
  });
});
