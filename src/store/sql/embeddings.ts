import type { Queryable } from '../db.ts';

export interface EmbeddingRow {
  content_hash: Buffer;
  vector: Buffer;
}

export async function selectEmbeddings(q: Queryable, model: string, hashes: Buffer[]): Promise<EmbeddingRow[]> {
  if (hashes.length === 0) return [];
  const r = await q.query<EmbeddingRow>(
    'SELECT content_hash, vector FROM embeddings WHERE model = $1 AND content_hash = ANY($2::bytea[])',
    [model, hashes],
  );
  return r.rows;
}

export async function insertEmbeddings(
  q: Queryable,
  model: string,
  rows: { hash: Buffer; vector: Float32Array }[],
): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `INSERT INTO embeddings (model, content_hash, dims, vector)
     SELECT $1, h, $2, v FROM unnest($3::bytea[], $4::bytea[]) AS x(h, v)
     ON CONFLICT (model, content_hash) DO NOTHING`,
    [
      model,
      rows[0]!.vector.length,
      rows.map((r) => r.hash),
      rows.map((r) => Buffer.from(r.vector.buffer, r.vector.byteOffset, r.vector.byteLength)),
    ],
  );
}
