// A TCP proxy the test controls, to take PostgreSQL away from the code under test
// (cut: every open connection is dropped and new ones are refused) and give it back.
import net from 'node:net';
import { openDb, type Db } from '../../src/store/db.ts';

export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        sockets.add(client).add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        client.pipe(upstream).pipe(client);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  await listen();
  return {
    get port() {
      return port;
    },
    cut: stop,
    restore: listen,
    close: stop,
  };
}

/**
 * A pool on the test's PostgreSQL reached through a proxy the test controls: `tcp.cut()`
 * takes the database away from it alone, the other pools of the test keep theirs.
 */
export async function dbBehindProxy(databaseUrl: string, poolMax = 2): Promise<{ db: Db; tcp: TcpProxy; url: URL }> {
  const url = new URL(databaseUrl);
  const tcp = await startTcpProxy(url.hostname, Number(url.port || 5432));
  const viaProxy = new URL(url);
  viaProxy.port = String(tcp.port);
  const db = await openDb({
    databaseUrl: viaProxy.toString(),
    dataDir: '.',
    connectTimeoutMs: 2000,
    lockTimeoutMs: 1000,
    poolMax,
  });
  return { db, tcp, url };
}
