// The review API (Hono), served by `whetstone serve` and inside `whetstone run`, and the
// page that uses it. Auth is a bearer token (never a cookie), so a cross-site page cannot
// make a browser act for a reviewer; writes also need a JSON body and, when the browser
// sends an Origin, the same origin. Writes are rate limited per token and audited with
// the token's name.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { isWhetstoneError, WhetstoneError } from '../errors.ts';
import type { Logger } from '../log.ts';
import type { Db } from '../store/db.ts';
import { selectPublications } from '../store/sql/publish.ts';
import { selectTokens } from '../store/sql/tokens.ts';
import { PROPOSAL_STATUSES, type ProposalStatus } from '../store/types.ts';
import { approve, reject, rollback } from './actions.ts';
import { authenticate, createToken, requireRole, revoke, ROLES, type Principal, type Role } from './auth.ts';
import { auditLog, diffVersions, listTools, proposalDetail, proposalQueue, successByVersion, toolHistory } from './queries.ts';

const UI_DIR = fileURLToPath(new URL('../../src/review/ui/', import.meta.url));

type Env = { Variables: { principal: Principal | undefined } };

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

export interface ReviewApiOptions {
  db: Db;
  log: Logger;
  writesPerMinute: number;
}

export function createReviewApp(o: ReviewApiOptions): Hono<Env> {
  const app = new Hono<Env>();
  const { db } = o;
  const writes = new Map<string, number[]>();

  app.onError((err, c) => {
    if (isWhetstoneError(err)) return c.json({ error: err.message, code: err.code }, STATUS[err.code] ?? 500);
    if (err instanceof z.ZodError) return c.json({ error: `invalid body: ${err.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ')}`, code: 'input_invalid' }, 400);
    if (err instanceof SyntaxError) return c.json({ error: 'the body is not valid JSON', code: 'input_invalid' }, 400);
    o.log.error({ err: err.message, stack: err.stack }, 'review API error');
    return c.json({ error: 'internal error; see the server log', code: 'internal' }, 500);
  });

  app.use('/api/*', async (c, next) => {
    const header = c.req.header('authorization');
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    c.set('principal', await authenticate(db, token));
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const origin = c.req.header('origin');
      const host = c.req.header('host');
      if (origin && host && new URL(origin).host !== host) throw new WhetstoneError('forbidden', 'cross-origin write refused');
      if (c.req.method !== 'DELETE' && !(c.req.header('content-type') ?? '').startsWith('application/json')) {
        throw new WhetstoneError('input_invalid', 'writes take a JSON body (content-type: application/json)');
      }
    }
    await next();
  });

  const need = (c: Context<Env>, role: Role) => requireRole(c.get('principal'), role);
  const write = (c: Context<Env>, role: Role) => {
    const p = need(c, role);
    const now = Date.now();
    const recent = (writes.get(p.name) ?? []).filter((t) => now - t < 60_000);
    if (recent.length >= o.writesPerMinute) throw new WhetstoneError('rate_limited', `more than ${o.writesPerMinute} writes a minute for ${p.name}; try again shortly`);
    recent.push(now);
    writes.set(p.name, recent);
    return p;
  };
  const id = (c: Context<Env>) => {
    const n = Number(c.req.param('id'));
    if (!Number.isSafeInteger(n) || n <= 0) throw new WhetstoneError('input_invalid', `"${c.req.param('id')}" is not a proposal id`);
    return n;
  };
  const body = async <T extends z.ZodType>(c: Context<Env>, schema: T): Promise<z.infer<T>> => schema.parse(await c.req.json());

  app.get('/api/me', (c) => c.json(need(c, 'viewer')));
  app.get('/api/tools', async (c) => {
    need(c, 'viewer');
    return c.json(await listTools(db, c.req.query('server')));
  });
  app.get('/api/tools/:server/:name', async (c) => {
    need(c, 'viewer');
    const ref = `${c.req.param('server')}/${c.req.param('name')}`;
    return c.json({ ...(await toolHistory(db, ref)), success: await successByVersion(db, ref) });
  });
  app.get('/api/tools/:server/:name/diff', async (c) => {
    need(c, 'viewer');
    const from = Number(c.req.query('from'));
    const to = Number(c.req.query('to'));
    if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to)) throw new WhetstoneError('input_invalid', 'give ?from=N&to=M (version numbers)');
    return c.json(await diffVersions(db, `${c.req.param('server')}/${c.req.param('name')}`, from, to));
  });
  app.get('/api/proposals', async (c) => {
    need(c, 'viewer');
    const status = c.req.query('status');
    if (status && !PROPOSAL_STATUSES.includes(status as ProposalStatus)) throw new WhetstoneError('input_invalid', `status must be one of ${PROPOSAL_STATUSES.join(', ')}`);
    // Paged and ordered by expected gain (order=newest for the newest first); the body
    // stays an array, the totals ride in headers.
    const order = c.req.query('order') ?? 'gain';
    if (order !== 'gain' && order !== 'newest') throw new WhetstoneError('input_invalid', 'order must be gain or newest');
    const q = await proposalQueue(db, { status: status as ProposalStatus | undefined, ref: c.req.query('tool'), order, page: Number(c.req.query('page') ?? 1) || 1, perPage: Number(c.req.query('per_page') ?? 20) || 20 });
    return c.json(q.items, 200, { 'x-total-count': String(q.total), 'x-page': String(q.page), 'x-per-page': String(q.perPage), 'x-pages': String(q.pages) });
  });
  app.get('/api/proposals/:id', async (c) => {
    need(c, 'viewer');
    return c.json(await proposalDetail(db, id(c)));
  });
  app.post('/api/proposals/:id/approve', async (c) => {
    const p = write(c, 'reviewer');
    const b = await body(c, z.object({ reason: z.string().max(2000).optional(), publish: z.boolean().default(true) }));
    return c.json(await approve(db, { proposalId: id(c), actor: p.name, reason: b.reason, publish: b.publish }));
  });
  app.post('/api/proposals/:id/reject', async (c) => {
    const p = write(c, 'reviewer');
    const b = await body(c, z.object({ reason: z.string().min(1, 'a rejection needs a reason').max(2000) }));
    return c.json(await reject(db, { proposalId: id(c), actor: p.name, reason: b.reason }));
  });
  app.post('/api/rollback', async (c) => {
    const p = write(c, 'reviewer');
    const b = await body(c, z.object({ tool: z.string().min(3), to: z.number().int().positive().optional(), reason: z.string().max(2000).optional() }));
    return c.json(await rollback(db, { ref: b.tool, to: b.to, actor: p.name, reason: b.reason }));
  });
  app.get('/api/audit', async (c) => {
    need(c, 'viewer');
    const limit = Math.min(1000, Number(c.req.query('limit') ?? 100) || 100);
    return c.json(await auditLog(db, { ref: c.req.query('tool'), limit }));
  });
  app.get('/api/publications', async (c) => {
    need(c, 'viewer');
    return c.json(await selectPublications(db, Math.min(1000, Number(c.req.query('limit') ?? 100) || 100)));
  });
  app.get('/api/tokens', async (c) => {
    need(c, 'admin');
    return c.json(await selectTokens(db));
  });
  app.post('/api/tokens', async (c) => {
    const p = write(c, 'admin');
    const b = await body(c, z.object({ name: z.string().min(1).max(100), role: z.enum(ROLES as [Role, ...Role[]]) }));
    const created = await createToken(db, { name: b.name, role: b.role, actor: p.name });
    return c.json({ name: created.row.name, role: created.row.role, token: created.token }, 201);
  });
  app.delete('/api/tokens/:name', async (c) => {
    const p = write(c, 'admin');
    await revoke(db, c.req.param('name'), p.name);
    return c.json({ revoked: c.req.param('name') });
  });
  app.all('/api/*', (c) => c.json({ error: `no route ${c.req.method} ${c.req.path}`, code: 'not_found' }, 404));

  // The page: static files, no CDN.
  const files: Record<string, [string, string]> = {
    '/': ['index.html', 'text/html; charset=utf-8'],
    '/app.js': ['app.js', 'text/javascript; charset=utf-8'],
    '/style.css': ['style.css', 'text/css; charset=utf-8'],
    '/favicon.ico': ['favicon.svg', 'image/svg+xml'],
  };
  for (const [path, [file, type]] of Object.entries(files)) {
    const content = readFileSync(`${UI_DIR}${file}`, 'utf8');
    app.get(path, (c) =>
      c.body(content, 200, {
        'content-type': type,
        'content-security-policy': "default-src 'self'; style-src 'self'; script-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
      }),
    );
  }
  return app;
}
