// The OTLP/HTTP door: POST /v1/traces, as OTLP/HTTP specifies. Protobuf
// (application/x-protobuf) or JSON (application/json), optionally gzip; the answer is an
// ExportTraceServiceResponse in the request's encoding, with partial_success naming the
// spans dropped (no trace id, no span id, late for a finished trace). Undecodable → 400
// with a google.rpc.Status body; database away or overloaded → 503 with Retry-After
// (exporters retry).
// Spans are staged before the answer, so a 200 means they are durable.
// The body is counted while it is read (chunked or not): past WHETSTONE_OTLP_MAX_BYTES the
// read stops and the answer is 413. A JSON body (inflated first when gzipped) is scanned
// for its nesting depth before it is parsed: a deeply nested one would hold the event loop.
import { createHash, timingSafeEqual } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Logger } from '../../log.ts';
import type { Db } from '../../store/db.ts';
import { isOverloadedDbError, isTransientDbError } from '../../store/transient.ts';
import { nestsDeeper } from '../core/decode.ts';
import { allows, authenticate } from '../../auth/auth.ts';
import { BodyTooLarge, readLimitedBytes } from '../../http-body.ts';
import type { OtelMetrics } from '../formats/otlp/metrics.ts';
import { skimOtlp } from '../formats/otlp/otlp.ts';
import { ExportTraceServiceResponse, RpcStatus } from '../formats/otlp/proto.ts';
import type { SpanCache } from '../formats/otlp/cache.ts';
import { readRequestOf, stageRequests } from '../formats/otlp/stage.ts';

export interface OtlpHttpOptions {
  db: Db;
  log: Logger;
  metrics: OtelMetrics;
  maxBytes: number;
  /** WHETSTONE_OTLP_TOKEN: a bearer token for exporters, besides api tokens of role reviewer or admin. */
  token?: string | undefined;
  cache?: SpanCache | undefined;
}

export function createOtlpHttpApp(o: OtlpHttpOptions): Hono {
  const app = new Hono();
  const configured = o.token ? sha256(o.token) : undefined;

  // The token first, then the body: an unauthenticated client gets its 401 without the
  // server reading a byte of what it sends.
  app.post('/v1/traces', otlpAuth(o, configured), async (c) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const fmt = formatOf(c);
    const reply = replier(c, o.metrics);
    const unavailable = unavailableReply(c, o);
    if (!fmt)
      return reply(415, 3, `unsupported Content-Type "${type}": send application/x-protobuf or application/json`);
    const encoding = (c.req.header('content-encoding') ?? 'identity').toLowerCase();
    if (encoding !== 'identity' && encoding !== 'gzip')
      return reply(415, 3, `unsupported Content-Encoding "${encoding}": send gzip or none`);
    let raw: Uint8Array;
    try {
      raw = await readLimitedBytes(c.req.raw, o.maxBytes);
    } catch (err) {
      if (err instanceof BodyTooLarge)
        return reply(413, 8, `body over the limit of ${o.maxBytes} bytes (WHETSTONE_OTLP_MAX_BYTES)`);
      throw err;
    }
    const read = plainBody(raw, fmt, o.maxBytes);
    if (!read.ok) return reply(read.status, read.status === 413 ? 8 : 3, read.error);
    const body = read.body;
    if (body.length === 0) return ok(c, fmt, 0, '', o.metrics);
    const d = skimOtlp(body, fmt, o.maxBytes);
    if (!d.ok) return d.reason === 'oversize' ? reply(413, 8, d.error) : reply(400, 3, d.error);
    try {
      const staged = await stageRequests(o.db, [readRequestOf(body, d)], { metrics: o.metrics, cache: o.cache });
      const reasons = d.dropped.map((x) => `${x.n} ${x.reason}`);
      if (staged.late) reasons.push(`${staged.late} late (their trace was already assembled)`);
      for (const x of d.dropped) o.metrics.spansDropped.inc({ reason: x.reason }, x.n);
      const rejected = d.dropped.reduce((n, x) => n + x.n, 0) + staged.late;
      return ok(c, fmt, rejected, rejected ? `spans dropped: ${reasons.join(', ')}` : '', o.metrics);
    } catch (err) {
      if (worthRetrying(err)) return unavailable(err, 'staging spans');
      o.log.error({ err: (err as Error).message }, 'OTLP/HTTP: staging spans failed');
      return reply(400, 3, `the spans could not be stored: ${(err as Error).message.slice(0, 200)}`);
    }
  });
  return app;
}

type Reply = (
  status: 400 | 401 | 413 | 415 | 500 | 503,
  code: number,
  message: string,
  headers?: Record<string, string>,
) => Response;

/** An answer with a google.rpc.Status body in the request's encoding, counted in the metrics. */
function replier(c: Context, metrics: OtelMetrics): Reply {
  const fmt = formatOf(c);
  return (status, code, message, headers = {}) => {
    metrics.requests.inc({ door: 'http', outcome: String(status) });
    return fmt === 'protobuf'
      ? c.body(toBody(RpcStatus.encode(RpcStatus.create({ code, message })).finish()), status, {
          'content-type': 'application/x-protobuf',
          ...headers,
        })
      : c.json({ code, message }, status, headers);
  };
}

// Exporters retry a 503, not a 401: with the database away, an api token cannot be
// checked, and calling it refused would drop the spans.
function unavailableReply(c: Context, o: OtlpHttpOptions): (err: unknown, what: string) => Response {
  const reply = replier(c, o.metrics);
  return (err, what) => {
    // Not every request of an outage (the daemon's other parts report that); a statement
    // timeout or a full server would show nowhere else.
    if (!isTransientDbError(err))
      o.log.warn(
        { err: (err as Error).message, code: (err as { code?: unknown }).code },
        `OTLP/HTTP: ${what} failed; answered 503`,
      );
    return reply(503, 14, 'the database is unavailable or overloaded; retry later', { 'retry-after': '5' });
  };
}

/** The token check, before anything reads the body. */
function otlpAuth(o: OtlpHttpOptions, configured: Buffer | undefined): MiddlewareHandler {
  return async (c, next) => {
    const reply = replier(c, o.metrics);
    let allowed: boolean;
    try {
      allowed = await authorized(c, o.db, configured);
    } catch (err) {
      if (worthRetrying(err)) return unavailableReply(c, o)(err, 'checking a token');
      o.log.error({ err: (err as Error).message }, 'OTLP/HTTP: checking a token failed');
      return reply(500, 13, 'the token could not be checked; see the server log');
    }
    if (!allowed)
      return reply(
        401,
        16,
        'a token is required: Authorization: Bearer <WHETSTONE_OTLP_TOKEN, or an api token of role reviewer or admin>',
      );
    await next();
  };
}

/** OTLP/JSON nests about four levels per level of an attribute value (at most 64 of them). */
export const OTLP_JSON_MAX_DEPTH = 300;

function formatOf(c: Context): 'protobuf' | 'json' | undefined {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-protobuf' || type === 'application/protobuf') return 'protobuf';
  return type === 'application/json' ? 'json' : undefined;
}

/**
 * The body as the reader gets it: a gzipped JSON body inflated here (bounded), so its
 * depth is checked before JSON.parse ever sees it. Protobuf is inflated by the reader.
 */
function plainBody(
  raw: Uint8Array,
  fmt: 'protobuf' | 'json',
  maxBytes: number,
): { ok: true; body: Uint8Array } | { ok: false; status: 400 | 413; error: string } {
  if (fmt !== 'json') return { ok: true, body: raw };
  let body = raw;
  if (raw[0] === 0x1f && raw[1] === 0x8b) {
    try {
      body = gunzipSync(raw, { maxOutputLength: maxBytes });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
        return {
          ok: false,
          status: 413,
          error: `gzip body inflates past ${maxBytes} bytes (WHETSTONE_OTLP_MAX_BYTES)`,
        };
      return { ok: false, status: 400, error: 'bad gzip data' };
    }
  }
  if (nestsDeeper(Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('latin1'), OTLP_JSON_MAX_DEPTH))
    return { ok: false, status: 400, error: `JSON nested deeper than ${OTLP_JSON_MAX_DEPTH} levels` };
  return { ok: true, body };
}

/** A database failure an exporter should retry: the server away, or overloaded (transient.ts). */
const worthRetrying = (err: unknown): boolean => isTransientDbError(err) || isOverloadedDbError(err);

function ok(c: Context, fmt: 'protobuf' | 'json', rejected: number, message: string, metrics: OtelMetrics) {
  metrics.requests.inc({ door: 'http', outcome: rejected ? 'partial' : 'ok' });
  const partial = rejected ? { partialSuccess: { rejectedSpans: rejected, errorMessage: message } } : {};
  if (fmt === 'json')
    return c.json(rejected ? { partialSuccess: { rejectedSpans: String(rejected), errorMessage: message } } : {}, 200);
  return c.body(toBody(ExportTraceServiceResponse.encode(ExportTraceServiceResponse.create(partial)).finish()), 200, {
    'content-type': 'application/x-protobuf',
  });
}

/** The configured token is checked in memory; an api token in the database (which throws when it is away). */
async function authorized(c: Context, db: Db, configured: Buffer | undefined): Promise<boolean> {
  const header = c.req.header('authorization');
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) return false;
  if (configured && timingSafeEqual(sha256(token), configured)) return true;
  const p = await authenticate(db, token);
  return p !== undefined && allows(p, 'reviewer');
}

const sha256 = (s: string) => createHash('sha256').update(s).digest();
const toBody = (u: Uint8Array): ArrayBuffer => u.buffer.slice(u.byteOffset, u.byteOffset + u.byteLength) as ArrayBuffer;
