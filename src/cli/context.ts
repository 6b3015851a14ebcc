// Each command resolves the configuration once, opens the store, brings its schema up to
// date (refusing a database that is ahead of this code) and closes it again. The modules
// are imported when a command runs, so registering commands loads none of them.
import type { Config, ResolveOptions } from '../config.ts';
import type { Db } from '../store/db.ts';

export interface GlobalOptions {
  config?: string;
  actor?: string;
  dataDir?: string;
}

export interface Context {
  config: Config;
  db: Db;
}

/** A command's own flags that set config keys (validated with the rest, named in errors as flags). */
export type CommandSettings = Pick<ResolveOptions, 'overrides' | 'flags'>;

export async function configFrom(g: GlobalOptions, own: CommandSettings = {}): Promise<Config> {
  const { resolveConfig } = await import('../config.ts');
  return resolveConfig({
    configFile: g.config,
    overrides: { ...own.overrides, actor: g.actor, dataDir: g.dataDir },
    ...(own.flags ? { flags: own.flags } : {}),
  });
}

export async function withContext<T>(
  g: GlobalOptions,
  fn: (ctx: Context) => Promise<T>,
  own: CommandSettings = {},
): Promise<T> {
  const config = await configFrom(g, own);
  const [{ openDb }, { migrate }] = await Promise.all([import('../store/db.ts'), import('../store/migrate.ts')]);
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
