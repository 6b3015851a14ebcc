// The disclosure gate. Overclaiming wins selection and hides risk: a candidate may not
// drop a side effect, constraint, permission need or limit that the current version
// states, and may not claim a capability or safety property that neither the current
// text nor the evidence supports.
import type { GateFinding } from './injection.ts';

// Statements worth keeping: each pattern finds one kind of disclosure in a sentence.
const DISCLOSURES: [string, RegExp][] = [
  ['permission', /\b(?:requires?|needs?)\b[^.\n]{0,60}\b(?:auth\w*|permission|access|login|api key|token|credentials?|scope|admin)\b|\bauthenticat\w+\b|\bpermission\b/i],
  ['side effect', /\b(?:deletes?|removes?|overwrites?|modif(?:y|ies)|writes?|sends?|charges?|publish(?:es)?|irreversibl\w*|permanent\w*|cannot be undone)\b/i],
  ['limit', /\b(?:at most|up to|maximum|max\.?|limit(?:ed|s)?|no more than|rate[- ]limit\w*|quota)\b|\b\d+\s*(?:results?|items?|requests?|calls?|mb|kb|gb|characters?|chars?|seconds?|minutes?|per)\b/i],
  ['constraint', /\b(?:only|must|cannot|can't|not supported|unsupported|does not|doesn't|never)\b/i],
];

// Claims a candidate must not introduce without support.
const CLAIMS = [
  'safely',
  'safe',
  'secure',
  'securely',
  'read-only',
  'read only',
  'no side effects',
  'local',
  'locally',
  'offline',
  'validated',
  'verified',
  'guaranteed',
  'always succeeds',
  'never fails',
  'confirms with the user',
  'asks for confirmation',
  'private',
  'encrypted',
  'idempotent',
  'real-time',
  'realtime',
  'instantly',
];

export function sentencesWith(text: string, re: RegExp): string[] {
  return text
    .split(/(?<=[.!?。])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s && re.test(s));
}

export function checkDisclosure(candidate: string, current: string, evidenceText: string): GateFinding {
  const cand = norm(candidate);
  for (const [kind, re] of DISCLOSURES) {
    for (const sentence of sentencesWith(current, re)) {
      const key = keyTerms(sentence, re);
      // Kept when the candidate still states the disclosure's key terms.
      if (key.length && !key.every((k) => cand.includes(k))) {
        return { passed: false, reason: `drops a ${kind} the current version states: "${sentence}"` };
      }
    }
  }
  const support = norm(current + ' ' + evidenceText);
  for (const claim of CLAIMS) {
    const re = new RegExp(`(?<![\\w-])${claim.replace(/[-/]/g, '[- ]?')}(?![\\w-])`, 'i');
    if (re.test(candidate) && !re.test(support)) return { passed: false, reason: `claims "${claim}", which neither the current text nor the evidence supports` };
  }
  return { passed: true, reason: 'keeps every stated side effect, constraint, permission and limit; no unsupported claim' };
}

function norm(s: string): string {
  return s.toLowerCase().replace(/\s+/g, ' ');
}

/** The words that carry a disclosure: the matched phrase plus the nouns right after it. */
function keyTerms(sentence: string, re: RegExp): string[] {
  const m = re.exec(sentence);
  if (!m) return [];
  const tail = sentence.slice(m.index + m[0].length).toLowerCase().match(/[a-z0-9][a-z0-9-]*/g) ?? [];
  const extra = tail.filter((w) => w.length > 3).slice(0, 2);
  return [m[0].toLowerCase().replace(/\s+/g, ' '), ...extra];
}
