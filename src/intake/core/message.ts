// A message at any door, as the core sees it, and a dead letter made of one.
import type { DeadReason } from './decode.ts';

export interface RawMessage {
  value: Uint8Array | null;
  key: string | null;
  /** Where it came from, e.g. "kafka:whetstone.traces/2@1234" or "file:traces.jsonl:17". */
  source: string;
}

/** A trace v1 value built in this process, and what its message would carry. */
export interface TraceValue {
  value: unknown;
  key: string | null;
  source: string;
}

/**
 * The value as a message whose bytes (its JSON) are written when first read. A value read
 * as undefined (no JSON) gives a message without bytes.
 */
export function messageOf(v: TraceValue): RawMessage {
  let bytes: Uint8Array | null | undefined;
  return {
    get value() {
      if (bytes === undefined) {
        try {
          const json: string | undefined = JSON.stringify(v.value);
          bytes = json === undefined ? null : Buffer.from(json);
        } catch {
          bytes = null; // too deep to write out: the dead letter says why, without the value
        }
      }
      return bytes;
    },
    key: v.key,
    source: v.source,
  };
}

export interface DeadLetter {
  message: RawMessage;
  reason: DeadReason;
  error: string;
}
