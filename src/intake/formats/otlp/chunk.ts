// A staged chunk's body (migrations 0015, 0016): the OTLP requests of one door chunk as
// they were received, each framed as [format byte][u32 length][bytes], so the chunk is one
// row and PostgreSQL never parses its spans; written brotli-compressed (`otlp_brotli`).
// Reading one back reads the requests again as the doors read them (skimOtlp).
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants } from 'node:zlib';
import { skimOtlp, type StagedSpan } from './otlp.ts';
import type { SpanSource } from './otlp-proto.ts';

export interface StagedRequest {
  /** The request body as received (gzip included). */
  body: Uint8Array;
  format: 'protobuf' | 'json';
  /** Where its skimmed spans read their bytes, when that is `body` itself: encodeChunk moves it into the frames. */
  movable?: SpanSource | undefined;
}

const FORMAT_BYTE = { protobuf: 0, json: 1 } as const;
const HEADER = 5;

/**
 * The requests as one body of frames. Skimmed spans reading a request's body read it here
 * from now on: the body may be a view of a Kafka fetch (many requests' worth), which the
 * spans would keep alive until their traces are assembled; the frames are the chunk's
 * own, the size the span cache counts.
 */
export function encodeChunk(requests: StagedRequest[]): Buffer {
  let size = 0;
  for (const r of requests) size += HEADER + r.body.length;
  // Shared memory: a batch assembled in a decode worker reads its spans here, not a copy.
  const out = Buffer.from(new SharedArrayBuffer(size));
  let at = 0;
  for (const r of requests) {
    out[at] = FORMAT_BYTE[r.format];
    out.writeUInt32BE(r.body.length, at + 1);
    out.set(r.body, at + HEADER);
    if (r.movable) {
      r.movable.buf = out;
      r.movable.base = at + HEADER;
    }
    at += HEADER + r.body.length;
  }
  return out;
}

export type ChunkFormat = 'otlp' | 'otlp_brotli' | 'spans';

const compress = promisify(brotliCompress);

/**
 * The chunk's frames as stored: brotli at quality 1, compressed on libuv's thread pool, off
 * the event loop: moving bytes into the server, not the server's work, is what a chunk's
 * INSERT spends, so a body compressed here (protobuf shrinks about fivefold) is cheaper
 * than the server compressing it (lz4 there, the bytes still cross the socket whole).
 */
export async function packChunk(requests: StagedRequest[]): Promise<{ format: 'otlp_brotli'; body: Buffer }> {
  const frames = encodeChunk(requests);
  const body = await compress(frames, {
    // One pass on the pool: with the default 16 KiB output chunks, each chunk went back
    // through the event loop, and a chunk's compression waited on the loop ~14 times.
    chunkSize: Math.max(64 * 1024, frames.length),
    params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: frames.length },
  });
  return { format: 'otlp_brotli', body };
}

/**
 * The spans of a staged chunk, by trace id, and the bytes they decoded from (the cache's
 * unit). `format` is the row's: `otlp_brotli` (frames, compressed), `otlp` (frames, as
 * 0015 wrote them), or `spans` (a JSON array of decoded spans, as migration 0011 staged
 * them). Throws on a body that is none of these: it was written by this code, so that is
 * corruption, not bad input. `maxBytes` bounds the inflated frames as well as each request.
 */
export function decodeChunk(
  format: string,
  body: Uint8Array,
  maxBytes: number,
): { byTrace: Map<string, StagedSpan[]>; bytes: number } {
  const spans: StagedSpan[] = [];
  let bytes = format === 'spans' ? body.length : 0;
  if (format === 'spans') {
    for (const s of JSON.parse(Buffer.from(body.buffer, body.byteOffset, body.length).toString('utf8')) as StagedSpan[])
      spans.push(s);
  } else if (format === 'otlp' || format === 'otlp_brotli') {
    const buf =
      format === 'otlp'
        ? Buffer.from(body.buffer, body.byteOffset, body.length)
        : brotliDecompressSync(body, { maxOutputLength: maxBytes });
    for (let at = 0; at < buf.length; ) {
      if (at + HEADER > buf.length) throw new Error(`staged chunk truncated at byte ${at}`);
      const fmt = buf[at] === FORMAT_BYTE.json ? 'json' : 'protobuf';
      const len = buf.readUInt32BE(at + 1);
      const d = skimOtlp(buf.subarray(at + HEADER, at + HEADER + len), fmt, Math.max(maxBytes, len));
      if (!d.ok) throw new Error(`staged chunk holds an undecodable request: ${d.error}`);
      for (const s of d.spans) spans.push(s);
      bytes += d.bytes;
      at += HEADER + len;
    }
  } else throw new Error(`unknown staged chunk format "${format}"`);
  return { byTrace: groupByTrace(spans), bytes };
}

export function groupByTrace<T extends StagedSpan>(spans: T[]): Map<string, T[]> {
  const byTrace = new Map<string, T[]>();
  for (const s of spans) {
    const list = byTrace.get(s.traceId);
    if (list) list.push(s);
    else byTrace.set(s.traceId, [s]);
  }
  return byTrace;
}
