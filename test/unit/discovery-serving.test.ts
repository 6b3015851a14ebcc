// The proxy's discovery state (src/mcp/discovery.ts) without transports: what a session
// lists, how pins and finds extend it, and when list_changed is due.
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { DiscoveryRouter } from '../../src/discovery/router.ts';
import { createLogger } from '../../src/log.ts';
import { DiscoveryServing } from '../../src/mcp/discovery.ts';
import { keywordEmbedder } from '../kit/keyword-embedder.ts';

const VOCAB = ['weather', 'forecast', 'mail', 'send', 'file', 'read'];
const keywords = keywordEmbedder(VOCAB);
const tool = (server: string, name: string, description: string): Tool => ({
  name,
  description,
  inputSchema: { type: 'object' },
  _meta: { 'whetstone/server': server },
});
const ALL = [
  tool('weather', 'forecast', 'Weather forecast for a city.'),
  tool('mail', 'send_mail', 'Send a mail message.'),
  tool('files', 'read_file', 'Read a file.'),
  tool('files', 'list_files', 'List the files of a folder.'),
];

describe('DiscoveryServing', () => {
  const serving = () =>
    new DiscoveryServing({
      router: new DiscoveryRouter(keywords, { lexicalWeight: 0 }),
      policy: { pinned: ['files/*', 'mail/nothing'] },
      log: createLogger('silent'),
    });

  it('frees what its router holds once however often it is closed', async () => {
    let released = 0;
    const s = new DiscoveryServing({
      router: new DiscoveryRouter(keywords, { lexicalWeight: 0 }),
      policy: { pinned: [] },
      log: createLogger('silent'),
      release: async () => void released++,
    });
    await Promise.all([s.close(), s.close()]);
    await s.close();
    expect(released).toBe(1);
    // Without anything to free, close is a no-op.
    await expect(serving().close()).resolves.toBeUndefined();
  });

  it('lists find_tools and the pinned tools; a pinned server pins all its tools', async () => {
    const s = serving();
    await s.sync(ALL);
    expect(s.visible({ found: new Set() }, ALL).map((t) => t.name)).toEqual(['find_tools', 'read_file', 'list_files']);
  });

  it('adds found tools to the session once, and says when the list grew', async () => {
    const s = serving();
    await s.sync(ALL);
    const session = { found: new Set<string>() };
    const first = await s.find(session, { request: 'weather forecast', k: 1 }, ALL);
    expect(first.added).toBe(true);
    const body = JSON.parse((first.result.content[0] as { text: string }).text);
    expect(body.tools).toEqual([
      {
        name: 'forecast',
        server: 'weather',
        description: 'Weather forecast for a city.',
        inputSchema: { type: 'object' },
      },
    ]);
    expect(s.visible(session, ALL).map((t) => t.name)).toContain('forecast');
    // Asked again: nothing new, so no list_changed is due.
    expect((await s.find(session, { request: 'weather forecast', k: 1 }, ALL)).added).toBe(false);
    // A pinned tool found is not "added" either: it was listed already.
    expect((await s.find(session, { request: 'read a file', k: 1 }, ALL)).added).toBe(false);
    expect((await s.find(session, { request: 'send mail', k: 1 }, ALL)).added).toBe(true);
    expect([...session.found].sort()).toEqual(['mail/send_mail', 'weather/forecast']);
  });

  it('leaves out a tool no longer served and returns the next one', async () => {
    const s = serving();
    await s.sync(ALL);
    const session = { found: new Set<string>() };
    const r = await s.find(session, { request: 'weather forecast or a file', k: 1 }, ALL.slice(1));
    const body = JSON.parse((r.result.content[0] as { text: string }).text);
    expect(body.tools).toHaveLength(1);
    expect(body.tools[0].server).toBe('files');
    expect(session.found.has('weather/forecast')).toBe(false);
    // Nothing related at all: an answer that says so.
    const none = await s.find(session, { request: 'translate a poem', k: 3 }, ALL);
    expect((none.result.content[0] as { text: string }).text).toMatch(/^No tools matched/);
  });

  it('sees a whole-server pin exactly: its server only, tool names holding "/" included', () => {
    const s = serving();
    const none = { found: new Set<string>() };
    expect(s.sees(none, 'files/read_file')).toBe(true);
    expect(s.sees(none, 'files/dir/read')).toBe(true);
    expect(s.sees(none, 'filesystem/read_file')).toBe(false);
    expect(s.sees(none, 'mail/nothing')).toBe(true);
    expect(s.sees(none, 'mail/nothing_else')).toBe(false);
    expect(s.sees({ found: new Set(['weather/forecast']) }, 'weather/forecast_hourly')).toBe(false);
  });

  it('refuses an empty request', async () => {
    const r = await serving().find({ found: new Set() }, { request: '' }, ALL);
    expect(r.result.isError).toBe(true);
  });
});
