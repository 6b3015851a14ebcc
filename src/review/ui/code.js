// What a tool's code does, on the tool and proposal pages: each side effect the source
// reader found, whether the source's description and the text on this page disclose it,
// where the code shows it (call at file:line), the reader's findings, and the findings from
// judged traces (with links to the traces). Everything here came from a source tree or from
// traces: written as DOM text with el(), never as markup.
import { el, when } from './lib.js';

const CLASS_WORDS = {
  fs_write: 'writes files',
  fs_delete: 'deletes files',
  network: 'calls the network',
  process: 'runs processes',
  db_write: 'writes to a database',
  state: 'keeps state across calls',
};
const yesNo = (b) => el('span', { class: b ? 'pass' : 'fail' }, b ? 'yes' : 'no');
const traceHref = (id) => `#/trace/${encodeURIComponent(id)}`;

function findingItem(f) {
  return el(
    'li',
    { 'data-testid': 'code-finding', class: f.severity === 'error' ? 'fail' : '' },
    el('b', {}, f.type),
    ` (${f.severity}${f.score !== undefined ? `, score ${f.score}` : ''}): ${f.message}`,
    (f.evidence || []).length
      ? el('span', { class: 'muted' }, ` · ${f.evidence.map((e) => `${e.call} at ${e.file}:${e.line}`).join(', ')}`)
      : '',
    (f.traceIds || []).length
      ? [
          ' · traces: ',
          ...f.traceIds.flatMap((id, k) => [
            k ? ', ' : '',
            el('a', { href: traceHref(id), 'data-testid': 'code-finding-trace' }, id),
          ]),
        ]
      : '',
  );
}

function effectsTable(facts, here) {
  const rows = facts.effects.map((e) =>
    el(
      'tr',
      { 'data-testid': 'code-effect', 'data-class': e.class },
      el('td', {}, el('b', {}, e.class), el('span', { class: 'muted' }, ` ${CLASS_WORDS[e.class] ?? ''}`)),
      el('td', { 'data-testid': 'code-effect-disclosed' }, yesNo(e.disclosed)),
      el('td', { 'data-testid': 'code-effect-disclosed-here' }, yesNo(e.disclosed_here)),
      el(
        'td',
        { 'data-testid': 'code-effect-evidence' },
        e.evidence.map((x) => el('div', {}, el('code', {}, x.call), ` at ${x.file}:${x.line}`)),
      ),
    ),
  );
  return el(
    'table',
    { 'data-testid': 'code-effects' },
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        ...['Side effect', 'Disclosed in the source', `Disclosed in ${here}`, 'Where'].map((h) => el('th', {}, h)),
      ),
    ),
    el('tbody', {}, rows),
  );
}

/** The card; `here` names the text on the page ("the published text", "this proposal"). */
export function codeCard(code, here) {
  const card = el('div', { class: 'card', 'data-testid': 'code-facts' }, el('h2', {}, 'What the code does'));
  const f = code?.facts;
  if (!f) {
    card.append(
      el(
        'p',
        { class: 'muted', 'data-testid': 'code-none' },
        'Its source was never checked (`whetstone consistency --source DIR --server NAME`).',
      ),
    );
  } else {
    card.append(
      el(
        'p',
        { class: 'muted', 'data-testid': 'code-source' },
        `Read from ${f.source} (registered at ${f.registered_at.file}:${f.registered_at.line}) against v${f.version}, ${when(f.checked_at)} by ${f.checked_by}.`,
      ),
      f.effects.length
        ? effectsTable(f, here)
        : el('p', { 'data-testid': 'code-no-effects' }, 'No side effect found in its code.'),
    );
  }
  const findings = [...(f?.findings ?? []), ...(code?.trace_findings ?? [])];
  if (findings.length) card.append(el('h2', {}, 'Findings'), el('ul', {}, findings.map(findingItem)));
  return card;
}
