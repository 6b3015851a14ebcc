// OTLP ExportTraceServiceRequest, protobuf wire format → flat spans, read field by field
// (field numbers from opentelemetry-proto, as in proto.ts) on protobufjs's low-level
// Reader. Decoding straight into OtelSpan skips protobufjs's generic message objects and
// its Long for every 64-bit time: about half of the decode's cost on GenAI spans. Unknown
// fields are skipped, as proto3 requires. Throws on a malformed message; decodeOtlp turns
// that into `not_otlp`. The doors skim instead (skimTraceRequestProto: the same reads, so
// the same verdict, but only each span's trace, root flag and place kept), and a skimmed
// span is decoded when its trace is assembled (spanAt).
import protobuf from 'protobufjs';
import type { LazySpan, OtelSpan, SpanDropReason, SpanSource } from './otlp-span.ts';
import { keyValue } from './otlp-proto-attrs.ts';
import { checkStr, closed, end, fixed64, hex, idOk, LEN, type Reader, skip, str } from './otlp-proto-read.ts';
import { bump, isRemote, validId } from './otlp-values.ts';

export { shortKey } from './otlp-proto-read.ts';

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
