// The daemon's HTTP surface: health, readiness and Prometheus metrics. The review API
// mounts its routes on the same app (one port per daemon). /healthz only says the process
// serves HTTP (a liveness probe must not restart a daemon that is waiting for its group);
// /readyz names every check and, for each one that fails, what it is waiting for.
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { Registry } from 'prom-client';

export type ReadinessResult = boolean | { ok: boolean; detail: string };

export interface ReadinessCheck {
  name: string;
  check: () => Promise<ReadinessResult>;
}

export function createOpsApp(registry: Registry, checks: ReadinessCheck[]): Hono {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/readyz', async (c) => {
    const results = await Promise.all(
      checks.map(async (r) => {
        const v = await r.check().catch((err: Error) => ({ ok: false, detail: err.message }));
        return [r.name, typeof v === 'boolean' ? { ok: v, detail: v ? 'ok' : 'failed' } : v] as const;
      }),
    );
    const ok = results.every(([, v]) => v.ok);
    const waiting = results.filter(([, v]) => !v.ok).map(([n, v]) => `${n}: ${v.detail}`);
    return c.json({ ok, checks: Object.fromEntries(results), ...(ok ? {} : { waiting }) }, ok ? 200 : 503);
  });
  app.get('/metrics', async (c) => c.text(await registry.metrics(), 200, { 'content-type': registry.contentType }));
  return app;
}

export function listen(app: Hono, host: string, port: number): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, (info) => resolve({ server, port: info.port }));
    server.once('error', reject);
  });
}
