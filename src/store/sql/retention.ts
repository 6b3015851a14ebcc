// Retention: batched deletes of what grows without bound. Each statement deletes at most
// `limit` rows, oldest first, so a run never holds long locks or bloats one transaction.
import type { Queryable } from '../db.ts';

// Trace ids cited anywhere in a version's provenance: under a `trace_id` key or in a
// `trace_ids` array, at any depth (evidence lists, per-sentence sources, …).
const CITED = `
  SELECT jsonb_path_query(provenance, 'lax $.**.trace_id') #>> '{}' AS id FROM description_versions
  UNION
  SELECT jsonb_path_query(provenance, 'lax $.**.trace_ids[*]') #>> '{}' FROM description_versions`;

export async function deleteExpiredTraces(q: Queryable, olderThanDays: number, limit: number): Promise<number> {
  const r = await q.query(
    `WITH cited AS (${CITED}),
     doomed AS (
       SELECT trace_id FROM traces
        WHERE ingested_at < now() - make_interval(days => $1)
          AND NOT EXISTS (SELECT 1 FROM cited WHERE cited.id = traces.trace_id)
        LIMIT $2
        FOR UPDATE SKIP LOCKED)
     DELETE FROM traces t USING doomed d WHERE t.trace_id = d.trace_id`,
    [olderThanDays, limit],
  );
  return r.rowCount;
}

export async function countExpiredTraces(
  q: Queryable,
  olderThanDays: number,
): Promise<{ expired: number; cited: number }> {
  const r = await q.query<{ expired: number; cited: number }>(
    `WITH cited AS (${CITED})
     SELECT count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM cited WHERE cited.id = traces.trace_id))::int AS expired,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM cited WHERE cited.id = traces.trace_id))::int AS cited
       FROM traces WHERE ingested_at < now() - make_interval(days => $1)`,
    [olderThanDays],
  );
  return r.rows[0]!;
}

export async function deleteExpiredPublishTicks(q: Queryable, olderThanDays: number, limit: number): Promise<number> {
  const r = await q.query(
    `DELETE FROM publish_ticks WHERE tick IN (
       SELECT tick FROM publish_ticks WHERE claimed_at < now() - make_interval(days => $1) ORDER BY claimed_at LIMIT $2)`,
    [olderThanDays, limit],
  );
  return r.rowCount;
}

export async function countExpiredPublishTicks(q: Queryable, olderThanDays: number): Promise<number> {
  const r = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM publish_ticks WHERE claimed_at < now() - make_interval(days => $1)`,
    [olderThanDays],
  );
  return r.rows[0]!.n;
}

export async function deleteExpiredDeadLetters(q: Queryable, olderThanDays: number, limit: number): Promise<number> {
  const r = await q.query(
    `DELETE FROM dead_letters WHERE id IN (
       SELECT id FROM dead_letters WHERE at < now() - make_interval(days => $1) ORDER BY id LIMIT $2)`,
    [olderThanDays, limit],
  );
  return r.rowCount;
}

export async function countExpiredDeadLetters(q: Queryable, olderThanDays: number): Promise<number> {
  const r = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM dead_letters WHERE at < now() - make_interval(days => $1)`,
    [olderThanDays],
  );
  return r.rows[0]!.n;
}

export async function deleteExpiredEmbeddings(q: Queryable, olderThanDays: number, limit: number): Promise<number> {
  const r = await q.query(
    `DELETE FROM embeddings WHERE (model, content_hash) IN (
       SELECT model, content_hash FROM embeddings WHERE created_at < now() - make_interval(days => $1)
       ORDER BY created_at LIMIT $2)`,
    [olderThanDays, limit],
  );
  return r.rowCount;
}

export async function countExpiredEmbeddings(q: Queryable, olderThanDays: number): Promise<number> {
  const r = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM embeddings WHERE created_at < now() - make_interval(days => $1)`,
    [olderThanDays],
  );
  return r.rows[0]!.n;
}
