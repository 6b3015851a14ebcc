// The LLM spending metrics (src/llm/metrics.ts) as the meter feeds them, on the real
// PostgreSQL the daily budget is shared through: calls by outcome, tokens by direction
// summing to what the store records, and the budget left today as every replica's
// spending leaves it. Only the model is scripted (ax's AxMockAIService).
import { type AxAIService, AxMockAIService } from '@ax-llm/ax';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { budgetErrorIn, LlmMeter } from '../../src/llm/meter.ts';
import { freshPostgres, withMigratedStore } from '../kit/db.ts';

const kit = withMigratedStore(freshPostgres, { perTest: true });

const REQUEST = { chatPrompt: [{ role: 'user' as const, content: 'Did the weather tool answer the question?' }] };
const USAGE = { promptTokens: 100, completionTokens: 30, totalTokens: 130 };

/** A model answering in turn: normally, cut at its cap (finish reason length), or with an error. */
function model(turns: ('stop' | 'length' | 'throw')[]): AxAIService {
  let i = 0;
  return new AxMockAIService<string>({
    features: { functions: false, streaming: false },
    chatResponse: async () => {
      const turn = turns[i++ % turns.length]!;
      if (turn === 'throw') throw new Error('provider answered 503');
      return {
        results: [{ index: 0, content: 'passed: true', finishReason: turn }],
        modelUsage: { ai: 'scripted', model: 'scripted', tokens: USAGE },
      };
    },
  }) as unknown as AxAIService;
}

const meterWith = (budget: number, registry?: Registry) =>
  new LlmMeter({
    db: kit.db,
    dailyTokenBudget: budget,
    prices: { '*': { input: 1, output: 2 } },
    usdPerMillionTokens: 0,
    registry,
  });

/** One sample of the registry's text exposition; undefined when the series is absent. */
async function sample(registry: Registry, series: string): Promise<number | undefined> {
  const line = (await registry.metrics()).split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const stored = async () =>
  (await kit.db.query<{ tokens: number; calls: number }>('SELECT tokens, calls FROM llm_usage')).rows[0];

describe('the LLM spending metrics', () => {
  it('count calls by outcome and tokens by direction, as the store records them', async () => {
    const registry = new Registry();
    const meter = meterWith(10_000, registry);
    const ai = meter.wrap(model(['stop', 'length', 'throw']), 'scripted', meter.run('judge'));
    await ai.chat(REQUEST);
    await ai.chat(REQUEST);
    await expect(ai.chat(REQUEST)).rejects.toThrow(/503/);

    expect(await sample(registry, 'whetstone_llm_calls_total{purpose="judge",outcome="ok"}')).toBe(1);
    expect(await sample(registry, 'whetstone_llm_calls_total{purpose="judge",outcome="capped"}')).toBe(1);
    expect(await sample(registry, 'whetstone_llm_calls_total{purpose="judge",outcome="failed"}')).toBe(1);
    expect(await sample(registry, 'whetstone_llm_tokens_total{purpose="judge",direction="prompt"}')).toBe(200);
    expect(await sample(registry, 'whetstone_llm_tokens_total{purpose="judge",direction="completion"}')).toBe(60);
    // $1 and $2 per million prompt and completion tokens.
    expect(await sample(registry, 'whetstone_llm_cost_usd_total{purpose="judge"}')).toBeCloseTo(
      (2 * (100 + 30 * 2)) / 1e6,
      12,
    );
    // One accounting: the answered calls are the store's, the failed one spent nothing there.
    expect(await stored()).toEqual({ tokens: 260, calls: 2 });
    expect(await sample(registry, 'whetstone_llm_tokens_today{purpose="judge"}')).toBe(260);
    expect(await sample(registry, 'whetstone_llm_daily_token_budget')).toBe(10_000);
    expect(await sample(registry, 'whetstone_llm_budget_remaining_tokens')).toBe(10_000 - 260);
  });

  it("count the budget left after every replica's spending, down to 0 and the refusals", async () => {
    const registry = new Registry();
    // Room for three calls of 130 tokens.
    const budget = 390;
    const here = meterWith(budget, registry);
    // Another replica: its own meter, no registry here, the same store.
    const there = meterWith(budget);
    expect(await sample(registry, 'whetstone_llm_budget_remaining_tokens')).toBe(budget);
    const elsewhere = there.wrap(model(['stop']), 'scripted', there.run('improver'));
    await elsewhere.chat(REQUEST);
    await elsewhere.chat(REQUEST);
    expect(await sample(registry, 'whetstone_llm_budget_remaining_tokens')).toBe(budget - 260);
    await elsewhere.chat(REQUEST);
    expect(await sample(registry, 'whetstone_llm_budget_remaining_tokens')).toBe(0);
    const refused = await here
      .wrap(model(['stop']), 'scripted', here.run('judge'))
      .chat(REQUEST)
      .then(
        () => undefined,
        (err: unknown) => budgetErrorIn(err),
      );
    expect(refused?.limit).toBe('daily');
    expect(await sample(registry, 'whetstone_llm_refused_total{purpose="judge",limit="daily"}')).toBe(1);
    // A refused call was not made: neither ok nor failed.
    expect((await registry.metrics()).match(/^whetstone_llm_calls_total\{/m)).toBeNull();
  });

  it('read the store once for a storm of concurrent scrapes, and keep their values right', async () => {
    // /metrics is open to every token the proxy takes: each scrape must not cost a query per gauge.
    let queries = 0;
    const counted = new Proxy(kit.db, {
      get(target, prop, receiver) {
        if (prop === 'query')
          return (...args: Parameters<typeof kit.db.query>) => {
            queries++;
            return target.query(...args);
          };
        return Reflect.get(target, prop, receiver);
      },
    });
    const registry = new Registry();
    const meter = new LlmMeter({
      db: counted,
      dailyTokenBudget: 10_000,
      prices: { '*': { input: 1, output: 2 } },
      usdPerMillionTokens: 0,
      registry,
    });
    await meter.wrap(model(['stop']), 'scripted', meter.run('judge')).chat(REQUEST);
    queries = 0;
    const texts = await Promise.all(Array.from({ length: 20 }, () => registry.metrics()));
    expect(queries).toBe(1);
    for (const t of texts) {
      expect(t).toMatch(/^whetstone_llm_tokens_today\{purpose="judge"\} 130$/m);
      expect(t).toMatch(/^whetstone_llm_budget_remaining_tokens 9870$/m);
    }
    // A scrape after them reads again: what another replica spent meanwhile shows at once.
    await meterWith(10_000)
      .wrap(model(['stop']), 'scripted', meterWith(10_000).run('improver'))
      .chat(REQUEST);
    expect(await sample(registry, 'whetstone_llm_budget_remaining_tokens')).toBe(10_000 - 260);
    expect(queries).toBe(2);
  });

  it('show no remaining budget, rather than 0 left, when there is no daily budget', async () => {
    const registry = new Registry();
    const meter = meterWith(0, registry);
    await meter.wrap(model(['stop']), 'scripted', meter.run('summary')).chat(REQUEST);
    expect(await sample(registry, 'whetstone_llm_daily_token_budget')).toBe(0);
    expect(await registry.metrics()).not.toMatch(/whetstone_llm_budget_remaining_tokens/);
    expect(await sample(registry, 'whetstone_llm_calls_total{purpose="summary",outcome="ok"}')).toBe(1);
  });
});
