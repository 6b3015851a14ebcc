// One migrated PostgreSQL database per set of migrations, which fresh migrated stores are
// cloned from (CREATE DATABASE … TEMPLATE): a clone is a file copy on the server, where
// applying every migration again took about a second per store, and dozens of tests take
// a store each. Named by the migrations' names and checksums, so an edited or added
// migration gets a template of its own; the kit still runs migrate on each clone, which
// checks the checksums and applies nothing. Templates and clones are stamped when used,
// and the first use in each test process drops those no run has used for hours (pg-sweep.ts).
import { createHash } from 'node:crypto';
import pg from 'pg';
import { openDb } from '../../src/store/db.ts';
import { loadMigrations, migrate } from '../../src/store/migrate.ts';
import { PG_ADMIN_URL } from './env.ts';
import { stampDatabase, sweepStaleDatabases } from './pg-sweep.ts';

// Serialises building the template between test workers (any key no product lock uses).
const BUILD_LOCK = 0x7773_7470_6c74n;

function templateName(): string {
  const h = createHash('sha256');
  for (const m of loadMigrations()) h.update(`${m.name}:${m.checksum}\n`);
  return `whetstone_tpl_${h.digest('hex').slice(0, 16)}`;
}

export function databaseUrl(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function build(admin: pg.Client, name: string): Promise<void> {
  // Migrated under another name and renamed when done: a run killed halfway leaves no
  // half-migrated template under the name clones are made from.
  const building = `${name}_building`;
  await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${building}`);
  const db = await openDb({
    databaseUrl: databaseUrl(building),
    dataDir: '.',
    connectTimeoutMs: 5000,
    lockTimeoutMs: 30_000,
    poolMax: 2,
  });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
}

let ready: Promise<string> | undefined;

/** The template's name, built by the first worker that needs it (others wait on its lock). */
function template(admin: pg.Client): Promise<string> {
  ready ??= (async () => {
    const name = templateName();
    await admin.query('SELECT pg_advisory_lock($1)', [BUILD_LOCK.toString()]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) await build(admin, name);
      await stampDatabase(admin, name);
      // Under the build lock, so no other kit is building a template meanwhile.
      await sweepStaleDatabases(admin, name).catch((err: unknown) =>
        process.stderr.write(`test kit: could not drop stale test databases: ${String(err)}\n`),
      );
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [BUILD_LOCK.toString()]);
    }
    return name;
  })();
  ready.catch(() => {
    ready = undefined;
  });
  return ready;
}

/** Creates database `name` as a copy of the migrated template, stamped as used now. */
export async function createMigratedDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await template(admin)}`).catch(async (err: unknown) => {
      // 3D000: the template this process found was dropped since (another checkout's run
      // found it unused for hours): build it again, once.
      if ((err as { code?: string }).code !== '3D000') throw err;
      ready = undefined;
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await template(admin)}`);
    });
    await stampDatabase(admin, name);
  } finally {
    await admin.end();
  }
}
