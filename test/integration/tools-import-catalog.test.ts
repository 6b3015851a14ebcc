// `whetstone tools import` of a catalog of several servers: {"servers": [{"server", "tools"}]}
// registers each server's tools under its own name, in one command; a bad entry is refused
// before anything is written. PostgreSQL is real.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { selectToolsWithState } from '../../src/store/sql/tools.ts';
import { runCli } from '../kit/cli.ts';
import { withMigratedStore } from '../kit/db.ts';

const kit = withMigratedStore(undefined, { perTest: true });
const dir = mkdtempSync(join(tmpdir(), 'whetstone-catalog-'));

function file(name: string, body: unknown): string {
  const p = join(dir, name);
  writeFileSync(p, JSON.stringify(body));
  return p;
}

const CATALOG = {
  servers: [
    { server: 'weather', tools: [{ name: 'forecast', description: 'Forecast for a city.', inputSchema: {} }] },
    {
      server: 'files',
      tools: [
        { name: 'read', description: 'Reads a file.', inputSchema: {} },
        { name: 'write', description: 'Writes a file.', inputSchema: {} },
      ],
    },
  ],
};

describe('tools import: a multi-server catalog', () => {
  it('registers every server of the catalog, each tool at v1 published', async () => {
    const r = await runCli(['tools', 'import', file('catalog.json', CATALOG), '--json'], kit.env);
    expect(r.code, r.stderr).toBe(0);
    const reports = JSON.parse(r.stdout) as { server: string; added: string[] }[];
    expect(reports.map((x) => [x.server, x.added])).toEqual([
      ['weather', ['forecast']],
      ['files', ['read', 'write']],
    ]);
    const tools = await selectToolsWithState(kit.db);
    expect(tools.map((t) => [`${t.server}/${t.name}`, t.published_version]).sort()).toEqual([
      ['files/read', 1],
      ['files/write', 1],
      ['weather/forecast', 1],
    ]);
    // Again: nothing changes.
    const again = await runCli(['tools', 'import', file('catalog.json', CATALOG)], kit.env);
    expect(again.stdout).toContain('weather: 1 tools — 0 added, 1 unchanged');
    expect(again.stdout).toContain('files: 2 tools — 0 added, 2 unchanged');
  });

  it('refuses a catalog entry without a server, a server listed twice, or --server, writing nothing', async () => {
    const noName = await runCli(
      ['tools', 'import', file('a.json', { servers: [CATALOG.servers[0], { tools: [] }] })],
      kit.env,
    );
    expect(noName.code).toBe(1);
    expect(noName.stderr).toContain('servers[1] names no "server"');
    const twice = await runCli(
      ['tools', 'import', file('b.json', { servers: [CATALOG.servers[0], CATALOG.servers[0]] })],
      kit.env,
    );
    expect(twice.stderr).toContain('server "weather" is listed twice');
    const over = await runCli(['tools', 'import', file('c.json', CATALOG), '--server', 'x'], kit.env);
    expect(over.stderr).toContain('lists 2 servers; --server applies to one');
    // A bad tool in the second server stops the first one's import too.
    const bad = {
      servers: [CATALOG.servers[0], { server: 'files', tools: [{ name: 'read', description: 'a\u0000b' }] }],
    };
    const r = await runCli(['tools', 'import', file('d.json', bad)], kit.env);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('NUL');
    expect(await selectToolsWithState(kit.db)).toEqual([]);
  });
});
