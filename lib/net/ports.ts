// A free TCP port on 127.0.0.1: one the kernel just gave out, closed again (for a peer to
// listen on, or, left unused, for a connection to be refused).
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
