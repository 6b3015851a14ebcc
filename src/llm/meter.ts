// LLM spending, in one place. Every call any stage makes (judge, improver, jury,
// embeddings) goes through a metered wrapper around the ax service: before the call it
// estimates the call's tokens (estimateChatTokens, estimateEmbedTokens) and refuses it when
// the caller's per-run limit, or today's token budget (all purposes together, UTC day,
// shared by replicas through the store), would be passed with that estimate; after it, it
// records the tokens actually spent and their cost per purpose. A refusal is an
// LlmBudgetError (retriable: the budget resets at midnight UTC), so each stage can stop
// cleanly and say why. What the daily check guarantees is stated in LlmMeter.check.
import type { AxAIService, AxTokenUsage } from '@ax-llm/ax';
import type { Registry } from 'prom-client';
import { WhetstoneError } from '../errors.ts';
import type { Logger } from '../log.ts';
import type { Db } from '../store/db.ts';
import { addLlmUsage, selectTokensToday } from '../store/sql/llm-usage.ts';
import { countTokens } from '../tokens.ts';
import { createLlmMetrics, type LlmCallOutcome, type LlmMetrics, tokensByDirection } from './metrics.ts';

export type LlmPurpose = 'judge' | 'improver' | 'jury' | 'embeddings' | 'consistency' | 'summary' | 'poisoning';
export const LLM_PURPOSES: readonly LlmPurpose[] = [
  'judge',
  'improver',
  'jury',
  'embeddings',
  'consistency',
  'summary',
  'poisoning',
];

/** USD per million tokens, per model; `*` applies to models not listed. */
export type PriceTable = Record<string, { input: number; output: number }>;

export class LlmBudgetError extends WhetstoneError {
  constructor(
    readonly limit: 'daily' | 'run',
    message: string,
    /** Set when the call was not made because its estimate would pass the limit (run or day). */
    readonly estimate?: number,
  ) {
    super('llm_budget', message, { retriable: true, details: { limit, ...(estimate ? { estimate } : {}) } });
  }
}

/**
 * The prompt's tokens are counted with o200k (src/tokens.ts); a provider's own tokenizer
 * may count more, so the estimate is raised by a quarter, plus a few tokens per message
 * for the chat format.
 */
const PROMPT_MARGIN = 1.25;
const TOKENS_PER_MESSAGE = 8;

/**
 * A conservative estimate of one chat call's tokens: its prompt and the most it may
 * answer (modelConfig.maxTokens; a call without one is estimated by its prompt alone).
 */
export function estimateChatTokens(
  req: Pick<Parameters<AxAIService['chat']>[0], 'chatPrompt' | 'modelConfig'>,
): number {
  let prompt = 0;
  for (const m of req.chatPrompt) {
    const content = 'content' in m ? m.content : undefined;
    prompt += countTokens(typeof content === 'string' ? content : JSON.stringify(m)) + TOKENS_PER_MESSAGE;
  }
  return Math.ceil(prompt * PROMPT_MARGIN) + (req.modelConfig?.maxTokens ?? 0);
}

/** An embedding call's tokens: its texts, with the same margin as a prompt. */
export function estimateEmbedTokens(req: Parameters<AxAIService['embed']>[0]): number {
  let tokens = 0;
  for (const t of req.texts ?? []) tokens += countTokens(t);
  return Math.ceil(tokens * PROMPT_MARGIN);
}

/** Spending of one unit of work (an optimizer run, one judgment), with an optional cap. */
export class LlmRun {
  tokens = 0;
  costUsd = 0;
  calls = 0;
  /** Answers the provider cut at the call's answer cap (finish reason "length"). */
  capped = 0;
  /**
   * The text of the last answer cut at its cap, as the provider sent it: ax refuses such an
   * answer, and a caller may still read its complete part (the LLM reader does).
   */
  cutAnswer: string | undefined;
  constructor(
    readonly purpose: LlmPurpose,
    readonly maxTokens = Infinity,
  ) {}
}

export interface LlmMeterOptions {
  /** Without a store, usage is counted in this process only (benches, one-off tools). */
  db?: Db | undefined;
  dailyTokenBudget: number;
  prices: PriceTable;
  /** Used for models the price table does not list. */
  usdPerMillionTokens: number;
  log?: Logger | undefined;
  registry?: Registry | undefined;
}

export class LlmMeter {
  readonly #o: LlmMeterOptions;
  readonly #metrics: LlmMetrics | undefined;
  /** In-process total for today when there is no store. */
  #localDay = '';
  #localTokens = 0;
  /** Estimated tokens of this process's calls under way (see #metered). */
  #inFlight = 0;
  #warned = '';

  constructor(o: LlmMeterOptions) {
    this.#o = o;
    this.#metrics = o.registry
      ? createLlmMetrics(o.registry, o.db, {
          dailyTokenBudget: Math.max(0, o.dailyTokenBudget),
          remainingToday: () => this.remainingToday(),
        })
      : undefined;
  }

  run(purpose: LlmPurpose, maxTokens?: number): LlmRun {
    return new LlmRun(purpose, maxTokens);
  }

  /** Tokens left today; Infinity when there is no daily budget. */
  async remainingToday(): Promise<number> {
    if (this.#o.dailyTokenBudget <= 0) return Infinity;
    return Math.max(0, this.#o.dailyTokenBudget - (await this.#usedToday()));
  }

  /**
   * Throws LlmBudgetError when a call for `run` with `estimate` tokens may not start now:
   * the run's limit is used up or would be passed (a run never ends more than a
   * misestimate over its limit), or today's tokens would pass the daily budget.
   */
  async check(run: LlmRun, estimate = 0): Promise<void> {
    this.#checkRun(run, estimate);
    await this.#checkDay(run.purpose, estimate, false);
  }

  /**
   * check(), and the estimate reserved until `call` (which records the call's usage) ends.
   * The daily check counts today's recorded tokens (every replica's), this process's calls
   * still under way, and this estimate: a call that would pass the budget is not made.
   * So the day ends over the budget only by what estimates missed: an answer without a
   * cap (the estimate counts its prompt only), a provider counting more than the
   * estimate's margin, and calls other replicas started in the same moment.
   */
  async #metered<T>(run: LlmRun, estimate: number, call: () => Promise<T>): Promise<T> {
    this.#checkRun(run, estimate);
    await this.#checkDay(run.purpose, estimate, true);
    // No await between the check above and this line: two calls of this process cannot
    // both take the same room.
    this.#inFlight += estimate;
    try {
      return await call();
    } finally {
      this.#inFlight -= estimate;
    }
  }

  #checkRun(run: LlmRun, estimate: number): void {
    if (run.tokens >= run.maxTokens) {
      this.#refuse(
        run.purpose,
        'run',
        `the ${run.purpose} run used ${run.tokens} of its ${run.maxTokens} tokens; no more LLM calls in this run`,
      );
    }
    if (run.tokens + estimate > run.maxTokens) {
      this.#refuse(
        run.purpose,
        'run',
        `the next ${run.purpose} call (about ${estimate} tokens) would pass the run's limit (${run.tokens} of ${run.maxTokens} used); skipped`,
        estimate,
      );
    }
  }

  async #checkDay(purpose: LlmPurpose, estimate: number, withCallsUnderWay: boolean): Promise<void> {
    const budget = this.#o.dailyTokenBudget;
    if (budget <= 0) return;
    const used = await this.#usedToday();
    // Read after the await: calls admitted meanwhile count.
    const inFlight = withCallsUnderWay ? this.#inFlight : 0;
    const name = `the daily LLM token budget (${budget}, WHETSTONE_LLM_DAILY_TOKEN_BUDGET)`;
    if (used >= budget) this.#refuse(purpose, 'daily', `${name} is used up until 00:00 UTC`);
    if (used + inFlight + estimate > budget) {
      const under = inFlight ? ` and ${inFlight} estimated for calls under way` : '';
      this.#refuse(
        purpose,
        'daily',
        `the next ${purpose} call (about ${estimate} tokens) would pass ${name}: ${used} used today${under}; not made`,
        estimate,
      );
    }
  }

  costOf(model: string, usage: Pick<AxTokenUsage, 'promptTokens' | 'completionTokens' | 'totalTokens'>): number {
    const p = this.#o.prices[model] ?? this.#o.prices['*'];
    if (p) return (usage.promptTokens * p.input + usage.completionTokens * p.output) / 1e6;
    return (usage.totalTokens * this.#o.usdPerMillionTokens) / 1e6;
  }

  /** Records one answered call: `capped` when the provider cut the answer at its cap. */
  async record(
    run: LlmRun,
    model: string,
    usage: AxTokenUsage | undefined,
    outcome: LlmCallOutcome = 'ok',
  ): Promise<void> {
    const u = {
      promptTokens: usage?.promptTokens ?? 0,
      completionTokens: usage?.completionTokens ?? 0,
      totalTokens: usage?.totalTokens ?? 0,
    };
    if (!u.totalTokens) u.totalTokens = u.promptTokens + u.completionTokens;
    const cost = this.costOf(model, u);
    run.tokens += u.totalTokens;
    run.costUsd += cost;
    run.calls++;
    const split = tokensByDirection(u);
    this.#metrics?.tokens.inc({ purpose: run.purpose, direction: 'prompt' }, split.prompt);
    this.#metrics?.tokens.inc({ purpose: run.purpose, direction: 'completion' }, split.completion);
    this.#metrics?.cost.inc({ purpose: run.purpose }, cost);
    this.#metrics?.calls.inc({ purpose: run.purpose, outcome });
    if (this.#o.db) await addLlmUsage(this.#o.db, run.purpose, u.totalTokens, cost);
    else this.#addLocal(u.totalTokens);
  }

  /**
   * The service, metered for `run`: chat and embed check the budget first and record
   * usage after. ax's session and routing hooks are hidden so every request goes
   * through chat().
   */
  wrap(service: AxAIService, model: string, run: LlmRun): AxAIService {
    const meter = this;
    return new Proxy(service, {
      get(target, prop, receiver) {
        if (prop === 'openChatSession' || prop === 'resolveChatService') return undefined;
        if (prop === 'chat') {
          return (req: Parameters<AxAIService['chat']>[0], opts?: Parameters<AxAIService['chat']>[1]) =>
            // Only a capped run or day pays for counting the prompt.
            meter.#metered(run, meter.#counts(run) ? estimateChatTokens(req) : 0, async () => {
              const res = await meter.#failures(run, () => target.chat(req, opts));
              // Streaming is off in our provider config; such a call is counted without tokens.
              if (res instanceof ReadableStream) await meter.record(run, model, undefined);
              else {
                const cut = res.results.find((r) => r.finishReason === 'length');
                if (cut) {
                  run.capped++;
                  run.cutAnswer = cut.content ?? '';
                }
                await meter.record(run, res.modelUsage?.model ?? model, res.modelUsage?.tokens, cut ? 'capped' : 'ok');
              }
              return res;
            });
        }
        if (prop === 'embed') {
          return (req: Parameters<AxAIService['embed']>[0], opts?: Parameters<AxAIService['embed']>[1]) =>
            meter.#metered(run, meter.#counts(run) ? estimateEmbedTokens(req) : 0, async () => {
              const res = await meter.#failures(run, () => target.embed(req, opts));
              await meter.record(run, res.modelUsage?.model ?? model, res.modelUsage?.tokens);
              return res;
            });
        }
        const v = Reflect.get(target, prop, receiver) as unknown;
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    });
  }

  /**
   * The provider's call, a throw counted as a `failed` call (timeouts, HTTP errors after
   * ax's retries). Such a call records no tokens: the provider reported none.
   */
  async #failures<T>(run: LlmRun, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      this.#metrics?.calls.inc({ purpose: run.purpose, outcome: 'failed' });
      throw err;
    }
  }

  /** Whether a call for `run` needs an estimate: a limit applies to it. */
  #counts(run: LlmRun): boolean {
    return Number.isFinite(run.maxTokens) || this.#o.dailyTokenBudget > 0;
  }

  #refuse(purpose: LlmPurpose, limit: 'daily' | 'run', message: string, estimate?: number): never {
    this.#metrics?.refused.inc({ purpose, limit });
    const key = `${limit}:${purpose}:${utcDay()}`;
    if (limit === 'daily' && this.#warned !== key) {
      this.#warned = key;
      this.#o.log?.warn({ purpose, budget: this.#o.dailyTokenBudget }, 'LLM call refused: daily token budget used up');
    }
    throw new LlmBudgetError(limit, message, estimate);
  }

  async #usedToday(): Promise<number> {
    if (this.#o.db) return selectTokensToday(this.#o.db);
    if (this.#localDay !== utcDay()) return 0;
    return this.#localTokens;
  }

  #addLocal(tokens: number): void {
    const day = utcDay();
    if (day !== this.#localDay) {
      this.#localDay = day;
      this.#localTokens = 0;
    }
    this.#localTokens += tokens;
  }
}

/** The budget refusal behind `err`, if any (ax wraps errors thrown inside forward()). */
export function budgetErrorIn(err: unknown): LlmBudgetError | undefined {
  for (let e = err, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    if (e instanceof LlmBudgetError) return e;
  }
  return undefined;
}

function utcDay(): string {
  return new Date().toISOString().slice(0, 10);
}
