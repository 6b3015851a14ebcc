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

/** An empty bucket is full again after this long, whatever the rate: one minute's calls. */
const REFILL_MS = 60_000;

export class FindRateLimiter {
  readonly perMinute: number;
  readonly #perMs: number;
  readonly #now: () => number;
  /** The clock's last reading, and the time the buckets keep: it never goes back. */
  #lastRaw: number | undefined;
  #t = 0;
  /**
   * In the order principals last called (a call moves its bucket to the end), so the idle
   * ones are at the front: pruning stops at the first bucket touched within a minute, and
   * each bucket is visited about once when dropped rather than once per call.
   */
  readonly #buckets = new Map<string, Bucket>();
  #visited = 0;

  /** `now` in milliseconds; only differences matter, so the default is monotonic. */
  constructor(perMinute: number, now: () => number = () => performance.now()) {
    if (!Number.isInteger(perMinute) || perMinute < 1) throw new RangeError('perMinute must be a whole number ≥ 1');
    this.perMinute = perMinute;
    this.#perMs = perMinute / 60_000;
    this.#now = now;
  }

  /** Takes one call from `principal`'s bucket, or says how long until one is there. */
  take(principal: string): FindRateDecision {
    const now = this.#tick();
    this.#prune(now);
    const b = this.#level(this.#buckets.get(principal), now);
    this.#buckets.delete(principal);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      this.#buckets.set(principal, b);
      return { ok: true, retryAfterMs: 0 };
    }
    this.#buckets.set(principal, b);
    return { ok: false, retryAfterMs: Math.ceil((1 - b.tokens) / this.#perMs) };
  }

  /** How many principals hold a bucket: those that called within the last minute. */
  get size(): number {
    return this.#buckets.size;
  }

  /** Buckets pruning has looked at so far (tests: the work it does, not the time). */
  get visited(): number {
    return this.#visited;
  }

  /**
   * The buckets' time: the clock's forward steps added up. A clock that steps back (an
   * injected wall clock) adds nothing for that step, so it refills nothing, and no bucket is
   * left with a time ahead of the next calls (pruning stops at the first recent bucket).
   */
  #tick(): number {
    const raw = this.#now();
    if (this.#lastRaw !== undefined) this.#t += Math.max(0, raw - this.#lastRaw);
    this.#lastRaw = raw;
    return this.#t;
  }

  #level(b: Bucket | undefined, now: number): Bucket {
    if (!b) return { tokens: this.perMinute, at: now };
    const refill = (now - b.at) * this.#perMs;
    return { tokens: Math.min(this.perMinute, b.tokens + refill), at: now };
  }

  /** Drops the buckets idle a minute (full again, as a new one starts) from the front. */
  #prune(now: number): void {
    for (const [p, b] of this.#buckets) {
      this.#visited++;
      if (now - b.at < REFILL_MS) return;
      this.#buckets.delete(p);
    }
  }
}
