// The per-token bound on find_tools: every call embeds the request with each discovery
// model on the proxy's thread, so one token calling it in a loop would take that thread
// from every other agent. A token bucket per principal (WHETSTONE_PROXY_FIND_TOOLS_PER_MINUTE):
// a burst of up to a minute's calls, then one call per 60/N seconds. A refusal says when a
// call will pass, so an agent can wait rather than guess.

export interface FindRateDecision {
  ok: boolean;
  /** When refused: milliseconds until the next call passes. */
  retryAfterMs: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets held before the full ones (idle principals) are dropped: they start full anyway. */
const PRUNE_AT = 10_000;

export class FindRateLimiter {
  readonly perMinute: number;
  readonly #perMs: number;
  readonly #now: () => number;
  readonly #buckets = new Map<string, Bucket>();

  constructor(perMinute: number, now: () => number = Date.now) {
    if (!Number.isInteger(perMinute) || perMinute < 1) throw new RangeError('perMinute must be a whole number ≥ 1');
    this.perMinute = perMinute;
    this.#perMs = perMinute / 60_000;
    this.#now = now;
  }

  /** Takes one call from `principal`'s bucket, or says how long until one is there. */
  take(principal: string): FindRateDecision {
    const now = this.#now();
    const b = this.#level(this.#buckets.get(principal), now);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      this.#buckets.set(principal, b);
      if (this.#buckets.size > PRUNE_AT) this.#prune(now);
      return { ok: true, retryAfterMs: 0 };
    }
    this.#buckets.set(principal, b);
    return { ok: false, retryAfterMs: Math.ceil((1 - b.tokens) / this.#perMs) };
  }

  /** How many principals hold a bucket that is not full (tests, and the bound on memory). */
  get size(): number {
    return this.#buckets.size;
  }

  #level(b: Bucket | undefined, now: number): Bucket {
    if (!b) return { tokens: this.perMinute, at: now };
    // A clock that steps back refills nothing rather than draining the bucket.
    const refill = Math.max(0, now - b.at) * this.#perMs;
    return { tokens: Math.min(this.perMinute, b.tokens + refill), at: Math.max(now, b.at) };
  }

  #prune(now: number): void {
    for (const [p, b] of this.#buckets) if (this.#level(b, now).tokens >= this.perMinute) this.#buckets.delete(p);
  }
}
