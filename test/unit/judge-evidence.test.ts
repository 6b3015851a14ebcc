// The call readers (calls.ts), the claim checks (claims.ts), the evidence for and against
// success (strength.ts) and the picks' abstention (optimize/pick.ts), on hand-made traces.
import { describe, expect, it } from 'vitest';
import { callEmpty, callFailed, isMetaTool, toolCalls } from '../../src/judge/calls.ts';
import { missingDeliverable, unproducedClaim } from '../../src/judge/claims.ts';
import type { JudgeableTrace } from '../../src/judge/judgeable.ts';
import { toolOutcomes } from '../../src/judge/outcomes.ts';
import { judgeBySignals } from '../../src/judge/signals.ts';
import { type JudgedToolTrace, pickExamples, strongFor } from '../../src/optimize/pick.ts';

type Call = JudgeableTrace['tool_calls'][number];
const call = (name: string, preview: string, args: Record<string, unknown> = { q: 'x' }, isError = false): Call => ({
  server: 's',
  name,
  arguments: args,
  result: { is_error: isError, preview },
});
const trace = (p: Partial<JudgeableTrace>): JudgeableTrace => ({
  trace_id: 't',
  server: 's',
  user_query: 'weather in Paris tomorrow',
  tool_calls: [call('forecast', 'Paris: 18°C, sunny')],
  tools_shown: [],
  final_answer: 'Tomorrow in Paris: 18°C and sunny.',
  signals: {},
  ...p,
});

describe('reading calls', () => {
  it('sees a failure inside a reply recorded as fine: the MCP error flag, an error text', () => {
    expect(callFailed(call('a', '{"content":[{"type":"text","text":"x"}],"isError": true}'))).toBe(true);
    expect(callFailed(call('a', "content=[TextContent(text='Error executing tool')] isError=True"))).toBe(true);
    expect(
      callFailed(call('a', '{"content":[{"type":"text","text":"Failed to fetch https://x - status code 403"}]}')),
    ).toBe(true);
    expect(callFailed(call('a', '{"result":{"error":"No document is loaded"}}'))).toBe(true);
    expect(callFailed(call('a', 'Tool call timed out.'))).toBe(true);
    expect(callFailed(call('a', '{"content":[{"type":"text","text":"18°C"}],"isError": false}'))).toBe(false);
    expect(callFailed(call('a', 'The error rate fell to 2%.'))).toBe(false);
  });

  it('sees an empty reply: an empty text, no matches, a count of zero, a missing file', () => {
    expect(callEmpty(call('a', '{"content":[{"type":"text","text":""}]}'))).toBe(true);
    expect(callEmpty(call('a', '{"content":[{"type":"text","text":"No matches found."}]}'))).toBe(true);
    expect(callEmpty(call('a', '{"places":[],"count": 0}'))).toBe(true);
    expect(callEmpty(call('a', '{"content":[{"type":"text","text":"Document /x/a.docx does not exist"}]}'))).toBe(true);
    expect(callEmpty(call('a', '[]'))).toBe(true);
    expect(callEmpty(call('a', '{"count": 0, "items": []}', {}, true))).toBe(false); // failed, not empty
    expect(callEmpty(call('a', '{"count": 10}'))).toBe(false);
  });

  it('leaves tool-search meta-calls out: the judges read the calls they led to', () => {
    for (const n of ['route', 'execute-tool', 'search_tools', 'tool_search', 'call_tool'])
      expect(isMetaTool(n)).toBe(true);
    for (const n of ['search', 'route_planner', 'get_route_directions', 'execute_query'])
      expect(isMetaTool(n)).toBe(false);
    const t = trace({ tool_calls: [call('route', '[{"name":"forecast"}]'), call('forecast', 'sunny')] });
    expect(toolCalls(t).map((c) => c.name)).toEqual(['forecast']);
    expect(toolOutcomes(t, true).map((o) => o.name)).toEqual(['forecast']);
    // Two meta-calls and one real call: not a switch of tools.
    expect(judgeBySignals({ ...t, tool_calls: [...t.tool_calls, call('route', '[]')] }).rule).toBe('clean');
  });
});

describe('claims checked against the calls', () => {
  it('a file the answer says it made that no call wrote is an unproduced claim', () => {
    const wrote = [call('write_file', 'Successfully wrote to /root/out/report.md', { path: '/root/out/report.md' })];
    expect(unproducedClaim('I saved the report to /root/out/report.md.', wrote)).toBeUndefined();
    expect(unproducedClaim('I saved the report to /root/out/summary.md.', wrote)).toBe('/root/out/summary.md');
    // A path only mentioned (not claimed as made) is no claim.
    expect(unproducedClaim('You can open /root/out/summary.md later.', wrote)).toBeUndefined();
    // A write that failed produced nothing.
    const failed = [call('write_file', 'Error: EACCES', { path: '/root/out/report.md' }, true)];
    expect(unproducedClaim('I created /root/out/report.md.', failed)).toBe('/root/out/report.md');
  });

  it('a file the user asked for that no successful call took is a missing deliverable', () => {
    const q = 'Summarize the news and save it as Markdown to /root/md/news.md';
    expect(missingDeliverable(q, [call('fetch', 'news…')])).toBe('/root/md/news.md');
    expect(missingDeliverable(q, [call('write_file', 'ok', { path: '/root/md/news.md' })])).toBeUndefined();
    // Reading a file is no deliverable.
    expect(missingDeliverable('Read /root/docs/a.docx and tell me who came', [call('fetch', 'x')])).toBeUndefined();
  });

  it('a confident answer after failed calls is judged a failure, with the failure named as evidence', () => {
    const j = judgeBySignals(
      trace({
        tool_calls: [call('a', '{"text": "Failed to fetch https://x: HTTP error: 503"}'), call('b', '{"text": ""}')],
        final_answer: 'Here are the five best options, with links.',
      }),
    );
    expect(j).toMatchObject({ rule: 'unproductive_calls', passed: false });
    expect(j.features.evidence.against).toContain('no_call_produced_anything');
  });
});

describe('evidence for and against success', () => {
  it('a clean single-turn answer to the request has two signals for it and none against', () => {
    expect(judgeBySignals(trace({})).features.evidence).toEqual({
      for: ['clean_calls', 'answer_on_goal'],
      against: [],
    });
  });

  it('a session with a consented change, closed with thanks, is corroborated', () => {
    const j = judgeBySignals(
      trace({
        tool_calls: [call('update_booking', '{"ok":true}', { id: 'B1' })],
        messages: [
          { role: 'user', content: 'Move booking B1 to Friday.' },
          { role: 'assistant', content: 'Shall I move B1 to Friday?' },
          { role: 'user', content: 'Yes, go ahead.' },
          { role: 'assistant', content: 'Done.' },
          { role: 'user', content: "Thanks, that's all." },
        ],
      }),
    );
    expect(j.features.evidence).toEqual({ for: ['confirmed_change', 'thanks_and_done'], against: [] });
  });

  it('an unhappy user is evidence against success', () => {
    const j = judgeBySignals(
      trace({
        messages: [
          { role: 'user', content: 'Cancel my order.' },
          { role: 'assistant', content: 'I looked it up.' },
          { role: 'user', content: "That's wrong, I want to speak to a manager." },
        ],
      }),
    );
    expect(j.features.evidence.against).toContain('unhappy_user');
  });
});

describe('picks with abstention', () => {
  const row = (id: string, p: Partial<JudgedToolTrace>): JudgedToolTrace => ({
    trace_id: id,
    outcome: 'served',
    signal_score: 0.7,
    signal_passed: true,
    llm_score: null,
    llm_passed: null,
    signal_evidence: { for: [], against: [] },
    ...p,
  });

  it('picks a best success only where two signals corroborate it and none speaks against', () => {
    const weak = row('a', { signal_score: 0.9, signal_evidence: { for: ['clean_calls'], against: [] } });
    const strong = row('b', {
      signal_score: 0.7,
      signal_evidence: { for: ['clean_calls', 'answer_on_goal'], against: [] },
    });
    const contested = row('c', {
      signal_score: 0.95,
      signal_evidence: { for: ['clean_calls', 'answer_on_goal'], against: ['error_seen'] },
    });
    expect(pickExamples([weak, strong, contested]).successes[0]!.trace_id).toBe('c'); // without abstention: the top score
    const p = pickExamples([weak, strong, contested], 1, { abstain: true });
    expect(p.successes.map((r) => r.trace_id)).toEqual(['b']);
    const none = pickExamples([weak, contested], 1, { abstain: true });
    expect(none.successes).toEqual([]);
    expect(none.abstained.successes).toMatch(/none of 2 judged success/);
  });

  it('picks a worst failure only where a failure is visible; an LLM verdict needs no contradiction', () => {
    const silent = row('a', { signal_score: 0.3, signal_passed: false, outcome: 'unresolved' });
    const seen = row('b', {
      signal_score: 0.4,
      signal_passed: false,
      outcome: 'error',
      signal_evidence: { for: [], against: ['error_seen'] },
    });
    const p = pickExamples([silent, seen], 1, { abstain: true });
    expect(p.failures.map((r) => r.trace_id)).toEqual(['b']);
    expect(pickExamples([silent], 1, { abstain: true }).abstained.failures).toMatch(/shows a failure/);
    // The LLM's pass counts unless a signal speaks against it; its fail needs a signal or a failed signal judgment.
    expect(strongFor('success', row('c', { llm_score: 0.9, llm_passed: true }))).toBe(true);
    expect(
      strongFor(
        'success',
        row('d', { llm_score: 0.9, llm_passed: true, signal_evidence: { for: [], against: ['x'] } }),
      ),
    ).toBe(false);
    expect(strongFor('failure', row('e', { llm_score: 0.1, llm_passed: false }))).toBe(false);
    expect(strongFor('failure', row('f', { llm_score: 0.1, llm_passed: false, signal_passed: false }))).toBe(true);
    // A judgment stored before evidence was recorded is never a strong pick.
    expect(strongFor('success', row('g', { signal_evidence: null }))).toBe(false);
  });
});
