// Retention: what grows without bound is deleted once it is older than its setting —
// traces (with their judgments and per-tool outcomes), publisher tick claims, file-ingest
// dead letters, cached embeddings (a cache: a vector deleted is computed again when next
// needed, and every reworded upstream text or new query adds one) — in small batches, one
// short transaction each. Never touched: versions,
// the publish log, the audit log (append-only by trigger), proposals, optimizer runs, and
// any trace a version's provenance cites (the evidence behind a published text stays
// inspectable as long as the version exists). A run is audited with its counts.
import type { Logger } from '../log.ts';
import type { Db } from '../store/db.ts';
import { insertAudit } from '../store/sql/audit.ts';
import {
  countExpiredDeadLetters,
  countExpiredEmbeddings,
  countExpiredPublishTicks,
  countExpiredTraces,
  deleteExpiredDeadLetters,
  deleteExpiredEmbeddings,
  deleteExpiredPublishTicks,
  deleteExpiredTraces,
} from '../store/sql/retention.ts';

export interface RetentionPolicy {
  /** Days to keep traces; 0 keeps them forever. */
  traceDays: number;
  deadLetterDays: number;
  publishTickDays: number;
  /** Days to keep a cached embedding after it was computed. */
  embeddingDays: number;
  /** Rows per delete statement. */
  batchSize: number;
}

export interface RetentionReport {
  dryRun: boolean;
  traces: number;
  /** Expired traces kept because a version's provenance cites them. */
  tracesKeptCited: number;
  publishTicks: number;
  deadLetters: number;
  embeddings: number;
}

export const MAINTENANCE_ACTOR = 'whetstone-maintenance';

export async function runRetention(
  db: Db,
  p: RetentionPolicy,
  o: { dryRun?: boolean; signal?: AbortSignal; log?: Logger; actor?: string } = {},
): Promise<RetentionReport> {
  const report: RetentionReport = {
    dryRun: o.dryRun === true,
    traces: 0,
    tracesKeptCited: 0,
    publishTicks: 0,
    deadLetters: 0,
    embeddings: 0,
  };
  if (p.traceDays > 0) {
    const c = await countExpiredTraces(db, p.traceDays);
    report.tracesKeptCited = c.cited;
    report.traces = o.dryRun
      ? c.expired
      : await drain((n) => deleteExpiredTraces(db, p.traceDays, n), p.batchSize, o.signal);
  }
  if (p.publishTickDays > 0) {
    report.publishTicks = o.dryRun
      ? await countExpiredPublishTicks(db, p.publishTickDays)
      : await drain((n) => deleteExpiredPublishTicks(db, p.publishTickDays, n), p.batchSize, o.signal);
  }
  if (p.deadLetterDays > 0) {
    report.deadLetters = o.dryRun
      ? await countExpiredDeadLetters(db, p.deadLetterDays)
      : await drain((n) => deleteExpiredDeadLetters(db, p.deadLetterDays, n), p.batchSize, o.signal);
  }
  if (p.embeddingDays > 0) {
    report.embeddings = o.dryRun
      ? await countExpiredEmbeddings(db, p.embeddingDays)
      : await drain((n) => deleteExpiredEmbeddings(db, p.embeddingDays, n), p.batchSize, o.signal);
  }
  if (!o.dryRun && report.traces + report.publishTicks + report.deadLetters + report.embeddings > 0) {
    await insertAudit(db, {
      actor: o.actor ?? MAINTENANCE_ACTOR,
      action: 'retention',
      subject: 'store',
      details: { ...report, policy: p },
    });
  }
  o.log?.info({ ...report }, 'retention run finished');
  return report;
}

/** Deletes batch after batch until one comes back short (or the run is aborted). */
async function drain(
  deleteBatch: (limit: number) => Promise<number>,
  batchSize: number,
  signal?: AbortSignal,
): Promise<number> {
  let total = 0;
  for (;;) {
    if (signal?.aborted) return total;
    const n = await deleteBatch(batchSize);
    total += n;
    if (n < batchSize) return total;
  }
}
