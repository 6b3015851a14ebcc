// The review API (Hono), served by `whetstone serve` and inside `whetstone run`, and the
// page that uses it. Auth is a bearer token (never a cookie), so a cross-site page cannot
// make a browser act for a reviewer; writes also need a JSON body and, when the browser
// sends an Origin, the same origin. Writes are rate limited per token and audited with
// the token's name. A body is read only after the route's role check, limited while it is
// read (REVIEW_MAX_BODY_BYTES, 413; src/http-body.ts), and its JSON nesting is checked before
// parsing (400).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { isWhetstoneError, WhetstoneError } from '../errors.ts';
import type { Logger } from '../log.ts';
import { authenticate, bearerToken, requireRole, writeLimiter, type Role } from '../auth/auth.ts';
import { BodyTooLarge, parseShallowJson, readLimitedText } from '../http-body.ts';
import { opsRoutes, proposalRoutes, tokenRoutes, toolRoutes, type Kit } from './http-routes.ts';
import type { Env, ReviewApiOptions } from './http-types.ts';
import { summaryRoutes } from './summary-routes.ts';

export type { Env, ReviewApiOptions } from './http-types.ts';

const UI_DIR = fileURLToPath(new URL('../../src/review/ui/', import.meta.url));

const STATUS: Partial<Record<string, 400 | 401 | 403 | 404 | 409 | 429 | 503>> = {
  input_invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  already_decided: 409,
  rate_limited: 429,
  db_unreachable: 503,
};

export function createReviewApp(o: ReviewApiOptions): Hono<Env> {
  const app = new Hono<Env>();
  const limitWrites = writeLimiter(o.writesPerMinute);
  app.onError((err, c) => errorResponse(o.log, err, c));
  app.use('/api/*', async (c, next) => {
    c.set('principal', await authenticate(o.db, bearerToken(c.req.header('authorization'))));
    guardWrite(c);
    await next();
  });
  const need = (c: Context<Env>, role: Role) => requireRole(c.get('principal'), role);
  const kit: Kit = {
    o,
    need,
    write: (c, role) => {
      const p = need(c, role);
      limitWrites(p);
      return p;
    },
    // Read only here, after the route's role check (write/need): never for a caller without the role.
    body: async (c, schema) =>
      schema.parse(parseShallowJson(await readLimitedText(c.req.raw, REVIEW_MAX_BODY_BYTES), REVIEW_JSON_MAX_DEPTH)),
  };
  app.get('/api/me', (c) => c.json(need(c, 'viewer')));
  proposalRoutes(app, kit);
  toolRoutes(app, kit);
  opsRoutes(app, kit);
  tokenRoutes(app, kit);
  summaryRoutes(app, kit);
  app.all('/api/*', (c) => c.json({ error: `no route ${c.req.method} ${c.req.path}`, code: 'not_found' }, 404));
  pageRoutes(app);
  return app;
}

/** The largest body the review API reads: its writes carry a reason or a description, not files. */
export const REVIEW_MAX_BODY_BYTES = 1_048_576;
/** Deeper than any body the API takes (a proposal edit is two or three levels). */
export const REVIEW_JSON_MAX_DEPTH = 32;

function errorResponse(log: Logger, err: Error, c: Context<Env>): Response {
  // The database's host and name are for the operator's log, not for whoever sent a
  // request (any bearer string reaches the token lookup).
  if (isWhetstoneError(err) && err.code === 'db_unreachable') {
    log.error({ err: err.message }, 'review API: database unreachable');
    return c.json({ error: 'the database is unreachable; try again shortly', code: err.code }, 503);
  }
  if (isWhetstoneError(err) && err.code === 'db_refused') {
    log.error({ err: err.message }, 'review API: the database refused the request');
    return c.json({ error: 'the database refused the request; see the server log', code: err.code }, 500);
  }
  if (err instanceof BodyTooLarge) return c.json({ error: err.message, code: err.code }, 413);
  if (isWhetstoneError(err)) return c.json({ error: err.message, code: err.code }, STATUS[err.code] ?? 500);
  if (err instanceof z.ZodError)
    return c.json(
      {
        error: `invalid body: ${err.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ')}`,
        code: 'input_invalid',
      },
      400,
    );
  if (err instanceof SyntaxError) return c.json({ error: 'the body is not valid JSON', code: 'input_invalid' }, 400);
  log.error({ err: err.message, stack: err.stack }, 'review API error');
  return c.json({ error: 'internal error; see the server log', code: 'internal' }, 500);
}

/** Writes: same origin when the browser says one, and a JSON body (DELETE aside). */
function guardWrite(c: Context<Env>): void {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return;
  const origin = c.req.header('origin');
  const host = c.req.header('host');
  // "null" (sandboxed frames, file: pages) and anything unparsable are cross-origin too.
  if (origin !== undefined && originHost(origin) !== host)
    throw new WhetstoneError('forbidden', 'cross-origin write refused');
  if (c.req.method !== 'DELETE' && !(c.req.header('content-type') ?? '').startsWith('application/json')) {
    throw new WhetstoneError('input_invalid', 'writes take a JSON body (content-type: application/json)');
  }
}

/** The page's modules (app.js imports the others), its style and icon. */
const PAGE_FILES: Record<string, [string, string]> = {
  '/': ['index.html', 'text/html; charset=utf-8'],
  '/style.css': ['style.css', 'text/css; charset=utf-8'],
  '/favicon.ico': ['favicon.svg', 'image/svg+xml'],
  ...Object.fromEntries(
    ['app', 'lib', 'proposal', 'tool', 'versions', 'trace', 'spend', 'code', 'summaries', 'components'].map((m) => [
      `/${m}.js`,
      [`${m}.js`, 'text/javascript; charset=utf-8'],
    ]),
  ),
};

// The page: static files, no CDN. The CSP allows no inline script or style: sizes the
// page computes are set through element.style from a script (CSSOM), which it permits.
function pageRoutes(app: Hono<Env>): void {
  for (const [path, [file, type]] of Object.entries(PAGE_FILES)) {
    const content = readFileSync(`${UI_DIR}${file}`, 'utf8');
    app.get(path, (c) =>
      c.body(content, 200, {
        'content-type': type,
        'content-security-policy':
          "default-src 'self'; style-src 'self'; script-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
      }),
    );
  }
}

function originHost(origin: string): string | undefined {
  try {
    const u = new URL(origin);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.host : undefined;
  } catch {
    return undefined;
  }
}
