// A decode worker thread: runs decodeTrace (parse, validate, redact) on jobs from the
// DecodePool, so a slow or hostile message never holds the daemon's event loop (a v1 job's
// values arrive packed in one transferred buffer, no copy of Kafka's fetch buffers), and
// assembles OTel batches (assemble-job.ts: spans read in place from shared memory).
import { parentPort, workerData } from 'node:worker_threads';
import { decodeTrace, type Decoded } from './decode.ts';
import { runAssembleJob, type AssembleJob } from '../formats/otlp/assemble-job.ts';
import { createRedactor } from '../../privacy/redact.ts';

export interface WorkerSetup {
  redactPatterns: string[];
  maxBytes: number;
  maxDepth: number;
  timeBudgetMs: number;
}

export interface DecodeJob {
  id: number;
  buffer: ArrayBuffer;
  /** [start, end] of each value in buffer; start -1 for a null value. */
  spans: number[];
  sources: string[];
}

export interface DecodeReply {
  id: number;
  results: Decoded[];
  redactions: [string, number][];
}

const setup = workerData as WorkerSetup;
const opts = {
  maxBytes: setup.maxBytes,
  maxDepth: setup.maxDepth,
  redactor: createRedactor(setup.redactPatterns),
  timeBudgetMs: setup.timeBudgetMs,
};

parentPort!.on('message', (job: DecodeJob | AssembleJob) => {
  // An OTel batch (assemble-job.ts): its spans decoded, mapped and v1-decoded here.
  if ('kind' in job) {
    parentPort!.postMessage(runAssembleJob(job, opts));
    return;
  }
  const redactions = new Map<string, number>();
  const results: Decoded[] = [];
  for (let i = 0; i < job.sources.length; i++) {
    const start = job.spans[2 * i]!;
    const value = start < 0 ? null : new Uint8Array(job.buffer, start, job.spans[2 * i + 1]! - start);
    results.push(decodeTrace(value, job.sources[i]!, opts, redactions));
  }
  const reply: DecodeReply = { id: job.id, results, redactions: [...redactions] };
  parentPort!.postMessage(reply);
});
