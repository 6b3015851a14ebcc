// The daemon's operational metrics on real PostgreSQL (no Kafka: traces come in through
// the same ingestor): the judge backlog drains, the optimizer's runs, proposals, blocked
// candidates and durations match what it stored, and an approval is delivered to the file
// target with its approval → delivery time. The Grafana dashboard uses only exported metrics
// (the LLM meter's too, which this offline daemon does not create: read from its own registry).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTools } from '../../src/catalog/import.ts';
import { resolveConfig } from '../../src/config.ts';
import { KafkaHealth } from '../../src/daemon/kafka-health.ts';
import { createLlmMetrics } from '../../src/llm/metrics.ts';
import { Daemon } from '../../src/daemon/run.ts';
import { createLogger } from '../../src/log.ts';
import { approve } from '../../src/review/actions.ts';
import type { Db } from '../../src/store/db.ts';
import { selectJudgeBacklog } from '../../src/store/sql/ops.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { freshMigratedPostgres, openMigrated, type TestStore } from '../kit/db.ts';
import { until } from '../kit/kafka.ts';

const TOOLS = [
  {
    name: 'weather',
    description: 'Weather data.',
    inputSchema: { type: 'object', properties: { city: { type: 'string' } } },
  },
  {
    name: 'news',
    description: 'News articles.',
    inputSchema: { type: 'object', properties: { topic: { type: 'string' } } },
  },
];
const WEATHER = [
  'will it rain in Lisbon tomorrow',
  'forecast for Oslo this weekend',
  'temperature in Rome tonight',
  'is it windy in Dublin',
  'snow forecast Zurich',
  'sunny in Madrid on friday',
];
// More requests for headlines than "News articles." matches: the offline rewriter quotes
// some and replay finds held-out ones picked right (the optimizer proposes only a gain).
const NEWS = [
  'latest headlines about elections',
  'news on the football transfer market',
  'top headlines about the economy today',
  'headlines about the elections this morning',
  'any headlines about the football league',
  'latest headlines on the economy',
  'morning headlines about the elections',
  // Offline, requests are split in two halves by their text (evidence.ts offlineHalf): those
  // above are half 0, these half 1; each fold quotes from one and is replayed on the other.
  'breaking headlines about the economy',
  'headlines about the elections today',
  'evening headlines about the economy',
];

function traces(): Record<string, unknown>[] {
  const shown = TOOLS.map((t) => ({ server: 'info', name: t.name, version: 1 }));
  const call = (name: string, q: string, preview: string) => ({
    server: 'info',
    name,
    arguments: { q },
    result: { is_error: false, preview },
  });
  return [
    ...WEATHER.map((q, i) => ({
      schema: 'whetstone.trace/v1',
      trace_id: `w${i}`,
      timestamp: '2026-11-21T10:00:00Z',
      server: 'info',
      user_query: q,
      tools_shown: shown,
      tool_calls:
        i % 2
          ? [call('news', q, 'no weather here'), call('weather', q, '12°C, light rain')]
          : [call('weather', q, '12°C, light rain')],
      final_answer: `Forecast: 12°C and light rain for "${q}".`,
    })),
    ...NEWS.map((q, i) => ({
      schema: 'whetstone.trace/v1',
      trace_id: `n${i}`,
      timestamp: '2026-11-21T10:00:00Z',
      server: 'info',
      user_query: q,
      tools_shown: shown,
      tool_calls: [call('news', q, '3 articles')],
      final_answer: `Here are the headlines about ${q}.`,
    })),
  ];
}

const sample = (text: string, name: string, labels: Record<string, string> = {}): number => {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  let total = 0;
  for (const line of text.split('\n')) {
    const m = line.match(/^([a-z_]+)(?:\{([^}]*)\})? (\S+)$/);
    if (!m || m[1] !== name) continue;
    const have = (m[2] ?? '').split(',');
    if (want.every((w) => have.includes(w))) total += Number(m[3]);
  }
  return total;
};

describe('daemon metrics', () => {
  let store: TestStore;
  let db: Db;
  let dir: string;
  beforeAll(async () => {
    store = await freshMigratedPostgres();
    db = await openMigrated(store);
    dir = mkdtempSync(join(tmpdir(), 'whetstone-metrics-'));
  });
  afterAll(async () => {
    await db.close();
    await store.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it('judge backlog, optimizer and publisher metrics follow what the daemon did', async () => {
    await importTools(db, { server: 'info', tools: TOOLS, actor: 'setup', maxDescriptionBytes: 65536 });
    const ingestor = new TraceIngestor({
      format: v1Format,
      db,
      redactor: createRedactor(),
      maxTraceBytes: 1 << 20,
      actor: 'setup',
    });
    await ingestor.store(
      ingestor.decode(traces().map((t) => ({ value: Buffer.from(JSON.stringify(t)), key: null, source: 'test' }))).rows,
    );
    const backlog = await selectJudgeBacklog(db);
    expect(backlog.find((r) => r.state === 'pending')?.n).toBe(WEATHER.length + NEWS.length);

    const file = join(dir, 'published.json');
    const config = resolveConfig({
      env: {
        WHETSTONE_PRIVACY_MIN_SESSIONS: '0',
        WHETSTONE_REPLAY_MAX_P: '1',
        WHETSTONE_EMBEDDINGS_MODEL: 'none',
        WHETSTONE_HTTP_PORT: '0',
        WHETSTONE_JUDGE_SAMPLE_RATE: '0',
        WHETSTONE_OPTIMIZE_MIN_NEW_TRACES: '2',
        WHETSTONE_OPTIMIZE_INTERVAL_MS: '1000',
        WHETSTONE_PUBLISH_FILE: file,
      },
    });
    const daemon = new Daemon({ config, db, log: createLogger('silent') });
    const { port } = await daemon.start();
    // A fresh connection per scrape: while an optimizer run holds the event loop past the
    // server's keep-alive timeout, a reused idle socket is reset (ECONNRESET) under load.
    const scrape = () =>
      new Promise<string>((ok, fail) => {
        get({ host: '127.0.0.1', port, path: '/metrics', agent: false }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => ok(body));
        }).on('error', fail);
      });
    try {
      let m = await until(
        'the judge backlog to drain',
        scrape,
        (t) => /^whetstone_judge_backlog\{state="pending"\} 0$/m.test(t),
        30_000,
      );
      await until(
        'an optimizer proposal',
        scrape,
        (t) => sample(t, 'whetstone_optimizer_proposals_total', { approval: 'review' }) >= 1,
        30_000,
      );
      // A run records its outcome in the table before the scheduler counts it, and more runs
      // may finish meanwhile: read both until they agree (a metric that never catches up fails).
      const state = async () => ({
        m: await scrape(),
        runs: (
          await db.query<{ outcome: string; n: number }>(
            'SELECT outcome, count(*)::int AS n FROM optimizer_runs GROUP BY outcome',
          )
        ).rows,
        blocked: (
          await db.query<{ gate: string; n: number }>(
            `SELECT blocked_by AS gate, count(*)::int AS n FROM optimizer_candidates WHERE outcome = 'blocked' GROUP BY blocked_by`,
          )
        ).rows,
      });
      const counted = (x: Awaited<ReturnType<typeof state>>) =>
        x.runs
          .filter((r) => r.outcome)
          .every((r) => sample(x.m, 'whetstone_optimizer_runs_total', { outcome: r.outcome }) === r.n) &&
        x.blocked.every((b) => sample(x.m, 'whetstone_optimizer_candidates_blocked_total', { gate: b.gate }) === b.n);
      const {
        runs,
        blocked,
        m: settled,
      } = await until('optimizer metrics to match the runs table', state, counted, 15_000);
      m = settled;
      // Runs still in flight are in the table without an outcome; those with one match.
      for (const r of runs.filter((r) => r.outcome))
        expect(sample(m, 'whetstone_optimizer_runs_total', { outcome: r.outcome }), r.outcome).toBe(r.n);
      for (const b of blocked)
        expect(sample(m, 'whetstone_optimizer_candidates_blocked_total', { gate: b.gate })).toBe(b.n);
      expect(sample(m, 'whetstone_optimizer_run_seconds_count')).toBe(sample(m, 'whetstone_optimizer_runs_total'));
      expect(sample(m, 'whetstone_judge_backlog_oldest_seconds')).toBe(0);
      // The start tick published the imported versions to the file target.
      expect(sample(m, 'whetstone_publish_deliveries_total', { target: 'file', result: 'ok' })).toBe(1);
      expect(sample(m, 'whetstone_publish_ticks_total', { result: 'ran' })).toBeGreaterThanOrEqual(1);

      const proposal = (
        await db.query<{ id: number }>(`SELECT id FROM proposals WHERE status = 'pending' ORDER BY id LIMIT 1`)
      ).rows[0]!.id;
      await approve(db, { proposalId: proposal, actor: 'rita', reason: 'ok', publish: true });
      m = await until(
        'the approval delivered',
        scrape,
        (t) =>
          sample(t, 'whetstone_publish_approval_to_delivery_seconds_count', { target: 'file', cause: 'approve' }) === 1,
        30_000,
      );
      expect(sample(m, 'whetstone_publish_deliveries_total', { target: 'file', result: 'ok' })).toBe(2);
      const seconds = sample(m, 'whetstone_publish_approval_to_delivery_seconds_sum', {
        target: 'file',
        cause: 'approve',
      });
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThan(30);
      expect(readFileSync(file, 'utf8')).toContain('"version": 2');

      // The Grafana dashboard is built only on metrics a daemon exports (Kafka's come from
      // KafkaHealth, which this Kafka-less daemon does not run; the LLM meter's from a daemon
      // with an LLM, which this offline one has not).
      const kafkaRegistry = new Registry();
      new KafkaHealth({
        brokers: ['127.0.0.1:1'],
        clientId: 'x',
        groupId: 'g',
        topic: 't',
        sessionTimeoutMs: 30_000,
        registry: kafkaRegistry,
        log: createLogger('silent'),
      });
      const llmRegistry = new Registry();
      createLlmMetrics(llmRegistry, undefined, { dailyTokenBudget: 0, remainingToday: async () => Infinity });
      const typesIn = (text: string) => [...text.matchAll(/^# TYPE (\S+) /gm)].map((x) => x[1]!);
      const llmExported = typesIn(await llmRegistry.metrics());
      const exported = new Set([...typesIn(`${m}\n${await kafkaRegistry.metrics()}`), ...llmExported]);
      const dashboard = JSON.parse(
        readFileSync(new URL('../../deploy/grafana/whetstone.json', import.meta.url), 'utf8'),
      ) as { panels: { targets?: { expr: string }[] }[] };
      const used = new Set(
        dashboard.panels.flatMap((p) =>
          (p.targets ?? []).flatMap((t) =>
            [...t.expr.matchAll(/whetstone_[a-z0-9_]+/g)].map((x) => x[0].replace(/_(bucket|sum|count)$/, '')),
          ),
        ),
      );
      expect(used.size).toBeGreaterThan(20);
      expect([...used].filter((n) => !exported.has(n))).toEqual([]);
      // The LLM row charts every LLM metric there is without a budget (the remaining-budget
      // gauge exists only with one), and the judge's LLM counters.
      expect(llmExported.length).toBe(7);
      expect(
        [...llmExported, 'whetstone_judge_llm_total', 'whetstone_judge_llm_tokens_total'].filter((n) => !used.has(n)),
      ).toEqual([]);
      // Every metric the daemon exports is in the one list (docs/operations.md, Metrics),
      // the prom-client defaults aside.
      const ops = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
      const own = [...exported].filter((n) => !/^whetstone_(?:process|nodejs)_/.test(n));
      expect(own.length).toBeGreaterThan(30);
      expect(own.filter((n) => !ops.includes(`\`${n}\``) && !ops.includes(`\`${n}{`))).toEqual([]);
    } finally {
      await daemon.stop();
    }
  }, 120_000);
});
