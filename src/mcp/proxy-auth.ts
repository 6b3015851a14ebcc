// Who may use `proxy --http`: the holder of the configured WHETSTONE_PROXY_TOKEN, or of
// an api token with the agent role (`whetstone tokens create --role agent`). Every
// request is checked. Database lookups are remembered for a few seconds: the proxy is on
// the hot path of every tool call, and a lookup per call would be a database write per
// call (last_used_at); a revoked agent token therefore stops working within that time.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { WhetstoneError } from '../errors.ts';
import { authenticate, bearerToken, hashToken, type Principal, SHARED_PROXY_PRINCIPAL } from '../auth/auth.ts';
import type { Db } from '../store/db.ts';

export const PROXY_AUTH_CACHE_MS = 5_000;

/** Who holds WHETSTONE_PROXY_TOKEN: every agent given it, so not one client's identity. */
export const SHARED_TOKEN_PRINCIPAL = SHARED_PROXY_PRINCIPAL;

export function proxyAuthorizer(
  db: Db,
  o: { configuredToken?: string | undefined; cacheMs?: number },
): (req: IncomingMessage) => Promise<Principal> {
  const cacheMs = o.cacheMs ?? PROXY_AUTH_CACHE_MS;
  const configured = o.configuredToken ? digest(o.configuredToken) : undefined;
  const cache = new Map<string, { principal: Principal; until: number }>();
  return async (req) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) throw refused();
    // Compared as fixed-length digests, in constant time: no timing hint about the token.
    if (configured && timingSafeEqual(digest(token), configured))
      return { name: SHARED_TOKEN_PRINCIPAL, role: 'agent' };
    const key = hashToken(token);
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.until > now) return hit.principal;
    const p = await authenticate(db, token);
    if (p?.role !== 'agent') {
      cache.delete(key);
      throw refused();
    }
    if (cache.size > 10_000) cache.clear();
    cache.set(key, { principal: p, until: now + cacheMs });
    return p;
  };
}

function digest(s: string): Buffer {
  return createHash('sha256').update(s).digest();
}

function refused(): WhetstoneError {
  return new WhetstoneError(
    'unauthenticated',
    'the proxy needs Authorization: Bearer <token>: an agent token (`whetstone tokens create --role agent`) or WHETSTONE_PROXY_TOKEN',
  );
}
