// One test per signal rule, on hand-made traces; the table is in docs/judge.md.
import { describe, expect, it } from 'vitest';
import { coverage, judgeBySignals, RULES, toolOutcomes, type JudgeableTrace } from '../../src/judge/signals.ts';

type Call = JudgeableTrace['tool_calls'][number];
const ok = (name: string, args: Record<string, unknown> = { q: 'x' }): Call => ({ server: 'web', name, arguments: args, result: { is_error: false, preview: 'ok' } });
const err = (name: string, args: Record<string, unknown> = { q: 'x' }): Call => ({ server: 'web', name, arguments: args, result: { is_error: true, preview: 'error' } });

function trace(p: Partial<JudgeableTrace>): JudgeableTrace {
  return {
    trace_id: 't',
    server: 'web',
    user_query: 'weather in Paris tomorrow',
    tool_calls: [ok('forecast')],
    tools_shown: [],
    final_answer: 'Tomorrow in Paris: 18°C and sunny.',
    signals: {},
    ...p,
  };
}

const cases: [string, JudgeableTrace, { passed: boolean; decided: boolean }][] = [
  ['feedback_down', trace({ signals: { feedback: { rating: 'down' } } }), { passed: false, decided: true }],
  ['feedback_up', trace({ tool_calls: [err('forecast')], signals: { feedback: { rating: 'up' } } }), { passed: true, decided: true }],
  ['prejudged', trace({ signals: { is_successful: false, score: 0.3 } }), { passed: false, decided: true }],
  ['no_final_answer', trace({ final_answer: '  ' }), { passed: false, decided: true }],
  ['all_calls_failed', trace({ tool_calls: [err('forecast'), err('forecast', { q: 'y' })] }), { passed: false, decided: true }],
  ['gave_up', trace({ final_answer: "I'm sorry, I couldn't reach the weather service." }), { passed: false, decided: true }],
  ['last_call_failed', trace({ tool_calls: [ok('geocode'), err('forecast')] }), { passed: false, decided: true }],
  ['switched_tool', trace({ tool_calls: [ok('news_search'), ok('forecast')] }), { passed: true, decided: false }],
  ['retried_with_new_arguments', trace({ tool_calls: [ok('forecast', { city: 'Paris' }), ok('forecast', { city: 'Paris, FR' })] }), { passed: true, decided: false }],
  ['recovered_after_error', trace({ tool_calls: [err('forecast'), ok('forecast')] }), { passed: true, decided: false }],
  ['clean', trace({}), { passed: true, decided: false }],
  ['no_tool_calls', trace({ tool_calls: [] }), { passed: true, decided: false }],
];

describe('signal judge rules', () => {
  it('covers every rule of the table', () => {
    expect(cases.map((c) => c[0])).toEqual(RULES.map((r) => r.id));
  });

  it.each(cases)('%s', (rule, t, want) => {
    const j = judgeBySignals(t);
    expect(j.rule).toBe(rule);
    expect(j.passed).toBe(want.passed);
    expect(j.confidence >= 0.7).toBe(want.decided);
    expect(j.score).toBeGreaterThanOrEqual(0);
    expect(j.score).toBeLessThanOrEqual(1);
    expect(j.passed).toBe(j.score >= 0.5);
    expect(j.reasoning.length).toBeGreaterThan(5);
  });

  it('reads pre-judged methodology fields in their several shapes', () => {
    expect(judgeBySignals(trace({ signals: { success_rate: 0.9 } }))).toMatchObject({ rule: 'prejudged', passed: true, score: 0.9 });
    expect(judgeBySignals(trace({ signals: { task_success_evaluation: { passed: false } } }))).toMatchObject({ rule: 'prejudged', passed: false });
    expect(judgeBySignals(trace({ signals: { score: 7 } })).rule).toBe('clean'); // out of range: not a usable signal
  });
});

describe('tool outcomes', () => {
  it('marks the tool that served the task, a wrong pick before it, and a retry', () => {
    const t = trace({ tool_calls: [ok('news_search'), err('forecast', { city: 'Paris' }), ok('forecast', { city: 'Paris, FR' })], tools_shown: [{ server: 'web', name: 'forecast', version: 4 }] });
    const outcomes = toolOutcomes(t, true);
    expect(outcomes).toEqual([
      { server: 'web', name: 'news_search', outcome: 'wrong_pick', servedBy: 'web/forecast', shownVersion: null },
      { server: 'web', name: 'forecast', outcome: 'served', servedBy: null, shownVersion: 4 },
    ]);
  });

  it('does not call a tool a wrong pick when the task failed', () => {
    expect(toolOutcomes(trace({ tool_calls: [ok('news_search'), err('forecast')] }), false).map((o) => o.outcome)).toEqual(['unresolved', 'error']);
  });

  it('measures how much of the query the answer addresses', () => {
    expect(coverage('weather in Paris tomorrow', 'Tomorrow in Paris: sunny')).toBeCloseTo(2 / 3);
    expect(coverage('weather in Paris tomorrow', '')).toBe(0);
  });
});
