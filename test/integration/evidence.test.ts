// The evidence the optimizer learns from, and the user's goal the judges state, as a user
// sees them: a scripted LLM judge (the only scripted part) states a goal per trace; the goal
// is stored, `whetstone traces show` and `whetstone evidence` print it, the proposal API
// carries it, and the improver's examples include it. PostgreSQL is real.
import { beforeEach, describe, expect, it } from 'vitest';
import { simpleTrace } from '../../lib/datasets/traces.ts';
import { importTools } from '../../src/catalog/import.ts';
import { resolveConfig } from '../../src/config.ts';
import { judgeWorkerFrom } from '../../src/judge/setup.ts';
import { meteredLlm, meterFrom } from '../../src/llm/provider.ts';
import { createLogger } from '../../src/log.ts';
import { gatherRunEvidence, offlineHalf } from '../../src/optimize/evidence.ts';
import { improverInputs } from '../../src/optimize/improver.ts';
import { goalOf } from '../../src/review/queries.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { runCli } from '../kit/cli.ts';
import { freshPostgres, withMigratedStore } from '../kit/db.ts';
import { scriptedAI } from '../kit/mock-ai.ts';
import { judgeReply } from '../kit/openai-server.ts';

const log = createLogger('silent');

const kit = withMigratedStore(freshPostgres, { perTest: true });
beforeEach(async () => {
  await importTools(kit.db, {
    server: 'fetch',
    tools: [{ name: 'fetch', description: 'Fetches a URL.', inputSchema: {} }],
    actor: 'test',
    maxDescriptionBytes: 65536,
  });
});

// Good answers pass, the empty one fails; the scripted judge names a distinct goal per trace.
const TRACES = [
  // Its first call was rejected and the next one worked: a failed-then-fixed pair.
  simpleTrace('good-1', {
    user_query: 'What does example.com say?',
    final_answer: 'It is the IANA example page, used in documentation.',
    tool_calls: [
      { name: 'fetch', arguments: { url: 'example.com' }, result: { is_error: true, preview: 'invalid URL' } },
      {
        name: 'fetch',
        arguments: { url: 'https://example.com' },
        result: { is_error: false, preview: 'Example Domain' },
      },
    ],
  }),
  simpleTrace('good-2', { user_query: 'Summarise example.org for me', final_answer: 'Another IANA example domain.' }),
  simpleTrace('bad-1', {
    user_query: 'Read example.net',
    final_answer: '',
    tool_calls: [
      { name: 'fetch', arguments: { url: 'example.net' }, result: { is_error: true, preview: 'invalid URL' } },
    ],
  }),
];
const GOALS: Record<string, string> = {
  'good-1': 'learn what example.com says',
  'good-2': 'a summary of example.org',
  'bad-1': 'read the page at example.net',
};

async function judgeWithScriptedGoals(): Promise<void> {
  const ingestor = new TraceIngestor({
    format: v1Format,
    db: kit.db,
    redactor: createRedactor(),
    maxTraceBytes: 1 << 20,
    actor: 'test',
  });
  const { rows } = ingestor.decode(
    TRACES.map((t) => ({ value: Buffer.from(JSON.stringify(t)), key: null, source: 'test' })),
  );
  await ingestor.store(rows);
  const config = resolveConfig({ env: { WHETSTONE_JUDGE_SAMPLE_RATE: '1' } });
  // The prompt carries the trace's query; the reply states that trace's goal.
  const s = scriptedAI((_n, prompt) => {
    const id = TRACES.find((t) => prompt.includes(t.user_query as string))!.trace_id as string;
    return judgeReply(id.startsWith('good') ? 0.9 : 0.1, { userTaskIdentified: GOALS[id]! });
  });
  const llm = meteredLlm(() => s.ai, {
    provider: 'scripted',
    model: 'scripted',
    meter: meterFrom(config, { db: kit.db }),
  });
  await judgeWorkerFrom(config, { db: kit.db, llm, log }).runOnce();
  const stored = await kit.db.query<{ trace_id: string; user_task_identified: string; goal_source: string }>(
    `SELECT trace_id, user_task_identified, goal_source FROM judgments WHERE judge LIKE 'llm:%' ORDER BY trace_id`,
  );
  expect(stored.rows).toEqual(
    Object.keys(GOALS)
      .sort()
      .map((id) => ({ trace_id: id, user_task_identified: GOALS[id], goal_source: 'llm' })),
  );
}

describe("the user's goal and the evidence, shown", () => {
  it("`traces show` prints the LLM judge's goal next to the signal judge's", async () => {
    await judgeWithScriptedGoals();
    const r = await runCli(['traces', 'show', 'good-2'], kit.env);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('goal: a summary of example.org (from llm)');
    // The signal judge's goal is the first request, shortened, and says so.
    expect(r.stdout).toContain('goal: Summarise example.org for me (from conversation)');
  });

  it('`evidence` shows the picks the optimizer would read, with goal, judge, outcome and why', async () => {
    await judgeWithScriptedGoals();
    const r = await runCli(['evidence', 'fetch/fetch', '--mode', 'llm', '--json'], kit.env);
    expect(r.code, r.stderr).toBe(0);
    const e = JSON.parse(r.stdout) as {
      mode: string;
      judged: number;
      successes: Record<string, unknown>[];
      failures: Record<string, unknown>[];
    };
    expect(e).toMatchObject({ mode: 'llm', judged: 3 });
    // k = 1 per side: the best success by LLM score (ties by trace id), the worst failure.
    expect(e.successes).toEqual([
      expect.objectContaining({
        traceId: 'good-1',
        judge: 'llm',
        score: 0.9,
        outcome: 'served',
        goal: GOALS['good-1'],
      }),
    ]);
    expect(e.failures).toEqual([
      expect.objectContaining({
        traceId: 'bad-1',
        judge: 'llm',
        score: 0.1,
        outcome: 'error',
        goal: GOALS['bad-1'],
        isError: true,
      }),
    ]);
    expect(e.successes[0]!.fixes).toEqual([
      {
        traceId: 'good-1',
        rejected: { url: 'example.com' },
        accepted: { url: 'https://example.com' },
        error: 'invalid URL',
      },
    ]);
    expect(e.failures[0]!.fixes).toEqual([]);
    expect(e.successes[0]!.why).toBe(
      'success 1 of 2: this tool served a task judged a success; highest score among LLM-judged traces (they outrank signal-only ones)',
    );
    expect(e.failures[0]!.why).toMatch(/^failure 1 of 1: this tool's call returned an error; lowest score/);

    const text = await runCli(['evidence', 'fetch/fetch', '--mode', 'llm'], kit.env);
    expect(text.stdout).toContain(
      "fetch/fetch v1: 3 judged traces saw this version's text; llm evidence: 1 successes, 1 failures",
    );
    expect(text.stdout).toContain(`goal: ${GOALS['bad-1']}`);
    expect(text.stdout).toContain('why: failure 1 of 1');
    expect(text.stdout).toContain(
      'fixed: {"url":"example.com"} → error: invalid URL; then {"url":"https://example.com"} worked',
    );

    // Offline: every success the run reads, each with the half whose fold mines it.
    const offline = await runCli(['evidence', 'fetch/fetch', '--mode', 'offline', '--json'], kit.env);
    const o = JSON.parse(offline.stdout) as { successes: { query: string; half: number }[] };
    expect(o.successes.length).toBe(2);
    for (const x of o.successes) expect(x.half).toBe(offlineHalf(x.query));
    const offlineText = await runCli(['evidence', 'fetch/fetch', '--mode', 'offline'], kit.env);
    expect(offlineText.stdout).toMatch(/good-\d {2}score .* {2}half [01]/);
  });

  it("the improver's examples and the proposal page carry the goal", async () => {
    await judgeWithScriptedGoals();
    const evidence = await gatherRunEvidence(
      kit.db,
      { server: 'fetch', name: 'fetch', publishedVersion: 1 },
      { mode: 'llm', evidenceK: 1, offlineEvidenceK: 50 },
    );
    const inputs = improverInputs(
      { toolName: 'fetch', inputSchema: {}, current: 'Fetches a URL.', evidence },
      createRedactor(),
    );
    expect(JSON.parse(inputs.correctExamples!)).toMatchObject({
      user_query: 'What does example.com say?',
      user_goal: GOALS['good-1'],
    });
    expect(JSON.parse(inputs.failedExamples!)).toMatchObject({ user_goal: GOALS['bad-1'] });
    // The page's cards read the goal through goalOf: the LLM's outranks the conversation's.
    const judgments = (
      await kit.db.query<{ judge: string; user_task_identified: string | null; goal_source: string | null }>(
        "SELECT judge, user_task_identified, goal_source FROM judgments WHERE trace_id = 'good-2' ORDER BY id",
      )
    ).rows;
    expect(judgments.map((j) => j.goal_source).sort()).toEqual(['conversation', 'llm']);
    expect(goalOf(judgments)).toEqual({ text: GOALS['good-2'], source: 'llm' });
    expect(goalOf(judgments.filter((j) => j.judge === 'signals'))).toEqual({
      text: 'Summarise example.org for me',
      source: 'conversation',
    });
    expect(goalOf([])).toBeNull();
  });

  it('says what to do for a tool with no judged traces, and refuses a bad --mode', async () => {
    const r = await runCli(['evidence', 'fetch/fetch'], kit.env);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("0 judged traces saw this version's text");
    expect(r.stdout).toContain('no evidence: no stored trace called it');
    const bad = await runCli(['evidence', 'fetch/fetch', '--mode', 'fast'], kit.env);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--mode must be llm or offline, not "fast"');
  });
});
