// Token auth shared by the HTTP API, the MCP review server and the proxy. Viewers read;
// reviewers approve, reject and roll back; admins also manage tokens. Agents only call
// tools through `proxy --http`: the role is outside the viewer < reviewer < admin ladder,
// so an agent's token read by a compromised agent cannot review anything.
import { createHash, randomBytes } from 'node:crypto';
import { WhetstoneError } from '../errors.ts';
import type { Db } from '../store/db.ts';
import { insertAudit } from '../store/sql/audit.ts';
import {
  insertToken,
  revokeToken,
  selectTokenByHash,
  selectTokenNameTaken,
  type Role,
  type TokenRow,
} from '../store/sql/tokens.ts';

export type { Role };
export const ROLES: Role[] = ['viewer', 'reviewer', 'admin', 'agent'];
const RANK: Record<Role, number> = { agent: -1, viewer: 0, reviewer: 1, admin: 2 };

export interface Principal {
  name: string;
  role: Role;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The name the proxy gives whoever holds WHETSTONE_PROXY_TOKEN (mcp/proxy-auth.ts). No token
 * may take it: the proxy would take its holder for the shared token's, whose sessions are
 * assigned canary arms one by one (mcp/arm-identity.ts) and share one session cap.
 */
export const SHARED_PROXY_PRINCIPAL = 'proxy-token';

export async function createToken(
  db: Db,
  t: { name: string; role: Role; actor: string },
): Promise<{ token: string; row: TokenRow }> {
  if (!ROLES.includes(t.role)) throw new WhetstoneError('input_invalid', `role must be one of ${ROLES.join(', ')}`);
  if (!/^[A-Za-z0-9_.@-]{1,100}$/.test(t.name))
    throw new WhetstoneError('input_invalid', 'token name: 1-100 letters, digits, _ . @ -');
  if (t.name === SHARED_PROXY_PRINCIPAL)
    throw new WhetstoneError(
      'input_invalid',
      `token name "${t.name}" is reserved for WHETSTONE_PROXY_TOKEN's holders; choose another`,
    );
  const token = `wst_${randomBytes(24).toString('base64url')}`;
  return db.transaction(async (tx) => {
    if (await selectTokenNameTaken(tx, t.name))
      throw new WhetstoneError('conflict', `a token named "${t.name}" exists; revoke it or choose another name`);
    const row = await insertToken(tx, { name: t.name, role: t.role, hash: hashToken(token), createdBy: t.actor });
    await insertAudit(tx, {
      actor: t.actor,
      action: 'token.created',
      subject: `token:${t.name}`,
      details: { role: t.role },
    });
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
  if (needed === 'agent' || p.role === 'agent') return p.role === needed;
  return RANK[p.role] >= RANK[needed];
}

/**
 * The per-token write limit (writes a minute), one counter per token name: the HTTP API
 * and the MCP review server each keep one, with the same limit (WHETSTONE_WRITES_PER_MINUTE).
 */
export function writeLimiter(perMinute: number): (p: Principal) => void {
  const writes = new Map<string, number[]>();
  return (p) => {
    const now = Date.now();
    const recent = (writes.get(p.name) ?? []).filter((t) => now - t < 60_000);
    if (recent.length >= perMinute)
      throw new WhetstoneError(
        'rate_limited',
        `more than ${perMinute} writes a minute for ${p.name}; try again shortly`,
      );
    recent.push(now);
    writes.set(p.name, recent);
  };
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | undefined): string | undefined {
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

export function requireRole(p: Principal | undefined, needed: Role): Principal {
  if (!p)
    throw new WhetstoneError(
      'unauthenticated',
      'a valid token is required (Authorization: Bearer <token>; create one with `whetstone tokens create`)',
    );
  if (!allows(p, needed))
    throw new WhetstoneError('forbidden', `${p.name} is a ${p.role}; this needs the ${needed} role`);
  return p;
}
