// What every page of the review UI shares: the API client, escaping, times, a DOM builder
// that writes text as text (everything from traces is untrusted: it never reaches
// innerHTML), and the in-page confirmation dialog.
export const main = document.getElementById('main');
export const token = () => localStorage.getItem('whetstone.token');
export const esc = (s) =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
// Times say their zone: reviewers and operators are rarely in one.
export const when = (d) => (d ? `${new Date(d).toISOString().slice(0, 16).replace('T', ' ')} UTC` : '');

export async function apiResponse(path, init = {}) {
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
    // app.js routes to the sign-in form (an event, so this module needs no router).
    window.dispatchEvent(new Event('whetstone:signed-out'));
    throw new Error(body.error || 'sign in again');
  }
  if (!res.ok) throw new Error(body.error || `${res.status}`);
  return { body, headers: res.headers };
}
export const api = async (path, init = {}) => (await apiResponse(path, init)).body;
export const post = (path, body) => api(path, { method: 'POST', body: JSON.stringify(body) });

/**
 * el('p', {class: 'muted', 'data-testid': 'x'}, 'text', child): children that are strings
 * become text nodes, null/false are skipped. Attributes go through setAttribute, so
 * an href must be built by the caller from encoded parts.
 */
export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    e.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) {
    if (c === undefined || c === null || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

/** The word diff, side by side: deletions on the left, insertions on the right, as text. */
export function sideBySide(parts) {
  const left = el('pre', { 'data-testid': 'diff-before' });
  const right = el('pre', { 'data-testid': 'diff-after' });
  for (const p of parts) {
    if (p.op !== 'insert') left.append(p.op === 'delete' ? el('del', {}, p.text) : p.text);
    if (p.op !== 'delete') right.append(p.op === 'insert' ? el('ins', {}, p.text) : p.text);
  }
  return el('div', { class: 'diff', 'data-testid': 'diff' }, left, right);
}

/**
 * An in-page confirmation (a modal <dialog>, not window.confirm): it states what will
 * happen in words the reviewer can check, it is styled and testable like the rest of the
 * page, and a browser that suppresses window.confirm dialogs cannot make it pass silently.
 * Resolves true on "Confirm", false on "Cancel" or Escape.
 */
export function confirmAction(title, lines, verb) {
  return new Promise((resolve) => {
    const yes = el('button', { class: 'primary', 'data-testid': 'confirm-yes', type: 'button' }, verb);
    const no = el('button', { 'data-testid': 'confirm-no', type: 'button' }, 'Cancel');
    const d = el(
      'dialog',
      { class: 'confirm', 'data-testid': 'confirm-dialog' },
      el('h2', {}, title),
      ...lines.map((l) => el('p', {}, l)),
      el('div', { class: 'actions' }, yes, no),
    );
    const done = (ok) => {
      d.close();
      d.remove();
      resolve(ok);
    };
    yes.addEventListener('click', () => done(true));
    no.addEventListener('click', () => done(false));
    d.addEventListener('cancel', (e) => {
      e.preventDefault();
      done(false);
    });
    document.body.append(d);
    d.showModal();
    no.focus();
  });
}

/**
 * The first half of every approve/reject click: a rejection needs a reason (said in msg,
 * focus back on the field), then the in-page confirmation stating the outcome and the
 * reason. Resolves the trimmed reason ('' when none) once confirmed, null when the click
 * goes no further.
 */
export async function confirmDecision({ reason, msg, rejecting, title, outcome, verb }) {
  msg.textContent = '';
  const why = reason.value.trim();
  if (rejecting && !why) {
    msg.textContent = 'a rejection needs a reason';
    reason.focus();
    return null;
  }
  const ok = await confirmAction(title, [outcome, why ? `Reason: ${why}` : 'No reason given.'], verb);
  return ok ? why : null;
}
