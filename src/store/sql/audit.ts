import type { Queryable } from '../db.ts';
import type { AuditRow } from '../types.ts';

export async function insertAudit(
  q: Queryable,
  a: { actor: string; action: string; subject: string; details?: Record<string, unknown> },
): Promise<void> {
  await q.query('INSERT INTO audit_log (actor, action, subject, details) VALUES ($1, $2, $3, $4)', [
    a.actor,
    a.action,
    a.subject,
    JSON.stringify(a.details ?? {}),
  ]);
}

export async function selectAudit(q: Queryable, f: { tool?: string | undefined; limit: number }): Promise<AuditRow[]> {
  const r = await q.query<AuditRow>(
    `SELECT * FROM audit_log
      WHERE ($1::text IS NULL OR subject = 'tool:' || $1 OR details->>'tool' = $1)
      ORDER BY id DESC LIMIT $2`,
    [f.tool ?? null, f.limit],
  );
  return r.rows;
}
