// The spans of chunks this process staged (skimmed or decoded: see skimOtlp), kept for the
// assembler so it does not read back and check again what a door read a moment ago. The staged row stays the source
// of truth: a chunk missing here (staged by another replica, before a restart, or evicted
// for room) is read from PostgreSQL. Entries go in only after the staging transaction
// committed, and a trace's entries are dropped only after its assembly committed, so a
// rolled-back assembly finds them again. Bounded by the requests' bytes after gunzip,
// oldest chunk first: an approximation of what an entry holds (its frames, which keep
// gzip and OTLP/JSON bodies too, a gzip request's inflated bytes, OTLP/JSON's decoded
// spans).
import type { StagedSpan } from './otlp.ts';

interface Entry {
  bytes: number;
  byTrace: Map<string, StagedSpan[]>;
  /** Kept when releases empty it, and passed over by eviction, until drop() or dropPinned(): a chunk read back that could not be decoded. */
  pinned: boolean;
}

export class SpanCache {
  readonly #maxBytes: number;
  // Insertion order is staging order: the first key is the oldest chunk.
  readonly #chunks = new Map<number, Entry>();
  #bytes = 0;
  hits = 0;
  misses = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** Chunks held. */
  get size(): number {
    return this.#chunks.size;
  }

  /**
   * A committed chunk: `bytes` is the size its requests decoded from (after gunzip), the
   * budget's unit. `pinned`: kept even when releases leave it empty, until drop() or
   * dropPinned() (an unreadable chunk is put with no spans: without the pin the first
   * release dropped it, and a later batch read and logged it again). Eviction passes pinned
   * entries over: they hold no spans and count no bytes.
   */
  put(chunkId: number, bytes: number, byTrace: Map<string, StagedSpan[]>, pinned = false): void {
    if (bytes > this.#maxBytes || this.#chunks.has(chunkId)) return;
    this.#chunks.set(chunkId, { bytes, byTrace, pinned });
    this.#bytes += bytes;
    for (const [id, e] of this.#chunks) {
      if (this.#bytes <= this.#maxBytes) break;
      if (e.pinned) continue;
      this.#chunks.delete(id);
      this.#bytes -= e.bytes;
    }
  }

  /** The trace's spans in the chunk ([] if it has none there), or undefined if the chunk is not held. */
  get(chunkId: number, traceId: string): StagedSpan[] | undefined {
    const e = this.#chunks.get(chunkId);
    if (!e) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    return e.byTrace.get(traceId) ?? [];
  }

  /** After a trace's assembly committed: its spans are no longer needed. */
  release(chunkId: number, traceId: string): void {
    const e = this.#chunks.get(chunkId);
    if (!e) return;
    e.byTrace.delete(traceId);
    if (e.byTrace.size === 0 && !e.pinned) {
      this.#chunks.delete(chunkId);
      this.#bytes -= e.bytes;
    }
  }

  /**
   * Every pinned entry: when the assembler rebuilds its index it cannot tell which of their
   * chunks still exist (a commit whose reply was lost, another replica's work); one that
   * does is read, and logged, once more.
   */
  dropPinned(): void {
    for (const [id, e] of this.#chunks) if (e.pinned) this.#chunks.delete(id);
  }

  /** The chunk was deleted from the database: nothing will ask for it again. */
  drop(chunkId: number): void {
    const e = this.#chunks.get(chunkId);
    if (!e) return;
    this.#chunks.delete(chunkId);
    this.#bytes -= e.bytes;
  }
}
