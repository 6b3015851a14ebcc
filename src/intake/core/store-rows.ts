// The idempotent store of decoded rows: a chunk in one transaction (observed tools, then all
// traces: a bulk COPY into a staging table and one INSERT … ON CONFLICT on PostgreSQL, one
// statement over a JSON array on PGlite). A chunk the database refuses for its data is split
// to single rows, so one bad row becomes one dead letter instead of a batch that never commits.
import { isWhetstoneError } from '../../errors.ts';
import type { Db, Queryable, Tx } from '../../store/db.ts';
import {
  copyTraces,
  type DeadLetterInsert,
  insertDeadLetters,
  insertObservedTools,
  insertTraces,
  selectConflictingStaged,
  selectConflictingTraces,
} from '../../store/sql/traces.ts';
import { isTransientDbError } from '../../store/transient.ts';
import { isRendered, type StoredRow, type TraceRow, toolRefs } from '../../store/types.ts';
import type { DeadLetter, RawMessage } from './message.ts';
import type { IngestMetrics } from './metrics.ts';
import type { Redactor } from '../../privacy/redact.ts';
import { redactDeadLetters } from './dead-letter.ts';

export interface StoreOutcome {
  stored: number;
  duplicates: number;
  observedTools: string[];
  rejected: DeadLetter[];
}

export class TraceStore {
  /** Tools known to exist, so observed-tool registration only sends new names. */
  readonly #knownTools = new Set<string>();

  readonly #db: Db;
  readonly #actor: string;
  readonly #metrics: IngestMetrics | undefined;

  constructor(db: Db, actor: string, metrics: IngestMetrics | undefined) {
    this.#db = db;
    this.#actor = actor;
    this.#metrics = metrics;
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

  /** Dead letters of file ingest and replay, kept in the database (Kafka uses its DLQ topic), redacted. */
  async recordDeadLetters(rows: DeadLetterInsert[], redactor?: Redactor): Promise<void> {
    if (rows.length) await this.#db.transaction((tx) => insertDeadLetters(tx, redactDeadLetters(rows, redactor)));
  }

  async #storeAll(
    rows: { row: StoredRow; message: RawMessage }[],
    alsoInTx?: (tx: Queryable) => Promise<void>,
  ): Promise<StoreOutcome> {
    const outcome = await this.#db.transaction(async (tx) => {
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
    if (alsoInTx) await this.#db.transaction(alsoInTx);
    return total;
  }

  async #rejectAll(
    rows: { row: StoredRow; message: RawMessage }[],
    err: unknown,
    alsoInTx?: (tx: Queryable) => Promise<void>,
  ): Promise<StoreOutcome> {
    if (alsoInTx) await this.#db.transaction(alsoInTx);
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
    return insertObservedTools(tx, [...unknown.values()], this.#actor);
  }

  #count(o: StoreOutcome): void {
    const m = this.#metrics;
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
