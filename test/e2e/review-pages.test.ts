// The review page's proposal, trace and tool views in headless Chromium against the real
// server and PostgreSQL: the decision bar stays in view, approve/reject/rollback ask for
// confirmation, evidence cards open the trace page (untrusted text shown as text), a human
// proposal's replay matches `whetstone check`, the tool page lists every version with its
// status, diffs two versions and rolls back to a chosen published one (its reload never
// landing over the page navigated to meanwhile), a tool seen only in traces says so, and the
// spend bar's width is today's share of the budget. Saves the proposal, trace and tool
// screenshots the README shows.
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
import { checkCandidate } from '../../src/quality/check.ts';
import { approve, propose, reject, rollback } from '../../src/review/actions.ts';
import { createToken } from '../../src/auth/auth.ts';
import { createReviewApp } from '../../src/review/http.ts';
import type { Db } from '../../src/store/db.ts';
import { addLlmUsage } from '../../src/store/sql/llm-usage.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { countTokens } from '../../src/tokens.ts';
import { screenshotDir } from '../kit/env.ts';
import { CHROMIUM, launchChromium } from '../kit/browser.ts';
import { freshMigratedPostgres, openMigrated, type TestStore } from '../kit/db.ts';

const SHOTS = screenshotDir();
const log = createLogger('silent');
const MAX = 65536;

const TOOLS = [
  {
    name: 'search_notes',
    description: 'Searches notes.',
    inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
  },
  {
    name: 'create_note',
    description: 'Creates a note.',
    inputSchema: { type: 'object', properties: { text: { type: 'string' } } },
  },
];
const TOPICS = [
  'lisbon trip',
  'tax return',
  'garden plan',
  'book list',
  'meeting minutes',
  'recipe ideas',
  'gym routine',
];
// Untrusted text from a trace: must show as these characters, never run.
const XSS = '<img src=x onerror="window.__xss=1">';
const SECRET = 'sk-abcdefghijklmnop1234';

function traces(): Record<string, unknown>[] {
  const shown = TOOLS.map((t) => ({ server: 'notes', name: t.name, version: 1 }));
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < 21; i++) {
    const topic = TOPICS[i % TOPICS.length]!;
    const q = `search my notes for the ${topic}${i === 0 ? ` ${XSS}` : ''}`;
    out.push({
      schema: 'whetstone.trace/v1',
      trace_id: `t${String(i).padStart(2, '0')}`,
      timestamp: '2026-11-21T10:00:00Z',
      server: 'notes',
      session_id: `s${i}`,
      user_query: q,
      tools_shown: shown,
      tool_calls: [
        {
          server: 'notes',
          name: 'search_notes',
          arguments: { q: topic },
          result: { is_error: false, preview: `2 notes about the ${topic}${i === 0 ? ` ${XSS}` : ''}` },
        },
      ],
      messages: [
        { role: 'user', content: q },
        { role: 'assistant', content: `Found 2 notes about the ${topic}.` },
        // A secret in the conversation: the store holds it redacted, and so does the page.
        { role: 'user', content: `thanks, that is the one${i === 0 ? `; my key is ${SECRET}` : ''}` },
      ],
      final_answer: `Found 2 notes about the ${topic}.`,
    });
  }
  // A tool no import ever described: seen only in this trace.
  out.push({
    schema: 'whetstone.trace/v1',
    trace_id: 'observed-1',
    timestamp: '2026-11-21T10:00:00Z',
    server: 'notes',
    user_query: 'archive the old notes',
    tools_shown: shown,
    tool_calls: [{ server: 'notes', name: 'archive_note', arguments: {}, result: { is_error: false, preview: 'ok' } }],
    final_answer: 'Archived.',
  });
  return out;
}

describe('review pages in a browser: decision, trace, versions', () => {
  let store: TestStore;
  let db: Db;
  let browser: Browser;
  let base: string;
  let close: () => Promise<void>;
  let token: string;
  let evidenceProposal: number;
  let humanProposal: number;
  let humanText: string;

  beforeAll(async () => {
    if (!existsSync(CHROMIUM))
      throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium (.ci/run does this)`);
    store = await freshMigratedPostgres();
    db = await openMigrated(store);
    await importTools(db, { server: 'notes', tools: TOOLS, actor: 'setup', maxDescriptionBytes: MAX });
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
    const config = resolveConfig({ env: { WHETSTONE_JUDGE_SAMPLE_RATE: '0', WHETSTONE_EMBEDDINGS_MODEL: 'none' } });
    await judgeWorkerFrom(config, { db, llm: createLlm(config), log }).runOnce();

    // search_notes' history: v2 approved and published, v3 rejected, v4 superseded by the
    // approval of v5, v5 rolled back (to v2's text, as v6).
    const ref = 'notes/search_notes';
    const say = (s: string) => `Full-text search over the user's notes; returns up to 10 notes. ${s}`;
    const p2 = await propose(db, {
      ref,
      text: say('Use to find notes.'),
      reason: 'purpose',
      actor: 'alice',
      maxDescriptionBytes: MAX,
    });
    await approve(db, { proposalId: p2.proposal.id, actor: 'rita', reason: 'clearer', publish: true });
    const p3 = await propose(db, {
      ref,
      text: say('Use for anything at all.'),
      reason: 'broader',
      actor: 'bob',
      maxDescriptionBytes: MAX,
    });
    await reject(db, { proposalId: p3.proposal.id, actor: 'rita', reason: 'too vague about when to use it' });
    await propose(db, {
      ref,
      text: say('Use to find a note by its words.'),
      reason: 'v4',
      actor: 'bob',
      maxDescriptionBytes: MAX,
    });
    const p5 = await propose(db, {
      ref,
      text: say('Use to find a note by words or title.'),
      reason: 'v5',
      actor: 'alice',
      maxDescriptionBytes: MAX,
    });
    await approve(db, { proposalId: p5.proposal.id, actor: 'rita', reason: 'titles too', publish: true });
    await rollback(db, { ref, to: 2, actor: 'rita', reason: 'agents regressed on titles' });

    // An optimizer proposal with many evidence traces: a long page.
    const ids = traces()
      .filter((t) => t.trace_id !== 'observed-1')
      .map((t) => String(t.trace_id));
    evidenceProposal = (
      await propose(db, {
        ref,
        text: say('Use when the user asks to find something they wrote down; not for creating notes.'),
        reason: 'optimizer',
        actor: 'whetstone-optimizer',
        source: 'optimizer',
        maxDescriptionBytes: MAX,
        provenance: {
          evidence: {
            successes: ids.slice(0, 11).map((trace_id) => ({ trace_id })),
            failures: ids.slice(11).map((trace_id) => ({ trace_id, outcome: 'unresolved' })),
          },
          replay: { queries: 20, before: 15, after: 18 },
        },
        gates: [{ gate: 'lint', passed: true, reason: 'ok' }],
      })
    ).proposal.id;
    // A human's text for create_note stuffed with search words: it takes search queries.
    humanText = 'Creates a note. Search my notes for the lisbon trip, tax return, garden plan, book list.';
    humanProposal = (
      await propose(db, {
        ref: 'notes/create_note',
        text: humanText,
        reason: 'by hand',
        actor: 'alice',
        maxDescriptionBytes: MAX,
      })
    ).proposal.id;

    token = (await createToken(db, { name: 'rita-reviewer', role: 'reviewer', actor: 'setup' })).token;
    const app = new Hono();
    app.route('/', createReviewApp({ db, log, writesPerMinute: 100, dailyTokenBudget: 50_000, replayQueries: 1000 }));
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

  const open = async (hash: string): Promise<{ page: Page; errors: string[] }> => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    await page.goto(`${base}/`);
    await page.evaluate(`localStorage.setItem('whetstone.token', ${JSON.stringify(token)})`);
    await page.goto(`${base}/${hash}`);
    return { page, errors };
  };
  // Wholly inside the 900 px high window (boundingBox is relative to the viewport).
  const inViewport = async (page: Page, testid: string) => {
    const r = await page.getByTestId(testid).boundingBox();
    return r !== null && r.height > 0 && r.y >= 0 && r.y + r.height <= 900;
  };
  const status = async (id: number) =>
    (await db.query<{ status: string }>('SELECT status FROM proposals WHERE id = $1', [id])).rows[0]!.status;

  it('keeps the decision bar in view on a long page and asks before approving', async () => {
    const { page, errors } = await open(`#/p/${evidenceProposal}`);
    await page.getByTestId('decision-bar').waitFor();
    expect(await page.getByTestId('evidence').count()).toBe(21);
    const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
    expect(height).toBeGreaterThan(3 * 900); // a long page: the bar's place in the flow is far below
    for (const y of [0, height / 3, height / 2]) {
      await page.evaluate(`window.scrollTo(0, ${y})`);
      expect(await inViewport(page, 'decision-bar'), `bar at scroll ${y}`).toBe(true);
      expect(await inViewport(page, 'approve')).toBe(true);
    }
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: `${SHOTS}proposal.png` });

    // Tokens of both texts, and the components side by side, each with its tokens.
    const purpose = "Full-text search over the user's notes; returns up to 10 notes.";
    const before = `${purpose} Use to find notes.`;
    const after = `${purpose} Use when the user asks to find something they wrote down; not for creating notes.`;
    expect(await page.getByTestId('proposal-tokens').textContent()).toBe(
      `${countTokens(before)} → ${countTokens(after)} tokens`,
    );
    const cells = await page
      .getByTestId('component-row')
      .evaluateAll((rs) =>
        rs.map((r) => [r.getAttribute('data-component'), ...[...r.cells].slice(1).map((c) => c.textContent)]),
      );
    expect(cells[0]).toEqual([
      'purpose',
      `${purpose}${countTokens(purpose)} tokens`,
      `${purpose}${countTokens(purpose)} tokens`,
    ]);
    // The added sentence is a component the base text did not have.
    const added = 'Use when the user asks to find something they wrote down; not for creating notes.';
    expect(cells.find((c) => c[2] === `${added}${countTokens(added)} tokens`)?.[1]).toBe('—');

    // Approve asks first; Cancel and Escape change nothing.
    await page.getByTestId('reason').fill('clearer');
    await page.getByTestId('approve').click();
    await page.getByTestId('confirm-dialog').waitFor();
    expect(await page.getByTestId('confirm-dialog').textContent()).toContain(`Approve proposal #${evidenceProposal}?`);
    expect(await page.getByTestId('confirm-dialog').textContent()).toContain('Reason: clearer');
    await page.getByTestId('confirm-no').click();
    expect(await page.getByTestId('confirm-dialog').count()).toBe(0);
    await page.getByTestId('approve').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('confirm-dialog').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(await status(evidenceProposal)).toBe('pending');
    expect(await page.getByTestId('status').textContent()).toBe('pending');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens an evidence card’s trace: conversation, calls, judgments, goal, as text', async () => {
    const { page, errors } = await open(`#/p/${evidenceProposal}`);
    const first = page.getByTestId('evidence-trace').first();
    expect(await first.textContent()).toBe('trace t00');
    await first.click();
    await page.getByTestId('trace-title').waitFor();
    expect(await page.getByTestId('trace-title').textContent()).toBe('Trace t00');
    const turns = await page.getByTestId('trace-turn').allTextContents();
    expect(turns.slice(0, 2)).toEqual([
      `user: search my notes for the lisbon trip ${XSS}`,
      'assistant: Found 2 notes about the lisbon trip.',
    ]);
    expect(turns[2]).toMatch(/^user: thanks, that is the one; my key is \[REDACTED[^\]]*\]$/);
    expect(await page.locator('main').textContent()).not.toContain(SECRET);
    expect(await page.getByTestId('trace-call-args').textContent()).toContain('"q": "lisbon trip"');
    expect(await page.getByTestId('trace-call-result').textContent()).toBe(
      `result: 2 notes about the lisbon trip ${XSS}`,
    );
    expect(await page.getByTestId('trace-goal').textContent()).toMatch(
      /^User's goal: search my notes for the lisbon trip/,
    );
    expect(await page.getByTestId('trace-judgment').first().textContent()).toMatch(
      /^signals \(rule \S+\): (passed|failed)/,
    );
    expect(await page.getByTestId('trace-outcomes').textContent()).toContain('notes/search_notes · served');
    // The payload is text: no element made from it, nothing ran.
    expect(await page.locator('main img').count()).toBe(0);
    expect(await page.evaluate('window.__xss')).toBeUndefined();
    await page.screenshot({ path: `${SHOTS}trace.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('replays a human proposal as `whetstone check` does, says how many got worse, and rejects only once confirmed', async () => {
    const check = await checkCandidate(db, {
      ref: 'notes/create_note',
      text: humanText,
      maxTokens: 1000,
      maxGrowth: 1000,
      maxDescriptionBytes: MAX,
      replayQueries: 1000,
    });
    const r = check.report.replay!;
    expect(r.broken).toBeGreaterThan(0); // the stuffed text takes search queries
    const { page, errors } = await open(`#/p/${humanProposal}`);
    await page.getByTestId('replay').waitFor();
    expect(await page.getByTestId('replay').textContent()).toBe(
      `${r.before} → ${r.after} correct top-1 picks on ${r.queries} affected recorded queries · ${r.broken} got worse, ${r.fixed} got better (replayed when this page opened, as \`whetstone check\` does)`,
    );
    // Reject needs a reason, then a confirmation.
    await page.getByTestId('reject').click();
    expect(await page.getByTestId('decision-msg').textContent()).toBe('a rejection needs a reason');
    expect(await page.getByTestId('confirm-dialog').count()).toBe(0);
    await page.getByTestId('reason').fill('steals search queries');
    await page.getByTestId('reject').click();
    await page.getByTestId('confirm-dialog').waitFor();
    expect(await status(humanProposal)).toBe('pending');
    await page.getByTestId('confirm-yes').click();
    await page.getByTestId('timeline').waitFor();
    expect(await status(humanProposal)).toBe('rejected');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lists every version with text, status and why, and diffs any two', async () => {
    const { page, errors } = await open('#/t/notes/search_notes');
    await page.getByTestId('timeline').waitFor();
    const rows = await page
      .getByTestId('version-row')
      .evaluateAll((rs) =>
        rs.map((r) => [
          r.getAttribute('data-version'),
          r.querySelector('[data-testid="version-status"]')!.textContent,
          r.querySelector('[data-testid="version-why"]')!.textContent,
        ]),
      );
    expect(rows.map(([v, s]) => [v, s])).toEqual([
      ['7', 'pending'],
      ['6', 'published'],
      ['5', 'rolled back'],
      ['4', 'superseded'],
      ['3', 'rejected'],
      ['2', 'replaced'],
      ['1', 'replaced'],
    ]);
    const why = Object.fromEntries(rows.map(([v, , w]) => [v, w]));
    expect(why['6']).toBe('agents regressed on titles');
    expect(why['5']).toBe('by rita: agents regressed on titles');
    expect(why['3']).toBe('by rita: too vague about when to use it');
    expect(why['1']).toBe('replaced by v2 (approve, by rita)');
    expect(await page.locator('[data-version="3"] [data-testid="version-text"]').textContent()).toContain(
      'Use for anything at all.',
    );
    // Each version's tokens, and its components on demand.
    const v3 = "Full-text search over the user's notes; returns up to 10 notes. Use for anything at all.";
    await page.locator('[data-version="3"] [data-testid="version-tokens"]').click();
    expect(await page.locator('[data-version="3"] [data-testid="version-tokens"]').textContent()).toBe(
      `${countTokens(v3)} tokens, by component`,
    );
    expect(
      await page
        .locator('[data-version="3"] [data-testid="component-row"]')
        .evaluateAll((rs) => rs.map((r) => r.getAttribute('data-component'))),
    ).toEqual(['purpose', 'whenToUse']);

    await page.getByTestId('diff-from').selectOption('3');
    await page.getByTestId('diff-to').selectOption('4');
    await expect.poll(() => page.getByTestId('diff-stats').textContent()).toMatch(/^v3 → v4:/);
    // A slower answer for a pair asked for earlier must not replace the later pair's.
    await page.route(/\/diff\?from=3&to=7$/, async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.getByTestId('diff-to').selectOption('7');
    await page.getByTestId('diff-to').selectOption('4');
    await page.waitForResponse(/\/diff\?from=3&to=7$/);
    await page.waitForTimeout(100);
    expect(await page.getByTestId('diff-stats').textContent()).toMatch(/^v3 → v4:/);
    await page.unroute(/\/diff\?from=3&to=7$/);
    const section = page.getByTestId('version-diff');
    // Each side reads as its version's text; the marks are the words that differ.
    expect(await section.getByTestId('diff-before').textContent()).toBe(
      "Full-text search over the user's notes; returns up to 10 notes. Use for anything at all.",
    );
    expect(await section.getByTestId('diff-after').textContent()).toBe(
      "Full-text search over the user's notes; returns up to 10 notes. Use to find a note by its words.",
    );
    expect((await section.locator('[data-testid="diff-before"] del').allTextContents()).join(' ')).toBe(
      'for anything at all',
    );
    expect((await section.locator('[data-testid="diff-after"] ins').allTextContents()).join(' ')).toBe(
      'to find a note by its words',
    );
    await page.screenshot({ path: `${SHOTS}tool.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('rolls back to a chosen published version, after confirming; only published texts are offered', async () => {
    const { page, errors } = await open('#/t/notes/search_notes');
    await page.getByTestId('rollback-to').waitFor();
    // v2's text is live again (as v6); v3 and v4 were never published; v7 is pending.
    expect(
      await page
        .locator('[data-testid="rollback-to"] option')
        .evaluateAll((o) => o.map((x) => x.getAttribute('value'))),
    ).toEqual(['5', '1']);
    await page.getByTestId('rollback-to').selectOption('1');
    await page.getByTestId('rollback-reason').fill('back to the original');
    await page.getByTestId('rollback').click();
    await page.getByTestId('confirm-dialog').waitFor();
    expect(await page.getByTestId('confirm-dialog').textContent()).toContain('Roll notes/search_notes back to v1?');
    await page.getByTestId('confirm-no').click();
    await page.waitForTimeout(300);
    expect(
      (
        await db.query(
          'SELECT 1 FROM description_versions v JOIN tools t ON t.id = v.tool_id WHERE t.name = $1 AND v.version = 8',
          ['search_notes'],
        )
      ).rowCount,
    ).toBe(0);

    await page.getByTestId('rollback').click();
    await page.getByTestId('confirm-yes').click();
    await expect.poll(() => page.getByTestId('tool-title').textContent()).toContain('published v8');
    const v8 = (
      await db.query<{ text: string; parent_version: number; source: string }>(
        `SELECT v.text, v.parent_version, v.source FROM description_versions v JOIN tools t ON t.id = v.tool_id
          WHERE t.name = 'search_notes' AND v.version = 8`,
      )
    ).rows[0]!;
    expect(v8).toEqual({ text: 'Searches notes.', parent_version: 1, source: 'rollback' });
    expect(await page.locator('[data-version="8"] [data-testid="version-status"]').textContent()).toBe('published');
    expect(await page.locator('[data-version="6"] [data-testid="version-status"]').textContent()).toBe('rolled back');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('does not let the reload after a rollback land over the page navigated to meanwhile', async () => {
    const { page, errors } = await open('#/t/notes/search_notes');
    await page.getByTestId('rollback-to').waitFor();
    // The tool page's reload after the rollback answers late; the reviewer has moved on to the tools list.
    const toolApi = /\/api\/tools\/notes\/search_notes$/;
    await page.route(toolApi, async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.getByTestId('rollback').click();
    await page.getByTestId('confirm-yes').click();
    await page.waitForRequest(toolApi);
    await page.evaluate(`location.hash = '#/tools'`);
    await page.waitForResponse(toolApi);
    await expect.poll(() => page.getByTestId('tools').count()).toBe(1);
    await page.waitForTimeout(300);
    expect(await page.getByTestId('tools').count()).toBe(1);
    expect(await page.getByTestId('tool-title').count()).toBe(0);
    await page.unroute(toolApi);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows a tool seen only in traces as observed only, with its traces', async () => {
    const { page, errors } = await open('#/tools');
    await page.getByTestId('tools').waitFor();
    const row = page.locator('[data-testid="tools"] tr', { hasText: 'notes/archive_note' });
    expect(await row.getByTestId('observed-only').textContent()).toContain('observed only');
    await row.locator('a').click();
    await page.getByTestId('observed-note').waitFor();
    expect(await page.getByTestId('tool-title').textContent()).toBe('notes/archive_note observed only');
    expect(await page.locator('main').textContent()).not.toContain('vnull');
    expect(await page.getByTestId('tool-traces').textContent()).toContain('observed-1');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('draws the spend bar as today’s share of the budget', async () => {
    await addLlmUsage(db, 'judge', 10_000, 0.01);
    await addLlmUsage(db, 'improver', 2_500, 0.005);
    const { page, errors } = await open('#/spend');
    await page.getByTestId('spend-bar').waitFor();
    const [bar, fill] = await Promise.all([
      page.getByTestId('spend-bar').boundingBox(),
      page.getByTestId('spend-fill').boundingBox(),
    ]);
    expect(fill!.width / bar!.width).toBeCloseTo(12_500 / 50_000, 2);
    expect(await page.getByTestId('spend-bar').getAttribute('aria-valuenow')).toBe('25.0');
    expect(errors).toEqual([]);
    await page.close();
  });
});
