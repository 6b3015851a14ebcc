// Stored server summaries: versioned, audited, re-derived when the published descriptions
// they were derived from change. An offline summary holds only published (reviewed) text,
// so it is published as it is derived; a summary written by the LLM or a person is a new
// version that routes once a person publishes it (summary-review.ts), and once published is
// not replaced by re-derivation.
import { createHash } from 'node:crypto';
import type { Db } from '../store/db.ts';
import { insertAudit } from '../store/sql/audit.ts';
import {
  insertSummaryVersion,
  lockServerSummaries,
  selectLatestSummaries,
  selectPublishedSummaries,
  upsertPublishedSummary,
} from '../store/sql/server-summaries.ts';
import { budgetRefusal, checkSummary, type SummaryWriter } from './llm-summary.ts';
import { type CatalogServer, offlineSummary } from './summary.ts';

/** What a summary was derived from: the server's tool names and descriptions, in order. */
export function summaryBasis(s: CatalogServer): Buffer {
  const h = createHash('sha256');
  for (const t of [...s.tools].sort((a, b) => (a.name < b.name ? -1 : 1))) h.update(`${t.name}\0${t.description}\0`);
  return h.digest();
}

/** Brings each server's offline summary up to date; returns the published summary text per server. */
export async function refreshServerSummaries(
  db: Db,
  catalog: CatalogServer[],
  actor: string,
): Promise<Map<string, string>> {
  const servers = catalog.map((s) => s.server);
  const latest = new Map((await selectLatestSummaries(db, servers)).map((r) => [r.server, r]));
  // A published summary a person or the LLM wrote is never replaced by re-derivation.
  const published = new Map((await selectPublishedSummaries(db, servers)).map((r) => [r.server, r.source]));
  for (const s of catalog) {
    const basis = summaryBasis(s);
    const l = latest.get(s.server);
    if (l && (Buffer.from(l.basis_hash).equals(basis) || published.get(s.server) !== 'offline')) continue;
    await db.transaction(async (tx) => {
      await lockServerSummaries(tx, s.server);
      // Another proxy may have derived it meanwhile.
      const now = (await selectLatestSummaries(tx, [s.server]))[0];
      if (now && Buffer.from(now.basis_hash).equals(basis)) return;
      const text = offlineSummary(s);
      const version = await insertSummaryVersion(tx, {
        server: s.server,
        text,
        source: 'offline',
        basisHash: basis,
        actor,
      });
      await upsertPublishedSummary(tx, s.server, version);
      await insertAudit(tx, {
        actor,
        action: 'server_summary.derive',
        subject: `server:${s.server}`,
        details: { version, source: 'offline', previous: now?.version ?? null },
      });
    });
  }
  return new Map((await selectPublishedSummaries(db, servers)).map((r) => [r.server, r.text]));
}

/**
 * With an LLM configured: for each server whose latest summary is the offline one of its
 * current descriptions, or whose published LLM or human summary is of descriptions that have
 * changed since, the LLM writes one; a summary that passes the checks
 * (llm-summary.ts) is stored unpublished (source 'llm') for review, one that fails is
 * audited and not stored. Stops at the daily budget. Returns how many were stored.
 */
export async function proposeLlmSummaries(
  db: Db,
  catalog: CatalogServer[],
  writer: SummaryWriter,
  actor: string,
): Promise<{ proposed: number; rejected: number; stoppedBy?: string }> {
  const latest = new Map(
    (
      await selectLatestSummaries(
        db,
        catalog.map((s) => s.server),
      )
    ).map((r) => [r.server, r]),
  );
  const publishedSource = new Map(
    (
      await selectPublishedSummaries(
        db,
        catalog.map((s) => s.server),
      )
    ).map((r) => [r.server, r.source]),
  );
  // Due: the offline summary of the current descriptions, or a published LLM or human summary
  // the descriptions have moved past (re-derivation keeps it routing, so without a fresh
  // proposal it would describe the old tools for good). Once a proposal of the current
  // descriptions is stored, pending or decided, nothing is due until they change again.
  const due = catalog.filter((s) => {
    const l = latest.get(s.server);
    if (!l) return false;
    const current = Buffer.from(l.basis_hash).equals(summaryBasis(s));
    return l.source === 'offline' ? current : !current && publishedSource.get(s.server) !== 'offline';
  });
  const out: { proposed: number; rejected: number; stoppedBy?: string } = { proposed: 0, rejected: 0 };
  if (due.length === 0) return out;
  const vocabulary = await writer.vocabulary();
  for (const s of due) {
    let text: string | undefined;
    try {
      text = await writer.write(s);
    } catch (err) {
      const refused = budgetRefusal(err);
      if (refused) return { ...out, stoppedBy: refused.message };
      throw err;
    }
    let check = text ? checkSummary(text, s, vocabulary) : { passed: false, reason: 'the model returned no summary' };
    // The LLM reader, last and only on a summary the checks passed (block-only).
    if (check.passed && writer.read) check = await writer.read(text!, s);
    await db.transaction(async (tx) => {
      await lockServerSummaries(tx, s.server);
      const now = (await selectLatestSummaries(tx, [s.server]))[0];
      if (now?.version !== latest.get(s.server)!.version) return; // changed meanwhile
      const version = check.passed
        ? await insertSummaryVersion(tx, {
            server: s.server,
            text: text!,
            source: 'llm',
            basisHash: summaryBasis(s),
            actor,
          })
        : null;
      await insertAudit(tx, {
        actor,
        action: check.passed ? 'server_summary.propose' : 'server_summary.reject',
        subject: `server:${s.server}`,
        details: { version, source: 'llm', reason: check.reason },
      });
    });
    if (check.passed) out.proposed++;
    else out.rejected++;
  }
  return out;
}
