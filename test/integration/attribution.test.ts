// Attribution without tools_shown (docs/traces.md, "the attribution rule"): traces that name
// no version are evidence for the version live at their time (before any publication, the
// tool's upstream text); a rollback to an earlier text keeps that text's evidence; and a
// version without evidence says why. Real LiveMCPBench sessions (no tools_shown), real
// PostgreSQL and PGlite; the judge is the offline signal judge.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importTools } from '../../src/catalog/import.ts';
import { parseToolsCatalog } from '../../src/catalog/tools-file.ts';
import { resolveConfig } from '../../src/config.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { judgeWorkerFrom } from '../../src/judge/setup.ts';
import { createLogger } from '../../src/log.ts';
import { gatherEvidence } from '../../src/optimize/evidence.ts';
import { whyNoEvidence } from '../../src/optimize/no-evidence.ts';
import { optimizeTool } from '../../src/optimize/run.ts';
import { optimizerOptionsFrom } from '../../src/optimize/setup.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { rollback } from '../../src/review/actions.ts';
import { toolPage } from '../../src/review/tool-view.ts';
import type { Db } from '../../src/store/db.ts';
import { runCli } from '../kit/cli.ts';
import { backends, migratedCopy, type TestStore } from '../kit/db.ts';
import { openMigrated } from '../kit/db.ts';

const log = createLogger('silent');
const DATA = '/work/shared/data/livemcpbench';
const K = { successes: 50, failures: 50 };
const OFFLINE = { mode: 'offline' as const, reason: 'test' };

type Trace = { trace_id: string; server: string; tool_calls: { server?: string; name: string }[] } & Record<
  string,
  unknown
>;
const SESSIONS = readFileSync(`${DATA}/traces.jsonl`, 'utf8')
  .split('\n')
  .filter(Boolean)
  .slice(0, 6)
  .map((l) => JSON.parse(l) as Trace);
const CATALOG = parseToolsCatalog(readFileSync(`${DATA}/tools.json`, 'utf8'), 'tools.json');
const called = (ts: Trace[]) => [
  ...new Set(ts.flatMap((t) => t.tool_calls.map((c) => `${c.server ?? t.server}/${c.name}`))),
];

async function ingest(db: Db, traces: Record<string, unknown>[]): Promise<void> {
  const ingestor = new TraceIngestor({
    format: v1Format,
    db,
    redactor: createRedactor(),
    maxTraceBytes: 4 << 20,
    actor: 'test',
  });
  const { rows } = ingestor.decode(
    traces.map((t) => ({ value: Buffer.from(JSON.stringify(t)), key: null, source: 'test' })),
  );
  await ingestor.store(rows);
}
const judge = (db: Db) =>
  judgeWorkerFrom(resolveConfig({ env: { WHETSTONE_JUDGE_SAMPLE_RATE: '0' } }), { db, llm: OFFLINE, log }).runOnce();
const importOne = (db: Db, server: string, name: string, description: string) =>
  importTools(db, {
    server,
    tools: [{ name, description, inputSchema: {} }],
    actor: 'test',
    maxDescriptionBytes: 65536,
  });
const trace = (id: string, extra: Record<string, unknown> = {}) => ({
  schema: 'whetstone.trace/v1',
  trace_id: id,
  timestamp: new Date().toISOString(),
  server: 'notes',
  session_id: `s-${id}`,
  user_query: `find my note about ${id}`,
  tool_calls: [{ name: 'search', arguments: { q: id }, result: { is_error: false, preview: `note ${id}: found` } }],
  final_answer: `Your note about ${id} says: found.`,
  ...extra,
});
const version = (v: number) => ({ server: 'notes', name: 'search', version: v });

// Own store: closed for a CLI subprocess (PGlite admits one process) and reopened; the kit's db stays open.
describe.each(backends)('attribution without tools_shown (%s)', (_name, fresh) => {
  let store: TestStore;
  let db: Db;
  beforeEach(async () => {
    store = await migratedCopy(fresh);
    db = await openMigrated(store);
  });
  // The embedded database takes one process at a time: the CLI runs while this one lets go.
  const cliClosed = async (args: string[]) => {
    await db.close();
    try {
      return await runCli(args, store.env);
    } finally {
      db = await store.open();
    }
  };
  afterEach(async () => {
    await db.close();
    await store.cleanup();
  });

  it('gives every tool LiveMCPBench sessions called judged evidence, and the optimizer runs on them', async () => {
    const tools = called(SESSIONS);
    const servers = new Set(tools.map((t) => t.split('/')[0]));
    for (const doc of CATALOG.filter((d) => servers.has(d.server!)))
      await importTools(db, { server: doc.server!, tools: doc.tools, actor: 'test', maxDescriptionBytes: 65536 });
    expect(SESSIONS.every((s) => s.tools_shown === undefined)).toBe(true);
    await ingest(db, SESSIONS);
    await judge(db);
    for (const ref of tools) {
      const [server, name] = ref.split('/') as [string, string];
      const e = await gatherEvidence(db, { server, name, publishedVersion: 1 }, K);
      expect(e.judged, ref).toBeGreaterThan(0);
    }
    const o = optimizerOptionsFrom(
      resolveConfig({ env: { WHETSTONE_PRIVACY_MIN_SESSIONS: '0', WHETSTONE_EMBEDDINGS_MODEL: 'none' } }),
      { db, llm: OFFLINE, log },
    );
    const r = await optimizeTool(o, 'fetch/fetch');
    expect(r.outcome).not.toBe('no_evidence');
    expect(r.evidence?.judged).toBeGreaterThan(0);
    const cli = await cliClosed(['evidence', 'fetch/fetch', '--json']);
    expect(cli.code, cli.stderr).toBe(0);
    expect((JSON.parse(cli.stdout) as { judged: number }).judged).toBeGreaterThan(0);
  });

  it("keeps a text's evidence through a rollback to it, and not for another text", async () => {
    await importOne(db, 'notes', 'search', 'Searches notes.');
    await ingest(db, [trace('a'), trace('b')]);
    await judge(db);
    await importOne(db, 'notes', 'search', 'Searches the notes by keyword.'); // v2 published (upstream)
    expect((await gatherEvidence(db, { server: 'notes', name: 'search', publishedVersion: 2 }, K)).judged).toBe(0);
    expect((await whyNoEvidence(db, version(2)))?.reason).toBe('other_versions');
    const r = await rollback(db, { ref: 'notes/search', to: 1, actor: 'test', reason: 'v2 confused agents' });
    expect(r.version.version).toBe(3);
    expect((await gatherEvidence(db, { server: 'notes', name: 'search', publishedVersion: 3 }, K)).judged).toBe(2);
    const cli = await cliClosed(['evidence', 'notes/search']);
    expect(cli.stdout).toContain("notes/search v3: 2 judged traces saw this version's text");
  });

  it('says why a version has no evidence: no traces, not judged, another version', async () => {
    await importOne(db, 'notes', 'search', 'Searches notes.');
    expect(await whyNoEvidence(db, version(1))).toMatchObject({
      reason: 'no_traces',
      message: 'no stored trace called it',
    });
    await ingest(db, [trace('a')]);
    expect(await whyNoEvidence(db, version(1))).toMatchObject({
      reason: 'not_judged',
      message: '1 stored traces called it, none judged yet (`whetstone judge`)',
    });
    await judge(db);
    expect(await whyNoEvidence(db, version(1))).toBeNull();
    await importOne(db, 'notes', 'search', 'Searches the notes by keyword.');
    expect((await whyNoEvidence(db, version(2)))?.message).toBe(
      "1 judged traces saw another version (v1: 1), not v2's text",
    );
    // The review page's tool view says the same.
    expect((await toolPage(db, 'notes/search')).no_evidence).toEqual({
      reason: 'other_versions',
      message: "1 judged traces saw another version (v1: 1), not v2's text",
    });
  });

  it('attributes traces judged before their tool was registered once it is', async () => {
    await ingest(db, [trace('early')]);
    await judge(db); // notes/search is only seen in traces: nothing to attribute to yet
    const before = await db.query<{ attribution: string }>('SELECT attribution FROM trace_tools');
    expect(before.rows).toEqual([{ attribution: 'none' }]);
    await importOne(db, 'notes', 'search', 'Searches notes.');
    expect((await gatherEvidence(db, { server: 'notes', name: 'search', publishedVersion: 1 }, K)).judged).toBe(1);
  });

  it('matches a named description text by hash; an unknown text is evidence for no version', async () => {
    await importOne(db, 'notes', 'search', 'Searches notes.');
    await importOne(db, 'notes', 'search', 'Searches the notes by keyword.'); // v2 live now
    const shown = (description: string) => [{ server: 'notes', name: 'search', description }];
    await ingest(db, [
      trace('v1-text', { tools_shown: shown('Searches notes.') }),
      trace('odd-text', { tools_shown: shown('Finds anything anywhere.') }),
    ]);
    await judge(db);
    const rows = await db.query<{ trace_id: string; shown_version: number | null; attribution: string }>(
      'SELECT trace_id, shown_version, attribution FROM trace_tools ORDER BY trace_id',
    );
    expect(rows.rows).toEqual([
      { trace_id: 'odd-text', shown_version: null, attribution: 'unmatched_text' },
      { trace_id: 'v1-text', shown_version: 1, attribution: 'text' },
    ]);
    expect((await gatherEvidence(db, { server: 'notes', name: 'search', publishedVersion: 1 }, K)).judged).toBe(1);
    expect(await whyNoEvidence(db, version(2))).toMatchObject({ reason: 'other_versions' });
    expect((await whyNoEvidence(db, version(2)))?.message).toContain(
      '1 judged traces name a description text that matches no stored version',
    );
  });
});
