// What the daily token budget guarantees (src/llm/meter.ts), on the real PostgreSQL that
// shares it between replicas: a call whose estimate would pass the budget is not made, so
// when every answer stays within its estimate the day ends at or under the budget, also
// with calls started together. Only the model is scripted (ax's AxMockAIService).
import { type AxAIService, type AxChatRequest, AxMockAIService } from '@ax-llm/ax';
import { describe, expect, it, vi } from 'vitest';
import { budgetErrorIn, estimateChatTokens, LlmMeter } from '../../src/llm/meter.ts';
import { freshPostgres, withMigratedStore } from '../kit/db.ts';

const kit = withMigratedStore(freshPostgres, { perTest: true });

const REQUEST = {
  chatPrompt: [{ role: 'user' as const, content: 'Is this trace a success? The user asked for the weather.' }],
  modelConfig: { maxTokens: 100 },
};
const ESTIMATE = estimateChatTokens(REQUEST);

/** A model that spends exactly the call's estimate: what the meter's guarantee assumes. Its
 * answers wait for `held` when given, so a test decides when the calls under way end. */
function model(held?: Promise<void>) {
  const calls: AxChatRequest<unknown>[] = [];
  const ai = new AxMockAIService<string>({
    features: { functions: false, streaming: false },
    chatResponse: async (req) => {
      calls.push(req as AxChatRequest<unknown>);
      await held;
      return {
        results: [{ index: 0, content: 'passed: true', finishReason: 'stop' as const }],
        modelUsage: {
          ai: 'scripted',
          model: 'scripted',
          tokens: { promptTokens: ESTIMATE - 100, completionTokens: 100, totalTokens: ESTIMATE },
        },
      };
    },
  }) as unknown as AxAIService;
  return { ai, calls };
}

const meterWith = (budget: number) =>
  new LlmMeter({ db: kit.db, dailyTokenBudget: budget, prices: {}, usdPerMillionTokens: 0 });

const usedToday = async () =>
  Number((await kit.db.query<{ t: string }>('SELECT coalesce(sum(tokens), 0) AS t FROM llm_usage')).rows[0]!.t);

describe('the daily LLM token budget', () => {
  it('refuses a call whose estimate would pass it, so the day never ends over it', async () => {
    // Room for two calls and most of a third: the third would end the day over the budget.
    const budget = 3 * ESTIMATE - 1;
    const m = model();
    const meter = meterWith(budget);
    const ai = meter.wrap(m.ai, 'scripted', meter.run('judge'));
    await ai.chat(REQUEST);
    await ai.chat(REQUEST);
    const refused = await ai.chat(REQUEST).then(
      () => undefined,
      (err: unknown) => budgetErrorIn(err),
    );
    expect(refused?.limit).toBe('daily');
    expect(refused?.estimate).toBe(ESTIMATE);
    expect(refused?.message).toMatch(
      new RegExp(`would pass the daily LLM token budget \\(${budget}, .*: ${2 * ESTIMATE} used today; not made`),
    );
    expect(m.calls).toHaveLength(2);
    expect(await usedToday()).toBe(2 * ESTIMATE);

    // Used up: refused as before, with nothing estimated.
    const full = meterWith(2 * ESTIMATE).wrap(m.ai, 'scripted', meter.run('judge'));
    const err = await full.chat(REQUEST).then(
      () => undefined,
      (e: unknown) => budgetErrorIn(e),
    );
    expect(err?.message).toMatch(/daily LLM token budget \(\d+, WHETSTONE_LLM_DAILY_TOKEN_BUDGET\) is used up/);
    expect(m.calls).toHaveLength(2);
  });

  it('counts the calls under way: of calls started together only those that fit are made', async () => {
    const meter = meterWith(2 * ESTIMATE);
    // The answers wait until every call has been made or refused, so each refusal is decided
    // while two calls are under way, however slow the machine.
    let release = () => {};
    const m = model(new Promise<void>((r) => (release = r)));
    const ai = meter.wrap(m.ai, 'scripted', meter.run('judge'));
    let settled = 0;
    const started = Array.from({ length: 5 }, () =>
      ai.chat(REQUEST).finally(() => {
        settled++;
      }),
    );
    const all = Promise.allSettled(started);
    await vi.waitFor(() => expect(m.calls.length + settled).toBe(5), { timeout: 10_000 });
    release();
    const results = await all;
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [budgetErrorIn(r.reason)] : []));
    expect(refusals).toHaveLength(3);
    expect(refusals.map((r) => r?.limit)).toEqual(['daily', 'daily', 'daily']);
    for (const r of refusals) expect(r?.message).toMatch(/estimated for calls under way; not made/);
    expect(m.calls).toHaveLength(2);
    expect(await usedToday()).toBe(2 * ESTIMATE);
    // The reservations end with the calls: the day is used up, not held.
    expect(await meter.remainingToday()).toBe(0);
  });
});
