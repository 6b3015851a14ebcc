// One proposal: side-by-side word diff, lint before/after, gates, replay, cost, the
// evidence traces (each linking to its trace page) and a decision bar that stays in view
// (sticky) with an in-page confirmation for approve and reject. Built with el(): gate
// reasons, goals, queries and answers come from traces and are untrusted text.
import { codeCard } from './code.js';
import { componentsTable, tokensLine } from './components.js';
import { api, confirmDecision, el, main, post, sideBySide } from './lib.js';

// Why a trace is evidence for this tool, in words (the outcome is per tool, the judgment per trace).
const OUTCOMES = {
  served: () => 'this tool served the task',
  wrong_pick: (e) =>
    `the agent called this tool, but ${e.served_by || 'another tool'} then served the task: a wrong pick`,
  error: () => "this tool's call returned an error",
  arg_retry: () => 'the agent had to call this tool again with changed arguments',
  unresolved: () => 'the task was not resolved after this tool was called',
};

export const traceHref = (id) => `#/trace/${encodeURIComponent(id)}`;

function evidenceCard(e) {
  const why =
    e.outcome && OUTCOMES[e.outcome]
      ? OUTCOMES[e.outcome](e)
      : e.side === 'success'
        ? 'the trace was judged a success'
        : 'the trace was judged a failure';
  const wrongPick =
    e.outcome === 'wrong_pick' ? ' (the trace as a whole can still pass: the task got done, by another tool)' : '';
  return el(
    'div',
    { class: 'card', 'data-testid': 'evidence' },
    el('span', { class: 'pill' }, `${e.side}${e.outcome ? ` · ${e.outcome}` : ''}`),
    ' ',
    el('a', { href: traceHref(e.trace_id), 'data-testid': 'evidence-trace', class: 'trace-id' }, `trace ${e.trace_id}`),
    el(
      'p',
      { 'data-testid': 'evidence-why' },
      el('b', {}, `Why it is a ${e.side} for this tool:`),
      ` ${why}${wrongPick}.`,
    ),
    el(
      'p',
      { 'data-testid': 'evidence-goal' },
      el('b', {}, "User's goal:"),
      ' ',
      e.goal
        ? [e.goal.text, ' ', el('span', { class: 'muted' }, `(from ${e.goal.source ?? 'the judge'})`)]
        : el('span', { class: 'muted' }, 'not stated by any judge'),
    ),
    el('p', {}, el('b', {}, 'Query:'), ` ${e.user_query ?? ''}`),
    el('p', {}, el('b', {}, 'Answer:'), ` ${e.final_answer ?? ''}`),
    e.judgments.map((j) =>
      el(
        'p',
        { class: 'muted', 'data-testid': 'judgment' },
        `Trace judged by ${j.judge}`,
        j.rule ? [' (rule ', el('code', {}, j.rule), ')'] : '',
        `: ${j.passed ? 'passed' : 'failed'} (${Number(j.score).toFixed(2)}) because ${j.reasoning || 'no reason recorded'}`,
      ),
    ),
  );
}

/** The replay in one line, with how many recorded queries the text would send elsewhere. */
export function replayLine(r) {
  if (!r) return 'not run';
  const bm25 = Array.isArray(r.selectors) ? r.selectors.find((s) => s.selector === 'bm25') : undefined;
  const queries = r.queries ?? bm25?.queries;
  const before = r.before ?? bm25?.before;
  const after = r.after ?? bm25?.after;
  const broken = r.broken ?? bm25?.broken;
  const fixed = r.fixed ?? bm25?.fixed;
  if (queries === 0) return 'no recorded query touches this text: nothing to replay, 0 got worse';
  let line = `${before} → ${after} correct top-1 picks on ${queries} affected recorded queries`;
  if (broken !== undefined) line += ` · ${broken} got worse, ${fixed} got better`;
  if (r.computed === 'on_view') line += ' (replayed when this page opened, as `whetstone check` does)';
  return line;
}

function gatesList(d) {
  const ul = el('ul', { 'data-testid': 'gates' });
  if (!Array.isArray(d.gates)) {
    ul.append(el('li', { class: 'muted' }, 'a human proposal: no optimizer gates ran'));
    return ul;
  }
  for (const g of d.gates) {
    ul.append(
      el(
        'li',
        { class: g.passed ? 'pass' : 'fail' },
        `${g.passed ? '✓' : '✗'} `,
        el('b', {}, g.gate),
        ` — ${g.reason}`,
      ),
    );
    // A human text the LLM reader did not read: its pass is the rules' alone (review/reader-note.ts).
    if (g.readerNote) ul.append(el('li', { class: 'muted', 'data-testid': 'reader-note' }, g.readerNote));
  }
  if (d.gates.some((g) => g.advisory))
    ul.append(
      el(
        'li',
        { class: 'muted', 'data-testid': 'gates-advisory' },
        'advisory: a human proposal is not blocked by its gates; a ✗ is for you to weigh',
      ),
    );
  return ul;
}

// The lint label is Good only with no smell left; the lint gate passes on a better total
// with no component worse. Say both, so "Bad → Bad" next to a passed gate is not a riddle.
function lintCard(d) {
  const sum = (r) => Object.values(r.scores).reduce((a, b) => a + b, 0);
  const rows = Object.keys(d.lint.after.scores).map((c) => {
    const a = d.lint.before.scores[c];
    const b = d.lint.after.scores[c];
    return el(
      'tr',
      {},
      el('td', {}, c),
      el('td', { class: a < 3 ? 'fail' : '' }, String(a)),
      el('td', { class: b < 3 ? 'fail' : b > a ? 'pass' : '' }, String(b)),
      el('td', { class: 'muted' }, d.lint.after.reasons[c] ?? ''),
    );
  });
  const smells = d.lint.after.smells || [];
  return el(
    'div',
    { class: 'card' },
    el('h2', {}, 'Lint, per component'),
    el(
      'table',
      { 'data-testid': 'lint' },
      el('thead', {}, el('tr', {}, ...['Component', 'Before', 'After', 'Why'].map((h) => el('th', {}, h)))),
      el('tbody', {}, rows),
    ),
    el(
      'p',
      { 'data-testid': 'lint-label' },
      `Rubric ${sum(d.lint.before)} → `,
      el('b', {}, String(sum(d.lint.after))),
      ` of 30 · label ${d.lint.before.label} → `,
      el('b', {}, d.lint.after.label),
      smells.length
        ? [
            ' ',
            el(
              'span',
              { class: 'muted' },
              `(Good needs every component at 3 or more; still short: ${smells.join(', ')}. The lint gate asks only that no component get worse and the total rise.)`,
            ),
          ]
        : '',
    ),
  );
}

function decisionBar(d, p) {
  const reason = el('input', { id: 'reason', placeholder: 'Reason (required to reject)', 'data-testid': 'reason' });
  const msg = el('span', { id: 'msg', class: 'error', 'data-testid': 'decision-msg' });
  const approve = el('button', { class: 'primary', 'data-testid': 'approve', type: 'button' }, 'Approve and publish');
  const reject = el('button', { class: 'danger', 'data-testid': 'reject', type: 'button' }, 'Reject');
  const act = async (verb) => {
    const why = await confirmDecision({
      reason,
      msg,
      rejecting: verb === 'reject',
      title: verb === 'approve' ? `Approve proposal #${p.id}?` : `Reject proposal #${p.id}?`,
      outcome:
        verb === 'approve'
          ? `v${d.after.version} of ${d.tool} will be published: agents see its text from now on.`
          : `v${d.after.version} of ${d.tool} will not be published; v${d.before.version} stays.`,
      verb: verb === 'approve' ? 'Approve and publish' : 'Reject',
    });
    if (why === null) return;
    try {
      await post(
        `/api/proposals/${p.id}/${verb}`,
        verb === 'approve' ? { reason: why || undefined, publish: true } : { reason: why },
      );
      location.hash = `#/t/${encodeURIComponent(p.server)}/${encodeURIComponent(p.name)}`;
    } catch (err) {
      msg.textContent = err.message;
    }
  };
  approve.addEventListener('click', () => act('approve'));
  reject.addEventListener('click', () => act('reject'));
  return el(
    'div',
    { class: 'card actions decision', 'data-testid': 'decision-bar' },
    el('b', {}, `#${p.id}`),
    reason,
    approve,
    reject,
    msg,
  );
}

export async function proposal(id) {
  const d = await api(`/api/proposals/${id}`);
  const p = d.proposal;
  const title = el(
    'h1',
    { 'data-testid': 'proposal-title' },
    `Proposal #${p.id} · `,
    el('a', { href: `#/t/${encodeURIComponent(p.server)}/${encodeURIComponent(p.name)}` }, d.tool),
    ' ',
    el('span', { class: 'pill', 'data-testid': 'status' }, p.status),
  );
  const head = el(
    'div',
    { class: 'card' },
    title,
    el(
      'p',
      { class: 'muted' },
      `v${d.before.version} (${d.before.source}) → v${d.after.version} (${d.after.source}, by ${d.after.created_by}${d.after.variant && d.after.variant !== 'full' ? `, for the ${d.after.variant} set` : ''}) · +${d.stats.inserted} / −${d.stats.deleted} words · `,
      el('span', { 'data-testid': 'proposal-tokens' }, tokensLine(d.after.size, d.before.size)),
      p.reason ? ` · ${p.reason}` : '',
    ),
    sideBySide(d.diff),
  );
  const parts = el('div', { class: 'card' }, el('h2', {}, 'Components'), componentsTable(d.after.size, d.before.size));
  const side = el(
    'div',
    { class: 'card' },
    el('h2', {}, 'Gates'),
    gatesList(d),
    el('h2', {}, 'Replay'),
    el('p', { 'data-testid': 'replay' }, replayLine(d.replay)),
    el('h2', {}, 'Cost'),
    el('p', {}, `${d.cost.tokens} LLM tokens`),
  );
  const evidence = el(
    'div',
    { class: 'card' },
    el('h2', {}, `Evidence (${d.evidence.length} trace${d.evidence.length === 1 ? '' : 's'})`),
    d.evidence.length
      ? d.evidence.map(evidenceCard)
      : el('p', { class: 'muted' }, 'no evidence traces (a human proposal)'),
  );
  main.replaceChildren(
    head,
    el('div', { class: 'grid2' }, lintCard(d), side),
    parts,
    codeCard(d.code, 'this proposal'),
    evidence,
    p.status === 'pending' ? decisionBar(d, p) : '',
  );
}
