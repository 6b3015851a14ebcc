// The protobuf wire reads the OTLP reader is built from: field bounds and skips, ids, and
// strings (strict UTF-8, short ASCII texts interned), on protobufjs's low-level Reader.
import { isUtf8 } from 'node:buffer';
import type protobuf from 'protobufjs';

export type Reader = protobuf.Reader;

export const LEN = 2;

/** An id field of `n` bytes, not all zeros: what validId says of its hex. */
export function idOk(r: Reader, buf: Buffer, stop: number, n: number): boolean {
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
export function end(r: Reader, stop: number): number {
  const len = r.uint32();
  const e = r.pos + len;
  if (e > stop) throw new RangeError(`a field of ${len} bytes at ${r.pos} runs past its message's end (${stop})`);
  return e;
}

/** A field skipped; field number 0 is not a field, as protobufjs says. */
export function skip(r: Reader, tag: number): void {
  if (tag < 8) fieldZero(r);
  r.skipType(tag & 7);
}

export function fieldZero(r: Reader): never {
  throw new RangeError(`a field numbered 0 at ${r.pos}`);
}

/** After a message's fields: a scalar read past its end is a malformed request too. */
export function closed(r: Reader, stop: number): void {
  if (r.pos > stop) throw new RangeError(`a field runs past its message's end (${stop}) to ${r.pos}`);
}

// ignoreBOM: a string's leading U+FEFF is its own text (the default would drop it).
export const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Strict UTF-8 without a view of the buffer per string: Buffer's own decoder, which writes
 * U+FFFD for invalid bytes, and the strict decoder only when one shows up (invalid bytes
 * throw there; a U+FFFD that was sent is kept).
 */
export function strictUtf8(buf: Buffer, start: number, stop: number): string {
  const s = buf.toString('utf8', start, stop);
  return s.includes('\uFFFD') ? utf8.decode(buf.subarray(start, stop)) : s;
}

/** A string field checked as str() reads it (strict UTF-8), without the string. */
export function checkStr(r: Reader, buf: Buffer, stop: number): void {
  const e = end(r, stop);
  if (!shortAscii(buf, r.pos, e) && !isUtf8(buf.subarray(r.pos, e))) utf8.decode(buf.subarray(r.pos, e)); // throws as str() would
  r.pos = e;
}

/**
 * A short text all ASCII (attribute keys, most names), found so by a loop: isUtf8 needs a
 * view of the buffer per string, which costs more than the loop over a short one, and
 * less than the loop over a long one (the loop over every string is slower).
 */
export function shortAscii(buf: Buffer, start: number, stop: number): boolean {
  return stop - start <= SHORT_TEXT_BYTES && ascii(buf, start, stop);
}

/** Every byte under 0x80. */
export function ascii(buf: Buffer, start: number, stop: number): boolean {
  let high = 0;
  for (let i = start; i < stop; i++) high |= buf[i]!;
  return high < 0x80;
}

/** A string field: strict UTF-8, as protobufjs reads it (invalid bytes are a malformed message). */
export function str(r: Reader, buf: Buffer, stop: number): string {
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
export const SHORT_TEXT_BYTES = 48;
export const SHORT_TEXTS = 4096;
export const shortTexts = new Map<number, string>();

export function shortText(buf: Buffer, start: number, stop: number): string {
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

export function sameAscii(text: string, buf: Buffer, start: number): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) !== buf[start + i]) return false;
  return true;
}

export function hex(r: Reader, buf: Buffer, stop: number): string {
  const e = end(r, stop);
  const s = buf.toString('hex', r.pos, e);
  r.pos = e;
  return s;
}

/** Unsigned 64-bit nanoseconds as a decimal string (they pass 2^53). */
export function fixed64(r: Reader): string {
  const lo = r.fixed32();
  const hi = r.fixed32();
  if (hi < 0x200000) return String(hi * 4294967296 + lo);
  return ((BigInt(hi) << 32n) | BigInt(lo)).toString();
}
