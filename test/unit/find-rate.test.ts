// The per-token bucket of find_tools (src/mcp/find-rate.ts) on a clock the test moves.
import { describe, expect, it } from 'vitest';
import { FindRateLimiter } from '../../src/mcp/find-rate.ts';

describe('FindRateLimiter', () => {
  it('passes a burst of a minute, then one call per 60/N s, each token on its own', () => {
    let now = 1_000_000;
    const r = new FindRateLimiter(3, () => now);
    for (let i = 0; i < 3; i++) expect(r.take('a').ok).toBe(true);
    const refused = r.take('a');
    expect(refused).toEqual({ ok: false, retryAfterMs: 20_000 });
    expect(r.take('b').ok).toBe(true);
    now += 19_999;
    expect(r.take('a')).toEqual({ ok: false, retryAfterMs: 1 });
    now += 1;
    // Told to wait 20 s, a retry after exactly that passes; the next is due 20 s later.
    expect(r.take('a').ok).toBe(true);
    expect(r.take('a').retryAfterMs).toBe(20_000);
    // An idle minute refills the burst and no more.
    now += 600_000;
    for (let i = 0; i < 3; i++) expect(r.take('a').ok).toBe(true);
    expect(r.take('a').ok).toBe(false);
  });

  it('refills nothing when the clock steps back', () => {
    let now = 50_000;
    const r = new FindRateLimiter(1, () => now);
    expect(r.take('a').ok).toBe(true);
    now -= 40_000;
    expect(r.take('a').ok).toBe(false);
    now += 40_000 + 60_000;
    expect(r.take('a').ok).toBe(true);
  });

  it('drops idle tokens past the bound, keeping the ones still limited', () => {
    let now = 0;
    const r = new FindRateLimiter(1, () => now);
    r.take('busy');
    for (let i = 0; i < 10_000; i++) r.take(`t${i}`);
    expect(r.size).toBe(10_001);
    now += 60_000;
    r.take('busy');
    r.take('last');
    // All refilled but the two that just took their call.
    expect(r.size).toBe(2);
    expect(r.take('busy').ok).toBe(false);
  });

  it('drops idle buckets without walking the busy ones at every call', () => {
    let now = 0;
    const r = new FindRateLimiter(120, () => now);
    // 30,000 distinct tokens within one minute: none is idle, and none may be dropped.
    const n = 30_000;
    for (let i = 0; i < n; i++) {
      now = i; // one call a millisecond
      expect(r.take(`t${i}`).ok).toBe(true);
    }
    expect(r.size).toBe(n);
    // About one look per call (the bucket at the front that is not idle yet), not the whole map.
    expect(r.visited).toBeLessThanOrEqual(2 * n);
    // A minute on, each call drops the buckets that went idle since, each looked at once.
    now = 60_000 + 9_999;
    const before = r.visited;
    expect(r.take('t0').ok).toBe(true);
    expect(r.size).toBe(n - 10_000 + 1);
    expect(r.visited - before).toBeLessThanOrEqual(10_000 + 1);
  });

  it('keeps a drained bucket while others calling prune the idle ones', () => {
    let now = 0;
    const r = new FindRateLimiter(1, () => now);
    expect(r.take('drained').ok).toBe(true);
    expect(r.take('drained').ok).toBe(false);
    // 59 s of other principals calling, each call pruning from the front where 'drained' sits.
    for (let i = 0; i < 5_900; i++) {
      now += 10;
      r.take(`o${i}`);
    }
    expect(r.take('drained')).toEqual({ ok: false, retryAfterMs: 1_000 });
  });

  it('still ages out idle principals after the clock steps back', () => {
    let now = 3_600_000;
    const r = new FindRateLimiter(1, () => now);
    for (let i = 0; i < 1_000; i++) r.take(`before${i}`);
    now = 0; // an hour back
    // Fifty minutes: the clock has not caught up with where it stepped back from.
    for (let i = 0; i < 3_000; i++) {
      now += 1_000; // a new principal a second
      r.take(`after${i}`);
    }
    // Only those of the last minute hold a bucket, not every principal since the step.
    expect(r.size).toBeLessThanOrEqual(61);
  });

  it('refuses a rate that is not a whole number of calls', () => {
    expect(() => new FindRateLimiter(0)).toThrow(RangeError);
    expect(() => new FindRateLimiter(1.5)).toThrow(RangeError);
  });
});
