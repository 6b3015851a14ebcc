// Python servers: the low-level @server.list_tools() / @server.call_tool() pair (git: Enum names
// and a match statement; sqlite: if/elif and a SQL helper), FastMCP's @mcp.tool() docstrings,
// and tool classes kept in a registry.
import { describe, expect, it } from 'vitest';
import { checkSource } from '../../src/consistency/check.ts';
import { LABELLED_SERVERS_DIR } from '../../lib/eval/consistency-labels.ts';

const classes = (r: Awaited<ReturnType<typeof checkSource>>, name: string) =>
  r.tools.find((t) => t.name === name)!.effects.map((e) => e.class);

describe('Python low-level servers', () => {
  it('resolves Enum tool names in Tool(...) and match cases (git)', async () => {
    const r = await checkSource({ dir: `${LABELLED_SERVERS_DIR}py-git` });
    expect(r.tools).toHaveLength(12);
    expect(classes(r, 'git_commit')).toEqual(['fs_write']);
    expect(classes(r, 'git_status')).toEqual([]);
    expect(classes(r, 'git_show')).toEqual([]);
    expect(r.tools.find((t) => t.name === 'git_status')!.description).toBe('Shows the working tree status');
  });

  it('tells a write query from a read through a shared SQL helper (sqlite)', async () => {
    const r = await checkSource({ dir: `${LABELLED_SERVERS_DIR}py-sqlite` });
    expect(classes(r, 'write_query')).toEqual(['db_write']);
    expect(classes(r, 'read_query')).toEqual([]);
    expect(classes(r, 'list_tables')).toEqual([]);
    expect(classes(r, 'append_insight')).toEqual(['state']);
  });

  it('finds the handler passed as Server(on_call_tool=…) and its client from an HTTP-named module', async () => {
    const r = await checkSource({ dir: `${LABELLED_SERVERS_DIR}py-sdk-simple-tool` });
    expect(r.tools.map((t) => [t.name, t.description])).toEqual([
      ['fetch', 'Fetches a website and returns its content'],
    ]);
    const net = r.tools[0]!.effects.find((e) => e.class === 'network')!;
    expect(net.disclosed).toBe(true);
    expect(net.evidence.some((e) => e.call === 'client.get')).toBe(true);
  });

  it('takes a one-tool server whole (fetch)', async () => {
    const r = await checkSource({ dir: `${LABELLED_SERVERS_DIR}py-fetch` });
    expect(r.tools.map((t) => t.name)).toEqual(['fetch']);
    expect(r.tools[0]!.effects.map((e) => [e.class, e.disclosed])).toEqual([['network', true]]);
  });
});

describe('FastMCP', () => {
  it('reads @mcp.tool() names and dedented docstrings, and flags undisclosed writes and calls', async () => {
    const r = await checkSource({ dir: `${LABELLED_SERVERS_DIR}py-fastmcp` });
    const shot = r.tools.find((t) => t.name === 'take_screenshot')!;
    expect(shot.description).toBe(
      "Take a screenshot of the user's screen and return it as an image. Use\nthis tool anytime the user wants you to look at something they're doing.",
    );
    expect(classes(r, 'textme')).toEqual(['network']);
    const remember = r.tools.find((t) => t.name === 'remember')!;
    expect(remember.effects.find((e) => e.class === 'db_write')?.disclosed).toBe(false);
    expect(remember.findings.map((f) => f.type)).toContain('undeclared_state_mutation');
  });
});

describe('tool classes in a registry', () => {
  it('reads ToolSchema(name=…, description=…) in a tool class and runs its _execute_impl', async () => {
    const r = await checkSource({ dir: `${LABELLED_SERVERS_DIR}py-tool-classes` });
    expect(r.tools.map((t) => t.name).sort()).toEqual(['batch_processor', 'calculator', 'concurrent_fetcher', 'echo']);
    const calc = r.tools.find((t) => t.name === 'calculator')!;
    expect(calc.description).toBe('Perform basic arithmetic operations (add, subtract, multiply, divide)');
    expect(calc.registered_at.file).toBe('tools/calculator_tool.py');
    // Threads sleeping to simulate I/O are no side effect.
    expect(r.tools.every((t) => t.effects.length === 0)).toBe(true);
  });
});
