// The review page: a proposals queue, one page per proposal (proposal.js), per tool
// (tool.js, versions.js), per stored trace (trace.js), discovery's server summaries
// (summaries.js) and the LLM spend (spend.js). No
// framework, no CDN: it runs on machines with no internet.
import { api, apiResponse, esc, main, token, when } from './lib.js';
import { proposal } from './proposal.js';
import { spend } from './spend.js';
import { summaries } from './summaries.js';
import { tool } from './tool.js';
import { trace } from './trace.js';

function signin(message) {
  main.innerHTML = document.getElementById('signin').innerHTML;
  if (message) document.getElementById('signin-error').textContent = message;
  document.getElementById('signin-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    localStorage.setItem('whetstone.token', document.getElementById('token').value.trim());
    try {
      await whoami();
      route();
    } catch (err) {
      localStorage.removeItem('whetstone.token');
      signin(err.message);
    }
  });
}

async function whoami() {
  const me = await api('/api/me');
  document.getElementById('who').textContent = `${me.name} (${me.role})`;
  return me;
}

// The expected gain a proposal is ordered by: the optimizer's own estimate when it made
// one, else its replay delta; a human proposal has none.
function gain(p) {
  if (p.expected_gain === null || p.expected_gain === undefined) return '<span class="muted">–</span>';
  const sign = p.expected_gain > 0 ? '+' : '';
  if (p.gain_source === 'replay')
    return `<span title="correct top-1 picks on the replayed queries">${sign}${p.expected_gain}</span> <span class="muted">(${p.replay_before} → ${p.replay_after} of ${p.replay_queries})</span>`;
  return `${sign}${Number(Number(p.expected_gain).toFixed(4))} <span class="muted">(expected)</span>`;
}

async function queue(params) {
  const status = params.get('status') || 'pending';
  const order = params.get('order') === 'newest' ? 'newest' : 'gain';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { body: rows, headers } = await apiResponse(
    `/api/proposals?status=${encodeURIComponent(status)}&order=${order}&page=${page}&per_page=20`,
  );
  const total = Number(headers.get('x-total-count') || rows.length);
  const pages = Number(headers.get('x-pages') || 1);
  const link = (o) => {
    const q = new URLSearchParams({ status, order, page: String(page), ...o });
    return `#/?${q}`;
  };
  const tabs = ['pending', 'approved', 'published', 'rejected', 'superseded']
    .map(
      (s) =>
        `<a href="${link({ status: s, page: '1' })}" class="${s === status ? 'on' : ''}" data-testid="tab-${s}">${s}</a>`,
    )
    .join('');
  const orders = [
    ['gain', 'best expected gain first'],
    ['newest', 'newest first'],
  ]
    .map(
      ([o, label]) =>
        `<a href="${link({ order: o, page: '1' })}" class="${o === order ? 'on' : ''}" data-testid="order-${o}">${label}</a>`,
    )
    .join('');
  const pager = `<p class="pager" data-testid="pager">${page > 1 ? `<a href="${link({ page: String(page - 1) })}" data-testid="prev">← previous</a>` : ''}
    <span data-testid="page-info">page ${page} of ${pages} · ${total} proposal${total === 1 ? '' : 's'}</span>
    ${page < pages ? `<a href="${link({ page: String(page + 1) })}" data-testid="next">next →</a>` : ''}</p>`;
  main.innerHTML = `<div class="card"><h1>Proposals</h1><p class="tabs">${tabs}</p><p class="tabs">Order: ${orders}</p>
    <table data-testid="queue"><thead><tr><th>#</th><th>Tool</th><th>Version</th><th>Expected gain</th><th>Source</th><th>By</th><th>Created</th><th>Reason</th></tr></thead><tbody>
    ${
      rows
        .map(
          (
            p,
          ) => `<tr data-testid="proposal-row"><td><a href="#/p/${p.id}" data-testid="open-${p.id}">#${p.id}</a></td><td><a href="#/t/${esc(p.server)}/${esc(p.name)}">${esc(p.server)}/${esc(p.name)}</a></td>
      <td>v${p.base_version} → v${p.version}</td><td data-testid="gain">${gain(p)}</td><td>${p.created_by === 'whetstone-optimizer' ? 'optimizer' : 'human'}</td><td>${esc(p.created_by)}</td><td>${when(p.created_at)}</td><td>${esc(p.decision_reason || p.reason || '')}</td></tr>`,
        )
        .join('') || '<tr><td colspan="8" class="muted">nothing here</td></tr>'
    }
    </tbody></table>${pager}</div>`;
}

// Every registered tool; one seen only in traces has no version and says so.
async function tools() {
  const rows = await api('/api/tools');
  const cell = (t) =>
    t.latest_version === null
      ? '<td colspan="2" class="muted" data-testid="observed-only">observed only (seen in traces, no version)</td>'
      : `<td>${t.published_version ? `v${t.published_version}` : '-'}</td><td>v${t.latest_version}</td>`;
  main.innerHTML = `<div class="card"><h1>Tools</h1><table data-testid="tools"><thead><tr><th>Tool</th><th>Published</th><th>Latest</th><th>Pending</th></tr></thead><tbody>
    ${rows.map((t) => `<tr><td><a href="#/t/${encodeURIComponent(t.server)}/${encodeURIComponent(t.name)}">${esc(t.server)}/${esc(t.name)}</a></td>${cell(t)}<td>${t.pending_proposals}</td></tr>`).join('')}
    </tbody></table></div>`;
}

// Pages render one at a time, in the order the hash changed: each page awaits the API
// before it writes #main, so two quick navigations let the first page's late reply
// overwrite the second page (CI saw the tools list land over a tool's page). A navigation
// superseded before its turn is skipped: the newer one renders. A page reloading itself
// after an action (a rollback, a published summary) queues here too.
let rendering = Promise.resolve();
function route() {
  const requested = location.hash;
  rendering = rendering
    .then(() => (location.hash === requested ? render() : undefined))
    // render() shows its own errors; one that escapes it must not stop every later page.
    .catch((err) => {
      main.innerHTML = `<div class="card error" data-testid="error">${esc(err.message)}</div>`;
    });
  return rendering;
}

async function render() {
  if (!token()) return signin();
  try {
    await whoami();
    const h = location.hash || '#/';
    const p = h.match(/^#\/p\/(\d+)/);
    if (p) return await proposal(p[1]);
    const tr = h.match(/^#\/trace\/(.+)$/);
    if (tr) return await trace(decodeURIComponent(tr[1]));
    const t = h.match(/^#\/t\/([^/]+)\/(.+)$/);
    if (t) return await tool(decodeURIComponent(t[1]), decodeURIComponent(t[2]), route);
    if (h.startsWith('#/tools')) return await tools();
    if (h.startsWith('#/spend')) return await spend();
    if (h.startsWith('#/summaries')) return await summaries(new URLSearchParams(h.split('?')[1] || ''), route);
    return await queue(new URLSearchParams(h.split('?')[1] || ''));
  } catch (err) {
    main.innerHTML = `<div class="card error" data-testid="error">${esc(err.message)}</div>`;
  }
}

window.addEventListener('hashchange', route);
window.addEventListener('whetstone:signed-out', () => route());
route();
