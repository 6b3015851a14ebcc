// The review API's routes, by group: proposals, tools (versions, diff, rollback, rollouts),
// traces, operations (audit, publications, LLM spend) and tokens. http.ts builds the app,
// its guards and the page around them.
import { DEFAULT_REPLAY_QUERIES } from './replay-view.ts';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { WhetstoneError } from '../errors.ts';
import { endRollout } from '../rollout/actions.ts';
import { rolloutStatus } from '../rollout/queries.ts';
import { selectUsageSince } from '../store/sql/llm-usage.ts';
import { selectPublications } from '../store/sql/publish.ts';
import { selectTokens } from '../store/sql/tokens.ts';
import { PROPOSAL_STATUSES, type ProposalStatus } from '../store/types.ts';
import { approve, reject, rollback } from './actions.ts';
import { createToken, revoke, ROLES, type Principal, type Role } from '../auth/auth.ts';
import { approveBody, endRolloutBody, rejectBody, rollbackBody } from './contract.ts';
import type { Env, ReviewApiOptions } from './http-types.ts';
import { auditLog, diffVersions, listTools, proposalDetail, proposalQueue, successByVersion } from './queries.ts';
import { withCodeView } from './code-view.ts';
import { withSurfaceChange } from './surface-change.ts';
import { toolPage } from './tool-view.ts';
import { traceView } from './trace-view.ts';

/** What every route group needs: the options and the per-request checks. */
export interface Kit {
  o: ReviewApiOptions;
  need: (c: Context<Env>, role: Role) => Principal;
  /** need() plus the per-token write rate limit. */
  write: (c: Context<Env>, role: Role) => Principal;
  body: <T extends z.ZodType>(c: Context<Env>, schema: T) => Promise<z.infer<T>>;
}

/** Replayed queries for a proposal stored without a replay, when the caller gives none (config's default). */

const proposalId = (c: Context<Env>) => {
  const n = Number(c.req.param('id'));
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new WhetstoneError('input_invalid', `"${c.req.param('id')}" is not a proposal id`);
  return n;
};
const toolOf = (c: Context<Env>) => `${c.req.param('server')}/${c.req.param('name')}`;

export function proposalRoutes(app: Hono<Env>, { o, need, write, body }: Kit): void {
  const { db } = o;
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
    const replayQueries = o.replayQueries ?? DEFAULT_REPLAY_QUERIES;
    return c.json(
      await withCodeView(db, await withSurfaceChange(db, await proposalDetail(db, proposalId(c), { replayQueries }))),
    );
  });
  app.post('/api/proposals/:id/approve', async (c) => {
    const p = write(c, 'reviewer');
    const b = await body(c, approveBody);
    return c.json(
      await approve(db, {
        proposalId: proposalId(c),
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
    return c.json(await reject(db, { proposalId: proposalId(c), actor: p.name, reason: b.reason }));
  });
}

export function toolRoutes(app: Hono<Env>, { o, need, write, body }: Kit): void {
  const { db } = o;
  app.get('/api/tools', async (c) => {
    need(c, 'viewer');
    return c.json(await listTools(db, c.req.query('server')));
  });
  app.get('/api/tools/:server/:name', async (c) => {
    need(c, 'viewer');
    const ref = toolOf(c);
    return c.json({ ...(await toolPage(db, ref)), success: await successByVersion(db, ref) });
  });
  app.get('/api/tools/:server/:name/diff', async (c) => {
    need(c, 'viewer');
    const from = Number(c.req.query('from'));
    const to = Number(c.req.query('to'));
    if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to))
      throw new WhetstoneError('input_invalid', 'give ?from=N&to=M (version numbers)');
    return c.json(await diffVersions(db, toolOf(c), from, to));
  });
  app.post('/api/rollback', async (c) => {
    const p = write(c, 'reviewer');
    const b = await body(c, rollbackBody);
    return c.json(await rollback(db, { ref: b.tool, to: b.to, actor: p.name, reason: b.reason }));
  });
  app.get('/api/tools/:server/:name/rollout', async (c) => {
    need(c, 'viewer');
    return c.json(await rolloutStatus(db, toolOf(c)));
  });
  app.post('/api/rollout/:action{promote|abort}', async (c) => {
    const p = write(c, 'reviewer');
    const b = await body(c, endRolloutBody);
    const status = c.req.param('action') === 'promote' ? 'promoted' : 'aborted';
    return c.json(
      await endRollout(db, { ref: b.tool, status, actor: p.name, reason: b.reason || `${status} by ${p.name}` }),
    );
  });
  // One stored trace as the store holds it (redacted at ingest): the page's trace view.
  app.get('/api/traces/:id', async (c) => {
    need(c, 'viewer');
    return c.json(await traceView(db, c.req.param('id')));
  });
}

export function opsRoutes(app: Hono<Env>, { o, need }: Kit): void {
  const { db } = o;
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
}

export function tokenRoutes(app: Hono<Env>, { o, need, write, body }: Kit): void {
  const { db } = o;
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
}

/** ?limit=N: 1..1000, default 100; anything else is the caller's mistake (400), not ours. */
function limitParam(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 100;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1 || n > 1000)
    throw new WhetstoneError('input_invalid', `limit must be a whole number from 1 to 1000, not "${raw}"`);
  return n;
}
