// Pins that match nothing, in discovery mode: real SDK upstreams over HTTP, real PostgreSQL,
// the real embedding model, a real SDK Client. A pin naming no upstream, or a tool its
// upstream does not serve, is reported at start (a warning naming the pin and what it
// failed to match, and whetstone_proxy_pins_unmatched on the proxy's /metrics) instead of
// being ignored; once the upstream serves the tool the pin matches and the count drops.
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import pino from 'pino';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiscoveryProxy, startDiscoveryProxy } from '../kit/discovery-proxy.ts';
import { until } from '../kit/kafka.ts';

const schema = { type: 'object' as const, properties: { text: { type: 'string' } } };
const tool = (name: string, description: string): Tool => ({ name, description, inputSchema: schema });
const TOOLS = [tool('send_mail', 'Sends a mail message.'), tool('read_mail', 'Reads a mail message.')];

describe('pins that match nothing', () => {
  let px: DiscoveryProxy;
  const metrics = new Registry();
  const warnings: { pin?: string; reason?: string; msg: string }[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
  const gauge = async () =>
    Number((await metrics.metrics()).match(/^whetstone_proxy_pins_unmatched (\d+)$/m)?.[1] ?? Number.NaN);

  beforeAll(async () => {
    px = await startDiscoveryProxy({
      server: 'mail',
      tools: TOOLS,
      policy: { pinned: ['mail/send_mail', 'mail/archive', 'mial/*', 'mail/*'] },
      actor: 'pins-test',
      env: { WHETSTONE_DISCOVERY_MODELS: 'all-minilm-l6-v2' },
      metrics,
      log,
    });
  }, 120_000);
  afterAll(async () => {
    await px?.close();
  });

  it('warns at start naming each pin and what it failed to match, and counts them', async () => {
    const pinned = warnings.filter((w) => w.pin !== undefined);
    expect(pinned.map((w) => w.pin).sort()).toEqual(['mail/archive', 'mial/*']);
    expect(pinned.find((w) => w.pin === 'mial/*')?.reason).toBe(
      'no upstream is named "mial" (this proxy\'s upstreams: mail)',
    );
    expect(pinned.find((w) => w.pin === 'mail/archive')?.reason).toBe(
      'upstream mail serves no tool named "archive" (it serves send_mail, read_mail)',
    );
    expect(pinned.find((w) => w.pin === 'mial/*')?.msg).toMatch(/fix WHETSTONE_PROXY_PINS \/ --pin/);
    expect(await gauge()).toBe(2);
    // The pins that match are served as before.
    const agent = await px.connect();
    expect((await agent.listTools()).tools.map((t) => t.name).sort()).toEqual(['find_tools', 'read_mail', 'send_mail']);
  }, 60_000);

  it('matches a pinned tool the upstream adds later, and warns no more for it', async () => {
    const before = warnings.length;
    await px.upstream.setTools([...TOOLS, tool('archive', 'Archives a mail message.')]);
    await px.proxy.relist('mail');
    await until('the pin to match', gauge, (n) => n === 1, 15_000, 50);
    const agent = await px.connect();
    expect((await agent.listTools()).tools.map((t) => t.name)).toContain('archive');
    // The pin still unmatched is not warned about again at each reload.
    expect(warnings.slice(before).filter((w) => w.pin !== undefined)).toEqual([]);
  }, 60_000);
});
