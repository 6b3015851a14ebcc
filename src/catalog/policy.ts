// The per-server policy for upstream changes (migration 0009): "review" (the default)
// holds an upstream change to a reviewed tool as a proposal; "accept" publishes it as it
// comes, for a server whose operator is trusted as much as a reviewer. Audited.
import { WhetstoneError } from '../errors.ts';
import type { Db } from '../store/db.ts';
import { insertAudit } from '../store/sql/audit.ts';
import { selectAcceptUpstream, upsertServerPolicy } from '../store/sql/surface.ts';

export type UpstreamPolicy = 'review' | 'accept';

export async function getUpstreamPolicy(db: Db, server: string): Promise<UpstreamPolicy> {
  return (await selectAcceptUpstream(db, server)) ? 'accept' : 'review';
}

export async function setUpstreamPolicy(
  db: Db,
  p: { server: string; policy: UpstreamPolicy; actor: string },
): Promise<void> {
  if (!p.server || p.server.includes('/'))
    throw new WhetstoneError('input_invalid', `server name "${p.server}" is invalid: give a name without "/"`);
  await db.transaction(async (tx) => {
    const before = (await selectAcceptUpstream(tx, p.server)) ? 'accept' : 'review';
    await upsertServerPolicy(tx, { server: p.server, acceptUpstream: p.policy === 'accept', actor: p.actor });
    await insertAudit(tx, {
      actor: p.actor,
      action: 'server.upstream_policy',
      subject: `server:${p.server}`,
      details: { from: before, to: p.policy },
    });
  });
}
