import type { Queryable } from '../db.ts';

export async function createMigrationsTable(q: Queryable): Promise<void> {
  await q.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    checksum text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
}

export async function selectAppliedMigrations(q: Queryable): Promise<{ name: string; checksum: string }[]> {
  const r = await q.query<{ name: string; checksum: string }>(
    'SELECT name, checksum FROM schema_migrations ORDER BY name',
  );
  return r.rows;
}

export async function insertAppliedMigration(q: Queryable, name: string, checksum: string): Promise<void> {
  await q.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [name, checksum]);
}
