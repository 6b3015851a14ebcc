// One retrier for the whole project (as kafkajs has one): exponential backoff with full
// jitter, capped. Callers say which errors are worth another attempt and what to do
// between attempts (pause a consumer, heartbeat); everything else is the same code.
import { setTimeout as sleep } from 'node:timers/promises';

export interface BackoffPolicy {
  initialMs: number;
  maxMs: number;
  /** Growth per attempt (2: doubling). */
  factor?: number;
  /** 0..1: how much of each delay is random, so replicas do not retry in lockstep. */
  jitter?: number;
}

/** The delay before attempt `attempt + 1`, after `attempt` (1-based) failed. */
export function backoffDelay(p: BackoffPolicy, attempt: number, random: () => number = Math.random): number {
  const base = Math.min(p.maxMs, p.initialMs * (p.factor ?? 2) ** Math.max(0, attempt - 1));
  const jitter = p.jitter ?? 0;
  return Math.round(base * (1 - jitter + jitter * random()));
}

export interface RetryOptions {
  backoff: BackoffPolicy;
  /** Attempts in all, the first included (default: until it succeeds or is stopped). */
  attempts?: number;
  /** Whether an error is worth another attempt (default: every error). */
  retriable?: (err: unknown) => boolean;
  /** Called after a failed attempt, before the wait; may throw to give up. */
  onRetry?: (err: unknown, attempt: number, delayMs: number) => void | Promise<void>;
  /** Stop retrying (the last error is thrown) once this says so. */
  stopped?: () => boolean;
}

export async function retry<T>(fn: (attempt: number) => Promise<T>, o: RetryOptions): Promise<T> {
  const attempts = o.attempts ?? Number.POSITIVE_INFINITY;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (err) {
      if (attempt >= attempts || (o.retriable && !o.retriable(err)) || o.stopped?.()) throw err;
      const delay = backoffDelay(o.backoff, attempt);
      await o.onRetry?.(err, attempt, delay);
      if (o.stopped?.()) throw err;
      await sleep(delay);
      // Told to stop during the wait (a consumer stopping): no further attempt.
      if (o.stopped?.()) throw err;
    }
  }
}
