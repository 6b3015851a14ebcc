// Which database errors are worth trying again, in one place:
// - transient: the server is away, restarting or out of connections (consumers pause and
//   back off; everything else dead-letters);
// - overloaded: a statement timeout or a server out of resources (retried by clients whose
//   retries someone else bounds, not by consumers);
// - conflicts: a race on a unique key, a serialization failure or a deadlock, where
//   running the whole transaction again from the start is safe.
import { isWhetstoneError } from '../errors.ts';
import { retry } from '../retry.ts';

const NET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** Serialization failure and deadlock: both lists, since both just need another go. */
const RACE_SQLSTATES = ['40001', '40P01'];
const TRANSIENT_SQLSTATES = new Set([...RACE_SQLSTATES, '57P01', '57P02', '57P03', '53300', '55P03']);
const CONFLICT_SQLSTATES = new Set([...RACE_SQLSTATES, '23505']);

export function isTransientDbError(err: unknown): boolean {
  if (isWhetstoneError(err)) return err.retriable;
  const e = err as { code?: string; message?: string };
  if (e?.code && (NET_CODES.has(e.code) || TRANSIENT_SQLSTATES.has(e.code) || e.code.startsWith('08'))) return true;
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i.test(
    e?.message ?? '',
  );
}

/**
 * A statement cancelled by a `statement_timeout` an operator set (57014), or a server out
 * of resources (class 53): worth another try to a client whose retries are bounded by
 * someone else (an OTLP exporter), not transient to a consumer, which would run the same
 * statement again forever on a message that always times out.
 */
export function isOverloadedDbError(err: unknown): boolean {
  const code = (err as { code?: unknown } | undefined)?.code;
  return code === '57014' || (typeof code === 'string' && code.startsWith('53'));
}

export function isConflictDbError(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code !== undefined && CONFLICT_SQLSTATES.has(code);
}

/** Runs a transaction again (up to `attempts` in all) when it lost a race. */
export function retryOnConflict<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  return retry(fn, { attempts, retriable: isConflictDbError, backoff: { initialMs: 5, maxMs: 50, jitter: 1 } });
}
