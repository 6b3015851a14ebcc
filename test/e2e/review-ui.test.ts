// The review page in headless Chromium (Debian's, driven by playwright-core) against the
// real server: open the queue, open a proposal, see the diff and the gates (with the LLM
// reader's note), approve, see the tool's timeline change, roll back; publish a server
// summary the LLM proposed. (review-queue.test.ts
// saves the screenshots the README shows.)
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { importTools } from '../../src/catalog/import.ts';
import { listen } from '../../src/daemon/http.ts';
import { llmSummaryWriter } from '../../src/discovery/llm-summary.ts';
import { proposeLlmSummaries, refreshServerSummaries, summaryBasis } from '../../src/discovery/summary-store.ts';
import { createLogger } from '../../src/log.ts';
import { buildVocabulary } from '../../src/quality/privacy.ts';
import { propose } from '../../src/review/actions.ts';
import { addLlmUsage } from '../../src/store/sql/llm-usage.ts';
import { insertSummaryVersion } from '../../src/store/sql/server-summaries.ts';
import { createToken } from '../../src/auth/auth.ts';
import { createReviewApp } from '../../src/review/http.ts';
import type { Db } from '../../src/store/db.ts';
import { freshPostgres, openMigrated, type TestStore } from '../kit/db.ts';
import { CHROMIUM, launchChromium } from '../kit/browser.ts';
import { scriptedAI } from '../kit/mock-ai.ts';

describe('review page in a browser', () => {
  let store: TestStore;
  let db: Db;
  let browser: Browser;
  let base: string;
  let close: () => Promise<void>;
  let token: string;

  beforeAll(async () => {
    if (!existsSync(CHROMIUM))
      throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium (.ci/run does this)`);
    store = await freshPostgres();
    db = await openMigrated(store);
    await importTools(db, {
      server: 'notes',
      tools: [
        {
          name: 'search_notes',
          description: 'Searches notes.',
          inputSchema: { type: 'object', properties: { query: { type: 'string' } } },
        },
      ],
      actor: 'setup',
      maxDescriptionBytes: 65536,
    });
    await propose(db, {
      ref: 'notes/search_notes',
      text: "Full-text search over the user's notes; returns up to 10 notes with id, title and a snippet. Use when the user asks to find something they wrote down; not for listing a notebook (use list_notes).",
      reason: 'say when to use it',
      actor: 'alice',
      maxDescriptionBytes: 65536,
      // As `propose` does with the reader off: the note is stored on the injection gate.
      readerOff: 'turned off (WHETSTONE_POISONING_LLM=false)',
    });
    token = (await createToken(db, { name: 'rita-reviewer', role: 'reviewer', actor: 'setup' })).token;
    const app = new Hono();
    app.route(
      '/',
      createReviewApp({ db, log: createLogger('silent'), writesPerMinute: 100, dailyTokenBudget: 50_000 }),
    );
    const { server, port } = await listen(app, '127.0.0.1', 0);
    base = `http://127.0.0.1:${port}`;
    close = () => new Promise((ok) => server.close(() => ok()));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await close?.();
    await db?.close();
    await store?.cleanup();
  });

  it('queue → proposal → diff → approve → timeline → roll back', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(base + '/');
    await page.getByTestId('token-input').fill(token);
    await page.getByTestId('signin').click();
    await expect.poll(() => page.getByTestId('who').textContent()).toBe('rita-reviewer (reviewer)');
    await page.getByTestId('proposal-row').first().waitFor();
    expect(await page.getByTestId('proposal-row').count()).toBe(1);

    await page.getByTestId('open-1').click();
    await page.getByTestId('diff').waitFor();
    expect(await page.locator('[data-testid="diff-after"] ins').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="diff-before"] del').first().textContent()).toContain('Searches');
    expect(await page.getByTestId('status').textContent()).toBe('pending');
    expect(await page.locator('[data-testid="lint"] tbody tr').count()).toBe(6);
    // The LLM reader did not read it: the page says so, right under the injection gate.
    const gates = await page.locator('[data-testid="gates"] > li').allTextContents();
    const note = gates.indexOf('not read by the LLM reader: turned off (WHETSTONE_POISONING_LLM=false)');
    expect(note, gates.join('\n')).toBeGreaterThan(0);
    expect(gates[note - 1]).toMatch(/^✓ injection — /);
    expect(await page.getByTestId('reader-note').count()).toBe(1);

    await page.getByTestId('reason').fill('clearer purpose and limits');
    await page.getByTestId('approve').click();
    await page.getByTestId('confirm-yes').click();
    await page.getByTestId('timeline').waitFor();
    await expect.poll(() => page.getByTestId('tool-title').textContent()).toContain('published v2');
    expect(await page.locator('[data-testid="version-row"]').first().textContent()).toContain('alice'); // who wrote v2
    expect(await page.locator('[data-testid="pointer-log"] li').first().textContent()).toMatch(
      /v2 \(approve\) by rita-reviewer/,
    );

    await page.getByTestId('rollback-reason').fill('agents regressed');
    await page.getByTestId('rollback').click();
    await page.getByTestId('confirm-yes').click();
    await expect.poll(() => page.getByTestId('tool-title').textContent()).toContain('published v3');
    expect(await page.locator('[data-testid="version-row"]').first().textContent()).toContain('rollback → v1');
    expect(errors).toEqual([]);

    const audit = await db.query<{ actor: string; action: string }>(
      `SELECT actor, action FROM audit_log WHERE actor = 'rita-reviewer' ORDER BY id`,
    );
    expect(audit.rows.map((a) => a.action)).toEqual([
      'proposal.approved',
      'tool.published',
      'tool.rolled_back',
      'tool.published',
    ]);
  });

  it('the spend panel shows today per purpose against the daily budget, as the meter recorded it', async () => {
    // What the meter records for each call (src/llm/meter.ts): two judge calls, one improver call.
    await addLlmUsage(db, 'judge', 1200, 0.0018);
    await addLlmUsage(db, 'judge', 800, 0.0012);
    await addLlmUsage(db, 'improver', 3000, 0.009);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}/`);
    await page.evaluate(`localStorage.setItem('whetstone.token', ${JSON.stringify(token)})`);
    await page.goto(`${base}/#/spend`);
    await page.getByTestId('spend-today').waitFor();
    const cells = await page
      .getByTestId('spend-row')
      .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent)));
    expect(cells).toEqual([
      ['improver', '1', '3000', '$0.0090'],
      ['judge', '2', '2000', '$0.0030'],
    ]);
    expect(await page.getByTestId('spend-budget').textContent()).toBe(
      'Today (UTC): 5000 tokens, 3 calls, $0.0120 of a daily budget of 50000 tokens (45000 left)',
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a server summary the LLM proposed is read beside the one that routes, and published', async () => {
    const weather = {
      server: 'weather',
      tools: [
        { name: 'get_forecast', description: 'Returns the hourly forecast for a city.' },
        { name: 'get_alerts', description: 'Lists active severe-weather alerts for a region.' },
      ],
    };
    await refreshServerSummaries(db, [weather], 'proxy');
    const proposed = 'Weather forecasts and severe-weather alerts for a city or region.';
    const ai = scriptedAI(() => `serverSummary: ${proposed}`);
    await proposeLlmSummaries(
      db,
      [weather],
      llmSummaryWriter(ai.ai, async () => buildVocabulary([], 5)),
      'proxy',
    );
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}/`);
    await page.evaluate(`localStorage.setItem('whetstone.token', ${JSON.stringify(token)})`);
    await page.goto(`${base}/#/summaries`);
    await page.getByTestId('summary-proposal').waitFor();
    // The model named no tool: the names are appended, and the header says how it came to be.
    expect(await page.getByTestId('summary-text').textContent()).toBe(`${proposed} Tools: get forecast; get alerts`);
    expect(await page.getByTestId('summary-derivation').textContent()).toMatch(
      /^Proposed v2 \(llm, missing tool names appended, by proxy, /,
    );
    await page.getByTestId('summary-reason').fill('names the domain');
    await page.getByTestId('summary-publish').click();
    await page.getByTestId('confirm-yes').click();
    // Decided: the pending list is empty; all servers show v2 routing.
    await page.getByTestId('no-summaries').waitFor();
    await page.getByTestId('tab-all').click();
    await page.getByTestId('summary-version-row').first().waitFor();
    const rows = await page
      .getByTestId('summary-version-row')
      .evaluateAll((trs) => trs.map((r) => [...r.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent)));
    expect(rows).toEqual([
      ['v2', 'published', 'llm, missing tool names appended'],
      ['v1', 'superseded', 'offline: names every tool'],
    ]);
    const audit = await db.query<{ actor: string; details: { reason?: string } }>(
      `SELECT actor, details FROM audit_log WHERE action = 'server_summary.publish'`,
    );
    expect(audit.rows).toEqual([
      { actor: 'rita-reviewer', details: { version: 2, previous: 1, reason: 'names the domain' } },
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });
  it('summary text with markup is shown as those characters, never parsed or run', async () => {
    const files = { server: 'files', tools: [{ name: 'read_file', description: 'Reads a file.' }] };
    await refreshServerSummaries(db, [files], 'proxy');
    // Untrusted text as it could reach the store (an LLM, a person's edit): were it parsed
    // as HTML, the img's onerror would run and the page would hold <img> and <b> elements.
    const hostile = 'Reads files <img src=x onerror="window.__pwned=1"> and <b>bold</b> claims.';
    await insertSummaryVersion(db, {
      server: 'files',
      text: hostile,
      source: 'llm',
      basisHash: summaryBasis(files),
      actor: 'proxy',
    });
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}/`);
    await page.evaluate(`localStorage.setItem('whetstone.token', ${JSON.stringify(token)})`);
    await page.goto(`${base}/#/summaries?all=1`);
    const card = page.getByTestId('summary-server').filter({ has: page.getByTestId('summary-proposal') });
    await card.getByTestId('summary-text').waitFor();
    expect(await card.getByTestId('summary-text').textContent()).toBe(hostile);
    // The history row shows the same characters.
    expect(await card.locator('[data-testid="summary-version-row"] pre').first().textContent()).toBe(hostile);
    // An img with src=x fails to load at once; give a parsed one the time to fire its onerror.
    await page.waitForLoadState('networkidle');
    expect(await card.locator('pre img, pre b').count()).toBe(0);
    expect(await page.evaluate('document.querySelectorAll("img").length')).toBe(0);
    expect(await page.evaluate('window.__pwned')).toBeUndefined();
    expect(errors).toEqual([]);
    await page.close();
  });
});
