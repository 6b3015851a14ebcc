// Stored server summaries: versioned, audited, re-derived when the published descriptions
// they were derived from change. An offline summary holds only published (reviewed) text,
// so it is published as it is derived; a summary written by the LLM or a person is a new
// version that routes once published, and is not replaced by re-derivation.
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
  for (const s of catalog) {
    const basis = summaryBasis(s);
    const l = latest.get(s.server);
    if (l && (l.source !== 'offline' || Buffer.from(l.basis_hash).equals(basis))) continue;
    await db.transaction(async (tx) => {
      await lockServerSummaries(tx, s.server);
      // Another proxy may have derived it meanwhile.
      const now = (await selectLatestSummaries(tx, [s.server]))[0];
      if (now && (now.source !== 'offline' || Buffer.from(now.basis_hash).equals(basis))) return;
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
