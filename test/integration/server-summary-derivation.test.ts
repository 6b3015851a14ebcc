// Stored offline summaries of an older offline rule (OFFLINE_SUMMARY_RULE): the migration
// marks the summaries stored before it as rule 1; the refresh re-derives such a summary as a
// new, audited version when the current rule words it otherwise, and never replaces what a
// person or the LLM wrote or a person chose to route, nor supersedes a pending proposal.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishServerSummary, rejectServerSummary } from '../../src/discovery/summary-review.ts';
import { refreshServerSummaries, summaryBasis } from '../../src/discovery/summary-store.ts';
import { humanize, OFFLINE_SUMMARY_RULE, offlineSummary } from '../../src/discovery/summary.ts';
import type { Db } from '../../src/store/db.ts';
import { loadMigrations, migrate } from '../../src/store/migrate.ts';
import { insertSummaryVersion, upsertPublishedSummary } from '../../src/store/sql/server-summaries.ts';
import { backends, type TestStore } from '../kit/db.ts';

const VERBS = ['create', 'update', 'delete', 'list', 'export', 'import', 'merge', 'render'];
const NOUNS = ['slide', 'chart', 'table', 'image', 'note'];
// 40 tools whose names and first sentences overflow 120 words.
const OFFICE = {
  server: 'office',
  tools: VERBS.flatMap((v) =>
    NOUNS.map((n) => ({ name: `${v}_${n}`, description: `Does ${v} on a ${n} with many options and settings here.` })),
  ),
};
// What rule 1 kept of it: the first tools, the rest cut by the word limit.
const RULE1_TEXT = `office. Tools: ${OFFICE.tools
  .slice(0, 8)
  .map((t) => `${humanize(t.name)} (${t.description})`)
  .join('; ')}`;
const SMALL = { server: 'weather', tools: [{ name: 'forecast', description: 'Forecast for a city.' }] };

describe.each(backends)('offline summaries of an older rule (%s)', (_name, fresh) => {
  let store: TestStore;
  let db: Db;
  beforeEach(async () => {
    store = await fresh();
    db = await store.open();
  });
  afterEach(async () => {
    await db.close();
    await store.cleanup();
  });

  const rows = async (server: string) =>
    (
      await db.query<{ version: number; source: string; derivation: number | null; text: string }>(
        'SELECT version, source, derivation, text FROM server_summary_versions WHERE server = $1 ORDER BY version',
        [server],
      )
    ).rows;
  const published = async (server: string) =>
    (
      await db.query<{ v: number }>('SELECT published_version AS v FROM server_summary_state WHERE server = $1', [
        server,
      ])
    ).rows[0]?.v;
  const derives = async (server: string) =>
    (
      await db.query<{ details: { version: number; cause: string; derivation: number } }>(
        "SELECT details FROM audit_log WHERE subject = $1 AND action = 'server_summary.derive' ORDER BY id",
        [`server:${server}`],
      )
    ).rows.map((r) => r.details);

  /** A store as the previous release left it: summaries stored before migration 0029. */
  async function legacyStore(): Promise<void> {
    const all = loadMigrations();
    await migrate(
      db,
      all.filter((m) => m.name < '0029'),
    );
    for (const [s, text] of [
      [OFFICE, RULE1_TEXT],
      [SMALL, offlineSummary(SMALL)],
    ] as const) {
      await db.query(
        `INSERT INTO server_summary_versions (server, version, text, source, basis_hash, created_by)
         VALUES ($1, 1, $2, 'offline', $3, 'proxy')`,
        [s.server, text, summaryBasis(s)],
      );
      await upsertPublishedSummary(db, s.server, 1);
    }
    await migrate(db);
  }

  it('re-derives a summary of rule 1 once, as a new audited version, when the rule words it otherwise', async () => {
    await legacyStore();
    expect((await rows('office')).map((r) => r.derivation)).toEqual([1]);
    const out = await refreshServerSummaries(db, [OFFICE, SMALL], 'proxy');
    for (const t of OFFICE.tools) expect(out.get('office')).toContain(humanize(t.name));
    expect(await rows('office')).toEqual([
      { version: 1, source: 'offline', derivation: 1, text: RULE1_TEXT },
      { version: 2, source: 'offline', derivation: OFFLINE_SUMMARY_RULE, text: offlineSummary(OFFICE) },
    ]);
    expect(await published('office')).toBe(2);
    expect(await derives('office')).toEqual([
      expect.objectContaining({ version: 2, cause: 'rule', derivation: OFFLINE_SUMMARY_RULE }),
    ]);
    // The same words under the current rule: kept as they are, no version to review.
    expect((await rows('weather')).length).toBe(1);
    await refreshServerSummaries(db, [OFFICE, SMALL], 'proxy');
    expect((await rows('office')).length).toBe(2);
    expect(await derives('weather')).toEqual([]);
  });

  it('leaves an older offline version a person chose to route', async () => {
    await legacyStore();
    await refreshServerSummaries(db, [OFFICE], 'proxy');
    await publishServerSummary(db, 'office', 1, 'alice', 'the shorter one reads better');
    const out = await refreshServerSummaries(db, [OFFICE], 'proxy');
    expect(out.get('office')).toBe(RULE1_TEXT);
    expect((await rows('office')).length).toBe(2);
  });

  it("never replaces a person's or the LLM's published summary", async () => {
    await legacyStore();
    for (const [source, text] of [
      ['human', 'Office documents: slides, charts, tables.'],
      ['llm', 'Edits office documents.'],
    ] as const) {
      const v = await insertSummaryVersion(db, {
        server: 'office',
        text,
        source,
        basisHash: summaryBasis(OFFICE),
        actor: 'alice',
      });
      await upsertPublishedSummary(db, 'office', v);
      expect((await refreshServerSummaries(db, [OFFICE], 'proxy')).get('office')).toBe(text);
    }
    expect((await rows('office')).map((r) => r.source)).toEqual(['offline', 'human', 'llm']);
    expect(await derives('office')).toEqual([]);
  });

  it('waits while a proposal awaits review, and re-derives once it is rejected', async () => {
    await legacyStore();
    const proposal = await insertSummaryVersion(db, {
      server: 'office',
      text: 'Edits office documents.',
      source: 'llm',
      basisHash: summaryBasis(OFFICE),
      actor: 'proxy',
    });
    expect((await refreshServerSummaries(db, [OFFICE], 'proxy')).get('office')).toBe(RULE1_TEXT);
    expect((await rows('office')).length).toBe(2);
    // Waiting costs a reload nothing more: no transaction, no read of the server's history.
    const tx = vi.spyOn(db, 'transaction');
    for (let i = 0; i < 3; i++)
      expect((await refreshServerSummaries(db, [OFFICE], 'proxy')).get('office')).toBe(RULE1_TEXT);
    expect(tx).not.toHaveBeenCalled();
    tx.mockRestore();
    await rejectServerSummary(db, 'office', proposal, 'alice', 'too vague');
    expect((await refreshServerSummaries(db, [OFFICE], 'proxy')).get('office')).toBe(offlineSummary(OFFICE));
    expect((await rows('office')).map((r) => [r.source, r.derivation])).toEqual([
      ['offline', 1],
      ['llm', null],
      ['offline', OFFLINE_SUMMARY_RULE],
    ]);
  });

  it("refuses an offline version without its rule, a person's with one, and an LLM's below rule 1", async () => {
    await migrate(db);
    const row = { server: 'x', text: 't', basisHash: Buffer.alloc(32), actor: 'a' };
    await expect(insertSummaryVersion(db, { ...row, source: 'offline' })).rejects.toThrow();
    await expect(insertSummaryVersion(db, { ...row, source: 'human', derivation: 2 })).rejects.toThrow();
    await expect(insertSummaryVersion(db, { ...row, source: 'llm', derivation: 0 })).rejects.toThrow();
    await expect(insertSummaryVersion(db, { ...row, source: 'llm', derivation: -3 })).rejects.toThrow();
    // An LLM summary as the model wrote it, or completed by the names rule.
    await insertSummaryVersion(db, { ...row, source: 'llm' });
    await insertSummaryVersion(db, { ...row, source: 'llm', derivation: 1 });
    await insertSummaryVersion(db, { ...row, source: 'offline', derivation: 1 });
    await insertSummaryVersion(db, { ...row, source: 'human' });
    expect((await rows('x')).map((r) => [r.source, r.derivation])).toEqual([
      ['llm', null],
      ['llm', 1],
      ['offline', 1],
      ['human', null],
    ]);
  });

  it("migrates a store holding the previous release's LLM and human summaries", async () => {
    await migrate(
      db,
      loadMigrations().filter((m) => m.name < '0030'),
    );
    const row = { text: 't', basisHash: Buffer.alloc(32), actor: 'a' };
    await insertSummaryVersion(db, { ...row, server: 'x', source: 'llm' });
    await insertSummaryVersion(db, { ...row, server: 'x', source: 'human' });
    await insertSummaryVersion(db, { ...row, server: 'x', source: 'offline', derivation: 1 });
    await migrate(db);
    expect((await rows('x')).map((r) => [r.source, r.derivation])).toEqual([
      ['llm', null],
      ['human', null],
      ['offline', 1],
    ]);
  });
});
