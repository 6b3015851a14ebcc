// LLM spending: today per purpose (judge, improver, jury, embeddings) against the daily
// token budget that stops every stage, then the last 7 days. Offline, nothing is spent.
import { api, el, esc, main } from './lib.js';

export async function spend() {
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
    <div id="spend-bar"></div>
    <table data-testid="spend-today"><thead><tr><th>Purpose</th><th>Calls</th><th>Tokens</th><th>Cost</th></tr></thead><tbody>${rows}</tbody></table></div>
    <div class="card"><h2>Last 7 days</h2><table><thead><tr><th>Day</th><th>Per purpose</th><th>Tokens</th><th>Cost</th></tr></thead><tbody>${history}</tbody></table></div>`;
  if (b.daily_token_budget) document.getElementById('spend-bar').replaceWith(budgetBar(share));
}

/**
 * The share of today's budget spent. The page's CSP (style-src 'self') drops an inline
 * style="width:…" attribute, so the bar was always full; a width set through element.style
 * from this script is CSSOM, which the CSP allows, and keeps the bar a plain styled div.
 */
function budgetBar(share) {
  const fill = el('span', { 'data-testid': 'spend-fill' });
  fill.style.width = `${share.toFixed(1)}%`;
  return el(
    'div',
    {
      class: 'bar',
      role: 'progressbar',
      'aria-valuemin': 0,
      'aria-valuemax': 100,
      'aria-valuenow': share.toFixed(1),
      'aria-label': 'share of the daily token budget spent today',
      'data-testid': 'spend-bar',
    },
    fill,
  );
}
