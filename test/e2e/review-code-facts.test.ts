// What a tool's code does, on the review pages in headless Chromium against the real server
// and PostgreSQL: the tool page lists each side effect with whether the source's description
// and the published text disclose it and the calls at file:line, the reader's findings and
// the trace-grounded one (linking its traces); the proposal page says whether the proposed
// text discloses each effect. Text from the source tree and traces shows as text.
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { createToken } from '../../src/auth/auth.ts';
import { importTools } from '../../src/catalog/import.ts';
import { resolveConfig } from '../../src/config.ts';
import { saveConsistencyReport } from '../../src/consistency/save.ts';
import { listen } from '../../src/daemon/http.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { judgeWorkerFrom } from '../../src/judge/setup.ts';
import { createLogger } from '../../src/log.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { propose } from '../../src/review/actions.ts';
import { createReviewApp } from '../../src/review/http.ts';
import { CHROMIUM, launchChromium } from '../kit/browser.ts';
import { freshPostgres, openMigrated, type TestStore } from '../kit/db.ts';
import type { Db } from '../../src/store/db.ts';
import { MEMORY_TOOLS, memoryReport } from '../fixtures/consistency-reports.ts';

const log = createLogger('silent');
const MAX = 65536;
// A hostile string in a source file's callee and in a finding: must show as these characters.
const XSS = '<img src=x onerror="window.__xss=1">';

describe('review pages: what the code does', () => {
  let store: TestStore;
  let db: Db;
  let browser: Browser;
  let base: string;
  let close: () => Promise<void>;
  let token: string;
  let proposalId: number;

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium`);
    store = await freshPostgres();
    db = await openMigrated(store);
    // read_graph is annotated read-only, as the reference server annotates it.
    const tools = MEMORY_TOOLS.map((t) =>
      t.name === 'read_graph' ? { ...t, annotations: { readOnlyHint: true } } : t,
    );
    await importTools(db, { server: 'memory', tools, actor: 'setup', maxDescriptionBytes: MAX });
    const report = memoryReport();
    const del = report.tools.find((t) => t.name === 'delete_entities')!;
    del.effects[0]!.evidence.push({ file: 'src/memory/index.ts', line: 199, call: `fs.unlink(${XSS})` });
    del.findings[0]!.message = `writes the graph file ${XSS}`;
    await saveConsistencyReport(db, report, { server: 'memory', actor: 'ci' });
    // A judged trace in which only read_graph's call took the file the answer says it made.
    const ingestor = new TraceIngestor({
      db,
      redactor: createRedactor(),
      maxTraceBytes: 1 << 20,
      actor: 'setup',
      format: v1Format,
    });
    const trace = {
      schema: 'whetstone.trace/v1',
      trace_id: 'rg-1',
      timestamp: '2026-11-21T10:00:00Z',
      server: 'memory',
      user_query: 'dump my memory graph to a file',
      tools_shown: tools.map((t) => ({ server: 'memory', name: t.name, version: 1 })),
      tool_calls: [
        {
          server: 'memory',
          name: 'read_graph',
          arguments: { out: '/tmp/graph-dump.json' },
          result: { is_error: false, preview: '{"entities":[]}' },
        },
      ],
      final_answer: 'I saved the graph to /tmp/graph-dump.json.',
    };
    await ingestor.store(
      ingestor.decode([{ value: Buffer.from(JSON.stringify(trace)), key: null, source: 'test' }]).rows,
    );
    const config = resolveConfig({ env: { WHETSTONE_JUDGE_SAMPLE_RATE: '0', WHETSTONE_EMBEDDINGS_MODEL: 'none' } });
    await judgeWorkerFrom(config, { db, llm: { mode: 'offline', reason: 'test' }, log }).runOnce();
    proposalId = (
      await propose(db, {
        ref: 'memory/delete_entities',
        text: `${del.description}. Writes files on the server's disk.`,
        reason: 'disclose the write',
        actor: 'alice',
        maxDescriptionBytes: MAX,
      })
    ).proposal.id;
    token = (await createToken(db, { name: 'rita', role: 'reviewer', actor: 'setup' })).token;
    const app = new Hono();
    app.route('/', createReviewApp({ db, log, writesPerMinute: 100, dailyTokenBudget: 50_000, replayQueries: 0 }));
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
  const effectRow = (page: Page, cls: string) => page.locator(`[data-testid="code-effect"][data-class="${cls}"]`);

  it('shows each effect with its disclosure and calls on the tool page, hostile text as text', async () => {
    const { page, errors } = await open('#/t/memory/delete_entities');
    await page.getByTestId('code-facts').waitFor();
    expect(await page.getByTestId('code-source').textContent()).toMatch(
      /^Read from servers\/src\/memory \(registered at src\/memory\/index\.ts:498\) against v1, .* by ci\.$/,
    );
    const row = effectRow(page, 'fs_write');
    expect(await row.getByTestId('code-effect-disclosed').textContent()).toBe('no');
    // The stored reading says no; the text on the page ("Delete …") names a change, which discloses a write.
    expect(await row.getByTestId('code-effect-disclosed-here').textContent()).toBe('yes');
    expect(await row.locator('[data-testid="code-effect-evidence"] > div').allTextContents()).toEqual([
      'fs.writeFile at src/memory/index.ts:196',
      'fs.rename at src/memory/index.ts:197',
      `fs.unlink(${XSS}) at src/memory/index.ts:199`,
    ]);
    const finding = page.getByTestId('code-finding');
    expect(await finding.count()).toBe(1);
    expect(await finding.textContent()).toContain(`undeclared_state_mutation (warning): writes the graph file ${XSS}`);
    expect(await page.locator('main img').count()).toBe(0);
    expect(await page.evaluate('window.__xss')).toBeUndefined();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says whether the proposed text discloses each effect on the proposal page', async () => {
    const { page, errors } = await open(`#/p/${proposalId}`);
    await page.getByTestId('code-facts').waitFor();
    const row = effectRow(page, 'fs_write');
    expect(await row.getByTestId('code-effect-disclosed').textContent()).toBe('no');
    expect(await row.getByTestId('code-effect-disclosed-here').textContent()).toBe('yes');
    expect(await page.getByTestId('code-effects').locator('th').allTextContents()).toContain(
      'Disclosed in this proposal',
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the trace-grounded finding with links to its traces, and a tool with no side effect', async () => {
    const { page, errors } = await open('#/t/memory/read_graph');
    await page.getByTestId('code-facts').waitFor();
    expect(await page.getByTestId('code-no-effects').textContent()).toBe('No side effect found in its code.');
    const finding = page.getByTestId('code-finding');
    expect(await finding.textContent()).toMatch(
      /^trace_state_change \(warning\): annotated readOnlyHint, but 1 judged trace shows its calls changing state/,
    );
    await finding.getByTestId('code-finding-trace').click();
    await page.getByTestId('trace-title').waitFor();
    expect(await page.getByTestId('trace-title').textContent()).toBe('Trace rg-1');
    expect(errors).toEqual([]);
    await page.close();
  });
});
