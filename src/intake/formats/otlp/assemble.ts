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
import type { Logger } from '../../../log.ts';
import type { Db, Tx } from '../../../store/db.ts';
import type { StoredRow } from '../../../store/types.ts';
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
  selectSpanChunks,
  type ChunkIndex,
  type ReadyTrace,
} from '../../../store/sql/spans.ts';
import { insertDeadLetters } from '../../../store/sql/traces.ts';
import { isTransientDbError } from '../../../store/transient.ts';
import { inSlices } from '../../core/pool.ts';
import { messageOf, type DeadLetter, type RawMessage, type TraceIngestor, type TraceValue } from '../../core/ingest.ts';
import {
  ASSEMBLE_JOB,
  type AssembledTrace,
  type AssembleReply,
  decodeSpans,
  mapTrace,
  packAssembleJob,
} from './assemble-job.ts';
import type { SpanCache } from './cache.ts';
import { decodeChunk } from './chunk.ts';
import type { MapOptions } from './map.ts';
import type { OtelMetrics } from './metrics.ts';
import { lateOnly, OpenTraces } from './open-traces.ts';
import type { StagedSpan } from './otlp.ts';

// Ready traces read at once, in batches of `batchSize`: enough to keep the pipeline full.
const BATCHES_PER_ROUND = 8;

// Chunks read per transaction: each holds up to a door's chunk of requests.
const READ_CHUNKS = 200;

// Read transactions per call at most.
const READ_PASSES = 10;
// A staged body was accepted under the size limit of its day; reading it back allows more.
const READ_BACK_MAX_BYTES = 1 << 30;

// One assembler at a time across daemons sharing a database.
const ASSEMBLE_LOCK_KEY = 0x5754_4f54_454cn; // "WTOTEL"

export interface AssemblerOptions {
  db: Db;
  ingestor: TraceIngestor;
  idleMs: number;
  maxAgeMs: number;
  maxSpans: number;
  map: MapOptions;
  metrics?: OtelMetrics | undefined;
  log?: Logger | undefined;
  /** Traces per transaction (default 500). */
  batchSize?: number;
  /**
   * False while spans may still be on their way (the Kafka door catching up after a
   * restart): then only traces past the maximum age are assembled.
   */
  idleGate?: (() => boolean) | undefined;
  /** Finished traces are remembered this long, to drop their late spans (default 24 h). */
  keepFinishedMs?: number;
  /** The spans (skimmed or decoded) of chunks the doors of this process staged. */
  cache?: SpanCache | undefined;
  /** Batches committed at once, each on its own connection (default: defaultConcurrentCommits). */
  concurrentCommits?: number;
}

/** Batches the assembler commits at once unless told otherwise: 2 on PostgreSQL; PGlite's one connection runs transactions one at a time. */
export function defaultConcurrentCommits(kind: Db['kind']): number {
  return kind === 'postgres' ? 2 : 1;
}

export interface AssembleSummary {
  stored: number;
  duplicates: number;
  deadLettered: number;
  /** The dead letters by reason (oversize, invalid, …), for file ingest's summary. */
  deadLetteredByReason: Record<string, number>;
  dropped: number;
  forced: number;
}

export class SpanAssembler {
  readonly #o: AssemblerOptions;
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
      // Batches of `limit` traces, in groups: one batch for each decode worker and one for
      // the event loop (when it decodes at all: decodesOnLoop). The next group is prepared
      // (spans decoded, mapped, v1-decoded) while this one is stored, as the v1 consumer
      // decodes its next chunk during the COPY of this one. On two cores a worker alone set
      // the pace, and the loop alone did (bench:otel, docs/traces.md).
      const workers = this.#o.ingestor.workers;
      const lanes = workers + (this.#o.ingestor.decodesOnLoop ? 1 : 0);
      const groupAt = (g: number) => {
        const first = g * lanes * limit;
        // The group's spans found at once: a chunk missing from the cache is read back (and
        // one that cannot be decoded logged and counted) once, not once per lane.
        const spans = this.#spansOf(ready.slice(first, first + lanes * limit));
        const group: Promise<Prepared>[] = [];
        for (let k = 0; k < lanes; k++) {
          const at = first + k * limit;
          if (at >= ready.length) break;
          const prepared = spans.then((spansOf) => this.#prepare(ready.slice(at, at + limit), spansOf, k < workers));
          prepared.catch(() => {}); // a batch abandoned because the store failed must not reject unseen
          group.push(prepared);
        }
        return group;
      };
      const groups = Math.ceil(ready.length / (limit * lanes));
      // Each batch is committed once prepared, up to `concurrentCommits` at once: one commit
      // after the other, the last group's commits ran with nothing beside them, PostgreSQL
      // busy and the rest of the machine idle (bench:otel, docs/traces.md).
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
      if (this.#stranded.length) await this.#deleteStranded();
      if (ready.length < limit * BATCHES_PER_ROUND) break;
    }
    if (Date.now() - this.#lastPurge > 60_000) {
      this.#lastPurge = Date.now();
      // A tombstone outlives every chunk that can still list its trace: a chunk lives until
      // its last open trace is assembled, forced at the maximum age at the latest, and a
      // chunk folded after the trace finished restarts the tombstone's clock (#readNewChunks).
      // Purged sooner, a rebuild would reopen the finished trace from such a chunk.
      const keepMs = Math.max(this.#o.keepFinishedMs ?? 86_400_000, this.#o.maxAgeMs + 3_600_000);
      const p = await this.#fenced(this.#epoch!, (tx) => purgeFinishedOtelTraces(tx, keepMs, this.#open.chunkIds()));
      for (const id of p.orphanChunks) this.#o.cache?.drop(id);
      if (p.orphanChunks.length)
        this.#o.log?.warn(
          { chunks: p.orphanChunks.length },
          'otel assembler: deleted staged chunks no open trace needed',
        );
    }
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

  /** Each ready trace's spans: from the cache where it holds the chunk, else read back (skimmed, as a door reads them). */
  async #spansOf(ready: ReadyTrace[]): Promise<Map<string, StagedSpan[]>> {
    const { cache } = this.#o;
    const { out, missing, held } = cachedSpans(ready, cache);
    this.#o.metrics?.chunkReads.inc({ source: 'memory' }, held.size);
    if (missing.size === 0) return out;
    this.#o.metrics?.chunkReads.inc({ source: 'database' }, missing.size);
    const read = new Map<number, Map<string, StagedSpan[]>>();
    for (const c of await selectSpanChunks(this.#o.db, [...missing])) {
      try {
        // The body passed the size limit when it was staged; a limit lowered since must not
        // make it unreadable.
        const d = decodeChunk(c.format, c.body, READ_BACK_MAX_BYTES);
        read.set(c.id, d.byTrace);
        // Kept like a chunk this process staged: the next batch needing it reads it here.
        cache?.put(c.id, d.bytes, d.byTrace);
      } catch (err) {
        // One unreadable chunk must not stop every round: its traces are assembled with
        // the spans the other chunks hold, and the loss is logged and counted.
        // The message is not logged: a decoder's error can quote the spans it choked on,
        // and those are unredacted trace text.
        this.#o.log?.error(
          { chunk: c.id, error: (err as Error).name },
          'otel assembler: a staged chunk could not be decoded; its spans are dropped',
        );
        this.#o.metrics?.chunkReads.inc({ source: 'unreadable' });
        read.set(c.id, new Map());
        // Read once: later batches find it here, empty, until the chunk is deleted.
        cache?.put(c.id, 0, new Map(), true);
      }
    }
    for (const r of ready) {
      const spans = out.get(r.trace_id)!;
      for (const id of r.chunks)
        if (missing.has(id)) for (const s of read.get(id)?.get(r.trace_id) ?? []) spans.push(s);
    }
    return out;
  }

  /**
   * A batch up to its store: its spans decoded, mapped and v1-decoded (validation,
   * redaction), in a decode worker (`inWorker`; on the loop if the worker fails) or on the
   * loop, yielding. Nothing here writes, so a batch prepared ahead and then abandoned costs
   * only the work (a worker's batch runs to its end).
   */
  async #prepare(ready: ReadyTrace[], spansOf: Map<string, StagedSpan[]>, inWorker: boolean): Promise<Prepared> {
    if (inWorker) {
      try {
        return await this.#prepareInWorker(ready, spansOf);
      } catch (err) {
        // The name only: a worker's error message can quote the spans it failed on.
        this.#o.log?.warn(
          { error: (err as Error).name },
          'otel assembler: a batch failed in its decode worker; assembling it here',
        );
      }
    }
    const finish: Prepared['finish'] = [];
    const values: TraceValue[] = [];
    const dropped = new Map<string, number>();
    await inSlices(ready.length, (i) => {
      const r = ready[i]!;
      const m = this.#map(r.trace_id, spansOf.get(r.trace_id) ?? []);
      if (!m.ok) {
        finish.push({ trace_id: r.trace_id, state: 'dropped', outcome: m.reason });
        dropped.set(m.reason, (dropped.get(m.reason) ?? 0) + 1);
        return;
      }
      values.push(m.value);
      finish.push({ trace_id: r.trace_id, state: 'assembled', outcome: r.forced ? 'forced' : 'complete' });
    });
    // The v1 path: decode (validate + redact), then store. A trace v1 that fails validation
    // (e.g. a query over 100,000 characters) is dead-lettered to the dead_letters table as
    // the v1 JSON, so `whetstone dlq replay` can store it once the cause is fixed.
    const { rows, dead } = await this.#o.ingestor.decodeValuesAsync(values);
    return { ready, finish, rows, dead, dropped };
  }

  /** #prepare's work in a decode worker: the batch's spans handed over as places in shared memory. */
  async #prepareInWorker(ready: ReadyTrace[], spansOf: Map<string, StagedSpan[]>): Promise<Prepared> {
    const batch = ready.map((r) => ({ traceId: r.trace_id, spans: spansOf.get(r.trace_id) ?? [] }));
    // Rows come back as COPY text where the database stores by COPY: strings cross the
    // thread boundary as a copy, a row's objects as a structured clone on both sides.
    const job = packAssembleJob(batch, this.#o.map, this.#o.maxSpans, this.#o.db.kind === 'postgres');
    const reply = await this.#o.ingestor.inWorker<AssembleReply>(ASSEMBLE_JOB, job, job.traces.length);
    let decoded = 0;
    for (const r of reply.results) if (r.kind !== 'dropped') decoded++;
    this.#o.ingestor.countDecodedInWorker(decoded, reply.redactions);
    return preparedFrom(ready, batch, reply.results, this);
  }

  /** A trace mapped again here (undefined if it no longer maps): the trace v1 a dead letter of a batch assembled in a worker carries. */
  remapped(traceId: string, staged: StagedSpan[]): unknown {
    // Spans that no longer decode were logged and counted when the worker found them.
    const m = this.#map(traceId, staged, false);
    return m.ok ? m.value.value : undefined;
  }

  /** A trace that could not be mapped (on the loop or in a worker): logged with the error's name, not its message, which can quote the spans (unredacted trace text). */
  unmappable(traceId: string, error: string | undefined): void {
    this.#o.log?.error({ trace: traceId, error }, 'otel assembler: a trace could not be mapped to trace v1; dropped');
  }

  /** Spans that could not be decoded (on the loop or in a worker): corruption in memory, logged and counted. */
  lost(traceId: string, n: number): void {
    this.#o.log?.error(
      { trace: traceId, spans: n },
      'otel assembler: spans held in memory could not be decoded; they are dropped',
    );
    this.#o.metrics?.spansDropped.inc({ reason: 'unreadable' }, n);
  }

  /**
   * One trace's spans → its trace v1 message (decodeSpans, mapTrace: the steps a worker
   * runs). Whatever its spans hold, this returns. `count`: spans that no longer decode are
   * logged and counted (not when a worker already did, for a dead letter's JSON).
   */
  #map(
    traceId: string,
    staged: StagedSpan[],
    count = true,
  ): { ok: true; value: TraceValue } | { ok: false; reason: 'not_agent' | 'too_large' | 'unmappable' } {
    const { spans, lost } = decodeSpans(staged);
    if (lost && count) this.lost(traceId, lost);
    const m = mapTrace(spans, this.#o.map, this.#o.maxSpans);
    if (!m.ok) {
      if (m.reason === 'unmappable') this.unmappable(traceId, m.error);
      return { ok: false, reason: m.reason };
    }
    return { ok: true, value: { value: m.trace, key: m.trace.server as string, source: `otel:${traceId}` } };
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
      await insertDeadLetters(tx, p.dead.map(toDeadRow));
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

// Loops over a batch's traces live in small functions of their own, not in the async
// methods that run them a few times a round: such a loop made V8 optimize the whole
// method at about every call, 10-25 ms of compiling each time (inSlices says more).

/** Each trace's spans from the cache, and the chunks it held and did not. */
function cachedSpans(
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

/** A worker's outcomes as a prepared batch, in the batch's order. */
function preparedFrom(
  ready: ReadyTrace[],
  batch: { traceId: string; spans: StagedSpan[] }[],
  results: AssembledTrace[],
  a: SpanAssembler,
): Prepared {
  const finish: Prepared['finish'] = [];
  const rows: Prepared['rows'] = [];
  const dead: DeadLetter[] = [];
  const dropped = new Map<string, number>();
  for (let i = 0; i < ready.length; i++) {
    const r = ready[i]!;
    const x = results[i]!;
    if (x.lost) a.lost(r.trace_id, x.lost);
    if (x.kind === 'dropped') {
      if (x.reason === 'unmappable') a.unmappable(r.trace_id, x.error);
      finish.push({ trace_id: r.trace_id, state: 'dropped', outcome: x.reason });
      dropped.set(x.reason, (dropped.get(x.reason) ?? 0) + 1);
      continue;
    }
    finish.push({ trace_id: r.trace_id, state: 'assembled', outcome: r.forced ? 'forced' : 'complete' });
    const message = remappedMessage(a, r.trace_id, batch[i]!.spans, x.key);
    if (x.kind === 'rendered') rows.push({ row: x.row, message });
    else if (x.decoded.ok) rows.push({ row: x.decoded.row, message });
    else dead.push({ message, reason: x.decoded.reason, error: x.decoded.error });
  }
  return { ready, finish, rows, dead, dropped };
}

/** The message of a trace assembled in a worker: its trace v1 mapped again here, and its JSON written, only when read. */
function remappedMessage(a: SpanAssembler, traceId: string, staged: StagedSpan[], key: string): RawMessage {
  return messageOf({
    get value() {
      return a.remapped(traceId, staged);
    },
    key,
    source: `otel:${traceId}`,
  });
}

/** The cache lets go of closed traces' spans. */
function releaseAll(cache: SpanCache, ready: ReadyTrace[]): void {
  for (const r of ready) for (const id of r.chunks) cache.release(id, r.trace_id);
}

interface Prepared {
  ready: ReadyTrace[];
  finish: { trace_id: string; state: 'assembled' | 'dropped'; outcome: string }[];
  /** Decoded rows, or rendered as COPY text when a worker assembled the batch for PostgreSQL. */
  rows: { row: StoredRow; message: RawMessage }[];
  dead: DeadLetter[];
  /** Traces dropped, by reason (not_agent, too_large, unmappable). */
  dropped: Map<string, number>;
}

function toDeadRow(d: DeadLetter) {
  return { source: d.message.source, reason: d.reason, error: d.error, key: d.message.key, value: d.message.value };
}

function addSummary(total: AssembleSummary, s: AssembleSummary): void {
  total.stored += s.stored;
  total.duplicates += s.duplicates;
  total.deadLettered += s.deadLettered;
  total.dropped += s.dropped;
  total.forced += s.forced;
  for (const [reason, n] of Object.entries(s.deadLetteredByReason))
    total.deadLetteredByReason[reason] = (total.deadLetteredByReason[reason] ?? 0) + n;
}

function countReasons(...lists: DeadLetter[][]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const list of lists) for (const d of list) out[d.reason] = (out[d.reason] ?? 0) + 1;
  return out;
}

/**
 * Commits running at once, at most `max`. A failed one is remembered, not thrown where it
 * failed: the round waits for the others (settled) before it throws (throwIfFailed).
 */
class InFlight {
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
