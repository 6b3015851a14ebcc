// An answer written before the request's body has all arrived (a 413 past the limit, a
// 401 or 403 before the body is read) closes the connection, and closes it gently.
// - `Connection: close`: the unread rest makes the socket unusable for a next request,
//   and a keep-alive client would send one on it and see it torn down mid-request.
// - A lingering close, as nginx does: closing a socket with unread input makes the kernel
//   send a reset, and a reset that arrives before the client has read the answer destroys
//   it ("socket hang up" where a 413 was due; an exporter retries a batch it should drop).
//   So the write side is closed after the answer, and the socket itself only when the
//   client closes its side or LINGER_MS has passed. What still arrives is not kept.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

const LINGER_MS = 3_000;

export function closeAfterEarlyAnswers(server: Server, lingerMs = LINGER_MS): void {
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      if (!req.complete) {
        this.setHeader('connection', 'close');
        lingerOnClose(req.socket, lingerMs);
      }
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['writeHead'];
  });
}

/**
 * destroySoon (net.Socket's, not in its typings' public docs) is how Node's server and
 * @hono/node-server close a socket after an answer; if a later Node drops it, the socket
 * is left as it is and closes as it did before.
 */
function lingerOnClose(socket: Socket, ms: number): void {
  if (typeof socket.destroySoon !== 'function') return;
  socket.destroySoon = function (this: Socket) {
    if (this.destroyed) return;
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), ms);
    timer.unref();
    this.once('end', () => this.destroy());
    this.once('close', () => clearTimeout(timer));
    this.resume();
  };
}
