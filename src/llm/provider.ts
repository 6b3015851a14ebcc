// The LLM seam. From config, either an ax AI service per model (with timeout, HTTP
// retries and a request-rate limit), or offline mode: no LLM, and every stage that would
// use one says so and uses its deterministic alternative instead.
import { ai, type AxAIService } from '@ax-llm/ax';
import type { Config } from '../config.ts';

export type Llm =
  | { mode: 'offline'; reason: string }
  | { mode: 'online'; provider: string; model: string; forModel(model: string): AxAIService; describe(): string };

export interface LlmOverrides {
  /** A fetch to use instead of the global one (tests point it at a local server). */
  fetch?: typeof fetch;
}

export function createLlm(c: Config, o: LlmOverrides = {}): Llm {
  if (!c.llmProvider || !c.llmModel) {
    return { mode: 'offline', reason: 'no LLM configured (WHETSTONE_LLM_PROVIDER unset): offline mode' };
  }
  const provider = c.llmProvider;
  const limiter = requestRateLimiter(c.llmRequestsPerMinute);
  const cache = new Map<string, AxAIService>();
  const forModel = (model: string): AxAIService => {
    let service = cache.get(model);
    if (!service) {
      const args = {
        name: provider,
        apiKey: c.llmApiKey ?? 'none',
        ...(c.llmApiUrl ? { apiURL: c.llmApiUrl } : {}),
        config: { model, temperature: 0, stream: false },
        options: {
          timeout: c.llmTimeoutMs,
          retry: { maxRetries: c.llmMaxRetries, initialDelayMs: 500, maxDelayMs: 20_000 },
          rateLimiter: limiter,
          ...(o.fetch ? { fetch: o.fetch } : {}),
        },
      };
      service = ai(args as Parameters<typeof ai>[0]) as unknown as AxAIService;
      cache.set(model, service);
    }
    return service;
  };
  return {
    mode: 'online',
    provider,
    model: c.llmModel,
    forModel,
    describe: () => `${provider} ${c.llmModel}${c.llmApiUrl ? ` at ${c.llmApiUrl}` : ''}`,
  };
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
