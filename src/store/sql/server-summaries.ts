// Server summaries (migrations/0020_server_summaries.sql, 0026 for a reviewer's refusal,
// 0029 for the offline rule's version, 0030 for an LLM summary's): versions and the
// published pointer.
import type { Queryable } from '../db.ts';

export interface ServerSummaryRow {
  server: string;
  version: number;
  text: string;
  source: 'offline' | 'llm' | 'human';
  /** bytea: a Buffer from pg, a Uint8Array from PGlite. */
  basis_hash: Uint8Array;
  /**
   * The offline rule that derived it (OFFLINE_SUMMARY_RULE) for an offline one; for an LLM
   * one, the rule that appended the tool names it lacked (LLM_NAMES_RULE), or null; null for a person's.
   */
  derivation: number | null;
  created_by: string;
  created_at: Date;
  rejected_by: string | null;
  rejected_at: Date | null;
  reject_reason: string | null;
}

/** A version as the review sees it: whether it routes, and whether it matches the server's latest basis. */
export interface SummaryReviewRow extends ServerSummaryRow {
  published: boolean;
  /** Derived from the same descriptions as the server's latest version. */
  current: boolean;
}

/** The latest version of each of these servers' summaries, published or not. */
export async function selectLatestSummaries(q: Queryable, servers: string[]): Promise<ServerSummaryRow[]> {
  const r = await q.query<ServerSummaryRow>(
    `SELECT DISTINCT ON (server) * FROM server_summary_versions
      WHERE server = ANY($1::text[]) ORDER BY server, version DESC`,
    [servers],
  );
  return r.rows;
}

/** The published summary of each of these servers that has one. */
export async function selectPublishedSummaries(q: Queryable, servers: string[]): Promise<ServerSummaryRow[]> {
  const r = await q.query<ServerSummaryRow>(
    `SELECT v.* FROM server_summary_state s
       JOIN server_summary_versions v ON v.server = s.server AND v.version = s.published_version
      WHERE s.server = ANY($1::text[])`,
    [servers],
  );
  return r.rows;
}

/** The newest offline version of each of these servers' summaries, published or not. */
export async function selectLatestOfflineSummaries(q: Queryable, servers: string[]): Promise<ServerSummaryRow[]> {
  const r = await q.query<ServerSummaryRow>(
    `SELECT DISTINCT ON (server) * FROM server_summary_versions
      WHERE server = ANY($1::text[]) AND source = 'offline' ORDER BY server, version DESC`,
    [servers],
  );
  return r.rows;
}

/**
 * Appends the next version of a server's summary; returns its number. An offline one names
 * the rule that derived it (`derivation`), an LLM one may; the table refuses one on a person's.
 */
export async function insertSummaryVersion(
  q: Queryable,
  v: {
    server: string;
    text: string;
    source: ServerSummaryRow['source'];
    basisHash: Buffer;
    actor: string;
    derivation?: number;
  },
): Promise<number> {
  const r = await q.query<{ version: number }>(
    `INSERT INTO server_summary_versions (server, version, text, source, basis_hash, created_by, derivation)
     SELECT $1, COALESCE(MAX(version), 0) + 1, $2, $3, $4, $5, $6 FROM server_summary_versions WHERE server = $1
     RETURNING version`,
    [v.server, v.text, v.source, v.basisHash, v.actor, v.derivation ?? null],
  );
  return r.rows[0]!.version;
}

export async function upsertPublishedSummary(q: Queryable, server: string, version: number): Promise<void> {
  await q.query(
    `INSERT INTO server_summary_state (server, published_version) VALUES ($1, $2)
     ON CONFLICT (server) DO UPDATE SET published_version = EXCLUDED.published_version`,
    [server, version],
  );
}

/** Serialises summary writes for one server (transaction-scoped). */
export async function lockServerSummaries(q: Queryable, server: string): Promise<void> {
  await q.query(`SELECT pg_advisory_xact_lock(hashtextextended('server_summary:' || $1, 0))`, [server]);
}

/**
 * The servers, of these, with a proposal awaiting review: a version the LLM or a person
 * wrote, not rejected, newer than the published one and of the latest version's
 * descriptions (summary-review.ts's 'pending'), read without the history.
 */
export async function selectPendingSummaryServers(q: Queryable, servers: string[]): Promise<string[]> {
  const r = await q.query<{ server: string }>(
    `SELECT DISTINCT v.server FROM server_summary_versions v
       LEFT JOIN server_summary_state s ON s.server = v.server
       JOIN LATERAL (SELECT x.basis_hash FROM server_summary_versions x
                      WHERE x.server = v.server ORDER BY x.version DESC LIMIT 1) l ON true
      WHERE v.server = ANY($1::text[]) AND v.source <> 'offline' AND v.rejected_at IS NULL
        AND v.version > COALESCE(s.published_version, 0) AND v.basis_hash = l.basis_hash`,
    [servers],
  );
  return r.rows.map((x) => x.server);
}

/** Every version of these servers' summaries (all servers when none are named), newest first per server. */
export async function selectSummaryHistory(q: Queryable, servers?: string[]): Promise<SummaryReviewRow[]> {
  const r = await q.query<SummaryReviewRow>(
    `SELECT v.*, COALESCE(s.published_version = v.version, false) AS published,
            v.basis_hash = l.basis_hash AS current
       FROM server_summary_versions v
       LEFT JOIN server_summary_state s ON s.server = v.server
       JOIN LATERAL (SELECT x.basis_hash FROM server_summary_versions x
                      WHERE x.server = v.server ORDER BY x.version DESC LIMIT 1) l ON true
      WHERE $1::text[] IS NULL OR v.server = ANY($1::text[])
      ORDER BY v.server, v.version DESC`,
    [servers ?? null],
  );
  return r.rows;
}

/** Marks a version rejected by a reviewer. */
export async function markSummaryRejected(
  q: Queryable,
  v: { server: string; version: number; actor: string; reason: string },
): Promise<void> {
  await q.query(
    `UPDATE server_summary_versions SET rejected_by = $3, rejected_at = now(), reject_reason = $4
      WHERE server = $1 AND version = $2`,
    [v.server, v.version, v.actor, v.reason],
  );
}

/**
 * The description sets (basis hashes) of which a summary proposal was refused, per server:
 * a version a reviewer rejected, or an LLM summary that failed its checks (not stored; its
 * audit row `server_summary.reject` names the basis in hex).
 */
export async function selectRefusedBases(
  q: Queryable,
  servers: string[],
): Promise<{ server: string; basis: Uint8Array }[]> {
  const r = await q.query<{ server: string; basis: Uint8Array }>(
    `SELECT server, basis_hash AS basis FROM server_summary_versions
      WHERE server = ANY($1::text[]) AND rejected_at IS NOT NULL
     UNION
     SELECT substr(subject, 8) AS server, decode(details->>'basis', 'hex') AS basis FROM audit_log
      WHERE subject = ANY(ARRAY(SELECT 'server:' || x FROM unnest($1::text[]) AS x))
        AND action = 'server_summary.reject' AND details->>'basis' IS NOT NULL`,
    [servers],
  );
  return r.rows;
}
