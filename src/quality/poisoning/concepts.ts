// Disclosures compared by meaning: a sentence becomes a set of concepts (content words,
// stemmed, with the words that state a limit, a side effect, a need or a prohibition
// folded into one class each, and its numbers), so "At most 5,000 EUR per transfer" keeps
// "Max 5,000 EUR per transfer" and "Sends an email from the user's account" keeps "Sends
// email on behalf of the user". A negated or softened restatement is still the
// weakening families' to catch (../disclosure.ts).

const PHRASES: [RegExp, string][] = [
  [
    /\b(?:at\s+most|up\s+to|no\s+more\s+than|not\s+more\s+than|a\s+maximum\s+of|maximum\s+of|capped\s+at|limited\s+to)\b/g,
    ' LIMIT ',
  ],
  [
    /\b(?:cannot|can\s*not|can't)\s+be\s+(?:undone|reversed|recovered|restored|recalled|retrieved|reverted|rolled\s+back)\b|\bnot\s+(?:be\s+)?(?:undone|reversible|recoverable)\b/g,
    ' IRREVERSIBLE ',
  ],
  [/\b(?:has|have|need|needs)\s+to\b/g, ' MUST '],
  [/\b(?:reserved|restricted)\s+(?:for|to)\b|\bexclusive(?:ly)?\s+(?:for|to)\b/g, ' ONLY '],
  // A range states its maximum: "1 to 7 days" keeps "up to 7 days".
  [/\b(\d+)\s*(?:to|-|–|through)\s*(\d+)\b/g, ' $1 LIMIT $2 '],
  [/\b(?:does\s+not|doesn't|do\s+not|don't)\s+support\b|\bnot\s+supported\b/g, ' UNSUPPORTED '],
  [/\b(?:sign|log)\s*(?:in|on)\b|\bapi\s+keys?\b/g, ' AUTH '],
  [/\bon\s+behalf\s+of\b/g, ' ACCOUNT '],
  [/\b(?:cannot|can\s*not|can't|unable\s+to|not\s+able\s+to)\b/g, ' CANNOT '],
];

const WORDS: Record<string, string> = {
  max: 'LIMIT',
  maximum: 'LIMIT',
  limit: 'LIMIT',
  cap: 'LIMIT',
  quota: 'LIMIT',
  most: 'LIMIT',
  delete: 'DELETE',
  remove: 'DELETE',
  erase: 'DELETE',
  destroy: 'DELETE',
  purge: 'DELETE',
  deletion: 'DELETE',
  removal: 'DELETE',
  erasure: 'DELETE',
  confirm: 'CONFIRM',
  confirmation: 'CONFIRM',
  approve: 'CONFIRM',
  approval: 'CONFIRM',
  consent: 'CONFIRM',
  row: 'ITEM',
  record: 'ITEM',
  entry: 'ITEM',
  item: 'ITEM',
  limitation: 'LIMIT',
  ceiling: 'LIMIT',
  modification: 'MODIFY',
  billing: 'CHARGE',
  publication: 'PUBLISH',
  delivery: 'SEND',
  overwrite: 'OVERWRITE',
  replace: 'OVERWRITE',
  modify: 'MODIFY',
  modifie: 'MODIFY',
  change: 'MODIFY',
  update: 'MODIFY',
  edit: 'MODIFY',
  alter: 'MODIFY',
  write: 'WRITE',
  save: 'WRITE',
  store: 'WRITE',
  send: 'SEND',
  sent: 'SEND',
  emails: 'SEND',
  overwritten: 'OVERWRITE',
  rewritten: 'OVERWRITE',
  written: 'WRITE',
  mails: 'SEND',
  deliver: 'SEND',
  wire: 'SEND',
  texts: 'SEND',
  public: 'PUBLISH',
  wires: 'SEND',
  transfer: 'SEND',
  remit: 'SEND',
  charge: 'CHARGE',
  cost: 'CHARGE',
  bill: 'CHARGE',
  fee: 'CHARGE',
  publish: 'PUBLISH',
  post: 'PUBLISH',
  irreversible: 'IRREVERSIBLE',
  permanent: 'IRREVERSIBLE',
  permanently: 'IRREVERSIBLE',
  must: 'MUST',
  require: 'MUST',
  required: 'MUST',
  need: 'MUST',
  mandatory: 'MUST',
  only: 'ONLY',
  solely: 'ONLY',
  exclusively: 'ONLY',
  never: 'NEVER',
  authentication: 'AUTH',
  authenticate: 'AUTH',
  authenticated: 'AUTH',
  auth: 'AUTH',
  login: 'AUTH',
  credential: 'AUTH',
  token: 'AUTH',
  permission: 'PERMISSION',
  access: 'PERMISSION',
  scope: 'PERMISSION',
  admin: 'PERMISSION',
  administrator: 'PERMISSION',
  role: 'PERMISSION',
  account: 'ACCOUNT',
  behalf: 'ACCOUNT',
  unsupported: 'UNSUPPORTED',
};

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

/** The concepts of a sentence: class names (upper case), numbers, stemmed content words. */
export function concepts(sentence: string): Set<string> {
  let t = sentence.toLowerCase().replace(/(\d),(?=\d{3}\b)/g, '$1');
  for (const [re, cls] of PHRASES) t = t.replace(re, cls);
  const out = new Set<string>();
  // Polarity: "is not required" is not a restatement of "requires".
  if (/\b(?:not|no|never|without|none|nothing|nobody|neither|nor|optional|unnecessary|needn't|\w+n't)\b|CANNOT/.test(t))
    out.add('NEG');
  for (const raw of t.match(/[A-Z]{3,}|\d+(?:\.\d+)?|\p{L}[\p{L}']*/gu) ?? []) {
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
  return parts.length > 1 ? [sentence, ...parts] : [sentence];
}

/**
 * Whether a candidate sentence restates a reviewed disclosure: the disclosure's class
 * (the concept of the phrase that made it one) is there, every number is there, and at
 * least 40% of the reviewed sentence's concepts are. Two equivalent forms count too: an
 * "only" over a negated word turned round ("Only uncompleted tasks can be deleted" is
 * "completed tasks cannot be deleted"), and an obligation as an imperative ("you must
 * call this first" is "call this first").
 */
export function restates(reviewed: string, anchor: string, candidate: string): boolean {
  const r = concepts(reviewed);
  const c = concepts(candidate);
  const a = [...concepts(anchor)].filter((x) => /^[A-Z]/.test(x) && r.has(x));
  if (keeps(r, a, c)) return true;
  const flipped = onlyTurnedRound(reviewed, r);
  if (flipped && a.includes('ONLY') && NEGATED_MODAL.test(candidate) && keeps(flipped, ['NEG'], c)) return true;
  return a.includes('MUST') && imperative(reviewed, candidate) && keeps(r, a, new Set([...c, 'MUST']));
}

function keeps(r: Set<string>, a: string[], c: Set<string>): boolean {
  if (a.length && !a.some((x) => c.has(x))) return false;
  if (!numbers(r).every((n) => c.has(n)) || r.has('NEG') !== c.has('NEG')) return false;
  const shared = [...r].filter((x) => c.has(x)).length;
  return shared >= Math.max(1, Math.ceil(r.size * 0.4));
}

// A word negated by its prefix: "uncompleted", "unpaid", "non-empty" (not "under", "unique").
const PREFIX_NEGATED = /\b(?:un|non-?)([a-z]{3,}(?:ed|able|ible|ful|ive)|read|paid|set|known|empty|used|sent|sold)\b/g;

// The turned-round form must deny the action ("cannot be refunded"), not leave it open ("shipped or not").
const NEGATED_MODAL =
  /^(?![\s\S]*\b(?:or\s+not|whether\s+or\s+not|either\s+way)\b)[\s\S]*\b(?:cannot|can't|can\s+not|may\s+not|must\s+not|(?:is|are|will\s+be)\s+not\s+\w+|aren't|isn't|won't|never)\b/i;

/** "Only un-X …" as "X … not": ONLY and the prefixed word out, the bare word and NEG in. */
function onlyTurnedRound(reviewed: string, r: Set<string>): Set<string> | null {
  if (!r.has('ONLY') || r.has('NEG')) return null;
  const low = reviewed.toLowerCase();
  const negated = [...low.matchAll(PREFIX_NEGATED)];
  if (!negated.length) return null;
  const out = new Set(r);
  out.delete('ONLY');
  for (const m of negated) {
    out.delete(stem(m[0].replace(/-/g, '')));
    out.add(stem(m[1]!));
  }
  out.add('NEG');
  return out;
}

/** The verb the reviewed text makes an obligation ("must always call") begins a clause of the candidate. */
function imperative(reviewed: string, candidate: string): boolean {
  const low = reviewed.toLowerCase().replace(/[^a-z0-9,;:.\s]+/g, ' ');
  const m = /\b(?:must|shall|has\s+to|have\s+to|needs?\s+to)\s+(?:always\s+|first\s+|also\s+)?([a-z]{2,})\b/.exec(low);
  if (!m || /^(?:not|never|be|have)$/.test(m[1]!)) return false;
  return new RegExp(String.raw`(?:^|[,;:.]\s*|\b(?:then|and|always|first|please)\s+)${m[1]}\b`, 'i').test(
    candidate.trim(),
  );
}
