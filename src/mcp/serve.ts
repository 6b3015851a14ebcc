// Serving an MCP server factory over stdio or Streamable HTTP (one session per client).
// Over HTTP every request passes, before anything else: the Host/Origin allow-lists (DNS
// rebinding: a web page whose domain resolves to 127.0.0.1 must not reach a local
// server), the caller's authorization (checked on every request, not once per session,
// so a revoked token stops working mid-session), and a body size limit enforced while
// reading. The SDK transport repeats the Host/Origin check (its DNS-rebinding protection).
// Sessions are bounded: at most `maxSessionsPerToken` open per token (429 past it), and a
// session without a request for `sessionIdleMs` is closed, so initializes alone cannot
// grow the process.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse, type Server as HttpServer } from 'node:http';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { Readable, Writable } from 'node:stream';
import type { Registry } from 'prom-client';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { isWhetstoneError, WhetstoneError } from '../errors.ts';
import { parseShallowJson } from '../http-body.ts';
import type { Principal } from '../auth/auth.ts';
import { defaultHosts, hostAllowed, hostRefusal } from '../auth/hosts.ts';
import { jsonResponder, type JsonResponder } from './json-response.ts';
import { LineTransport } from './line-transport.ts';

/** What serves one client: an SDK Server, or anything that connects to a transport like one. */
export interface McpSession {
  connect(transport: Transport): Promise<void>;
  close(): Promise<void>;
}

/** Builds one MCP session per client; `principal` is who initialized it (HTTP with authorize). */
export type SessionFactory = (
  sessionId: () => string | undefined,
  principal?: Principal,
) => McpSession | Promise<McpSession>;

/**
 * Decides who sent a request: a principal, or a thrown WhetstoneError (unauthenticated →
 * 401, forbidden → 403, db_unreachable → 503 without the database's name).
 */
export type Authorize = (req: IncomingMessage) => Promise<Principal>;

export interface HttpServeOptions {
  path?: string;
  /** Accepted Host headers ("host:port" or "host", which means on the listening port); default the loopback names. */
  allowedHosts?: string[] | undefined;
  /** Accepted Origin headers (a request without Origin passes); default http://<each allowed host>. */
  allowedOrigins?: string[] | undefined;
  /** Largest request body; default 4 MiB (and nested at most MCP_JSON_MAX_DEPTH). */
  maxBodyBytes?: number | undefined;
  authorize?: Authorize | undefined;
  /** Where the real reason of a 5xx goes (the client gets a generic one). */
  onError?: ((err: Error) => void) | undefined;
  /**
   * Answer a request that carries no progress token with one JSON body instead of an SSE
   * stream (json-response.ts); default true. False streams every answer, as the SDK does.
   */
  jsonResponses?: boolean | undefined;
  /** Open sessions one token (principal name; all unauthenticated callers together) may hold; default no cap. */
  maxSessionsPerToken?: number | undefined;
  /** The setting a 429 names; default WHETSTONE_MCP_MAX_SESSIONS_PER_TOKEN. */
  maxSessionsSetting?: string | undefined;
  /**
   * At the cap, close the token's least recently used session to open the new one instead
   * of refusing it (the proxy: agents sharing a token reconnect without ending sessions).
   */
  evictAtCap?: boolean | undefined;
  /** A session idle this long is closed; default 30 minutes. */
  sessionIdleMs?: number | undefined;
  /** Served as Prometheus text at GET /metrics, behind the same Host/Origin and authorization checks. */
  metrics?: Registry | undefined;
  /** A new session's id, from who opens it; default a random UUID (the proxy's: arm-identity.ts). */
  sessionId?: ((principal: Principal | undefined) => string) | undefined;
}

/**
 * One session on stdin/stdout (or `io`). Its id is new per process: a canary's arm is a
 * hash of tool and session id, and one id for every stdio process put them all in one arm.
 */
export async function serveStdio(
  factory: SessionFactory,
  io: { input: Readable; output: Writable } = { input: process.stdin, output: process.stdout },
): Promise<McpSession> {
  const id = `stdio-${randomUUID()}`;
  const server = await factory(() => id);
  await server.connect(new LineTransport(io.input, io.output));
  return server;
}

/** Deeper than any tool's arguments need, far below what holds the event loop (millions). */
export const MCP_JSON_MAX_DEPTH = 128;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface SessionEntry {
  transport: StreamableHTTPServerTransport;
  json: JsonResponder | undefined;
  principal: string | undefined;
  seen: number;
}

/** What a new session needs from its server: sessions by id, the per-token slots, the lists. */
interface SessionContext {
  factory: SessionFactory;
  sessions: Map<string, SessionEntry>;
  slots: TokenSlots;
  hosts: { allowedHosts: string[]; allowedOrigins: string[] };
  jsonResponses: boolean;
  evictAtCap: boolean;
  sessionId: (principal: Principal | undefined) => string;
}

interface TokenSlots {
  take(key: string): () => void;
  full(key: string): boolean;
}

/**
 * Open MCP sessions per token, capped: a slot is taken before a session opens and given
 * back (once) when it ends, so one token cannot hold the server's memory.
 */
function tokenSlots(max: number | undefined, setting = 'WHETSTONE_MCP_MAX_SESSIONS_PER_TOKEN'): TokenSlots {
  const held = new Map<string, number>();
  const full = (key: string) => max !== undefined && (held.get(key) ?? 0) >= max;
  const take = (key: string) => {
    const n = held.get(key) ?? 0;
    if (max !== undefined && n >= max)
      throw new HttpError(
        429,
        `this token holds ${n} open MCP sessions, the most allowed (${setting}); end one (DELETE with its Mcp-Session-Id) or let it expire`,
      );
    held.set(key, n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (held.get(key) ?? 1) - 1;
      if (left > 0) held.set(key, left);
      else held.delete(key);
    };
  };
  return { take, full };
}

/** Makes room at the cap (evictAtCap): the token's session with the oldest last request is closed. */
async function evictIdlest(c: SessionContext, key: string): Promise<void> {
  if (!c.slots.full(key)) return;
  let idlest: SessionEntry | undefined;
  for (const s of c.sessions.values()) if ((s.principal ?? '') === key && (!idlest || s.seen < idlest.seen)) idlest = s;
  // Closing it gives its slot back (transport.onclose).
  await idlest?.transport.close().catch(() => {});
}

/** An initialize request: a new transport and server, holding one of its token's slots. */
async function openSession(
  c: SessionContext,
  req: IncomingMessage,
  res: ServerResponse,
  body: unknown,
  principal: Principal | undefined,
): Promise<void> {
  const key = principal?.name ?? '';
  if (c.evictAtCap) await evictIdlest(c, key);
  const release = c.slots.take(key);
  let id: string | undefined;
  let json: JsonResponder | undefined;
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: () => c.sessionId(principal),
    onsessioninitialized: (s) => {
      id = s;
      c.sessions.set(s, { transport, json, principal: principal?.name, seen: Date.now() });
    },
    enableDnsRebindingProtection: true,
    allowedHosts: c.hosts.allowedHosts,
    allowedOrigins: c.hosts.allowedOrigins,
  });
  transport.onclose = () => {
    json?.close();
    release();
    if (id) c.sessions.delete(id);
  };
  let server: McpSession | undefined;
  try {
    server = await c.factory(() => id, principal);
    await server.connect(transport);
    // After connect: the responder wraps the send the protocol calls.
    if (c.jsonResponses) json = jsonResponder(transport);
    await transport.handleRequest(req, res, body);
  } finally {
    // An initialize that opened no session (refused by the transport: a wrong Accept
    // header, a bad version) holds no slot, and its server is closed: no request can reach
    // it again, and an owner keeping its sessions (the proxy) would keep one per refusal.
    if (!id) {
      release();
      await server?.close().catch(() => {});
    }
  }
}

export async function serveHttp(
  factory: SessionFactory,
  host: string,
  port: number,
  opts: HttpServeOptions = {},
): Promise<{ http: HttpServer; port: number; allowedHosts: string[]; close(): Promise<void> }> {
  const path = opts.path ?? '/mcp';
  const maxBody = opts.maxBodyBytes ?? 4 * 1_048_576;
  const sessions = new Map<string, SessionEntry>();
  const idleMs = opts.sessionIdleMs ?? 30 * 60_000;
  const sweep = setInterval(
    () => {
      for (const s of sessions.values()) if (Date.now() - s.seen > idleMs) void s.transport.close().catch(() => {});
    },
    Math.min(idleMs, 60_000),
  );
  sweep.unref();
  // Filled once the port is known (before the first request can arrive).
  const hosts = { allowedHosts: [] as string[], allowedOrigins: [] as string[] };
  const ctx: SessionContext = {
    factory,
    sessions,
    slots: tokenSlots(opts.maxSessionsPerToken, opts.maxSessionsSetting),
    hosts,
    jsonResponses: opts.jsonResponses !== false,
    evictAtCap: opts.evictAtCap === true,
    sessionId: opts.sessionId ?? (() => randomUUID()),
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (opts.metrics && req.method === 'GET' && req.url?.split('?')[0] === '/metrics')
      return serveMetrics(req, res, opts.metrics, hosts, opts.authorize);
    if (!req.url?.startsWith(path)) throw new HttpError(404, `not found; MCP is served at ${path}`);
    checkHeaders(req, hosts.allowedHosts, hosts.allowedOrigins);
    const principal = opts.authorize ? await opts.authorize(req) : undefined;
    if (principal) attachPrincipal(req, principal);
    const body = req.method === 'POST' ? await readJson(req, maxBody) : undefined;
    const sid = req.headers['mcp-session-id'];
    const existing = typeof sid === 'string' ? sessions.get(sid) : undefined;
    if (existing) {
      // A session belongs to the token that opened it; another token opens its own.
      if (existing.principal !== principal?.name)
        throw new HttpError(403, 'this session was opened with another token');
      existing.seen = Date.now();
      if (existing.json?.tryAnswer(req, res, body)) return;
      return existing.transport.handleRequest(req, res, body);
    }
    if (req.method === 'POST' && isInitializeRequest(body)) return openSession(ctx, req, res, body, principal);
    // 404 for an id that ended (expired, evicted, deleted): the spec's signal to initialize again.
    if (typeof sid === 'string') throw new HttpError(404, 'no such session (ended or expired): send initialize again');
    throw new HttpError(400, 'no valid session: send initialize first');
  };

  const http = createServer((req, res) => {
    handle(req, res).catch((err: Error) => respondError(res, err, opts.onError));
  });
  await listen(http, host, port);
  const actual = (http.address() as { port: number }).port;
  hosts.allowedHosts = hostList(opts.allowedHosts, host, actual);
  hosts.allowedOrigins = opts.allowedOrigins ?? hosts.allowedHosts.map((h) => `http://${h}`);
  return {
    http,
    port: actual,
    allowedHosts: hosts.allowedHosts,
    close: async () => {
      clearInterval(sweep);
      for (const s of sessions.values()) await s.transport.close().catch(() => {});
      http.closeAllConnections();
      await new Promise<void>((ok) => http.close(() => ok()));
    },
  };
}

async function serveMetrics(
  req: IncomingMessage,
  res: ServerResponse,
  registry: Registry,
  hosts: { allowedHosts: string[]; allowedOrigins: string[] },
  authorize: Authorize | undefined,
): Promise<void> {
  checkHeaders(req, hosts.allowedHosts, hosts.allowedOrigins);
  if (authorize) await authorize(req);
  const text = await registry.metrics();
  res.writeHead(200, { 'content-type': registry.contentType });
  res.end(text);
}

/** Listens; a port in use is a refusal to report, not an 'error' event that kills the process with a stack. */
function listen(http: ReturnType<typeof createServer>, host: string, port: number): Promise<void> {
  return new Promise<void>((ok, fail) => {
    const refused = (err: NodeJS.ErrnoException) =>
      fail(
        new WhetstoneError(
          'input_invalid',
          `cannot listen on ${host}:${port} (${err.code ?? err.message}): stop what holds that port or choose another`,
          { cause: err },
        ),
      );
    http.once('error', refused);
    http.listen(port, host, () => {
      http.off('error', refused);
      ok();
    });
  });
}

/** A JSON-RPC error answer with the HTTP status the error maps to. */
function respondError(res: ServerResponse, err: Error, onError: ((err: Error) => void) | undefined): void {
  const { status, message } = toHttp(err);
  if (status >= 500) onError?.(err);
  if (!res.headersSent) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (status === 401) headers['www-authenticate'] = 'Bearer';
    // The rest of an over-large body is not read: close instead of draining it.
    if (status === 413) headers.connection = 'close';
    res.writeHead(status, headers);
  }
  res.end(
    JSON.stringify({
      jsonrpc: '2.0',
      error: { code: err instanceof SyntaxError ? -32700 : -32000, message },
      id: null,
    }),
  );
}

/**
 * The SDK hands this to every request handler as extra.authInfo: per request, so a
 * handler sees who sent this very call.
 */
function attachPrincipal(req: IncomingMessage, principal: Principal): void {
  (req as IncomingMessage & { auth?: AuthInfo }).auth = {
    token: '',
    clientId: principal.name,
    scopes: [principal.role],
    extra: { principal },
  };
}

/** The Host headers a server on host:port accepts: the configured names, else its loopback names and bound address. */
export function hostList(configured: string[] | undefined, host: string, port: number): string[] {
  const names = configured ?? defaultHosts(host);
  return names.map((h) => (/:\d+$/.test(h) ? h : `${h.includes(':') && !h.startsWith('[') ? `[${h}]` : h}:${port}`));
}

function checkHeaders(req: IncomingMessage, hosts: string[], origins: string[]): void {
  const host = req.headers.host;
  if (!hostAllowed(host, hosts)) throw new HttpError(403, hostRefusal(host, 'WHETSTONE_MCP_ALLOWED_HOSTS'));
  const origin = req.headers.origin;
  if (origin !== undefined && !origins.includes(origin)) {
    throw new HttpError(
      403,
      `Origin "${origin}" is not allowed; add it to WHETSTONE_MCP_ALLOWED_ORIGINS to let that page call this server`,
    );
  }
}

function toHttp(err: Error): { status: number; message: string } {
  if (err instanceof HttpError) return { status: err.status, message: err.message };
  if (isWhetstoneError(err)) {
    if (err.code === 'unauthenticated') return { status: 401, message: err.message };
    if (err.code === 'forbidden') return { status: 403, message: err.message };
    if (err.code === 'rate_limited') return { status: 429, message: err.message };
    if (err.code === 'input_invalid') return { status: 400, message: err.message };
    // Never the database's host or name: any bearer string reaches the token lookup.
    if (err.code === 'db_unreachable')
      return { status: 503, message: 'the database is unreachable; try again shortly' };
  }
  if (err instanceof SyntaxError) return { status: 400, message: `the body is not valid JSON: ${err.message}` };
  return { status: 500, message: 'internal error; see the server log' };
}

/**
 * Reads a JSON body, refusing it as soon as it passes `max` bytes (not after buffering
 * it all). Chunks are joined as bytes and decoded once, so a UTF-8 character split across
 * two chunks decodes correctly.
 */
export async function readJson(req: IncomingMessage, max: number): Promise<unknown> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > max)
    throw new HttpError(413, `request body over ${max} bytes (WHETSTONE_MCP_MAX_BODY_BYTES)`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw new HttpError(413, `request body over ${max} bytes (WHETSTONE_MCP_MAX_BODY_BYTES)`);
    chunks.push(chunk);
  }
  const raw = Buffer.concat(chunks, size).toString('utf8');
  return raw ? parseShallowJson(raw, MCP_JSON_MAX_DEPTH) : undefined;
}
