// The injection gate: a description is read by the model as instructions, so a candidate
// may not steer the model about other tools, hide text, point at new places, or leak
// secrets. "Do not use for X (use Y)" — guidance about this tool naming the alternative
// — is allowed; "always use this instead of Y" is not.
import { createRedactor } from '../traces/redact.ts';

export interface GateFinding {
  passed: boolean;
  reason: string;
}

const STEERING: [RegExp, string][] = [
  [/\b(?:always|only|must)\s+(?:use|call|prefer|choose|pick)\s+(?:this|me|it)\b/i, 'tells the model to always use this tool'],
  [/\b(?:use|call|prefer|choose)\s+(?:this|me|it)\s+(?:tool\s+)?(?:instead of|over|rather than|before any)\b/i, 'tells the model to prefer this tool over others'],
  [/\bnever\s+(?:use|call|trust)\b/i, 'tells the model never to use something'],
  [/\b(?:ignore|disregard|forget|override)\b[^.\n]{0,60}\b(?:tools?|instructions?|descriptions?|prompts?|rules?|previous|above|system)\b/i, 'tells the model to ignore instructions or tools'],
  [/\b(?:do not|don't)\s+(?:trust|believe|tell|mention|reveal)\b/i, 'tells the model what to hide or distrust'],
  [/<\/?(?:system|instructions?|important|admin)>|\[(?:system|inst)\]/i, 'carries prompt markup'],
];
const HIDDEN = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u{E0000}-\u{E007F}]/u;
const URL = /\bhttps?:\/\/[^\s)>\]"'`]+/gi;

export function checkInjection(candidate: string, current: string, evidenceText: string): GateFinding {
  for (const [re, why] of STEERING) {
    const m = re.exec(candidate);
    if (m && !re.test(current)) return { passed: false, reason: `${why}: "${m[0]}"` };
  }
  const hidden = HIDDEN.exec(candidate);
  if (hidden) return { passed: false, reason: `contains a hidden or zero-width character (U+${hidden[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})` };
  const known = new Set([...(current.match(URL) ?? []), ...(evidenceText.match(URL) ?? [])].map(normalizeUrl));
  for (const u of candidate.match(URL) ?? []) {
    if (!known.has(normalizeUrl(u))) return { passed: false, reason: `adds a URL that is in neither the current text nor the evidence: ${u}` };
  }
  const counts = new Map<string, number>();
  const redacted = createRedactor().redactString(candidate, counts);
  const secretKinds = [...counts.keys()].filter((k) => k !== 'email');
  if (redacted !== candidate && secretKinds.length) return { passed: false, reason: `contains what looks like a secret (${secretKinds.join(', ')})` };
  return { passed: true, reason: 'no steering of the model, hidden characters, new URLs or secrets' };
}

function normalizeUrl(u: string): string {
  return u.replace(/[.,;:]+$/, '').toLowerCase();
}
