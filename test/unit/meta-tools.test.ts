// The meta-tool rule (src/model/meta-tools.ts): known tool-search tools and the discovery
// mode's own, names configured in WHETSTONE_META_TOOLS, and the judges reading the calls a
// meta-tool led to under the configured rule.
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config.ts';
import { FIND_TOOLS_NAME } from '../../src/discovery/find-tool.ts';
import type { JudgeableTrace } from '../../src/judge/judgeable.ts';
import { toolOutcomes } from '../../src/judge/outcomes.ts';
import { judgeBySignals } from '../../src/judge/signals.ts';
import { isMetaTool, metaToolRule } from '../../src/model/meta-tools.ts';

const call = (name: string, preview: string) => ({
  server: 's',
  name,
  arguments: { q: 'x' },
  result: { is_error: false, preview },
});
const trace = (calls: ReturnType<typeof call>[]): JudgeableTrace => ({
  trace_id: 't',
  server: 's',
  user_query: 'what is the weather in Paris',
  tools_shown: [],
  tool_calls: calls,
  final_answer: 'It is sunny in Paris.',
  signals: {},
});

describe('meta-tools', () => {
  it("knows the discovery mode's tool, Anthropic's tool search and gateways' search and call tools", () => {
    for (const n of [FIND_TOOLS_NAME, 'tool_search_tool_regex', 'tool_search_tool_bm25_20251119', 'route', 'call_tool'])
      expect(isMetaTool(n), n).toBe(true);
    for (const n of ['search', 'tool_search_results_export', 'get_route', 'find_tool_owner'])
      expect(isMetaTool(n), n).toBe(false);
  });

  it('adds the configured names to the known ones, without case', () => {
    const c = resolveConfig({ env: { WHETSTONE_META_TOOLS: 'gateway_lookup,Pick-Tool' } });
    expect(c.metaTools).toEqual(['gateway_lookup', 'Pick-Tool']);
    const rule = metaToolRule(c.metaTools);
    expect(['gateway_lookup', 'pick-tool', 'route'].map(rule)).toEqual([true, true, true]);
    expect(rule('forecast')).toBe(false);
    expect(() => resolveConfig({ env: { WHETSTONE_META_TOOLS: 'a,,b' } })).toThrow(/comma-separated/);
  });

  it('judges a session on the calls a configured meta-tool led to', () => {
    const t = trace([call('gateway_lookup', '[{"name":"forecast"}]'), call('forecast', 'sunny')]);
    const rule = metaToolRule(['gateway_lookup']);
    expect(toolOutcomes(t, true, rule).map((o) => o.name)).toEqual(['forecast']);
    expect(toolOutcomes(t, true).map((o) => o.name)).toEqual(['gateway_lookup', 'forecast']);
    expect(judgeBySignals(t, rule).features.calls).toBe(1);
    expect(judgeBySignals(t).features.calls).toBe(2);
  });
});
