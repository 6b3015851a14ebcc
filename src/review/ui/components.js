// A version's components, each with the tokens it costs an agent's context (the server
// counts them: review/components-view.ts). One table for a version (the tool page) or for
// the two sides of a proposal, so a reviewer sees which part grew and by how much.
import { el } from './lib.js';

const NAMES = {
  purpose: 'What it does and returns',
  whenToUse: 'When to use',
  whenNotToUse: 'When not to use, limits',
  parameters: 'Parameters',
  examples: 'Examples',
};
const KEYS = Object.keys(NAMES);

const part = (size, key) => size?.components?.find((c) => c.key === key);
const cell = (c) =>
  c
    ? [el('div', { class: 'ctext' }, c.text), el('span', { class: 'muted' }, `${c.tokens} tokens`)]
    : el('span', { class: 'muted' }, '—');

/** The components of one text (`size`), or of two (`before` → `after`) side by side. */
export function componentsTable(after, before) {
  const head = before ? ['Component', 'Before', 'After'] : ['Component', 'Text'];
  const rows = KEYS.filter((k) => part(after, k) || part(before, k)).map((k) =>
    el(
      'tr',
      { 'data-testid': 'component-row', 'data-component': k },
      el('td', {}, NAMES[k]),
      before ? el('td', {}, cell(part(before, k))) : '',
      el('td', {}, cell(part(after, k))),
    ),
  );
  return el(
    'table',
    { class: 'components', 'data-testid': 'components' },
    el('thead', {}, el('tr', {}, ...head.map((h) => el('th', {}, h)))),
    el('tbody', {}, rows),
  );
}

/** "62 tokens" or "4 → 62 tokens". */
export const tokensLine = (after, before) =>
  before ? `${before.tokens} → ${after.tokens} tokens` : `${after.tokens} tokens`;
