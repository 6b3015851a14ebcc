// The publisher on the real PostgreSQL: two publisher processes' worth of instances, one
// publication per change; a failing target retried and reported without holding back
// the others; webhook deliveries signed.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importTools } from '../../src/catalog/import.ts';
import { createLogger } from '../../src/log.ts';
import { Publisher } from '../../src/publish/publisher.ts';
import { fileTarget } from '../../src/publish/targets/file.ts';
import { Webhook } from 'standardwebhooks';
import {
  webhookTarget,
  SIGNATURE_HEADER,
  DELIVERY_HEADER,
  TIMESTAMP_HEADER,
} from '../../src/publish/targets/webhook.ts';
import { approve, propose } from '../../src/review/actions.ts';
import type { Db } from '../../src/store/db.ts';
import { selectPublications } from '../../src/store/sql/publish.ts';
import { freshMigratedPostgres, openMigrated, type TestStore } from '../kit/db.ts';
import { until } from '../kit/kafka.ts';

const log = createLogger('silent');
const SECRET = 'a-webhook-secret-of-some-length';
let store: TestStore;
let dbs: Db[];
type Received = { body: string; signature: string; delivery: string; timestamp: string };
let hook: { server: Server; url: string; bodies: Received[]; status: number };

beforeEach(async () => {
  store = await freshMigratedPostgres();
  dbs = [await openMigrated(store), await store.open()];
  await importTools(dbs[0]!, {
    server: 's',
    tools: [
      { name: 'a', description: 'Tool A.', inputSchema: {} },
      { name: 'b', description: 'Tool B.', inputSchema: {} },
    ],
    actor: 't',
    maxDescriptionBytes: 65536,
  });
  const bodies: Received[] = [];
  const h = { server: undefined as unknown as Server, url: '', bodies, status: 200 };
  h.server = createServer(async (req, res) => {
    let body = '';
    for await (const c of req) body += c;
    bodies.push({
      body,
      signature: String(req.headers[SIGNATURE_HEADER]),
      delivery: String(req.headers[DELIVERY_HEADER]),
      timestamp: String(req.headers[TIMESTAMP_HEADER]),
    });
    res.writeHead(h.status).end();
  });
  await new Promise<void>((ok) => h.server.listen(0, '127.0.0.1', ok));
  h.url = `http://127.0.0.1:${(h.server.address() as { port: number }).port}/hook`;
  hook = h;
});
afterEach(async () => {
  await new Promise<void>((ok) => hook.server.close(() => ok()));
  for (const d of dbs) await d.close();
  await store.cleanup();
});

const publisher = (db: Db, name: string, file: string) =>
  new Publisher({
    db,
    log,
    schedule: '0 0 1 1 *',
    instance: name,
    targets: [fileTarget(file), webhookTarget(hook.url, SECRET)],
    backoffMs: 20,
  });

describe('publisher', () => {
  it('two publishers on one database make one publication per change, pushed at once on approval', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'whetstone-pub-'));
    const file = join(dir, 'published.json');
    const [p1, p2] = [publisher(dbs[0]!, 'one', file), publisher(dbs[1]!, 'two', file)];
    await Promise.all([p1.start(), p2.start()]);
    try {
      // The start ticks publish the initial set once per target.
      await until(
        'initial publication',
        async () => (await selectPublications(dbs[0]!, 100)).length,
        (n) => n === 2,
        10_000,
        50,
      );
      const p = await propose(dbs[0]!, {
        ref: 's/a',
        text: 'Tool A, improved: use it for A things.',
        actor: 'r',
        maxDescriptionBytes: 65536,
      });
      await approve(dbs[0]!, { proposalId: p.proposal.id, actor: 'r', publish: true });
      await until(
        'the approval to be published',
        async () => (await selectPublications(dbs[0]!, 100)).length,
        (n) => n >= 4,
        10_000,
        50,
      );
      await new Promise((r) => setTimeout(r, 300)); // give a duplicate the chance to appear
      const pubs = await selectPublications(dbs[0]!, 100);
      expect(pubs.map((x) => [x.target, x.result, x.versions.length]).sort()).toEqual([
        ['file', 'ok', 1],
        ['file', 'ok', 2],
        ['webhook', 'ok', 1],
        ['webhook', 'ok', 2],
      ]);
      expect(hook.bodies).toHaveLength(2);
      const last = hook.bodies[1]!;
      // A receiver's Standard Webhooks verifier accepts it (signature over id, time, body).
      const verifier = new Webhook(SECRET, { format: 'raw' });
      expect(
        verifier.verify(last.body, {
          'webhook-id': last.delivery,
          'webhook-timestamp': last.timestamp,
          'webhook-signature': last.signature,
        }),
      ).toMatchObject({ changed: [{ name: 'a' }] });
      expect(JSON.parse(last.body)).toMatchObject({
        changed: [{ name: 'a', version: 2, description: 'Tool A, improved: use it for A things.' }],
      });
      expect(last.delivery).toBe(pubs.find((x) => x.target === 'webhook' && x.versions.length === 1)!.delivery_id);
      const exported = JSON.parse(readFileSync(file, 'utf8')) as {
        tools: { name: string; version: number; content_hash: string }[];
      };
      expect(exported.tools.map((t) => [t.name, t.version])).toEqual([
        ['a', 2],
        ['b', 1],
      ]);
    } finally {
      await Promise.all([p1.stop(), p2.stop()]);
    }
  });

  it('retries a failing target and reports it, without holding back the others; the next tick delivers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'whetstone-pub-'));
    // Not writable even for root: the "directory" is a regular file.
    const notADir = join(dir, 'not-a-directory');
    writeFileSync(notADir, '');
    hook.status = 500;
    const good = fileTarget(join(dir, 'ok.json'));
    const p = new Publisher({
      db: dbs[0]!,
      log,
      schedule: '0 0 1 1 *',
      instance: 'x',
      targets: [
        good,
        { ...fileTarget(join(notADir, 'published.json')), name: 'file-unwritable' },
        webhookTarget(hook.url, SECRET),
      ],
      backoffMs: 10,
    });
    const r = await p.tick('t1');
    const byTarget = Object.fromEntries(r.targets.map((t) => [t.target, t]));
    expect(byTarget.file).toMatchObject({ result: 'ok', changed: 2, attempts: 1 });
    expect(byTarget.webhook).toMatchObject({ result: 'failed', attempts: 3, error: expect.stringMatching(/500/) });
    expect(byTarget['file-unwritable']).toMatchObject({
      result: 'failed',
      attempts: 3,
      error: expect.stringMatching(/ENOTDIR/),
    });
    expect(hook.bodies).toHaveLength(3);
    hook.status = 200;
    const r2 = await p.tick('t2');
    expect(Object.fromEntries(r2.targets.map((t) => [t.target, t.result]))).toMatchObject({
      file: 'unchanged',
      webhook: 'ok',
    });
    const pubs = await selectPublications(dbs[0]!, 100);
    expect(pubs.filter((x) => x.target === 'webhook').map((x) => x.result)).toEqual(['ok', 'failed']);
    await p.stop();
  });

  it('a tick is claimed once', async () => {
    const [p1, p2] = [
      publisher(dbs[0]!, 'one', join(tmpdir(), 'unused.json')),
      publisher(dbs[1]!, 'two', join(tmpdir(), 'unused.json')),
    ];
    const [a, b] = await Promise.all([p1.tick('cron:2026-11-21T10:00'), p2.tick('cron:2026-11-21T10:00')]);
    expect([a.claimed, b.claimed].sort()).toEqual([false, true]);
  });
});
