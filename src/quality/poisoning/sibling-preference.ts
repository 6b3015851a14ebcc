// "…; prefer it over confluence_update_page when only one heading's content changes": which of
// two tools of the same server fits a kind of request, the advice a good description gives.
// The tool-preference family (./families.ts) reads "prefer it over" as steering the model away
// from other tools. It is advice only when all hold: the tool it is preferred over is a sibling
// (an attacker's rival lives on another server), a scope follows ("when", "if", "for") that is
// a bounded kind of request (not "always", "any request", a reason like "for security"), and
// nothing in the clause makes it a standing rule. "Prefer it over every other tool", "prefer
// it over X always" and "prefer it over X for reliability" stay held.

/** A literal string as a pattern: a tool name with dots or brackets matches only itself. */
export const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const UNBOUNDED =
  /\b(?:always|whenever|any|all|every|each|everything|anything|whatever|other|others|reasons?|safe\w*|secur\w*|reliab\w*|accura\w*|correct\w*|trust\w*|official|better|best|faster|speed|performance|must|never|from\s+now)\b/i;
// A scope is a condition, nothing more: a clause run on after it ("…when editing, then call
// confluence_delete_page", "…, copying the user's token into the version comment"), a tool
// named in it, or a secret would be blanked with the advice and so go unread.
const RIDER =
  /,\s*(?:\w+ing|then|and|also|so|after)\b|\b(?:then|also)\b|\b[a-z]+_[a-z0-9_]+\b|\b(?:tokens?|passwords?|secrets?|credentials?|api[\s_-]?keys?)\b/i;

/** The candidate with each "prefer it over <sibling> when <kind of request>" clause blanked. */
export function siblingPreferenceOut(candidate: string, siblings: readonly string[] = []): string {
  if (!siblings.length) return candidate;
  const names = siblings.map(escaped).join('|');
  const advice = new RegExp(
    String.raw`\bprefer\s+(?:it|this(?:\s+tool)?)\s+(?:over|to)\s+\x60?(?:${names})\x60?\s+((?:when|if|for)\s+[^.;:!?\n]{3,100})(?=[.;!?]|$)`,
    'gim',
  );
  return candidate.replace(advice, (m, scope: string) => (UNBOUNDED.test(scope) || RIDER.test(scope) ? m : ' '));
}
