// The meter's Prometheus metrics (docs/operations.md, LLM spending). Fed only by the meter
// (meter.ts), where spending is counted: the counters at each call, the gauges read at
// scrape time from the store the daily budget reads, so every replica reports the shared
// day and the remaining budget is the one the next call is checked against.
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Db } from '../store/db.ts';
import { selectUsageToday, type UsageRow } from '../store/sql/llm-usage.ts';

/** How a call the meter let through ended: answered, answered but cut at its cap, or thrown. */
export type LlmCallOutcome = 'ok' | 'capped' | 'failed';

export interface LlmBudgetView {
  /** The daily token budget; 0 when there is none. */
  dailyTokenBudget: number;
  /** Tokens left today (the meter's remainingToday: every replica's recorded tokens). */
  remainingToday(): Promise<number>;
}

export type LlmMetrics = ReturnType<typeof createLlmMetrics>;

/**
 * Today's usage rows, read once for all the gauges of a scrape, and shared by the scrapes
 * that arrive while it is read: /metrics is open to every token the proxy takes, and a
 * query per gauge per scrape let a burst of scrapes hold the pool the serving needs. A
 * scrape after the read has ended reads again, so what another replica spent shows at once.
 */
function sharedRead(db: Db): () => Promise<UsageRow[]> {
  let reading: Promise<UsageRow[]> | undefined;
  return () =>
    (reading ??= selectUsageToday(db).finally(() => {
      reading = undefined;
    }));
}

export function createLlmMetrics(registry: Registry, db: Db | undefined, budget: LlmBudgetView) {
  const registers = [registry];
  const usage = db ? sharedRead(db) : undefined;
  const purposeGauge = (name: string, help: string, field: 'tokens' | 'cost_usd') =>
    new Gauge({
      name,
      help,
      labelNames: ['purpose'],
      registers,
      async collect() {
        if (!usage) return;
        this.reset();
        for (const r of await usage().catch(() => [])) this.set({ purpose: r.purpose }, Number(r[field]));
      },
    });
  return {
    tokens: new Counter({
      name: 'whetstone_llm_tokens_total',
      help: 'LLM tokens spent by this process, by purpose and direction (prompt, completion)',
      labelNames: ['purpose', 'direction'],
      registers,
    }),
    cost: new Counter({
      name: 'whetstone_llm_cost_usd_total',
      help: 'LLM cost in USD spent by this process, by purpose (price table)',
      labelNames: ['purpose'],
      registers,
    }),
    calls: new Counter({
      name: 'whetstone_llm_calls_total',
      help: 'LLM calls made by this process, by purpose and outcome (ok, capped, failed)',
      labelNames: ['purpose', 'outcome'],
      registers,
    }),
    refused: new Counter({
      name: 'whetstone_llm_refused_total',
      help: 'LLM calls refused before they started, by purpose and limit (daily, run)',
      labelNames: ['purpose', 'limit'],
      registers,
    }),
    tokensToday: purposeGauge(
      'whetstone_llm_tokens_today',
      'LLM tokens spent today (UTC) by all replicas, by purpose',
      'tokens',
    ),
    costToday: purposeGauge(
      'whetstone_llm_cost_usd_today',
      'LLM cost in USD today (UTC) by all replicas, by purpose',
      'cost_usd',
    ),
    ...budgetGauges(registers, budget, usage),
  };
}

function budgetGauges(registers: Registry[], budget: LlmBudgetView, usage: (() => Promise<UsageRow[]>) | undefined) {
  // With a store, the remaining budget is the day's rows the other gauges read (the sum the
  // meter checks a call against); without one, the meter's own count.
  const remainingToday = usage
    ? async () => Math.max(0, budget.dailyTokenBudget - (await usage()).reduce((n, r) => n + Number(r.tokens), 0))
    : () => budget.remainingToday();
  return {
    dailyBudget: new Gauge({
      name: 'whetstone_llm_daily_token_budget',
      help: 'The daily LLM token budget of all replicas together (WHETSTONE_LLM_DAILY_TOKEN_BUDGET); 0: none',
      registers,
      collect() {
        this.set(budget.dailyTokenBudget);
      },
    }),
    // Without a budget there is nothing to count down: not registered at all, since a
    // gauge without labels reads 0 until set, and 0 left is what an alert looks for.
    remaining:
      budget.dailyTokenBudget > 0
        ? new Gauge({
            name: 'whetstone_llm_budget_remaining_tokens',
            help: "Tokens left in today's (UTC) LLM budget, all replicas' spending counted; absent without a budget",
            registers,
            async collect() {
              // A scrape during a database outage keeps the last value.
              const left = await remainingToday().catch(() => undefined);
              if (left !== undefined) this.set(left);
            },
          })
        : undefined,
  };
}

/**
 * The tokens of one call by direction, summing to the total the budget counts: what the
 * provider counted as prompt, and the rest (the answer, with any reasoning tokens).
 */
export function tokensByDirection(u: { promptTokens: number; totalTokens: number }): {
  prompt: number;
  completion: number;
} {
  const prompt = Math.min(Math.max(0, u.promptTokens), u.totalTokens);
  return { prompt, completion: u.totalTokens - prompt };
}
