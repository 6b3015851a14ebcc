// Token auth shared by the HTTP API and the MCP review server. Viewers read; reviewers
// approve, reject and roll back; admins also manage tokens.
import { createHash, randomBytes } from 'node:crypto';
import { WhetstoneError } from '../errors.ts';
import type { Db } from '../store/db.ts';
import { insertAudit } from '../store/sql/audit.ts';
import { insertToken, revokeToken, selectTokenByHash, selectTokenNameTaken, type Role, type TokenRow } from '../store/sql/tokens.ts';

export type { Role };
export const ROLES: Role[] = ['viewer', 'reviewer', 'admin'];
const RANK: Record<Role, number> = { viewer: 0, reviewer: 1, admin: 2 };

export interface Principal {
  name: string;
  role: Role;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createToken(db: Db, t: { name: string; role: Role; actor: string }): Promise<{ token: string; row: TokenRow }> {
  if (!ROLES.includes(t.role)) throw new WhetstoneError('input_invalid', `role must be one of ${ROLES.join(', ')}`);
  if (!/^[A-Za-z0-9_.@-]{1,100}$/.test(t.name)) throw new WhetstoneError('input_invalid', 'token name: 1-100 letters, digits, _ . @ -');
  const token = `wst_${randomBytes(24).toString('base64url')}`;
  return db.transaction(async (tx) => {
    if (await selectTokenNameTaken(tx, t.name)) throw new WhetstoneError('conflict', `a token named "${t.name}" exists; revoke it or choose another name`);
    const row = await insertToken(tx, { name: t.name, role: t.role, hash: hashToken(token), createdBy: t.actor });
    await insertAudit(tx, { actor: t.actor, action: 'token.created', subject: `token:${t.name}`, details: { role: t.role } });
    return { token, row };
  });
}

export async function revoke(db: Db, name: string, actor: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await revokeToken(tx, name))) throw new WhetstoneError('not_found', `no active token named "${name}"`);
    await insertAudit(tx, { actor, action: 'token.revoked', subject: `token:${name}` });
  });
}

/** The principal of a bearer token, or undefined for an unknown or revoked one. */
export async function authenticate(db: Db, token: string | undefined): Promise<Principal | undefined> {
  if (!token) return undefined;
  const row = await selectTokenByHash(db, hashToken(token));
  return row ? { name: row.name, role: row.role } : undefined;
}

export function allows(p: Principal, needed: Role): boolean {
  return RANK[p.role] >= RANK[needed];
}

export function requireRole(p: Principal | undefined, needed: Role): Principal {
  if (!p) throw new WhetstoneError('unauthenticated', 'a valid token is required (Authorization: Bearer <token>; create one with `whetstone tokens create`)');
  if (!allows(p, needed)) throw new WhetstoneError('forbidden', `${p.name} is a ${p.role}; this needs the ${needed} role`);
  return p;
}
