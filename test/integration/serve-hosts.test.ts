// `whetstone serve` (the review API and page) refuses a foreign Host with 403: a page whose
// domain rebinds to the server's address sends its own name. The real binary, real HTTP
// requests, PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../src/auth/auth.ts';
import type { Db } from '../../src/store/db.ts';
import { ROOT } from '../kit/cli.ts';
import { freshPostgres, openMigrated, type TestStore } from '../kit/db.ts';

const BIN = fileURLToPath(new URL('../../bin/whetstone.js', import.meta.url));

function send(port: number, o: { method?: string; path: string; headers: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: o.path, method: o.method ?? 'GET', headers: o.headers },
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

describe('whetstone serve: the Host allow-list', () => {
  let store: TestStore;
  let db: Db;
  let child: ChildProcess;
  let port: number;
  let reviewer: string;

  beforeAll(async () => {
    store = await freshPostgres();
    db = await openMigrated(store);
    ({ token: reviewer } = await createToken(db, { name: 'hosts-reviewer', role: 'reviewer', actor: 'test' }));
    child = spawn(process.execPath, [BIN, 'serve'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...store.env,
        NO_COLOR: '1',
        KAFKA_BROKERS: '',
        WHETSTONE_HTTP_HOST: '127.0.0.1',
        WHETSTONE_HTTP_PORT: '0',
        WHETSTONE_HTTP_ALLOWED_HOSTS: 'review.internal,pinned.internal:8443',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    port = await new Promise<number>((resolve, reject) => {
      let out = '';
      let err = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
        if (m) resolve(Number(m[1]));
      });
      child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
      child.once('exit', (code) => reject(new Error(`whetstone serve exited ${code}: ${err}`)));
    });
  }, 60_000);
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((ok) => child.once('exit', ok));
      child.kill('SIGTERM');
      await exited;
    }
    await db?.close();
    await store?.cleanup();
  }, 30_000);

  const at = (host: string, path = '/api/me') =>
    send(port, { path, headers: { host, authorization: `Bearer ${reviewer}` } });

  it('refuses a foreign name with 403 and says which setting would allow it', async () => {
    for (const host of ['evil.example', `evil.example:${port}`, `review.internal.evil.example:${port}`]) {
      const r = await at(host);
      expect(r.status, host).toBe(403);
      expect(r.body).toContain('DNS-rebinding');
      expect(r.body).toContain('WHETSTONE_HTTP_ALLOWED_HOSTS');
    }
    // The page and the health check too, not only the API.
    expect((await at('evil.example', '/')).status).toBe(403);
    expect((await at('evil.example', '/healthz')).status).toBe(403);
    // A write whose Host and Origin agree (the rebinding shape) is refused before its token counts.
    const write = await send(port, {
      method: 'POST',
      path: '/api/proposals/1/reject',
      headers: {
        host: `evil.example:${port}`,
        origin: `http://evil.example:${port}`,
        authorization: `Bearer ${reviewer}`,
        'content-type': 'application/json',
      },
      body: '{"reason":"x"}',
    });
    expect(write.status).toBe(403);
    // A name configured with a port is allowed on that port only.
    expect((await at('pinned.internal:9999')).status).toBe(403);
  });

  it('accepts the loopback names, the bound address and the configured names', async () => {
    for (const host of [
      `localhost:${port}`,
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
      'review.internal',
      `review.internal:${port}`,
      'pinned.internal:8443',
    ]) {
      const r = await at(host);
      expect(r.status, host).toBe(200);
      expect(JSON.parse(r.body)).toMatchObject({ name: 'hosts-reviewer', role: 'reviewer' });
    }
  });
});
