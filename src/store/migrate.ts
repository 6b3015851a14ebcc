// Numbered .sql files in migrations/, applied in order, each in its own transaction,
// all under one advisory lock so that concurrent starters apply each file once. A
// database that holds a migration this code does not know (a newer Whetstone ran on it)
// or whose applied file has since changed is refused rather than guessed at.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { WhetstoneError } from '../errors.ts';
import type { Db } from './db.ts';
import { selectAppliedMigrations, insertAppliedMigration, createMigrationsTable } from './sql/migrations.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));
/** Advisory lock key for migrations ("whetstone migrate"). */
export const MIGRATION_LOCK_KEY = 0x7773_6d69_6772n;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((name) => {
      const sql = readFileSync(`${dir}/${name}`, 'utf8');
      return { name: name.replace(/\.sql$/, ''), sql, checksum: sha256(sql) };
    });
}

export interface MigrateResult {
  applied: string[];
  alreadyApplied: number;
}

export async function migrate(db: Db, migrations = loadMigrations()): Promise<MigrateResult> {
  return db.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    await createMigrationsTable(db);
    const applied = await selectAppliedMigrations(db);
    checkKnown(applied, migrations);
    const done = new Set(applied.map((m) => m.name));
    const result: MigrateResult = { applied: [], alreadyApplied: done.size };
    for (const m of migrations) {
      if (done.has(m.name)) continue;
      await db.transaction(async (tx) => {
        try {
          await tx.exec(m.sql);
        } catch (err) {
          throw new WhetstoneError('db_migration_changed', `migration ${m.name} failed: ${(err as Error).message}`, {
            cause: err,
          });
        }
        await insertAppliedMigration(tx, m.name, m.checksum);
      });
      result.applied.push(m.name);
    }
    return result;
  });
}

function checkKnown(applied: { name: string; checksum: string }[], known: Migration[]): void {
  const byName = new Map(known.map((m) => [m.name, m]));
  for (const a of applied) {
    const m = byName.get(a.name);
    if (!m) {
      throw new WhetstoneError(
        'db_schema_ahead',
        `the database has migration ${a.name}, which this Whetstone does not know; ` +
          `run the Whetstone version that created it (or newer), or point DATABASE_URL at another database`,
      );
    }
    if (m.checksum !== a.checksum) {
      throw new WhetstoneError(
        'db_migration_changed',
        `migration ${a.name} was changed after it was applied to this database; ` +
          `restore migrations/${a.name}.sql and put the change in a new numbered migration`,
      );
    }
  }
}

function sha256(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}
