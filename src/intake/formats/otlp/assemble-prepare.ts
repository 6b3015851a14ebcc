// A batch of ready traces up to its store: each trace's spans decoded, mapped to trace v1
// and put through the v1 decode (validation, redaction), in a decode worker (assemble-job.ts)
// or on the event loop. Nothing here writes, so a batch prepared ahead and then abandoned
// costs only the work.
import type { Logger } from '../../../log.ts';
import type { ReadyTrace } from '../../../store/sql/spans.ts';
import type { StoredRow } from '../../../store/types.ts';
import { messageOf, type DeadLetter, type RawMessage, type TraceIngestor, type TraceValue } from '../../core/ingest.ts';
import { inSlices } from '../../core/pool.ts';
import {
  ASSEMBLE_JOB,
  type AssembledTrace,
  type AssembleReply,
  decodeSpans,
  mapTrace,
  packAssembleJob,
} from './assemble-job.ts';
import type { MapDropReason, MapOptions } from './map.ts';
import type { OtelMetrics } from './metrics.ts';
import type { StagedSpan } from './otlp.ts';

export interface PreparerOptions {
  ingestor: TraceIngestor;
  map: MapOptions;
  maxSpans: number;
  /** A worker renders rows as COPY text (for PostgreSQL). */
  render: boolean;
  metrics?: OtelMetrics | undefined;
  log?: Logger | undefined;
}

export interface Prepared {
  ready: ReadyTrace[];
  finish: { trace_id: string; state: 'assembled' | 'dropped'; outcome: string }[];
  /** Decoded rows, or rendered as COPY text when a worker assembled the batch for PostgreSQL. */
  rows: { row: StoredRow; message: RawMessage }[];
  dead: DeadLetter[];
  /** Traces dropped, by reason (not_agent, too_large, unmappable). */
  dropped: Map<string, number>;
}

export class BatchPreparer {
  readonly #o: PreparerOptions;

  constructor(o: PreparerOptions) {
    this.#o = o;
  }

  /**
   * A batch up to its store: its spans decoded, mapped and v1-decoded (validation,
   * redaction), in a decode worker (`inWorker`; on the loop if the worker fails) or on the
   * loop, yielding. Nothing here writes, so a batch prepared ahead and then abandoned costs
   * only the work (a worker's batch runs to its end).
   */
  async prepare(ready: ReadyTrace[], spansOf: Map<string, StagedSpan[]>, inWorker: boolean): Promise<Prepared> {
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
    const job = packAssembleJob(batch, this.#o.map, this.#o.maxSpans, this.#o.render);
    const reply = await this.#o.ingestor.inWorker<AssembleReply>(ASSEMBLE_JOB, job, job.traces.length);
    let decoded = 0;
    for (const r of reply.results) if (r.kind !== 'dropped') decoded++;
    this.#o.ingestor.countDecodedInWorker(decoded, reply.redactions);
    return this.#preparedFrom(ready, batch, reply.results);
  }

  /** A trace mapped again here (undefined if it no longer maps): the trace v1 a dead letter of a batch assembled in a worker carries. */
  #remapped(traceId: string, staged: StagedSpan[]): unknown {
    // Spans that no longer decode were logged and counted when the worker found them.
    const m = this.#map(traceId, staged, false);
    return m.ok ? m.value.value : undefined;
  }

  /** A trace that could not be mapped (on the loop or in a worker): logged with the error's name, not its message, which can quote the spans (unredacted trace text). */
  #unmappable(traceId: string, error: string | undefined): void {
    this.#o.log?.error({ trace: traceId, error }, 'otel assembler: a trace could not be mapped to trace v1; dropped');
  }

  /** Spans that could not be decoded (on the loop or in a worker): corruption in memory, logged and counted. */
  #lost(traceId: string, n: number): void {
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
  ): { ok: true; value: TraceValue } | { ok: false; reason: MapDropReason | 'too_large' | 'unmappable' } {
    const { spans, lost } = decodeSpans(staged);
    if (lost && count) this.#lost(traceId, lost);
    const m = mapTrace(spans, this.#o.map, this.#o.maxSpans);
    if (!m.ok) {
      if (m.reason === 'unmappable') this.#unmappable(traceId, m.error);
      return { ok: false, reason: m.reason };
    }
    return { ok: true, value: { value: m.trace, key: m.trace.server as string, source: `otel:${traceId}` } };
  }

  /** A worker's outcomes as a prepared batch, in the batch's order. */
  #preparedFrom(
    ready: ReadyTrace[],
    batch: { traceId: string; spans: StagedSpan[] }[],
    results: AssembledTrace[],
  ): Prepared {
    const finish: Prepared['finish'] = [];
    const rows: Prepared['rows'] = [];
    const dead: DeadLetter[] = [];
    const dropped = new Map<string, number>();
    for (let i = 0; i < ready.length; i++) {
      const r = ready[i]!;
      const x = results[i]!;
      if (x.lost) this.#lost(r.trace_id, x.lost);
      if (x.kind === 'dropped') {
        if (x.reason === 'unmappable') this.#unmappable(r.trace_id, x.error);
        finish.push({ trace_id: r.trace_id, state: 'dropped', outcome: x.reason });
        dropped.set(x.reason, (dropped.get(x.reason) ?? 0) + 1);
        continue;
      }
      finish.push({ trace_id: r.trace_id, state: 'assembled', outcome: r.forced ? 'forced' : 'complete' });
      const message = this.#remappedMessage(r.trace_id, batch[i]!.spans, x.key);
      if (x.kind === 'rendered') rows.push({ row: x.row, message });
      else if (x.decoded.ok) rows.push({ row: x.decoded.row, message });
      else dead.push({ message, reason: x.decoded.reason, error: x.decoded.error });
    }
    return { ready, finish, rows, dead, dropped };
  }

  /** The message of a trace assembled in a worker: its trace v1 mapped again here, and its JSON written, only when read. */
  #remappedMessage(traceId: string, staged: StagedSpan[], key: string): RawMessage {
    const remapped = (id: string, st: StagedSpan[]) => this.#remapped(id, st);
    return messageOf({
      get value() {
        return remapped(traceId, staged);
      },
      key,
      source: `otel:${traceId}`,
    });
  }
}
