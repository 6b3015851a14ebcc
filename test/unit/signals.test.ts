// One test per signal rule, on hand-made traces; the table is in docs/judge.md.
import { describe, expect, it } from 'vitest';
import { toolOutcomes } from '../../src/judge/outcomes.ts';
import type { JudgeableTrace } from '../../src/judge/judgeable.ts';
import { coverage, judgeBySignals, RULES } from '../../src/judge/signals.ts';

type Call = JudgeableTrace['tool_calls'][number];
const ok = (name: string, args: Record<string, unknown> = { q: 'x' }): Call => ({
  server: 'web',
  name,
  arguments: args,
  result: { is_error: false, preview: 'ok' },
});
const err = (name: string, args: Record<string, unknown> = { q: 'x' }): Call => ({
  server: 'web',
  name,
  arguments: args,
  result: { is_error: true, preview: 'error' },
});

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
  [
    'feedback_up',
    trace({ tool_calls: [err('forecast')], signals: { feedback: { rating: 'up' } } }),
    { passed: true, decided: true },
  ],
  ['prejudged', trace({ signals: { is_successful: false, score: 0.3 } }), { passed: false, decided: true }],
  ['no_final_answer', trace({ final_answer: '  ' }), { passed: false, decided: true }],
  [
    'all_calls_failed',
    trace({ tool_calls: [err('forecast'), err('forecast', { q: 'y' })] }),
    { passed: false, decided: true },
  ],
  [
    'unproductive_calls',
    trace({
      // An MCP reply the proxy recorded as fine, whose content says it failed; then an empty search.
      tool_calls: [
        {
          ...ok('lookup'),
          result: { is_error: false, preview: '{"content":[{"type":"text","text":"boom"}],"isError": true}' },
        },
        { ...ok('search'), result: { is_error: false, preview: '[]' } },
      ],
      final_answer: 'Here is a full overview of the topic, with the latest figures.',
    }),
    { passed: false, decided: true },
  ],
  [
    'unproduced_claim',
    trace({
      tool_calls: [ok('search', { q: 'paris' })],
      final_answer: 'I have saved the report to /home/me/reports/paris.md for you.',
    }),
    { passed: false, decided: true },
  ],
  [
    'deliverable_missing',
    trace({
      user_query: 'Find the forecast and save it to /home/me/notes/weather.md',
      tool_calls: [ok('forecast', { city: 'Paris' })],
      final_answer: 'Tomorrow in Paris: 18°C and sunny.',
    }),
    { passed: false, decided: false },
  ],
  [
    'session',
    trace({
      messages: [
        { role: 'user', content: 'Move my booking to Friday.' },
        { role: 'assistant', content: 'Done: it is on Friday now.' },
        { role: 'user', content: 'Thanks!' },
      ],
    }),
    { passed: true, decided: false },
  ],
  [
    'gave_up',
    trace({ final_answer: "I'm sorry, I couldn't reach the weather service." }),
    { passed: false, decided: true },
  ],
  ['last_call_failed', trace({ tool_calls: [ok('geocode'), err('forecast')] }), { passed: false, decided: true }],
  ['switched_tool', trace({ tool_calls: [ok('news_search'), ok('forecast')] }), { passed: true, decided: false }],
  [
    'retried_with_new_arguments',
    trace({ tool_calls: [ok('forecast', { city: 'Paris' }), ok('forecast', { city: 'Paris, FR' })] }),
    { passed: true, decided: false },
  ],
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

  it('orders traces within an undecided rule by how much of the request the answer addresses, never across rules', () => {
    const on = judgeBySignals(trace({ final_answer: 'Tomorrow in Paris: 18°C and sunny weather.' }));
    const off = judgeBySignals(trace({ final_answer: 'Here you go: 18°C.' }));
    expect(on.rule).toBe('clean');
    expect(off.rule).toBe('clean');
    expect(on.score).toBeGreaterThan(off.score);
    expect(on.score - off.score).toBeLessThan(0.05);
    // A decided rule keeps its score.
    expect(judgeBySignals(trace({ tool_calls: [ok('geocode'), err('forecast')] })).score).toBe(0.25);
  });

  it('reads pre-judged methodology fields in their several shapes', () => {
    expect(judgeBySignals(trace({ signals: { success_rate: 0.9 } }))).toMatchObject({
      rule: 'prejudged',
      passed: true,
      score: 0.9,
    });
    expect(judgeBySignals(trace({ signals: { task_success_evaluation: { passed: false } } }))).toMatchObject({
      rule: 'prejudged',
      passed: false,
    });
    expect(judgeBySignals(trace({ signals: { score: 7 } })).rule).toBe('clean'); // out of range: not a usable signal
  });
});

describe('tool outcomes', () => {
  const outcomesOf = (calls: Call[], passed = true) =>
    toolOutcomes(trace({ tool_calls: calls }), passed).map((o) => [o.name, o.outcome, o.servedBy]);

  it('a workflow is not a wrong pick: looking something up, then changing it, both served', () => {
    expect(
      outcomesOf([ok('get_order', { order_id: 'A1' }), ok('cancel_order', { order_id: 'A1', reason: 'late' })]),
    ).toEqual([
      ['get_order', 'served', null],
      ['cancel_order', 'served', null],
    ]);
    // A different job with other arguments after a useful answer: still a workflow.
    expect(
      outcomesOf([ok('news_search'), err('forecast', { city: 'Paris' }), ok('forecast', { city: 'Paris, FR' })]),
    ).toEqual([
      ['news_search', 'served', null],
      ['forecast', 'served', null],
    ]);
  });

  it('a failed call whose job another tool of the same kind then did is a wrong pick, with that tool', () => {
    expect(
      outcomesOf([err('search_docs', { q: 'rate limits' }), ok('search_web', { q: 'rate limits', n: 5 })]),
    ).toEqual([
      ['search_docs', 'wrong_pick', 'web/search_web'],
      ['search_web', 'served', null],
    ]);
    // A change tool does not do a read tool's job, even with the same id.
    expect(outcomesOf([err('get_order', { id: 'A1' }), ok('cancel_order', { id: 'A1' })])).toEqual([
      ['get_order', 'error', null],
      ['cancel_order', 'served', null],
    ]);
  });

  it('a read that found nothing, answered by another read with a shared argument, is a wrong pick', () => {
    const empty = (name: string, args: Record<string, unknown>): Call => ({
      server: 'web',
      name,
      arguments: args,
      result: { is_error: false, preview: '[]' },
    });
    expect(
      outcomesOf([
        empty('find_flights', { from: 'LIS', to: 'OSL', date: '2026-05-01' }),
        ok('search_connections', { from: 'LIS', to: 'OSL' }),
      ]),
    ).toEqual([
      ['find_flights', 'wrong_pick', 'web/search_connections'],
      ['search_connections', 'served', null],
    ]);
  });

  it('a result abandoned for another tool asked the very same thing is a wrong pick', () => {
    expect(
      outcomesOf([ok('news_search', { q: 'weather Paris' }), ok('forecast', { q: 'weather Paris', days: 1 })]),
    ).toEqual([
      ['news_search', 'wrong_pick', 'web/forecast'],
      ['forecast', 'served', null],
    ]);
  });

  it('an immediate call of the same tool with changed arguments is an argument retry; the later call decides the tool', () => {
    expect(outcomesOf([err('forecast', { city: 'Paris' }), ok('forecast', { city: 'Paris, FR' })])).toEqual([
      ['forecast', 'served', null],
    ]);
    expect(outcomesOf([err('forecast', { city: 'Paris' }), err('forecast', { city: 'Paris, FR' })], false)).toEqual([
      ['forecast', 'error', null],
    ]);
  });

  it('does not call a tool a wrong pick or served when the task failed', () => {
    expect(outcomesOf([ok('news_search'), err('forecast')], false)).toEqual([
      ['news_search', 'unresolved', null],
      ['forecast', 'error', null],
    ]);
  });

  it('measures how much of the query the answer addresses', () => {
    expect(coverage('weather in Paris tomorrow', 'Tomorrow in Paris: sunny')).toBeCloseTo(2 / 3);
    expect(coverage('weather in Paris tomorrow', '')).toBe(0);
  });
});

describe('session signals (traces with the conversation)', () => {
  const talk = (...turns: [string, string][]) => turns.map(([role, content]) => ({ role, content }));
  const judged = (calls: Call[], messages: { role: string; content: string }[]) =>
    judgeBySignals(trace({ tool_calls: calls, messages }));

  it('needs two user turns: a one-turn trace keeps the single-turn rules', () => {
    expect(judged([ok('forecast')], talk(['user', 'weather in Paris tomorrow'], ['assistant', 'Sunny.'])).rule).toBe(
      'clean',
    );
  });

  it('a change the user consented to passes; the same change without consent fails', () => {
    const change = [ok('get_order', { id: 'A1' }), ok('cancel_order', { id: 'A1' })];
    const consented = judged(
      change,
      talk(
        ['user', 'Cancel my order A1.'],
        ['assistant', 'Shall I cancel A1?'],
        ['user', 'Yes, please go ahead.'],
        ['assistant', 'Cancelled.'],
        ['user', 'Thanks!'],
      ),
    );
    const unasked = judged(
      change,
      talk(['user', 'What is the status of order A1?'], ['assistant', 'I cancelled it.'], ['user', 'Oh. Thanks.']),
    );
    expect(consented).toMatchObject({ rule: 'session', passed: true });
    expect(unasked).toMatchObject({ rule: 'session', passed: false });
    expect(unasked.reasoning).toContain("1 state change(s) beyond the user's 0 consent(s) (-0.20)");
  });

  it('a change redone by the same tool costs, per repeat', () => {
    const ask = (n: number): [string, string] => ['assistant', `Shall I book trip ${n}?`];
    const once = judged(
      [ok('book_trip', { id: 1 })],
      talk(['user', 'Book it.'], ask(1), ['user', 'Yes.'], ['assistant', 'Booked.'], ['user', 'Thanks.']),
    );
    const thrice = judged(
      [ok('book_trip', { id: 1 }), ok('book_trip', { id: 2 }), ok('book_trip', { id: 3 })],
      talk(
        ['user', 'Book it.'],
        ask(1),
        ['user', 'Yes.'],
        ask(2),
        ['user', 'Yes.'],
        ask(3),
        ['user', 'Yes.'],
        ['assistant', 'Booked.'],
        ['user', 'Thanks.'],
      ),
    );
    expect(once.score - thrice.score).toBeCloseTo(0.2, 2); // the longer conversation costs a little too
    expect(thrice.reasoning).toContain('2 state change(s) redone by the same tool');
  });

  it('an explained refusal or a hand-off that changed nothing passes; an unhappy user fails', () => {
    const refusal = judged(
      [ok('get_order', { id: 'A1' })],
      talk(
        ['user', 'Refund order A1.'],
        ['assistant', "I'm sorry, but a refund is not possible after 30 days."],
        ['user', 'I see, thanks.'],
      ),
    );
    expect(refusal).toMatchObject({ rule: 'session', passed: true });
    expect(refusal.reasoning).toContain('explained what it could not do');
    const handoff = judged(
      [ok('transfer_to_human_agents', { summary: 'refund' })],
      talk(['user', 'Refund order A1.'], ['assistant', 'Let me connect you.'], ['user', 'Ok.']),
    );
    expect(handoff.reasoning).toContain('handed off to a person without changing anything (+0.10)');
    // After a change, the same hand-off says part of the job was left to a person.
    const midway = judged(
      [ok('update_order', { id: 'A1' }), ok('transfer_to_human_agents', { summary: 'refund' })],
      talk(
        ['user', 'Refund order A1.'],
        ['assistant', 'Shall I update A1?'],
        ['user', 'Yes.'],
        ['assistant', 'Let me connect you.'],
        ['user', 'Ok.'],
      ),
    );
    expect(midway.reasoning).toContain('handed off to a person after changing state (-0.05)');
    expect(handoff.score - midway.score).toBeGreaterThan(0.15);
    const unhappy = judged(
      [ok('get_order', { id: 'A1' })],
      talk(
        ['user', 'Where is A1?'],
        ['assistant', 'It shipped.'],
        ['user', "That's wrong, I want to speak to a manager."],
      ),
    );
    expect(unhappy).toMatchObject({ rule: 'session', passed: false });
  });

  it('a yes counts as consent only when it answers a request for confirmation', () => {
    const change = [ok('get_order', { id: 'A1' }), ok('cancel_order', { id: 'A1' })];
    // "Sure!" answers a question about details: it consents to nothing.
    const details = judged(
      change,
      talk(
        ['user', 'Cancel my order.'],
        ['assistant', 'What is the order number?'],
        ['user', 'Sure! It is A1.'],
        ['assistant', 'Cancelled.'],
        ['user', 'Thanks.'],
      ),
    );
    const confirmed = judged(
      change,
      talk(
        ['user', 'Cancel my order.'],
        ['assistant', 'What is the order number?'],
        ['user', 'It is A1.'],
        ['assistant', 'Order A1 costs $20. Would you like me to proceed with the cancellation?'],
        ['user', 'Yes, go ahead.'],
        ['assistant', 'Cancelled.'],
        ['user', 'Thanks.'],
      ),
    );
    expect(details.reasoning).toContain("1 state change(s) beyond the user's 0 consent(s)");
    expect(confirmed.reasoning).not.toContain('beyond the user');
    expect(confirmed.score - details.score).toBeGreaterThan(0.15);
  });

  it("a conversation that ends on the user's unanswered question costs", () => {
    const answered = judged(
      [ok('transfer_to_human_agents', { summary: 'x' })],
      talk(
        ['user', 'Refund order A1.'],
        ['assistant', 'I will transfer you.'],
        ['user', 'Why is that?'],
        ['assistant', 'Refunds need a person.'],
      ),
    );
    const unanswered = judged(
      [ok('transfer_to_human_agents', { summary: 'x' })],
      talk(['user', 'Refund order A1.'], ['assistant', 'I will transfer you.'], ['user', 'Ok. Also, why is that?']),
    );
    expect(unanswered.reasoning).toContain("the conversation ends on the user's question, unanswered (-0.10)");
    expect(answered.reasoning).not.toContain('unanswered');
  });

  it('a long back-and-forth costs a little, up to a bound', () => {
    const short = judged([], talk(['user', 'Hi'], ['user', 'ok']));
    const long = judged([], talk(['user', 'x'.repeat(5000)], ['user', 'ok']));
    const endless = judged([], talk(['user', 'x'.repeat(50_000)], ['user', 'ok']));
    expect(short.score - long.score).toBeCloseTo(0.1, 2);
    expect(short.score - endless.score).toBeCloseTo(0.2, 2);
  });
});
