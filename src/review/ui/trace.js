// One stored trace, as the store holds it (redacted at ingest): the user's goal as the
// judges saw it, the conversation (its turns when the producer sent them), each tool call
// with its arguments and result, the answer, what the judge made of each tool, and the
// judgments. All of it came from an agent or a user: it is written as text, never markup.
import { api, el, main, when } from './lib.js';

const json = (v) => JSON.stringify(v ?? {}, null, 2);

function callItem(c, i, serverOfTrace) {
  const result = c.result && typeof c.result === 'object' ? c.result : undefined;
  return el(
    'li',
    { 'data-testid': 'trace-call' },
    el('b', {}, `call ${i + 1}: ${c.server ?? serverOfTrace}/${c.name}`),
    el('pre', { class: 'vtext', 'data-testid': 'trace-call-args' }, json(c.arguments)),
    result
      ? el(
          'p',
          { class: result.is_error ? 'fail' : '', 'data-testid': 'trace-call-result' },
          `${result.is_error ? 'error' : 'result'}: ${result.preview ?? json(result)}`,
        )
      : el('p', { class: 'muted' }, 'no result recorded'),
  );
}

function conversation(v) {
  const t = v.trace;
  if (v.messages.length)
    return el(
      'ol',
      { class: 'turns', 'data-testid': 'trace-conversation' },
      v.messages.map((m) =>
        el('li', { 'data-testid': 'trace-turn' }, el('b', {}, `${m.role}: `), el('span', { class: 'turn' }, m.content)),
      ),
    );
  return el(
    'ol',
    { class: 'turns', 'data-testid': 'trace-conversation' },
    el('li', { 'data-testid': 'trace-turn' }, el('b', {}, 'user: '), el('span', { class: 'turn' }, t.user_query)),
    el(
      'li',
      { 'data-testid': 'trace-turn' },
      el('b', {}, 'assistant: '),
      el('span', { class: 'turn' }, t.final_answer ?? '(no answer recorded)'),
    ),
  );
}

export async function trace(id) {
  const v = await api(`/api/traces/${encodeURIComponent(id)}`);
  const t = v.trace;
  const head = el(
    'div',
    { class: 'card' },
    el('h1', { 'data-testid': 'trace-title' }, `Trace ${t.trace_id}`),
    el(
      'p',
      { class: 'muted' },
      `${t.server} · ${when(t.ts)} · session ${t.session_id ?? '-'} · from ${t.source} · ${t.redactions} value${t.redactions === 1 ? '' : 's'} redacted at ingest · judge state ${t.judge_state}`,
    ),
    el(
      'p',
      { 'data-testid': 'trace-goal' },
      el('b', {}, "User's goal: "),
      v.goal
        ? [v.goal.text, ' ', el('span', { class: 'muted' }, `(from ${v.goal.source ?? 'the judge'})`)]
        : el('span', { class: 'muted' }, 'not stated by any judge'),
    ),
  );
  const talk = el('div', { class: 'card' }, el('h2', {}, 'Conversation'), conversation(v));
  const calls = el(
    'div',
    { class: 'card' },
    el('h2', {}, `Tool calls (${t.tool_calls.length})`),
    t.tool_calls.length
      ? el(
          'ol',
          { class: 'calls' },
          t.tool_calls.map((c, i) => callItem(c, i, t.server)),
        )
      : el('p', { class: 'muted' }, 'no tool was called'),
    el('h2', {}, 'Final answer'),
    el('p', { 'data-testid': 'trace-answer' }, t.final_answer ?? '(none)'),
  );
  const outcomes = el(
    'ul',
    { 'data-testid': 'trace-outcomes' },
    v.tools.map((x) =>
      el(
        'li',
        {},
        el('a', { href: `#/t/${encodeURIComponent(x.server)}/${encodeURIComponent(x.name)}` }, `${x.server}/${x.name}`),
        ` · ${x.outcome}${x.served_by ? ` (served by ${x.served_by})` : ''}${x.shown_version ? ` · shown v${x.shown_version}` : ''}`,
      ),
    ),
  );
  const judgments = el(
    'div',
    { class: 'card' },
    el('h2', {}, 'Judgments'),
    t.judgments.length
      ? t.judgments.map((j) =>
          el(
            'p',
            { 'data-testid': 'trace-judgment' },
            el('b', {}, j.judge),
            j.rule ? [' (rule ', el('code', {}, j.rule), ')'] : '',
            `: ${j.passed ? 'passed' : 'failed'} (score ${Number(j.score).toFixed(2)}, confidence ${Number(j.confidence).toFixed(2)}) because ${j.reasoning || 'no reason recorded'}`,
          ),
        )
      : el('p', { class: 'muted' }, 'not judged yet'),
    el('h2', {}, 'Per tool'),
    v.tools.length ? outcomes : el('p', { class: 'muted' }, 'no per-tool outcome yet'),
  );
  main.replaceChildren(head, talk, el('div', { class: 'grid2' }, calls, judgments));
}
