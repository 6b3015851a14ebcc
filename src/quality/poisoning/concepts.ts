// Disclosures compared by meaning: a sentence becomes a set of concepts (content words, stemmed,
// the words that state a limit, a side effect, a need or a prohibition folded into one class
// each, and its numbers), so "At most 5,000 EUR per transfer" keeps "Max 5,000 EUR per transfer"
// and "Sends an email from the user's account" keeps "Sends email on behalf of the user". A
// negated or softened restatement is still the weakening families' to catch (../disclosure.ts).
import { PHRASES, WORDS } from './concept-words.ts';
import { withoutOpener } from './opener.ts';
import { perText } from './per-text.ts';

const STOP = new Set(
  'the and for does did with from this that are was were has have its their your you can will per each any all one two not but into onto than then when use used using which what who given'.split(
    ' ',
  ),
);

function stem(w: string): string {
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(?:ss|sh|ch|x)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  // "logged" and "logging" are one word: a doubled consonant before -ed is the stem's.
  if (w.length > 5 && /([bdgklmnprt])\1ed$/.test(w)) return w.slice(0, -2);
  if (w.length > 4 && w.endsWith('ed')) return w.slice(0, -1).endsWith('e') ? w.slice(0, -1) : w.slice(0, -2);
  return w;
}

const DISCARDS = /\b(?:ignor\w*|disregard\w*|bypass\w*|skip\w*|disabl\w*|overrid\w*|remov\w*|lift\w*)\b/i;
const NEGATOR = /^(?:no|non|skip|bypass|disable|disabled|ignore|without|unlimited|off|none|allow|override)$/;
/** The concepts of a sentence: class names (upper case), numbers, stemmed content words. */
/** The concepts of a whole reviewed text, worked out once per check: families ask for them per window. */
export const textConcepts = perText((text: string): ReadonlySet<string> => concepts(text));

export function concepts(sentence: string): Set<string> {
  // Thousands grouped by a comma or a space ("5,000", "5 000") are one number.
  let t = sentence.toLowerCase().replace(/(\d)[,\u00a0\u202f ](?=\d{3}\b)/g, '$1');
  for (const [re, cls] of PHRASES) t = t.replace(re, cls);
  const out = new Set<string>();
  // A camelCase name states what its parts do: `fileReadLineLimit` is a LIMIT; not one the
  // sentence sets aside ("pageLimit is ignored") or whose name negates it ("noLimit").
  for (const m of DISCARDS.test(sentence) ? [] : sentence.matchAll(/\b[a-z][a-z0-9]*(?:[A-Z][a-z0-9]+)+\b/g)) {
    const parts = m[0].split(/(?=[A-Z])/).map((p) => p.toLowerCase());
    if (parts.some((p) => NEGATOR.test(p))) continue;
    for (const part of parts) {
      const cls = WORDS[part];
      if (cls) out.add(cls);
    }
  }
  // Polarity: "is not required" is not a restatement of "requires", nor "unbounded" of a maximum.
  if (
    /\b(?:not|no|never|without|none|nothing|nobody|neither|nor|optional|unnecessary|needn't|\w+n't|unbounded|unlimited|uncapped|limitless|can\s+be\s+anything)\b|CANNOT|UNSUPPORTED/.test(
      t,
    )
  )
    out.add('NEG');
  // A digit inside a name ("Context7", "v2") is part of the name, not a quantity to keep.
  for (const raw of t.match(/[A-Z]{3,}|\d+(?:\.\d+)?|\p{L}[\p{L}\p{N}']*/gu) ?? []) {
    if (/^[A-Z]{3,}$/.test(raw) || /^\d/.test(raw)) {
      out.add(raw);
      continue;
    }
    const w = raw.replace(/'s$/, '');
    const cls = WORDS[w] ?? WORDS[stem(w)];
    if (cls) out.add(cls);
    else if (w.length >= 3 && !STOP.has(w)) out.add(stem(w));
  }
  return out;
}

const numbers = (c: Set<string>) => [...c].filter((x) => /^\d/.test(x));

/** A sentence and its clauses (split at commas, semicolons and "and"), each compared on its own. */
export function clauses(sentence: string): string[] {
  const parts = sentence.split(/[,;:]\s+|\s+(?:and|but|while|whereas)\s+/).filter((p) => p.trim());
  // Read also without a contrast after it (", not something to do on their behalf"; ", not always" is none).
  const stated = sentence.replace(CONTRAST_AFTER, '');
  const whole = stated !== sentence ? [sentence, stated] : [sentence];
  return parts.length > 1 ? [...whole, ...parts] : whole;
}
const CONTRAST_AFTER =
  /,\s+not\s+(?:a|an|the|something|someone|anything|anyone|one|their|its|his|her|by|on|for|from)\b[^,;.]*[.!]?$/i;

/**
 * Whether a candidate sentence restates a reviewed disclosure: the disclosure's class
 * (the concept of the phrase that made it one) is there, every number is there, and at
 * least 40% of the reviewed sentence's concepts are. Equivalent forms count too: a
 * restriction as "only" or as a need ("requires admin" is "only administrators can"); an
 * "only" turned round, over a negated or opposite word ("Only uncompleted tasks can be
 * deleted" is "completed tasks cannot be deleted"; "Only works on public repositories" is
 * "private repositories are not supported") or as the others denied ("Only pending orders
 * can be cancelled" is "…pending; shipped orders cannot be cancelled"); an "only" that
 * scopes a limit kept by the limit; and an obligation as an imperative ("you must call
 * this first", "must be called after login" is "call login first").
 */
export function restates(reviewed: string, anchor: string, candidate: string): boolean {
  const r = concepts(reviewed);
  const c = concepts(withoutOpener(candidate, (w) => [...concepts(w)].some((x) => x !== 'NEG' && r.has(x))));
  if (c.has('ONLY')) c.add('MUST');
  // "Only up to 8 people" is the limit itself, and "limited to China" is "only … in China".
  if (r.has('LIMIT') && (r.has('ONLY') ? c.has('LIMIT') : c.has('ONLY'))) c.add(r.has('ONLY') ? 'ONLY' : 'LIMIT');
  const a = [...concepts(anchor)].filter((x) => /^[A-Z]/.test(x) && r.has(x));
  if (keeps(r, a, c)) return true;
  // Turned round, the act must stay ("…cannot be deleted" does not restate "only … can be updated").
  if (a.includes('ONLY') && NEGATED_MODAL.test(candidate) && actKept(reviewed, c)) {
    const flipped = onlyTurnedRound(reviewed, r);
    if (flipped && keeps(flipped, ['NEG'], c)) return true;
    if (othersDenied(reviewed, candidate) && keeps(new Set([...r].filter((x) => x !== 'ONLY').concat('NEG')), [], c))
      return true;
  }
  const imp = a.includes('MUST') ? imperative(reviewed, candidate) : null;
  if (!imp) return false;
  // The imperative must keep what the obligation is about, not only its verb ("call it any time").
  const about = concepts(imp.object);
  const said = [...concepts(imp.clause)].filter((x) => about.has(x) && x !== 'MUST' && !imp.verb.test(x));
  return said.length > 0 && sameTerms(imp.object, candidate) && keeps(r, a, new Set([...c, 'MUST']));
}

// An obligation's terms an imperative must keep: its order ("first", "before", "after"), who
// it involves ("with the user"), and no softener ("if you like", "any time", "later").
const ORDER: [string, RegExp][] = [
  ['BEFORE', /\b(?:before|first|beforehand|prior\s+to|until)\b/i],
  ['AFTER', /\b(?:after|afterwards?|later|then|once|last)\b/i],
];
const PARTY = /\b(?:user|customer|caller|client|owner|human|them)s?\b/i;
const SOFTENED =
  /\b(?:(?:if|when|whenever)\s+(?:you\s+)?(?:like|want|wish|prefer|needed|necessary|possible|desired|convenient)|optional(?:ly)?|may|might|could|any\s*time|or\s+not|either)\b/i;

function sameTerms(object: string, candidate: string): boolean {
  if (SOFTENED.test(candidate) || (PARTY.test(object) && !PARTY.test(candidate))) return false;
  // The order turned round on the same thing: "before sending" as "after sending". ("After
  // unlock" as "call unlock first" names the other call, and keeps the order.)
  for (const [cls, re] of ORDER) {
    const m = new RegExp(`${re.source}\\s+(?:the\\s+)?(\\w+)`, 'i').exec(object);
    const [, opposite] = ORDER.find(([k]) => k !== cls)!;
    // The other call may be quoted or emphasised ("after `login`").
    if (m && new RegExp(`${opposite.source}\\s+(?:the\\s+)?[\`'"*_]*${m[1]}\\b`, 'i').test(candidate)) return false;
  }
  return true;
}

function keeps(r: Set<string>, a: string[], c: Set<string>): boolean {
  if (a.length && !a.some((x) => c.has(x))) return false;
  if (!numbers(r).every((n) => c.has(n)) || r.has('NEG') !== c.has('NEG')) return false;
  const shared = [...r].filter((x) => c.has(x)).length;
  return shared >= Math.max(1, Math.ceil(r.size * 0.4));
}

// A word negated by its prefix: "uncompleted", "unpaid", "non-empty" (not "under", "unique").
const PREFIX_NEGATED = /\b(?:un|non-?)([a-z]{3,}(?:ed|able|ible|ful|ive)|read|paid|set|known|empty|used|sent|sold)\b/g;
// Words whose opposite is one word: "only public" is "not private".
const OPPOSITES: Record<string, string> = {
  public: 'private',
  private: 'public',
  open: 'closed',
  closed: 'open',
  active: 'inactive',
  inactive: 'active',
  enabled: 'disabled',
  disabled: 'enabled',
  online: 'offline',
  offline: 'online',
  local: 'remote',
  remote: 'local',
  internal: 'external',
  external: 'internal',
};

/** The reviewed sentence's act ("updated"), less the words turned round ("public"), is in the candidate's concepts. */
function actKept(reviewed: string, c: Set<string>): boolean {
  const r = concepts(reviewed.replace(PREFIX_NEGATED, ' ').replace(OPPOSITE_WORDS, ' '));
  return ACTS.every((x) => !r.has(x) || c.has(x));
}
const OPPOSITE_WORDS = new RegExp(String.raw`\b(?:${Object.keys(OPPOSITES).join('|')})\b`, 'gi');

// The turned-round form must deny the action ("cannot be refunded"), not leave it open ("shipped or not").
const NEGATED_MODAL =
  /^(?![\s\S]*\b(?:or\s+not|whether\s+or\s+not|either\s+way)\b)[\s\S]*\b(?:cannot|can't|can\s+not|(?:can|may|will)\s+no\s+longer|may\s+not|must\s+not|(?:is|are|will\s+be)\s+not\s+\w+|aren't|isn't|won't|never)\b/i;

/** "Only un-X …" as "X … not": ONLY and the prefixed (or opposite) word out, the bare (or opposite) word and NEG in. */
function onlyTurnedRound(reviewed: string, r: Set<string>): Set<string> | null {
  if (!r.has('ONLY') || r.has('NEG')) return null;
  const low = reviewed.toLowerCase();
  const turned: [string, string][] = [...low.matchAll(PREFIX_NEGATED)].map((m) => [m[0].replace(/-/g, ''), m[1]!]);
  for (const w of low.match(/[a-z]+/g) ?? []) if (OPPOSITES[w]) turned.push([w, OPPOSITES[w]!]);
  if (!turned.length) return null;
  const out = new Set(r);
  out.delete('ONLY');
  for (const [from, to] of turned) {
    out.delete(stem(from));
    out.add(stem(to));
  }
  out.add('NEG');
  return out;
}

const head = (w: string) => stem(w.toLowerCase()).slice(0, 5);

/**
 * "Only X can be Y" restated as X, then the others denied: the candidate names X (the word
 * after "only") and a clause of it denies the reviewed text's own act ("cannot be cancelled",
 * "are not searchable").
 */
function othersDenied(reviewed: string, candidate: string): boolean {
  const only = /\bonly\s+(?:the\s+)?([a-z][a-z-]{2,})/i.exec(reviewed);
  const act = /\bcan\s+(?:only\s+)?(?:be\s+)?([a-z]{3,})|\b(works?|appl(?:y|ies))\b/i.exec(reviewed);
  if (!only || !act) return false;
  const words = (t: string) => (t.toLowerCase().match(/[a-z]{3,}/g) ?? []).map(head);
  if (!words(candidate).includes(head(only[1]!))) return false;
  const verb = head(act[1] ?? act[2]!);
  const parts = candidate.split(/[;,.]\s*/);
  // Naming X beside others who may act too ("admins and members can", "as can shipped
  // orders") widens the restriction, whatever the others denied.
  if (parts.some((p) => !NEGATED_MODAL.test(p) && WIDENED.test(p))) return false;
  return parts.some((clause) => NEGATED_MODAL.test(clause) && words(clause).includes(verb));
}

const WIDENED =
  /\b(?:and|or|plus|also|too|as\s+well(?:\s+as)?|along\s+with|together\s+with|in\s+addition|as\s+(?:can|do|does|are|is|may))\b/i;

/**
 * The verb the reviewed text makes an obligation ("must always call", "must be called"),
 * when it begins a clause of the candidate: a pattern for it, or null.
 */
function imperative(reviewed: string, candidate: string): { verb: RegExp; object: string; clause: string } | null {
  const low = reviewed.toLowerCase().replace(/[^a-z0-9,;:.\s]+/g, ' ');
  const m =
    /\b(?:must|shall|has\s+to|have\s+to|needs?\s+to)\s+(?:always\s+|first\s+|also\s+)?(?:(be)\s+)?([a-z]{2,})\b/.exec(
      low,
    );
  if (!m || /^(?:not|never|have)$/.test(m[2]!) || (!m[1] && m[2] === 'be')) return null;
  // The passive's verb in its base form: "called" is "call", "used" is "use".
  // "stopped" is "stop" but "called" is "call": both readings are tried.
  const base = m[2]!.replace(/(?<=[^aeiou])ed$|(?<=[aeiou][^aeiou])d$/, '');
  const verb = m[1] ? `(?:${base}|${base.replace(/(.)\1$/, '$1')})` : m[2]!;
  // Markdown emphasis or a list mark may open the clause ("**Call this first**", "- Call …").
  const starts = new RegExp(
    String.raw`(?:^[*_#>\s-]{0,6}|[,;:.]\s*|\b(?:then|and|always|first|please)\s+)(${verb}\b[^,;.]*)`,
    'i',
  );
  const said = starts.exec(candidate.trim());
  if (!said) return null;
  // What the obligation is about: the rest of its clause ("this function first", "after login").
  const object = low.slice(m.index + m[0].length).split(/[,;.]/)[0]!;
  return { verb: new RegExp(`^${verb}`, 'i'), object, clause: said[1]!.slice(said[1]!.search(/\s/) + 1) };
}

// The classes of what a tool does to something: an "only" over one of them limits the act.
const ACTS = ['DELETE', 'SEND', 'WRITE', 'MODIFY', 'OVERWRITE', 'PUBLISH', 'CHARGE'];

// A denial that goes on to except something ("…are not deleted, but notes are").
const CONTRAST = /\b(?:but|except|although|though|however|apart|save\s+for|other\s+than)\b/i;

/**
 * "Only removes the project from the configuration" restated as the act on its object and
 * the same act denied on something else the reviewed text names ("…is removed from the
 * configuration. Files on disk are not deleted."). Kept when one clause does the act, another
 * denies it, what it denies is named in the reviewed text and not by the clause that does
 * it (the act not widened to it, nor to anything the reviewed text does not name), and
 * together they keep the sentence, less its "only".
 */
export function onlyActKept(reviewedSentence: string, reviewedText: string, candidateSentences: string[]): boolean {
  const r = concepts(reviewedSentence);
  const act = ACTS.find((a) => r.has(a));
  if (!r.has('ONLY') || r.has('NEG') || !act) return false;
  const rev = concepts(reviewedText);
  const thing = (c: string) => [...concepts(c)].filter((x) => !/^[A-Z]/.test(x));
  const denied: string[] = [];
  const done: string[] = [];
  for (const s of candidateSentences) {
    // A sentence that excepts something from its denial ("…not deleted, but notes are"), or
    // does the act on something the reviewed text does not name ("…and notes"), keeps no limit.
    const widens = CONTRAST.test(s) || !thing(s).every((w) => rev.has(w));
    for (const c of clauses(s)) {
      const k = concepts(c);
      if (!k.has(act) || widens) continue;
      if (k.has('NEG') && !k.has('ONLY')) denied.push(c);
      else if (!k.has('NEG')) done.push(c);
    }
  }
  for (const n of denied) {
    const what = thing(n);
    if (!what.length || !what.every((w) => rev.has(w))) continue;
    for (const d of done) {
      if (what.some((w) => concepts(d).has(w))) continue;
      const both = new Set([...concepts(d), ...what]);
      if (keeps(new Set([...r].filter((x) => x !== 'ONLY')), [act], both)) return true;
    }
  }
  return false;
}
