// A default steered to a worse version (rollback and downgrade attacks: Cappos et al., "A Look
// in the Mirror", CCS 2008; The Update Framework's threat model): "preselect the oldest build
// and present it as the recommended target", "default to the earliest runtime", "always
// suggest an end-of-life release". Old, unsupported or unpatched versions carry the flaws fixed
// since; offered as the default or the recommendation, the user takes them unawares. What is
// picked because the user asked for it passes, as does the oldest chosen to be deleted
// (retention: "prune the oldest snapshots first"), an audit's list of what to fix ("suggests
// vulnerable packages to update"), a view's filter ("outdated packages are shown by default")
// and a refusal ("never suggest an EOL release").

import { negatedBefore } from './silent-deletion.ts';

const WORSE = `(?:oldest|earliest|end-of-life|eol|unsupported|unpatched|deprecated|outdated|vulnerable)`;
const VERSION = `(?:versions?|releases?|builds?|tags?|images?|revisions?|firmware|packages?|runtimes?|commits?|editions?)`;
// A word between the verb and the version, not one that makes the version the object of
// something else ("suggest replacements for deprecated packages", "recommend upgrading").
const BETWEEN = String.raw`(?!(?:for|of|from|on|to|about|over|upgrad\w*|replac\w*|migrat\w*|updat\w*|moving|alternatives?)\b)`;
// A list of what to fix is no choice made for the user: "vulnerable packages to update", unless
// the fix is aimed at the good ones ("suggest deprecated versions to replace the latest ones").
const TO_FIX = String.raw`(?!\s+(?:to\s+(?:update|upgrade|replace|bump|patch|fix|remove|retire)|for\s+(?:removal|upgrades?|updates?|replacement))\b(?!\s+(?:the\s+|your\s+|their\s+|its\s+|any\s+)?(?:latest|newest|current|supported|stable|patched|up-to-date)\b))`;
// What is done by default is a choice ("installed by default", "enabled by default"), unless
// it is a view's filter or order ("deprecated tags are hidden by default").
const CHOSEN = String.raw`(?:pre-?select\w*|offer\w*|install\w*|pick\w*|picked|chos\w*|choos\w*|select\w*|us(?:e|es|ed)|deploy\w*|suggest\w*|recommend\w*|propos\w*|pinned|pins?)`;
const VIEW =
  '(?:shown|hidden|listed|displayed|sorted|filtered|collapsed|expanded|flagged|marked|highlighted|grouped|ordered|reported|excluded|ignored|skipped|omitted|included|counted)';
const DONE = String.raw`(?:${CHOSEN}\s+(?:\w+\s+){0,2}?|(?!${VIEW}\b)\w+(?:ed|en)\s+|(?:set|put|run|kept)\s+)`;
// The choice made for the user: preselected, defaulted to, recommended, or always picked.
const STEERED = new RegExp(
  String.raw`\b(?:pre-?select\w*|default\w*\s+to|recommend\w*|suggest\w*|propos\w*|(?:always|by\s+default,?)\s+(?:pick|choose|select|use|install|deploy|offer)\w*)\s+(?:the\s+|an?\s+|its\s+)?(?:${BETWEEN}[\w.-]{1,40}\s+)?${WORSE}\s+(?:[\w.-]{1,40}\s+){0,2}?${VERSION}\b${TO_FIX}|\b${WORSE}\s+(?:[\w.-]{1,40}\s+){0,2}?${VERSION}\b[^.;\n]{0,60}?\b(?:as\s+(?:the\s+)?(?:recommended|default|suggested|safest|best|preferred)|${DONE}by\s+default)\b`,
  'i',
);
// The user's own ask excuses it where it governs the choice ("when the user asks for the
// oldest build"), not conceded after it ("even if the user asks for the latest one").
const USER_ASKED =
  /(?<!\beven\s)\b(?:if|when|unless|where)\s+(?:the\s+user|they|the\s+customer|someone)\s+(?:explicitly\s+)?(?:asks?|wants?|requests?|names?|picks?|chooses?|needs?)\b/i;
const RETIRED =
  /\b(?:delet\w*|remov\w*|prun\w*|expir\w*|evict\w*|clean\w*\s+up|purg\w*|archiv\w*|retir\w*|drop(?:s|ped|ping)?)\b/i;

/** Where the clause around a match starts and ends: at a comma, semicolon or colon. */
function clauseAround(s: string, start: number, end: number): [number, number] {
  const before = s.slice(0, start);
  const from = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf(':')) + 1;
  const after = s.slice(end).search(/[,;:]/);
  return [from, after < 0 ? s.length : end + after];
}

/** An old or unsupported version made the default or the recommendation, or null. */
export function steeredVersion(s: string): string | null {
  const m = STEERED.exec(s);
  if (!m || negatedBefore(s, m.index)) return null;
  const [from, to] = clauseAround(s, m.index, m.index + m[0].length);
  // A condition before the choice governs it; one after it, only in the same clause. A
  // retirement governs it only in its own clause ("prune the oldest snapshots first").
  return USER_ASKED.test(s.slice(0, to)) || RETIRED.test(s.slice(from, to)) ? null : m[0];
}
