// Request bodies of the daemon's HTTP doors (review API, OTLP), read only when a route
// asks, which it does after its auth check: a caller without the role never has a byte
// of its body read. The limit holds while reading (a declared Content-Length over it is
// refused unread; a chunked body is cut off at the first byte past it), so no body costs
// more than the limit. Such an early answer closes its connection gently
// (src/daemon/early-answers.ts), so it reaches a client that is still sending.
import { WhetstoneError } from './errors.ts';
import { nestsDeeper } from './intake/core/json-depth.ts';

/** A body past the limit: answered 413, not 400. */
export class BodyTooLarge extends WhetstoneError {
  constructor(max: number) {
    super('input_invalid', `body over ${max} bytes`);
  }
}

/** The body as UTF-8 text, at most `max` bytes of it read. */
export async function readLimitedText(req: Request, max: number): Promise<string> {
  const bytes = await readLimitedBytes(req, max);
  // A view over the bytes read, not a second copy of them.
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}

/** The body's bytes, at most `max` of them read. */
export async function readLimitedBytes(req: Request, max: number): Promise<Uint8Array> {
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > max) throw new BodyTooLarge(max);
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(max);
    }
    parts.push(value);
  }
  return Buffer.concat(parts);
}

/**
 * JSON.parse after a linear scan of the nesting: a text deeper than `maxDepth` (millions
 * of `[` fit in a few MB) is refused before parsing it, and the copies and schema walks
 * after it, can hold the event loop.
 */
export function parseShallowJson(text: string, maxDepth: number): unknown {
  if (nestsDeeper(text, maxDepth))
    throw new WhetstoneError('input_invalid', `the body nests deeper than ${maxDepth} levels`);
  return JSON.parse(text) as unknown;
}
