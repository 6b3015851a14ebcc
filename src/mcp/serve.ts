// Serving an MCP server factory over stdio or Streamable HTTP (one session per client).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { LineTransport } from './line-transport.ts';

/** What serves one client: an SDK Server, or anything that connects to a transport like one. */
export interface McpSession {
  connect(transport: Transport): Promise<void>;
  close(): Promise<void>;
}

/** Builds one MCP session per client; `authorization` is the initialize request's header. */
export type SessionFactory = (sessionId: () => string | undefined, authorization?: string) => McpSession | Promise<McpSession>;

export async function serveStdio(factory: SessionFactory): Promise<McpSession> {
  const server = await factory(() => 'stdio');
  await server.connect(new LineTransport(process.stdin, process.stdout));
  return server;
}

export async function serveHttp(factory: SessionFactory, host: string, port: number, path = '/mcp'): Promise<{ http: HttpServer; port: number; close(): Promise<void> }> {
  const transports = new Map<string, StreamableHTTPServerTransport>();
  const http = createServer(async (req, res) => {
    try {
      if (!req.url?.startsWith(path)) {
        res.writeHead(404).end();
        return;
      }
      const body = req.method === 'POST' ? await readJson(req) : undefined;
      const sid = req.headers['mcp-session-id'];
      const existing = typeof sid === 'string' ? transports.get(sid) : undefined;
      if (existing) return await existing.handleRequest(req, res, body);
      if (req.method === 'POST' && isInitializeRequest(body)) {
        let id: string | undefined;
        const transport = new StreamableHTTPServerTransport({
          sessionIdGenerator: () => randomUUID(),
          onsessioninitialized: (s) => {
            id = s;
            transports.set(s, transport);
          },
        });
        transport.onclose = () => {
          if (id) transports.delete(id);
        };
        const server = await factory(() => id, req.headers.authorization);
        await server.connect(transport);
        return await transport.handleRequest(req, res, body);
      }
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'no valid session: send initialize first' }, id: null }));
    } catch (err) {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32700, message: (err as Error).message }, id: null }));
    }
  });
  await new Promise<void>((ok) => http.listen(port, host, ok));
  const actual = (http.address() as { port: number }).port;
  return {
    http,
    port: actual,
    close: async () => {
      for (const t of transports.values()) await t.close().catch(() => {});
      http.closeAllConnections();
      await new Promise<void>((ok) => http.close(() => ok()));
    },
  };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  if (raw.length > 4 * 1_048_576) throw new Error('request body over 4 MiB');
  return raw ? JSON.parse(raw) : undefined;
}
