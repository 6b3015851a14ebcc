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
import { selectUsageSince } from '../store/sql/llm-usage.ts';
import { approveBody, endRolloutBody, rejectBody, rollbackBody } from './contract.ts';
import { selectPublications } from '../store/sql/publish.ts';
import { selectTokens } from '../store/sql/tokens.ts';
import { PROPOSAL_STATUSES, type ProposalStatus } from '../store/types.ts';
import { approve, reject, rollback } from './actions.ts';
import { endRollout } from '../rollout/actions.ts';
import type { TestParams } from '../rollout/decision.ts';
import { rolloutStatus } from '../rollout/queries.ts';
import {
  authenticate,
  bearerToken,
  createToken,
  requireRole,
  revoke,
  ROLES,
  writeLimiter,
  type Principal,
  type Role,
} from '../auth/auth.ts';
import { withSurfaceChange } from './surface-change.ts';
import {
  auditLog,
  diffVersions,
  listTools,
  proposalDetail,
  proposalQueue,
  successByVersion,
  toolHistory,
} from './queries.ts';

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
  /** The sequential test's parameters for rollouts started by an approval (default DEFAULT_TEST). */
  rolloutParams?: TestParams | undefined;
  /** WHETSTONE_LLM_DAILY_TOKEN_BUDGET, shown beside today's spend (0: no LLM calls at all). */
  dailyTokenBudget?: number | undefined;
}

export function createReviewApp(o: ReviewApiOptions): Hono<Env> {
  const app = new Hono<Env>();
  const { db } = o;
  const limitWrites = writeLimiter(o.writesPerMinute);

  app.onError((err, c) => {
    // The database's host and name are for the operator's log, not for whoever sent a
    // request (any bearer string reaches the token lookup).
    if (isWhetstoneError(err) && err.code === 'db_unreachable') {
      o.log.error({ err: err.message }, 'review API: database unreachable');
      return c.json({ error: 'the database is unreachable; try again shortly', code: err.code }, 503);
    }
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
    o.log.error({ err: err.message, stack: err.stack }, 'review API error');
    return c.json({ error: 'internal error; see the server log', code: 'internal' }, 500);
  });

  app.use('/api/*', async (c, next) => {
    c.set('principal', await authenticate(db, bearerToken(c.req.header('authorization'))));
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const origin = c.req.header('origin');
      const host = c.req.header('host');
      // "null" (sandboxed frames, file: pages) and anything unparsable are cross-origin too.
      if (origin !== undefined && originHost(origin) !== host)
        throw new WhetstoneError('forbidden', 'cross-origin write refused');
      if (c.req.method !== 'DELETE' && !(c.req.header('content-type') ?? '').startsWith('application/json')) {
        throw new WhetstoneError('input_invalid', 'writes take a JSON body (content-type: application/json)');
      }
    }
    await next();
  });

  const need = (c: Context<Env>, role: Role) => requireRole(c.get('principal'), role);
  const write = (c: Context<Env>, role: Role) => {
    const p = need(c, role);
    limitWrites(p);
    return p;
  };
  const id = (c: Context<Env>) => {
    const n = Number(c.req.param('id'));
    if (!Number.isSafeInteger(n) || n <= 0)
      throw new WhetstoneError('input_invalid', `"${c.req.param('id')}" is not a proposal id`);
    return n;
  };
  const body = async <T extends z.ZodType>(c: Context<Env>, schema: T): Promise<z.infer<T>> =>
    schema.parse(await c.req.json());

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
    if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to))
      throw new WhetstoneError('input_invalid', 'give ?from=N&to=M (version numbers)');
    return c.json(await diffVersions(db, `${c.req.param('server')}/${c.req.param('name')}`, from, to));
  });
  app.get('/api/proposals', async (c) => {
    need(c, 'viewer');
    const status = c.req.query('status');
    if (status && !PROPOSAL_STATUSES.includes(status as ProposalStatus))
      throw new WhetstoneError('input_invalid', `status must be one of ${PROPOSAL_STATUSES.join(', ')}`);
    // Paged and ordered by expected gain (order=newest for the newest first); the body
    // stays an array, the totals ride in headers.
    const order = c.req.query('order') ?? 'gain';
    if (order !== 'gain' && order !== 'newest')
      throw new WhetstoneError('input_invalid', 'order must be gain or newest');
    const q = await proposalQueue(db, {
      status: status as ProposalStatus | undefined,
      ref: c.req.query('tool'),
      order,
      page: Number(c.req.query('page') ?? 1) || 1,
      perPage: Number(c.req.query('per_page') ?? 20) || 20,
    });
    return c.json(q.items, 200, {
      'x-total-count': String(q.total),
      'x-page': String(q.page),
      'x-per-page': String(q.perPage),
      'x-pages': String(q.pages),
    });
  });
  app.get('/api/proposals/:id', async (c) => {
    need(c, 'viewer');
    return c.json(await withSurfaceChange(db, await proposalDetail(db, id(c))));
  });
  app.post('/api/proposals/:id/approve', async (c) => {
    const p = write(c, 'reviewer');
    const b = await body(c, approveBody);
    return c.json(
      await approve(db, {
        proposalId: id(c),
        actor: p.name,
        reason: b.reason,
        publish: b.publish || b.canary !== undefined,
        canary: b.canary,
        rolloutParams: o.rolloutParams,
      }),
    );
  });
  app.post('/api/proposals/:id/reject', async (c) => {
    const p = write(c, 'reviewer');
    const b = await body(c, rejectBody);
    return c.json(await reject(db, { proposalId: id(c), actor: p.name, reason: b.reason }));
  });
  app.post('/api/rollback', async (c) => {
    const p = write(c, 'reviewer');
    const b = await body(c, rollbackBody);
    return c.json(await rollback(db, { ref: b.tool, to: b.to, actor: p.name, reason: b.reason }));
  });
  app.get('/api/tools/:server/:name/rollout', async (c) => {
    need(c, 'viewer');
    return c.json(await rolloutStatus(db, `${c.req.param('server')}/${c.req.param('name')}`));
  });
  app.post('/api/rollout/:action{promote|abort}', async (c) => {
    const p = write(c, 'reviewer');
    const b = await body(c, endRolloutBody);
    const status = c.req.param('action') === 'promote' ? 'promoted' : 'aborted';
    return c.json(
      await endRollout(db, { ref: b.tool, status, actor: p.name, reason: b.reason || `${status} by ${p.name}` }),
    );
  });
  app.get('/api/audit', async (c) => {
    need(c, 'viewer');
    return c.json(await auditLog(db, { ref: c.req.query('tool'), limit: limitParam(c.req.query('limit')) }));
  });
  app.get('/api/publications', async (c) => {
    need(c, 'viewer');
    return c.json(await selectPublications(db, limitParam(c.req.query('limit'))));
  });
  // LLM spending per UTC day and purpose (judge, improver, jury, embeddings), all replicas.
  app.get('/api/llm/usage', async (c) => {
    need(c, 'viewer');
    const days = Number(c.req.query('days') ?? 7);
    if (!Number.isInteger(days) || days < 0 || days > 366)
      throw new WhetstoneError('input_invalid', 'days must be a whole number from 0 to 366');
    return c.json(await selectUsageSince(db, days));
  });
  // Today's spend against the daily budget, per purpose: what the page's spend panel shows.
  app.get('/api/llm/budget', async (c) => {
    need(c, 'viewer');
    const today = await selectUsageSince(db, 0);
    const tokens = today.reduce((n, u) => n + u.tokens, 0);
    const budget = o.dailyTokenBudget ?? null;
    return c.json({
      daily_token_budget: budget,
      today: {
        tokens,
        calls: today.reduce((n, u) => n + u.calls, 0),
        cost_usd: today.reduce((n, u) => n + u.cost_usd, 0),
        by_purpose: today,
      },
      remaining_tokens: budget === null ? null : Math.max(0, budget - tokens),
    });
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
        'content-security-policy':
          "default-src 'self'; style-src 'self'; script-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
      }),
    );
  }
  return app;
}

/** ?limit=N: 1..1000, default 100; anything else is the caller's mistake (400), not ours. */
function limitParam(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 100;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1 || n > 1000)
    throw new WhetstoneError('input_invalid', `limit must be a whole number from 1 to 1000, not "${raw}"`);
  return n;
}

function originHost(origin: string): string | undefined {
  try {
    const u = new URL(origin);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.host : undefined;
  } catch {
    return undefined;
  }
}
