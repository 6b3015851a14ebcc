// One small interface over PostgreSQL (pg Pool) and the embedded PGlite, so every query
// and migration is the same SQL on both. Only what the store needs: parameterised
// queries, multi-statement scripts, transactions and a session-level lock.
// pg and pg-copy-streams load with the first PostgreSQL connection: the embedded store
// (and a CLI command on it) never pays for them.
import type { Client, CustomTypesConfig, Pool, PoolClient } from 'pg';
import { isWhetstoneError, WhetstoneError } from '../errors.ts';
import { openPglite } from './pglite.ts';

import type { Db, OpenOptions, Tx } from './db-types.ts';

export type { Db, OpenOptions, Queryable, QueryResult, Tx } from './db-types.ts';

export async function openDb(opts: OpenOptions): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(opts);
}

// ---------------------------------------------------------------- PostgreSQL

async function copyIn(c: PoolClient, sql: string, text: string): Promise<void> {
  const { default: copyStreams } = await import('pg-copy-streams');
  const stream = c.query(copyStreams.from(sql));
  return new Promise<void>((resolve, reject) => {
    stream.on('error', reject);
    stream.on('finish', resolve);
    stream.end(text);
  });
}

// int8 ids and counts as JS numbers: our ids stay far below 2^53, and numbers keep the
// two backends identical (PGlite already returns numbers).
async function loadPg() {
  const { default: pg } = await import('pg');
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === 20) return (v: string) => Number(v);
      return pg.types.getTypeParser(oid, format as 'text');
    },
  } as CustomTypesConfig;
  return { pg, types };
}

async function openPostgres(url: string, opts: OpenOptions): Promise<Db> {
  const location = redactUrl(url);
  const { pg, types } = await loadPg();
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolMax,
    connectionTimeoutMillis: opts.connectTimeoutMs,
    types,
  });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  const run = pooledRunner(pool, location);
  const db: Db = {
    kind: 'postgres',
    location,
    async query<T>(sql: string, params?: unknown[]) {
      const r = await run((c) => c.query(sql, params as unknown[]));
      return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
    },
    async exec(sql) {
      await run((c) => c.query(sql));
    },
    async transaction(fn) {
      return run((c) => pgTransaction(c, fn));
    },
    async withAdvisoryLock(key, fn) {
      return run(async (c) => {
        await c.query('SELECT pg_advisory_lock($1)', [key.toString()]);
        try {
          return await fn();
        } finally {
          await c.query('SELECT pg_advisory_unlock($1)', [key.toString()]).catch(() => {});
        }
      });
    },
    listen: (channel, onNotify, lopts) => listenPostgres(url, opts.connectTimeoutMs, channel, onNotify, lopts),
    async tryAdvisoryLock(key, fn) {
      return run(async (c) => {
        const got = await c.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [key.toString()]);
        if (!got.rows[0]?.ok) return { acquired: false as const };
        try {
          return { acquired: true as const, value: await fn() };
        } finally {
          await c.query('SELECT pg_advisory_unlock($1)', [key.toString()]).catch(() => {});
        }
      });
    },
    async close() {
      await pool.end();
    },
  };
  // Fail at open, with a message about the server, not at the first query.
  await db.query('SELECT 1');
  return db;
}

type Runner = <T>(fn: (c: PoolClient) => Promise<T>) => Promise<T>;

/** Runs fn on a pooled client, turning a lost or refused connection into one clear error. */
function pooledRunner(pool: Pool, location: string): Runner {
  return async <T>(fn: (c: PoolClient) => Promise<T>): Promise<T> => {
    let client: PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      throw unreachable(location, err);
    }
    // A connection that drops while checked out emits 'error' on the client; without a
    // listener that would crash the process. The failing query rejects anyway, and the
    // broken client is destroyed instead of going back to the pool.
    let broken: Error | undefined;
    const onError = (err: Error) => {
      broken = err;
    };
    client.on('error', onError);
    try {
      return await fn(client);
    } catch (err) {
      // A missing right (42501, e.g. to create the schema's tables) is the operator's to
      // fix, and the driver's own message does not say how.
      const refused = isWhetstoneError(err) ? undefined : refusedError(location, err);
      if (refused) throw refused;
      broken ??= isConnectionError(err) ? (err as Error) : undefined;
      // A pooled connection that died with the server is the same outage as a refused
      // connect: callers see one retriable db_unreachable, not a raw driver error.
      if (broken && !isWhetstoneError(err)) throw unreachable(location, err);
      throw err;
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  };
}

/** One transaction on a checked-out client: committed if fn resolves, rolled back if it throws. */
async function pgTransaction<T>(c: PoolClient, fn: (tx: Tx) => Promise<T>): Promise<T> {
  await c.query('BEGIN');
  try {
    const tx: Tx = {
      async query<R>(sql: string, params?: unknown[]) {
        const r = await c.query(sql, params as unknown[]);
        return { rows: r.rows as R[], rowCount: r.rowCount ?? 0 };
      },
      async exec(sql: string) {
        await c.query(sql);
      },
      copyFrom: (sql: string, text: string) => copyIn(c, sql, text),
    };
    const out = await fn(tx);
    await c.query('COMMIT');
    return out;
  } catch (err) {
    await c.query('ROLLBACK').catch(() => {});
    throw err;
  }
}

/**
 * LISTEN on a dedicated connection that reconnects (see Db.listen): one connection at a
 * time and one reconnect loop.
 */
async function listenPostgres(
  url: string,
  connectTimeoutMs: number,
  channel: string,
  onNotify: (payload: string) => void,
  lopts: { onReconnect?: () => void } | undefined,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
  // One connection at a time and one reconnect loop: a lost connection (its 'error'
  // and 'end' both fire) schedules at most one attempt, a failed attempt schedules
  // the next with a longer delay, and a late event from an old connection is ignored.
  // Each connection carries its own notification handler, dropped with it, so a
  // notification is never delivered twice.
  let stopped = false;
  let client: Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  const retired = new WeakSet<Client>();
  const connect = () =>
    listeningClient(
      { url, connectTimeoutMs, channel },
      (c, payload) => {
        if (!retired.has(c) && !stopped) onNotify(payload);
      },
      (c) => lost(c),
    );
  const lost = (c: Client) => {
    retired.add(c);
    if (c !== client) return;
    client = undefined;
    void c.end().catch(() => {});
    schedule();
  };
  const schedule = () => {
    if (stopped || timer) return;
    // 100 ms, doubling to 30 s, with jitter so many listeners do not reconnect in step.
    const delay = Math.min(30_000, 100 * 2 ** Math.min(failures, 9)) * (0.5 + Math.random() / 2);
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        (c) => {
          if (stopped) return void c.end().catch(() => {});
          if (retired.has(c)) {
            // lost before we took it
            failures++;
            schedule();
            return;
          }
          client = c;
          failures = 0;
          lopts?.onReconnect?.();
        },
        () => {
          failures++;
          schedule();
        },
      );
    }, delay);
    timer.unref();
  };
  client = await connect();
  if (retired.has(client)) lost(client);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}

/** A new client LISTENing on `channel`; `onLost` on its 'error' or 'end' (a failed connect retires it too). */
async function listeningClient(
  o: { url: string; connectTimeoutMs: number; channel: string },
  onPayload: (c: Client, payload: string) => void,
  onLost: (c: Client) => void,
): Promise<Client> {
  const { pg, types } = await loadPg();
  const c = new pg.Client({
    connectionString: o.url,
    connectionTimeoutMillis: o.connectTimeoutMs,
    types,
  });
  c.on('notification', (m) => {
    if (m.channel === o.channel) onPayload(c, m.payload ?? '');
  });
  c.on('error', () => onLost(c));
  c.on('end', () => onLost(c));
  try {
    await c.connect();
    await c.query(`LISTEN ${o.channel}`);
  } catch (err) {
    onLost(c);
    await c.end().catch(() => {});
    throw err;
  }
  return c;
}

function isConnectionError(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return (
    (e?.code !== undefined && /^(ECONN|EPIPE|ETIMEDOUT|57P0|08)/.test(e.code)) ||
    /Connection terminated|connection ended/i.test(e?.message ?? '')
  );
}

// SQLSTATEs at which trying again never helps: the database, the role, its password or
// its rights are wrong. Each names its fix; the caller gets a non-retriable db_refused.
const REFUSED_FIXES: Record<string, string> = {
  '3D000': 'create the database (createdb, or CREATE DATABASE) or point DATABASE_URL at one that exists',
  '28000': 'use a role that exists and may log in (the user in DATABASE_URL), or allow it in pg_hba.conf',
  '28P01': 'fix the user or password in DATABASE_URL',
  '42501':
    "grant the role in DATABASE_URL what Whetstone needs (CONNECT on the database; USAGE and CREATE on schema public, to migrate), or use the role that owns Whetstone's tables",
};

/** A permanent refusal by the server, with what to do; undefined for anything else. */
export function refusedError(location: string, err: unknown): WhetstoneError | undefined {
  const e = err as { code?: unknown; message?: unknown } | undefined;
  const fix = typeof e?.code === 'string' ? REFUSED_FIXES[e.code] : undefined;
  if (fix === undefined) return undefined;
  return new WhetstoneError(
    'db_refused',
    `PostgreSQL at ${location} refused: ${String(e?.message)} (${e?.code}); ${fix}`,
    {
      cause: err,
    },
  );
}

function unreachable(location: string, err: unknown): WhetstoneError {
  const refused = refusedError(location, err);
  if (refused) return refused;
  const e = err as NodeJS.ErrnoException;
  const why = e.code ?? e.message;
  return new WhetstoneError(
    'db_unreachable',
    `cannot reach PostgreSQL at ${location} (${why}); check DATABASE_URL and that the server is running`,
    { retriable: true, cause: err },
  );
}

export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return `${u.host}${u.pathname}`;
  } catch {
    return 'the configured database';
  }
}
