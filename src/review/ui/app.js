// The review page: a proposals queue, one page per proposal (side-by-side word diff,
// lint before/after, gates, evidence with the judge's reasoning, replay, cost, approve or
// reject with a reason), and one page per tool (version timeline, success rate per version,
// roll back). No framework, no CDN: it runs on machines with no internet.
const main = document.getElementById('main');
const token = () => localStorage.getItem('whetstone.token');
const esc = (s) =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
// Times say their zone: reviewers and operators are rarely in one.
const when = (d) => (d ? `${new Date(d).toISOString().slice(0, 16).replace('T', ' ')} UTC` : '');

async function apiResponse(path, init = {}) {
  const res = await fetch(path, {
    ...init,
    headers: {
      authorization: `Bearer ${token()}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.headers || {}),
    },
  });
  const body = await res.json().catch(() => ({}));
  if (res.status === 401) {
    localStorage.removeItem('whetstone.token');
    route();
    throw new Error(body.error || 'sign in again');
  }
  if (!res.ok) throw new Error(body.error || `${res.status}`);
  return { body, headers: res.headers };
}
const api = async (path, init = {}) => (await apiResponse(path, init)).body;

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

// Why a trace is evidence for this tool, in words (the outcome is per tool, the judgment per trace).
const OUTCOMES = {
  served: () => 'this tool served the task',
  wrong_pick: (e) =>
    `the agent called this tool, but ${e.served_by ? esc(e.served_by) : 'another tool'} then served the task: a wrong pick`,
  error: () => "this tool's call returned an error",
  arg_retry: () => 'the agent had to call this tool again with changed arguments',
  unresolved: () => 'the task was not resolved after this tool was called',
};

function sideBySide(parts) {
  const left = parts
    .filter((p) => p.op !== 'insert')
    .map((p) => (p.op === 'delete' ? `<del>${esc(p.text)}</del>` : esc(p.text)))
    .join('');
  const right = parts
    .filter((p) => p.op !== 'delete')
    .map((p) => (p.op === 'insert' ? `<ins>${esc(p.text)}</ins>` : esc(p.text)))
    .join('');
  return `<div class="diff" data-testid="diff"><pre data-testid="diff-before">${left}</pre><pre data-testid="diff-after">${right}</pre></div>`;
}

async function proposal(id) {
  const d = await api(`/api/proposals/${id}`);
  const p = d.proposal;
  const comps = Object.keys(d.lint.after.scores);
  const lint = comps
    .map((c) => {
      const a = d.lint.before.scores[c];
      const b = d.lint.after.scores[c];
      return `<tr><td>${c}</td><td class="${a < 3 ? 'fail' : ''}">${a}</td><td class="${b < 3 ? 'fail' : b > a ? 'pass' : ''}">${b}</td><td class="muted">${esc(d.lint.after.reasons[c])}</td></tr>`;
    })
    .join('');
  const gates =
    (Array.isArray(d.gates)
      ? d.gates
          .map(
            (g) =>
              `<li class="${g.passed ? 'pass' : 'fail'}">${g.passed ? '✓' : '✗'} <b>${esc(g.gate)}</b> — ${esc(g.reason)}</li>`,
          )
          .join('')
      : '<li class="muted">a human proposal: no optimizer gates ran</li>') +
    (Array.isArray(d.gates) && d.gates.some((g) => g.advisory)
      ? '<li class="muted" data-testid="gates-advisory">advisory: a human proposal is not blocked by its gates; a ✗ is for you to weigh</li>'
      : '');
  const evidence = d.evidence.length
    ? d.evidence
        .map(
          (
            e,
          ) => `<div class="card" data-testid="evidence"><span class="pill">${e.side}${e.outcome ? ` · ${esc(e.outcome)}` : ''}</span>
      <p data-testid="evidence-why"><b>Why it is a ${e.side} for this tool:</b> ${e.outcome && OUTCOMES[e.outcome] ? OUTCOMES[e.outcome](e) : e.side === 'success' ? 'the trace was judged a success' : 'the trace was judged a failure'}${e.outcome === 'wrong_pick' ? ' (the trace as a whole can still pass: the task got done, by another tool)' : ''}.</p>
      <p data-testid="evidence-goal"><b>User's goal:</b> ${e.goal ? `${esc(e.goal.text)} <span class="muted">(from ${esc(e.goal.source ?? 'the judge')})</span>` : '<span class="muted">not stated by any judge</span>'}</p>
      <p><b>Query:</b> ${esc(e.user_query)}</p><p><b>Answer:</b> ${esc(e.final_answer)}</p>
      ${e.judgments.map((j) => `<p class="muted" data-testid="judgment">Trace judged by ${esc(j.judge)}${j.rule ? ` (rule <code>${esc(j.rule)}</code>)` : ''}: ${j.passed ? 'passed' : 'failed'} (${Number(j.score).toFixed(2)}) because ${esc(j.reasoning || 'no reason recorded')}</p>`).join('')}</div>`,
        )
        .join('')
    : '<p class="muted">no evidence traces (a human proposal)</p>';
  const replay = d.replay
    ? `${d.replay.before} → ${d.replay.after} correct top-1 picks on ${d.replay.queries} affected recorded queries`
    : 'not run';
  const open = p.status === 'pending';
  main.innerHTML = `<div class="card"><h1 data-testid="proposal-title">Proposal #${p.id} · <a href="#/t/${esc(p.server)}/${esc(p.name)}">${esc(d.tool)}</a> <span class="pill" data-testid="status">${p.status}</span></h1>
      <p class="muted">v${d.before.version} (${d.before.source}) → v${d.after.version} (${d.after.source}, by ${esc(d.after.created_by)}) · +${d.stats.inserted} / −${d.stats.deleted} words${p.reason ? ` · ${esc(p.reason)}` : ''}</p>
      ${sideBySide(d.diff)}</div>
    <div class="grid2"><div class="card"><h2>Lint, per component</h2><table data-testid="lint"><thead><tr><th>Component</th><th>Before</th><th>After</th><th>Why</th></tr></thead><tbody>${lint}</tbody></table>
      <p data-testid="lint-label">${lintSummary(d)}</p></div>
      <div class="card"><h2>Gates</h2><ul data-testid="gates">${gates}</ul><h2>Replay</h2><p data-testid="replay">${replay}</p><h2>Cost</h2><p>${d.cost.tokens} LLM tokens</p></div></div>
    <div class="card"><h2>Evidence</h2>${evidence}</div>
    ${
      open
        ? `<div class="card actions"><input id="reason" placeholder="Reason (required to reject)" data-testid="reason">
      <button class="primary" id="approve" data-testid="approve">Approve and publish</button><button class="danger" id="reject" data-testid="reject">Reject</button><span id="msg" class="error"></span></div>`
        : ''
    }`;
  if (!open) return;
  const act = async (verb) => {
    const reason = document.getElementById('reason').value.trim();
    try {
      await api(`/api/proposals/${p.id}/${verb}`, {
        method: 'POST',
        body: JSON.stringify(verb === 'approve' ? { reason: reason || undefined, publish: true } : { reason }),
      });
      location.hash = `#/t/${p.server}/${p.name}`;
    } catch (err) {
      document.getElementById('msg').textContent = err.message;
    }
  };
  document.getElementById('approve').onclick = () => act('approve');
  document.getElementById('reject').onclick = () => act('reject');
}

// The lint label is Good only with no smell left; the lint gate passes on a better total
// with no component worse. Say both, so "Bad → Bad" next to a passed gate is not a riddle.
function lintSummary(d) {
  const sum = (r) => Object.values(r.scores).reduce((a, b) => a + b, 0);
  const smells = d.lint.after.smells || [];
  return (
    `Rubric ${sum(d.lint.before)} → <b>${sum(d.lint.after)}</b> of 30 · label ${d.lint.before.label} → <b>${d.lint.after.label}</b>` +
    (smells.length
      ? ` <span class="muted">(Good needs every component at 3 or more; still short: ${smells.map(esc).join(', ')}. The lint gate asks only that no component get worse and the total rise.)</span>`
      : '')
  );
}

// Two bars per version: the LLM judge's sampled estimate (with its 95% interval) and the
// share of traces the signal rules passed. A version with no LLM sample yet shows its
// signals bar and says "no sample", never an empty bar.
function chart(success) {
  if (!success.length)
    return '<p class="muted" data-testid="chart">no success-rate estimate yet (the judge samples traces per version)</p>';
  const w = 36;
  const h = 90;
  const gap = 22;
  const bars = success
    .map((s, i) => {
      const x = 10 + i * (2 * w + gap);
      const sig = s.signal_traces ? s.signal_passed / s.signal_traces : null;
      const llm =
        s.sampled > 0
          ? `<rect data-testid="bar-llm-v${s.version}" x="${x}" y="${h - s.rate * h}" width="${w}" height="${s.rate * h}" fill="#3451b2" opacity="0.8"><title>v${s.version}, LLM judge: ${(s.rate * 100).toFixed(0)}% of ${s.sampled} sampled (95% CI ${(s.ci_low * 100).toFixed(0)}–${(s.ci_high * 100).toFixed(0)}%)</title></rect>
        <line x1="${x + w / 2}" x2="${x + w / 2}" y1="${h - s.ci_high * h}" y2="${h - s.ci_low * h}" stroke="#1d2330"/>`
          : `<text x="${x + w / 2}" y="${h - 4}" font-size="8" text-anchor="middle" fill="#667085" data-testid="no-sample-v${s.version}">no sample</text>`;
      const signals =
        sig === null
          ? ''
          : `<rect data-testid="bar-signals-v${s.version}" x="${x + w}" y="${h - sig * h}" width="${w}" height="${sig * h}" fill="#127a3e" opacity="0.7"><title>v${s.version}, signals: ${s.signal_passed}/${s.signal_traces} traces passed</title></rect>
        <text x="${x + w * 1.5}" y="${Math.max(10, h - sig * h - 3)}" font-size="9" text-anchor="middle">${s.signal_passed}/${s.signal_traces}</text>`;
      return `${llm}${signals}<text x="${x + w}" y="${h + 14}" font-size="11" text-anchor="middle">v${s.version}</text>`;
    })
    .join('');
  return `<svg data-testid="chart" width="${20 + success.length * (2 * w + gap)}" height="${h + 20}" role="img" aria-label="success rate per version">${bars}</svg>
    <p class="muted legend"><span class="key llm"></span> LLM judge sample (95% interval) <span class="key sig"></span> signal rules: passed/traces</p>`;
}

async function tool(server, name) {
  const t = await api(`/api/tools/${encodeURIComponent(server)}/${encodeURIComponent(name)}`);
  const rows = t.versions
    .slice()
    .reverse()
    .map(
      (v) => `<tr class="${v.version === t.publishedVersion ? 'current' : ''}" data-testid="version-row">
      <td>v${v.version}${v.version === t.publishedVersion ? ' <span class="pill" data-testid="published-marker">published</span>' : ''}</td>
      <td>${v.source === 'rollback' ? `rollback → v${v.parent_version}` : v.source}</td><td>${esc(v.created_by)}</td><td>${when(v.created_at)}</td><td>${esc(v.reason || '')}</td></tr>`,
    )
    .join('');
  const moves = t.publishLog
    .slice()
    .reverse()
    .map((e) => `<li>${when(e.at)} · v${e.version} (${e.cause}) by ${esc(e.actor)}</li>`)
    .join('');
  main.innerHTML = `<div class="card"><h1 data-testid="tool-title">${esc(t.tool)} <span class="pill">published v${t.publishedVersion}</span></h1>
      ${
        t.publishLog.some((e) => e.version !== t.publishedVersion)
          ? '<div class="actions"><input id="rb-reason" placeholder="Why roll back?" data-testid="rollback-reason"><button class="danger" id="rollback" data-testid="rollback">Roll back to the previous version</button><span id="msg" class="error"></span></div>'
          : `<p class="muted" data-testid="no-rollback">Only v${t.publishedVersion} was ever published: nothing to roll back to.</p>`
      }</div>
    <div class="grid2"><div class="card"><h2>Versions</h2><table data-testid="timeline"><thead><tr><th>Version</th><th>Source</th><th>Who</th><th>When</th><th>Why</th></tr></thead><tbody>${rows}</tbody></table></div>
      <div class="card"><h2>Success rate per version</h2>${chart(t.success)}<h2>Published pointer</h2><ul data-testid="pointer-log">${moves}</ul></div></div>`;
  await rolloutsCard(server, name);
  const rb = document.getElementById('rollback');
  if (rb)
    rb.onclick = async () => {
      try {
        await api('/api/rollback', {
          method: 'POST',
          body: JSON.stringify({
            tool: t.tool,
            reason: document.getElementById('rb-reason').value.trim() || undefined,
          }),
        });
        await tool(server, name);
      } catch (err) {
        document.getElementById('msg').textContent = err.message;
      }
    };
}

async function tools() {
  const rows = await api('/api/tools');
  main.innerHTML = `<div class="card"><h1>Tools</h1><table><thead><tr><th>Tool</th><th>Published</th><th>Latest</th><th>Pending</th></tr></thead><tbody>
    ${rows.map((t) => `<tr><td><a href="#/t/${esc(t.server)}/${esc(t.name)}">${esc(t.server)}/${esc(t.name)}</a></td><td>${t.published_version ? `v${t.published_version}` : '-'}</td><td>v${t.latest_version ?? '-'}</td><td>${t.pending_proposals}</td></tr>`).join('')}
    </tbody></table></div>`;
}

// LLM spending: today per purpose (judge, improver, jury, embeddings) against the daily
// token budget that stops every stage, then the last 7 days. Offline, nothing is spent.
async function spend() {
  const [b, days] = await Promise.all([api('/api/llm/budget'), api('/api/llm/usage?days=7')]);
  const usd = (n) => `$${Number(n).toFixed(4)}`;
  const share = b.daily_token_budget ? Math.min(100, (100 * b.today.tokens) / b.daily_token_budget) : 0;
  const rows =
    b.today.by_purpose
      .map(
        (u) =>
          `<tr data-testid="spend-row"><td>${esc(u.purpose)}</td><td>${u.calls}</td><td>${u.tokens}</td><td>${usd(u.cost_usd)}</td></tr>`,
      )
      .join('') || '<tr><td colspan="4" class="muted">no LLM calls today (offline, or nothing needed one)</td></tr>';
  const byDay = new Map();
  for (const u of days) byDay.set(u.day, [...(byDay.get(u.day) || []), u]);
  const history =
    [...byDay]
      .map(
        ([day, us]) =>
          `<tr><td>${esc(day)}</td><td>${us.map((u) => `${esc(u.purpose)} ${u.tokens}`).join(' · ')}</td><td>${us.reduce((n, u) => n + u.tokens, 0)}</td><td>${usd(us.reduce((n, u) => n + u.cost_usd, 0))}</td></tr>`,
      )
      .join('') || '<tr><td colspan="4" class="muted">nothing in the last 7 days</td></tr>';
  main.innerHTML = `<div class="card"><h1>LLM spend</h1>
    <p data-testid="spend-budget">Today (UTC): ${b.today.tokens} tokens, ${b.today.calls} calls, ${usd(b.today.cost_usd)}${b.daily_token_budget === null ? '' : ` of a daily budget of ${b.daily_token_budget} tokens (${b.remaining_tokens} left)`}</p>
    ${b.daily_token_budget ? `<div class="bar"><span style="width:${share.toFixed(1)}%"></span></div>` : ''}
    <table data-testid="spend-today"><thead><tr><th>Purpose</th><th>Calls</th><th>Tokens</th><th>Cost</th></tr></thead><tbody>${rows}</tbody></table></div>
    <div class="card"><h2>Last 7 days</h2><table><thead><tr><th>Day</th><th>Per purpose</th><th>Tokens</th><th>Cost</th></tr></thead><tbody>${history}</tbody></table></div>`;
}

// Pages render one at a time, in the order the hash changed: each page awaits the API
// before it writes #main, so two quick navigations let the first page's late reply
// overwrite the second page (CI saw the tools list land over a tool's page). A navigation
// superseded before its turn is skipped: the newer one renders.
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
    const t = h.match(/^#\/t\/([^/]+)\/(.+)$/);
    if (t) return await tool(decodeURIComponent(t[1]), decodeURIComponent(t[2]));
    if (h.startsWith('#/tools')) return await tools();
    if (h.startsWith('#/spend')) return await spend();
    return await queue(new URLSearchParams(h.split('?')[1] || ''));
  } catch (err) {
    main.innerHTML = `<div class="card error" data-testid="error">${esc(err.message)}</div>`;
  }
}

// Canary rollouts on the tool's page: the running one (share, sessions and success per arm
// with the always-valid interval, what the test would decide now, promote/abort) and past
// ones with their decision, the numbers behind it and who or what made it.
async function rolloutsCard(server, name) {
  let r;
  try {
    r = await api(`/api/tools/${encodeURIComponent(server)}/${encodeURIComponent(name)}/rollout`);
  } catch {
    return;
  }
  if (!r.rollouts.length) return;
  const pct = (x) => (x === null || x === undefined || !Number.isFinite(Number(x)) ? '-' : `${(100 * x).toFixed(1)}%`);
  const arms = (n) =>
    n?.control
      ? `<table><thead><tr><th>Arm</th><th>Version</th><th>Sessions</th><th>Success</th></tr></thead><tbody>
      ${['control', 'canary'].map((a) => `<tr data-testid="arm-${a}"><td>${a}</td><td>v${n.arms?.[a]?.version ?? '-'}</td><td>${n[a].sessions}</td><td>${pct(n[a].rate)}</td></tr>`).join('')}</tbody></table>
      <p data-testid="rollout-test">difference ${pct(n.diff)}, always-valid ${pct(1 - n.params.alpha)} interval ${pct(n.low)} … ${pct(n.high)} · test: <b>${esc(n.decision)}</b></p>`
      : '';
  const running = r.running
    ? `<div data-testid="rollout-running"><p><span class="pill">running</span> v${r.running.canary_version} to ${pct(r.running.share)} of sessions against v${r.running.control_version}, started ${when(r.running.started_at)} by ${esc(r.running.started_by)}</p>
      ${arms(r.running.numbers)}<div class="actions"><button class="primary" id="ro-promote" data-testid="rollout-promote">Promote now</button><button class="danger" id="ro-abort" data-testid="rollout-abort">Abort</button><span id="ro-msg" class="error"></span></div></div>`
    : '';
  const past = r.rollouts
    .filter((x) => x.status !== 'running')
    .map(
      (
        x,
      ) => `<div class="card" data-testid="rollout-row"><p><span class="pill">${esc(x.status.replace('_', ' '))}</span> #${x.id} · v${x.canary_version} at ${pct(x.share)} against v${x.control_version} · started ${when(x.started_at)} by ${esc(x.started_by)} · decided ${when(x.decided_at)} by <b>${esc(x.decision_by)}</b></p>
      <p class="muted">${esc(x.decision_reason || '')}</p>${arms(x.decision_state)}</div>`,
    )
    .join('');
  main.insertAdjacentHTML(
    'beforeend',
    `<div class="card" data-testid="rollouts"><h2>Canary rollouts</h2>${running}${past}</div>`,
  );
  const act = (action) => async () => {
    try {
      await api(`/api/rollout/${action}`, { method: 'POST', body: JSON.stringify({ tool: r.tool }) });
      await tool(server, name);
    } catch (err) {
      document.getElementById('ro-msg').textContent = err.message;
    }
  };
  if (r.running) {
    document.getElementById('ro-promote').onclick = act('promote');
    document.getElementById('ro-abort').onclick = act('abort');
  }
}

window.addEventListener('hashchange', route);
route();
