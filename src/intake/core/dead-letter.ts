// What a dead letter keeps: its value and error with every secret the text rules find
// redacted, before the row is stored or the message is sent to the DLQ topic (a dead
// letter is read by whoever runs `dlq list`, and kept for days).
// A JSON value is redacted field by field and re-serialized, so a redacted trace still
// replays; a value that is not JSON is redacted as text, and a binary one (protobuf) is
// kept only when the rules find nothing in its text runs, else replaced by its redacted
// text (that one can no longer be replayed: docs/traces.md).
import { createRedactor, type Redactor } from '../../privacy/redact.ts';
import { nestsDeeper } from './json-depth.ts';

/** Deeper JSON is redacted as text: walking it field by field would overflow the stack. */
const MAX_FIELD_DEPTH = 256;

export interface DeadLetterText {
  value: Uint8Array | null;
  error: string;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** `d` with its value and error redacted (a new object; `d` is left as it is). */
export function redactDeadLetter<T extends DeadLetterText>(d: T, redactor: Redactor = createRedactor()): T {
  const counts = new Map<string, number>();
  return {
    ...d,
    value: d.value ? redactValue(d.value, redactor, counts) : d.value,
    error: redactor.redactString(d.error, counts),
  };
}

export function redactDeadLetters<T extends DeadLetterText>(rows: T[], redactor: Redactor = createRedactor()): T[] {
  return rows.map((d) => redactDeadLetter(d, redactor));
}

function redactValue(value: Uint8Array, redactor: Redactor, counts: Map<string, number>): Uint8Array {
  let text: string;
  try {
    text = utf8.decode(value);
  } catch {
    // Binary: its bytes as Latin-1 text, one character a byte, so the rules see its ASCII runs.
    const latin = Buffer.from(value).toString('latin1');
    const out = redactor.redactString(latin, counts);
    return out === latin ? value : Buffer.from(out, 'utf8');
  }
  const json = nestsDeeper(text, MAX_FIELD_DEPTH) ? undefined : parseOrUndefined(text);
  if (json !== undefined) {
    const red = redactor.redact(json, counts);
    return sumOf(counts) === 0 ? value : Buffer.from(JSON.stringify(red), 'utf8');
  }
  const out = redactor.redactString(text, counts);
  return out === text ? value : Buffer.from(out, 'utf8');
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const sumOf = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/**
 * The error of a value that is not JSON, without the value: V8's message quotes the first
 * characters of the text (`"password=H"... is not valid JSON`), which went into the DLQ
 * topic's headers as they were.
 */
export function notJsonError(err: unknown): string {
  const m = /position (\d+)/.exec((err as Error).message ?? '');
  return `the value is not valid JSON${m ? ` (at position ${m[1]})` : ''}`;
}
