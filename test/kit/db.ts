import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { openDb, type Db } from '../../src/store/db.ts';
import { migrate } from '../../src/store/migrate.ts';
import { PG_ADMIN_URL } from './env.ts';
import { stampDatabase } from './pg-sweep.ts';
import { createMigratedDatabase, databaseUrl } from './pg-template.ts';
import { copyInitialisedPglite, copyMigratedPglite } from './pglite-template.ts';

export interface TestStore {
  kind: 'postgres' | 'pglite';
  /** Environment a CLI subprocess needs to reach this store. */
  env: Record<string, string>;
  open(): Promise<Db>;
  cleanup(): Promise<void>;
}

export async function freshPostgres(): Promise<TestStore> {
  return postgresStore(async (name) => {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await stampDatabase(admin, name);
    await admin.end();
  });
}

/** A fresh PostgreSQL store with every migration applied: a copy of the migrated template. */
export async function freshMigratedPostgres(): Promise<TestStore> {
  return postgresStore(createMigratedDatabase);
}

async function postgresStore(create: (name: string) => Promise<void>): Promise<TestStore> {
  const name = `whetstone_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await create(name);
  const url = databaseUrl(name);
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url },
    open: () => openDb({ databaseUrl: url, dataDir: '.', connectTimeoutMs: 5000, lockTimeoutMs: 30_000, poolMax: 10 }),
    async cleanup() {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export function freshPglite(): Promise<TestStore> {
  return pgliteStore(copyInitialisedPglite);
}

/** A fresh PGlite store with every migration applied: a copy of the migrated template. */
export function freshMigratedPglite(): Promise<TestStore> {
  return pgliteStore(copyMigratedPglite);
}

async function pgliteStore(fill: (dataDir: string) => Promise<void>): Promise<TestStore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'whetstone-test-'));
  await fill(dataDir);
  return {
    kind: 'pglite',
    env: { WHETSTONE_DATA_DIR: dataDir },
    open: () => openDb({ dataDir, connectTimeoutMs: 5000, lockTimeoutMs: 60_000, poolMax: 1 }),
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const backends: [string, () => Promise<TestStore>][] = [
  ['postgres', freshPostgres],
  ['pglite', freshPglite],
];

export async function openMigrated(store: TestStore): Promise<Db> {
  const db = await store.open();
  await migrate(db);
  return db;
}

/** A store a describe block owns: created before its tests, dropped after them. */
export interface StoreHandle {
  /** The store (its `env` reaches it from a CLI subprocess). Only inside tests and hooks. */
  readonly store: TestStore;
  readonly env: Record<string, string>;
}

/** A migrated store with a connection open in this process. */
export interface MigratedStoreHandle extends StoreHandle {
  readonly db: Db;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is only available inside tests and hooks (after beforeAll)`);
  return value;
}

/**
 * Registers beforeAll/afterAll that create a fresh store and drop it. Nothing is opened in this
 * process, so a CLI subprocess may own it (PGlite admits one process at a time).
 */
export function withStore(fresh: () => Promise<TestStore> = freshPostgres): StoreHandle {
  let store: TestStore | undefined;
  beforeAll(async () => {
    store = await fresh();
  });
  afterAll(async () => store?.cleanup());
  return {
    get store() {
      return required(store, 'store');
    },
    get env() {
      return required(store, 'store').env;
    },
  };
}

/** The migrated copy for a kit backend (`fresh` itself for any other): the same store, migrated. */
export function migratedCopy(fresh: () => Promise<TestStore>): Promise<TestStore> {
  if (fresh === freshPostgres) return freshMigratedPostgres();
  if (fresh === freshPglite) return freshMigratedPglite();
  return fresh();
}

/** When the kit's hooks run: once around the block's tests (default) or around each test. */
export interface StoreOptions {
  perTest?: boolean;
}

/**
 * Registers hooks that create a fresh store, open and migrate it, and close and drop it again
 * (beforeAll/afterAll, or beforeEach/afterEach with perTest). Hooks registered after this call
 * see `.db`; their after-hooks run before the drop.
 */
export function withMigratedStore(
  fresh: () => Promise<TestStore> = freshPostgres,
  { perTest = false }: StoreOptions = {},
): MigratedStoreHandle {
  let store: TestStore | undefined;
  let db: Db | undefined;
  (perTest ? beforeEach : beforeAll)(async () => {
    // A copy of the backend's migrated template; migrate then checks it and applies nothing.
    store = await migratedCopy(fresh);
    db = await openMigrated(store);
  });
  (perTest ? afterEach : afterAll)(async () => {
    await db?.close();
    await store?.cleanup();
    db = undefined;
    store = undefined;
  });
  return {
    get store() {
      return required(store, 'store');
    },
    get env() {
      return required(store, 'store').env;
    },
    get db() {
      return required(db, 'db');
    },
  };
}
