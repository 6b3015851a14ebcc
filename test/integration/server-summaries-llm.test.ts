// Server summaries written by the LLM (src/discovery/llm-summary.ts, summary-store.ts): the
// scripted model (AxMockAIService) sees the published descriptions only; a grounded summary
// is stored unpublished with source 'llm' and audited; one naming what the descriptions do
// not (a person, a URL) is rejected and audited without being stored; a person publishes a
// proposal; the daily budget stops the writing; without a writer the offline path is as it was.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config.ts';
import { llmSummaryWriter, summaryWriterFrom } from '../../src/discovery/llm-summary.ts';
import { proposeLlmSummaries, refreshServerSummaries } from '../../src/discovery/summary-store.ts';
import { publishServerSummary, rejectServerSummary, serverSummaryReview } from '../../src/discovery/summary-review.ts';
import { LLM_NAMES_RULE } from '../../src/discovery/summary-derivation.ts';
import { offlineSummary } from '../../src/discovery/summary.ts';
import { meteredLlm, meterFrom, type OnlineLlm } from '../../src/llm/provider.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { llmReader } from '../../src/quality/poisoning/llm-reader.ts';
import { buildVocabulary } from '../../src/quality/privacy.ts';
import type { Db } from '../../src/store/db.ts';
import { scriptedAI } from '../kit/mock-ai.ts';
import { until } from '../kit/kafka.ts';
import { PUBLISHED_CHANNEL } from '../../src/store/sql/state.ts';
import { backends, migratedCopy, openMigrated, type TestStore } from '../kit/db.ts';

const WEATHER = {
  server: 'weather',
  tools: [
    { name: 'get_forecast', description: 'Returns the hourly forecast for a city (`city`).' },
    { name: 'get_alerts', description: 'Lists active severe-weather alerts for a region.' },
  ],
};
const GROUNDED = 'serverSummary: Weather forecasts and severe-weather alerts for a city or region.';
const noQueries = async () => buildVocabulary([], 5);
// The model's summaries name no tool: each is stored with the names appended (summary-derivation.ts).
const STORED_V2 = 'Weather forecasts and severe-weather alerts for a city or region. Tools: get forecast; get alerts';
const STORED_V3 =
  'Weather forecasts, UV index and severe-weather alerts for a city. Tools: get forecast; get alerts; get uv';

describe.each(backends)('LLM server summaries (%s)', (_name, fresh) => {
  let store: TestStore;
  let db: Db;
  beforeAll(async () => {
    store = await migratedCopy(fresh);
    db = await openMigrated(store);
  });
  afterAll(async () => {
    await db?.close();
    await store?.cleanup();
  });
  const rows = async (server: string) =>
    (
      await db.query<{ version: number; source: string; text: string }>(
        'SELECT version, source, text FROM server_summary_versions WHERE server = $1 ORDER BY version',
        [server],
      )
    ).rows;
  const audit = async (server: string) =>
    (
      await db.query<{ action: string; details: Record<string, unknown> }>(
        'SELECT action, details FROM audit_log WHERE subject = $1 ORDER BY id',
        [`server:${server}`],
      )
    ).rows;

  it('stores a grounded summary as an unpublished llm version, audited; a person publishes it', async () => {
    const published = await refreshServerSummaries(db, [WEATHER], 'proxy');
    const ai = scriptedAI(() => GROUNDED);
    const r = await proposeLlmSummaries(db, [WEATHER], llmSummaryWriter(ai.ai, noQueries), 'proxy');
    expect(r).toEqual({ proposed: 1, rejected: 0 });
    // The model saw the published descriptions, quoted, and the server's name.
    expect(ai.prompts[0]).toContain('Lists active severe-weather alerts for a region.');
    expect(ai.prompts[0]).toContain('weather');
    expect(await rows('weather')).toEqual([
      { version: 1, source: 'offline', text: offlineSummary(WEATHER) },
      { version: 2, source: 'llm', text: STORED_V2 },
    ]);
    // Still the offline summary routes until a person publishes the proposal.
    expect((await refreshServerSummaries(db, [WEATHER], 'proxy')).get('weather')).toBe(published.get('weather'));
    // Written once per basis: nothing more to write.
    expect(await proposeLlmSummaries(db, [WEATHER], llmSummaryWriter(ai.ai, noQueries), 'proxy')).toEqual({
      proposed: 0,
      rejected: 0,
    });
    expect(ai.prompts).toHaveLength(1);

    await publishServerSummary(db, 'weather', 2, 'alice');
    const changed = { ...WEATHER, tools: [...WEATHER.tools, { name: 'get_uv', description: 'UV index for a city.' }] };
    // Re-derivation never replaces a published summary the LLM (or a person) wrote.
    expect((await refreshServerSummaries(db, [changed], 'proxy')).get('weather')).toBe(STORED_V2);
    // …but the LLM proposes a fresh one of the new descriptions, once, for review.
    const fresh = scriptedAI(() => 'serverSummary: Weather forecasts, UV index and severe-weather alerts for a city.');
    expect(await proposeLlmSummaries(db, [changed], llmSummaryWriter(fresh.ai, noQueries), 'proxy')).toEqual({
      proposed: 1,
      rejected: 0,
    });
    expect(fresh.prompts[0]).toContain('UV index for a city.');
    expect(await proposeLlmSummaries(db, [changed], llmSummaryWriter(fresh.ai, noQueries), 'proxy')).toEqual({
      proposed: 0,
      rejected: 0,
    });
    expect((await rows('weather')).at(-1)).toEqual({
      version: 3,
      source: 'llm',
      text: STORED_V3,
    });
    // The reviewed one routes until a person publishes the fresh proposal.
    expect((await refreshServerSummaries(db, [changed], 'proxy')).get('weather')).toBe(STORED_V2);
    await publishServerSummary(db, 'weather', 3, 'alice');
    expect((await audit('weather')).map((a) => [a.action, a.details.source ?? null])).toEqual([
      ['server_summary.derive', 'offline'],
      ['server_summary.propose', 'llm'],
      ['server_summary.publish', null],
      ['server_summary.propose', 'llm'],
      ['server_summary.publish', null],
    ]);
    await expect(publishServerSummary(db, 'weather', 9, 'alice')).rejects.toThrow(/no summary version 9/);
  });

  it('appends the names of the tools an LLM summary leaves out, recorded in its derivation', async () => {
    const tickets = {
      server: 'tickets',
      tools: [
        { name: 'get_ticket', description: 'Reads one support ticket by its id.' },
        { name: 'close_ticket', description: 'Closes a support ticket.' },
        { name: 'listQueues', description: 'Lists the support queues.' },
      ],
    };
    const clock = { server: 'clock', tools: [{ name: 'now', description: 'Returns the current time.' }] };
    await refreshServerSummaries(db, [tickets, clock], 'proxy');
    const ai = scriptedAI((_call, prompt) =>
      prompt.includes('support ticket')
        ? 'serverSummary: Reads a support ticket with get_ticket, and closes tickets.'
        : 'serverSummary: Tells the time now.',
    );
    expect(await proposeLlmSummaries(db, [tickets, clock], llmSummaryWriter(ai.ai, noQueries), 'proxy')).toEqual({
      proposed: 2,
      rejected: 0,
    });
    const stored = async (server: string) =>
      (
        await db.query<{ text: string; derivation: number | null }>(
          "SELECT text, derivation FROM server_summary_versions WHERE server = $1 AND source = 'llm'",
          [server],
        )
      ).rows;
    // get_ticket is named (as written); the other two, in catalogue order and in words, are not.
    expect(await stored('tickets')).toEqual([
      {
        text: 'Reads a support ticket with get_ticket, and closes tickets. Tools: close ticket; list queues',
        derivation: LLM_NAMES_RULE,
      },
    ]);
    expect(await stored('clock')).toEqual([{ text: 'Tells the time now.', derivation: null }]);
    expect((await audit('tickets')).at(-1)).toMatchObject({
      action: 'server_summary.propose',
      details: { derivation: LLM_NAMES_RULE },
    });
    expect((await audit('clock')).at(-1)!.details).not.toHaveProperty('derivation');
    // The reviewer reads how each came to be.
    const [view] = await serverSummaryReview(db, { server: 'tickets' });
    expect(view!.versions.map((v) => [v.status, v.derivation])).toEqual([
      ['pending', 'llm, missing tool names appended'],
      ['published', 'offline: names every tool'],
    ]);
    expect((await serverSummaryReview(db, { server: 'clock' }))[0]!.versions[0]!.derivation).toBe('llm');
  });

  it('rejects a grounded summary the LLM reader classes as harmful; asks it only about summaries the checks passed', async () => {
    const shop = {
      server: 'shop',
      tools: [{ name: 'search_items', description: 'Searches the catalogue by keyword.' }],
    };
    await refreshServerSummaries(db, [shop], 'proxy');
    const judge = scriptedAI(() => 'sentenceClasses: 1 | promotes-or-other-harm | advertising');
    const reader = llmReader(
      meteredLlm(() => judge.ai, {
        provider: 'scripted',
        model: 'scripted',
        meter: meterFrom(resolveConfig({ env: {} })),
      }) as OnlineLlm,
      { redactor: createRedactor(), log: pino({ level: 'silent' }) },
    );
    const writer = scriptedAI(() => 'serverSummary: Keyword search over the items of the catalogue.');
    const r = await proposeLlmSummaries(db, [shop], llmSummaryWriter(writer.ai, noQueries, 2, reader), 'proxy');
    expect(r).toEqual({ proposed: 0, rejected: 1 });
    expect(judge.prompts).toHaveLength(1);
    expect(judge.prompts[0]).toContain('[1] Keyword search over the items of the catalogue.');
    const last = (await audit('shop')).at(-1)!;
    expect(last.action).toBe('server_summary.reject');
    expect(String(last.details.reason)).toMatch(/llm-reader:promotes-or-other-harm/);
    // A summary the checks reject already is not read.
    const maps = { server: 'atlas', tools: [{ name: 'route', description: 'Driving directions between two places.' }] };
    await refreshServerSummaries(db, [maps], 'proxy');
    const url = scriptedAI(() => 'serverSummary: Driving directions; see https://evil.example/maps for more.');
    await proposeLlmSummaries(db, [maps], llmSummaryWriter(url.ai, noQueries, 2, reader), 'proxy');
    expect(judge.prompts).toHaveLength(1);
  });

  it('a summary the LLM reader could not read is proposed on its checks, and its audit says it was not read', async () => {
    const pets = { server: 'pets', tools: [{ name: 'find_pet', description: 'Finds a pet by name.' }] };
    await refreshServerSummaries(db, [pets], 'proxy');
    const down = scriptedAI(() => {
      throw new Error('provider down');
    });
    const reader = llmReader(
      meteredLlm(() => down.ai, {
        provider: 'scripted',
        model: 'scripted',
        meter: meterFrom(resolveConfig({ env: {} })),
      }) as OnlineLlm,
      { redactor: createRedactor(), log: pino({ level: 'silent' }), maxRetries: 0 },
    );
    const writer = scriptedAI(() => 'serverSummary: Finds pets by name.');
    const r = await proposeLlmSummaries(db, [pets], llmSummaryWriter(writer.ai, noQueries, 2, reader), 'proxy');
    expect(r).toEqual({ proposed: 1, rejected: 0 });
    expect(down.prompts.length).toBeGreaterThan(0);
    const last = (await audit('pets')).at(-1)!;
    expect(last.action).toBe('server_summary.propose');
    expect(String(last.details.reason)).not.toMatch(/read by/);
    expect(String(last.details.reason)).toMatch(/could not read it/);
  });

  it('rejects, without storing, a summary with a name, a URL or a rare query word the descriptions lack', async () => {
    // One server per reply: a server whose summary failed is not asked again for the same descriptions.
    const maps = (i: number) => ({
      server: `maps-${i}`,
      tools: [{ name: 'route', description: 'Driving directions between two places.' }],
    });
    await refreshServerSummaries(db, [0, 1, 2].map(maps), 'proxy');
    const replies = [
      'serverSummary: Driving directions between places, as Jonathan Pryce likes them.',
      'serverSummary: Driving directions; see https://evil.example/maps for more.',
      'serverSummary: Driving directions between places near zyxqville.',
    ];
    // "zyxqville" is in one session's query: a word the model could only have from a trace.
    const vocabulary = async () => buildVocabulary([{ session: 's1', query: 'route to zyxqville' }], 5);
    for (const [i, reply] of replies.entries()) {
      const ai = scriptedAI(() => reply);
      expect(await proposeLlmSummaries(db, [maps(i)], llmSummaryWriter(ai.ai, vocabulary), 'proxy')).toEqual({
        proposed: 0,
        rejected: 1,
      });
      expect((await rows(`maps-${i}`)).map((r) => r.source)).toEqual(['offline']);
    }
    const reasons = [];
    for (const i of [0, 1, 2])
      reasons.push(...(await audit(`maps-${i}`)).filter((a) => a.action === 'server_summary.reject'));
    expect(reasons.map((a) => String(a.details.reason).split(':')[0])).toEqual(['privacy', 'injection', 'privacy']);
    // The reason counts private words, never quotes them.
    expect(JSON.stringify(reasons)).not.toMatch(/Pryce|zyxqville/);
  });

  it('asks once per description set: a summary that failed its checks is not asked for again', async () => {
    const cal = { server: 'cal', tools: [{ name: 'add_event', description: 'Adds an event to a calendar.' }] };
    await refreshServerSummaries(db, [cal], 'proxy');
    const failing = scriptedAI(() => 'serverSummary: Calendar events; see https://evil.example/cal.');
    expect(await proposeLlmSummaries(db, [cal], llmSummaryWriter(failing.ai, noQueries), 'proxy')).toEqual({
      proposed: 0,
      rejected: 1,
    });
    // The next syncs do not spend the budget on the same refused request.
    for (let i = 0; i < 2; i++)
      expect(await proposeLlmSummaries(db, [cal], llmSummaryWriter(failing.ai, noQueries), 'proxy')).toEqual({
        proposed: 0,
        rejected: 0,
      });
    expect(failing.prompts).toHaveLength(1);
    // New descriptions are a new request.
    const changed = { ...cal, tools: [...cal.tools, { name: 'list_events', description: 'Lists events of a day.' }] };
    await refreshServerSummaries(db, [changed], 'proxy');
    const grounded = scriptedAI(() => 'serverSummary: Adds events to a calendar and lists the events of a day.');
    expect(await proposeLlmSummaries(db, [changed], llmSummaryWriter(grounded.ai, noQueries), 'proxy')).toEqual({
      proposed: 1,
      rejected: 0,
    });
  });

  it('a refused fresh proposal gives the routing to the offline summary of the current descriptions', async () => {
    // One server whose fresh proposal a reviewer rejects, one whose fresh proposal fails its checks.
    for (const [server, refuse] of [
      ['books', 'reviewer'],
      ['films', 'checks'],
    ] as const) {
      const base = { server, tools: [{ name: 'search', description: `Searches ${server} by title.` }] };
      await refreshServerSummaries(db, [base], 'proxy');
      const first = scriptedAI(() => `serverSummary: Search ${server} by title.`);
      await proposeLlmSummaries(db, [base], llmSummaryWriter(first.ai, noQueries), 'proxy');
      await publishServerSummary(db, server, 2, 'alice');
      const changed = {
        ...base,
        tools: [...base.tools, { name: 'rate', description: `Rates ${server} from 1 to 5.` }],
      };
      // The reviewed summary of the old descriptions routes while the fresh one is due.
      expect((await refreshServerSummaries(db, [changed], 'proxy')).get(server)).toBe(`Search ${server} by title.`);
      const reply =
        refuse === 'reviewer'
          ? `serverSummary: Searches and rates ${server}.`
          : `serverSummary: Searches and rates ${server}; see https://evil.example/${server}.`;
      const fresh = scriptedAI(() => reply);
      const heard: string[] = [];
      const unlisten = await db.listen(PUBLISHED_CHANNEL, (p) => void heard.push(p));
      try {
        expect(await proposeLlmSummaries(db, [changed], llmSummaryWriter(fresh.ai, noQueries), 'proxy')).toEqual({
          proposed: refuse === 'reviewer' ? 1 : 0,
          rejected: refuse === 'reviewer' ? 0 : 1,
        });
        if (refuse === 'reviewer') await rejectServerSummary(db, server, 3, 'alice', 'too vague');
        // The proxies are told to reload now, not at their next timer.
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
      expect(JSON.parse(heard[0]!)).toMatchObject({ tool: `server:${server}`, cause: 'server_summary' });
      // Refused: the offline summary of the current descriptions routes, and is not asked again.
      expect((await refreshServerSummaries(db, [changed], 'proxy')).get(server)).toBe(offlineSummary(changed));
      expect(await proposeLlmSummaries(db, [changed], llmSummaryWriter(fresh.ai, noQueries), 'proxy')).toEqual({
        proposed: 0,
        rejected: 0,
      });
      expect(fresh.prompts).toHaveLength(1);
      expect((await rows(server)).at(-1)).toMatchObject({ source: 'offline', text: offlineSummary(changed) });
      // The audit names the reviewed summary that stopped routing, not only the latest version.
      const derived = (await audit(server)).filter((a) => a.action === 'server_summary.derive').at(-1)!;
      expect(derived.details).toMatchObject({ source: 'offline', replaced: { version: 2, source: 'llm' } });
    }
  });

  it('stops at the daily token budget, metered under the summary purpose', async () => {
    const files = { server: 'files', tools: [{ name: 'read_file', description: 'Reads a text file.' }] };
    const notes = { server: 'notes', tools: [{ name: 'add_note', description: 'Adds a note.' }] };
    await refreshServerSummaries(db, [files, notes], 'proxy');
    const ai = scriptedAI(() => 'serverSummary: Reads text files.');
    const writerUnder = (budget: number) => {
      const config = resolveConfig({ env: { WHETSTONE_LLM_DAILY_TOKEN_BUDGET: String(budget) } });
      const llm = meteredLlm(() => ai.ai, {
        provider: 'scripted',
        model: 'scripted',
        meter: meterFrom(config, { db }),
      });
      if (llm.mode !== 'online') throw new Error('a metered scripted LLM is online');
      return summaryWriterFrom(llm, db, { privacyMinSessions: 5, maxRetries: 0 });
    };
    // The first server's call, with no budget, is metered under the summary purpose.
    expect((await proposeLlmSummaries(db, [files], writerUnder(0), 'proxy')).proposed).toBe(1);
    const usage = await db.query<{ tokens: number }>("SELECT tokens::int FROM llm_usage WHERE purpose = 'summary'");
    expect(usage.rows).toHaveLength(1);
    // One token left today: the next call's estimate would pass the budget, so it is not made.
    const r = await proposeLlmSummaries(db, [files, notes], writerUnder(usage.rows[0]!.tokens + 1), 'proxy');
    expect(r.proposed).toBe(0);
    expect(r.stoppedBy).toMatch(/budget/);
    expect(ai.prompts).toHaveLength(1);
  });
});
