// The seam between a door's message bytes and the core. A format adapter (formats/v1) turns
// one message into a trace v1 value and hands it to the core's validation and redaction
// (decodeParsedTrace); the same work runs in a worker job it registers, so the pool and the
// ingestor route messages without knowing what the bytes hold.
import type { Decoded, DecodeOptions } from './decode.ts';
import type { WorkerJobRef } from './worker-job.ts';

/** Decodes one message's bytes (null: no value) into a row or a dead letter. */
export type DecodeMessage = (
  value: Uint8Array | null,
  source: string,
  opts: DecodeOptions,
  redactions: Map<string, number>,
) => Decoded;

export interface MessageFormat {
  /** On the calling thread. */
  decode: DecodeMessage;
  /** The same in a decode worker: a job taking a DecodePayload and replying a DecodeReply (worker-job.ts). */
  job: WorkerJobRef;
}
