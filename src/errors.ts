// Errors that reach a user carry a code (stable, for scripts), a one-line message that
// says what to do, and `retriable` so callers (CLI, workers, consumers) can decide
// between backing off and giving up without parsing messages.

export type ErrorCode =
  | 'config_invalid'
  | 'db_unreachable'
  | 'db_refused'
  | 'db_locked'
  | 'db_schema_ahead'
  | 'db_migration_changed'
  | 'input_invalid'
  | 'not_found'
  | 'conflict'
  | 'already_decided'
  | 'upstream_failed'
  | 'unauthenticated'
  | 'forbidden'
  | 'rate_limited'
  | 'llm_budget';

export class WhetstoneError extends Error {
  readonly code: ErrorCode;
  readonly retriable: boolean;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { retriable?: boolean; cause?: unknown; details?: Record<string, unknown> } = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'WhetstoneError';
    this.code = code;
    this.retriable = opts.retriable ?? false;
    this.details = opts.details;
  }
}

export function isWhetstoneError(err: unknown): err is WhetstoneError {
  return err instanceof WhetstoneError;
}

/** A short message for any thrown value, without a stack. */
export function messageOf(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}
