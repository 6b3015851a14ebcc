// Stored server summaries (src/discovery/summary-store.ts): derived offline once per basis,
// versioned and audited, re-derived when the published descriptions change, and a person's
// summary is never overwritten by re-derivation.
import { describe, expect, it } from 'vitest';
import { refreshServerSummaries } from '../../src/discovery/summary-store.ts';
import { offlineSummary } from '../../src/discovery/summary.ts';
import { insertSummaryVersion, upsertPublishedSummary } from '../../src/store/sql/server-summaries.ts';
import { backends, withMigratedStore } from '../kit/db.ts';

describe.each(backends)('server summaries (%s)', (_name, fresh) => {
  const kit = withMigratedStore(fresh);
  const versions = async (server: string) =>
    (
      await kit.db.query<{ version: number; source: string }>(
        'SELECT version, source FROM server_summary_versions WHERE server = $1 ORDER BY version',
        [server],
      )
    ).rows;

  it('derives, versions and audits offline summaries, and re-derives only when descriptions change', async () => {
    const weather = { server: 'weather', tools: [{ name: 'forecast', description: 'Forecast for a city.' }] };
    const first = await refreshServerSummaries(kit.db, [weather], 'proxy');
    expect(first.get('weather')).toBe(offlineSummary(weather));
    await refreshServerSummaries(kit.db, [weather], 'proxy');
    expect(await versions('weather')).toEqual([{ version: 1, source: 'offline' }]);

    const changed = { server: 'weather', tools: [{ name: 'forecast', description: 'Hourly forecast for a city.' }] };
    const second = await refreshServerSummaries(kit.db, [changed], 'proxy');
    expect(second.get('weather')).toBe(offlineSummary(changed));
    expect((await versions('weather')).map((v) => v.version)).toEqual([1, 2]);
    const audit = await kit.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE subject = 'server:weather'",
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['server_summary.derive', 'server_summary.derive']);
  });

  it("keeps a person's published summary when the descriptions change", async () => {
    const mail = { server: 'mail', tools: [{ name: 'send', description: 'Sends mail.' }] };
    await refreshServerSummaries(kit.db, [mail], 'proxy');
    const v = await insertSummaryVersion(kit.db, {
      server: 'mail',
      text: 'Email: send and read messages.',
      source: 'human',
      basisHash: Buffer.alloc(32),
      actor: 'alice',
    });
    await upsertPublishedSummary(kit.db, 'mail', v);
    const after = await refreshServerSummaries(
      kit.db,
      [{ server: 'mail', tools: [{ name: 'send', description: 'Sends an email.' }] }],
      'proxy',
    );
    expect(after.get('mail')).toBe('Email: send and read messages.');
    expect((await versions('mail')).map((r) => r.source)).toEqual(['offline', 'human']);
  });
});
