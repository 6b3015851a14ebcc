// The review of discovery's server summaries on the real PostgreSQL, through its four doors:
// the CLI (`whetstone servers summaries / publish-summary / reject-summary`, the real binary),
// the review API (roles, bodies, status codes), the MCP review server (a real SDK client) and
// the store functions behind them. An LLM
// proposal (scripted model) waits as pending while the offline summary routes; a reviewer
// publishes it (audited with the reason, announced on the published channel so proxies
// re-index) or rejects it (then it cannot be published); a proposal written from
// descriptions that have changed since cannot be published.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { describe, expect, it } from 'vitest';
import { createToken } from '../../src/auth/auth.ts';
import { llmSummaryWriter } from '../../src/discovery/llm-summary.ts';
import { publishServerSummary, serverSummaryReview } from '../../src/discovery/summary-review.ts';
import { proposeLlmSummaries, refreshServerSummaries } from '../../src/discovery/summary-store.ts';
import type { CatalogServer } from '../../src/discovery/summary.ts';
import { withToolNames } from '../../src/discovery/summary-derivation.ts';
import { createLogger } from '../../src/log.ts';
import { createReviewMcpServer } from '../../src/mcp/review-server.ts';
import { buildVocabulary } from '../../src/quality/privacy.ts';
import { createReviewApp } from '../../src/review/http.ts';
import { PUBLISHED_CHANNEL } from '../../src/store/sql/state.ts';
import { runCli, runJson } from '../kit/cli.ts';
import { withMigratedStore } from '../kit/db.ts';
import { until } from '../kit/kafka.ts';
import { scriptedAI } from '../kit/mock-ai.ts';

const WEATHER: CatalogServer = {
  server: 'weather',
  tools: [
    { name: 'get_forecast', description: 'Returns the hourly forecast for a city.' },
    { name: 'get_alerts', description: 'Lists active severe-weather alerts for a region.' },
  ],
};
const FILES: CatalogServer = {
  server: 'files',
  tools: [{ name: 'read_file', description: 'Reads a text file and returns its lines.' }],
};
const NOTES: CatalogServer = { server: 'notes', tools: [{ name: 'add_note', description: 'Adds a note.' }] };
const TRAVEL: CatalogServer = { server: 'travel', tools: [{ name: 'book_trip', description: 'Books a trip.' }] };
const NOTES_MCP: CatalogServer = {
  server: 'notes-mcp',
  tools: [{ name: 'list_notes', description: 'Lists saved notes by title.' }],
};
const LLM_TEXT: Record<string, string> = {
  weather: 'Weather forecasts and severe-weather alerts for a city or region.',
  files: 'Reads text files and returns their lines.',
  notes: 'Adds notes.',
  'notes-mcp': 'Lists saved notes.',
  travel: 'Books trips.',
};

/** What is stored of the LLM's text: with the names of the tools it left out appended. */
const stored = (s: CatalogServer) => withToolNames(LLM_TEXT[s.server]!, s).text;

const kit = withMigratedStore();

/** Derives the offline summaries, then has the (scripted) LLM propose one per server. */
async function proposeFor(servers: CatalogServer[]) {
  await refreshServerSummaries(kit.db, servers, 'proxy');
  const ai = scriptedAI((_call, prompt) => {
    const server = servers.find((s) => prompt.includes(s.tools[0]!.description))!.server;
    return `serverSummary: ${LLM_TEXT[server]}`;
  });
  const r = await proposeLlmSummaries(
    kit.db,
    servers,
    llmSummaryWriter(ai.ai, async () => buildVocabulary([], 5)),
    'proxy',
  );
  expect(r).toEqual({ proposed: servers.length, rejected: 0 });
}

const audit = async (server: string) =>
  (
    await kit.db.query<{ actor: string; action: string; details: Record<string, unknown> }>(
      'SELECT actor, action, details FROM audit_log WHERE subject = $1 ORDER BY id',
      [`server:${server}`],
    )
  ).rows;

describe('server summary review', () => {
  it('the API lists a pending proposal and a reviewer publishes it, audited and announced', async () => {
    await proposeFor([WEATHER]);
    const app = createReviewApp({ db: kit.db, log: createLogger('silent'), writesPerMinute: 1000 });
    const token = async (role: 'viewer' | 'reviewer') =>
      (await createToken(kit.db, { name: `${role}-w`, role, actor: 'setup' })).token;
    const viewer = await token('viewer');
    const reviewer = await token('reviewer');
    const call = async (method: string, path: string, who: string, body?: unknown) => {
      const res = await app.request(path, {
        method,
        headers: {
          authorization: `Bearer ${who}`,
          host: 'review.local',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> & unknown[] };
    };

    const listed = await call('GET', '/api/summaries?pending=1', viewer);
    expect(listed.status).toBe(200);
    expect(listed.json).toHaveLength(1);
    expect(listed.json[0]).toMatchObject({
      server: 'weather',
      published_version: 1,
      pending: 1,
      versions: [
        {
          version: 2,
          source: 'llm',
          derivation: 'llm, missing tool names appended',
          status: 'pending',
          text: `${LLM_TEXT.weather} Tools: get forecast; get alerts`,
        },
        { version: 1, source: 'offline', derivation: 'offline: names every tool', status: 'published' },
      ],
    });
    expect((await call('POST', '/api/summaries/weather/2/publish', viewer, {})).status).toBe(403);
    expect((await call('POST', '/api/summaries/weather/2/reject', reviewer, { reason: ' ' })).status).toBe(400);
    expect((await call('POST', '/api/summaries/weather/x/publish', reviewer, {})).status).toBe(400);
    expect((await call('POST', '/api/summaries/weather/9/publish', reviewer, {})).status).toBe(404);

    const heard: string[] = [];
    const unlisten = await kit.db.listen(PUBLISHED_CHANNEL, (p) => void heard.push(p));
    try {
      const published = await call('POST', '/api/summaries/weather/2/publish', reviewer, {
        reason: 'names the domain',
      });
      expect(published).toEqual({ status: 200, json: { server: 'weather', version: 2, previous: 1 } });
      await until(
        'the NOTIFY',
        async () => heard.length,
        (n) => n > 0,
        10_000,
        20,
      );
    } finally {
      await unlisten();
    }
    expect(JSON.parse(heard[0]!)).toMatchObject({ tool: 'server:weather', version: 2 });
    // What the proxy routes by from its next reload.
    expect((await refreshServerSummaries(kit.db, [WEATHER], 'proxy')).get('weather')).toBe(stored(WEATHER));
    expect((await audit('weather')).at(-1)).toEqual({
      actor: 'reviewer-w',
      action: 'server_summary.publish',
      details: { version: 2, previous: 1, reason: 'names the domain' },
    });
    // Decided: nothing pending any more, and neither door decides it twice.
    expect((await call('GET', '/api/summaries?pending=1', viewer)).json).toEqual([]);
    expect((await call('POST', '/api/summaries/weather/2/publish', reviewer, {})).status).toBe(409);
    expect((await call('POST', '/api/summaries/weather/2/reject', reviewer, { reason: 'late' })).status).toBe(409);
  });

  it('the CLI lists, rejects with a reason, and refuses to publish a rejected proposal', async () => {
    await proposeFor([FILES]);
    const pending = await runJson<{ server: string; versions: { version: number; status: string }[] }[]>(
      ['servers', 'summaries', '--pending'],
      kit.env,
    );
    expect(pending.map((s) => s.server)).toEqual(['files']);
    expect(pending[0]!.versions.map((v) => [v.version, v.status])).toEqual([
      [2, 'pending'],
      [1, 'published'],
    ]);
    const table = await runCli(['servers', 'summaries', 'files'], kit.env);
    // How each came to be, as a reviewer reads it.
    expect(table.stdout).toMatch(/files\s+v2\s+pending\s+llm, missing tool names appended\s/);
    expect(table.stdout).toMatch(/files\s+v1\s+published\s+offline: names every tool\s/);

    expect((await runCli(['servers', 'reject-summary', 'files', '2'], kit.env)).code).not.toBe(0); // no --reason
    const rejected = await runCli(['servers', 'reject-summary', 'files', 'v2', '--reason', 'too vague'], kit.env);
    expect(rejected).toMatchObject({ code: 0, stdout: 'files: summary v2 rejected\n' });
    const refused = await runCli(['servers', 'publish-summary', 'files', '2'], kit.env);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/was rejected by test-user/);
    const after = await runJson<{ versions: { version: number; status: string; reject_reason: string | null }[] }[]>(
      ['servers', 'summaries', 'files'],
      kit.env,
    );
    expect(after[0]!.versions[0]).toMatchObject({ version: 2, status: 'rejected', reject_reason: 'too vague' });
    expect((await audit('files')).map((a) => [a.actor, a.action])).toEqual([
      ['proxy', 'server_summary.derive'],
      ['proxy', 'server_summary.propose'],
      ['test-user', 'server_summary.review_reject'],
    ]);
    // The offline summary still routes.
    expect((await refreshServerSummaries(kit.db, [FILES], 'proxy')).get('files')).not.toBe(stored(FILES));

    // The version that routes is not published twice.
    const again = await runCli(['servers', 'publish-summary', 'files', '1'], kit.env);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/already routes/);
  });

  it('the MCP review server lists, publishes and rejects summaries with the roles of the API', async () => {
    await proposeFor([NOTES_MCP, TRAVEL]);
    const client = async (principal: { name: string; role: 'viewer' | 'reviewer' }) => {
      const [a, b] = InMemoryTransport.createLinkedPair();
      await createReviewMcpServer(kit.db, principal).connect(a);
      const c = new Client({ name: 'reviewer-agent', version: '1.0.0' });
      await c.connect(b);
      return c;
    };
    const viewer = await client({ name: 'vera', role: 'viewer' });
    const reviewer = await client({ name: 'rita', role: 'reviewer' });
    const result = (r: unknown) => (r as { structuredContent: { result: unknown } }).structuredContent.result;
    const text = (r: unknown) => (r as { content: { text: string }[] }).content[0]!.text;

    const listed = result(await viewer.callTool({ name: 'list_summaries', arguments: { pending: true } })) as {
      server: string;
      versions: { version: number; status: string }[];
    }[];
    expect(listed.map((s) => s.server).sort()).toEqual(['notes-mcp', 'travel']);
    const denied = await viewer.callTool({ name: 'publish_summary', arguments: { server: 'travel', version: 2 } });
    expect(denied.isError).toBe(true);
    expect(text(denied)).toMatch(/reviewer/);
    const bad = await reviewer.callTool({ name: 'publish_summary', arguments: { server: 'travel/book', version: 2 } });
    expect(bad.isError).toBe(true);
    expect(text(bad)).toMatch(/without a tool/);

    expect(
      result(
        await reviewer.callTool({ name: 'publish_summary', arguments: { server: 'travel', version: 2, reason: 'ok' } }),
      ),
    ).toEqual({ server: 'travel', version: 2, previous: 1 });
    const rejected = await reviewer.callTool({
      name: 'reject_summary',
      arguments: { server: 'notes-mcp', version: 2, reason: 'too vague' },
    });
    expect(rejected.isError).toBeFalsy();
    const twice = await reviewer.callTool({
      name: 'reject_summary',
      arguments: { server: 'notes-mcp', version: 2, reason: 'again' },
    });
    expect(twice.isError).toBe(true);
    expect(text(twice)).toMatch(/already_decided/);
    expect(result(await viewer.callTool({ name: 'list_summaries', arguments: { pending: true } }))).toEqual([]);
    expect((await audit('travel')).at(-1)).toMatchObject({ actor: 'rita', action: 'server_summary.publish' });
    expect((await audit('notes-mcp')).at(-1)).toMatchObject({ actor: 'rita', action: 'server_summary.review_reject' });
  });

  it('a proposal written from descriptions that changed since is superseded and cannot be published', async () => {
    await proposeFor([NOTES]);
    const changed = { ...NOTES, tools: [...NOTES.tools, { name: 'delete_note', description: 'Deletes a note.' }] };
    await refreshServerSummaries(kit.db, [changed], 'proxy'); // the offline summary routes: re-derived as v3
    const [notes] = await serverSummaryReview(kit.db, { server: 'notes' });
    expect(notes!.versions.map((v) => [v.version, v.source, v.status])).toEqual([
      [3, 'offline', 'published'],
      [2, 'llm', 'superseded'],
      [1, 'offline', 'superseded'],
    ]);
    await expect(publishServerSummary(kit.db, 'notes', 2, 'alice')).rejects.toThrow(/changed since/);
    expect(await serverSummaryReview(kit.db, { server: 'notes', pendingOnly: true })).toEqual([]);
  });
});
