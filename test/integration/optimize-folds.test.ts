// The offline optimizer is cross-fitted (evidence.ts offlineHalf / foldEvidence): fold 0
// quotes and tunes on half 0 of the served requests and is replayed on half 1, fold 1 the
// reverse. Here only half 1 holds requests worth quoting, so only fold 1 can propose: with
// a single fold (half 0 mined, half 1 the check, as before) this tool got nothing. Then the
// next run leaves the requests the published text quotes out of its replay.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importTools } from '../../src/catalog/import.ts';
import { resolveTool } from '../../src/catalog/resolve.ts';
import { resolveConfig } from '../../src/config.ts';
import { judgeWorkerFrom } from '../../src/judge/setup.ts';
import { createLogger } from '../../src/log.ts';
import { quotedMatcher, runContext } from '../../src/optimize/context.ts';
import { foldEvidence, gatherRunEvidence, offlineHalf } from '../../src/optimize/evidence.ts';
import { optimizeTool } from '../../src/optimize/run.ts';
import { optimizerOptionsFrom } from '../../src/optimize/setup.ts';
import { approve } from '../../src/review/actions.ts';
import type { Db } from '../../src/store/db.ts';
import { selectPublishedSet } from '../../src/store/sql/state.ts';
import { TraceIngestor } from '../../src/traces/ingest.ts';
import { createRedactor } from '../../src/traces/redact.ts';
import { freshPostgres, openMigrated, type TestStore } from '../helpers/db.ts';

const log = createLogger('silent');
// A handful of traces: too few for the privacy rule's 5 sessions or a significant replay
// gain (both tested elsewhere), so those bars are lowered; BM25 is the one selector.
const SMALL_DATA = { WHETSTONE_PRIVACY_MIN_SESSIONS: '0', WHETSTONE_REPLAY_MAX_P: '1', WHETSTONE_EMBEDDINGS_MODEL: 'none' };
const TOOLS = [
  { name: 'weather', description: 'Weather data.', inputSchema: { type: 'object' } },
  { name: 'stocks', description: 'Market data.', inputSchema: { type: 'object' } },
];
const WEATHER = ['will it rain in lisbon tomorrow', 'rain forecast for oslo this weekend', 'temperature in rome tomorrow'];
// Half 1: requests of 3-16 words, which the rewriter may quote.
const QUOTABLE = ['share price of the airline this morning', 'share price of the railway company now', 'share price of the shipping firm today', 'share price of the toy maker this week'];
// Half 0: two-word requests, too short to quote, and what fold 1 is replayed on.
const SHORT = ['share price', 'quote prices', 'stock quotes', 'dividend yields'];

let store: TestStore;
let db: Db;

beforeEach(async () => {
  store = await freshPostgres();
  db = await openMigrated(store);
  await importTools(db, { server: 'info', tools: TOOLS, actor: 'test', maxDescriptionBytes: 65536 });
  const shown = TOOLS.map((t) => ({ server: 'info', name: t.name, version: 1 }));
  const trace = (id: string, tool: string, q: string) => ({
    schema: 'whetstone.trace/v1',
    trace_id: id,
    timestamp: '2026-11-21T10:00:00Z',
    server: 'info',
    user_query: q,
    tools_shown: shown,
    tool_calls: [{ server: 'info', name: tool, arguments: { q }, result: { is_error: false, preview: 'done' } }],
    final_answer: `Here is what I found for "${q}".`,
  });
  const all = [...WEATHER.map((q, i) => trace(`w${i}`, 'weather', q)), ...[...QUOTABLE, ...SHORT].map((q, i) => trace(`s${i}`, 'stocks', q))];
  const ingestor = new TraceIngestor({ db, redactor: createRedactor(), maxTraceBytes: 1 << 20, actor: 'test' });
  await ingestor.store(ingestor.decode(all.map((t) => ({ value: Buffer.from(JSON.stringify(t)), key: null, source: 'test' }))).rows);
  await judgeWorkerFrom(resolveConfig({ env: SMALL_DATA }), { db, llm: { mode: 'offline', reason: 'test' }, log }).runOnce();
});
afterEach(async () => {
  await db.close();
  await store.cleanup();
});

describe('offline optimizer, cross-fitted', () => {
  it('the data is as the test needs it: quotable requests in half 1 only', () => {
    expect(QUOTABLE.map(offlineHalf)).toEqual([1, 1, 1, 1]);
    expect(SHORT.map(offlineHalf)).toEqual([0, 0, 0, 0]);
  });

  it('proposes from the half that has something to quote, replayed on the other', async () => {
    const o = optimizerOptionsFrom(resolveConfig({ env: SMALL_DATA }), { db, llm: { mode: 'offline', reason: 'test' }, log });
    const r = await optimizeTool(o, 'info/stocks');
    expect(r.outcome, r.candidates.map((c) => c.reason).join('; ')).toBe('proposed');
    const v = await db.query<{ text: string; provenance: { fold: number; evidence: { successes: { trace_id: string }[] }; replay: { selectors: { selector: string; queries: number; fixed: number; broken: number }[] } } }>(
      `SELECT v.text, v.provenance FROM proposals p JOIN description_versions v USING (tool_id, version) WHERE p.id = $1`,
      [r.proposalId],
    );
    const { text, provenance } = v.rows[0]!;
    expect(provenance.fold).toBe(1);
    const quoted = [...text.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.every((q) => QUOTABLE.includes(q))).toBe(true);
    // The evidence it cites is its own half's; the replay ran on the other half's requests,
    // where "share price" and "quote prices" now reach the tool.
    const ids = provenance.evidence.successes.map((s) => s.trace_id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => Number(id.slice(1)) < QUOTABLE.length)).toBe(true); // s0-s3 are the QUOTABLE ones
    const bm25 = provenance.replay.selectors.find((s) => s.selector === 'bm25')!;
    expect(bm25.fixed).toBeGreaterThanOrEqual(2);
    expect(bm25.broken).toBe(0);
  });

  it('leaves out of the replay the requests the published text quotes, elisions included', async () => {
    const o = optimizerOptionsFrom(resolveConfig({ env: SMALL_DATA }), { db, llm: { mode: 'offline', reason: 'test' }, log });
    const r = await optimizeTool(o, 'info/stocks');
    await approve(db, { proposalId: r.proposalId!, actor: 'test', publish: true });
    const catalogue = await selectPublishedSet(db);
    const published = catalogue.find((p) => p.name === 'stocks')!;
    const quoted = quotedMatcher(published.text);
    const inText = QUOTABLE.filter(quoted);
    expect(inText.length).toBeGreaterThan(0);
    // Fold 0 is replayed on half 1, where the quoted requests are: they are not in it.
    const tool = await resolveTool(db, 'info/stocks');
    const evidence = await gatherRunEvidence(db, { server: 'info', name: 'stocks', publishedVersion: 1 }, { mode: 'offline', evidenceK: 1, offlineEvidenceK: 50 });
    const ctx = await runContext(o, tool, catalogue, published.text, foldEvidence(evidence, 0), 0);
    const replayed = ctx.replay.map((q) => q.query);
    for (const q of inText) expect(replayed).not.toContain(q);
    expect(replayed.filter((q) => QUOTABLE.includes(q)).length).toBe(QUOTABLE.length - inText.length);
  });
});

describe('quotedMatcher', () => {
  const text = 'Market data.\nTypical requests: "share price of the … now"; "… yields for the bank".';
  const m = quotedMatcher(text);
  it('matches the quoted requests as the split compares them, an elision standing for a few words', () => {
    expect(m('Share price of the railway company now?')).toBe(true);
    expect(m('share price of the big old railway company now')).toBe(true);
    expect(m('dividend yields for the bank')).toBe(true);
    expect(m('share price of the now')).toBe(false); // an elision is at least one word
    expect(m('share price of the railway company today')).toBe(false);
    expect(m('yields for the bank')).toBe(false);
  });
  it('quotes nothing without a "Typical requests" line, and reads a long untrusted request as words', () => {
    expect(quotedMatcher('Market data.')('share price')).toBe(false);
    // 50,000 words between the quoted parts: no match, and no backtracking over them (a
    // regular expression with an elision as (\S+ ?){1,6} would try every split of them).
    expect(m(`share price of the ${'x '.repeat(50_000)}now`)).toBe(false);
    expect(m(`share price of the ${'x'.repeat(50_000)} now`)).toBe(true);
  });
});
