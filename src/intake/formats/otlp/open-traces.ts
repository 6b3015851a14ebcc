// The assembler's index of open traces, in memory: for each trace staged and not yet
// finished, the chunks holding its spans, whether its root span has
// arrived, and when its first and last chunk were staged (the database's clock). It is
// built from the chunks' own indexes (what a door writes with each chunk), so nothing
// here needs writing: a restart, or another assembler having worked meanwhile, rebuilds
// it from the chunks already read and the tombstones of finished traces. Replaces a table
// upserted per trace per round (migration 0017). Changed only after the transaction that
// makes the change durable has committed.
import type { ChunkIndex, ReadyTrace } from '../../../store/sql/spans.ts';

interface OpenTrace {
  chunks: number[];
  root: boolean;
  firstAt: number;
  lastAt: number;
}

export interface ReadyQuery {
  /** The database's clock now (ms). */
  now: number;
  idleMs: number;
  maxAgeMs: number;
  limit: number;
  /** Only these traces (file ingest). */
  only?: ReadonlySet<string> | undefined;
}

export class OpenTraces {
  readonly #traces = new Map<string, OpenTrace>();
  /** Open traces with spans in each chunk: a chunk at zero is deleted. */
  readonly #refs = new Map<number, number>();

  get size(): number {
    return this.#traces.size;
  }

  has(traceId: string): boolean {
    return this.#traces.has(traceId);
  }

  clear(): void {
    this.#traces.clear();
    this.#refs.clear();
  }

  /** The chunks some open trace still needs. */
  chunkIds(): number[] {
    return [...this.#refs.keys()];
  }

  /**
   * Adds a read chunk's traces. Those in `finished` are late (their trace was closed
   * before the chunk was read): left out, and returned with their span counts.
   */
  add(c: ChunkIndex, finished: ReadonlySet<string>): { traceId: string; spans: number }[] {
    const late: { traceId: string; spans: number }[] = [];
    let refs = this.#refs.get(c.id) ?? 0;
    for (let i = 0; i < c.traceIds.length; i++) {
      const id = c.traceIds[i]!;
      if (finished.has(id)) {
        late.push({ traceId: id, spans: c.spanCounts[i] ?? 0 });
        continue;
      }
      const t = this.#traces.get(id);
      if (t === undefined) {
        this.#traces.set(id, { chunks: [c.id], root: c.roots[i] === true, firstAt: c.stagedAt, lastAt: c.stagedAt });
        refs++;
        continue;
      }
      t.chunks.push(c.id);
      t.root ||= c.roots[i] === true;
      if (c.stagedAt < t.firstAt) t.firstAt = c.stagedAt;
      if (c.stagedAt > t.lastAt) t.lastAt = c.stagedAt;
      refs++;
    }
    if (refs > 0) this.#refs.set(c.id, refs);
    return late;
  }

  /**
   * Traces to assemble, longest idle first: root span arrived and nothing staged for
   * `idleMs`, or first staged over `maxAgeMs` ago (forced).
   */
  ready(q: ReadyQuery): ReadyTrace[] {
    const out = readyOf(this.#traces, q);
    out.sort((a, b) => a.at - b.at || (a.r.trace_id < b.r.trace_id ? -1 : 1));
    return out.slice(0, q.limit).map((x) => x.r);
  }

  /** The chunks that closing these traces leaves no open trace needing: to delete with the closing. */
  emptiedBy(traceIds: readonly string[]): number[] {
    const drop = new Map<number, number>();
    for (const id of traceIds) for (const c of this.#traces.get(id)?.chunks ?? []) drop.set(c, (drop.get(c) ?? 0) + 1);
    const out: number[] = [];
    for (const [c, n] of drop) if ((this.#refs.get(c) ?? 0) <= n) out.push(c);
    return out;
  }

  /**
   * Forgets closed traces, after the transaction that closed them committed. Returns the
   * chunks no open trace needs any more: emptiedBy's, unless another batch's traces were
   * closed meanwhile.
   */
  close(traceIds: readonly string[]): number[] {
    const unneeded: number[] = [];
    for (const id of traceIds) {
      const t = this.#traces.get(id);
      if (!t) continue;
      this.#traces.delete(id);
      for (const c of t.chunks) {
        const n = (this.#refs.get(c) ?? 0) - 1;
        if (n > 0) this.#refs.set(c, n);
        else if (this.#refs.delete(c)) unneeded.push(c);
      }
    }
    return unneeded;
  }
}

/**
 * The open traces ready to assemble, unsorted. A function of its own: the loop over every
 * open trace made ready(), called once or twice a round, hot enough for V8 to optimize it
 * again at about every call.
 */
function readyOf(traces: Map<string, OpenTrace>, q: ReadyQuery): { r: ReadyTrace; at: number }[] {
  const idleBefore = q.now - q.idleMs;
  const ageBefore = q.now - q.maxAgeMs;
  const out: { r: ReadyTrace; at: number }[] = [];
  const consider = (id: string, t: OpenTrace) => {
    const idle = t.root && t.lastAt <= idleBefore;
    if (idle || t.firstAt <= ageBefore)
      out.push({ r: { trace_id: id, forced: !idle, chunks: [...t.chunks] }, at: t.lastAt });
  };
  if (q.only) {
    for (const id of q.only) {
      const t = traces.get(id);
      if (t) consider(id, t);
    }
  } else for (const [id, t] of traces) consider(id, t);
  return out;
}

/** Chunks of which every trace is in `finished`: nothing will read them. */
export function lateOnly(chunks: readonly ChunkIndex[], finished: ReadonlySet<string>): number[] {
  return chunks.filter((c) => c.traceIds.every((id) => finished.has(id))).map((c) => c.id);
}
