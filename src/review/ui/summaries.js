// Discovery's server summaries (docs/discovery.md): each server's summary that routes beside
// the proposals the LLM or a person wrote, to publish or reject, and every older version.
// Summary text came from an LLM: it is written as text (el()), never as HTML.
import { api, confirmDecision, el, main, post, when } from './lib.js';

/**
 * `reload` renders the page again after a decision: app.js's route, so it waits its turn
 * behind a navigation and never lands over the page navigated to.
 */
export async function summaries(params, reload) {
  const all = params.get('all') === '1';
  const servers = await api(`/api/summaries${all ? '' : '?pending=1'}`);
  main.replaceChildren(
    el(
      'div',
      { class: 'card' },
      el('h1', {}, 'Server summaries'),
      el(
        'p',
        { class: 'tabs' },
        el('a', { href: '#/summaries', class: all ? '' : 'on', 'data-testid': 'tab-pending' }, 'with proposals'),
        el('a', { href: '#/summaries?all=1', class: all ? 'on' : '', 'data-testid': 'tab-all' }, 'all servers'),
      ),
      el(
        'p',
        { class: 'muted' },
        "find_tools ranks a server's tools by how well its summary matches the request. A published proposal routes from the proxies' next reload.",
      ),
      servers.length ? null : el('p', { class: 'muted', 'data-testid': 'no-summaries' }, 'nothing here'),
    ),
    ...servers.map((s) => serverCard(s, reload)),
  );
}

function serverCard(s, reload) {
  const routing = s.versions.find((v) => v.status === 'published');
  const pending = s.versions.filter((v) => v.status === 'pending');
  return el(
    'div',
    { class: 'card', 'data-testid': 'summary-server' },
    el(
      'h2',
      {},
      s.server,
      ' ',
      el('span', { class: 'muted' }, routing ? `routes by v${routing.version}` : 'none routes'),
    ),
    ...pending.map((v) =>
      el(
        'div',
        { 'data-testid': 'summary-proposal' },
        el(
          'div',
          { class: 'grid2' },
          el('div', {}, el('b', {}, 'Routes now'), el('pre', { class: 'vtext' }, routing ? routing.text : '')),
          el(
            'div',
            {},
            el(
              'b',
              { 'data-testid': 'summary-derivation' },
              `Proposed v${v.version} (${v.derivation}, by ${v.created_by}, ${when(v.created_at)})`,
            ),
            el('pre', { class: 'vtext', 'data-testid': 'summary-text' }, v.text),
          ),
        ),
        decide(s.server, v, routing, reload),
      ),
    ),
    history(s),
  );
}

function decide(server, v, routing, reload) {
  const reason = el('input', { placeholder: 'Reason (required to reject)', 'data-testid': 'summary-reason' });
  const msg = el('span', { class: 'error', 'data-testid': 'summary-msg' });
  const publish = el('button', { class: 'primary', type: 'button', 'data-testid': 'summary-publish' }, 'Publish');
  const reject = el('button', { class: 'danger', type: 'button', 'data-testid': 'summary-reject' }, 'Reject');
  const act = async (verb) => {
    const why = await confirmDecision({
      reason,
      msg,
      rejecting: verb === 'reject',
      title: `${verb === 'publish' ? 'Publish' : 'Reject'} ${server}'s summary v${v.version}?`,
      outcome:
        verb === 'publish'
          ? `find_tools routes requests to ${server} by this summary from the proxies' next reload.`
          : `v${v.version} will not be published; ${routing ? `v${routing.version}` : 'the summary that routes'} stays.`,
      verb: verb === 'publish' ? 'Publish' : 'Reject',
    });
    if (why === null) return;
    try {
      await post(`/api/summaries/${encodeURIComponent(server)}/${v.version}/${verb}`, why ? { reason: why } : {});
      await reload();
    } catch (err) {
      msg.textContent = err.message;
    }
  };
  publish.addEventListener('click', () => act('publish'));
  reject.addEventListener('click', () => act('reject'));
  return el('div', { class: 'actions' }, reason, publish, reject, msg);
}

function history(s) {
  return el(
    'table',
    { 'data-testid': 'summary-versions' },
    el(
      'thead',
      {},
      el('tr', {}, ...['Version', 'Status', 'Source', 'By', 'Created', 'Text'].map((h) => el('th', {}, h))),
    ),
    el(
      'tbody',
      {},
      ...s.versions.map((v) =>
        el(
          'tr',
          { 'data-testid': 'summary-version-row' },
          el('td', {}, `v${v.version}`),
          el('td', {}, el('span', { class: `pill st-${v.status}` }, v.status)),
          el('td', {}, v.derivation),
          el('td', {}, v.created_by),
          el('td', {}, when(v.created_at)),
          el(
            'td',
            { class: 'vtext-cell' },
            el('pre', { class: 'vtext' }, v.text),
            v.reject_reason ? el('span', { class: 'muted' }, `rejected by ${v.rejected_by}: ${v.reject_reason}`) : null,
          ),
        ),
      ),
    ),
  );
}
