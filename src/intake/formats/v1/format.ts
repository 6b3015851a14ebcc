// The v1 format as the core's seam takes it (core/format.ts): its decode on the calling
// thread, and the same decode as a worker job, on messages packed in one transferred buffer
// (no copy of Kafka's fetch buffers), loaded by the worker on first use.
import type { Decoded } from '../../core/decode.ts';
import type { MessageFormat } from '../../core/format.ts';
import type { DecodePayload, DecodeReply, WorkerContext, WorkerJob, WorkerJobRef } from '../../core/worker-job.ts';
import { decodeTrace } from './decode.ts';

function decodePacked(job: DecodePayload, ctx: WorkerContext): DecodeReply {
  const redactions = new Map<string, number>();
  const results: Decoded[] = [];
  for (let i = 0; i < job.sources.length; i++) {
    const start = job.spans[2 * i]!;
    const value = start < 0 ? null : new Uint8Array(job.buffer, start, job.spans[2 * i + 1]! - start);
    results.push(decodeTrace(value, job.sources[i]!, ctx.decode, redactions));
  }
  return { results, redactions: [...redactions] };
}

/** The decode job as the worker pool runs it. */
export const workerJobs: Record<string, WorkerJob> = { decode: decodePacked as WorkerJob };

export const v1Format: MessageFormat = {
  decode: decodeTrace,
  job: { module: import.meta.url, name: 'decode' } satisfies WorkerJobRef,
};
