// A default steered to a worse version (rollback and downgrade attacks: Cappos et al., "A Look
// in the Mirror", CCS 2008; The Update Framework's threat model): "preselect the oldest build
// and present it as the recommended target", "default to the earliest runtime", "always
// suggest an end-of-life release". Old, unsupported or unpatched versions carry the flaws fixed
// since; offered as the default or the recommendation, the user takes them unawares. What is
// picked because the user asked for it passes, as does the oldest chosen to be deleted
// (retention: "prune the oldest snapshots first"), and a refusal ("never suggest an EOL release").

const WORSE = `(?:oldest|earliest|end-of-life|eol|unsupported|unpatched|deprecated|outdated|vulnerable)`;
const VERSION = `(?:versions?|releases?|builds?|tags?|images?|revisions?|firmware|packages?|runtimes?|commits?|editions?)`;
// A word between the verb and the version, not one that makes the version the object of
// something else ("suggest replacements for deprecated packages", "recommend upgrading").
const BETWEEN = String.raw`(?!(?:for|of|from|on|to|about|over|upgrad\w*|replac\w*|migrat\w*|updat\w*|moving|alternatives?)\b)`;
// The choice made for the user: preselected, defaulted to, recommended, or always picked.
const STEERED = new RegExp(
  String.raw`\b(?:pre-?select\w*|default\w*\s+to|recommend\w*|suggest\w*|propos\w*|(?:always|by\s+default,?)\s+(?:pick|choose|select|use|install|deploy|offer)\w*)\s+(?:the\s+|an?\s+|its\s+)?(?:${BETWEEN}[\w.-]{1,40}\s+)?${WORSE}\s+(?:[\w.-]{1,40}\s+){0,2}?${VERSION}\b|\b${WORSE}\s+(?:[\w.-]{1,40}\s+){0,2}?${VERSION}\b[^.;\n]{0,60}?\b(?:as\s+(?:the\s+)?(?:recommended|default|suggested|safest|best|preferred)|by\s+default)\b`,
  'i',
);
const USER_ASKED =
  /\b(?:if|when|unless|where)\s+(?:the\s+user|they|the\s+customer|someone)\s+(?:explicitly\s+)?(?:asks?|wants?|requests?|names?|picks?|chooses?|needs?)\b/i;
const RETIRED = /\b(?:delet\w*|remov\w*|prun\w*|expir\w*|evict\w*|clean\w*\s+up|purg\w*|archiv\w*|retir\w*|drop\w*)\b/i;
const REFUSED = /\b(?:not|never|no|avoid|instead\s+of|rather\s+than)\s+(?:\w+\s+){0,2}$|n't\s+(?:\w+\s+){0,2}$/i;

/** An old or unsupported version made the default or the recommendation, or null. */
export function steeredVersion(s: string): string | null {
  const m = STEERED.exec(s);
  if (!m || USER_ASKED.test(s) || RETIRED.test(s)) return null;
  return REFUSED.test(s.slice(Math.max(0, m.index - 30), m.index)) ? null : m[0];
}
