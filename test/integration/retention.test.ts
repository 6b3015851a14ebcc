// Retention on PostgreSQL and PGlite: old traces (with their judgments and per-tool
// outcomes), old publisher tick claims, old dead letters and old cached embeddings go, in batches; recent rows,
// traces a version cites as evidence, versions, the publish log and the audit log stay.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importTools } from '../../src/catalog/import.ts';
import { resolveConfig } from '../../src/config.ts';
import { judgeWorkerFrom } from '../../src/judge/setup.ts';
import { createLogger } from '../../src/log.ts';
import { runRetention } from '../../src/maintenance/retention.ts';
import { propose } from '../../src/review/actions.ts';
import type { Db } from '../../src/store/db.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { runJson } from '../kit/cli.ts';
import { backends, migratedCopy, openMigrated, type TestStore } from '../kit/db.ts';

const log = createLogger('silent');
const DAY = 86_400_000;

// Own store: closed for a CLI subprocess (PGlite admits one process) and reopened; the kit's db stays open.
describe.each(backends)('retention on %s', (_name, fresh) => {
  let store: TestStore;
  let db: Db;

  const trace = (id: string, daysAgo: number) => ({
    schema: 'whetstone.trace/v1',
    trace_id: id,
    timestamp: new Date(Date.now() - daysAgo * DAY).toISOString(),
    server: 'info',
    user_query: `question ${id}`,
    tools_shown: [{ server: 'info', name: 'weather', version: 1 }],
    tool_calls: [
      { server: 'info', name: 'weather', arguments: { city: 'x' }, result: { is_error: false, preview: '12°C' } },
    ],
    final_answer: `answer ${id}`,
  });
  const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]!.n;

  beforeEach(async () => {
    store = await migratedCopy(fresh);
    db = await openMigrated(store);
    await importTools(db, {
      server: 'info',
      tools: [{ name: 'weather', description: 'Weather data.', inputSchema: { type: 'object' } }],
      actor: 'test',
      maxDescriptionBytes: 65536,
    });
    // 7 old traces, 3 recent; old1 and old2 are cited by a version. new0 carries an old
    // timestamp of its own (a backfill): it was stored today, so it stays.
    const ingestor = new TraceIngestor({
      format: v1Format,
      db,
      redactor: createRedactor(),
      maxTraceBytes: 1 << 20,
      actor: 'test',
    });
    const all = [
      ...Array.from({ length: 7 }, (_, i) => trace(`old${i}`, 100)),
      ...Array.from({ length: 3 }, (_, i) => trace(`new${i}`, i === 0 ? 400 : 1)),
    ];
    await ingestor.store(
      ingestor.decode(all.map((t) => ({ value: Buffer.from(JSON.stringify(t)), key: null, source: 'test' }))).rows,
    );
    // Retention goes by when a trace was stored; the old ones were stored 100 days ago.
    await db.query(`UPDATE traces SET ingested_at = now() - interval '100 days' WHERE trace_id LIKE 'old%'`);
    await judgeWorkerFrom(resolveConfig({ env: {} }), { db, llm: { mode: 'offline', reason: 'test' }, log }).runOnce();
    await propose(db, {
      ref: 'info/weather',
      text: 'Weather data for a city. Use for forecasts.',
      actor: 'test',
      maxDescriptionBytes: 65536,
      source: 'optimizer',
      provenance: {
        evidence: { successes: [{ trace_id: 'old1' }], failures: [] },
        sentences: [{ text: 'x', trace_ids: ['old2'] }],
      },
    });
    await db.query(
      `INSERT INTO publish_ticks (tick, claimed_by, claimed_at) VALUES ('old-tick', 'a', now() - interval '30 days'), ('new-tick', 'a', now())`,
    );
    await db.query(
      `INSERT INTO dead_letters (source, reason, error, at) VALUES ('file', 'invalid_json', 'x', now() - interval '60 days'), ('file', 'invalid_json', 'y', now())`,
    );
    // Cached embeddings: three computed 40 days ago (one per model and text), one today.
    await db.query(
      `INSERT INTO embeddings (model, content_hash, dims, vector, created_at) VALUES
         ('m1', '\\x01', 1, '\\x00000000', now() - interval '40 days'),
         ('m1', '\\x02', 1, '\\x00000000', now() - interval '40 days'),
         ('m2', '\\x01', 1, '\\x00000000', now() - interval '40 days'),
         ('m1', '\\x03', 1, '\\x00000000', now())`,
    );
  });
  afterEach(async () => {
    await db.close();
    await store.cleanup();
  });

  it('deletes what expired, in batches, and nothing else', async () => {
    const before = {
      versions: await count('SELECT count(*)::int AS n FROM description_versions'),
      publishLog: await count('SELECT count(*)::int AS n FROM publish_log'),
      audit: await count('SELECT count(*)::int AS n FROM audit_log'),
    };
    expect(await count('SELECT count(*)::int AS n FROM judgments')).toBe(10);
    const policy = { traceDays: 90, deadLetterDays: 30, publishTickDays: 7, embeddingDays: 30, batchSize: 2 };

    const dry = await runRetention(db, policy, { dryRun: true });
    expect(dry).toEqual({
      dryRun: true,
      traces: 5,
      tracesKeptCited: 2,
      publishTicks: 1,
      deadLetters: 1,
      embeddings: 3,
    });
    expect(await count('SELECT count(*)::int AS n FROM traces')).toBe(10);

    const r = await runRetention(db, policy);
    expect(r).toEqual({ dryRun: false, traces: 5, tracesKeptCited: 2, publishTicks: 1, deadLetters: 1, embeddings: 3 });
    const left = (await db.query<{ trace_id: string }>('SELECT trace_id FROM traces ORDER BY trace_id')).rows.map(
      (x) => x.trace_id,
    );
    expect(left).toEqual(['new0', 'new1', 'new2', 'old1', 'old2']);
    // Judgments and per-tool outcomes went with their traces, and only with them.
    expect(await count('SELECT count(*)::int AS n FROM judgments')).toBe(5);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM trace_tools WHERE trace_id NOT IN ('new0','new1','new2','old1','old2')`,
      ),
    ).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM trace_tools')).toBe(5);
    expect((await db.query<{ tick: string }>('SELECT tick FROM publish_ticks')).rows).toEqual([{ tick: 'new-tick' }]);
    expect((await db.query<{ error: string }>('SELECT error FROM dead_letters')).rows).toEqual([{ error: 'y' }]);
    // Only the embedding computed today is left (batches of 2 took the three old ones).
    expect(
      (await db.query<{ model: string; h: string }>(`SELECT model, encode(content_hash, 'hex') AS h FROM embeddings`))
        .rows,
    ).toEqual([{ model: 'm1', h: '03' }]);
    // History untouched; the run itself is audited.
    expect(await count('SELECT count(*)::int AS n FROM description_versions')).toBe(before.versions);
    expect(await count('SELECT count(*)::int AS n FROM publish_log')).toBe(before.publishLog);
    const audit = await db.query<{ actor: string; action: string; details: { traces: number } }>(
      'SELECT actor, action, details FROM audit_log ORDER BY id DESC LIMIT 1',
    );
    expect(audit.rows[0]).toMatchObject({
      actor: 'whetstone-maintenance',
      action: 'retention',
      details: { traces: 5 },
    });
    expect(await count('SELECT count(*)::int AS n FROM audit_log')).toBe(before.audit + 1);

    // A second run finds nothing and writes no audit row.
    expect(await runRetention(db, policy)).toMatchObject({ traces: 0, publishTicks: 0, deadLetters: 0, embeddings: 0 });
    expect(await count('SELECT count(*)::int AS n FROM audit_log')).toBe(before.audit + 1);
  });

  it('0 days keeps everything; the CLI runs the same pass', async () => {
    expect(
      await runRetention(db, { traceDays: 0, deadLetterDays: 0, publishTickDays: 0, embeddingDays: 0, batchSize: 100 }),
    ).toMatchObject({ traces: 0, publishTicks: 0, deadLetters: 0, embeddings: 0 });
    expect(await count('SELECT count(*)::int AS n FROM embeddings')).toBe(4);
    await db.close();
    const r = await runJson<{ traces: number; tracesKeptCited: number; embeddings: number }>(['maintenance', 'run'], {
      ...store.env,
      WHETSTONE_RETAIN_TRACES_DAYS: '50',
      WHETSTONE_RETAIN_EMBEDDINGS_DAYS: '60',
    });
    // Embeddings 40 days old stay under a 60-day setting.
    expect(r).toMatchObject({ traces: 5, tracesKeptCited: 2, embeddings: 0 });
    db = await store.open();
    expect(await count('SELECT count(*)::int AS n FROM traces')).toBe(5);
  });
});
