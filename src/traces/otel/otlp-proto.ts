// OTLP ExportTraceServiceRequest, protobuf wire format → flat spans, read field by field
// (field numbers from opentelemetry-proto, as in proto.ts) on protobufjs's low-level
// Reader. Decoding straight into OtelSpan skips protobufjs's generic message objects and
// its Long for every 64-bit time: about half of the decode's cost on GenAI spans. Unknown
// fields are skipped, as proto3 requires. Throws on a malformed message; decodeOtlp turns
// that into `not_otlp`.
import protobuf from 'protobufjs';
import type { OtelSpan, SpanDropReason } from './otlp.ts';
import { bump, isRemote, longNum, MAX_VALUE_DEPTH, setAttr, validId, type Long } from './otlp-values.ts';

type Reader = protobuf.Reader;

const LEN = 2;

export function decodeTraceRequestProto(bytes: Uint8Array, out: OtelSpan[], dropped: Map<SpanDropReason, number>): void {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const r = protobuf.Reader.create(buf);
  while (r.pos < r.len) {
    const tag = r.uint32();
    if (tag === ((1 << 3) | LEN)) resourceSpans(r, buf, end(r, r.len), out, dropped);
    else skip(r, tag);
  }
}

/**
 * The end of a length-delimited field whose length is next, within the message that holds
 * it (`stop`): one that runs past its message's end is a malformed request, as protobufjs
 * finds it, not bytes to read on into the next field.
 */
function end(r: Reader, stop: number): number {
  const len = r.uint32();
  const e = r.pos + len;
  if (e > stop) throw new RangeError(`a field of ${len} bytes at ${r.pos} runs past its message's end (${stop})`);
  return e;
}

/** A field skipped; field number 0 is not a field, as protobufjs says. */
function skip(r: Reader, tag: number): void {
  if (tag < 8) fieldZero(r);
  r.skipType(tag & 7);
}

function fieldZero(r: Reader): never {
  throw new RangeError(`a field numbered 0 at ${r.pos}`);
}

/** After a message's fields: a scalar read past its end is a malformed request too. */
function closed(r: Reader, stop: number): void {
  if (r.pos > stop) throw new RangeError(`a field runs past its message's end (${stop}) to ${r.pos}`);
}

function resourceSpans(r: Reader, buf: Buffer, stop: number, out: OtelSpan[], dropped: Map<SpanDropReason, number>): void {
  let resource: Record<string, unknown> = {};
  const first = out.length;
  while (r.pos < stop) {
    const tag = r.uint32();
    if (tag === ((1 << 3) | LEN)) resource = resourceOf(r, buf, end(r, stop));
    else if (tag === ((2 << 3) | LEN)) scopeSpans(r, buf, end(r, stop), out, dropped);
    else skip(r, tag);
  }
  closed(r, stop);
  // The resource may come after its spans on the wire.
  for (let i = first; i < out.length; i++) out[i]!.resource = resource;
}

function resourceOf(r: Reader, buf: Buffer, stop: number): Record<string, unknown> {
  const attrs: Record<string, unknown> = {};
  while (r.pos < stop) {
    const tag = r.uint32();
    if (tag === ((1 << 3) | LEN)) keyValue(r, buf, end(r, stop), attrs, 0);
    else skip(r, tag);
  }
  closed(r, stop);
  return attrs;
}

function scopeSpans(r: Reader, buf: Buffer, stop: number, out: OtelSpan[], dropped: Map<SpanDropReason, number>): void {
  let scope = '';
  const first = out.length;
  while (r.pos < stop) {
    const tag = r.uint32();
    if (tag === ((1 << 3) | LEN)) scope = scopeName(r, buf, end(r, stop));
    else if (tag === ((2 << 3) | LEN)) span(r, buf, end(r, stop), out, dropped);
    else skip(r, tag);
  }
  closed(r, stop);
  if (scope) for (let i = first; i < out.length; i++) out[i]!.scope = scope;
}

function scopeName(r: Reader, buf: Buffer, stop: number): string {
  let name = '';
  while (r.pos < stop) {
    const tag = r.uint32();
    if (tag === ((1 << 3) | LEN)) name = str(r, buf, stop);
    else skip(r, tag);
  }
  closed(r, stop);
  return name;
}

function span(r: Reader, buf: Buffer, stop: number, out: OtelSpan[], dropped: Map<SpanDropReason, number>): void {
  let traceId = '';
  let spanId = '';
  let parent = '';
  let flags = 0;
  let name = '';
  let kind = 0;
  let start = '0';
  let finish = '0';
  const attrs: Record<string, unknown> = {};
  const events: OtelSpan['events'] = [];
  let status: OtelSpan['status'] = { code: 0 };
  while (r.pos < stop) {
    const tag = r.uint32();
    switch (tag) {
      case (1 << 3) | LEN: traceId = hex(r, buf, stop); break;
      case (2 << 3) | LEN: spanId = hex(r, buf, stop); break;
      case (4 << 3) | LEN: parent = hex(r, buf, stop); break;
      case (16 << 3) | 5: flags = r.fixed32(); break;
      case (5 << 3) | LEN: name = str(r, buf, stop); break;
      case (6 << 3) | 0: kind = r.int32(); break;
      case (7 << 3) | 1: start = fixed64(r); break;
      case (8 << 3) | 1: finish = fixed64(r); break;
      case (9 << 3) | LEN: keyValue(r, buf, end(r, stop), attrs, 0); break;
      case (11 << 3) | LEN: events.push(event(r, buf, end(r, stop))); break;
      case (15 << 3) | LEN: status = statusOf(r, buf, end(r, stop)); break;
      default: skip(r, tag);
    }
  }
  closed(r, stop);
  if (!validId(traceId, 32)) bump(dropped, 'no_trace_id');
  else if (!validId(spanId, 16)) bump(dropped, 'no_span_id');
  else {
    out.push({
      traceId,
      spanId,
      parentSpanId: validId(parent, 16) ? parent : null,
      parentRemote: isRemote(flags),
      name,
      kind,
      start,
      end: finish,
      attrs,
      events,
      status,
      resource: {},
    });
  }
}

function event(r: Reader, buf: Buffer, stop: number): OtelSpan['events'][number] {
  let time = '0';
  let name = '';
  const attrs: Record<string, unknown> = {};
  while (r.pos < stop) {
    const tag = r.uint32();
    if (tag === ((1 << 3) | 1)) time = fixed64(r);
    else if (tag === ((2 << 3) | LEN)) name = str(r, buf, stop);
    else if (tag === ((3 << 3) | LEN)) keyValue(r, buf, end(r, stop), attrs, 0);
    else skip(r, tag);
  }
  closed(r, stop);
  return { name, time, attrs };
}

function statusOf(r: Reader, buf: Buffer, stop: number): OtelSpan['status'] {
  let message = '';
  let code = 0;
  while (r.pos < stop) {
    const tag = r.uint32();
    if (tag === ((2 << 3) | LEN)) message = str(r, buf, stop);
    else if (tag === ((3 << 3) | 0)) code = r.int32();
    else skip(r, tag);
  }
  closed(r, stop);
  return message ? { code, message } : { code };
}

function keyValue(r: Reader, buf: Buffer, stop: number, into: Record<string, unknown>, depth: number): void {
  let key = '';
  let value: unknown = null;
  while (r.pos < stop) {
    const tag = r.uint32();
    if (tag === ((1 << 3) | LEN)) key = str(r, buf, stop);
    else if (tag === ((2 << 3) | LEN)) value = anyValue(r, buf, end(r, stop), depth + 1);
    else skip(r, tag);
  }
  closed(r, stop);
  setAttr(into, key, value);
}

function anyValue(r: Reader, buf: Buffer, stop: number, depth: number): unknown {
  if (depth > MAX_VALUE_DEPTH) throw new RangeError(`attribute values nested deeper than ${MAX_VALUE_DEPTH}`);
  let v: unknown = null;
  // A oneof: the last member on the wire wins, as protobuf parsers do.
  while (r.pos < stop) {
    const tag = r.uint32();
    switch (tag) {
      case (1 << 3) | LEN: v = str(r, buf, stop); break;
      case (2 << 3) | 0: v = r.bool(); break;
      case (3 << 3) | 0: v = longNum(r.int64() as unknown as Long | number); break;
      case (4 << 3) | 1: v = r.double(); break;
      case (5 << 3) | LEN: v = list(r, buf, end(r, stop), depth); break;
      case (6 << 3) | LEN: v = kvList(r, buf, end(r, stop), depth); break;
      case (7 << 3) | LEN: {
        const e = end(r, stop);
        v = buf.toString('base64', r.pos, e);
        r.pos = e;
        break;
      }
      default: skip(r, tag);
    }
  }
  closed(r, stop);
  return v;
}

function list(r: Reader, buf: Buffer, stop: number, depth: number): unknown[] {
  const values: unknown[] = [];
  while (r.pos < stop) {
    const tag = r.uint32();
    if (tag === ((1 << 3) | LEN)) values.push(anyValue(r, buf, end(r, stop), depth + 1));
    else skip(r, tag);
  }
  closed(r, stop);
  return values;
}

function kvList(r: Reader, buf: Buffer, stop: number, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  while (r.pos < stop) {
    const tag = r.uint32();
    if (tag === ((1 << 3) | LEN)) keyValue(r, buf, end(r, stop), out, depth + 1);
    else skip(r, tag);
  }
  closed(r, stop);
  return out;
}

// ------------------------------------------------------------------- scalars

// ignoreBOM: a string's leading U+FEFF is its own text (the default would drop it).
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Strict UTF-8 without a view of the buffer per string: Buffer's own decoder, which writes
 * U+FFFD for invalid bytes, and the strict decoder only when one shows up (invalid bytes
 * throw there; a U+FFFD that was sent is kept).
 */
function strictUtf8(buf: Buffer, start: number, stop: number): string {
  const s = buf.toString('utf8', start, stop);
  return s.includes('\uFFFD') ? utf8.decode(buf.subarray(start, stop)) : s;
}

/** A string field: strict UTF-8, as protobufjs reads it (invalid bytes are a malformed message). */
function str(r: Reader, buf: Buffer, stop: number): string {
  const e = end(r, stop);
  const s = e - r.pos <= SHORT_TEXT_BYTES ? shortText(buf, r.pos, e) : strictUtf8(buf, r.pos, e);
  r.pos = e;
  return s;
}

// Attribute keys and most short values (operation names, models, tool and server names)
// repeat across every span: each distinct short ASCII string is decoded once and then
// found by its bytes, instead of a new string (and a view of the buffer) per field: a
// fifth of the decode's time. Bounded: emptied when full, so a flood of distinct strings
// costs only the memo's use.
const SHORT_TEXT_BYTES = 48;
const SHORT_TEXTS = 4096;
const shortTexts = new Map<number, string>();

function shortText(buf: Buffer, start: number, stop: number): string {
  const key = asciiKey(buf, start, stop);
  if (key === undefined) return strictUtf8(buf, start, stop);
  const known = shortTexts.get(key);
  // A key two strings share: the first keeps it, the other is decoded each time.
  if (known !== undefined && known.length === stop - start && sameAscii(known, buf, start)) return known;
  const text = buf.toString('latin1', start, stop);
  if (known === undefined) {
    if (shortTexts.size >= SHORT_TEXTS) shortTexts.clear(); // a flood of distinct strings only empties it
    shortTexts.set(key, text);
  }
  return text;
}

/** The memo's key of ASCII bytes (FNV-1a, seeded with the length), or undefined when a byte is not ASCII. */
export function asciiKey(buf: Uint8Array, start: number, stop: number): number | undefined {
  let h = 0x811c9dc5 ^ (stop - start);
  let high = 0;
  for (let i = start; i < stop; i++) {
    const b = buf[i]!;
    high |= b;
    h = Math.imul(h ^ b, 0x01000193);
  }
  return high > 0x7f ? undefined : h;
}

function sameAscii(text: string, buf: Buffer, start: number): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) !== buf[start + i]) return false;
  return true;
}

function hex(r: Reader, buf: Buffer, stop: number): string {
  const e = end(r, stop);
  const s = buf.toString('hex', r.pos, e);
  r.pos = e;
  return s;
}

/** Unsigned 64-bit nanoseconds as a decimal string (they pass 2^53). */
function fixed64(r: Reader): string {
  const lo = r.fixed32();
  const hi = r.fixed32();
  if (hi < 0x200000) return String(hi * 4294967296 + lo);
  return ((BigInt(hi) << 32n) | BigInt(lo)).toString();
}
