// The daemon's HTTP surface: health, readiness and Prometheus metrics. The review API
// mounts its routes on the same app (one port per daemon). /healthz only says the process
// serves HTTP (a liveness probe must not restart a daemon that is waiting for its group);
// /readyz names every check and, for each one that fails, what it is waiting for; without a
// token the details lose their addresses and names (brokers, group, topics: `redact`).
// Every request's Host must be a loopback name, the bound address, an IP address or a
// configured name (src/auth/hosts.ts): a page whose domain rebinds to this address sends
// its own name and is refused. `whetstone run` and `whetstone serve` both build on this.
import type { Server } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { Registry } from 'prom-client';
import { defaultHosts, hostAllowed, hostRefusal } from '../auth/hosts.ts';
import { closeAfterEarlyAnswers } from './early-answers.ts';

export type ReadinessResult = boolean | { ok: boolean; detail: string };

export interface ReadinessCheck {
  name: string;
  check: () => Promise<ReadinessResult>;
}

export interface OpsOptions {
  /** WHETSTONE_HTTP_ALLOWED_HOSTS: names besides localhost, the bound address and IP addresses. */
  allowedHosts?: string[] | undefined;
  /** WHETSTONE_HTTP_HOST: the address the server is bound to, allowed as a Host too. */
  boundHost?: string | undefined;
  /** Whether the request may see /readyz details as they are (a valid token). */
  trusted?: ((authorization: string | undefined) => Promise<boolean>) | undefined;
  /** Words (addresses, group and topic names) that /readyz hides from an untrusted caller. */
  hidden?: string[] | undefined;
}

export function createOpsApp(registry: Registry, checks: ReadinessCheck[], o: OpsOptions = {}): Hono {
  const app = new Hono();
  const allowed = [...defaultHosts(o.boundHost ?? ''), ...(o.allowedHosts ?? [])];
  app.use('*', async (c, next) => {
    const host = c.req.header('host');
    if (!hostAllowed(host, allowed, { anyIp: true }))
      return c.json({ error: hostRefusal(host, 'WHETSTONE_HTTP_ALLOWED_HOSTS'), code: 'forbidden' }, 403);
    await next();
  });
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/readyz', async (c) => {
    const open = (await o.trusted?.(c.req.header('authorization')).catch(() => false)) ?? true;
    const scrub = open ? (s: string) => s : scrubber(o.hidden ?? []);
    const results = await Promise.all(
      checks.map(async (r) => {
        const v = await r.check().catch((err: Error) => ({ ok: false, detail: err.message }));
        const x = typeof v === 'boolean' ? { ok: v, detail: v ? 'ok' : 'failed' } : v;
        return [r.name, { ok: x.ok, detail: scrub(x.detail) }] as const;
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
    closeAfterEarlyAnswers(server as Server);
    server.once('error', reject);
  });
}

/** Hides the given words and anything shaped like host:port or an IP address. */
function scrubber(words: string[]): (s: string) => string {
  const sorted = [...new Set(words.filter((w) => w.length >= 3))].sort((a, b) => b.length - a.length);
  return (s) => {
    let out = s;
    for (const w of sorted) out = out.split(w).join('…');
    return out
      .replace(/\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b/g, '…')
      .replace(/\[[0-9a-f:]+\](?::\d+)?/gi, '…')
      .replace(/\b[a-z0-9][a-z0-9.-]*:\d{2,5}\b/gi, '…');
  };
}
