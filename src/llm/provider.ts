// The LLM seam. From config, either an ax AI service per model (with timeout, HTTP
// retries and a request-rate limit) behind the spending meter, or offline mode: no LLM,
// and every stage that would use one says so and uses its deterministic alternative.
import { ai, type AxAIService } from '@ax-llm/ax';
import type { Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import type { Db } from '../store/db.ts';
import { LlmMeter, type LlmRun } from './meter.ts';

export type OnlineLlm = Extract<Llm, { mode: 'online' }>;

export type Llm =
  | { mode: 'offline'; reason: string }
  | {
      mode: 'online';
      provider: string;
      model: string;
      /** The service for `model`, metered for `run` (budget checked before each call). */
      forModel(model: string, run: LlmRun): AxAIService;
      meter: LlmMeter;
      describe(): string;
    };

export interface LlmDeps {
  /** Where spending is recorded and the daily budget is shared (omit only in benches). */
  db?: Db | undefined;
  log?: Logger | undefined;
  registry?: Registry | undefined;
  /** A fetch to use instead of the global one (tests point it at a local server). */
  fetch?: typeof fetch;
}

export function createLlm(c: Config, o: LlmDeps = {}): Llm {
  if (!c.llmProvider || !c.llmModel) {
    return { mode: 'offline', reason: 'no LLM configured (WHETSTONE_LLM_PROVIDER unset): offline mode' };
  }
  const provider = c.llmProvider;
  const limiter = requestRateLimiter(c.llmRequestsPerMinute);
  const cache = new Map<string, AxAIService>();
  const meter = meterFrom(c, o);
  const raw = (model: string): AxAIService => {
    let service = cache.get(model);
    if (!service) {
      service = axService({ provider, model, apiKey: c.llmApiKey, apiUrl: c.llmApiUrl }, c, { ...o, limiter });
      cache.set(model, service);
    }
    return service;
  };
  return meteredLlm(raw, {
    provider,
    model: c.llmModel,
    meter,
    describe: `${provider} ${c.llmModel}${c.llmApiUrl ? ` at ${c.llmApiUrl}` : ''}`,
  });
}

/** One ax service for a provider and model, with the configured timeout, retries and rate limit. */
export function axService(
  spec: { provider: string; model: string; apiKey?: string | undefined; apiUrl?: string | undefined },
  c: Config,
  o: Pick<LlmDeps, 'fetch'> & { limiter?: ReturnType<typeof requestRateLimiter> } = {},
): AxAIService {
  const args = {
    name: spec.provider,
    apiKey: spec.apiKey ?? 'none',
    ...(spec.apiUrl ? { apiURL: spec.apiUrl } : {}),
    config: { model: spec.model, temperature: 0, stream: false },
    options: {
      timeout: c.llmTimeoutMs,
      retry: { maxRetries: c.llmMaxRetries, initialDelayMs: 500, maxDelayMs: 20_000 },
      rateLimiter: o.limiter ?? requestRateLimiter(c.llmRequestsPerMinute),
      ...(o.fetch ? { fetch: o.fetch } : {}),
    },
  };
  return ai(args as Parameters<typeof ai>[0]) as unknown as AxAIService;
}

/** An online Llm over any ax service (a configured provider, or one a caller brings), metered. */
export function meteredLlm(
  serviceFor: (model: string) => AxAIService,
  o: { provider: string; model: string; meter: LlmMeter; describe?: string },
): Llm {
  return {
    mode: 'online',
    provider: o.provider,
    model: o.model,
    forModel: (model, run) => o.meter.wrap(serviceFor(model), model, run),
    meter: o.meter,
    describe: () => o.describe ?? `${o.provider} ${o.model}`,
  };
}

/** The meter alone (tests and benches that bring their own scripted service). */
export function meterFrom(c: Config, o: Pick<LlmDeps, 'db' | 'log' | 'registry'> = {}): LlmMeter {
  return new LlmMeter({
    db: o.db,
    log: o.log,
    registry: o.registry,
    dailyTokenBudget: c.llmDailyTokenBudget,
    prices: c.llmPrices,
    usdPerMillionTokens: c.llmUsdPerMillionTokens,
  });
}

/** Spaces requests so that at most `perMinute` start in any minute (a sliding window). */
export function requestRateLimiter(perMinute: number) {
  const starts: number[] = [];
  return async <T>(request: () => Promise<T>): Promise<T> => {
    for (;;) {
      const now = Date.now();
      while (starts.length && now - starts[0]! >= 60_000) starts.shift();
      if (starts.length < perMinute) break;
      await new Promise((r) => setTimeout(r, 60_000 - (now - starts[0]!) + 5));
    }
    starts.push(Date.now());
    return request();
  };
}
