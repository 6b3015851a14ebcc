// The privacy gate. A description is published to every agent of every user, so a word
// a candidate adds must be common property, not one user's: each word not already in the
// current text, the tool's input schema or the catalogue's tool names must occur in the
// queries of at least k distinct sessions (default 5). Identifiers never pass, however
// common: anything with a digit (ids, codes, flight and order numbers, dates), e-mail
// addresses and URLs, snake_case or dotted tokens (user handles), all-capital codes of
// five or more letters, and names — words written capitalised inside a sentence, in the
// candidate or in users' queries (people, cities, companies).
//
// The gate applies to every candidate (offline and LLM). A blocked candidate is stored
// with the offending words masked, and its reason counts them without quoting them, so
// `proposals --rejected` shows no more than a proposal would.

export interface PrivacyVocabulary {
  minSessions: number;
  /** Distinct sessions whose queries contain the (lower-case) word. */
  sessions(word: string): number;
  /** Whether users write the word as a name (capitalised mid-sentence at least as often as not). */
  isName(word: string): boolean;
}

export type PrivacyWhy = 'identifier' | 'name' | 'rare';

export interface PrivacyFinding {
  word: string;
  why: PrivacyWhy;
}

const TOKEN = /[\p{L}\p{N}]+(?:[._@:/'’-]+[\p{L}\p{N}]+)*/gu;

/** Words of a text with whether each starts a sentence (so its capital means nothing). */
function words(text: string): { word: string; start: boolean }[] {
  const out: { word: string; start: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const gap = text.slice(last, m.index);
    out.push({ word: m[0], start: out.length === 0 || /[.!?:;\n"“([]/.test(gap) });
    last = m.index + m[0].length;
  }
  return out;
}

/**
 * Words a text capitalises inside a sentence (not all-capital acronyms): how names are
 * written. Stricter than the gate, which lets a word through when its lower-case form is
 * public already; a request quoted as an example drops these unless its tool's own text
 * writes them so.
 */
export function capitalisedWords(text: string): string[] {
  return words(text)
    .filter(({ word, start }) => !start && word.length > 1 && /^\p{Lu}/u.test(word) && !/^[\p{Lu}\p{N}]+$/u.test(word))
    .map((w) => w.word);
}

export function isIdentifier(word: string): boolean {
  // "e.g", "i.e": abbreviations, not handles.
  if (/^(?:\p{L}\.)+\p{L}$/u.test(word)) return false;
  return /\p{N}/u.test(word) || /[@_./:]/.test(word) || /^\p{Lu}{5,}$/u.test(word);
}

export function buildVocabulary(rows: { session: string; query: string }[], minSessions: number): PrivacyVocabulary {
  const sessions = new Map<string, Set<string>>();
  const caps = new Map<string, number>();
  const lower = new Map<string, number>();
  for (const r of rows) {
    for (const { word, start } of words(r.query)) {
      for (const part of word.toLowerCase().split(/[._@:/'’-]+/)) {
        const s = sessions.get(part) ?? sessions.set(part, new Set()).get(part)!;
        if (s.size < minSessions) s.add(r.session);
      }
      if (start) continue;
      const w = word.toLowerCase();
      if (/^\p{Lu}/u.test(word) && word.length > 1) caps.set(w, (caps.get(w) ?? 0) + 1);
      else lower.set(w, (lower.get(w) ?? 0) + 1);
    }
  }
  return {
    minSessions,
    sessions: (w) => sessions.get(w.toLowerCase())?.size ?? 0,
    isName: (w) =>
      (caps.get(w.toLowerCase()) ?? 0) > 0 && (caps.get(w.toLowerCase()) ?? 0) >= (lower.get(w.toLowerCase()) ?? 0),
  };
}

/** Lower-case words a candidate may always use: they are not new. */
export function allowedWords(...texts: string[]): Set<string> {
  const out = new Set<string>();
  for (const t of texts) {
    for (const m of t.matchAll(TOKEN)) {
      out.add(m[0].toLowerCase());
      for (const part of m[0].toLowerCase().split(/[._@:/'’-]+/)) out.add(part);
    }
    for (const part of t.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (part) out.add(part);
  }
  return out;
}

export function privacyFindings(candidate: string, allowed: Set<string>, vocab: PrivacyVocabulary): PrivacyFinding[] {
  const out: PrivacyFinding[] = [];
  const seen = new Set<string>();
  for (const { word, start } of words(candidate)) {
    const w = word.toLowerCase();
    if (allowed.has(w) || seen.has(word)) continue;
    seen.add(word);
    if (isIdentifier(word)) out.push({ word, why: 'identifier' });
    else if ((!start && /^\p{Lu}/u.test(word) && word.length > 1) || vocab.isName(w)) out.push({ word, why: 'name' });
    else if (
      w.split(/[._@:/'’-]+/).some((p) => p.length > 1 && !allowed.has(p) && vocab.sessions(p) < vocab.minSessions)
    )
      out.push({ word, why: 'rare' });
  }
  return out;
}

export function checkPrivacy(
  candidate: string,
  allowed: Set<string>,
  vocab: PrivacyVocabulary,
): { passed: boolean; reason: string; findings: PrivacyFinding[] } {
  const findings = privacyFindings(candidate, allowed, vocab);
  if (findings.length === 0)
    return {
      passed: true,
      reason: `every added word occurs in the queries of ≥ ${vocab.minSessions} sessions; no identifiers or names`,
      findings,
    };
  const n = (why: PrivacyWhy) => findings.filter((f) => f.why === why).length;
  const parts = [
    n('identifier') ? `${n('identifier')} identifier(s)` : '',
    n('name') ? `${n('name')} name(s)` : '',
    n('rare') ? `${n('rare')} word(s) seen in fewer than ${vocab.minSessions} sessions` : '',
  ].filter(Boolean);
  // The words themselves are not quoted: the reason is shown with rejected candidates.
  return { passed: false, reason: `adds ${parts.join(', ')} (masked in the stored text)`, findings };
}

/** The text with each offending word replaced, for storing a rejected candidate. */
export function maskPrivate(text: string, findings: PrivacyFinding[], mark = '[withheld]'): string {
  if (findings.length === 0) return text;
  const bad = new Set(findings.map((f) => f.word));
  return text.replace(TOKEN, (w) => (bad.has(w) ? mark : w));
}

/** Every identifier (ids, numbers, codes, handles, e-mail) elided, however common: what an error says of one case. */
export function elideIdentifiers(text: string): string {
  return joinElisions(text.replace(TOKEN, (w) => (isIdentifier(w) ? '…' : w)));
}

/** Runs of elisions ("… …", "…, …") read as one. */
export function joinElisions(text: string): string {
  return text.replace(/…(?:[\s,.'’-]*…)+/g, '…');
}
