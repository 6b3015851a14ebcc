// Decoding off the event loop (and the OTel assembler's batches: assemble()). With workers
// (WHETSTONE_DECODE_WORKERS > 0) each chunk is split into contiguous slices, one per idle
// worker, and the results are put back in message order, so the consumer still stores a chunk and then resolves its offsets exactly
// as before: exactly-once, offsets after commit, and dead letters are unchanged. A worker
// that does not answer within its watchdog (a time budget per message, which decode also
// enforces itself between steps) is terminated and replaced; its messages are retried one
// at a time, and a single message that still overruns is dead-lettered `too_slow`.
// Without workers, decode runs inline and yields to the event loop between messages, so
// one message at most (bounded by the same budget) holds the loop.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { decodeTrace, type Decoded, type DecodeOptions } from './decode.ts';
import type { DecodeJob, DecodeReply, WorkerSetup } from './worker.ts';
import type { AssembleJob, AssembleReply } from '../formats/otlp/assemble-job.ts';

export interface DecodeInput {
  value: Uint8Array | null;
  source: string;
}

export interface DecodeOutput {
  results: Decoded[];
  redactions: Map<string, number>;
}

/**
 * Default pool size: a core for the event loop, the rest (up to 4) for decoding; at least
 * one worker even on two cores, because inline decode holds the loop for a whole message
 * (about 0.8 s for 1 MiB here, too close to a 1 s health check).
 */
export function defaultDecodeWorkers(cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores - 1, 4));
}

/**
 * Default size up to which a message is decoded on the event loop even with workers: on
 * two cores, 64 KiB (a worker's hand-off, the copy there and the structured clone of the
 * rows back, cost more than decoding a small message, and no core is spare for the worker
 * to earn it back); above two cores, 0 (every message to the workers, which then decode
 * side by side). Larger messages always go to a worker when there is one, so no single
 * message holds the loop for long. Measured on bench:ingest, 2 cores, 2026-11-26 (ingest
 * over the floor, adversarial over clean): every message in the one worker 0.63 / 0.83
 * and 0.66 / 0.85; with this default 0.73 / 0.83 and 0.68 / 0.88; all on the loop (no
 * worker) 0.75 / 0.91.
 */
export function defaultDecodeInlineMaxBytes(cores = availableParallelism()): number {
  return cores > 2 ? 0 : 65_536;
}

/** Time a worker gets for a job beyond the budget of its messages, before it is replaced. */
const WATCHDOG_GRACE_MS = 5_000;

interface Job {
  inputs: DecodeInput[];
  resolve: (o: DecodeOutput) => void;
  reject: (err: Error) => void;
  /** An OTel batch instead of messages: its reply is passed on as it is. */
  otel?: { job: Omit<AssembleJob, 'id'>; resolve: (r: AssembleReply) => void } | undefined;
}

interface Slot {
  worker: Worker;
  job: Job | undefined;
  timer: NodeJS.Timeout | undefined;
}

export class DecodePool {
  readonly size: number;
  readonly #setup: WorkerSetup;
  readonly #slots: Slot[] = [];
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closed = false;

  constructor(size: number, setup: WorkerSetup) {
    this.size = size;
    this.#setup = setup;
    for (let i = 0; i < size; i++) this.#slots.push(this.#spawn());
  }

  /** Decodes messages in order, split across the idle workers. */
  async decode(inputs: DecodeInput[]): Promise<DecodeOutput> {
    if (this.#closed) throw new Error('decode pool is closed');
    if (inputs.length === 0) return { results: [], redactions: new Map() };
    const parts = Math.min(this.size, inputs.length);
    const per = Math.ceil(inputs.length / parts);
    const outs = await Promise.all(
      Array.from({ length: parts }, (_, p) => this.#submit(inputs.slice(p * per, (p + 1) * per))),
    );
    return merge(outs);
  }

  /**
   * Assembles an OTel batch in a worker (assemble-job.ts). A worker that crashes or
   * overruns rejects it: the caller assembles the batch on the loop instead.
   */
  assemble(job: Omit<AssembleJob, 'id'>): Promise<AssembleReply> {
    if (this.#closed) return Promise.reject(new Error('decode pool is closed'));
    return new Promise((resolve, reject) => {
      this.#queue.push({ inputs: [], resolve: () => {}, reject, otel: { job, resolve } });
      this.#dispatch();
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const j of this.#queue.splice(0)) j.reject(new Error('decode pool closed'));
    // An OTel batch in a worker being stopped would never be answered: its assembler
    // prepares it on the loop instead.
    for (const s of this.#slots) {
      if (!s.job?.otel) continue;
      clearTimeout(s.timer);
      s.job.reject(new Error('decode pool closed'));
      s.job = undefined;
    }
    await Promise.all(this.#slots.map((s) => s.worker.terminate()));
  }

  #submit(inputs: DecodeInput[]): Promise<DecodeOutput> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ inputs, resolve, reject });
      this.#dispatch();
    });
  }

  #dispatch(): void {
    for (const slot of this.#slots) {
      if (slot.job || this.#queue.length === 0) continue;
      const job = this.#queue.shift()!;
      slot.job = job;
      let units = job.inputs.length;
      if (job.otel) {
        const msg: AssembleJob = { ...job.otel.job, id: this.#nextId++ };
        slot.worker.postMessage(msg);
        units = msg.traces.length;
      } else {
        const { buffer, spans } = pack(job.inputs);
        const msg: DecodeJob = { id: this.#nextId++, buffer, spans, sources: job.inputs.map((i) => i.source) };
        slot.worker.postMessage(msg, [buffer]);
      }
      if (this.#setup.timeBudgetMs > 0) {
        slot.timer = setTimeout(
          () => this.#overrun(slot, 'did not finish'),
          this.#setup.timeBudgetMs * units + WATCHDOG_GRACE_MS,
        );
      }
    }
  }

  #spawn(): Slot {
    const worker = startWorker(this.#setup);
    const slot: Slot = { worker, job: undefined, timer: undefined };
    worker.on('message', (reply: DecodeReply | AssembleReply) => {
      const job = slot.job;
      clearTimeout(slot.timer);
      slot.job = undefined;
      if (job?.otel) job.otel.resolve(reply as AssembleReply);
      else job?.resolve({ results: (reply as DecodeReply).results, redactions: new Map(reply.redactions) });
      this.#dispatch();
    });
    worker.on('error', (err) => this.#overrun(slot, `crashed (${err.message})`));
    // A worker is replaced, never awaited: it must not keep the process alive.
    worker.unref();
    return slot;
  }

  /** Replaces a stuck or crashed worker; its job is retried one message at a time (an OTel batch is rejected: its assembler prepares it on the loop). */
  #overrun(slot: Slot, what: string): void {
    clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = undefined;
    void slot.worker.terminate();
    if (this.#closed) {
      job?.reject(new Error('decode pool closed'));
      return;
    }
    const i = this.#slots.indexOf(slot);
    if (i !== -1) this.#slots[i] = this.#spawn();
    if (job?.otel) job.reject(new Error(`an OTel batch's worker ${what}`));
    else if (job) {
      if (job.inputs.length === 1) {
        const tooSlow = what === 'did not finish';
        job.resolve({
          results: [
            {
              ok: false,
              reason: tooSlow ? 'too_slow' : 'invalid',
              error: tooSlow
                ? `decoding did not finish within ${this.#setup.timeBudgetMs} ms (WHETSTONE_DECODE_TIMEOUT_MS)`
                : `decoding ${what}`,
            },
          ],
          redactions: new Map(),
        });
      } else {
        Promise.all(job.inputs.map((input) => this.#submit([input]))).then(
          (outs) => job.resolve(merge(outs)),
          job.reject,
        );
      }
    }
    this.#dispatch();
  }
}

/**
 * Runs `unit(i)` for each i below `n` on the event loop, yielding to the loop (I/O, timers,
 * other stages) whenever `sliceMs` has passed since the last yield.
 *
 * Short slices because this work runs beside a store that waits on PostgreSQL's replies:
 * each reply waits up to a slice for the loop, and a chunk's store takes several round
 * trips. Measured in bench:otel: 2 ms slices instead of 10 stored the v1 JSON side 15-20%
 * faster (0.49 → 0.40 s for 3,000 traces) and the OTel side as much; 0.5 ms instead of 2
 * stored the JSON side another 15% faster once both were warmed up to compiled code (0.205
 * → 0.175 s, medians of four runs of five rounds), the OTel side alike (0.52 → 0.515 s).
 *
 * No await per unit, and the loop in a small function of its own: an async function
 * called a few times a round (the door's read of a chunk, the assembler's batch) that
 * looped over thousands of units itself was hot enough for V8 to optimize it again at
 * about every call, 10-25 ms of compiling each time (bench:otel, --trace-opt).
 */
export async function inSlices(n: number, unit: (i: number) => void, sliceMs = 0.5): Promise<void> {
  let since = performance.now();
  for (let i = 0; i < n; ) {
    i = slice(i, n, unit, since + sliceMs);
    if (i < n) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      since = performance.now();
    }
  }
}

/** Units from `i` on until `until` (one at least); the next index. */
function slice(i: number, n: number, unit: (i: number) => void, until: number): number {
  do unit(i++);
  while (i < n && performance.now() <= until);
  return i;
}

/** Inline decode for a pool of size 0: yields to the event loop between messages. */
export async function decodeInline(inputs: DecodeInput[], opts: DecodeOptions): Promise<DecodeOutput> {
  const redactions = new Map<string, number>();
  const results: Decoded[] = [];
  await inSlices(inputs.length, (i) => {
    results.push(decodeTrace(inputs[i]!.value, inputs[i]!.source, opts, redactions));
  });
  return { results, redactions };
}

function merge(outs: DecodeOutput[]): DecodeOutput {
  const redactions = new Map<string, number>();
  for (const o of outs) for (const [k, n] of o.redactions) redactions.set(k, (redactions.get(k) ?? 0) + n);
  return { results: outs.flatMap((o) => o.results), redactions };
}

/** All values in one transferable buffer: one copy, never of Kafka's whole fetch buffer. */
function pack(inputs: DecodeInput[]): { buffer: ArrayBuffer; spans: number[] } {
  let total = 0;
  for (const i of inputs) total += i.value?.length ?? 0;
  const bytes = new Uint8Array(total);
  const spans: number[] = [];
  let at = 0;
  for (const i of inputs) {
    if (!i.value) {
      spans.push(-1, -1);
      continue;
    }
    bytes.set(i.value, at);
    spans.push(at, at + i.value.length);
    at += i.value.length;
  }
  return { buffer: bytes.buffer, spans };
}

// From the TypeScript sources (tsx), the worker registers tsx before loading its module;
// compiled to dist/, the .js worker loads directly.
function startWorker(setup: WorkerSetup): Worker {
  const self = import.meta.url;
  if (!self.endsWith('.ts')) return new Worker(new URL('./worker.js', self), { workerData: setup });
  // require.resolve finds tsx's CommonJS build of the API; the ESM build sits beside it.
  const tsxApi = pathToFileURL(
    createRequire(self)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const entry = new URL('./worker.ts', self).href;
  const boot = `import { register } from ${JSON.stringify(tsxApi)}; register(); await import(${JSON.stringify(entry)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData: setup });
}
