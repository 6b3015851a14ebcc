// The contract between the worker pool and the jobs it runs: the messages each way, and the
// shape of a job another module registers (a module exporting `workerJobs`, by name).
import type { Decoded, DecodeOptions } from './decode.ts';

export interface WorkerSetup {
  redactPatterns: string[];
  maxBytes: number;
  maxDepth: number;
  timeBudgetMs: number;
}

/** What every job gets besides its payload: the worker's trace v1 decode options (limits, redactor). */
export interface WorkerContext {
  decode: DecodeOptions;
}

/** A job: runs in a worker on a payload that crossed the thread boundary; its reply crosses back. */
export type WorkerJob = (payload: never, ctx: WorkerContext) => unknown;

/** Where a registered job is: the URL of a module exporting `workerJobs`, and the job's name there. */
export interface WorkerJobRef {
  module: string;
  name: string;
}

export interface WorkerMessage {
  id: number;
  module: string;
  name: string;
  payload: unknown;
}

export interface WorkerReply {
  id: number;
  reply: unknown;
}

/** A format's decode job (format.ts): values packed in one transferred buffer (no copy of Kafka's fetch buffers). */
export interface DecodePayload {
  buffer: ArrayBuffer;
  /** [start, end] of each value in buffer; start -1 for a null value. */
  spans: number[];
  sources: string[];
}

export interface DecodeReply {
  results: Decoded[];
  redactions: [string, number][];
}
