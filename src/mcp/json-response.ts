// Plain JSON answers to Streamable HTTP requests that need no stream. Streamable HTTP lets
// a server answer a POSTed request either with an SSE stream or with one JSON body. The
// SDK's transport decides once per transport (enableJsonResponse), and its SSE path costs a
// Web Request/Response conversion and a stream per call; its JSON mode would drop progress
// notifications. Here the choice is per request: a single request that carries no
// progress token is handed straight to the session's protocol handler and answered with
// `application/json`; everything else (initialize, batches, progress tokens, notifications,
// GET streams, DELETE, anything malformed) goes through the SDK transport unchanged.
//
// Nothing is lost by answering with JSON: the only messages the spec ties to a request's
// own stream are its progress notifications (absent without a token) and its response. A
// server notification or request that names such a request (a log message, a sampling
// request) goes to the session's GET stream instead, where the client receives it as it
// would any server message. A request the client cancels is ended with 202 and no body.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  isJSONRPCErrorResponse,
  isJSONRPCResultResponse,
  JSONRPCRequestSchema,
  type JSONRPCMessage,
  type JSONRPCRequest,
  type RequestId,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '@modelcontextprotocol/sdk/types.js';

type Pending = { res: ServerResponse; sessionId: string };

/** The JSON answering of one session's transport. */
export interface JsonResponder {
  /** Answers the request with JSON and returns true, or returns false for the SDK transport to handle it. */
  tryAnswer(req: IncomingMessage, res: ServerResponse, body: unknown): boolean;
  /** Ends the requests still waiting (the session closed). */
  close(): void;
}

/**
 * Wraps the transport's `send` (the protocol looks it up on every message, so the wrapper
 * sees every outgoing message): responses to requests answered here are written as JSON;
 * anything else passes through.
 */
export function jsonResponder(transport: StreamableHTTPServerTransport): JsonResponder {
  const pending = new Map<RequestId, Pending>();
  const send = transport.send.bind(transport);
  transport.send = async (message: JSONRPCMessage, options?: TransportSendOptions) => {
    const response = isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message);
    const id = response ? message.id : options?.relatedRequestId;
    const p = id === undefined ? undefined : pending.get(id);
    if (!p) return send(message, options);
    if (!response) {
      // A message about a request answered here: the session's GET stream carries it.
      return send(message);
    }
    pending.delete(id!);
    if (!p.res.writableEnded && !p.res.destroyed) {
      p.res.writeHead(200, { 'content-type': 'application/json', 'mcp-session-id': p.sessionId });
      p.res.end(JSON.stringify(message));
    }
  };

  // A request the client cancels gets no response (the protocol sends none): its HTTP
  // request is ended with 202 and no body, instead of staying open until the client leaves.
  const receive = transport.onmessage;
  if (receive) {
    transport.onmessage = (message, extra) => {
      receive(message, extra);
      if (!('method' in message) || message.method !== 'notifications/cancelled') return;
      const id = (message.params as { requestId?: RequestId } | undefined)?.requestId;
      const p = id === undefined ? undefined : pending.get(id);
      if (!p) return;
      pending.delete(id!);
      if (!p.res.headersSent) p.res.writeHead(202, { 'mcp-session-id': p.sessionId });
      p.res.end();
    };
  }

  return {
    tryAnswer(req, res, body) {
      const sessionId = transport.sessionId;
      if (req.method !== 'POST' || sessionId === undefined || !transport.onmessage) return false;
      if (req.headers['mcp-session-id'] !== sessionId) return false;
      const accept = req.headers.accept ?? '';
      if (!accept.includes('application/json') || !accept.includes('text/event-stream')) return false;
      if (!/^application\/json\s*(?:;|$)/i.test(req.headers['content-type'] ?? '')) return false;
      const version = req.headers['mcp-protocol-version'];
      if (version !== undefined && (typeof version !== 'string' || !SUPPORTED_PROTOCOL_VERSIONS.includes(version)))
        return false;
      const parsed = JSONRPCRequestSchema.safeParse(body);
      if (!parsed.success) return false;
      const request = parsed.data as JSONRPCRequest;
      if (request.method === 'initialize' || request.params?._meta?.progressToken !== undefined) return false;
      // An id already in flight is the SDK's to refuse or correlate.
      if (pending.has(request.id)) return false;
      pending.set(request.id, { res, sessionId });
      // A client that goes away (it cancelled, or timed out) leaves nothing waiting here.
      res.on('close', () => {
        if (pending.get(request.id)?.res === res) pending.delete(request.id);
      });
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers))
        if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
      // serve.ts puts who sent the request on req.auth, as the SDK transport reads it.
      const authInfo = (req as IncomingMessage & { auth?: AuthInfo }).auth;
      transport.onmessage(request, {
        authInfo,
        requestInfo: { headers, url: new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`) },
      });
      return true;
    },
    close() {
      for (const p of pending.values()) {
        if (!p.res.headersSent) p.res.writeHead(404, { 'content-type': 'application/json' });
        p.res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32001, message: 'Session closed' }, id: null }));
      }
      pending.clear();
    },
  };
}
