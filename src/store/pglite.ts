// The embedded store (PGlite, PostgreSQL in WASM) behind the same Db interface as the
// server (db.ts), for a checkout without DATABASE_URL.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { WhetstoneError } from '../errors.ts';
import type { Db, OpenOptions } from './db-types.ts';
import { acquireDirLock, type DirLock } from './dir-lock.ts';

// A smaller buffer pool than PostgreSQL's 128 MB: the WASM heap is set up for it at every
// start, and a CLI command opens the store once and reads a few pages.
const withSmallBuffers = (defaults: string[]) => [...defaults, '-c', 'shared_buffers=16MB'];

export async function openPglite(opts: OpenOptions): Promise<Db> {
  const dir = resolve(opts.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  // PGlite is one process's database: a second process opening the same directory would
  // corrupt it, so processes take turns through a lock file (CLI commands are short).
  const lock: DirLock = await acquireDirLock(resolve(opts.dataDir, 'db.lock'), opts.lockTimeoutMs);
  let pglite: import('@electric-sql/pglite').PGlite;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    pglite = await PGlite.create(dir, { startParams: withSmallBuffers(PGlite.defaultStartParams) });
  } catch (err) {
    lock.release();
    throw new WhetstoneError(
      'db_unreachable',
      `cannot open the embedded database in ${dir}: ${(err as Error).message}`,
      {
        cause: err,
      },
    );
  }
  // Within the process, advisory locks are a promise chain: PGlite has one connection, so
  // a SQL advisory lock would always be granted to ourselves.
  let lockChain: Promise<unknown> = Promise.resolve();
  const held = new Set<bigint>();
  let closed = false;
  return {
    kind: 'pglite',
    location: dir,
    async query<T>(sql: string, params?: unknown[]) {
      const r = await pglite.query<T>(sql, params);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(sql) {
      await pglite.exec(sql);
    },
    async transaction(fn) {
      return pglite.transaction(async (t) =>
        fn({
          async query<T>(sql: string, params?: unknown[]) {
            const r = await t.query<T>(sql, params);
            return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
          },
          async exec(sql: string) {
            await t.exec(sql);
          },
        }),
      );
    },
    async withAdvisoryLock(_key, fn) {
      const run = lockChain.then(fn, fn);
      lockChain = run.catch(() => {});
      return run;
    },
    async listen(channel, onNotify) {
      const unlisten = await pglite.listen(channel, onNotify);
      return async () => {
        await unlisten().catch(() => {});
      };
    },
    async tryAdvisoryLock(key, fn) {
      if (held.has(key)) return { acquired: false as const };
      held.add(key);
      try {
        return { acquired: true as const, value: await fn() };
      } finally {
        held.delete(key);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        lock.release();
      }
    },
  };
}
