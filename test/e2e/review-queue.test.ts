// The review queue at volume, in headless Chromium against the real server and
// PostgreSQL: ordered by expected gain and paged; a real offline optimizer proposal (judged
// traces, gates, evidence) whose page explains its lint label and each evidence card; the
// tool page's chart for a version the LLM judge never sampled; no "Roll back" with a single
// version ever published; times with their zone; /favicon.ico. Saves the queue's screenshot
// (review-pages.test.ts takes the proposal, trace and tool pages').
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { importTools } from '../../src/catalog/import.ts';
import { resolveConfig } from '../../src/config.ts';
import { listen } from '../../src/daemon/http.ts';
import { judgeWorkerFrom } from '../../src/judge/setup.ts';
import { createLlm } from '../../src/llm/provider.ts';
import { createLogger } from '../../src/log.ts';
import { optimizeTool } from '../../src/optimize/run.ts';
import { optimizerOptionsFrom } from '../../src/optimize/setup.ts';
import { approve, propose } from '../../src/review/actions.ts';
import { createToken } from '../../src/auth/auth.ts';
import { createReviewApp } from '../../src/review/http.ts';
import type { Db } from '../../src/store/db.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { screenshotDir } from '../kit/env.ts';
import { CHROMIUM, launchChromium } from '../kit/browser.ts';
import { freshMigratedPostgres, openMigrated, type TestStore } from '../kit/db.ts';

const SHOTS = screenshotDir();
const log = createLogger('silent');

const TOOLS = [
  {
    name: 'weather',
    description: 'Weather data.',
    inputSchema: { type: 'object', properties: { city: { type: 'string', description: 'City name' } } },
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
// More requests for headlines than "News articles." matches: the rewriter quotes some, and
// replay finds the held-out ones now picked right (the optimizer proposes only a gain).
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
      // Some weather questions went to news first: wrong picks of news.
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

describe('review queue and pages in a browser', () => {
  let store: TestStore;
  let db: Db;
  let browser: Browser;
  let base: string;
  let close: () => Promise<void>;
  let token: string;
  let optimizerProposal: number;
  /** Proposal ids in the order the queue must show them (best expected gain first). */
  let expected: number[];

  beforeAll(async () => {
    if (!existsSync(CHROMIUM))
      throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium (.ci/run does this)`);
    store = await freshMigratedPostgres();
    db = await openMigrated(store);
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
    // A handful of traces: too few for the privacy rule's 5 sessions or a significant replay
    // gain (both tested on their own), so those bars are lowered; identifiers stay blocked.
    const config = resolveConfig({
      env: {
        WHETSTONE_JUDGE_SAMPLE_RATE: '0',
        WHETSTONE_PRIVACY_MIN_SESSIONS: '0',
        WHETSTONE_REPLAY_MAX_P: '1',
        WHETSTONE_EMBEDDINGS_MODEL: 'none',
      },
    });
    const llm = createLlm(config);
    await judgeWorkerFrom(config, { db, llm, log }).runOnce();
    const run = await optimizeTool(optimizerOptionsFrom(config, { db, llm, log }), 'info/news');
    expect(
      run.proposalId,
      `the offline optimizer proposed nothing: ${run.outcome}: ${run.candidates.map((c) => c.reason).join(' | ')}`,
    ).toBeDefined();
    optimizerProposal = run.proposalId!;

    // 24 more tools, each with one proposal: 22 carry a replay delta (gains 0..21, in a
    // shuffled order of creation), one a declared expected gain, one is human.
    const gains: { id: number; gain: number }[] = [];
    const opt = (
      await db.query<{ provenance: { replay: { before: number; after: number } } }>(
        `SELECT v.provenance FROM proposals p JOIN description_versions v ON v.tool_id = p.tool_id AND v.version = p.version WHERE p.id = $1`,
        [optimizerProposal],
      )
    ).rows[0]!.provenance.replay;
    gains.push({ id: optimizerProposal, gain: opt.after - opt.before });
    const order = Array.from({ length: 22 }, (_, i) => (i * 7) % 22);
    for (const g of [...order, 'declared', 'human'] as const) {
      const name = `tool_${g}`;
      await importTools(db, {
        server: 'bulk',
        tools: [{ name, description: `Does ${name} things.`, inputSchema: { type: 'object' } }],
        actor: 'setup',
        maxDescriptionBytes: 65536,
      });
      const text = `Does ${name} things for the user; returns one result. Use when the user asks for ${name}.`;
      if (g === 'human') {
        await propose(db, { ref: `bulk/${name}`, text, reason: 'by hand', actor: 'alice', maxDescriptionBytes: 65536 });
        continue;
      }
      const declared = g === 'declared';
      const p = await propose(db, {
        ref: `bulk/${name}`,
        text,
        reason: 'optimizer',
        actor: 'whetstone-optimizer',
        maxDescriptionBytes: 65536,
        source: 'optimizer',
        provenance: declared
          ? { replay: { queries: 100, before: 50, after: 50 } }
          : { replay: { queries: 641, before: 200, after: 200 + g } },
        gates: [
          { gate: 'lint', passed: true, reason: 'ok' },
          ...(declared ? [{ gate: 'paired_test', passed: true, reason: 'p=0.01', expected_gain: 30.5 }] : []),
        ],
      });
      gains.push({ id: p.proposal.id, gain: declared ? 30.5 : (g as number) });
    }
    expected = gains.sort((a, b) => b.gain - a.gain || b.id - a.id).map((x) => x.id);
    const human = (await db.query<{ id: number }>(`SELECT id FROM proposals WHERE created_by = 'alice'`)).rows[0]!.id;
    expected.push(human);

    token = (await createToken(db, { name: 'rita-reviewer', role: 'reviewer', actor: 'setup' })).token;
    const app = new Hono();
    app.route('/', createReviewApp({ db, log, writesPerMinute: 100 }));
    const { server, port } = await listen(app, '127.0.0.1', 0);
    base = `http://127.0.0.1:${port}`;
    close = () => new Promise((ok) => server.close(() => ok()));
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await close?.();
    await db?.close();
    await store?.cleanup();
  });

  const signIn = async (): Promise<{ page: Page; errors: string[]; notFound: string[] }> => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    const notFound: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('response', (r) => void (r.status() === 404 && notFound.push(r.url())));
    await page.goto(base + '/');
    await page.getByTestId('token-input').fill(token);
    await page.getByTestId('signin').click();
    await expect.poll(() => page.getByTestId('who').textContent()).toBe('rita-reviewer (reviewer)');
    return { page, errors, notFound };
  };
  const ids = async (page: Page) =>
    (await page.locator('[data-testid="proposal-row"] td:first-child a').allTextContents()).map((t) =>
      Number(t.slice(1)),
    );

  it('orders the queue by expected gain and pages it', async () => {
    expect(expected).toHaveLength(25);
    const { page, errors, notFound } = await signIn();
    await page.getByTestId('proposal-row').first().waitFor();
    expect(await ids(page)).toEqual(expected.slice(0, 20));
    expect(await page.getByTestId('page-info').textContent()).toBe('page 1 of 2 · 25 proposals');
    expect(await page.getByTestId('gain').first().textContent()).toContain('+30.5 (expected)');
    expect(await page.locator('[data-testid="proposal-row"]').nth(1).textContent()).toMatch(
      /\+21 \(200 → 221 of 641\)/,
    );
    expect(await page.locator('[data-testid="proposal-row"]').first().textContent()).toMatch(
      /\d{4}-\d\d-\d\d \d\d:\d\d UTC/,
    );
    await page.screenshot({ path: `${SHOTS}queue.png`, fullPage: true });

    await page.getByTestId('next').click();
    await expect.poll(() => page.getByTestId('page-info').textContent()).toBe('page 2 of 2 · 25 proposals');
    expect(await ids(page)).toEqual(expected.slice(20));
    expect(await page.getByTestId('next').count()).toBe(0);
    expect(await page.locator('[data-testid="proposal-row"]').last().textContent()).toContain('human');

    await page.getByTestId('order-newest').click();
    await expect.poll(() => page.getByTestId('page-info').textContent()).toBe('page 1 of 2 · 25 proposals');
    expect(await ids(page)).toEqual([...expected].sort((a, b) => b - a).slice(0, 20));

    const favicon = await fetch(`${base}/favicon.ico`);
    expect(favicon.status).toBe(200);
    expect(notFound).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a proposal page explains its lint label and why each trace is evidence', async () => {
    const { page, errors } = await signIn();
    await page.goto(`${base}/#/p/${optimizerProposal}`);
    await page.getByTestId('diff').waitFor();
    const label = (await page.getByTestId('lint-label').textContent())!;
    const gate = (await page.locator('[data-testid="gates"] li').first().textContent())!;
    // The label line carries the rubric totals the lint gate states, and explains a Bad label.
    const totals = gate.match(/rubric (\d+) → (\d+) of 30/);
    expect(totals, gate).not.toBeNull();
    expect(label).toContain(`Rubric ${totals![1]} → ${totals![2]} of 30`);
    if (label.includes('→ Bad')) expect(label).toMatch(/Good needs every component at 3 or more; still short: \w+/);
    // Offline, no LLM reader read the optimizer's text: the page says so, once, under the injection gate.
    expect(await page.getByTestId('reader-note').allTextContents()).toEqual([
      'not read by the LLM reader: no LLM configured (WHETSTONE_LLM_PROVIDER unset): offline, rules only',
    ]);
    expect(await page.locator('[data-testid="gates"] li:has(+ [data-testid="reader-note"])').textContent()).toMatch(
      /^✓ injection — /,
    );

    const cards = page.getByTestId('evidence');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const why of await page.getByTestId('evidence-why').allTextContents())
      expect(why).toMatch(/^Why it is a (success|failure) for this tool: \w+/);
    const wrong = page.locator('[data-testid="evidence"]', { hasText: 'wrong_pick' });
    expect(await wrong.count()).toBeGreaterThan(0);
    expect(await wrong.first().getByTestId('evidence-why').textContent()).toContain(
      'info/weather then served the task: a wrong pick',
    );
    for (const j of await page.getByTestId('judgment').allTextContents())
      expect(j).toMatch(/Trace judged by signals \(rule \S+\): (passed|failed) \(\d\.\d\d\) because \S+/);
    // Only the signal judge ran: each card's goal is the first user request (these are short
    // enough to keep whole), and the card says where the goal came from.
    for (const card of await cards.all()) {
      const goal = (await card.getByTestId('evidence-goal').textContent())!;
      const query = (await card.locator('p', { hasText: 'Query:' }).textContent())!.replace(/^Query:\s*/, '');
      expect(goal).toBe(`User's goal: ${query} (from conversation)`);
    }
    expect(errors).toEqual([]);
  });

  it('shows the page navigated to last when the reply for an earlier page comes later', async () => {
    const { page, errors } = await signIn();
    // The tools list answers late: its page must not land over the tool page opened while
    // its reply was on the way (the bug: each page wrote #main when its own reply came).
    let asked = false;
    let answered = false;
    await page.route('**/api/tools', async (r) => {
      asked = true;
      await new Promise((res) => setTimeout(res, 1_500));
      answered = true;
      await r.continue();
    });
    await page.goto(`${base}/#/tools`);
    await expect.poll(() => asked, { timeout: 10_000 }).toBe(true);
    await page.goto(`${base}/#/t/info/weather`);
    await expect.poll(() => answered, { timeout: 10_000 }).toBe(true);
    await page.getByTestId('tool-title').waitFor();
    // Past the late reply's render: the tool page is still the one shown.
    await page.waitForTimeout(500);
    expect(await page.getByTestId('tool-title').count()).toBe(1);
    expect(await page.locator('h1', { hasText: /^Tools$/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the tool page: signal bars where the LLM judge sampled nothing, no roll back with one version', async () => {
    const { page, errors } = await signIn();
    await page.goto(`${base}/#/t/info/weather`);
    await page.getByTestId('chart').waitFor();
    const est = (
      await db.query<{ version: number; sampled: number; signal_traces: number; signal_passed: number }>(
        `SELECT version, sampled, signal_traces, signal_passed FROM success_estimates WHERE server = 'info' AND name = 'weather'`,
      )
    ).rows;
    expect(est.length).toBeGreaterThan(0);
    for (const e of est) {
      expect(e.sampled).toBe(0); // sample rate 0: signals only
      expect(await page.getByTestId(`no-sample-v${e.version}`).count()).toBe(1);
      const bar = page.getByTestId(`bar-signals-v${e.version}`);
      expect(Number(await bar.getAttribute('height'))).toBeCloseTo((e.signal_passed / e.signal_traces) * 90, 3); // h = 90 in app.js
      expect(Number(await bar.getAttribute('height'))).toBeGreaterThan(0);
      expect(await page.getByTestId('chart').textContent()).toContain(`${e.signal_passed}/${e.signal_traces}`);
    }
    expect(await page.getByTestId('rollback').count()).toBe(0);
    expect(await page.getByTestId('no-rollback').textContent()).toContain('nothing to roll back to');
    expect(await page.locator('[data-testid="version-row"]').first().textContent()).toMatch(/UTC/);

    // Once a second version was published, there is something to roll back to.
    await page.goto(`${base}/#/t/info/news`);
    await page.getByTestId('timeline').waitFor();
    expect(await page.getByTestId('rollback').count()).toBe(0);
    await approve(db, { proposalId: optimizerProposal, actor: 'rita-reviewer', reason: 'clearer', publish: true });
    await page.goto(`${base}/#/tools`);
    await page.goto(`${base}/#/t/info/news`);
    // The hash routes render asynchronously: wait for the new render, not the old timeline.
    await page.getByTestId('rollback').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('rollback').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
