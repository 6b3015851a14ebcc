// The offline optimizer is cross-fitted (evidence.ts offlineHalf / foldEvidence): fold 0
// quotes and tunes on half 0 of the served requests and is replayed on half 1, fold 1 the
// reverse. Here only one half holds requests worth quoting (3-16 words); the other holds
// two-word requests, too short to quote, which are what that fold is replayed on. With a
// single fold (half 0 mined, half 1 the check, as before) the tool got nothing when its
// quotable requests were in half 1. Both ways round, so the winner's provenance is checked
// whether it ran first or last.
import { beforeEach, describe, expect, it } from 'vitest';
import { importTools } from '../../src/catalog/import.ts';
import { resolveConfig } from '../../src/config.ts';
import { judgeWorkerFrom } from '../../src/judge/setup.ts';
import { createLogger } from '../../src/log.ts';
import { offlineHalf } from '../../src/optimize/evidence.ts';
import { optimizeTool } from '../../src/optimize/run.ts';
import { optimizerOptionsFrom } from '../../src/optimize/setup.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { freshPostgres, withMigratedStore } from '../kit/db.ts';

const log = createLogger('silent');
// A handful of traces: too few for the privacy rule's 5 sessions or a significant replay
// gain (both tested elsewhere), so those bars are lowered; BM25 is the one selector.
const SMALL_DATA = {
  WHETSTONE_PRIVACY_MIN_SESSIONS: '0',
  WHETSTONE_REPLAY_MAX_P: '1',
  WHETSTONE_EMBEDDINGS_MODEL: 'none',
};
const TOOLS = [
  { name: 'weather', description: 'Weather data.', inputSchema: { type: 'object' } },
  { name: 'stocks', description: 'Market data.', inputSchema: { type: 'object' } },
];
const WEATHER = [
  'will it rain in lisbon tomorrow',
  'rain forecast for oslo this weekend',
  'temperature in rome tomorrow',
];
const DATA = {
  // Quotable requests in half 1; two-word ones in half 0.
  1: {
    quotable: [
      'share price of the airline this morning',
      'share price of the railway company now',
      'share price of the shipping firm today',
      'share price of the toy maker this week',
    ],
    short: ['share price', 'quote prices', 'stock quotes', 'dividend yields'],
  },
  // The reverse: quotable in half 0, two-word in half 1.
  0: {
    quotable: [
      'what is the share price of the bakery chain today',
      'latest share price for the carmaker',
      'show the share price of the brewery',
      'what was the share price of the bank yesterday',
    ],
    short: ['share prices', 'stock prices', 'price quotes', 'market prices'],
  },
} as const;

async function load(quotable: readonly string[], short: readonly string[]): Promise<void> {
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
  const all = [
    ...WEATHER.map((q, i) => trace(`w${i}`, 'weather', q)),
    ...quotable.map((q, i) => trace(`q${i}`, 'stocks', q)),
    ...short.map((q, i) => trace(`s${i}`, 'stocks', q)),
  ];
  const ingestor = new TraceIngestor({
    format: v1Format,
    db: kit.db,
    redactor: createRedactor(),
    maxTraceBytes: 1 << 20,
    actor: 'test',
  });
  await ingestor.store(
    ingestor.decode(all.map((t) => ({ value: Buffer.from(JSON.stringify(t)), key: null, source: 'test' }))).rows,
  );
  await judgeWorkerFrom(resolveConfig({ env: SMALL_DATA }), {
    db: kit.db,
    llm: { mode: 'offline', reason: 'test' },
    log,
  }).runOnce();
}

const kit = withMigratedStore(freshPostgres, { perTest: true });
beforeEach(async () => {
  await importTools(kit.db, { server: 'info', tools: TOOLS, actor: 'test', maxDescriptionBytes: 65536 });
});

describe('offline optimizer, cross-fitted', () => {
  it('the data is as the tests need it', () => {
    for (const half of [0, 1] as const) {
      expect(DATA[half].quotable.map(offlineHalf)).toEqual([half, half, half, half]);
      expect(DATA[half].short.map(offlineHalf)).toEqual([1 - half, 1 - half, 1 - half, 1 - half]);
    }
  });

  for (const half of [1, 0] as const) {
    it(`proposes from the half that has something to quote (half ${half}), replayed on the other, citing that fold's evidence`, async () => {
      const { quotable, short } = DATA[half];
      await load(quotable, short);
      const o = optimizerOptionsFrom(resolveConfig({ env: SMALL_DATA }), {
        db: kit.db,
        llm: { mode: 'offline', reason: 'test' },
        log,
      });
      const r = await optimizeTool(o, 'info/stocks');
      expect(r.outcome, r.candidates.map((c) => c.reason).join('; ')).toBe('proposed');
      const v = await kit.db.query<{
        text: string;
        provenance: {
          fold: number;
          evidence: { successes: { trace_id: string }[] };
          sentences: { kind: string; trace_ids: string[] }[];
          replay: { selectors: { selector: string; fixed: number; broken: number }[] };
        };
      }>(
        'SELECT v.text, v.provenance FROM proposals p JOIN description_versions v USING (tool_id, version) WHERE p.id = $1',
        [r.proposalId],
      );
      const { text, provenance } = v.rows[0]!;
      expect(provenance.fold).toBe(half);
      const quoted = [...text.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
      expect(quoted.length).toBeGreaterThan(0);
      expect(quoted.every((q) => (quotable as readonly string[]).includes(q))).toBe(true);
      // The evidence and the sentences it cites are the winning fold's: the quotable
      // requests' traces (q0-q3), never the other half's (s0-s3).
      const ids = provenance.evidence.successes.map((s) => s.trace_id);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.every((id) => id.startsWith('q'))).toBe(true);
      const examples = provenance.sentences.find((s) => s.kind === 'examples')!;
      expect(examples.trace_ids.every((id) => id.startsWith('q'))).toBe(true);
      // Replayed on the other half's requests, where "share price(s)" and "… prices" now reach the tool.
      const bm25 = provenance.replay.selectors.find((s) => s.selector === 'bm25')!;
      expect(bm25.fixed).toBeGreaterThanOrEqual(2);
      expect(bm25.broken).toBe(0);
      // Each candidate stored says which fold wrote it.
      const stored = await kit.db.query<{ fold: number | null }>(
        "SELECT (replay->>'fold')::int AS fold FROM optimizer_candidates",
      );
      expect(stored.rows.length).toBeGreaterThan(0);
      expect(stored.rows.every((x) => x.fold === 0 || x.fold === 1)).toBe(true);
    });
  }
});
