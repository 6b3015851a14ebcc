// Embeddings cached by model and content hash: in memory for this process, and in the
// store (table embeddings) across runs and restarts. Only misses reach the model.
import { createHash } from 'node:crypto';
import type { Queryable } from '../store/db.ts';
import { insertEmbeddings, selectEmbeddings } from '../store/sql/embeddings.ts';
import type { Embedder } from './embedder.ts';

export function contentHash(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

export function cachedEmbedder(
  inner: Embedder,
  db: Queryable | undefined,
  o: { memoryEntries?: number } = {},
): Embedder & { misses: number } {
  const max = o.memoryEntries ?? 200_000;
  // The store's key for these vectors: the embedder's cache key (embedder.ts), so vectors
  // computed another way under the same model's name are never read back.
  const stored = inner.cacheKey ?? inner.model;
  const memory = new Map<string, Float32Array>();
  const remember = (key: string, v: Float32Array) => {
    if (memory.size >= max) memory.delete(memory.keys().next().value!);
    memory.set(key, v);
  };
  const self = {
    model: inner.model,
    cacheKey: stored,
    misses: 0,
    async embed(texts: string[]): Promise<Float32Array[]> {
      const hashes = texts.map(contentHash);
      const keys = hashes.map((h) => h.toString('hex'));
      const want = [...new Set(keys.filter((k) => !memory.has(k)))];
      if (want.length && db) {
        for (let i = 0; i < want.length; i += 5000) {
          for (const r of await selectEmbeddings(
            db,
            stored,
            want.slice(i, i + 5000).map((k) => Buffer.from(k, 'hex')),
          )) {
            const b = Buffer.from(r.vector);
            remember(r.content_hash.toString('hex'), new Float32Array(b.buffer, b.byteOffset, b.byteLength / 4));
          }
        }
      }
      const missing = want.filter((k) => !memory.has(k));
      if (missing.length) {
        const textOf = new Map(keys.map((k, i) => [k, texts[i]!]));
        const vectors = await inner.embed(missing.map((k) => textOf.get(k)!));
        self.misses += missing.length;
        for (const [i, k] of missing.entries()) remember(k, vectors[i]!);
        if (db) {
          for (let i = 0; i < missing.length; i += 2000) {
            await insertEmbeddings(
              db,
              stored,
              missing.slice(i, i + 2000).map((k, j) => ({ hash: Buffer.from(k, 'hex'), vector: vectors[i + j]! })),
            );
          }
        }
      }
      // A vector evicted between the lookups above and here is recomputed, never missing.
      const gone = keys.filter((k) => !memory.has(k));
      if (gone.length) {
        const textOf = new Map(keys.map((k, i) => [k, texts[i]!]));
        const again = await inner.embed(gone.map((k) => textOf.get(k)!));
        for (const [i, k] of gone.entries()) remember(k, again[i]!);
      }
      return keys.map((k) => memory.get(k)!);
    },
  };
  return self;
}
