// The daemon port's doors against hostile requests, on the real server and PostgreSQL:
// chunked bodies past the limit are refused while they are read (413, memory bounded),
// deeply nested JSON is refused before parsing (400) without holding /healthz, a foreign
// Host is refused, and /readyz without a token names what is down, not where it is.
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../src/auth/auth.ts';
import { resolveConfig } from '../../src/config.ts';
import { Daemon } from '../../src/daemon/run.ts';
import { createLogger } from '../../src/log.ts';
import type { Db } from '../../src/store/db.ts';
import { freshMigratedPostgres, openMigrated, type TestStore } from '../kit/db.ts';

const MB = 1_048_576;

interface Answer {
  status: number;
  body: string;
}

/**
 * Sends up to `total` bytes chunked (no Content-Length), 1 MiB at a time, until the server
 * answers. The status line is read off the socket as it arrives: a server that answers 413
 * and then closes mid-upload may leave the client's parser a hang-up, which counts as the
 * expected end only when a status line came first. `sent` is how much the client got out.
 */
function sendChunked(
  port: number,
  path: string,
  headers: Record<string, string>,
  total: number,
  agent?: Agent,
): Promise<Answer & { sent: number; head: string }> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(MB, 0x20);
    let sent = 0;
    let raw = '';
    let done = false;
    const statusSeen = () => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
    const finish = (a: Answer) => {
      if (done) return;
      done = true;
      resolve({ ...a, sent, head: raw.split('\r\n\r\n')[0] ?? '' });
    };
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers, agent }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => finish({ status: res.statusCode ?? 0, body }));
      res.on('error', () => finish({ status: res.statusCode ?? 0, body }));
    });
    req.on('socket', (s) => s.on('data', (d: Buffer) => (raw += raw.length < 4096 ? d.toString('latin1') : '')));
    req.on('error', (err) => (statusSeen() ? finish({ status: statusSeen(), body: raw }) : reject(err)));
    // A turn of the event loop between chunks: client and server share this process, and
    // the answer must be read before the server, done draining, closes the connection.
    const pump = async () => {
      while (sent < total && !statusSeen() && !done && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) await new Promise((ok) => req.once('drain', ok).once('close', ok));
        else await new Promise((ok) => setImmediate(ok));
      }
      if (!done && !req.destroyed) req.end();
    };
    void pump();
  });
}

function send(port: number, o: { method?: string; path: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: o.path, method: o.method ?? 'GET', headers: o.headers ?? {} },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(o.body);
  });
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; v: T }> {
  const t0 = performance.now();
  const v = await fn();
  return { ms: performance.now() - t0, v };
}

function deadPort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

describe('the daemon port under hostile requests', () => {
  let store: TestStore;
  let db: Db;
  let daemon: Daemon;
  let port: number;
  let reviewer: string;
  let brokers: string;

  beforeAll(async () => {
    store = await freshMigratedPostgres();
    db = await openMigrated(store);
    brokers = `127.0.0.1:${await deadPort()}`;
    const config = resolveConfig({
      env: {
        ...store.env,
        // Unreachable: /readyz has a broker that is down to report.
        KAFKA_BROKERS: brokers,
        WHETSTONE_CONSUMER_GROUP: 'doors-secret-group',
        WHETSTONE_HTTP_PORT: '0',
        WHETSTONE_OTLP_MAX_BYTES: String(2 * MB),
        WHETSTONE_OTLP_TOKEN: 'otlp-token-for-the-doors-test',
        WHETSTONE_HTTP_ALLOWED_HOSTS: 'whetstone.internal',
        WHETSTONE_OPTIMIZE_INTERVAL_MS: '600000',
      },
    });
    daemon = new Daemon({ config, db, log: createLogger('silent') });
    ({ port } = await daemon.start());
    ({ token: reviewer } = await createToken(db, { name: 'doors-reviewer', role: 'reviewer', actor: 'test' }));
  }, 60_000);
  afterAll(async () => {
    await daemon?.stop();
    await db?.close();
    await store?.cleanup();
  }, 30_000);

  const otlp = { 'content-type': 'application/json', authorization: 'Bearer otlp-token-for-the-doors-test' };
  const api = () => ({ 'content-type': 'application/json', authorization: `Bearer ${reviewer}` });

  for (const [door, path, headers] of [
    ['OTLP/HTTP', '/v1/traces', () => otlp],
    ['the review API', '/api/proposals/3/reject', api],
  ] as const) {
    it(`${door}: a chunked 100 MiB body is refused with 413 while memory stays bounded`, {
      timeout: 120_000,
    }, async () => {
      // Once over the limit first: what the first request allocates for good (the limit's
      // buffer, code) is not the body's cost.
      expect((await sendChunked(port, path, headers(), 4 * MB)).status).toBe(413);
      const before = process.memoryUsage().rss;
      const r = await sendChunked(port, path, headers(), 100 * MB);
      const grew = process.memoryUsage().rss - before;
      expect(r.status).toBe(413);
      // Answered while the body was still coming, not after reading it whole.
      expect(r.sent).toBeLessThan(100 * MB);
      // The old doors read it whole: growth of the body's size or more.
      expect(grew).toBeLessThan(40 * MB);
    });

    it(`${door}: an early 413 closes its connection, so a keep-alive client's next request is answered`, async () => {
      // The same agent, one socket: the first request's unread rest must not take the second down.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const first = await sendChunked(port, path, headers(), 4 * MB, agent);
        expect(first.status).toBe(413);
        expect(first.head).toMatch(/^connection: close\r?$/im);
        const next = await sendChunked(port, path, headers(), 0, agent);
        expect(next.status).not.toBe(413);
        expect(next.status).toBeGreaterThanOrEqual(200);
      } finally {
        agent.destroy();
      }
    });
  }

  it('OTLP/HTTP: a client without a token gets 401 before the server reads its body', async () => {
    // Headers only, the body never sent: a door that read (or waited for) the body before
    // checking the token would not answer at all.
    const headersOnly = await new Promise<Answer>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/v1/traces',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        },
        (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, body });
            req.destroy();
          });
        },
      );
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(headersOnly.status).toBe(401);
    expect(headersOnly.body).toMatch(/token is required/);
    // A declared size over the limit is not a reason to skip the token check.
    const declared = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/v1/traces',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': String(100 * MB) },
        },
        (res) => {
          resolve(res.statusCode ?? 0);
          res.resume();
          req.destroy();
        },
      );
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(declared).toBe(401);
    const streamed = await sendChunked(port, '/v1/traces', { 'content-type': 'application/json' }, 100 * MB);
    expect(streamed.status).toBe(401);
  }, 60_000);

  it('the review API: a caller without the role is refused before a byte of its body is read', async () => {
    const { token: viewer } = await createToken(db, { name: 'doors-viewer', role: 'viewer', actor: 'test' });
    // One 64 KiB chunk of a chunked body, then nothing more and no end: a server that reads
    // (or waits for) the body before the role check never answers, and this resolves 0.
    const refusal = (headers: Record<string, string>) =>
      new Promise<Answer & { ms: number }>((resolve, reject) => {
        const t0 = performance.now();
        const req = request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/proposals/3/reject',
            method: 'POST',
            headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', ...headers },
          },
          (res) => {
            let body = '';
            res.on('data', (d: Buffer) => (body += d.toString()));
            res.on('end', () => {
              clearTimeout(timer);
              resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - t0 });
              req.destroy();
            });
          },
        );
        const timer = setTimeout(() => {
          req.destroy();
          resolve({ status: 0, body: 'no answer while the body was unfinished', ms: performance.now() - t0 });
        }, 5_000);
        req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
        req.write(Buffer.alloc(64 * 1024, 0x20));
      });
    const asViewer = await refusal({ authorization: `Bearer ${viewer}` });
    expect(asViewer.status, asViewer.body).toBe(403);
    expect(asViewer.body).toMatch(/needs the reviewer role/);
    const anonymous = await refusal({});
    expect(anonymous.status, anonymous.body).toBe(401);
    // The same unfinished body from a reviewer is read, so it is still waiting for the rest.
    const asReviewer = await refusal({ authorization: `Bearer ${reviewer}` });
    expect(asReviewer.status).toBe(0);
    // And a viewer's 100 MiB stream is answered at once, not after the limit's worth of it.
    const streamed = await sendChunked(
      port,
      '/api/proposals/3/reject',
      { ...api(), authorization: `Bearer ${viewer}` },
      100 * MB,
    );
    expect(streamed.status).toBe(403);
    expect(streamed.sent).toBeLessThan(32 * MB);
  }, 60_000);

  it('a depth bomb is refused with 400 before parsing, and /healthz stays responsive', async () => {
    const n = 500_000; // about 1 MB, under the limit: the depth check, not the size, refuses it
    const bomb = `{"resourceSpans":[],"x":${'['.repeat(n)}${']'.repeat(n)}}`;
    const bombs = Array.from({ length: 4 }, () =>
      send(port, { method: 'POST', path: '/v1/traces', headers: otlp, body: bomb }),
    );
    const health = await timed(() => send(port, { path: '/healthz', headers: { host: `127.0.0.1:${port}` } }));
    const answers = await Promise.all(bombs);
    for (const a of answers) {
      expect(a.status).toBe(400);
      expect(a.body).toMatch(/nested deeper/);
    }
    expect(health.v.status).toBe(200);
    // The figure: /healthz within 1 s while four bombs are in flight.
    expect(health.ms).toBeLessThan(1_000);

    const deep = `{"reason":${'['.repeat(400_000)}${']'.repeat(400_000)}}`;
    const r = await send(port, { method: 'POST', path: '/api/proposals/3/reject', headers: api(), body: deep });
    expect(r.status).toBe(400);
    expect(r.body).toMatch(/nests deeper/);
  }, 120_000);

  it('refuses a foreign Host; accepts loopback, IP addresses and configured names', async () => {
    const at = (host: string) => send(port, { path: '/healthz', headers: { host } });
    expect((await at('evil.com')).status).toBe(403);
    expect((await at(`evil.com:${port}`)).status).toBe(403);
    const write = await send(port, {
      method: 'POST',
      path: '/api/proposals/3/reject',
      headers: { ...api(), host: `evil.com:${port}`, origin: `http://evil.com:${port}` },
      body: '{"reason":"x"}',
    });
    expect(write.status).toBe(403);
    for (const ok of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'whetstone.internal'])
      expect((await at(ok)).status, ok).toBe(200);
  });

  it('/readyz without a token says the broker is down, not its address, group or topic', async () => {
    const open = await send(port, { path: '/readyz' });
    expect(open.status).toBe(503);
    const body = JSON.parse(open.body) as { checks: Record<string, { ok: boolean }>; waiting: string[] };
    expect(body.checks.broker?.ok).toBe(false);
    expect(body.waiting.join(' ')).toMatch(/broker/);
    expect(open.body).not.toContain(brokers);
    expect(open.body).not.toContain('doors-secret-group');
    expect(open.body).not.toContain('whetstone.traces');
    const withToken = await send(port, { path: '/readyz', headers: { authorization: `Bearer ${reviewer}` } });
    expect(withToken.body).toContain(brokers);
  });
});
