// OTLP ExportTraceServiceRequest, protobuf wire format → flat spans, read field by field
// (field numbers from opentelemetry-proto, as in proto.ts) on protobufjs's low-level
// Reader. Decoding straight into OtelSpan skips protobufjs's generic message objects and
// its Long for every 64-bit time: about half of the decode's cost on GenAI spans. Unknown
// fields are skipped, as proto3 requires. Throws on a malformed message; decodeOtlp turns
// that into `not_otlp`. The doors skim instead (skimTraceRequestProto: the same reads, so
// the same verdict, but only each span's trace, root flag and place kept), and a skimmed
// span is decoded when its trace is assembled (spanAt).
import { isUtf8 } from 'node:buffer';
import protobuf from 'protobufjs';
import type { LazySpan, OtelSpan, SpanDropReason, SpanSource } from './otlp-span.ts';
import { bump, isRemote, longNum, MAX_VALUE_DEPTH, setAttr, validId, type Long } from './otlp-values.ts';

type Reader = protobuf.Reader;

const LEN = 2;

export function decodeTraceRequestProto(
  bytes: Uint8Array,
  out: OtelSpan[],
  dropped: Map<SpanDropReason, number>,
): void {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  walkRequest(buf, out, dropped, span);
}

/** What the request's walk fills in on each span it reads: the resource and scope around it. */
interface Placed {
  resource: Record<string, unknown>;
  scope?: string;
}

/** Reads one Span message (its fields from r.pos to `stop`); undefined when dropped (counted). */
type SpanReader<T> = (r: Reader, buf: Buffer, stop: number, dropped: Map<SpanDropReason, number>) => T | undefined;

/**
 * The request's ResourceSpans and ScopeSpans, each span read by `readSpan` and given its
 * resource and scope: the one walk the decoder and the skim share, so both check the
 * enclosing messages alike.
 */
function walkRequest<T extends Placed>(
  buf: Buffer,
  out: T[],
  dropped: Map<SpanDropReason, number>,
  readSpan: SpanReader<T>,
): void {
  const r = protobuf.Reader.create(buf);
  while (r.pos < r.len) {
    const tag = r.uint32();
    if (tag === ((1 << 3) | LEN)) resourceSpans(r, buf, end(r, r.len), out, dropped, readSpan);
    else skip(r, tag);
  }
}

export type { LazySpan, SpanSource } from './otlp-span.ts';

/**
 * The request checked as decodeTraceRequestProto reads it (the same reads, so the same
 * requests refused and the same spans dropped) and its spans indexed, not decoded.
 */
export function skimTraceRequestProto(
  bytes: Uint8Array,
  out: (OtelSpan | LazySpan)[],
  dropped: Map<SpanDropReason, number>,
): SpanSource {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const src: SpanSource = { buf, base: 0 };
  walkRequest<OtelSpan | LazySpan>(buf, out, dropped, (r, b, stop, d) => skimSpan(r, b, stop, src, d));
  return src;
}

/** A skimmed span, decoded: what decodeTraceRequestProto gives for it. */
export function spanAt(s: LazySpan): OtelSpan {
  const { buf, base } = s.src;
  const r = protobuf.Reader.create(buf);
  r.pos = base + s.at;
  const x = span(r, buf, base + s.stop, undefined);
  // The skim checked it as span() reads it, so this is corruption, not bad input.
  if (!x) throw new Error('a skimmed span no longer decodes');
  x.resource = s.resource;
  if (s.scope) x.scope = s.scope;
  return x;
}

const NO_RESOURCE: Record<string, unknown> = {};

/** span() without the span: its ids and flags read, every other field checked. */
function skimSpan(
  r: Reader,
  buf: Buffer,
  stop: number,
  src: SpanSource,
  dropped: Map<SpanDropReason, number>,
): LazySpan | undefined {
  const at = r.pos;
  let traceId = '';
  let spanOk = false;
  let parentOk = false;
  let flags = 0;
  while (r.pos < stop) {
    const tag = r.uint32();
    switch (tag) {
      case (1 << 3) | LEN:
        traceId = hex(r, buf, stop);
        break;
      case (2 << 3) | LEN:
        spanOk = idOk(r, buf, stop, 8);
        break;
      case (4 << 3) | LEN:
        parentOk = idOk(r, buf, stop, 8);
        break;
      case (16 << 3) | 5:
        flags = r.fixed32();
        break;
      case (5 << 3) | LEN:
        checkStr(r, buf, stop);
        break;
      case (6 << 3) | 0:
        r.int32();
        break;
      case (7 << 3) | 1:
      case (8 << 3) | 1:
        r.fixed32();
        r.fixed32();
        break;
      case (9 << 3) | LEN:
        keyValue(r, buf, end(r, stop), null, 0);
        break;
      case (11 << 3) | LEN:
        event(r, buf, end(r, stop), true);
        break;
      case (15 << 3) | LEN:
        statusOf(r, buf, end(r, stop));
        break;
      default:
        skip(r, tag);
    }
  }
  closed(r, stop);
  if (validId(traceId, 32) && spanOk)
    return { traceId, root: !parentOk || isRemote(flags), src, at, stop, resource: NO_RESOURCE, scope: '' };
  bump(dropped, validId(traceId, 32) ? 'no_span_id' : 'no_trace_id');
  return undefined;
}

/** An id field of `n` bytes, not all zeros: what validId says of its hex. */
function idOk(r: Reader, buf: Buffer, stop: number, n: number): boolean {
  const e = end(r, stop);
  let ok = false;
  if (e - r.pos === n) for (let i = r.pos; i < e && !ok; i++) ok = buf[i] !== 0;
  r.pos = e;
  return ok;
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

function resourceSpans<T extends Placed>(
  r: Reader,
  buf: Buffer,
  stop: number,
  out: T[],
  dropped: Map<SpanDropReason, number>,
  readSpan: SpanReader<T>,
): void {
  let resource: Record<string, unknown> = {};
  const first = out.length;
  while (r.pos < stop) {
    const tag = r.uint32();
    if (tag === ((1 << 3) | LEN)) resource = resourceOf(r, buf, end(r, stop));
    else if (tag === ((2 << 3) | LEN)) scopeSpans(r, buf, end(r, stop), out, dropped, readSpan);
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

function scopeSpans<T extends Placed>(
  r: Reader,
  buf: Buffer,
  stop: number,
  out: T[],
  dropped: Map<SpanDropReason, number>,
  readSpan: SpanReader<T>,
): void {
  let scope = '';
  const first = out.length;
  while (r.pos < stop) {
    const tag = r.uint32();
    if (tag === ((1 << 3) | LEN)) scope = scopeName(r, buf, end(r, stop));
    else if (tag === ((2 << 3) | LEN)) {
      const x = readSpan(r, buf, end(r, stop), dropped);
      if (x) out.push(x);
    } else skip(r, tag);
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

/** The span, or undefined (counted in `dropped`, when given) when its trace or span id is not valid. */
function span(
  r: Reader,
  buf: Buffer,
  stop: number,
  dropped: Map<SpanDropReason, number> | undefined,
): OtelSpan | undefined {
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
      case (1 << 3) | LEN:
        traceId = hex(r, buf, stop);
        break;
      case (2 << 3) | LEN:
        spanId = hex(r, buf, stop);
        break;
      case (4 << 3) | LEN:
        parent = hex(r, buf, stop);
        break;
      case (16 << 3) | 5:
        flags = r.fixed32();
        break;
      case (5 << 3) | LEN:
        name = str(r, buf, stop);
        break;
      case (6 << 3) | 0:
        kind = r.int32();
        break;
      case (7 << 3) | 1:
        start = fixed64(r);
        break;
      case (8 << 3) | 1:
        finish = fixed64(r);
        break;
      case (9 << 3) | LEN:
        keyValue(r, buf, end(r, stop), attrs, 0);
        break;
      case (11 << 3) | LEN:
        events.push(event(r, buf, end(r, stop))!);
        break;
      case (15 << 3) | LEN:
        status = statusOf(r, buf, end(r, stop));
        break;
      default:
        skip(r, tag);
    }
  }
  closed(r, stop);
  if (!validId(traceId, 32) || !validId(spanId, 16)) {
    if (dropped) bump(dropped, validId(traceId, 32) ? 'no_span_id' : 'no_trace_id');
    return undefined;
  }
  return {
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
  };
}

/** An event; with `check`, only checked (skimSpan): the same reads, nothing built. */
function event(r: Reader, buf: Buffer, stop: number, check = false): OtelSpan['events'][number] | undefined {
  let time = '0';
  let name = '';
  const attrs: Record<string, unknown> | null = check ? null : {};
  while (r.pos < stop) {
    const tag = r.uint32();
    if (tag === ((1 << 3) | 1)) {
      if (check) {
        r.fixed32();
        r.fixed32();
      } else time = fixed64(r);
    } else if (tag === ((2 << 3) | LEN)) {
      if (check) checkStr(r, buf, stop);
      else name = str(r, buf, stop);
    } else if (tag === ((3 << 3) | LEN)) keyValue(r, buf, end(r, stop), attrs, 0);
    else skip(r, tag);
  }
  closed(r, stop);
  return attrs ? { name, time, attrs } : undefined;
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

/**
 * One attribute into `into`; with `into` null, only checked (skimSpan): the same reads and
 * the same errors, without the strings and objects.
 */
function keyValue(r: Reader, buf: Buffer, stop: number, into: Record<string, unknown> | null, depth: number): void {
  let key = '';
  let value: unknown = null;
  while (r.pos < stop) {
    const tag = r.uint32();
    if (tag === ((1 << 3) | LEN)) {
      if (into) key = str(r, buf, stop);
      else checkStr(r, buf, stop);
    } else if (tag === ((2 << 3) | LEN)) value = anyValue(r, buf, end(r, stop), depth + 1, into === null);
    else skip(r, tag);
  }
  closed(r, stop);
  if (into) setAttr(into, key, value);
}

function anyValue(r: Reader, buf: Buffer, stop: number, depth: number, check: boolean): unknown {
  if (depth > MAX_VALUE_DEPTH) throw new RangeError(`attribute values nested deeper than ${MAX_VALUE_DEPTH}`);
  let v: unknown = null;
  // A oneof: the last member on the wire wins, as protobuf parsers do.
  while (r.pos < stop) {
    const tag = r.uint32();
    switch (tag) {
      case (1 << 3) | LEN:
        if (check) checkStr(r, buf, stop);
        else v = str(r, buf, stop);
        break;
      case (2 << 3) | 0:
        v = r.bool();
        break;
      case (3 << 3) | 0:
        v = longNum(r.int64() as unknown as Long | number);
        break;
      case (4 << 3) | 1:
        v = r.double();
        break;
      case (5 << 3) | LEN:
        v = list(r, buf, end(r, stop), depth, check);
        break;
      case (6 << 3) | LEN:
        v = kvList(r, buf, end(r, stop), depth, check);
        break;
      case (7 << 3) | LEN: {
        const e = end(r, stop);
        if (!check) v = buf.toString('base64', r.pos, e);
        r.pos = e;
        break;
      }
      default:
        skip(r, tag);
    }
  }
  closed(r, stop);
  return v;
}

function list(r: Reader, buf: Buffer, stop: number, depth: number, check: boolean): unknown[] | null {
  const values: unknown[] | null = check ? null : [];
  while (r.pos < stop) {
    const tag = r.uint32();
    if (tag === ((1 << 3) | LEN)) {
      const v = anyValue(r, buf, end(r, stop), depth + 1, check);
      values?.push(v);
    } else skip(r, tag);
  }
  closed(r, stop);
  return values;
}

function kvList(r: Reader, buf: Buffer, stop: number, depth: number, check: boolean): Record<string, unknown> | null {
  const out: Record<string, unknown> | null = check ? null : {};
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

/** A string field checked as str() reads it (strict UTF-8), without the string. */
function checkStr(r: Reader, buf: Buffer, stop: number): void {
  const e = end(r, stop);
  if (!shortAscii(buf, r.pos, e) && !isUtf8(buf.subarray(r.pos, e))) utf8.decode(buf.subarray(r.pos, e)); // throws as str() would
  r.pos = e;
}

/**
 * A short text all ASCII (attribute keys, most names), found so by a loop: isUtf8 needs a
 * view of the buffer per string, which costs more than the loop over a short one, and
 * less than the loop over a long one (measured: the loop over every string was slower).
 */
function shortAscii(buf: Buffer, start: number, stop: number): boolean {
  return stop - start <= SHORT_TEXT_BYTES && ascii(buf, start, stop);
}

/** Every byte under 0x80. */
function ascii(buf: Buffer, start: number, stop: number): boolean {
  let high = 0;
  for (let i = start; i < stop; i++) high |= buf[i]!;
  return high < 0x80;
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
  const key = shortKey(buf, start, stop);
  const known = shortTexts.get(key);
  // Byte by byte: the key samples a few bytes only. A key two strings share: the first
  // keeps it, the other is decoded each time. A known text is ASCII, so a match is too.
  if (known !== undefined && known.length === stop - start && sameAscii(known, buf, start)) return known;
  if (!ascii(buf, start, stop)) return strictUtf8(buf, start, stop);
  const text = buf.toString('latin1', start, stop);
  if (known === undefined) {
    if (shortTexts.size >= SHORT_TEXTS) shortTexts.clear(); // a flood of distinct strings only empties it
    shortTexts.set(key, text);
  }
  return text;
}

/**
 * The memo's key of a short text: its length and five of its bytes (first, last, and at
 * a quarter, half and three quarters), mixed. Not every byte: a hit is confirmed byte by
 * byte anyway, and a hash of every byte was half of the short strings' cost.
 */
export function shortKey(buf: Uint8Array, start: number, stop: number): number {
  const n = stop - start;
  if (n === 0) return 0;
  let h = Math.imul(0x811c9dc5 ^ n, 0x01000193) ^ buf[start]!;
  h = Math.imul(h, 0x01000193) ^ buf[start + (n >> 2)]!;
  h = Math.imul(h, 0x01000193) ^ buf[start + (n >> 1)]!;
  h = Math.imul(h, 0x01000193) ^ buf[start + ((3 * n) >> 2)]!;
  return Math.imul(h, 0x01000193) ^ buf[stop - 1]!;
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
