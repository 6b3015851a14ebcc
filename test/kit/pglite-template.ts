// An embedded database directory that PGlite has initialised (initdb) but no migration
// has touched, copied for each fresh PGlite store. initdb is most of a first open: some
// 20 s and 8 CPU-seconds on a loaded two-core machine, paid once per run instead of once
// per store. A copy is what a first open leaves behind, so every test still migrates
// (the CLI's or the kit's migrate) from an empty schema; the first open itself stays
// covered by the template's build and by tests that open their own --data-dir.
// A second template, migrated, serves stores the kit migrates itself (withMigratedStore):
// migrating took 2–6 s per store; the CLI's own migrate from empty stays covered elsewhere.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadMigrations, migrate } from '../../src/store/migrate.ts';
import { openPglite } from '../../src/store/pglite.ts';

const require = createRequire(import.meta.url);

/** Names the template by the PGlite build, so an upgrade never reuses an old cluster. */
function templateDir(): string {
  // The package exports no ./package.json: found from its entry point (in dist/).
  const dist = dirname(require.resolve('@electric-sql/pglite'));
  const { version } = JSON.parse(readFileSync(join(dist, '..', 'package.json'), 'utf8')) as { version: string };
  const wasm = statSync(join(dist, 'pglite.wasm'));
  return join(tmpdir(), `whetstone-pglite-initdb-${version}-${wasm.size}-${Math.trunc(wasm.mtimeMs)}`);
}

const OPTS = { connectTimeoutMs: 5000, lockTimeoutMs: 60_000, poolMax: 1 } as const;

/** An embedded database opened on `dataDir` for `use`, then closed. */
async function withPglite(dataDir: string, use: (db: Awaited<ReturnType<typeof openPglite>>) => Promise<void>) {
  const db = await openPglite({ dataDir, ...OPTS });
  try {
    await use(db);
  } finally {
    await db.close();
  }
}

async function build(dir: string, fill: (tmp: string) => Promise<void>): Promise<void> {
  // Built beside its final place and renamed into it: a worker that loses the race, or a
  // run killed halfway, never leaves a half-made template under the final name.
  const tmp = mkdtempSync(`${dir}.building-`);
  try {
    await fill(tmp);
    renameSync(tmp, dir);
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw err;
  }
}

function exists(dir: string): boolean {
  try {
    return statSync(join(dir, 'db', 'PG_VERSION')).isFile();
  } catch {
    return false;
  }
}

let ready: Promise<string> | undefined;

/** The template's directory, built on first use (per process; the first process to finish wins). */
function template(): Promise<string> {
  ready ??= (async () => {
    const dir = templateDir();
    if (!exists(dir)) await build(dir, (tmp) => withPglite(tmp, async () => {}));
    return dir;
  })();
  return ready;
}

/** Fills `dataDir` with a freshly initialised, unmigrated embedded database. */
export async function copyInitialisedPglite(dataDir: string): Promise<void> {
  cpSync(join(await template(), 'db'), join(dataDir, 'db'), { recursive: true });
}

// A migrated template nothing used for this long is left from older migrations: dropped.
const STALE_MS = 2 * 60 * 60 * 1000;

let migratedReady: Promise<string> | undefined;

/** The migrated template: the initdb template with every migration applied, named by them. */
function migratedTemplate(): Promise<string> {
  migratedReady ??= (async () => {
    const h = createHash('sha256');
    for (const m of loadMigrations()) h.update(`${m.name}:${m.checksum}\n`);
    const base = `${templateDir()}-migrated-`;
    const dir = `${base}${h.digest('hex').slice(0, 16)}`;
    if (!exists(dir))
      await build(dir, async (tmp) => {
        cpSync(join(await template(), 'db'), join(tmp, 'db'), { recursive: true });
        await withPglite(tmp, async (db) => void (await migrate(db)));
      });
    const now = new Date();
    utimesSync(dir, now, now); // used now: the sweep below (in other runs) leaves it
    const parent = dirname(dir);
    for (const name of readdirSync(parent)) {
      const other = join(parent, name);
      if (!other.startsWith(base) || other === dir) continue;
      if (Date.now() - statSync(other).mtimeMs > STALE_MS) rmSync(other, { recursive: true, force: true });
    }
    return dir;
  })();
  migratedReady.catch(() => {
    migratedReady = undefined;
  });
  return migratedReady;
}

/** Fills `dataDir` with an embedded database that has every migration applied. */
export async function copyMigratedPglite(dataDir: string): Promise<void> {
  cpSync(join(await migratedTemplate(), 'db'), join(dataDir, 'db'), { recursive: true });
}
