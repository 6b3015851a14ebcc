// What a round of the assembler keeps track of besides its batches: spans found in the
// cache, the summary, dead-letter rows, and the commits running at once. Loops over a
// batch's traces live in small functions of their own, not in the async methods that run
// them a few times a round, so V8 does not optimize those methods again at every call.
import type { ReadyTrace } from '../../../store/sql/spans.ts';
import type { DeadLetter } from '../../core/ingest.ts';
import type { SpanCache } from './cache.ts';
import type { StagedSpan } from './otlp.ts';

export interface AssembleSummary {
  stored: number;
  duplicates: number;
  deadLettered: number;
  /** The dead letters by reason (oversize, invalid, …), for file ingest's summary. */
  deadLetteredByReason: Record<string, number>;
  dropped: number;
  /** The dropped traces by reason (unknown_convention, no_tool_calls, too_large, unmappable). */
  droppedByReason: Record<string, number>;
  forced: number;
}

/** Each trace's spans from the cache, and the chunks it held and did not. */
export function cachedSpans(
  ready: ReadyTrace[],
  cache: SpanCache | undefined,
): { out: Map<string, StagedSpan[]>; missing: Set<number>; held: Set<number> } {
  const out = new Map<string, StagedSpan[]>();
  const missing = new Set<number>();
  const held = new Set<number>();
  for (const r of ready) {
    const spans: StagedSpan[] = [];
    for (const id of r.chunks) {
      const got = cache?.get(id, r.trace_id);
      if (got === undefined) missing.add(id);
      else {
        held.add(id);
        for (const s of got) spans.push(s);
      }
    }
    out.set(r.trace_id, spans);
  }
  return { out, missing, held };
}

/** The cache lets go of closed traces' spans. */
export function releaseAll(cache: SpanCache, ready: ReadyTrace[]): void {
  for (const r of ready) for (const id of r.chunks) cache.release(id, r.trace_id);
}

export function toDeadRow(d: DeadLetter) {
  return { source: d.message.source, reason: d.reason, error: d.error, key: d.message.key, value: d.message.value };
}

export function addSummary(total: AssembleSummary, s: AssembleSummary): void {
  total.stored += s.stored;
  total.duplicates += s.duplicates;
  total.deadLettered += s.deadLettered;
  total.dropped += s.dropped;
  total.forced += s.forced;
  for (const [reason, n] of Object.entries(s.deadLetteredByReason))
    total.deadLetteredByReason[reason] = (total.deadLetteredByReason[reason] ?? 0) + n;
  for (const [reason, n] of Object.entries(s.droppedByReason))
    total.droppedByReason[reason] = (total.droppedByReason[reason] ?? 0) + n;
}

export function countReasons(...lists: DeadLetter[][]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const list of lists) for (const d of list) out[d.reason] = (out[d.reason] ?? 0) + 1;
  return out;
}

/**
 * Commits running at once, at most `max`. A failed one is remembered, not thrown where it
 * failed: the round waits for the others (settled) before it throws (throwIfFailed).
 */
export class InFlight {
  readonly #max: number;
  readonly #running = new Set<Promise<void>>();
  #failure: { error: unknown } | undefined;

  constructor(max: number) {
    this.#max = max;
  }

  /** Resolves once another may start; throws the first failure instead of starting more. */
  async slot(): Promise<void> {
    while (this.#running.size >= this.#max && !this.#failure) await Promise.race(this.#running);
    this.throwIfFailed();
  }

  add(work: Promise<void>): void {
    const tracked: Promise<void> = work.then(
      () => {
        this.#running.delete(tracked);
      },
      (error: unknown) => {
        this.#running.delete(tracked);
        this.#failure ??= { error };
      },
    );
    this.#running.add(tracked);
  }

  async settled(): Promise<void> {
    await Promise.all(this.#running);
  }

  get failed(): boolean {
    return this.#failure !== undefined;
  }

  throwIfFailed(): void {
    if (this.#failure) throw this.#failure.error;
  }
}
