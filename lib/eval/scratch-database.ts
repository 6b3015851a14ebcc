// A throwaway PostgreSQL database for one bench run (the judge-real evaluation needs one too).
import pg from 'pg';

const ADMIN_URL = process.env.WHETSTONE_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database for one bench run; dropped by the returned function. */
export async function benchDatabase(tag: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `whetstone_bench_${tag.replace(/[^a-z0-9_]/g, '_')}_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
