// One tool: its status (published version, or seen only in traces), rollback to a chosen
// published version, every version with status and text, a diff between any two, success
// rate per version, the published pointer's moves, canary rollouts and recent traces.
import { api, confirmAction, el, esc, main, post, when } from './lib.js';
import { codeCard } from './code.js';
import { traceHref } from './proposal.js';
import { diffCard, rollbackBar, versionsCard } from './versions.js';

// Two bars per version: the LLM judge's sampled estimate (with its 95% interval) and the
// share of traces the signal rules passed. A version with no LLM sample yet shows its
// signals bar and says "no sample", never an empty bar. Numbers only: built as markup.
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

function tracesCard(t) {
  return el(
    'div',
    { class: 'card' },
    el('h2', {}, 'Latest traces that called it'),
    t.traces.length
      ? el(
          'ul',
          { 'data-testid': 'tool-traces' },
          t.traces.map((x) =>
            el('li', {}, el('a', { href: traceHref(x.trace_id) }, x.trace_id), ` · ${when(x.ts)} · ${x.user_query}`),
          ),
        )
      : el('p', { class: 'muted' }, 'no stored trace called it'),
    t.no_evidence
      ? el(
          'p',
          { class: 'muted', 'data-testid': 'no-evidence' },
          `No evidence for v${t.publishedVersion} yet: ${t.no_evidence.message}`,
        )
      : null,
  );
}

/**
 * `reload` renders the page again after a rollback, promotion or abort: app.js's route, so
 * it waits its turn behind a navigation (calling tool() itself, a slow answer would land over
 * the page navigated to meanwhile, and a first load's late rollouts card over the new one).
 */
export async function tool(server, name, reload) {
  const t = await api(`/api/tools/${encodeURIComponent(server)}/${encodeURIComponent(name)}`);
  Object.assign(t, { server, name });
  if (t.observed_only) {
    main.replaceChildren(
      el(
        'div',
        { class: 'card' },
        el(
          'h1',
          { 'data-testid': 'tool-title' },
          `${t.tool} `,
          el('span', { class: 'pill', 'data-testid': 'observed-only' }, 'observed only'),
        ),
        el(
          'p',
          { 'data-testid': 'observed-note' },
          'Seen only in traces: agents called it, but no description of it was imported, so it has no version and nothing is published for it. Import its server (`whetstone tools import`) to review and tune it.',
        ),
      ),
      tracesCard(t),
    );
    return;
  }
  const moves = el(
    'ul',
    { 'data-testid': 'pointer-log' },
    t.publishLog
      .slice()
      .reverse()
      .map((e) => el('li', {}, `${when(e.at)} · v${e.version} (${e.cause}) by ${e.actor}`)),
  );
  const side = el('div', { class: 'card' }, el('h2', {}, 'Success rate per version'));
  side.insertAdjacentHTML('beforeend', chart(t.success));
  side.append(el('h2', {}, 'Published pointer'), moves);
  main.replaceChildren(
    el(
      'div',
      { class: 'card' },
      el(
        'h1',
        { 'data-testid': 'tool-title' },
        `${t.tool} `,
        el('span', { class: 'pill' }, `published v${t.publishedVersion}`),
      ),
      rollbackBar(t, reload),
    ),
    versionsCard(t),
    el('div', { class: 'grid2' }, diffCard(t), side),
    codeCard(t.code, 'the published text'),
    tracesCard(t),
  );
  await rolloutsCard(server, name, reload);
}

// Canary rollouts on the tool's page: the running one (share, sessions, clusters and success
// per arm with the always-valid interval, what the test would decide now, promote/abort) and past
// ones with their decision, the numbers behind it and who or what made it.
async function rolloutsCard(server, name, reload) {
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
      ? `<table><thead><tr><th>Arm</th><th>Version</th><th>Sessions</th><th title="agent tokens; a session without one is its own">Clusters</th><th>Success</th></tr></thead><tbody>
      ${['control', 'canary'].map((a) => `<tr data-testid="arm-${a}"><td>${a}</td><td>v${n.arms?.[a]?.version ?? '-'}</td><td>${n[a].sessions}</td><td>${n[a].clusters?.count ?? '-'}</td><td>${pct(n[a].rate)}</td></tr>`).join('')}</tbody></table>
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
    const run = r.running;
    const ok = await confirmAction(
      action === 'promote'
        ? `Promote v${run.canary_version} of ${r.tool}?`
        : `Abort the rollout of v${run.canary_version}?`,
      [
        action === 'promote'
          ? `Every session will be shown v${run.canary_version}, not only ${pct(run.share)} of them.`
          : `Every session goes back to v${run.control_version}; v${run.canary_version} is not published.`,
      ],
      action === 'promote' ? 'Promote' : 'Abort',
    );
    if (!ok) return;
    try {
      await post(`/api/rollout/${action}`, { tool: r.tool });
      await reload();
    } catch (err) {
      document.getElementById('ro-msg').textContent = err.message;
    }
  };
  if (r.running) {
    document.getElementById('ro-promote').onclick = act('promote');
    document.getElementById('ro-abort').onclick = act('abort');
  }
}
