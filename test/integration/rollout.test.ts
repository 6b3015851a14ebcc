// Canary rollouts on the real PostgreSQL: approve --canary, the judge's verdicts per arm,
// the automatic rollback and promotion with their numbers and audit rows, and the manual
// commands (CLI) with their guards.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Publisher } from '../../src/publish/publisher.ts';
import { fileTarget } from '../../src/publish/targets/file.ts';
import { Registry } from 'prom-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rng, simpleTrace } from '../../lib/datasets/traces.ts';
import { importTools } from '../../src/catalog/import.ts';
import { resolveConfig } from '../../src/config.ts';
import { judgeWorkerFrom } from '../../src/judge/setup.ts';
import { createLlm } from '../../src/llm/provider.ts';
import { createLogger } from '../../src/log.ts';
import { approve, propose, publishApproved, rollback } from '../../src/review/actions.ts';
import { assignArm } from '../../src/rollout/assignment.ts';
import { endRollout } from '../../src/rollout/actions.ts';
import { checkRollouts, type RolloutEvent } from '../../src/rollout/loop.ts';
import { createRolloutMetrics } from '../../src/rollout/metrics.ts';
import { webhookNotifier } from '../../src/rollout/notify.ts';
import { rolloutStatus } from '../../src/rollout/queries.ts';
import type { Db } from '../../src/store/db.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { proxySessionId } from '../../src/mcp/arm-identity.ts';
import { createReviewMcpServer } from '../../src/mcp/review-server.ts';
import { createToken } from '../../src/auth/auth.ts';
import { createReviewApp } from '../../src/review/http.ts';
import { runCli } from '../kit/cli.ts';
import { freshMigratedPostgres, openMigrated, type TestStore } from '../kit/db.ts';

const log = createLogger('silent');
const config = resolveConfig({ env: {} });
let store: TestStore;
let db: Db;

beforeEach(async () => {
  store = await freshMigratedPostgres();
  db = await openMigrated(store);
  await importTools(db, {
    server: 'fetch',
    tools: [{ name: 'fetch', description: 'Fetches a URL.', inputSchema: {} }],
    actor: 'test',
    maxDescriptionBytes: 65536,
  });
});
afterEach(async () => {
  await db.close();
  await store.cleanup();
});

const audits = async (action: string) =>
  (
    await db.query<{ actor: string; details: Record<string, unknown> }>(
      'SELECT actor, details FROM audit_log WHERE action = $1 ORDER BY id',
      [action],
    )
  ).rows;
const toolState = async () =>
  (
    await db.query<{ published_version: number; canary_version: number | null; canary_share: number }>(
      'SELECT published_version, canary_version, canary_share FROM tool_state',
    )
  ).rows[0]!;

async function newProposal(text: string): Promise<number> {
  return (await propose(db, { ref: 'fetch/fetch', text, actor: 'author', maxDescriptionBytes: 65536 })).proposal.id;
}

/** n sessions, each assigned by the documented rule, one task each, succeeding with its arm's rate. */
async function sessions(
  n: number,
  o: {
    prefix: string;
    control: number;
    canary: number;
    rates: { control: number; canary: number };
    share: number;
    seed: number;
    /** The rule the claims follow; default the current one. */
    assign?: (session: string) => 'control' | 'canary';
  },
) {
  const rand = rng(o.seed);
  const traces = [];
  const seen = { control: 0, canary: 0 };
  for (let i = 0; i < n; i++) {
    const session = `${o.prefix}-${i}`;
    const arm = o.assign ? o.assign(session) : assignArm('fetch/fetch', session, o.share);
    seen[arm]++;
    const ok = rand() < o.rates[arm];
    traces.push(
      simpleTrace(`${session}-t`, {
        timestamp: new Date().toISOString(),
        session_id: session,
        tools_shown: [{ server: 'fetch', name: 'fetch', version: arm === 'canary' ? o.canary : o.control }],
        is_successful: ok,
      }),
    );
  }
  await ingestAndJudge(traces);
  return seen;
}

async function ingestAndJudge(traces: unknown[]): Promise<void> {
  const ingestor = new TraceIngestor({
    format: v1Format,
    db,
    redactor: createRedactor(),
    maxTraceBytes: 1 << 20,
    actor: 'test',
  });
  const { rows } = ingestor.decode(
    traces.map((t) => ({ value: Buffer.from(JSON.stringify(t)), key: null, source: 'test' })),
  );
  await ingestor.store(rows);
  const judge = judgeWorkerFrom(config, { db, llm: createLlm(config), log });
  while ((await judge.runOnce()).signaled > 0);
}

/**
 * Forged traffic: n sessions that all claim one arm's version, whatever their id hashes
 * to, with one outcome. Returns how many of them the assignment puts in the claimed arm.
 */
async function forged(n: number, o: { prefix: string; claim: 'control' | 'canary'; ok: boolean; share: number }) {
  let matching = 0;
  const traces = [];
  for (let i = 0; i < n; i++) {
    const session = `${o.prefix}-${i}`;
    if (assignArm('fetch/fetch', session, o.share) === o.claim) matching++;
    traces.push(
      simpleTrace(`${session}-t`, {
        timestamp: new Date().toISOString(),
        session_id: session,
        tools_shown: [{ server: 'fetch', name: 'fetch', version: o.claim === 'canary' ? 2 : 1 }],
        is_successful: o.ok,
      }),
    );
  }
  await ingestAndJudge(traces);
  return matching;
}

describe('canary rollouts', () => {
  it('approve --canary starts a rollout instead of publishing; a regression is rolled back automatically, notified and audited', async () => {
    const received: RolloutEvent[] = [];
    const hook = createServer((req, res) => {
      let b = '';
      req.on('data', (c: Buffer) => (b += c.toString()));
      req.on('end', () => {
        received.push(JSON.parse(b) as RolloutEvent);
        res.end('ok');
      });
    });
    await new Promise<void>((ok) => hook.listen(0, '127.0.0.1', ok));
    const url = `http://127.0.0.1:${(hook.address() as { port: number }).port}/`;
    try {
      const id = await newProposal('Fetches a URL and returns its text. Use it for web pages, not for local files.');
      const r = await approve(db, { proposalId: id, actor: 'rita', publish: true, canary: 0.2 });
      expect(r.published).toBe(false);
      expect(r.rollout).toMatchObject({
        control_version: 1,
        canary_version: 2,
        share: 0.2,
        status: 'running',
        started_by: 'rita',
      });
      expect(await toolState()).toMatchObject({ published_version: 1, canary_version: 2 });
      expect((await audits('rollout.started'))[0]).toMatchObject({
        actor: 'rita',
        details: { canary_version: 2, share: 0.2 },
      });

      // The file target carries both versions with the share and the rule; the end of the canary is re-sent.
      const dir = mkdtempSync(join(tmpdir(), 'rollout-file-'));
      const publisher = new Publisher({
        db,
        log,
        schedule: '0 0 1 1 *',
        instance: 'x',
        targets: [fileTarget(join(dir, 'p.json'))],
      });
      expect((await publisher.tick('t1')).targets).toMatchObject([{ result: 'ok', changed: 1 }]);
      const doc = JSON.parse(readFileSync(join(dir, 'p.json'), 'utf8')) as { tools: Record<string, unknown>[] };
      expect(doc.tools[0]).toMatchObject({
        version: 1,
        canary: {
          version: 2,
          share: 0.2,
          description: expect.stringMatching(/web pages/),
          assignment: expect.stringMatching(/sha256/),
        },
      });
      expect((await publisher.tick('t2')).targets).toMatchObject([{ result: 'unchanged' }]);

      // `whetstone publish` leaves a running canary alone; another approval is refused.
      expect(await publishApproved(db, 'cron')).toEqual([]);
      const other = await newProposal('Another text for fetch.');
      await expect(approve(db, { proposalId: other, actor: 'rita', publish: true, canary: 0 })).rejects.toThrow(
        /runs a canary of v2/,
      );

      const seen = await sessions(1500, {
        prefix: 'a',
        control: 1,
        canary: 2,
        rates: { control: 0.85, canary: 0.45 },
        share: 0.2,
        seed: 3,
      });
      expect(seen.canary / 1500).toBeGreaterThan(0.16);
      expect(seen.canary / 1500).toBeLessThan(0.24);
      const status = await rolloutStatus(db, 'fetch/fetch');
      expect(status.running?.numbers).toMatchObject({
        decision: 'rollback',
        canary: { sessions: seen.canary },
        control: { sessions: seen.control },
      });

      const out = await checkRollouts(db, { log, notify: webhookNotifier(url, 'a-secret-of-16-chars') });
      expect(out).toMatchObject([{ tool: 'fetch/fetch', decision: 'rollback' }]);
      expect(await toolState()).toMatchObject({ published_version: 1, canary_version: null, canary_share: 0 });
      const ended = (await rolloutStatus(db, 'fetch/fetch')).rollouts[0]!;
      expect(ended).toMatchObject({ status: 'rolled_back', decision_by: 'whetstone-rollout' });
      expect(ended.decision_state).toMatchObject({ decision: 'rollback', canary: { sessions: seen.canary } });
      expect((ended.decision_state as { high: number }).high).toBeLessThan(0);
      expect(ended.decision_reason).toMatch(/canary is worse/);
      expect((await audits('rollout.rolled_back'))[0]).toMatchObject({
        actor: 'whetstone-rollout',
        details: { canary_version: 2 },
      });
      expect(
        (await db.query<{ status: string }>('SELECT status FROM proposals WHERE id = $1', [id])).rows[0]!.status,
      ).toBe('rejected');
      expect(received).toMatchObject([
        { event: 'rollout.rolled_back', tool: 'fetch/fetch', canary_version: 2, control_version: 1 },
      ]);
      expect((await publisher.tick('t3')).targets).toMatchObject([{ result: 'ok', changed: 1 }]);
      expect(
        (JSON.parse(readFileSync(join(dir, 'p.json'), 'utf8')) as { tools: Record<string, unknown>[] }).tools[0]!
          .canary,
      ).toBeUndefined();
      rmSync(dir, { recursive: true, force: true });
      // Nothing left to check; a second pass does nothing.
      expect(await checkRollouts(db, { log })).toEqual([]);
    } finally {
      hook.close();
    }
  });

  it('an improving canary is promoted: the published pointer moves and the proposal is published', async () => {
    const id = await newProposal('Fetches a URL and returns its text as markdown.');
    await approve(db, { proposalId: id, actor: 'rita', publish: true, canary: 0.3 });
    await sessions(200, {
      prefix: 'b',
      control: 1,
      canary: 2,
      rates: { control: 0.6, canary: 0.6 },
      share: 0.3,
      seed: 5,
    });
    expect(await checkRollouts(db, { log })).toMatchObject([{ decision: 'continue' }]);
    await sessions(1200, {
      prefix: 'c',
      control: 1,
      canary: 2,
      rates: { control: 0.55, canary: 0.9 },
      share: 0.3,
      seed: 6,
    });
    expect(await checkRollouts(db, { log })).toMatchObject([{ decision: 'promote' }]);
    expect(await toolState()).toMatchObject({ published_version: 2, canary_version: null });
    expect(
      (await db.query<{ status: string }>('SELECT status FROM proposals WHERE id = $1', [id])).rows[0]!.status,
    ).toBe('published');
    expect((await audits('rollout.promoted'))[0]).toMatchObject({ actor: 'whetstone-rollout' });
    expect((await audits('tool.published')).at(-1)).toMatchObject({
      actor: 'whetstone-rollout',
      details: { version: 2, previous_version: 1 },
    });
  });

  it('forged tools_shown claims count only where the session id hashes to the claimed arm: no promotion, no rollback', async () => {
    const id = await newProposal('Fetches a URL and returns its text (canary under forgery).');
    await approve(db, { proposalId: id, actor: 'rita', publish: true, canary: 0.1 });
    const registry = new Registry();
    const metrics = createRolloutMetrics(registry);
    const mismatches = async () =>
      (await registry.getSingleMetric('whetstone_rollout_mismatched_claims_total')!.get()).values[0]?.value ?? 0;

    // 70 sessions claim the canary and succeed, 70 claim the control and fail: counted by
    // their claims this promotes the canary (70/70 against 0/70).
    const canaryOk = await forged(70, { prefix: 'forge-up', claim: 'canary', ok: true, share: 0.1 });
    const controlBad = await forged(70, { prefix: 'forge-down', claim: 'control', ok: false, share: 0.1 });
    expect(canaryOk).toBeLessThan(20);
    const first = await checkRollouts(db, { log, metrics });
    expect(first).toMatchObject([{ decision: 'continue' }]);
    expect(first[0]!.state).toMatchObject({
      canary: { sessions: canaryOk, passed: canaryOk },
      control: { sessions: controlBad, passed: 0 },
      arms: {
        claims: {
          mismatched_traces: 140 - canaryOk - controlBad,
          mismatched_sessions: 140 - canaryOk - controlBad,
          unassigned_traces: 0,
        },
      },
    });
    expect(await mismatches()).toBe(140 - canaryOk - controlBad);

    // The same forgery the other way round (canary fails, control succeeds) would roll back a good canary.
    const canaryBad = await forged(70, { prefix: 'forge-abort', claim: 'canary', ok: false, share: 0.1 });
    const controlOk = await forged(70, { prefix: 'forge-keep', claim: 'control', ok: true, share: 0.1 });
    const second = await checkRollouts(db, { log, metrics });
    expect(second).toMatchObject([{ decision: 'continue' }]);
    expect(second[0]!.state).toMatchObject({
      canary: { sessions: canaryOk + canaryBad, passed: canaryOk },
      control: { sessions: controlBad + controlOk, passed: controlOk },
    });
    const left = 280 - canaryOk - controlBad - canaryBad - controlOk;
    expect(await mismatches()).toBe(left);
    expect(await toolState()).toMatchObject({ published_version: 1, canary_version: 2 });
    expect((await rolloutStatus(db, 'fetch/fetch')).running?.left_out).toMatch(
      new RegExp(`^left out: ${left} traces in ${left} sessions claimed a version`),
    );
    const s = await runCli(['rollout', 'status', 'fetch/fetch'], store.env);
    expect(s.stdout).toContain(`left out: ${left} traces in ${left} sessions`);
  });

  it('assigns an agent-token id by its unit before "~" in SQL as the proxy does (an agent token\'s sessions share it)', async () => {
    const id = await newProposal('Fetches a URL and returns its text (one arm per agent token).');
    await approve(db, { proposalId: id, actor: 'rita', publish: true, canary: 0.5 });
    // The canary's sessions all pass and the control's all fail, so each cluster's x_j is 0 or n_j.
    const rates = { control: 0, canary: 1 };
    // Each set of sessions shares the unit before "~": the rule puts all of one set in one arm.
    const seen = [];
    const units = ['tagent1', 'tagent2', 'tagent3', 'tagent4'].map((a) => proxySessionId(a).split('~')[0]);
    for (const [i, unit] of units.entries())
      seen.push(await sessions(10, { prefix: `${unit}~s`, control: 1, canary: 2, rates, share: 0.5, seed: i + 1 }));
    for (const s of seen) expect([s.control, s.canary].sort()).toEqual([0, 10]);
    // Sessions without an agent token: each its own cluster.
    const lone = await sessions(6, { prefix: 'lone', control: 1, canary: 2, rates, share: 0.5, seed: 9 });
    const tokens = seen.reduce((n, s) => n + s.canary, 0) / 10;
    const [r] = await checkRollouts(db, { log, metrics: createRolloutMetrics(new Registry()) });
    // Every claim agrees with the assignment the database computes: none is left out.
    expect(r!.state).toMatchObject({
      canary: { sessions: 10 * tokens + lone.canary, passed: 10 * tokens + lone.canary },
      control: { sessions: 10 * (4 - tokens) + lone.control, passed: 0 },
      arms: { claims: { mismatched_traces: 0, unassigned_traces: 0 } },
    });
    // m, Σn², Σx², Σxn per arm: a token is one cluster of 10 sessions, a lone session one of 1.
    const n2 = (t: number, l: number) => 100 * t + l;
    expect(r!.state!.canary.clusters).toEqual({
      count: tokens + lone.canary,
      n2: n2(tokens, lone.canary),
      x2: n2(tokens, lone.canary),
      xn: n2(tokens, lone.canary),
    });
    expect(r!.state!.control.clusters).toEqual({
      count: 4 - tokens + lone.control,
      n2: n2(4 - tokens, lone.control),
      x2: 0,
      xn: 0,
    });
    const clusters = `in ${tokens + lone.canary} vs ${4 - tokens + lone.control} clusters`;
    expect(r!.state!.reason).toContain(clusters);
    const s = await runCli(['rollout', 'status', 'fetch/fetch'], store.env);
    expect(s.stdout).toMatch(new RegExp(`canary +v2 +${10 * tokens + lone.canary} +${tokens + lone.canary} `));
  });

  it('keeps other hosts\' ids that hold "~" in the arm of their whole id: their claims still count', async () => {
    const id = await newProposal('Fetches a URL and returns its text (hosts with their own ids).');
    await approve(db, { proposalId: id, actor: 'rita', publish: true, canary: 0.5 });
    // A host that assigns by the whole id (the rule before agent-token units), its ids with "~".
    const whole = (session: string) =>
      createHash('sha256').update(`fetch/fetch\n${session}`).digest().readUInt32BE(0) / 2 ** 32 < 0.5
        ? ('canary' as const)
        : ('control' as const);
    const seen = await sessions(40, {
      prefix: 'host-a~conv',
      control: 1,
      canary: 2,
      rates: { control: 1, canary: 1 },
      share: 0.5,
      seed: 9,
      assign: whole,
    });
    const [r] = await checkRollouts(db, { log, metrics: createRolloutMetrics(new Registry()) });
    expect(r!.state).toMatchObject({
      canary: { sessions: seen.canary },
      control: { sessions: seen.control },
      arms: { claims: { mismatched_traces: 0, unassigned_traces: 0 } },
    });
  });

  it('CLI: a server default starts canaries; status, promote and abort are audited with the actor; a rollback ends the rollout', async () => {
    expect((await runCli(['rollout', 'default', 'fetch', '0.25'], store.env)).code).toBe(0);
    const id = await newProposal('Fetches one URL.');
    const a = await runCli(['approve', String(id), '--publish'], store.env);
    expect(a.stdout).toMatch(/canary rollout #\d+ of v2 to 25\.0% of sessions/);
    const s = await runCli(['rollout', 'status', 'fetch/fetch'], store.env);
    expect(s.stdout).toMatch(/canary v2 at 25\.0% of sessions/);
    expect(s.stdout).toMatch(/test: continue/);
    const ab = await runCli(['rollout', 'abort', 'fetch/fetch', '--reason', 'changed my mind'], store.env);
    expect(ab.code, ab.stderr).toBe(0);
    expect((await audits('rollout.aborted'))[0]).toMatchObject({
      actor: 'test-user',
      details: { reason: 'changed my mind' },
    });
    await expect(endRollout(db, { ref: 'fetch/fetch', status: 'promoted', actor: 'x', reason: 'x' })).rejects.toThrow(
      /no running rollout/,
    );

    // --canary 0 publishes outright despite the default; then a canary of v4 is promoted by hand.
    const second = await newProposal('Fetches one URL over HTTPS.');
    expect(await approve(db, { proposalId: second, actor: 'rita', publish: true, canary: 0 })).toMatchObject({
      published: true,
    });
    const third = await newProposal('Fetches one URL over HTTPS and returns text.');
    expect((await approve(db, { proposalId: third, actor: 'rita', publish: true, canary: 0.5 })).rollout).toMatchObject(
      { share: 0.5 },
    );
    const p = await runCli(['rollout', 'promote', 'fetch/fetch'], store.env);
    expect(p.stdout).toMatch(/promoted; every session is shown v4/);
    expect((await audits('rollout.promoted'))[0]).toMatchObject({ actor: 'test-user' });

    // A rollback during a rollout aborts it first.
    const fourth = await newProposal('Fetches a page.');
    await approve(db, { proposalId: fourth, actor: 'rita', publish: true });
    expect((await toolState()).canary_version).toBe(5);
    await rollback(db, { ref: 'fetch/fetch', actor: 'rita' });
    expect((await toolState()).canary_version).toBeNull();
    expect((await audits('rollout.aborted')).at(-1)).toMatchObject({ actor: 'rita' });
    await expect(approve(db, { proposalId: 99, actor: 'rita', publish: true, canary: 1.5 })).rejects.toThrow(
      /no proposal #99/,
    );
    const fifth = await newProposal('Fetches a web page.');
    await expect(approve(db, { proposalId: fifth, actor: 'rita', publish: true, canary: 1.5 })).rejects.toThrow(
      /between 0 and 1/,
    );
  }, 300_000);

  it('HTTP API and MCP review server: approve with a canary, status, promote and abort, with roles and the caller as actor', async () => {
    const reviewer = (await createToken(db, { name: 'rita-token', role: 'reviewer', actor: 'setup' })).token;
    const viewer = (await createToken(db, { name: 'vic-token', role: 'viewer', actor: 'setup' })).token;
    const app = createReviewApp({ db, log, writesPerMinute: 1000 });
    const call = async (method: string, path: string, token: string, body?: unknown) => {
      const res = await app.request(path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          host: 'review.local',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };
    const id = await newProposal('Fetches a URL (HTTP API canary).');
    const a = await call('POST', `/api/proposals/${id}/approve`, reviewer, { canary: 0.1 });
    expect(a.status).toBe(200);
    expect(a.json.rollout).toMatchObject({ canary_version: 2, share: 0.1, started_by: 'rita-token' });
    const st = await call('GET', '/api/tools/fetch/fetch/rollout', viewer);
    expect(st.json).toMatchObject({
      canary_version: 2,
      running: { status: 'running', numbers: { decision: 'continue' } },
    });
    expect((await call('POST', '/api/rollout/abort', viewer, { tool: 'fetch/fetch' })).status).toBe(403);
    const ab = await call('POST', '/api/rollout/abort', reviewer, { tool: 'fetch/fetch', reason: 'wording' });
    expect(ab.status).toBe(200);
    expect((await call('POST', '/api/rollout/abort', reviewer, { tool: 'fetch/fetch' })).status).toBe(409);
    expect((await audits('rollout.aborted'))[0]).toMatchObject({ actor: 'rita-token', details: { reason: 'wording' } });

    const [x, y] = InMemoryTransport.createLinkedPair();
    await createReviewMcpServer(db, { name: 'mia-token', role: 'reviewer' }).connect(x);
    const client = new Client({ name: 'agent', version: '1.0.0' });
    await client.connect(y);
    const text = (r: unknown) => (r as { content: { text: string }[] }).content[0]!.text;
    const second = await newProposal('Fetches a URL (MCP canary).');
    const started = JSON.parse(
      text(await client.callTool({ name: 'approve_proposal', arguments: { id: second, canary: 0.2 } })),
    ) as { rollout: { share: number } };
    expect(started.rollout.share).toBeCloseTo(0.2);
    expect(
      JSON.parse(text(await client.callTool({ name: 'rollout_status', arguments: { tool: 'fetch/fetch' } }))),
    ).toMatchObject({ canary_version: 3 });
    const promoted = await client.callTool({
      name: 'decide_rollout',
      arguments: { tool: 'fetch/fetch', action: 'promote' },
    });
    expect(promoted.isError).toBeFalsy();
    expect(await toolState()).toMatchObject({ published_version: 3, canary_version: null });
    expect((await audits('rollout.promoted'))[0]).toMatchObject({ actor: 'mia-token' });
    await client.close();
  });
});
