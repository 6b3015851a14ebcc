// `whetstone budget` through the real CLI on PostgreSQL: recorded (judged) requests replayed
// on BM25 choose which component of a tool to drop; the result is a pending proposal of a
// compact version (its components the kept ones), audited, that approval publishes for
// the compact set only. Errors name what to fix: an unknown server, a budget below the
// least possible (the number said).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assembleComponents, type Components } from '../../src/catalog/components.ts';
import { importTools } from '../../src/catalog/import.ts';
import { resolveConfig } from '../../src/config.ts';
import { EXIT_ERROR } from '../../src/cli/output.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { judgeWorkerFrom } from '../../src/judge/setup.ts';
import { createLlm } from '../../src/llm/provider.ts';
import { createLogger } from '../../src/log.ts';
import { offlineHalf } from '../../src/optimize/evidence.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { countTokens } from '../../src/tokens.ts';
import { runCli, runJson } from '../kit/cli.ts';
import { withMigratedStore } from '../kit/db.ts';

const ENV = { WHETSTONE_EMBEDDINGS_MODEL: 'none' };
const FORECAST: Components = {
  purpose: 'Gets the weather forecast for a city: temperature, wind and chance of rain.',
  whenNotToUse: 'Not for past climate records or historical monthly averages: use climate/archive.',
  examples: 'Typical requests: "do I need an umbrella tomorrow"; "will it snow this weekend".',
};
const CATALOG = [
  { server: 'weather', name: 'forecast', description: assembleComponents(FORECAST) },
  {
    server: 'climate',
    name: 'archive',
    description: 'Looks up climate history: monthly averages and extremes by year.',
  },
  {
    server: 'news',
    name: 'search',
    description: 'Searches news articles by topic. Use when the user asks about headlines.',
  },
];
// The forecast's examples win its requests; its "not for" line steals the archive's.
// The first two are the examples' own quotes.
const REQUESTS: [query: string, server: string, name: string][] = [
  ['do I need an umbrella tomorrow', 'weather', 'forecast'],
  ['will it snow this weekend', 'weather', 'forecast'],
  ['umbrella for the walk tomorrow', 'weather', 'forecast'],
  ['snow this weekend in the hills', 'weather', 'forecast'],
  ['need an umbrella this weekend', 'weather', 'forecast'],
  ['umbrella tomorrow morning', 'weather', 'forecast'],
  ['snow in the mountains tomorrow', 'weather', 'forecast'],
  ['historical monthly averages for july', 'climate', 'archive'],
  ['past climate records in 1990', 'climate', 'archive'],
  ['historical averages of the coldest month', 'climate', 'archive'],
  ['past records of the monthly averages', 'climate', 'archive'],
  ['latest headlines', 'news', 'search'],
];
const full = countTokens(CATALOG[0]!.description);
const without = (k: keyof Components) =>
  countTokens(
    assembleComponents(
      FORECAST,
      (['purpose', 'whenNotToUse', 'examples'] as const).filter((x) => x !== k),
    ),
  );
// One of the forecast's two droppable components must go.
const BUDGET = Math.max(without('examples'), without('whenNotToUse'));

const kit = withMigratedStore();
beforeAll(async () => {
  for (const server of ['weather', 'climate', 'news'])
    await importTools(kit.db, {
      server,
      tools: CATALOG.filter((t) => t.server === server).map((t) => ({
        name: t.name,
        description: t.description,
        inputSchema: {},
      })),
      actor: 'test',
      maxDescriptionBytes: 65536,
    });
  const ingestor = new TraceIngestor({
    format: v1Format,
    db: kit.db,
    redactor: createRedactor(),
    maxTraceBytes: 1 << 20,
    actor: 'test',
  });
  const { rows } = ingestor.decode(
    REQUESTS.map(([q, server, name], i) => ({
      value: Buffer.from(
        JSON.stringify({
          schema: 'whetstone.trace/v1',
          trace_id: `b${i}`,
          timestamp: '2026-11-21T10:00:00Z',
          server,
          user_query: q,
          tool_calls: [{ server, name, arguments: { q }, result: { is_error: false, preview: 'done' } }],
          final_answer: `Done: ${q}.`,
        }),
      ),
      key: server,
      source: 'test',
    })),
  );
  await ingestor.store(rows);
  const config = resolveConfig({ env: ENV });
  const judge = judgeWorkerFrom(config, { db: kit.db, llm: createLlm(config), log: createLogger('silent') });
  while ((await judge.runOnce()).signaled > 0);
});

const env = () => ({ ...kit.env, ...ENV });

describe('whetstone budget', () => {
  it('the recorded requests are in both halves, of both kinds (what the choice is tested on)', () => {
    for (const half of [0, 1])
      for (const server of ['weather', 'climate'])
        expect(REQUESTS.slice(2).some(([q, s]) => s === server && offlineHalf(q) === half)).toBe(true);
  });

  it('names an unknown server and the least possible budget', async () => {
    const unknown = await runCli(['budget', 'nope', '--tokens', '100'], env());
    expect(unknown.code).toBe(EXIT_ERROR);
    expect(unknown.stderr).toMatch(/unknown server nope/);
    const low = await runCli(['budget', 'weather', '--tokens', '5'], env());
    expect(low.code).toBe(EXIT_ERROR);
    const least = countTokens(FORECAST.purpose!);
    expect(low.stderr).toContain(`least weather's descriptions can take: ${least} tokens`);
    expect((await runCli(['budget', 'weather', '--tokens', String(least), '--dry-run'], env())).code).toBe(0);
  });

  it('--dry-run prints the choice and stores nothing', async () => {
    const r = await runJson<{
      tokens_full: number;
      tokens: number;
      queries: number;
      tools: { dropped: string[]; proposal?: number }[];
    }>(['budget', 'weather', '--tokens', String(BUDGET), '--dry-run'], env());
    expect(r.tokens_full).toBe(full);
    // The two requests the examples quote chose that text: not replayed.
    expect(r.queries).toBe(REQUESTS.length - 2);
    expect(r.tokens).toBeLessThanOrEqual(BUDGET);
    expect(r.tools[0]!.dropped).toEqual(['whenNotToUse']);
    expect(r.tools[0]!.proposal).toBeUndefined();
    const stored = await kit.db.query("SELECT 1 FROM audit_log WHERE action IN ('budget.chosen', 'proposal.created')");
    expect(stored.rows).toHaveLength(0);
    expect((await kit.db.query("SELECT 1 FROM description_versions WHERE variant <> 'full'")).rows).toHaveLength(0);
  });

  it('stores the choice as a compact proposal with its components, audited, published for compact only', async () => {
    const text = await runCli(['budget', 'weather', '--tokens', String(BUDGET)], env());
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/weather, variant compact: \d+ → \d+ tokens/);
    expect(text.stdout).toMatch(/replayed top-1 on \d+ recorded queries the choice did not see/);
    expect(text.stdout).toMatch(/weather\/forecast\s+\d+ → \d+\s+whenNotToUse\s+#\d+ \(v2\)/);
    const v = (
      await kit.db.query<{ variant: string; source: string; text: string; components: Components; provenance: object }>(
        `SELECT v.variant, v.source, v.text, v.components, v.provenance FROM description_versions v
           JOIN tools t ON t.id = v.tool_id WHERE t.name = 'forecast' AND v.version = 2`,
      )
    ).rows[0]!;
    expect(v).toMatchObject({ variant: 'compact', source: 'optimizer' });
    expect(v.text).toBe(assembleComponents(FORECAST, ['purpose', 'examples']));
    expect(Object.keys(v.components).sort()).toEqual(['examples', 'purpose']);
    expect(v.provenance).toMatchObject({ kind: 'budget', dropped: ['whenNotToUse'], budget: BUDGET });
    const audit = await kit.db.query<{ action: string; details: Record<string, unknown> }>(
      "SELECT action, details FROM audit_log WHERE action IN ('budget.chosen', 'proposal.created') ORDER BY id",
    );
    expect(audit.rows.map((a) => a.action)).toEqual(['proposal.created', 'budget.chosen']);
    expect(audit.rows[0]!.details).toMatchObject({ tool: 'weather/forecast', variant: 'compact', version: 2 });
    expect(audit.rows[1]!.details).toMatchObject({ variant: 'compact', budget: BUDGET, fits: true });
    const proposal = (audit.rows[1]!.details.proposals as number[])[0]!;

    // Approval publishes it for the compact set; the full set's pointer stays at v1.
    expect((await runCli(['approve', String(proposal), '--publish'], env())).code).toBe(0);
    const pointers = await kit.db.query<{ variant: string; published_version: number }>(
      `SELECT 'full' AS variant, s.published_version FROM tool_state s JOIN tools t ON t.id = s.tool_id WHERE t.name = 'forecast'
       UNION ALL SELECT s.variant, s.published_version FROM variant_state s JOIN tools t ON t.id = s.tool_id WHERE t.name = 'forecast'`,
    );
    expect(pointers.rows).toEqual([
      { variant: 'full', published_version: 1 },
      { variant: 'compact', published_version: 2 },
    ]);
    expect((await kit.db.query("SELECT 1 FROM audit_log WHERE action = 'tool.variant_published'")).rows).toHaveLength(
      1,
    );

    // The same budget again: the same text is already published for compact, nothing new.
    const again = await runJson<{ tools: { skipped?: string; proposal?: number }[] }>(
      ['budget', 'weather', '--tokens', String(BUDGET)],
      env(),
    );
    expect(again.tools[0]).toMatchObject({ skipped: 'already published for compact' });
    expect(again.tools[0]!.proposal).toBeUndefined();
  });

  it('an open proposal of the same text for another set does not stop a proposal for this one', async () => {
    // The budget's text proposed for the full set (by hand) is open; a budget for another
    // set still proposes it there: approving the full set's proposal would not move that set.
    const file = join(mkdtempSync(join(tmpdir(), 'whetstone-budget-')), 'compact.txt');
    writeFileSync(file, assembleComponents(FORECAST, ['purpose', 'examples']));
    const full = await runJson<{ proposal: { id: number } }>(
      ['propose', 'weather/forecast', '--file', file, '--reason', 'shorter for everyone'],
      env(),
    );
    const tiny = await runJson<{ tools: { skipped?: string; proposal?: number }[] }>(
      ['budget', 'weather', '--tokens', String(BUDGET), '--variant', 'tiny'],
      env(),
    );
    expect(tiny.tools[0]!.skipped).toBeUndefined();
    expect(tiny.tools[0]!.proposal).toBeGreaterThan(full.proposal.id);
    // The same set again: that proposal is open, nothing new.
    const again = await runJson<{ tools: { skipped?: string; proposal?: number }[] }>(
      ['budget', 'weather', '--tokens', String(BUDGET), '--variant', 'tiny'],
      env(),
    );
    expect(again.tools[0]).toMatchObject({ skipped: `already proposed as #${tiny.tools[0]!.proposal}` });
  });
});
