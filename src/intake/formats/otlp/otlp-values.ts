// What the OTLP protobuf and JSON readers share: id checks, span flags, drop counts, 64-bit
// integers and attribute assignment, so both readers decide the same way.
import type { SpanDropReason } from './otlp-span.ts';

/** Attribute values (AnyValue arrays, kvlists) nest at most this deep in either reader: a hostile message must not blow the stack, here or when the mapping serializes the value again. */
export const MAX_VALUE_DEPTH = 64;

const SPAN_FLAGS_HAS_IS_REMOTE = 0x100;
const SPAN_FLAGS_IS_REMOTE = 0x200;

/**
 * A trace or span id in hex of the right length, not all zeros (OTLP's "invalid"). A loop,
 * not a regular expression: it runs three times a span, and each test allocated.
 */
export function validId(id: string, len: number): boolean {
  if (id.length !== len) return false;
  for (let i = 0; i < len; i++) if (id.charCodeAt(i) !== 48 /* 0 */) return true;
  return false;
}

/** The span flags say the parent lives in another process. */
export const isRemote = (flags: number): boolean =>
  (flags & SPAN_FLAGS_HAS_IS_REMOTE) !== 0 && (flags & SPAN_FLAGS_IS_REMOTE) !== 0;

export function bump(m: Map<SpanDropReason, number>, reason: SpanDropReason): void {
  m.set(reason, (m.get(reason) ?? 0) + 1);
}

/** A 64-bit integer as protobufjs (Long), OTLP/JSON (decimal string or number) gives it. */
export interface Long {
  low: number;
  high: number;
  unsigned?: boolean;
}

/** Its exact value (missing or not an integer's text: 0); a number is truncated, and a non-finite one throws. */
export function longBig(v: Long | number | string | undefined): bigint {
  if (v === undefined || v === null) return 0n;
  if (typeof v === 'number') return BigInt(Math.trunc(v));
  if (typeof v === 'string') return /^-?\d+$/.test(v) ? BigInt(v) : 0n;
  const u = (BigInt(v.high >>> 0) << 32n) | BigInt(v.low >>> 0);
  return !v.unsigned && v.high < 0 ? u - (1n << 64n) : u;
}

/** A number when it is safe, else its decimal text. */
export function longNum(v: Long | number | string): number | string {
  // Without BigInts when the value fits a double exactly (a port, a count, a size: every
  // integer attribute nearly), read from its two 32-bit halves.
  if (typeof v === 'object' && v !== null && (v.high >= 0 || !v.unsigned)) {
    const n = v.high * 4294967296 + (v.low >>> 0);
    if (Number.isSafeInteger(n)) return n;
  }
  const b = longBig(v);
  return b <= BigInt(Number.MAX_SAFE_INTEGER) && b >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(b) : b.toString();
}

/** Sets an attribute as an own property, `__proto__` included (plain assignment would change the object's prototype). */
export function setAttr(into: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(into, key, { value, enumerable: true, writable: true, configurable: true });
  else into[key] = value;
}
