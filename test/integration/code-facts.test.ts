// Code facts in the loop, on the real PostgreSQL (and the store's part on PGlite): a report
// stored per tool version, redacted and audited, tools the catalogue lacks reported back;
// `check` and the optimizer gate on the facts; the offline rewriter states an undisclosed
// effect with its calls in the proposal's provenance; and the trace-grounded finding from
// really judged traces.
import { describe, expect, it } from 'vitest';
import { importTools } from '../../src/catalog/import.ts';
import { resolveConfig } from '../../src/config.ts';
import { codeFactsOf } from '../../src/consistency/facts.ts';
import { saveConsistencyReport } from '../../src/consistency/save.ts';
import { traceFindings } from '../../src/consistency/traces.ts';
import type { ConsistencyReport } from '../../src/consistency/types.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { judgeWorkerFrom } from '../../src/judge/setup.ts';
import { createLogger } from '../../src/log.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { checkCandidate } from '../../src/quality/check.ts';
import type { Db } from '../../src/store/db.ts';
import { runCli, runJson } from '../kit/cli.ts';
import { freshPglite, freshPostgres, withMigratedStore } from '../kit/db.ts';
import { MEMORY_TOOLS, memoryReport } from '../fixtures/consistency-reports.ts';

const log = createLogger('silent');
const MAX = 65536;
const SECRET = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789';

async function ingest(db: Db, traces: Record<string, unknown>[]): Promise<void> {
  const ingestor = new TraceIngestor({
    db,
    redactor: createRedactor(),
    maxTraceBytes: 1 << 20,
    actor: 'test',
    format: v1Format,
  });
  await ingestor.store(
    ingestor.decode(traces.map((t) => ({ value: Buffer.from(JSON.stringify(t)), key: null, source: 'test' }))).rows,
  );
}

/** The memory report, with a token a source file hard-codes in one call's evidence. */
function reportWithSecret(): ConsistencyReport {
  const r = memoryReport();
  r.tools.push({ ...r.tools[0]!, name: 'archive_graph' }); // not in the catalogue
  r.tools[1]!.effects[0]!.evidence = [
    ...r.tools[1]!.effects[0]!.evidence,
    { file: 'src/memory/sync.ts', line: 12, call: `fetch("https://api.example.com/?token=${SECRET}")` },
  ];
  return r;
}

async function saveAndReadBack(db: Db): Promise<void> {
  await importTools(db, { server: 'memory', tools: MEMORY_TOOLS, actor: 'setup', maxDescriptionBytes: MAX });
  const saved = await saveConsistencyReport(db, reportWithSecret(), { server: 'memory', actor: 'ci' });
  expect(saved).toEqual({ stored: 4, unknownTools: ['archive_graph'] });
  const tool = (
    await db.query<{ id: number }>(`SELECT id FROM tools WHERE server = 'memory' AND name = 'delete_entities'`)
  ).rows[0]!;
  const facts = (await codeFactsOf(db, tool.id))!;
  expect(facts.version).toBe(1);
  expect(facts.source).toBe('servers/src/memory');
  expect(facts.effects.map((e) => [e.class, e.disclosed])).toEqual([['fs_write', false]]);
  expect(facts.effects[0]!.evidence.slice(0, 2)).toEqual([
    { file: 'src/memory/index.ts', line: 196, call: 'fs.writeFile' },
    { file: 'src/memory/index.ts', line: 197, call: 'fs.rename' },
  ]);
  expect(facts.findings.map((f) => f.type)).toEqual(['undeclared_state_mutation']);
  // Stored redacted: the token never reaches the table.
  const raw = await db.query<{ t: string }>('SELECT effects::text AS t FROM code_facts');
  expect(raw.rows.map((r) => r.t).join('\n')).not.toContain(SECRET);
  expect(JSON.stringify(facts.effects)).toMatch(/REDACTED/);
  // One audit row per tool stored, none for the unknown one.
  const audit = await db.query<{ actor: string; subject: string; details: { version: number; effects: string[] } }>(
    `SELECT actor, subject, details FROM audit_log WHERE action = 'code_facts.saved' ORDER BY subject`,
  );
  expect(audit.rows.map((r) => r.subject)).toEqual([
    'tool:memory/create_entities',
    'tool:memory/delete_entities',
    'tool:memory/read_graph',
    'tool:memory/search_nodes',
  ]);
  expect(audit.rows[1]).toMatchObject({ actor: 'ci', details: { version: 1, effects: ['fs_write (undisclosed)'] } });
  // A second check appends; the latest is what is read.
  const again = memoryReport();
  again.tools[1]!.effects = [];
  await saveConsistencyReport(db, again, { server: 'memory', actor: 'ci' });
  expect((await codeFactsOf(db, tool.id))!.effects).toEqual([]);
  expect((await db.query(`SELECT 1 FROM code_facts WHERE tool_id = $1`, [tool.id])).rows.length).toBe(2);
}

describe('code facts on PGlite', () => {
  const kit = withMigratedStore(freshPglite);
  it('stores a report per tool version, redacted and audited, and reads it back', () => saveAndReadBack(kit.db));
});

describe('code facts on PostgreSQL', () => {
  const kit = withMigratedStore(freshPostgres, { perTest: true });

  it('stores a report per tool version, redacted and audited, and reads it back', () => saveAndReadBack(kit.db));

  it('holds `check` to the code only when the source was read', async () => {
    await importTools(kit.db, { server: 'memory', tools: MEMORY_TOOLS, actor: 'setup', maxDescriptionBytes: MAX });
    const opts = {
      ref: 'memory/read_graph',
      maxTokens: 260,
      maxGrowth: 10,
      maxDescriptionBytes: MAX,
      replayQueries: 0,
    };
    const text = 'Read the entire knowledge graph, and delete stale entities.';
    const before = await checkCandidate(kit.db, { ...opts, text });
    expect(before.report.gates.map((g) => g.gate)).not.toContain('code');
    await saveConsistencyReport(kit.db, memoryReport(), { server: 'memory', actor: 'ci' });
    const after = await checkCandidate(kit.db, { ...opts, text });
    const code = after.report.gates.find((g) => g.gate === 'code')!;
    expect(code.passed).toBe(false);
    expect(code.reason).toMatch(/claims-missing-capability/);
  });

  it('proposes offline a text that states the undisclosed effect, its calls in the provenance', async () => {
    // The reference text says "Delete …", which names a change; a vaguer text names none.
    const vague = MEMORY_TOOLS.map((t) =>
      t.name === 'delete_entities' ? { ...t, description: 'Forget entities in the knowledge graph' } : t,
    );
    await importTools(kit.db, { server: 'memory', tools: vague, actor: 'setup', maxDescriptionBytes: MAX });
    const shown = MEMORY_TOOLS.map((t) => ({ server: 'memory', name: t.name, version: 1 }));
    const asks = [
      'forget everything about the old project',
      'remove the entity for the cancelled trip',
      'drop the person i no longer work with',
      'delete the entries about last year',
      'erase what you know about the old car',
      'forget the stale meeting entities',
      'remove the duplicate company entity',
      'delete all entities about the move',
    ];
    await ingest(
      kit.db,
      asks.map((q, i) => ({
        schema: 'whetstone.trace/v1',
        trace_id: `d${i}`,
        timestamp: '2026-11-21T10:00:00Z',
        server: 'memory',
        user_query: q,
        tools_shown: shown,
        tool_calls: [
          {
            server: 'memory',
            name: 'delete_entities',
            arguments: { entityNames: ['x'] },
            result: { is_error: false, preview: '{"deleted":["x"],"notFound":[]}' },
          },
        ],
        final_answer: 'Done: removed it from memory.',
      })),
    );
    await saveConsistencyReport(kit.db, memoryReport(), { server: 'memory', actor: 'ci' });
    expect((await runCli(['judge'], kit.env)).code).toBe(0);
    const env = {
      ...kit.env,
      WHETSTONE_PRIVACY_MIN_SESSIONS: '0',
      WHETSTONE_REPLAY_MAX_P: '1',
      WHETSTONE_EMBEDDINGS_MODEL: 'none',
    };
    const r = await runCli(['optimize', 'memory/delete_entities'], env);
    expect(r.code, r.stderr).toBe(0);
    const candidates = (
      await kit.db.query<{ text: string; gates: { gate: string; passed: boolean }[] }>(
        'SELECT text, gates FROM optimizer_candidates',
      )
    ).rows;
    expect(candidates.length).toBeGreaterThan(0);
    for (const c of candidates) {
      expect(c.text).toContain("Writes files on the server's disk.");
      expect(c.text).not.toMatch(/src\/memory|fs\.writeFile/);
      expect(c.gates.find((g) => g.gate === 'code')).toMatchObject({ passed: true });
    }
    const h = await runJson<{
      versions: { source: string; text: string; provenance: { sentences?: { kind: string; evidence?: unknown }[] } }[];
    }>(['history', 'memory/delete_entities'], kit.env);
    const v = h.versions.find((x) => x.source === 'optimizer');
    expect(v, r.stdout).toBeDefined();
    expect(v!.text).toContain("Writes files on the server's disk.");
    expect(v!.provenance.sentences!.find((s) => s.kind === 'disclosure')).toMatchObject({
      evidence: [
        { class: 'fs_write', file: 'src/memory/index.ts', line: 196, call: 'fs.writeFile' },
        { class: 'fs_write', file: 'src/memory/index.ts', line: 197, call: 'fs.rename' },
      ],
    });
  });

  it('finds read-only tools that judged traces show changing state, with the trace ids, no source needed', async () => {
    const tools = [
      { name: 'render_chart', description: 'Renders a chart from a data series. Read-only, no side effects.' },
      { name: 'update_view', description: 'Updates the chart view.', annotations: { readOnlyHint: true } },
      { name: 'read_chart', description: "Returns a chart's data points. Read-only." },
      { name: 'save_chart', description: 'Saves a chart to a file.' },
    ].map((t) => ({ ...t, inputSchema: { type: 'object', properties: {} } }));
    await importTools(kit.db, { server: 'charts', tools, actor: 'setup', maxDescriptionBytes: MAX });
    const shown = tools.map((t) => ({ server: 'charts', name: t.name, version: 1 }));
    const base = (id: string, q: string) => ({
      schema: 'whetstone.trace/v1',
      trace_id: id,
      timestamp: '2026-11-21T10:00:00Z',
      server: 'charts',
      user_query: q,
      tools_shown: shown,
    });
    const call = (name: string, args: Record<string, unknown>) => ({
      server: 'charts',
      name,
      arguments: args,
      result: { is_error: false, preview: 'ok' },
    });
    await ingest(kit.db, [
      // The answer says a file was made, and only render_chart's call took its path.
      ...[0, 1].map((i) => ({
        ...base(`made${i}`, `plot the monthly sales as bars ${i}`),
        tool_calls: [call('read_chart', { id: 'sales' }), call('render_chart', { out: `/tmp/charts/sales${i}.png` })],
        final_answer: `I've saved the chart to /tmp/charts/sales${i}.png.`,
      })),
      // The session counts update_view's call as a change (after the user's consent).
      {
        ...base('sess0', 'zoom the chart into march'),
        tool_calls: [call('update_view', { month: 3 })],
        messages: [
          { role: 'user', content: 'zoom the chart into march' },
          { role: 'assistant', content: 'Shall I update the view to March?' },
          { role: 'user', content: 'yes please' },
          { role: 'assistant', content: 'Done, the view shows March.' },
        ],
        final_answer: 'Done, the view shows March.',
      },
      // read_chart only reads; save_chart makes a file but never said it was read-only.
      {
        ...base('read0', 'what were the sales in may'),
        tool_calls: [call('read_chart', { id: 'sales' })],
        final_answer: 'Sales in May were 12.',
      },
      {
        ...base('save0', 'save the chart as a file'),
        tool_calls: [call('save_chart', { path: '/tmp/charts/final.png' })],
        final_answer: 'I saved it to /tmp/charts/final.png.',
      },
    ]);
    // Nothing judged yet: nothing to find.
    expect(await traceFindings(kit.db, 'charts')).toEqual([]);
    const config = resolveConfig({ env: { WHETSTONE_JUDGE_SAMPLE_RATE: '0', WHETSTONE_EMBEDDINGS_MODEL: 'none' } });
    await judgeWorkerFrom(config, { db: kit.db, llm: { mode: 'offline', reason: 'test' }, log }).runOnce();
    const found = await traceFindings(kit.db, 'charts');
    expect(found.map((f) => [f.tool, f.finding.type, [...f.finding.traceIds!].sort()])).toEqual([
      ['render_chart', 'trace_state_change', ['made0', 'made1']],
      ['update_view', 'trace_state_change', ['sess0']],
    ]);
    expect(found[0]!.finding.message).toMatch(
      /^described as "read-only", but 2 judged traces show its calls changing state/,
    );
    expect(found[1]!.finding.message).toMatch(/^annotated readOnlyHint/);
    // A trace's words never reach a finding.
    expect(JSON.stringify(found)).not.toMatch(/tmp|sales|march/i);
    expect((await traceFindings(kit.db, 'charts', 'update_view')).map((f) => f.tool)).toEqual(['update_view']);
    // The command with --server and no --source prints the same, and fails CI on it.
    const cli = await runCli(['consistency', '--server', 'charts', '--json'], kit.env);
    expect(cli.code, cli.stderr).toBe(2);
    const printed = JSON.parse(cli.stdout) as { tools: { name: string; findings: { traceIds: string[] }[] }[] };
    expect(printed.tools.map((t) => [t.name, t.findings[0]!.traceIds.length])).toEqual([
      ['render_chart', 2],
      ['update_view', 1],
    ]);
  });

  it('saves a source reading with --save against the catalogue, naming tools it lacks', async () => {
    await importTools(kit.db, { server: 'memory', tools: MEMORY_TOOLS, actor: 'setup', maxDescriptionBytes: MAX });
    const source = 'test/fixtures/servers/ts-memory';
    const bad = await runCli(['consistency', '--source', source, '--save'], kit.env);
    expect([bad.code, bad.stderr]).toEqual([1, expect.stringMatching(/--save needs both --source DIR and --server/)]);
    const r = await runCli(['consistency', '--source', source, '--server', 'memory', '--save', '--json'], kit.env);
    expect(r.stderr).toMatch(/saved code facts of 4 memory tools; not in the catalogue: add_observations/);
    const tool = (
      await kit.db.query<{ id: number }>(`SELECT id FROM tools WHERE server = 'memory' AND name = 'delete_entities'`)
    ).rows[0]!;
    const facts = (await codeFactsOf(kit.db, tool.id))!;
    expect(facts.effects.map((e) => e.class)).toContain('fs_write');
    const audit = await kit.db.query(`SELECT 1 FROM audit_log WHERE action = 'code_facts.saved'`);
    expect(audit.rows.length).toBe(4);
  });
});
