// The daemon's HTTP surface: health, readiness and Prometheus metrics. The review API
// mounts its routes on the same app (one port per daemon).
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { Registry } from 'prom-client';

export interface ReadinessCheck {
  name: string;
  check: () => Promise<boolean>;
}

export function createOpsApp(registry: Registry, checks: ReadinessCheck[]): Hono {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/readyz', async (c) => {
    const results = await Promise.all(
      checks.map(async (r) => [r.name, await r.check().catch(() => false)] as const),
    );
    const ok = results.every(([, v]) => v);
    return c.json({ ok, checks: Object.fromEntries(results) }, ok ? 200 : 503);
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
