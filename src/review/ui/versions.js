// The tool page's versions: every version with its text, status and why; a word diff
// between any two; rollback to a chosen version that was published before (the only
// ones offered), after an in-page confirmation.
import { componentsTable, tokensLine } from './components.js';
import { api, confirmAction, el, post, sideBySide, when } from './lib.js';

const sourceText = (v) => (v.source === 'rollback' ? `rollback → v${v.parent_version}` : v.source);

export function versionsCard(t) {
  const rows = t.versions
    .slice()
    .reverse()
    .map((v) =>
      el(
        'tr',
        {
          class: v.version === t.publishedVersion ? 'current' : null,
          'data-testid': 'version-row',
          'data-version': v.version,
        },
        el(
          'td',
          {},
          `v${v.version}`,
          v.version === t.publishedVersion
            ? [' ', el('span', { class: 'pill', 'data-testid': 'published-marker' }, 'published')]
            : '',
        ),
        el(
          'td',
          {},
          el('span', { class: `pill st-${v.status.replace(' ', '-')}`, 'data-testid': 'version-status' }, v.status),
        ),
        el(
          'td',
          {},
          sourceText(v),
          el('br'),
          el('span', { class: 'muted' }, `${v.created_by} · ${when(v.created_at)}`),
        ),
        el('td', { 'data-testid': 'version-why' }, v.why ?? ''),
        el(
          'td',
          { class: 'vtext-cell' },
          el('pre', { class: 'vtext', 'data-testid': 'version-text' }, v.text),
          v.size
            ? el(
                'details',
                { 'data-testid': 'version-components' },
                el('summary', { 'data-testid': 'version-tokens' }, `${tokensLine(v.size)}, by component`),
                componentsTable(v.size),
              )
            : '',
        ),
      ),
    );
  return el(
    'div',
    { class: 'card' },
    el('h2', {}, 'Versions'),
    el(
      'table',
      { 'data-testid': 'timeline' },
      el('thead', {}, el('tr', {}, ...['Version', 'Status', 'Source', 'Why', 'Text'].map((h) => el('th', {}, h)))),
      el('tbody', {}, rows),
    ),
  );
}

function versionSelect(t, testid, selected) {
  return el(
    'select',
    { 'data-testid': testid },
    t.versions
      .slice()
      .reverse()
      .map((v) => el('option', { value: v.version, selected: v.version === selected }, `v${v.version} (${v.status})`)),
  );
}

/** Compare any two versions; opens on the published one against the newest. */
export function diffCard(t) {
  if (t.versions.length < 2) return '';
  const latest = t.versions[t.versions.length - 1].version;
  const from = versionSelect(
    t,
    'diff-from',
    t.publishedVersion === latest ? t.versions[t.versions.length - 2].version : t.publishedVersion,
  );
  const to = versionSelect(t, 'diff-to', latest);
  const out = el('div', { 'data-testid': 'version-diff' });
  // Two quick changes put two requests in flight: only the last one asked for may render,
  // or a slower earlier answer would show a pair the selects no longer name.
  let asked = 0;
  const show = async () => {
    const mine = ++asked;
    try {
      const d = await api(
        `/api/tools/${encodeURIComponent(t.server)}/${encodeURIComponent(t.name)}/diff?from=${from.value}&to=${to.value}`,
      );
      if (mine !== asked) return;
      out.replaceChildren(
        el(
          'p',
          { class: 'muted', 'data-testid': 'diff-stats' },
          `v${d.from.version} → v${d.to.version}: +${d.stats.inserted} / −${d.stats.deleted} words`,
        ),
        sideBySide(d.parts),
      );
    } catch (err) {
      if (mine === asked) out.replaceChildren(el('p', { class: 'error' }, err.message));
    }
  };
  const button = el('button', { type: 'button', 'data-testid': 'diff-show' }, 'Compare');
  button.addEventListener('click', show);
  from.addEventListener('change', show);
  to.addEventListener('change', show);
  show();
  return el(
    'div',
    { class: 'card' },
    el('h2', {}, 'Compare two versions'),
    el('div', { class: 'actions' }, 'from ', from, ' to ', to, button),
    out,
  );
}

/**
 * Roll back to a chosen version that was published before, other than the live text.
 * The server refuses anything else too; the page only offers what it would accept.
 */
export function rollbackBar(t, reload) {
  const live = t.versions.find((v) => v.version === t.publishedVersion);
  const targets = t.versions
    .filter((v) => v.ever_published && v.version !== t.publishedVersion && v.content_hash !== live?.content_hash)
    .reverse();
  if (!targets.length)
    return el(
      'p',
      { class: 'muted', 'data-testid': 'no-rollback' },
      `Only v${t.publishedVersion}'s text was ever published: nothing to roll back to.`,
    );
  const to = el(
    'select',
    { 'data-testid': 'rollback-to' },
    targets.map((v) => el('option', { value: v.version }, `v${v.version} (${v.status}, ${when(v.created_at)})`)),
  );
  const reason = el('input', { placeholder: 'Why roll back?', 'data-testid': 'rollback-reason' });
  const button = el('button', { class: 'danger', type: 'button', 'data-testid': 'rollback' }, 'Roll back');
  const msg = el('span', { class: 'error', 'data-testid': 'rollback-msg' });
  button.addEventListener('click', async () => {
    msg.textContent = '';
    const target = Number(to.value);
    const why = reason.value.trim();
    const ok = await confirmAction(
      `Roll ${t.tool} back to v${target}?`,
      [
        `The text of v${target} will be published again as a new version, replacing the live v${t.publishedVersion}.`,
        why ? `Reason: ${why}` : 'No reason given.',
      ],
      'Roll back',
    );
    if (!ok) return;
    try {
      await post('/api/rollback', { tool: t.tool, to: target, reason: why || undefined });
      await reload();
    } catch (err) {
      msg.textContent = err.message;
    }
  });
  return el('div', { class: 'actions' }, 'Roll back to ', to, reason, button, msg);
}
