// The assembler: staged spans → trace v1 → the v1 ingest path (validation, redaction,
// storage with ON CONFLICT (trace_id), observed tools). Before each selection of ready
// traces it reads the chunks the doors staged since into its index of open traces, kept
// in memory (open-traces.ts; migration 0017) and rebuilt from the chunks when another
// assembler may have worked since its last round. A trace is assembled when its root
// span has ended and no span of it arrived for the idle window, or forced once it is
// older than the maximum age. Its spans come from the cache of what this process staged,
// else from the staged chunks in PostgreSQL. Storing the trace, writing its tombstone and
// deleting the chunks no open trace needs happen in one transaction (a chunk two batches
// committed at once both needed is deleted by a later one), so a crash anywhere
// assembles it again (harmlessly: the trace id is the OTel trace id, already stored is a
// duplicate) and never loses it.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { isWhetstoneError } from '../../../errors.ts';
import type { Tx } from '../../../store/db.ts';
import {
  claimAssemblerRound,
  deleteSpanChunks,
  fenceAssembler,
  finishOtelTraces,
  readNewSpanChunks,
  lastAssemblerClaim,
  newestSpanChunkId,
  purgeFinishedOtelTraces,
  refreshFinishedTraces,
  selectFinishedTraces,
  selectFoldedChunkIndexes,
  type ChunkIndex,
  type ReadyTrace,
} from '../../../store/sql/spans.ts';
import { insertDeadLetters } from '../../../store/sql/traces.ts';
import { redactDeadLetters } from '../../core/dead-letter.ts';
import { isTransientDbError } from '../../../store/transient.ts';
import { addSummary, type AssembleSummary, countReasons, InFlight, releaseAll, toDeadRow } from './assemble-batches.ts';
import { type AssemblerOptions, defaultConcurrentCommits } from './assemble-options.ts';
import { BatchPreparer, type Prepared } from './assemble-prepare.ts';
import { spansOf } from './assemble-read.ts';
import { lateOnly, OpenTraces } from './open-traces.ts';

// Ready traces read at once, in batches of `batchSize`: enough to keep the pipeline full.
const BATCHES_PER_ROUND = 8;

// Chunks read per transaction: each holds up to a door's chunk of requests.
const READ_CHUNKS = 200;

// Read transactions per call at most.
const READ_PASSES = 10;

// One assembler at a time across daemons sharing a database.
const ASSEMBLE_LOCK_KEY = 0x5754_4f54_454cn; // "WTOTEL"

export { type AssemblerOptions, defaultConcurrentCommits } from './assemble-options.ts';
export type { AssembleSummary } from './assemble-batches.ts';

export class SpanAssembler {
  readonly #o: AssemblerOptions;
  readonly #preparer: BatchPreparer;
  #lastPurge = 0;
  readonly #open = new OpenTraces();
  /** The round counter as this assembler last set it; undefined: the index must be rebuilt. */
  #epoch: string | undefined;
  /** Names this assembler in otel_assembler, so replicas can leave the rounds to the one working. */
  readonly #holder = randomUUID();
  /** The last read of new chunks stopped at its bound with chunks left: the loop comes back at once. */
  #backlog = false;
  /**
   * Chunks no open trace needs that no commit deleted: batches committed at once each
   * count the other's traces as open, so a chunk both need is left to the next
   * transaction (one of the round's, or its own at the end of the round).
   */
  #stranded: number[] = [];

  /** Batches committed at once (AssemblerOptions.concurrentCommits): fixed for the assembler's life. */
  readonly #maxCommits: number;

  constructor(o: AssemblerOptions) {
    this.#o = o;
    this.#preparer = new BatchPreparer({
      ingestor: o.ingestor,
      map: o.map,
      maxSpans: o.maxSpans,
      render: o.db.kind === 'postgres',
      metrics: o.metrics,
      log: o.log,
    });
    const n = Math.floor(o.concurrentCommits ?? defaultConcurrentCommits(o.db.kind));
    this.#maxCommits = Number.isFinite(n) && n >= 1 ? n : 1;
  }

  /**
   * Assembles every ready trace. `traceIds` limits it to those, and `idleMs` overrides the
   * idle window (file ingest assembles what it read at once). Another assembler holding
   * the lock means nothing is done here (it does the work).
   */
  async assembleReady(opts: { traceIds?: string[]; idleMs?: number } = {}): Promise<AssembleSummary> {
    const total: AssembleSummary = {
      stored: 0,
      duplicates: 0,
      deadLettered: 0,
      deadLetteredByReason: {},
      dropped: 0,
      droppedByReason: {},
      forced: 0,
    };
    const work = async () => {
      try {
        await this.#round(opts, total);
      } catch (err) {
        // What this round did in memory may not match what committed (a reply lost after a
        // commit): the next round rebuilds the index from the chunks.
        this.#epoch = undefined;
        throw err;
      }
    };
    // The loop skips a round while another assembler works; file ingest waits for its turn.
    if (opts.traceIds) await this.#o.db.withAdvisoryLock(ASSEMBLE_LOCK_KEY, work);
    else await this.#o.db.tryAdvisoryLock(ASSEMBLE_LOCK_KEY, work);
    return total;
  }

  async #round(opts: { traceIds?: string[]; idleMs?: number }, total: AssembleSummary): Promise<void> {
    // The round is counted; a count moved by another assembler (or none of ours yet) means
    // the index in memory is not the database's: rebuilt before anything is judged ready.
    const claim = await claimAssemblerRound(this.#o.db, this.#holder);
    // Idleness is judged in the database's clock (chunks carry the time it staged them),
    // carried forward from the claim by this process's monotonic clock.
    const claimedAt = performance.now();
    const previous = this.#epoch;
    if (previous === undefined || BigInt(claim.epoch) !== BigInt(previous) + 1n) await this.#rebuild(claim.epoch);
    this.#epoch = claim.epoch;
    const only = opts.traceIds ? new Set(opts.traceIds) : undefined;
    const limit = this.#o.batchSize ?? 500;
    // Told the idle window (file ingest: its traces now), the read must take in every
    // chunk staged before this call, and only those: a door staging faster than the read
    // must not keep the call (and the lock) here.
    const upTo = opts.idleMs === undefined ? null : await newestSpanChunkId(this.#o.db);
    for (;;) {
      // The gate is read before the new chunks, not after: a door that catches up during the
      // read opens it for a chunk the read did not see, and a trace with spans in it
      // would be judged idle. Read first, an open gate means every chunk the door staged
      // to catch up is committed, so the read takes it in before any trace is judged
      // idle, unless the read stops at its bound: then no trace is judged idle this
      // round (any of them may have spans in what is left).
      const open = this.#o.idleGate === undefined || this.#o.idleGate();
      // Before every selection, not once per round: spans staged while a long round
      // worked must move their trace's idle clock before it is judged idle.
      const drained = await this.#readNewChunks(upTo);
      if (!drained && upTo !== null) continue;
      const gated = opts.idleMs === undefined && (!open || !drained);
      const idleMs = gated ? 1e12 : (opts.idleMs ?? this.#o.idleMs);
      const now = claim.now + (performance.now() - claimedAt);
      const ready = this.#open.ready({
        now,
        idleMs,
        maxAgeMs: this.#o.maxAgeMs,
        limit: limit * BATCHES_PER_ROUND,
        only,
      });
      if (ready.length === 0) break;
      await this.#prepareAndCommit(ready, limit, total);
      if (this.#stranded.length) await this.#deleteStranded();
      if (ready.length < limit * BATCHES_PER_ROUND) break;
    }
    if (Date.now() - this.#lastPurge > 60_000) await this.#purgeFinished();
  }

  /**
   * Batches of `limit` traces, in groups: one batch for each decode worker and one for the
   * event loop (when it decodes at all: decodesOnLoop). The next group is prepared (spans
   * decoded, mapped, v1-decoded) while this one is stored, as the v1 consumer decodes its
   * next chunk during the COPY of this one. Each batch is committed once prepared, up to
   * `concurrentCommits` at once, so PostgreSQL and the rest of the machine work side by side.
   */
  async #prepareAndCommit(ready: ReadyTrace[], limit: number, total: AssembleSummary): Promise<void> {
    const workers = this.#o.ingestor.workers;
    const lanes = workers + (this.#o.ingestor.decodesOnLoop ? 1 : 0);
    const groupAt = (g: number) => {
      const first = g * lanes * limit;
      // The group's spans found at once: a chunk missing from the cache is read back (and
      // one that cannot be decoded logged and counted) once, not once per lane.
      const spans = spansOf(ready.slice(first, first + lanes * limit), this.#o);
      const group: Promise<Prepared>[] = [];
      for (let k = 0; k < lanes; k++) {
        const at = first + k * limit;
        if (at >= ready.length) break;
        const prepared = spans.then((found) => this.#preparer.prepare(ready.slice(at, at + limit), found, k < workers));
        prepared.catch(() => {}); // a batch abandoned because the store failed must not reject unseen
        group.push(prepared);
      }
      return group;
    };
    const groups = Math.ceil(ready.length / (limit * lanes));
    const commits = new InFlight(this.#maxCommits);
    try {
      let ahead = groupAt(0);
      for (let g = 0; g < groups; g++) {
        const group = ahead;
        // The next group starts once this one's first batch is ready, as one batch ahead did.
        await group[0];
        commits.throwIfFailed();
        if (g + 1 < groups) ahead = groupAt(g + 1);
        for (const prepared of group) {
          await commits.slot();
          // A batch still being prepared when another's commit failed is not committed:
          // the round is over, and the next one rebuilds the index.
          commits.add(
            prepared.then(async (p) => (commits.failed ? undefined : addSummary(total, await this.#commit(p)))),
          );
        }
      }
    } finally {
      // Never leave a commit running behind a failed round: the index in memory changes
      // after each commit, and the next round rebuilds it.
      await commits.settled();
    }
    commits.throwIfFailed();
  }

  /**
   * A tombstone outlives every chunk that can still list its trace: a chunk lives until its
   * last open trace is assembled, forced at the maximum age at the latest, and a chunk
   * folded after the trace finished restarts the tombstone's clock (#readNewChunks). Purged
   * sooner, a rebuild would reopen the finished trace from such a chunk.
   */
  async #purgeFinished(): Promise<void> {
    this.#lastPurge = Date.now();
    const keepMs = Math.max(this.#o.keepFinishedMs ?? 86_400_000, this.#o.maxAgeMs + 3_600_000);
    const p = await this.#fenced(this.#epoch!, (tx) => purgeFinishedOtelTraces(tx, keepMs, this.#open.chunkIds()));
    for (const id of p.orphanChunks) this.#o.cache?.drop(id);
    if (p.orphanChunks.length)
      this.#o.log?.warn(
        { chunks: p.orphanChunks.length },
        'otel assembler: deleted staged chunks no open trace needed',
      );
  }

  /**
   * The index from scratch: every chunk an assembler already read, less the traces
   * finished since (their leftover spans are not counted late again). Chunks holding only
   * finished traces are deleted.
   */
  async #rebuild(epoch: string): Promise<void> {
    this.#open.clear();
    // A chunk left to delete holds only finished traces: the rebuild deletes it (orphans).
    this.#stranded = [];
    this.#o.cache?.dropPinned();
    const chunks = await selectFoldedChunkIndexes(this.#o.db);
    const ids = new Set<string>();
    for (const c of chunks) for (const t of c.traceIds) ids.add(t);
    const finished = await selectFinishedTraces(this.#o.db, [...ids]);
    for (const c of chunks) this.#open.add(c, finished);
    const orphans = lateOnly(chunks, finished);
    if (orphans.length) {
      await this.#fenced(epoch, (tx) => deleteSpanChunks(tx, orphans));
      for (const id of orphans) this.#o.cache?.drop(id);
    }
  }

  /** The chunks the round's commits left (#stranded), deleted once every commit is done. */
  async #deleteStranded(): Promise<void> {
    const ids = this.#stranded;
    this.#stranded = [];
    await this.#fenced(this.#epoch!, (tx) => deleteSpanChunks(tx, ids));
    for (const id of ids) this.#o.cache?.drop(id);
  }

  /** A transaction that writes only while this assembler still holds round `epoch` (fenceAssembler). */
  #fenced<T>(epoch: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.#o.db.transaction(async (tx) => {
      await fenceAssembler(tx, epoch);
      return work(tx);
    });
  }

  /** Runs until the signal aborts; database outages are logged and retried, never thrown. */
  async loop(signal: AbortSignal): Promise<void> {
    const every = Math.max(50, Math.min(1_000, Math.floor(this.#o.idleMs / 2)));
    // Replicas leave the rounds to the assembler that claimed one lately: taking turns,
    // each would rebuild its index from every staged chunk at every round.
    const stickyMs = Math.max(5_000, 5 * every);
    let delay = every;
    while (!signal.aborted) {
      try {
        const last = await lastAssemblerClaim(this.#o.db);
        if (last === undefined || last.holder === this.#holder || last.ageMs > stickyMs) await this.assembleReady();
        // A backlog left by the read's bound is read on at once, not after the pause.
        delay = this.#backlog ? 0 : every;
      } catch (err) {
        if (isWhetstoneError(err) && err.retriable)
          this.#o.log?.warn({ err: err.message }, 'otel assembler: round stopped; retrying');
        else if (!isTransientDbError(err)) this.#o.log?.error({ err }, 'otel assembler round failed; retrying');
        else this.#o.log?.warn({ err: (err as Error).message }, 'otel assembler: database unreachable; retrying');
        delay = Math.min(delay * 2, 5_000);
      }
      await sleep(delay, undefined, { signal }).catch(() => {});
    }
  }

  /**
   * Reads the chunks staged since the last round into the index, counting late spans
   * found there. False when it stopped at its bound with chunks left unread.
   */
  async #readNewChunks(upTo: string | null): Promise<boolean> {
    // Bounded: doors staging faster than this reads must not keep the assembler (and its
    // lock) here forever; the rest waits for the next call.
    for (let pass = 0; pass < READ_PASSES; pass++) {
      const { chunks, finished } = await this.#fenced(this.#epoch!, async (tx) => {
        const chunks = await readNewSpanChunks(tx, READ_CHUNKS, upTo);
        // Only a trace not open here can have been finished: this assembler finishes them,
        // and its index is current (the round's claim said so).
        const unknown = new Set<string>();
        for (const c of chunks) for (const t of c.traceIds) if (!this.#open.has(t)) unknown.add(t);
        const finished = await selectFinishedTraces(tx, [...unknown]);
        // Spans of a finished trace in a chunk the fold keeps (it holds an open trace too):
        // its tombstone must outlive the chunk (purge below), however late the spans came.
        if (finished.size) await refreshFinishedTraces(tx, [...finished]);
        await deleteSpanChunks(tx, lateOnly(chunks, finished));
        return { chunks, finished };
      });
      this.#addChunks(chunks, finished);
      if (chunks.length < READ_CHUNKS) {
        this.#backlog = false;
        return true;
      }
    }
    this.#backlog = true;
    return false;
  }

  /** Read chunks into the index; spans of finished traces in them are late: counted, and dropped from the cache. */
  #addChunks(chunks: ChunkIndex[], finished: ReadonlySet<string>): void {
    let late = 0;
    for (const c of chunks) {
      for (const l of this.#open.add(c, finished)) {
        late += l.spans;
        this.#o.cache?.release(c.id, l.traceId);
      }
    }
    if (late) this.#o.metrics?.spansDropped.inc({ reason: 'late' }, late);
  }

  /**
   * Stores a prepared batch and closes its traces in one transaction; counts only after the
   * commit. Another batch may be committing at the same time (concurrentCommits): each
   * deletes only the chunks that no trace outside its own batch needs, so a chunk both
   * batches need is deleted by neither and left to the next transaction (#stranded).
   */
  async #commit(p: Prepared): Promise<AssembleSummary> {
    const { ingestor, metrics } = this.#o;
    const closing = p.finish.map((f) => f.trace_id);
    const emptied = this.#open.emptiedBy(closing);
    // Taken, not shared with a commit running beside this one. Lost if this one fails: the
    // failed round's successor rebuilds the index, and deletes them (orphans).
    const leftOver = this.#stranded;
    this.#stranded = [];
    const deleting = leftOver.length ? [...emptied, ...leftOver] : emptied;
    const epoch = this.#epoch!;
    const outcome = await ingestor.store(p.rows, async (tx) => {
      await fenceAssembler(tx, epoch);
      await insertDeadLetters(tx, redactDeadLetters(p.dead.map(toDeadRow)));
      await finishOtelTraces(tx, p.finish, deleting);
    });
    for (const id of this.#open.close(closing)) if (!emptied.includes(id)) this.#stranded.push(id);
    if (this.#o.cache) releaseAll(this.#o.cache, p.ready);
    for (const id of deleting) this.#o.cache?.drop(id);
    if (outcome.rejected.length) await ingestor.recordDeadLetters(outcome.rejected.map(toDeadRow));
    const s: AssembleSummary = {
      stored: outcome.stored,
      duplicates: outcome.duplicates,
      deadLettered: p.dead.length + outcome.rejected.length,
      deadLetteredByReason: countReasons(p.dead, outcome.rejected),
      dropped: [...p.dropped.values()].reduce((a, b) => a + b, 0),
      droppedByReason: Object.fromEntries(p.dropped),
      forced: p.ready.filter((r) => r.forced).length,
    };
    if (metrics) {
      for (const [reason, n] of p.dropped) metrics.traces.inc({ outcome: reason }, n);
      if (s.forced) metrics.traces.inc({ outcome: 'forced' }, s.forced);
      metrics.traces.inc({ outcome: 'stored' }, s.stored);
      metrics.traces.inc({ outcome: 'duplicate' }, s.duplicates);
      metrics.traces.inc({ outcome: 'dead_lettered' }, s.deadLettered);
    }
    return s;
  }
}
