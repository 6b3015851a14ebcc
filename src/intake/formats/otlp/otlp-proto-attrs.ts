// Attribute values of the OTLP protobuf reader: KeyValue, AnyValue and its arrays and
// key-value lists, bounded in depth, read or only checked.
import { closed, end, LEN, type Reader, skip, str, checkStr } from './otlp-proto-read.ts';
import { longNum, MAX_VALUE_DEPTH, setAttr, type Long } from './otlp-values.ts';

/**
 * One attribute into `into`; with `into` null, only checked (skimSpan): the same reads and
 * the same errors, without the strings and objects.
 */
export function keyValue(
  r: Reader,
  buf: Buffer,
  stop: number,
  into: Record<string, unknown> | null,
  depth: number,
): void {
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

export function anyValue(r: Reader, buf: Buffer, stop: number, depth: number, check: boolean): unknown {
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

export function list(r: Reader, buf: Buffer, stop: number, depth: number, check: boolean): unknown[] | null {
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

export function kvList(
  r: Reader,
  buf: Buffer,
  stop: number,
  depth: number,
  check: boolean,
): Record<string, unknown> | null {
  const out: Record<string, unknown> | null = check ? null : {};
  while (r.pos < stop) {
    const tag = r.uint32();
    if (tag === ((1 << 3) | LEN)) keyValue(r, buf, end(r, stop), out, depth + 1);
    else skip(r, tag);
  }
  closed(r, stop);
  return out;
}
