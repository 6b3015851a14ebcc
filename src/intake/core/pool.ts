// A pool of worker threads that runs jobs off the event loop, each registered by name in a
// module exporting `workerJobs` (loaded in the worker on first use): a format's decode of
// messages (core/format.ts) and other work (the OTel assembler's). The pool knows no format.
//
// Decode: with workers (WHETSTONE_DECODE_WORKERS > 0) each chunk is split into contiguous
// slices, one per idle worker, and the results are put back in message order, so the
// consumer stores a chunk and then resolves its offsets as before: exactly-once, offsets
// after commit, dead letters unchanged. A worker that does not answer within its watchdog (a
// time budget per unit, which decode also enforces itself between steps) is terminated and
// replaced; its messages are retried one at a time, and a single message that still overruns
// is dead-lettered `too_slow`. A registered job whose worker crashes or overruns is rejected:
// its caller runs the work on the loop instead. Without workers, decode runs inline and
// yields to the event loop between messages.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Decoded, DecodeOptions } from './decode.ts';
import type { DecodeMessage } from './format.ts';
import type {
  DecodePayload,
  DecodeReply,
  WorkerJobRef,
  WorkerMessage,
  WorkerReply,
  WorkerSetup,
} from './worker-job.ts';

export interface DecodeInput {
  value: Uint8Array | null;
  source: string;
}

export interface DecodeOutput {
  results: Decoded[];
  redactions: Map<string, number>;
}

/** Time a worker gets for a job beyond the budget of its units, before it is replaced. */
const WATCHDOG_GRACE_MS = 5_000;

interface Job {
  message: Omit<WorkerMessage, 'id'>;
  transfer: ArrayBuffer[];
  /** Units of work (messages, traces): the watchdog allows a time budget for each. */
  units: number;
  resolve: (reply: unknown) => void;
  reject: (err: Error) => void;
  /** A decode job's messages: retried one at a time when its worker fails. Absent for a registered job. */
  inputs?: DecodeInput[] | undefined;
}

interface Slot {
  worker: Worker;
  job: Job | undefined;
  timer: NodeJS.Timeout | undefined;
}

export class WorkerPool {
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

  /** Decodes messages with a format's decode job, in order, split across the idle workers. */
  async decode(job: WorkerJobRef, inputs: DecodeInput[]): Promise<DecodeOutput> {
    if (this.#closed) throw new Error('decode pool is closed');
    if (inputs.length === 0) return { results: [], redactions: new Map() };
    const parts = Math.min(this.size, inputs.length);
    const per = Math.ceil(inputs.length / parts);
    const outs = await Promise.all(
      Array.from({ length: parts }, (_, p) => this.#submit(job, inputs.slice(p * per, (p + 1) * per))),
    );
    return merge(outs);
  }

  /**
   * Runs a registered job in a worker and resolves with its reply. A worker that crashes or
   * overruns (`units` time budgets) rejects it, as does closing the pool.
   */
  run<R>(job: WorkerJobRef, payload: unknown, units: number): Promise<R> {
    if (this.#closed) return Promise.reject(new Error('decode pool is closed'));
    return new Promise((resolve, reject) => {
      const message = { module: job.module, name: job.name, payload };
      this.#queue.push({ message, transfer: [], units, resolve: resolve as (r: unknown) => void, reject });
      this.#dispatch();
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const j of this.#queue.splice(0)) j.reject(new Error('decode pool closed'));
    // A registered job in a worker being stopped would never be answered: its caller runs
    // the work on the loop instead.
    for (const s of this.#slots) {
      if (!s.job || s.job.inputs) continue;
      clearTimeout(s.timer);
      s.job.reject(new Error('decode pool closed'));
      s.job = undefined;
    }
    await Promise.all(this.#slots.map((s) => s.worker.terminate()));
  }

  #submit(ref: WorkerJobRef, inputs: DecodeInput[]): Promise<DecodeOutput> {
    return new Promise((resolve, reject) => {
      const { buffer, spans } = pack(inputs);
      const payload: DecodePayload = { buffer, spans, sources: inputs.map((i) => i.source) };
      this.#queue.push({
        message: { module: ref.module, name: ref.name, payload },
        transfer: [buffer],
        units: inputs.length,
        resolve: (r) => {
          const reply = r as DecodeReply;
          resolve({ results: reply.results, redactions: new Map(reply.redactions) });
        },
        reject,
        inputs,
      });
      this.#dispatch();
    });
  }

  #dispatch(): void {
    for (const slot of this.#slots) {
      if (slot.job || this.#queue.length === 0) continue;
      const job = this.#queue.shift()!;
      slot.job = job;
      const msg: WorkerMessage = { ...job.message, id: this.#nextId++ };
      slot.worker.postMessage(msg, job.transfer);
      if (this.#setup.timeBudgetMs > 0) {
        slot.timer = setTimeout(
          () => this.#overrun(slot, 'did not finish'),
          this.#setup.timeBudgetMs * job.units + WATCHDOG_GRACE_MS,
        );
      }
    }
  }

  #spawn(): Slot {
    const worker = startWorker(this.#setup);
    const slot: Slot = { worker, job: undefined, timer: undefined };
    worker.on('message', (reply: WorkerReply) => {
      const job = slot.job;
      clearTimeout(slot.timer);
      slot.job = undefined;
      job?.resolve(reply.reply);
      this.#dispatch();
    });
    worker.on('error', (err) => this.#overrun(slot, `crashed (${err.message})`));
    // A worker is replaced, never awaited: it must not keep the process alive.
    worker.unref();
    return slot;
  }

  /** Replaces a stuck or crashed worker; a decode job is retried one message at a time, a registered job rejected. */
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
    if (job && !job.inputs) job.reject(new Error(`a ${job.message.name} job's worker ${what}`));
    else if (job?.inputs) this.#retry(job, job.inputs, what);
    this.#dispatch();
  }

  /** A failed decode job: one message dead-lettered, several decoded again one by one. */
  #retry(job: Job, inputs: DecodeInput[], what: string): void {
    if (inputs.length === 1) {
      const tooSlow = what === 'did not finish';
      const reply: DecodeReply = {
        results: [
          {
            ok: false,
            reason: tooSlow ? 'too_slow' : 'invalid',
            error: tooSlow
              ? `decoding did not finish within ${this.#setup.timeBudgetMs} ms (WHETSTONE_DECODE_TIMEOUT_MS)`
              : `decoding ${what}`,
          },
        ],
        redactions: [],
      };
      job.resolve(reply);
      return;
    }
    const ref = { module: job.message.module, name: job.message.name };
    Promise.all(inputs.map((input) => this.#submit(ref, [input]))).then((outs) => {
      const merged = merge(outs);
      job.resolve({ results: merged.results, redactions: [...merged.redactions] } satisfies DecodeReply);
    }, job.reject);
  }
}

/**
 * Runs `unit(i)` for each i below `n` on the event loop, yielding to the loop (I/O, timers,
 * other stages) whenever `sliceMs` has passed since the last yield. Slices are short because
 * this work runs beside stores waiting on PostgreSQL's replies, each of which waits up to a
 * slice for the loop. No await per unit, and the loop in a small function of its own, so V8
 * does not re-optimize a long async function at every call.
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
export async function decodeInline(
  inputs: DecodeInput[],
  decode: DecodeMessage,
  opts: DecodeOptions,
): Promise<DecodeOutput> {
  const redactions = new Map<string, number>();
  const results: Decoded[] = [];
  await inSlices(inputs.length, (i) => {
    results.push(decode(inputs[i]!.value, inputs[i]!.source, opts, redactions));
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
