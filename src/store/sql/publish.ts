import type { Queryable } from '../db.ts';

export async function claimTick(q: Queryable, tick: string, by: string): Promise<boolean> {
  const r = await q.query(
    'INSERT INTO publish_ticks (tick, claimed_by) VALUES ($1, $2) ON CONFLICT (tick) DO NOTHING RETURNING tick',
    [tick, by],
  );
  return r.rowCount === 1;
}

export async function selectTargetState(q: Queryable, target: string): Promise<Map<string, string>> {
  const r = await q.query<{ server: string; name: string; content_hash: string }>(
    'SELECT server, name, content_hash FROM target_state WHERE target = $1',
    [target],
  );
  return new Map(r.rows.map((x) => [`${x.server}/${x.name}`, x.content_hash]));
}

export async function upsertTargetState(
  q: Queryable,
  target: string,
  rows: { server: string; name: string; version: number; content_hash: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `INSERT INTO target_state (target, server, name, version, content_hash)
     SELECT $1, server, name, version, content_hash FROM jsonb_to_recordset($2::jsonb) AS x(server text, name text, version integer, content_hash text)
     ON CONFLICT (target, server, name) DO UPDATE SET version = EXCLUDED.version, content_hash = EXCLUDED.content_hash, published_at = now()`,
    [target, JSON.stringify(rows)],
  );
}

export async function insertPublication(
  q: Queryable,
  p: {
    target: string;
    tick: string;
    result: 'ok' | 'failed';
    versions: unknown;
    attempts: number;
    deliveryId: string | null;
    error: string | null;
  },
): Promise<void> {
  await q.query(
    'INSERT INTO publications (target, tick, result, versions, attempts, delivery_id, error) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [p.target, p.tick, p.result, JSON.stringify(p.versions), p.attempts, p.deliveryId, p.error],
  );
}

export interface PublicationRow {
  id: number;
  target: string;
  tick: string;
  result: 'ok' | 'failed';
  versions: { tool: string; version: number; content_hash: string }[];
  attempts: number;
  delivery_id: string | null;
  error: string | null;
  at: Date;
}

export async function selectPublications(q: Queryable, limit: number): Promise<PublicationRow[]> {
  const r = await q.query<PublicationRow>('SELECT * FROM publications ORDER BY id DESC LIMIT $1', [limit]);
  return r.rows;
}
