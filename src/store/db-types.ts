// The store's interface (db.ts opens one), apart from both backends so each can import it
// without importing the other.
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

/** A transaction's handle. `copyFrom` exists on PostgreSQL only (PGlite has no COPY FROM STDIN stream). */
export interface Tx extends Queryable {
  exec(sql: string): Promise<void>;
  /** Streams `text` (COPY text format) into `COPY … FROM STDIN`. */
  copyFrom?: (sql: string, text: string) => Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /** Human-readable location, never a password. */
  readonly location: string;
  /** Runs a multi-statement script outside any transaction of ours. */
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction: committed if fn resolves, rolled back if it throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Holds a session-level advisory lock on `key` while fn runs. */
  withAdvisoryLock<T>(key: bigint, fn: () => Promise<T>): Promise<T>;
  /**
   * Calls back on every NOTIFY on `channel` (PostgreSQL: a dedicated connection that
   * reconnects; PGlite: in-process). Returns a function that stops listening.
   * Notifications sent while the connection was down are lost (PostgreSQL keeps none for
   * a listener that is gone): `onReconnect` runs after each reconnection so the caller
   * can reload in full.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    opts?: { onReconnect?: () => void },
  ): Promise<() => Promise<void>>;
  /** Runs fn only if the lock is free now; another holder means { acquired: false }. */
  tryAdvisoryLock<T>(key: bigint, fn: () => Promise<T>): Promise<{ acquired: true; value: T } | { acquired: false }>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  connectTimeoutMs: number;
  lockTimeoutMs: number;
  poolMax: number;
}
