// The low-level TypeScript style: a ListTools array of {name, description, inputSchema} and a
// CallTool switch (puppeteer: browser state kept across calls; slack: fetch in a client class).
import { describe, expect, it } from 'vitest';
import { checkSource } from '../../src/consistency/check.ts';
import { LABELLED_SERVERS_DIR } from '../../lib/eval/consistency-labels.ts';

describe('low-level TypeScript servers', () => {
  it('maps tools array entries to their switch cases and finds browser state and navigation', async () => {
    const r = await checkSource({ dir: `${LABELLED_SERVERS_DIR}ts-puppeteer`, server: 'puppeteer' });
    expect(r.tools).toHaveLength(7);
    const nav = r.tools.find((t) => t.name === 'puppeteer_navigate')!;
    expect(nav.effects.map((e) => e.class).sort()).toEqual(['network', 'state']);
    const shot = r.tools.find((t) => t.name === 'puppeteer_screenshot')!;
    const state = shot.effects.find((e) => e.class === 'state')!;
    expect(state.disclosed).toBe(false);
    expect(state.evidence.some((e) => e.call === 'screenshots.set')).toBe(true);
    expect(shot.findings.map((f) => f.type)).toEqual(['undeclared_state_mutation']);
  });

  it('follows a handler into a client class method that calls fetch', async () => {
    const r = await checkSource({ dir: `${LABELLED_SERVERS_DIR}ts-slack` });
    expect(r.tools).toHaveLength(8);
    for (const t of r.tools) expect(t.effects.map((e) => e.class)).toEqual(['network']);
    // "Slack" named in the server's descriptions counts as naming where the tools call.
    expect(r.tools.every((t) => t.effects[0]!.disclosed)).toBe(true);
  });
});
