// Leftover test databases. The kit drops each database it clones when its tests end
// (db.ts), but a run killed or timed out before its after-hooks leaves its clones behind,
// and each set of migrations leaves a template (pg-template.ts) that no later run uses
// once a migration changes. Every kit database is stamped with when it was last used, in
// its COMMENT (the one mark PostgreSQL keeps on a database a run can set without a table
// of its own); one unused for longer than any run takes is dropped by the next run. A
// database seen without a stamp (made before stamps, or by another checkout's kit) gets
// one instead: its clock starts there, so a run still using it is never cut short.
import type pg from 'pg';

/** What the kit names its databases (clones, templates, the deploy walk-through's). */
const KIT_NAMES = ['whetstone\\_test\\_%', 'whetstone\\_tpl\\_%', 'whetstone\\_deploy\\_%'];
/** Longer than any test run takes: a kit database unused this long belongs to none. */
export const STALE_AFTER_MS = 2 * 60 * 60 * 1000;
const STAMP = 'whetstone test kit, last used ';

/** Marks database `name` as used now (names here are the kit's own, never input). */
export async function stampDatabase(admin: pg.Client, name: string, now = new Date()): Promise<void> {
  await admin.query(`COMMENT ON DATABASE ${name} IS '${STAMP}${now.toISOString()}'`);
}

/** When the kit last stamped a database; undefined when its comment is no stamp. */
export function stampedAt(comment: string | null): number | undefined {
  if (!comment?.startsWith(STAMP)) return undefined;
  const t = Date.parse(comment.slice(STAMP.length));
  return Number.isNaN(t) ? undefined : t;
}

export interface Sweep {
  dropped: string[];
  stamped: string[];
  /** Stale, but still open somewhere (DROP without FORCE refused): left for a later run. */
  inUse: string[];
}

/**
 * Drops the kit's databases last stamped over STALE_AFTER_MS ago, and stamps the unstamped;
 * `keep` is never dropped (the template this run clones from).
 */
export async function sweepStaleDatabases(admin: pg.Client, keep: string, now = new Date()): Promise<Sweep> {
  const { rows } = await admin.query<{ name: string; comment: string | null; open: boolean }>(
    `SELECT d.datname AS name, shobj_description(d.oid, 'pg_database') AS comment,
            EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.datid = d.oid) AS open
       FROM pg_database d
      WHERE (${KIT_NAMES.map((_, i) => `d.datname LIKE $${i + 1}`).join(' OR ')}) AND d.datname <> $${KIT_NAMES.length + 1}
      ORDER BY d.datname`,
    [...KIT_NAMES, keep],
  );
  const sweep: Sweep = { dropped: [], stamped: [], inUse: [] };
  for (const { name, comment, open } of rows) {
    const at = stampedAt(comment);
    if (at === undefined) {
      // Dropped meanwhile by its own run: nothing to stamp.
      await stampDatabase(admin, name, now).then(
        () => sweep.stamped.push(name),
        () => undefined,
      );
    } else if (now.getTime() - at > STALE_AFTER_MS) {
      // Open ones are skipped (DROP would wait 5 s for them to close, under the build lock),
      // and DROP is without FORCE: one opened since is not pulled from under its user.
      if (open) {
        sweep.inUse.push(name);
        continue;
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name}`).then(
        () => sweep.dropped.push(name),
        () => sweep.inUse.push(name),
      );
    }
  }
  return sweep;
}
