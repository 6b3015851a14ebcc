// The tool page's rollout card in a real browser: a rolled-back rollout with its decision,
// numbers and decider, and a running one that a reviewer aborts from the page.
import { existsSync } from 'node:fs';
import { Hono } from 'hono';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTools } from '../../src/catalog/import.ts';
import { listen } from '../../src/daemon/http.ts';
import { createLogger } from '../../src/log.ts';
import { approve, propose } from '../../src/review/actions.ts';
import { createToken } from '../../src/auth/auth.ts';
import { createReviewApp } from '../../src/review/http.ts';
import { checkRollouts } from '../../src/rollout/loop.ts';
import { assignArm } from '../../src/rollout/assignment.ts';
import type { Db } from '../../src/store/db.ts';
import { insertJudgedTraces } from '../../src/store/sql/simulated.ts';
import { screenshotDir } from '../kit/env.ts';
import { freshPostgres, openMigrated, type TestStore } from '../kit/db.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOTS = screenshotDir();
const log = createLogger('silent');

describe('rollouts on the tool page', () => {
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
      tools: [{ name: 'search', description: 'Searches notes.', inputSchema: {} }],
      actor: 'setup',
      maxDescriptionBytes: 65536,
    });
    // A first canary that regresses and is rolled back by the check.
    const p1 = await propose(db, {
      ref: 'notes/search',
      text: 'Searches notes by keyword.',
      actor: 'alice',
      maxDescriptionBytes: 65536,
    });
    await approve(db, { proposalId: p1.proposal.id, actor: 'rita', publish: true, canary: 0.3 });
    const traces = Array.from({ length: 400 }, (_, i) => {
      const canary = assignArm('notes/search', `s${i}`, 0.3) === 'canary';
      return {
        trace_id: `t${i}`,
        server: 'notes',
        session_id: `s${i}`,
        tools_shown: [{ server: 'notes', name: 'search', version: canary ? 2 : 1 }],
        passed: canary ? i % 10 < 3 : i % 10 < 9,
      };
    });
    await insertJudgedTraces(db, traces);
    expect(await checkRollouts(db, { log })).toMatchObject([{ decision: 'rollback' }]);
    // A second one, still running.
    const p2 = await propose(db, {
      ref: 'notes/search',
      text: 'Full-text search over notes; returns ids and titles.',
      actor: 'alice',
      maxDescriptionBytes: 65536,
    });
    await approve(db, { proposalId: p2.proposal.id, actor: 'rita', publish: true, canary: 0.1 });
    token = (await createToken(db, { name: 'rita-reviewer', role: 'reviewer', actor: 'setup' })).token;
    const app = new Hono();
    app.route('/', createReviewApp({ db, log, writesPerMinute: 100 }));
    const { server, port } = await listen(app, '127.0.0.1', 0);
    base = `http://127.0.0.1:${port}`;
    close = () => new Promise((ok) => server.close(() => ok()));
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await close?.();
    await db?.close();
    await store?.cleanup();
  });

  it('shows the running and the rolled-back rollout with share, arms, interval, decision and decider; abort works from the page', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(base + '/#/t/notes/search');
    await page.getByTestId('token-input').fill(token);
    await page.getByTestId('signin').click();
    await page.getByTestId('rollouts').waitFor();
    const running = await page.getByTestId('rollout-running').textContent();
    expect(running).toMatch(/v3 to 10\.0% of sessions against v1/);
    expect(running).toMatch(/test: continue/);
    const past = await page.getByTestId('rollout-row').first().textContent();
    expect(past).toMatch(/rolled back/);
    expect(past).toMatch(/by whetstone-rollout/);
    expect(past).toMatch(/canary is worse/);
    expect(await page.getByTestId('rollout-row').first().getByTestId('arm-canary').textContent()).toMatch(/v2/);
    // Arm, version, sessions, clusters, success: sessions without an agent token are a cluster each.
    const cells = await page
      .getByTestId('rollout-row')
      .first()
      .getByTestId('arm-canary')
      .locator('td')
      .allTextContents();
    expect(Number(cells[3])).toBeGreaterThan(0);
    expect(cells[3]).toBe(cells[2]);
    expect(await page.getByTestId('rollout-row').first().getByTestId('rollout-test').textContent()).toMatch(
      /interval .*test: rollback/,
    );
    await page.screenshot({ path: `${SHOTS}rollouts.png`, fullPage: true });

    await page.getByTestId('rollout-abort').click();
    // It asks first: nothing changes until confirmed.
    await page.getByTestId('confirm-dialog').waitFor();
    expect(await page.getByTestId('rollout-running').count()).toBe(1);
    await page.getByTestId('confirm-yes').click();
    await expect.poll(() => page.getByTestId('rollout-running').count()).toBe(0);
    expect(await page.getByTestId('rollout-row').first().textContent()).toMatch(/aborted.*by rita-reviewer/);
    expect(errors).toEqual([]);
  }, 120_000);
});
