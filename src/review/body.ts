// The review API's request bodies, read only when a route asks, which it does after its
// role check: a caller without the role never has a byte of its body read. The limit
// holds while reading (a declared Content-Length over it is refused unread; a chunked
// body is cut off at the first byte past it), so no body costs more than the limit.
import { WhetstoneError } from '../errors.ts';

/** A body past the limit: answered 413, not 400. */
export class BodyTooLarge extends WhetstoneError {
  constructor(max: number) {
    super('input_invalid', `body over ${max} bytes`);
  }
}

/** The body as UTF-8 text, at most `max` bytes of it read. */
export async function readLimitedText(req: Request, max: number): Promise<string> {
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > max) throw new BodyTooLarge(max);
  if (!req.body) return '';
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
  return Buffer.concat(parts).toString('utf8');
}
