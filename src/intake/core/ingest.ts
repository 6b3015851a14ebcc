// The ingest path shared by Kafka, files and DLQ replay: decode + validate + redact each
// message, then store a chunk in one transaction (observed tools, then all traces: a bulk
// COPY into a staging table and one INSERT … ON CONFLICT on PostgreSQL, one statement over
// a JSON array on PGlite). A chunk the database refuses for its data is split to single rows, so one
// bad row becomes one dead letter instead of a batch that can never commit.
import { isWhetstoneError } from '../../errors.ts';
import type { Db, Queryable, Tx } from '../../store/db.ts';
import {
  copyTraces,
  insertDeadLetters,
  insertObservedTools,
  insertTraces,
  selectConflictingStaged,
  selectConflictingTraces,
  type DeadLetterInsert,
} from '../../store/sql/traces.ts';
import { isTransientDbError } from '../../store/transient.ts';
import { isRendered, toolRefs, type StoredRow } from '../../store/types.ts';
import {
  decodeTrace,
  decodeTraceValue,
  measureTraceValue,
  type DeadReason,
  type Decoded,
  type JsonMeasure,
  type TraceRow,
} from './decode.ts';
import { decodeInline, inSlices, type DecodeOutput, WorkerPool } from './pool.ts';
import type { WorkerJobRef } from './worker-job.ts';
import type { IngestMetrics } from './metrics.ts';
import type { Redactor } from '../../privacy/redact.ts';

export interface RawMessage {
  value: Uint8Array | null;
  key: string | null;
  /** Where it came from, e.g. "kafka:whetstone.traces/2@1234" or "file:traces.jsonl:17". */
  source: string;
}

/** A trace v1 value built in this process, and what its message would carry. */
export interface TraceValue {
  value: unknown;
  key: string | null;
  source: string;
}

/**
 * The value as a message whose bytes (its JSON) are written when first read. A value read
 * as undefined (no JSON) gives a message without bytes.
 */
export function messageOf(v: TraceValue): RawMessage {
  let bytes: Uint8Array | null | undefined;
  return {
    get value() {
      if (bytes === undefined) {
        try {
          const json: string | undefined = JSON.stringify(v.value);
          bytes = json === undefined ? null : Buffer.from(json);
        } catch {
          bytes = null; // too deep to write out: the dead letter says why, without the value
        }
      }
      return bytes;
    },
    key: v.key,
    source: v.source,
  };
}

export interface DeadLetter {
  message: RawMessage;
  reason: DeadReason;
  error: string;
}

export interface StoreOutcome {
  stored: number;
  duplicates: number;
  observedTools: string[];
  rejected: DeadLetter[];
}

export interface IngestorOptions {
  db: Db;
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
  /** Tools known to exist, so observed-tool registration only sends new names. */
  readonly #knownTools = new Set<string>();

  readonly #pool: WorkerPool | undefined;

  constructor(o: IngestorOptions) {
    this.#o = o;
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
      messages.map((m) => decodeTrace(m.value, m.source, opts, redactions)),
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
      (ms) => decodeInline(ms, this.#decodeOptions()),
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
    if (here.length === 0) return pool!.decode(messages);
    // The workers start first, so they decode the large messages while the loop does the rest.
    const [far, near] = await Promise.all([
      pool!.decode(there.map((i) => messages[i]!)),
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
  async store(
    rows: { row: StoredRow; message: RawMessage }[],
    alsoInTx?: (tx: Queryable) => Promise<void>,
  ): Promise<StoreOutcome> {
    try {
      return await this.#storeAll(rows, alsoInTx);
    } catch (err) {
      // Retriable failures (the database away; the OTel assembler fenced out by another)
      // go back to the caller, which backs off: storing row by row would not help.
      if (isTransientDbError(err) || (isWhetstoneError(err) && err.retriable)) throw err;
      if (rows.length <= 1) return this.#rejectAll(rows, err, alsoInTx);
      return this.#storeOneByOne(rows, alsoInTx);
    }
  }

  /** Dead letters of file ingest and replay, kept in the database (Kafka uses its DLQ topic). */
  async recordDeadLetters(rows: DeadLetterInsert[]): Promise<void> {
    if (rows.length) await this.#o.db.transaction((tx) => insertDeadLetters(tx, rows));
  }

  async #storeAll(
    rows: { row: StoredRow; message: RawMessage }[],
    alsoInTx?: (tx: Queryable) => Promise<void>,
  ): Promise<StoreOutcome> {
    const outcome = await this.#o.db.transaction(async (tx) => {
      const observed = await this.#registerTools(
        tx,
        rows.map((r) => r.row),
      );
      const staged = await copyTraces(
        tx,
        rows.map((r) => r.row),
      );
      const inserted =
        staged ??
        (await insertTraces(
          tx,
          rows.map((r) => whole(r.row)),
        ));
      const conflicts = await this.#conflicts(tx, rows, inserted, staged !== undefined);
      if (alsoInTx) await alsoInTx(tx);
      return {
        stored: inserted.length,
        duplicates: rows.length - inserted.length - conflicts.length,
        observedTools: observed,
        rejected: conflicts,
      };
    });
    this.#count(outcome);
    for (const r of rows) for (const t of toolsOf(r.row)) this.#knownTools.add(t);
    return outcome;
  }

  async #storeOneByOne(
    rows: { row: StoredRow; message: RawMessage }[],
    alsoInTx?: (tx: Queryable) => Promise<void>,
  ): Promise<StoreOutcome> {
    const total: StoreOutcome = { stored: 0, duplicates: 0, observedTools: [], rejected: [] };
    for (const r of rows) {
      try {
        const o = await this.#storeAll([r]);
        total.stored += o.stored;
        total.duplicates += o.duplicates;
        total.observedTools.push(...o.observedTools);
      } catch (err) {
        if (isTransientDbError(err)) throw err;
        total.rejected.push({
          message: r.message,
          reason: 'store_rejected',
          error: (err as Error).message.slice(0, 300),
        });
      }
    }
    if (alsoInTx) await this.#o.db.transaction(alsoInTx);
    return total;
  }

  async #rejectAll(
    rows: { row: StoredRow; message: RawMessage }[],
    err: unknown,
    alsoInTx?: (tx: Queryable) => Promise<void>,
  ): Promise<StoreOutcome> {
    if (alsoInTx) await this.#o.db.transaction(alsoInTx);
    return {
      stored: 0,
      duplicates: 0,
      observedTools: [],
      rejected: rows.map((r) => ({
        message: r.message,
        reason: 'store_rejected' as const,
        error: (err as Error).message.slice(0, 300),
      })),
    };
  }

  /**
   * Rows not inserted because their trace_id is stored: a redelivery when the content is
   * the same, an id conflict (a dead letter) when it differs. The first row of an id that
   * was inserted is the stored one; later rows of the same id in the chunk are compared.
   */
  async #conflicts(
    tx: Tx,
    rows: { row: StoredRow; message: RawMessage }[],
    inserted: string[],
    staged: boolean,
  ): Promise<DeadLetter[]> {
    if (inserted.length === rows.length) return [];
    const fresh = new Set(inserted);
    const repeated: number[] = [];
    rows.forEach((r, i) => {
      if (fresh.has(r.row.trace_id)) fresh.delete(r.row.trace_id);
      else repeated.push(i);
    });
    if (repeated.length === 0) return [];
    // Staged rows are compared where they are (positions in the chunk); otherwise the
    // repeated rows are sent again (positions in `repeated`).
    const differing = staged
      ? new Set(await selectConflictingStaged(tx, repeated))
      : new Set(
          (
            await selectConflictingTraces(
              tx,
              repeated.map((i) => whole(rows[i]!.row)),
            )
          ).map((k) => repeated[k]!),
        );
    return repeated
      .filter((i) => differing.has(i))
      .map((i) => rows[i]!)
      .map((r) => ({
        message: r.message,
        reason: 'id_conflict' as const,
        error: `trace_id ${JSON.stringify(r.row.trace_id.slice(0, 200))} is already stored with different content; send a new trace_id for a new trace`,
      }));
  }

  async #registerTools(tx: Queryable, rows: StoredRow[]): Promise<string[]> {
    const unknown = new Map<string, { server: string; name: string }>();
    for (const row of rows) {
      for (const ref of toolsOf(row)) {
        if (this.#knownTools.has(ref) || unknown.has(ref)) continue;
        const slash = ref.indexOf('/');
        unknown.set(ref, { server: ref.slice(0, slash), name: ref.slice(slash + 1) });
      }
    }
    return insertObservedTools(tx, [...unknown.values()], this.#o.actor);
  }

  #count(o: StoreOutcome): void {
    const m = this.#o.metrics;
    if (!m) return;
    m.stored.inc(o.stored);
    m.duplicates.inc(o.duplicates);
    m.observedTools.inc(o.observedTools.length);
  }
}

/** A row with its values: a rendered one (COPY text) can only be COPYed, which PGlite cannot. */
function whole(row: StoredRow): TraceRow {
  if (isRendered(row))
    throw new Error(
      'a row rendered as COPY text reached a database without COPY: the OTel assembler renders rows only for PostgreSQL',
    );
  return row;
}

function toolsOf(row: StoredRow): string[] {
  return isRendered(row) ? row.tools : toolRefs(row);
}
