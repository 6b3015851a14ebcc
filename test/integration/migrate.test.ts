import { afterEach, describe, expect, it } from 'vitest';
import { aloneKey } from '../../src/semantic/embedder.ts';
import { loadMigrations, migrate } from '../../src/store/migrate.ts';
import { insertEmbeddings, selectEmbeddings } from '../../src/store/sql/embeddings.ts';
import { runCli } from '../kit/cli.ts';
import { backends, type TestStore } from '../kit/db.ts';
import { simpleTrace } from '../../lib/datasets/traces.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { createRedactor } from '../../src/privacy/redact.ts';

describe.each(backends)('migrations on %s', (_name, fresh) => {
  let store: TestStore;
  afterEach(async () => store?.cleanup());

  it('apply on an empty database, then re-apply as a no-op', async () => {
    store = await fresh();
    const db = await store.open();
    try {
      const first = await migrate(db);
      expect(first.applied).toEqual(loadMigrations().map((m) => m.name));
      const again = await migrate(db);
      expect(again.applied).toEqual([]);
      expect(again.alreadyApplied).toBe(first.applied.length);
      const tables = await db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
      );
      expect(tables.rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining([
          'audit_log',
          'description_versions',
          'proposals',
          'schema_migrations',
          'tool_state',
          'tools',
        ]),
      );
    } finally {
      await db.close();
    }
  });

  it('survive 5 concurrent starters (separate processes)', async () => {
    store = await fresh();
    // They take turns on the embedded database; on a loaded machine five turns of opening
    // PGlite and migrating took longer than the default 30 s wait of the last one in line,
    // which is not what this test is about.
    const env = { ...store.env, WHETSTONE_DB_LOCK_TIMEOUT_MS: '100000' };
    const results = await Promise.all(Array.from({ length: 5 }, () => runCli(['migrate', '--json'], env)));
    for (const r of results) expect(r.code, r.stderr).toBe(0);
    const applied = results.flatMap((r) => (JSON.parse(r.stdout) as { applied: string[] }).applied);
    // withContext migrates before the command body runs, so each file was applied by
    // exactly one starter; the command's own second call applies nothing.
    expect(applied).toEqual([]);
    const db = await store.open();
    try {
      const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
      expect(rows.rows.map((r) => r.name).sort()).toEqual(loadMigrations().map((m) => m.name));
    } finally {
      await db.close();
    }
  });

  it('refuse a database that holds a migration this code does not know', async () => {
    store = await fresh();
    const db = await store.open();
    try {
      await migrate(db);
      await db.query(`INSERT INTO schema_migrations (name, checksum) VALUES ('9999_from_the_future', 'x')`);
    } finally {
      await db.close();
    }
    const r = await runCli(['tools', 'list'], store.env);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('9999_from_the_future');
    expect(r.stderr).toContain('does not know');
  });

  it('refuse a migration file that changed after it was applied', async () => {
    store = await fresh();
    const db = await store.open();
    try {
      const ms = loadMigrations();
      await migrate(db, ms);
      const changed = ms.map((m, i) => (i === 0 ? { ...m, checksum: 'different' } : m));
      await expect(migrate(db, changed)).rejects.toThrow(/was changed after it was applied/);
    } finally {
      await db.close();
    }
  });
});

describe.each(backends)('history on %s', (_name, fresh) => {
  it('is immutable: the database refuses to update or delete a version or an audit row', async () => {
    const store = await fresh();
    const db = await store.open();
    try {
      await migrate(db);
      const { importTools } = await import('../../src/catalog/import.ts');
      await importTools(db, {
        server: 's',
        tools: [{ name: 't', description: 'x', inputSchema: {} }],
        actor: 'a',
        maxDescriptionBytes: 1000,
      });
      await expect(db.query(`UPDATE description_versions SET text = 'rewritten'`)).rejects.toThrow(/immutable/);
      await expect(db.query(`DELETE FROM description_versions`)).rejects.toThrow(/immutable/);
      await expect(db.query(`DELETE FROM audit_log`)).rejects.toThrow(/immutable/);
      await expect(db.query(`UPDATE publish_log SET actor = 'x'`)).rejects.toThrow(/immutable/);
    } finally {
      await db.close();
      await store.cleanup();
    }
  });
});

describe.each(backends)('0007: user_task_identified becomes the goal text, on %s', (_name, fresh) => {
  it('turns an old boolean into NULL (never a made-up sentence) and then stores goals', async () => {
    const store = await fresh();
    const db = await store.open();
    try {
      const all = loadMigrations();
      const upTo = all.findIndex((m) => m.name.startsWith('0007_'));
      expect(upTo).toBeGreaterThan(0);
      await migrate(db, all.slice(0, upTo));
      await db.query(
        `INSERT INTO traces (trace_id, ts, server, user_query, content_hash, source) VALUES ('old', now(), 's', 'q', 'h', 'test')`,
      );
      await db.query(
        `INSERT INTO judgments (trace_id, judge, score, passed, confidence, reasoning, user_task_identified) VALUES ('old', 'llm:m', 0.9, true, 0.8, 'r', true), ('old', 'signals', 0.5, true, 0.3, 'r', NULL)`,
      );
      expect((await migrate(db, all)).applied).toEqual(all.slice(upTo).map((m) => m.name));
      const rows = await db.query<{ judge: string; user_task_identified: string | null; goal_source: string | null }>(
        'SELECT judge, user_task_identified, goal_source FROM judgments ORDER BY judge',
      );
      expect(rows.rows).toEqual([
        { judge: 'llm:m', user_task_identified: null, goal_source: null },
        { judge: 'signals', user_task_identified: null, goal_source: null },
      ]);
      await db.query(
        `INSERT INTO judgments (trace_id, judge, score, passed, confidence, reasoning, user_task_identified, goal_source) VALUES ('old', 'llm:n', 0.9, true, 0.8, 'r', 'cancel an order', 'llm')`,
      );
      await expect(
        db.query(
          `INSERT INTO judgments (trace_id, judge, score, passed, confidence, reasoning, user_task_identified) VALUES ('old', 'llm:o', 0.9, true, 0.8, 'r', repeat('x', 301))`,
        ),
      ).rejects.toThrow(/judgments_goal_bounded/);
    } finally {
      await db.close();
      await store.cleanup();
    }
  });
});

describe.each(backends)('0027: vectors cached under a bare model name are pruned, on %s', (_name, fresh) => {
  it('deletes the batched rows of a local model and keeps every key written now', async () => {
    const store = await fresh();
    const db = await store.open();
    try {
      const all = loadMigrations();
      const upTo = all.findIndex((m) => m.name.startsWith('0027_'));
      expect(upTo).toBeGreaterThan(0);
      await migrate(db, all.slice(0, upTo));
      const vector = Buffer.from(new Float32Array([0.6, 0.8]).buffer);
      const keys = [
        'all-minilm-l6-v2',
        'bge-small-en-v1.5',
        aloneKey('all-minilm-l6-v2'),
        'openai:text-embedding-3-small',
      ];
      for (const [i, model] of keys.entries())
        await db.query('INSERT INTO embeddings (model, content_hash, dims, vector) VALUES ($1, $2, 2, $3)', [
          model,
          Buffer.from([i]),
          vector,
        ]);
      expect((await migrate(db, all)).applied).toEqual(all.slice(upTo).map((m) => m.name));
      const left = await db.query<{ model: string }>('SELECT model FROM embeddings ORDER BY model');
      expect(left.rows.map((r) => r.model)).toEqual([aloneKey('all-minilm-l6-v2'), 'openai:text-embedding-3-small']);
      // What the cache writes now under a local model's key is read back after the prune.
      await insertEmbeddings(db, aloneKey('bge-small-en-v1.5'), [
        { hash: Buffer.from([9]), vector: new Float32Array([1, 0]) },
      ]);
      expect(await selectEmbeddings(db, aloneKey('bge-small-en-v1.5'), [Buffer.from([9])])).toHaveLength(1);
    } finally {
      await db.close();
      await store.cleanup();
    }
  });
});

describe.each(backends)('0014: lz4 for large values where the server has it, on %s', (_name, fresh) => {
  it('stores a large trace lz4-compressed on a server with lz4, and changes nothing where it is missing', async () => {
    const store = await fresh();
    const db = await store.open();
    try {
      await migrate(db);
      // The server decides: a column of lz4 can be created only where it was built in.
      const hasLz4 = await db.query('CREATE TEMP TABLE lz4_probe (a text COMPRESSION lz4)').then(
        () => true,
        () => false,
      );
      const cols = await db.query<{ attname: string; attcompression: string }>(
        `SELECT attname, attcompression::text AS attcompression FROM pg_attribute WHERE attrelid = 'traces'::regclass AND attname IN ('user_query', 'tool_calls', 'extra') ORDER BY attname`,
      );
      expect(cols.rows.map((c) => c.attcompression)).toEqual(hasLz4 ? ['l', 'l', 'l'] : ['', '', '']);
      // Through the ingest path (on PostgreSQL: COPY into a stage LIKE traces, then INSERT …
      // SELECT), a large compressible value keeps the column's method: compressed once.
      const ingestor = new TraceIngestor({
        format: v1Format,
        db,
        redactor: createRedactor(),
        maxTraceBytes: 1_048_576,
        actor: 'test',
      });
      const big = simpleTrace('lz4-big', { user_query: 'how do I reset the router '.repeat(2_000) });
      const { rows } = ingestor.decode([{ value: Buffer.from(JSON.stringify(big)), key: null, source: 'test' }]);
      expect((await ingestor.store(rows)).stored).toBe(1);
      const m = await db.query<{ method: string | null }>(
        `SELECT pg_column_compression(user_query) AS method FROM traces WHERE trace_id = 'lz4-big'`,
      );
      expect(m.rows[0]!.method).toBe(hasLz4 ? 'lz4' : 'pglz');
    } finally {
      await db.close();
      await store.cleanup();
    }
  });
});
