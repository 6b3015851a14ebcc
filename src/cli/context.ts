// Each command resolves the configuration once, opens the store, brings its schema up to
// date (refusing a database that is ahead of this code) and closes it again.
import { resolveConfig, type Config } from '../config.ts';
import { openDb, type Db } from '../store/db.ts';
import { migrate } from '../store/migrate.ts';

export interface GlobalOptions {
  config?: string;
  actor?: string;
  dataDir?: string;
}

export interface Context {
  config: Config;
  db: Db;
}

export function configFrom(g: GlobalOptions): Config {
  return resolveConfig({ configFile: g.config, overrides: { actor: g.actor, dataDir: g.dataDir } });
}

export async function withContext<T>(g: GlobalOptions, fn: (ctx: Context) => Promise<T>): Promise<T> {
  const config = configFrom(g);
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    lockTimeoutMs: config.dbLockTimeoutMs,
    poolMax: config.dbPoolMax,
  });
  try {
    await migrate(db);
    return await fn({ config, db });
  } finally {
    await db.close();
  }
}
