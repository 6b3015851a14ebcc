// A worker thread of the pool (pool.ts): runs decodeTrace (parse, validate, redact) on
// packed trace v1 messages, so a slow or hostile message never holds the daemon's event
// loop, and any job another module registers (`workerJobs`, loaded on first use).
import { parentPort, workerData } from 'node:worker_threads';
import { createRedactor } from '../../privacy/redact.ts';
import { decodeTrace, type Decoded } from './decode.ts';
import type {
  DecodePayload,
  DecodeReply,
  WorkerContext,
  WorkerJob,
  WorkerMessage,
  WorkerReply,
  WorkerSetup,
} from './worker-job.ts';

const setup = workerData as WorkerSetup;
const ctx: WorkerContext = {
  decode: {
    maxBytes: setup.maxBytes,
    maxDepth: setup.maxDepth,
    redactor: createRedactor(setup.redactPatterns),
    timeBudgetMs: setup.timeBudgetMs,
  },
};

function decode(job: DecodePayload, c: WorkerContext): DecodeReply {
  const redactions = new Map<string, number>();
  const results: Decoded[] = [];
  for (let i = 0; i < job.sources.length; i++) {
    const start = job.spans[2 * i]!;
    const value = start < 0 ? null : new Uint8Array(job.buffer, start, job.spans[2 * i + 1]! - start);
    results.push(decodeTrace(value, job.sources[i]!, c.decode, redactions));
  }
  return { results, redactions: [...redactions] };
}

const builtIn: Record<string, WorkerJob> = { decode: decode as WorkerJob };
const modules = new Map<string, Promise<Record<string, WorkerJob>>>();

function load(url: string): Promise<Record<string, WorkerJob>> {
  let m = modules.get(url);
  if (!m) {
    m = import(url).then((mod: { workerJobs?: Record<string, WorkerJob> }) => mod.workerJobs ?? {});
    modules.set(url, m);
  }
  return m;
}

// A job that is not registered, or throws, crashes the worker: the pool replaces it and
// rejects (or, for decode, retries) the job.
function answer(jobs: Record<string, WorkerJob>, m: WorkerMessage): void {
  const run = jobs[m.name];
  if (!run) throw new Error(`no worker job named ${m.name}`);
  const reply: WorkerReply = { id: m.id, reply: run(m.payload as never, ctx) };
  parentPort!.postMessage(reply);
}

parentPort!.on('message', (m: WorkerMessage) => {
  if (!m.module) answer(builtIn, m);
  else void load(m.module).then((jobs) => answer(jobs, m));
});
