// The ingest path shared by Kafka, files and DLQ replay: decode (the format's, core/format.ts)
// + validate + redact each message, then store a chunk in one transaction (observed tools, then all traces: a bulk
// COPY into a staging table and one INSERT … ON CONFLICT on PostgreSQL, one statement over
// a JSON array on PGlite). A chunk the database refuses for its data is split to single rows, so one
// bad row becomes one dead letter instead of a batch that can never commit.
import type { Db, Queryable } from '../../store/db.ts';
import type { DeadLetterInsert } from '../../store/sql/traces.ts';
import type { StoredRow } from '../../store/types.ts';
import { decodeTraceValue, measureTraceValue, type Decoded, type JsonMeasure, type TraceRow } from './decode.ts';
import { decodeInline, inSlices, type DecodeOutput, WorkerPool } from './pool.ts';
import type { WorkerJobRef } from './worker-job.ts';
import type { MessageFormat } from './format.ts';
import type { IngestMetrics } from './metrics.ts';
import type { Redactor } from '../../privacy/redact.ts';
import type { DeadLetter, RawMessage, TraceValue } from './message.ts';
import { messageOf } from './message.ts';
import { type StoreOutcome, TraceStore } from './store-rows.ts';

export { type DeadLetter, messageOf, type RawMessage, type TraceValue } from './message.ts';
export type { StoreOutcome } from './store-rows.ts';

export interface IngestorOptions {
  db: Db;
  /**
   * What message bytes hold (decode, decodeAsync, DLQ replay): formats/v1's v1Format. Values
   * sent to the workers (decodeValuesAsync) travel as messages of their JSON (messageOf), so
   * it must read that too, as v1 does.
   */
  format: MessageFormat;
  redactor: Redactor;
  maxTraceBytes: number;
  actor: string;
  metrics?: IngestMetrics | undefined;
  /** A message whose decode takes longer is dead-lettered `too_slow` (WHETSTONE_DECODE_TIMEOUT_MS; 0: no bound). */
  decodeTimeoutMs?: number | undefined;
  /** Worker threads for decodeAsync (WHETSTONE_DECODE_WORKERS); 0 or unset: inline, yielding between messages. */
  decodeWorkers?: number | undefined;
  /**
   * With workers, messages up to this many bytes are still decoded inline
   * (WHETSTONE_DECODE_INLINE_MAX_BYTES); 0 or unset: every message to the workers.
   */
  decodeInlineMaxBytes?: number | undefined;
  /** Custom redaction patterns, for the workers (the redactor above cannot cross threads). */
  redactPatterns?: string[] | undefined;
}

/** Default time budget for decoding one message. */
export const DEFAULT_DECODE_TIMEOUT_MS = 2_000;

export const MAX_JSON_DEPTH = 64;

export class TraceIngestor {
  readonly #o: IngestorOptions;
  readonly #rows: TraceStore;

  readonly #pool: WorkerPool | undefined;

  constructor(o: IngestorOptions) {
    this.#o = o;
    this.#rows = new TraceStore(o.db, o.actor, o.metrics);
    if (o.decodeWorkers && o.decodeWorkers > 0) {
      this.#pool = new WorkerPool(o.decodeWorkers, {
        redactPatterns: o.redactPatterns ?? [],
        maxBytes: o.maxTraceBytes,
        maxDepth: MAX_JSON_DEPTH,
        timeBudgetMs: this.#budget(),
      });
    }
  }

  #budget(): number {
    return this.#o.decodeTimeoutMs ?? DEFAULT_DECODE_TIMEOUT_MS;
  }

  #decodeOptions() {
    return {
      maxBytes: this.#o.maxTraceBytes,
      maxDepth: MAX_JSON_DEPTH,
      redactor: this.#o.redactor,
      timeBudgetMs: this.#budget(),
    };
  }

  /** Decodes on the calling thread, all at once (file ingest and replay, where no loop waits). */
  decode(messages: RawMessage[]): { rows: { row: TraceRow; message: RawMessage }[]; dead: DeadLetter[] } {
    const redactions = new Map<string, number>();
    const opts = this.#decodeOptions();
    return this.#sort(
      messages,
      messages.map((m) => this.#o.format.decode(m.value, m.source, opts, redactions)),
      redactions,
    );
  }

  /**
   * Decodes off the event loop: in the worker pool, or inline yielding between messages.
   * With both, small messages inline and large ones in the workers, at the same time.
   */
  async decodeAsync(
    messages: RawMessage[],
  ): Promise<{ rows: { row: TraceRow; message: RawMessage }[]; dead: DeadLetter[] }> {
    const out = await this.#route(
      messages,
      (m) => m.value?.length ?? 0,
      (ms) => decodeInline(ms, this.#o.format.decode, this.#decodeOptions()),
    );
    return this.#sort(messages, out.results, out.redactions);
  }

  /**
   * Trace v1 values built in this process (the OTel assembler's mapping), decoded as their
   * JSON would be. Inline (yielding), without writing and parsing that JSON: decodeTraceValue
   * checks the same limits on the value. Those that go to decode workers are serialized for
   * them, since a value would cross the thread boundary as a structured clone anyway. Each
   * message's `value` (the JSON, for a dead letter) is written only if something reads it.
   */
  async decodeValuesAsync(
    values: TraceValue[],
  ): Promise<{ rows: { row: TraceRow; message: RawMessage }[]; dead: DeadLetter[] }> {
    const messages = values.map(messageOf);
    const limit = this.#inlineMaxBytes();
    const opts = this.#decodeOptions();
    // Each value is walked once: the walk that routes it by size is the first check of its decode.
    const measured: (JsonMeasure | undefined)[] = new Array(values.length);
    const out = await this.#route(
      messages,
      // Asked only with workers and a limit (#route): without them every value decodes here.
      (_m, i) => {
        const m = measureTraceValue(values[i]!.value, opts, limit);
        measured[i] = m;
        return m.bytes;
      },
      async (_ms, at) => {
        const redactions = new Map<string, number>();
        const results: Decoded[] = [];
        await inSlices(at.length, (k) => {
          const i = at[k]!;
          results.push(decodeTraceValue(values[i]!.value, values[i]!.source, opts, redactions, measured[i]));
        });
        return { results, redactions };
      },
    );
    return this.#sort(messages, out.results, out.redactions);
  }

  /** Decode workers that jobs can go to (inWorker). */
  get workers(): number {
    return this.#pool?.size ?? 0;
  }

  /**
   * Whether values are decoded on the event loop at all: without workers, or with an
   * inline limit (WHETSTONE_DECODE_INLINE_MAX_BYTES; 64 KiB by default on two cores). With
   * workers and no limit every value goes to them, so work for the loop is not taken.
   */
  get decodesOnLoop(): boolean {
    return !this.#pool || this.#inlineMaxBytes() > 0;
  }

  /**
   * A job another module registered (worker-job.ts) run in a decode worker. Rejects when
   * there is no worker or the worker failed: the caller does the work on the loop instead.
   */
  inWorker<R>(job: WorkerJobRef, payload: unknown, units: number): Promise<R> {
    if (!this.#pool) return Promise.reject(new Error('no decode workers'));
    return this.#pool.run<R>(job, payload, units);
  }

  /** Counts traces a worker job decoded (validated and redacted) as this ingestor's own. */
  countDecodedInWorker(n: number, redactions: Iterable<[string, number]>): void {
    const metrics = this.#o.metrics;
    if (!metrics) return;
    metrics.consumed.inc(n);
    metrics.decoded.inc({ where: 'worker' }, n);
    for (const [kind, k] of redactions) metrics.redactions.inc({ kind }, k);
  }

  #inlineMaxBytes(): number {
    return this.#o.decodeInlineMaxBytes ?? 0;
  }

  /**
   * Which messages decode where: all inline without workers; with workers, those whose
   * `size` is over the inline limit in the pool, the rest inline meanwhile. Results in
   * message order.
   */
  async #route(
    messages: RawMessage[],
    size: (m: RawMessage, i: number) => number,
    inline: (ms: RawMessage[], at: number[]) => Promise<DecodeOutput>,
  ): Promise<DecodeOutput> {
    const pool = this.#pool;
    const limit = this.#inlineMaxBytes();
    const here: number[] = [];
    const there: number[] = [];
    messages.forEach((m, i) => {
      (!pool || (limit > 0 && size(m, i) <= limit) ? here : there).push(i);
    });
    const metrics = this.#o.metrics;
    metrics?.decoded.inc({ where: 'inline' }, here.length);
    metrics?.decoded.inc({ where: 'worker' }, there.length);
    if (there.length === 0) return inline(messages, here);
    if (here.length === 0) return pool!.decode(this.#o.format.job, messages);
    // The workers start first, so they decode the large messages while the loop does the rest.
    const [far, near] = await Promise.all([
      pool!.decode(
        this.#o.format.job,
        there.map((i) => messages[i]!),
      ),
      inline(
        here.map((i) => messages[i]!),
        here,
      ),
    ]);
    const results: Decoded[] = new Array(messages.length);
    there.forEach((i, k) => {
      results[i] = far.results[k]!;
    });
    here.forEach((i, k) => {
      results[i] = near.results[k]!;
    });
    const redactions = new Map(far.redactions);
    for (const [k, n] of near.redactions) redactions.set(k, (redactions.get(k) ?? 0) + n);
    return { results, redactions };
  }

  /** Stops the decode workers. */
  async close(): Promise<void> {
    await this.#pool?.close();
  }

  #sort(
    messages: RawMessage[],
    results: Decoded[],
    redactions: Map<string, number>,
  ): { rows: { row: TraceRow; message: RawMessage }[]; dead: DeadLetter[] } {
    const rows: { row: TraceRow; message: RawMessage }[] = [];
    const dead: DeadLetter[] = [];
    results.forEach((d, i) => {
      const m = messages[i]!;
      if (d.ok) rows.push({ row: d.row, message: m });
      else dead.push({ message: m, reason: d.reason, error: d.error });
    });
    const metrics = this.#o.metrics;
    if (metrics) {
      metrics.consumed.inc(messages.length);
      for (const [kind, n] of redactions) metrics.redactions.inc({ kind }, n);
    }
    return { rows, dead };
  }

  /**
   * Stores decoded rows. `alsoInTx` runs in the same transaction (file ingest writes its
   * dead letters there). Throws only transient errors, for the caller to back off on.
   */
  store(
    rows: { row: StoredRow; message: RawMessage }[],
    alsoInTx?: (tx: Queryable) => Promise<void>,
  ): Promise<StoreOutcome> {
    return this.#rows.store(rows, alsoInTx);
  }

  /** Dead letters of file ingest and replay, kept in the database (Kafka uses its DLQ topic). */
  recordDeadLetters(rows: DeadLetterInsert[]): Promise<void> {
    return this.#rows.recordDeadLetters(rows, this.#o.redactor);
  }
}
