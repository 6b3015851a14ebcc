// Which database errors mean "try again later" (the server is away, restarting, out of
// connections) rather than "this statement is wrong". Consumers back off on the first
// and dead-letter on the second.
import { isWhetstoneError } from '../errors.ts';

const NET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '40001', '40P01', '55P03']);

export function isTransientDbError(err: unknown): boolean {
  if (isWhetstoneError(err)) return err.retriable;
  const e = err as { code?: string; message?: string };
  if (e?.code && (NET_CODES.has(e.code) || SQLSTATES.has(e.code) || e.code.startsWith('08'))) return true;
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i.test(
    e?.message ?? '',
  );
}
