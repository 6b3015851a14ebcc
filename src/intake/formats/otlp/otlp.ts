// OTLP ExportTraceServiceRequest (protobuf or JSON, optionally gzipped) → flat spans.
// Everything here is untrusted input: every failure is a returned reason, never a throw,
// and every size is bounded before it is allocated.
import { gunzipSync } from 'node:zlib';
import {
  decodeTraceRequestProto,
  skimTraceRequestProto,
  spanAt,
  type LazySpan,
  type SpanSource,
} from './otlp-proto.ts';
import type { OtelSpan, SpanDropReason } from './otlp-span.ts';
import { bump, isRemote, longBig, longNum, MAX_VALUE_DEPTH, setAttr, validId } from './otlp-values.ts';

export type OtlpFormat = 'auto' | 'protobuf' | 'json';
export const OTLP_FORMATS: readonly OtlpFormat[] = ['auto', 'protobuf', 'json'];

export type { OtelSpan, SpanDropReason } from './otlp-span.ts';

export type OtlpDecoded =
  | {
      ok: true;
      format: 'protobuf' | 'json';
      spans: OtelSpan[];
      dropped: { reason: SpanDropReason; n: number }[] /** Bytes decoded (after gunzip). */;
      bytes: number;
    }
  | { ok: false; reason: 'empty' | 'oversize' | 'not_otlp'; error: string };

export function decodeOtlp(value: Uint8Array | null, format: OtlpFormat, maxBytes: number): OtlpDecoded {
  return readRequest<OtelSpan>(value, format, maxBytes, decodeTraceRequestProto);
}

/** A span as a door stages it: decoded (OTLP/JSON, or read back), or skimmed (protobuf). */
export type StagedSpan = OtelSpan | LazySpan;

export type OtlpSkimmed =
  | {
      ok: true;
      format: 'protobuf' | 'json';
      spans: StagedSpan[];
      dropped: { reason: SpanDropReason; n: number }[];
      bytes: number;
      /** Where protobuf spans read their bytes, when those are the value as given (not inflated from gzip): the door may move them. */
      movable?: SpanSource;
    }
  | { ok: false; reason: 'empty' | 'oversize' | 'not_otlp'; error: string };

/**
 * decodeOtlp for staging: the same requests refused and spans dropped, but protobuf spans
 * are skimmed (LazySpan), decoded only when their trace is assembled (spanOf).
 */
export function skimOtlp(value: Uint8Array | null, format: OtlpFormat, maxBytes: number): OtlpSkimmed {
  let src: SpanSource | undefined;
  const d = readRequest<StagedSpan>(value, format, maxBytes, (bytes, out, dropped) => {
    src = skimTraceRequestProto(bytes, out, dropped);
  });
  if (!d.ok) return d;
  const movable = src && d.format === 'protobuf' && !d.inflated ? src : undefined;
  return {
    ok: true,
    format: d.format,
    spans: d.spans,
    dropped: d.dropped,
    bytes: d.bytes,
    ...(movable ? { movable } : {}),
  };
}

export const isLazy = (s: StagedSpan): s is LazySpan => 'src' in s;

/** The span decoded: a skimmed one is decoded now. */
export const spanOf = (s: StagedSpan): OtelSpan => (isLazy(s) ? spanAt(s) : s);

/** No parent, or one in another process: its trace's root. */
export const isRootSpan = (s: StagedSpan): boolean => (isLazy(s) ? s.root : !s.parentSpanId || s.parentRemote);

type Read<T> =
  | {
      ok: true;
      format: 'protobuf' | 'json';
      spans: T[];
      dropped: { reason: SpanDropReason; n: number }[];
      bytes: number;
      inflated: boolean;
    }
  | { ok: false; reason: 'empty' | 'oversize' | 'not_otlp'; error: string };

/** Inflating, detecting the format and the JSON reader are the same for decodeOtlp and skimOtlp; `proto` reads protobuf. */
function readRequest<T extends StagedSpan>(
  value: Uint8Array | null,
  format: OtlpFormat,
  maxBytes: number,
  proto: (bytes: Uint8Array, out: T[], dropped: Map<SpanDropReason, number>) => void,
): Read<T> {
  if (!value || value.length === 0) return { ok: false, reason: 'empty', error: 'the message has no value' };
  let bytes = value;
  if (bytes.length > maxBytes)
    return {
      ok: false,
      reason: 'oversize',
      error: `${bytes.length} bytes, over the limit of ${maxBytes} (WHETSTONE_OTLP_MAX_BYTES)`,
    };
  const inflated = bytes[0] === 0x1f && bytes[1] === 0x8b;
  if (inflated) {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: maxBytes });
    } catch (err) {
      const over = (err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';
      return over
        ? {
            ok: false,
            reason: 'oversize',
            error: `gzip body inflates past the limit of ${maxBytes} bytes (WHETSTONE_OTLP_MAX_BYTES)`,
          }
        : { ok: false, reason: 'not_otlp', error: `bad gzip data: ${(err as Error).message.slice(0, 200)}` };
    }
  }
  let fmt = format === 'auto' ? detectFormat(bytes) : format;
  let spans: T[] = [];
  let dropped = new Map<SpanDropReason, number>();
  try {
    if (fmt === 'json') collectJson(parseJson(bytes), spans as OtelSpan[], dropped);
    else proto(bytes, spans, dropped);
  } catch (err) {
    // A protobuf request whose first resource's spans take 123 bytes starts with 0x0a 0x7b,
    // which is also JSON's "\n{": detected as JSON and not JSON, it is read as protobuf.
    const retry = format === 'auto' && fmt === 'json' && bytes[0] === 0x0a ? protobufOf(bytes, proto) : undefined;
    if (!retry)
      return {
        ok: false,
        reason: 'not_otlp',
        error: `not an OTLP ExportTraceServiceRequest (${fmt}): ${(err as Error).message.slice(0, 300)}`,
      };
    ({ spans, dropped } = retry);
    fmt = 'protobuf';
  }
  return {
    ok: true,
    format: fmt,
    spans,
    dropped: [...dropped].map(([reason, n]) => ({ reason, n })),
    bytes: bytes.length,
    inflated,
  };
}

/** The request read as protobuf, or undefined when it is not. */
function protobufOf<T>(
  bytes: Uint8Array,
  proto: (bytes: Uint8Array, out: T[], dropped: Map<SpanDropReason, number>) => void,
): { spans: T[]; dropped: Map<SpanDropReason, number> } | undefined {
  const spans: T[] = [];
  const dropped = new Map<SpanDropReason, number>();
  try {
    proto(bytes, spans, dropped);
  } catch {
    return undefined;
  }
  return { spans, dropped };
}

/** JSON starts with `{` (after blanks); a protobuf request starts with field 1's tag 0x0a. */
export function detectFormat(bytes: Uint8Array): 'protobuf' | 'json' {
  for (const b of bytes) {
    if (b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09) continue;
    return b === 0x7b ? 'json' : 'protobuf';
  }
  return 'protobuf';
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function parseJson(bytes: Uint8Array): unknown {
  const v: unknown = JSON.parse(utf8.decode(bytes));
  if (!isObj(v)) throw new Error('the JSON value is not an object');
  return v;
}

// ---------------------------------------------------------------------- JSON

// OTLP/JSON (the spec's protobuf JSON mapping): lowerCamelCase keys, ids as hex, 64-bit
// integers as decimal strings or numbers, enums as integers. snake_case keys are accepted
// too, as proto3 JSON parsers do.
function collectJson(req: unknown, out: OtelSpan[], dropped: Map<SpanDropReason, number>): void {
  const resourceSpans = arr(get(req, 'resourceSpans', 'resource_spans'));
  if (resourceSpans === undefined) throw new Error('no resourceSpans array');
  for (const rs of resourceSpans) {
    const resource = jsonAttrs(get(get(rs, 'resource'), 'attributes'));
    for (const ss of arr(get(rs, 'scopeSpans', 'scope_spans')) ?? []) {
      const scope = get(get(ss, 'scope'), 'name');
      for (const s of arr(get(ss, 'spans')) ?? []) {
        const traceId = jsonId(get(s, 'traceId', 'trace_id'), 16);
        const spanId = jsonId(get(s, 'spanId', 'span_id'), 8);
        if (!validId(traceId, 32)) bump(dropped, 'no_trace_id');
        else if (!validId(spanId, 16)) bump(dropped, 'no_span_id');
        else {
          const parent = jsonId(get(s, 'parentSpanId', 'parent_span_id'), 8);
          const status = get(s, 'status');
          const message = get(status, 'message');
          const code = Number(get(status, 'code') ?? 0) || 0;
          out.push({
            traceId,
            spanId,
            parentSpanId: validId(parent, 16) ? parent : null,
            parentRemote: isRemote(Number(get(s, 'flags') ?? 0)),
            name: str(get(s, 'name')),
            kind: Number(get(s, 'kind') ?? 0) || 0,
            start: timeStr(get(s, 'startTimeUnixNano', 'start_time_unix_nano')),
            end: timeStr(get(s, 'endTimeUnixNano', 'end_time_unix_nano')),
            attrs: jsonAttrs(get(s, 'attributes')),
            events: (arr(get(s, 'events')) ?? []).map((e) => ({
              name: str(get(e, 'name')),
              time: timeStr(get(e, 'timeUnixNano', 'time_unix_nano')),
              attrs: jsonAttrs(get(e, 'attributes')),
            })),
            status: typeof message === 'string' && message ? { code, message } : { code },
            resource,
            ...(typeof scope === 'string' && scope ? { scope } : {}),
          });
        }
      }
    }
  }
}

// A time is a 64-bit integer of nanoseconds (fixed64 on the wire; OTLP/JSON also writes a
// signed one, before 1970): one past that range made the mapping's timestamp an invalid
// date, and a request holding one is refused as protobuf would refuse it.
const MIN_TIME = -(1n << 63n);
const MAX_TIME = (1n << 64n) - 1n;

function timeStr(v: unknown): string {
  const b = longBig(v as string | number | undefined);
  if (b < MIN_TIME || b > MAX_TIME)
    throw new RangeError(`a time of ${b.toString().slice(0, 40)} ns is outside a 64-bit integer`);
  return b.toString();
}

function jsonAttrs(kvs: unknown, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const kv of arr(kvs) ?? []) {
    const key = get(kv, 'key');
    if (typeof key === 'string') setAttr(out, key, jsonValue(get(kv, 'value'), depth + 1));
  }
  return out;
}

function jsonValue(v: unknown, depth: number): unknown {
  if (depth > MAX_VALUE_DEPTH) throw new RangeError(`attribute values nested deeper than ${MAX_VALUE_DEPTH}`);
  if (!isObj(v)) return null;
  if ('stringValue' in v || 'string_value' in v) return str(get(v, 'stringValue', 'string_value'));
  if ('boolValue' in v || 'bool_value' in v) return get(v, 'boolValue', 'bool_value') === true;
  if ('intValue' in v || 'int_value' in v) return longNum(get(v, 'intValue', 'int_value') as string | number);
  if ('doubleValue' in v || 'double_value' in v) return Number(get(v, 'doubleValue', 'double_value'));
  if ('arrayValue' in v || 'array_value' in v)
    return (arr(get(get(v, 'arrayValue', 'array_value'), 'values')) ?? []).map((x) => jsonValue(x, depth + 1));
  if ('kvlistValue' in v || 'kvlist_value' in v)
    return jsonAttrs(get(get(v, 'kvlistValue', 'kvlist_value'), 'values'), depth + 1);
  if ('bytesValue' in v || 'bytes_value' in v) return str(get(v, 'bytesValue', 'bytes_value'));
  return null;
}

/** Ids are hex in OTLP/JSON; base64 (the generic proto3 JSON mapping of bytes) is accepted too. */
function jsonId(v: unknown, bytes: number): string {
  if (typeof v !== 'string' || v === '') return '';
  if (v.length === bytes * 2 && /^[0-9a-fA-F]+$/.test(v)) return v.toLowerCase();
  const b = Buffer.from(v, 'base64');
  return b.length === bytes ? b.toString('hex') : '';
}

// ------------------------------------------------------------------- helpers

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const get = (o: unknown, k: string, alt?: string): unknown =>
  isObj(o) ? (o[k] ?? (alt ? o[alt] : undefined)) : undefined;
const arr = (v: unknown): unknown[] | undefined => (Array.isArray(v) ? v : undefined);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
