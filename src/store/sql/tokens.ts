import type { Queryable } from '../db.ts';

/** agent: may call tools through `proxy --http`, nothing else (not ranked with the others). */
export type Role = 'viewer' | 'reviewer' | 'admin' | 'agent';

export interface TokenRow {
  id: number;
  name: string;
  role: Role;
  created_by: string;
  created_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

export async function insertToken(
  q: Queryable,
  t: { name: string; role: Role; hash: string; createdBy: string },
): Promise<TokenRow> {
  const r = await q.query<TokenRow>(
    `INSERT INTO api_tokens (name, role, token_hash, created_by) VALUES ($1, $2, $3, $4)
     RETURNING id, name, role, created_by, created_at, revoked_at, last_used_at`,
    [t.name, t.role, t.hash, t.createdBy],
  );
  return r.rows[0]!;
}

export async function selectTokenByHash(q: Queryable, hash: string): Promise<TokenRow | undefined> {
  const r = await q.query<TokenRow>(
    `UPDATE api_tokens SET last_used_at = now() WHERE token_hash = $1 AND revoked_at IS NULL
     RETURNING id, name, role, created_by, created_at, revoked_at, last_used_at`,
    [hash],
  );
  return r.rows[0];
}

export async function selectTokens(q: Queryable): Promise<TokenRow[]> {
  const r = await q.query<TokenRow>(
    'SELECT id, name, role, created_by, created_at, revoked_at, last_used_at FROM api_tokens ORDER BY id',
  );
  return r.rows;
}

export async function revokeToken(q: Queryable, name: string): Promise<boolean> {
  const r = await q.query('UPDATE api_tokens SET revoked_at = now() WHERE name = $1 AND revoked_at IS NULL', [name]);
  return r.rowCount === 1;
}

export async function selectTokenNameTaken(q: Queryable, name: string): Promise<boolean> {
  const r = await q.query('SELECT 1 FROM api_tokens WHERE name = $1', [name]);
  return r.rowCount > 0;
}
