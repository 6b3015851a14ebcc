// Stored server summaries: versioned, audited, re-derived when the published descriptions
// they were derived from change, and an offline one also when the offline rule improves
// (OFFLINE_SUMMARY_RULE, stored with it) and words it otherwise. An offline summary holds only published (reviewed) text,
// so it is published as it is derived; a summary written by the LLM or a person is a new
// version that routes once a person publishes it (summary-review.ts), and once published is
// not replaced by re-derivation while it is current, nor while a fresh proposal of the
// current descriptions is due or pending. Once a proposal of the current descriptions is
// refused (a reviewer rejected it, or the LLM's failed its checks), a stale published one
// gives way to the offline summary of the current descriptions, and that description set
// is not asked of the LLM again: it would write the same refused text at every sync.
import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../store/db.ts';
import { insertAudit } from '../store/sql/audit.ts';
import {
  insertSummaryVersion,
  lockServerSummaries,
  selectLatestOfflineSummaries,
  selectLatestSummaries,
  selectPendingSummaryServers,
  selectPublishedSummaries,
  selectRefusedBases,
  type ServerSummaryRow,
  upsertPublishedSummary,
} from '../store/sql/server-summaries.ts';
import { notifyPublished } from '../store/sql/state.ts';
import { budgetRefusal, checkSummary, type SummaryWriter } from './llm-summary.ts';
import { type CatalogServer, OFFLINE_SUMMARY_RULE, offlineSummary } from './summary.ts';
import { withToolNames } from './summary-derivation.ts';

/** What a summary was derived from: the server's tool names and descriptions, in order. */
export function summaryBasis(s: CatalogServer): Buffer {
  const h = createHash('sha256');
  for (const t of [...s.tools].sort((a, b) => (a.name < b.name ? -1 : 1))) h.update(`${t.name}\0${t.description}\0`);
  return h.digest();
}

/** Hex basis hashes of refused proposals per server (selectRefusedBases). */
async function refusedBases(db: Queryable, servers: string[]): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  for (const r of await selectRefusedBases(db, servers)) {
    const set = out.get(r.server) ?? new Set<string>();
    set.add(Buffer.from(r.basis).toString('hex'));
    out.set(r.server, set);
  }
  return out;
}

/**
 * Whether the offline summary of `basis` must be derived and published: the server has
 * none, or the published one is offline and of other descriptions, or the published one a
 * person or the LLM wrote is of other descriptions and a proposal of these was refused.
 */
function deriveDue(
  latest: ServerSummaryRow | undefined,
  published: ServerSummaryRow | undefined,
  basis: Buffer,
  refused: Set<string> | undefined,
): boolean {
  if (!latest) return true;
  if (!published || published.source === 'offline') return !Buffer.from(latest.basis_hash).equals(basis);
  return !Buffer.from(published.basis_hash).equals(basis) && refused?.has(basis.toString('hex')) === true;
}

/**
 * Whether the published summary is the offline one of these descriptions by an older rule,
 * and the current rule words it otherwise. Not once the newest offline version is of the
 * current rule: a person then chose an older one to route, and that stands. Nor while a
 * proposal awaits review: a newer offline version would supersede it.
 */
function ruleDue(rows: SummaryRows, basis: Buffer, text: string): boolean {
  const { published, latestOffline } = rows;
  if (rows.pending || published?.source !== 'offline' || !Buffer.from(published.basis_hash).equals(basis)) return false;
  return (latestOffline?.derivation ?? 0) < OFFLINE_SUMMARY_RULE && published.text !== text;
}

interface SummaryRows {
  latest?: ServerSummaryRow;
  published?: ServerSummaryRow;
  latestOffline?: ServerSummaryRow;
  /** A proposal awaits review (read with the rows, so a refresh that waits on it opens no transaction). */
  pending?: boolean;
}

/** The rows the refresh decides on, per server. */
async function summaryRows(q: Queryable, servers: string[]): Promise<Map<string, SummaryRows>> {
  const out = new Map<string, SummaryRows>(servers.map((s) => [s, {}]));
  for (const r of await selectLatestSummaries(q, servers)) out.get(r.server)!.latest = r;
  for (const r of await selectPublishedSummaries(q, servers)) out.get(r.server)!.published = r;
  for (const r of await selectLatestOfflineSummaries(q, servers)) out.get(r.server)!.latestOffline = r;
  for (const server of await selectPendingSummaryServers(q, servers)) out.get(server)!.pending = true;
  return out;
}

/** Why the offline summary must be derived now: new descriptions ('basis'), a newer rule ('rule'), or not. */
function dueCause(rows: SummaryRows, basis: Buffer, refused: Set<string> | undefined, text: string) {
  if (deriveDue(rows.latest, rows.published, basis, refused)) return 'basis';
  return ruleDue(rows, basis, text) ? 'rule' : undefined;
}

/**
 * Brings each server's offline summary up to date with its descriptions and the offline
 * rule; returns the published summary text per server.
 */
export async function refreshServerSummaries(
  db: Db,
  catalog: CatalogServer[],
  actor: string,
): Promise<Map<string, string>> {
  const servers = catalog.map((s) => s.server);
  const rows = await summaryRows(db, servers);
  const refused = await refusedBases(db, servers);
  for (const s of catalog) {
    const basis = summaryBasis(s);
    const text = offlineSummary(s);
    if (!dueCause(rows.get(s.server)!, basis, refused.get(s.server), text)) continue;
    await db.transaction(async (tx) => {
      await lockServerSummaries(tx, s.server);
      // Another proxy may have derived it meanwhile.
      const now = (await summaryRows(tx, [s.server])).get(s.server)!;
      const cause = dueCause(now, basis, refused.get(s.server), text);
      if (!cause) return;
      const version = await insertSummaryVersion(tx, {
        server: s.server,
        text,
        source: 'offline',
        basisHash: basis,
        actor,
        derivation: OFFLINE_SUMMARY_RULE,
      });
      await upsertPublishedSummary(tx, s.server, version);
      const pub = now.published;
      await insertAudit(tx, {
        actor,
        action: 'server_summary.derive',
        subject: `server:${s.server}`,
        details: {
          version,
          source: 'offline',
          previous: now.latest?.version ?? null,
          derivation: OFFLINE_SUMMARY_RULE,
          cause,
          // A reviewed summary of older descriptions that stops routing here is named too.
          ...(pub && pub.source !== 'offline' ? { replaced: { version: pub.version, source: pub.source } } : {}),
        },
      });
    });
  }
  return new Map((await selectPublishedSummaries(db, servers)).map((r) => [r.server, r.text]));
}

/**
 * With an LLM configured: for each server whose latest summary is the offline one of its
 * current descriptions, or whose published LLM or human summary is of descriptions that have
 * changed since, the LLM writes one, unless a proposal of the current descriptions was
 * refused already; a summary that passes the checks (llm-summary.ts) is stored unpublished
 * (source 'llm') for review, with the names of the tools it left out appended
 * (summary-derivation.ts), one that fails is audited with the description set it was of and
 * not stored. Stops at the daily budget. Returns how many were stored.
 */
export async function proposeLlmSummaries(
  db: Db,
  catalog: CatalogServer[],
  writer: SummaryWriter,
  actor: string,
): Promise<{ proposed: number; rejected: number; stoppedBy?: string }> {
  const servers = catalog.map((s) => s.server);
  const latest = new Map((await selectLatestSummaries(db, servers)).map((r) => [r.server, r]));
  const publishedSource = new Map((await selectPublishedSummaries(db, servers)).map((r) => [r.server, r.source]));
  const refused = await refusedBases(db, servers);
  // Due: the offline summary of the current descriptions, or a published LLM or human summary
  // the descriptions have moved past (re-derivation keeps it routing, so without a fresh
  // proposal it would describe the old tools until one is refused). Once a proposal of the
  // current descriptions is stored, pending or decided, or failed its checks, nothing is due
  // until they change again.
  const due = catalog.filter((s) => {
    const l = latest.get(s.server);
    const basis = summaryBasis(s);
    if (!l || refused.get(s.server)?.has(basis.toString('hex'))) return false;
    const current = Buffer.from(l.basis_hash).equals(basis);
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
      const refusal = budgetRefusal(err);
      if (refusal) return { ...out, stoppedBy: refusal.message };
      throw err;
    }
    let check = text ? checkSummary(text, s, vocabulary) : { passed: false, reason: 'the model returned no summary' };
    // The LLM reader, last and only on a summary the checks passed (block-only).
    if (check.passed && writer.read) check = await writer.read(text!, s);
    // The checks read what the model wrote; the names appended are the published ones.
    const written = text && check.passed ? withToolNames(text, s) : undefined;
    await db.transaction((tx) => storeWritten(tx, s, latest.get(s.server)!.version, written, check, actor));
    if (check.passed) out.proposed++;
    else out.rejected++;
  }
  return out;
}

/**
 * Stores a written summary that passed (unpublished) or audits one that failed, unless the
 * server's summaries moved meanwhile. A failure that leaves a stale published summary
 * routing tells the proxies to reload: their refresh then publishes the offline one.
 */
async function storeWritten(
  tx: Queryable,
  s: CatalogServer,
  seen: number,
  written: { text: string; derivation: number | null } | undefined,
  check: { passed: boolean; reason: string },
  actor: string,
): Promise<void> {
  await lockServerSummaries(tx, s.server);
  const now = (await selectLatestSummaries(tx, [s.server]))[0];
  if (now?.version !== seen) return; // changed meanwhile
  const basis = summaryBasis(s);
  const derivation = written?.derivation ?? undefined;
  const version = written
    ? await insertSummaryVersion(tx, {
        server: s.server,
        text: written.text,
        source: 'llm',
        basisHash: basis,
        actor,
        ...(derivation ? { derivation } : {}),
      })
    : null;
  await insertAudit(tx, {
    actor,
    action: written ? 'server_summary.propose' : 'server_summary.reject',
    subject: `server:${s.server}`,
    details: {
      version,
      source: 'llm',
      reason: check.reason,
      basis: basis.toString('hex'),
      ...(derivation ? { derivation } : {}),
    },
  });
  const published = (await selectPublishedSummaries(tx, [s.server]))[0];
  if (!written && published && !Buffer.from(published.basis_hash).equals(basis))
    await notifyPublished(tx, { tool: `server:${s.server}`, version: published.version, cause: 'server_summary' });
}
