// The review API's routes for discovery's server summaries (docs/discovery.md): the list a
// reviewer reads, and publishing or rejecting a proposal, as `whetstone servers
// publish-summary` / `reject-summary` do. Writes need the reviewer role and are audited
// with the token's name.
import type { Context, Hono } from 'hono';
import { publishServerSummary, rejectServerSummary, serverSummaryReview } from '../discovery/summary-review.ts';
import { WhetstoneError } from '../errors.ts';
import { publishSummaryBody, rejectSummaryBody } from './contract.ts';
import type { Kit } from './http-routes.ts';
import type { Env } from './http-types.ts';

const versionOf = (c: Context<Env>) => {
  const n = Number(c.req.param('version'));
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new WhetstoneError('input_invalid', `"${c.req.param('version')}" is not a summary version`);
  return n;
};

export function summaryRoutes(app: Hono<Env>, { o, need, write, body }: Kit): void {
  const { db } = o;
  // ?server=NAME for one server, ?pending=1 for servers with a proposal waiting.
  app.get('/api/summaries', async (c) => {
    need(c, 'viewer');
    const server = c.req.query('server');
    const pending = c.req.query('pending');
    return c.json(
      await serverSummaryReview(db, {
        ...(server ? { server } : {}),
        pendingOnly: pending === '1' || pending === 'true',
      }),
    );
  });
  app.post('/api/summaries/:server/:version/publish', async (c) => {
    const p = write(c, 'reviewer');
    const b = await body(c, publishSummaryBody);
    return c.json(await publishServerSummary(db, c.req.param('server'), versionOf(c), p.name, b.reason));
  });
  app.post('/api/summaries/:server/:version/reject', async (c) => {
    const p = write(c, 'reviewer');
    const b = await body(c, rejectSummaryBody);
    return c.json(await rejectServerSummary(db, c.req.param('server'), versionOf(c), p.name, b.reason));
  });
}
