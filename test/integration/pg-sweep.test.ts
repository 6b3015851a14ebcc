// The kit's leftover sweep (test/kit/pg-sweep.ts) on the real PostgreSQL: databases the kit
// made and nobody has used for longer than a run are dropped; recent ones, unstamped ones
// (their clock starts now), open ones and the template in use stay.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMigratedPostgres } from '../kit/db.ts';
import { PG_ADMIN_URL } from '../kit/env.ts';
import { STALE_AFTER_MS, stampDatabase, stampedAt, sweepStaleDatabases } from '../kit/pg-sweep.ts';
import { databaseUrl } from '../kit/pg-template.ts';

const tag = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const name = (what: string) => `whetstone_test_sweep_${tag}_${what}`;
const KEEP = `whetstone_tpl_sweep_${tag}`;
const MINE = [name('old'), name('recent'), name('bare'), name('open'), KEEP];
const LONG_AGO = new Date(Date.now() - STALE_AFTER_MS - 60_000);

describe('the test kit sweep of stale databases', () => {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  const holder = new pg.Client({ connectionString: databaseUrl(name('open')) });

  const comment = async (db: string) =>
    (
      await admin.query<{ c: string | null }>(
        "SELECT shobj_description(oid, 'pg_database') AS c FROM pg_database WHERE datname = $1",
        [db],
      )
    ).rows[0]?.c;
  const exists = async (db: string) =>
    ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [db])).rowCount ?? 0) > 0;

  beforeAll(async () => {
    await admin.connect();
    for (const db of MINE) await admin.query(`CREATE DATABASE ${db}`);
    for (const db of [name('old'), name('open'), KEEP]) await stampDatabase(admin, db, LONG_AGO);
    await stampDatabase(admin, name('recent'));
    await holder.connect();
  });
  afterAll(async () => {
    await holder.end().catch(() => {});
    for (const db of MINE) await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    await admin.end();
  });

  it('drops the stale, stamps the unstamped, keeps the recent, the open and the template in use', async () => {
    const before = Date.now();
    const sweep = await sweepStaleDatabases(admin, KEEP);
    expect(sweep.dropped).toContain(name('old'));
    expect(await exists(name('old'))).toBe(false);
    expect(sweep.inUse).toContain(name('open'));
    expect(await exists(name('open'))).toBe(true);
    expect(sweep.stamped).toContain(name('bare'));
    expect(stampedAt((await comment(name('bare'))) ?? null)).toBeGreaterThanOrEqual(before - 1000);
    for (const db of [name('recent'), KEEP]) expect(await exists(db)).toBe(true);
    expect([...sweep.dropped, ...sweep.stamped, ...sweep.inUse]).not.toContain(KEEP);
    expect([...sweep.dropped, ...sweep.stamped, ...sweep.inUse]).not.toContain(name('recent'));
    // A second sweep finds nothing of these to do: the bare one's clock started.
    const again = await sweepStaleDatabases(admin, KEEP);
    expect([...again.dropped, ...again.stamped]).not.toContain(name('bare'));
  });

  it("stamps the kit's clones when it makes them, and drops them when their tests end", async () => {
    const store = await freshMigratedPostgres();
    const db = new URL(store.env.DATABASE_URL!).pathname.slice(1);
    expect(stampedAt((await comment(db)) ?? null)).toBeGreaterThan(Date.now() - 60_000);
    await store.cleanup();
    expect(await exists(db)).toBe(false);
  });

  it('reads only its own stamps', () => {
    expect(stampedAt(null)).toBeUndefined();
    expect(stampedAt('a database for the billing team')).toBeUndefined();
    expect(stampedAt('whetstone test kit, last used not-a-date')).toBeUndefined();
    expect(stampedAt('whetstone test kit, last used 2026-01-02T03:04:05.000Z')).toBe(Date.UTC(2026, 0, 2, 3, 4, 5));
  });
});
