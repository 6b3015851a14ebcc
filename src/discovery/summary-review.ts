// The review of server summaries (docs/discovery.md): a summary the LLM or a person wrote is
// a proposal, like a description's. A reviewer reads it beside the one that routes, then
// publishes it (it routes from the proxies' next reload, which the NOTIFY starts at once) or
// rejects it; both are audited. Rejecting a proposal of the current descriptions while a
// summary of older ones routes makes the offline summary of the current ones route. Only a proposal derived from the server's current
// descriptions can be published: once published, re-derivation never replaces it, so a
// stale one would route on descriptions the server no longer has.
import { WhetstoneError } from '../errors.ts';
import type { Db, Queryable } from '../store/db.ts';
import { insertAudit } from '../store/sql/audit.ts';
import {
  lockServerSummaries,
  markSummaryRejected,
  selectSummaryHistory,
  type SummaryReviewRow,
  upsertPublishedSummary,
} from '../store/sql/server-summaries.ts';
import { notifyPublished } from '../store/sql/state.ts';
import { derivationLabel } from './summary-derivation.ts';

/** published: routes; pending: awaits review; rejected: refused by a reviewer; superseded: neither. */
export type SummaryStatus = 'published' | 'pending' | 'rejected' | 'superseded';

export interface SummaryVersionView {
  version: number;
  source: SummaryReviewRow['source'];
  /** How it came to be: "offline: names every tool", "llm", "llm, missing tool names appended", "human". */
  derivation: string;
  text: string;
  status: SummaryStatus;
  created_by: string;
  created_at: Date;
  rejected_by: string | null;
  reject_reason: string | null;
}

export interface ServerSummaryView {
  server: string;
  published_version: number | null;
  pending: number;
  /** Newest first. */
  versions: SummaryVersionView[];
}

function statusOf(r: SummaryReviewRow, publishedVersion: number | null): SummaryStatus {
  if (r.published) return 'published';
  if (r.rejected_at) return 'rejected';
  // A proposal newer than what routes, from the current descriptions. An offline version is
  // never a proposal: it is published as it is derived.
  if (r.source !== 'offline' && r.current && r.version > (publishedVersion ?? 0)) return 'pending';
  return 'superseded';
}

/** Every server's summaries with their review status; `pendingOnly` keeps servers with a proposal waiting. */
export async function serverSummaryReview(
  db: Queryable,
  o: { server?: string; pendingOnly?: boolean } = {},
): Promise<ServerSummaryView[]> {
  const rows = await selectSummaryHistory(db, o.server ? [o.server] : undefined);
  const byServer = new Map<string, SummaryReviewRow[]>();
  for (const r of rows) byServer.set(r.server, [...(byServer.get(r.server) ?? []), r]);
  const out: ServerSummaryView[] = [];
  for (const [server, versions] of byServer) {
    const publishedVersion = versions.find((v) => v.published)?.version ?? null;
    const views = versions.map((r) => ({
      version: r.version,
      source: r.source,
      derivation: derivationLabel(r.source, r.derivation),
      text: r.text,
      status: statusOf(r, publishedVersion),
      created_by: r.created_by,
      created_at: r.created_at,
      rejected_by: r.rejected_by,
      reject_reason: r.reject_reason,
    }));
    const pending = views.filter((v) => v.status === 'pending').length;
    if (!o.pendingOnly || pending > 0)
      out.push({ server, published_version: publishedVersion, pending, versions: views });
  }
  return out;
}

/** One version and the server's published one, read under the server's summary lock. */
async function versionFor(
  tx: Queryable,
  server: string,
  version: number,
): Promise<{ row: SummaryReviewRow; publishedVersion: number | null; published: SummaryReviewRow | undefined }> {
  const rows = await selectSummaryHistory(tx, [server]);
  const row = rows.find((r) => r.version === version);
  if (!row) throw new WhetstoneError('not_found', `server ${server} has no summary version ${version}`);
  const published = rows.find((r) => r.published);
  return { row, publishedVersion: published?.version ?? null, published };
}

/** Publishes a stored summary version (a person's review of an LLM or human summary); audited. */
export async function publishServerSummary(
  db: Db,
  server: string,
  version: number,
  actor: string,
  reason?: string,
): Promise<{ server: string; version: number; previous: number | null }> {
  return db.transaction(async (tx) => {
    await lockServerSummaries(tx, server);
    const { row, publishedVersion } = await versionFor(tx, server, version);
    if (row.published) throw new WhetstoneError('conflict', `server ${server}'s summary v${version} already routes`);
    if (row.rejected_at)
      throw new WhetstoneError('conflict', `server ${server}'s summary v${version} was rejected by ${row.rejected_by}`);
    if (!row.current)
      throw new WhetstoneError(
        'conflict',
        `server ${server}'s summary v${version} was written from descriptions that have changed since; it cannot be published`,
      );
    await upsertPublishedSummary(tx, server, version);
    await insertAudit(tx, {
      actor,
      action: 'server_summary.publish',
      subject: `server:${server}`,
      details: { version, previous: publishedVersion, ...(reason ? { reason } : {}) },
    });
    // Proxies reload on this channel, and re-index discovery with the new summary.
    await notifyPublished(tx, { tool: `server:${server}`, version, cause: 'server_summary' });
    return { server, version, previous: publishedVersion };
  });
}

/** Rejects a pending summary proposal (it leaves the queue and cannot be published); audited. */
export async function rejectServerSummary(
  db: Db,
  server: string,
  version: number,
  actor: string,
  reason: string,
): Promise<{ server: string; version: number }> {
  if (!reason.trim()) throw new WhetstoneError('input_invalid', 'a rejection needs a reason');
  return db.transaction(async (tx) => {
    await lockServerSummaries(tx, server);
    const { row, publishedVersion, published } = await versionFor(tx, server, version);
    const status = statusOf(row, publishedVersion);
    if (status !== 'pending')
      throw new WhetstoneError(
        'already_decided',
        `server ${server}'s summary v${version} is ${status}, not a pending proposal`,
      );
    await markSummaryRejected(tx, { server, version, actor, reason });
    await insertAudit(tx, {
      actor,
      action: 'server_summary.review_reject',
      subject: `server:${server}`,
      details: { version, reason },
    });
    // The proposal was of the current descriptions; a published summary of older ones gives
    // way to their offline summary at the proxies' reload (summary-store.ts), started now.
    if (published && !published.current)
      await notifyPublished(tx, { tool: `server:${server}`, version: published.version, cause: 'server_summary' });
    return { server, version };
  });
}
