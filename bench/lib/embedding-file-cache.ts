// A file cache of embeddings for benches, so a re-run embeds nothing it embedded before
// (each bench database is dropped at the end, and with it the store's cache). One file
// per cache key (the model's vectors as embedder.ts computes them: `<model>.alone.bin`, so
// files of vectors computed in batches, `<model>.bin`, are never read): records of a
// 32-byte content hash and the vector, appended. Runs in parallel may share a file: each
// reads it once at start (a record still being written at the end is skipped) and appends
// whole records in one write to a file opened for appending, which the kernel never
// interleaves; a vector two runs both computed is the same and stored twice, harmlessly.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentHash } from '../../src/semantic/cache.ts';
import type { Embedder } from '../../src/semantic/embedder.ts';

/** The file under `dir` that holds `inner`'s vectors. */
export function embeddingCacheFile(inner: Embedder, dir: string): string {
  return join(dir, `${(inner.cacheKey ?? inner.model).replace(/[^\w.-]+/g, '.')}.bin`);
}

export function fileCachedEmbedder(inner: Embedder, dir: string, dims = 384): Embedder & { computed: number } {
  const path = embeddingCacheFile(inner, dir);
  const memory = new Map<string, Float32Array>();
  const rec = 32 + dims * 4;
  if (existsSync(path)) {
    const buf = readFileSync(path);
    for (let o = 0; o + rec <= buf.length; o += rec) {
      memory.set(
        buf.subarray(o, o + 32).toString('hex'),
        new Float32Array(buf.buffer.slice(buf.byteOffset + o + 32, buf.byteOffset + o + rec)),
      );
    }
  }
  mkdirSync(dir, { recursive: true });
  const self = {
    model: inner.model,
    ...(inner.cacheKey ? { cacheKey: inner.cacheKey } : {}),
    computed: 0,
    async embed(texts: string[]) {
      const keys = texts.map((t) => contentHash(t).toString('hex'));
      const missing = [...new Set(keys.filter((k) => !memory.has(k)))];
      if (missing.length) {
        const textOf = new Map(keys.map((k, i) => [k, texts[i]!]));
        const vecs = await inner.embed(missing.map((k) => textOf.get(k)!));
        self.computed += missing.length;
        const out: Buffer[] = [];
        missing.forEach((k, i) => {
          memory.set(k, vecs[i]!);
          out.push(Buffer.from(k, 'hex'), Buffer.from(vecs[i]!.buffer, vecs[i]!.byteOffset, vecs[i]!.byteLength));
        });
        appendFileSync(path, Buffer.concat(out));
      }
      return keys.map((k) => memory.get(k)!);
    },
  };
  return self;
}
