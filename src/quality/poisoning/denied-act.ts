// An added sentence that denies the act the reviewed text says the tool does: "Deletes the
// files. Files are never removed." / "It removes nothing." / "Nothing is ever deleted
// permanently."; "Sends an email … No message leaves the account."; "Revokes the API key. Keys
// stay valid." The weakened-disclosure family's negation (../disclosure.ts) reads only the
// reviewed text's own stem after "not"; this reading takes the act's concept (a synonym:
// removed, erased, purged; sent, delivered, leaves…) and the other word orders ("nothing is
// removed", "removes nothing", "no email leaves"). Held only when the denial is whole: what it
// is about is "nothing", "anything", "no <the act's object or a word for any thing>", or the
// reviewed act's own object with no word added, and nothing narrows it after the verb (a
// condition, "only", "else", a place or time of its own). "Files outside the workspace are
// never removed", "Nothing is deleted until you confirm", "It never uploads anything" pass.
import { WORDS } from './concept-words.ts';
import { addedSentences, sentences } from './sentences.ts';

const ACT_CONCEPTS = new Set(['DELETE', 'SEND', 'WRITE', 'MODIFY', 'OVERWRITE', 'PUBLISH', 'CHARGE']);
// Acts the concept map leaves out, and a second reading of "post" (a message is sent).
const EXTRA: Record<string, string> = {
  wipe: 'DELETE',
  discard: 'DELETE',
  transmit: 'SEND',
  email: 'SEND',
  mail: 'SEND',
  text: 'SEND',
  post: 'SEND',
  forward: 'SEND',
  revoke: 'REVOKE',
  invalidate: 'REVOKE',
  deactivate: 'REVOKE',
  debit: 'CHARGE',
};
const IRREGULAR: Record<string, string> = { sent: 'send', written: 'write', overwritten: 'overwrite' };

// Memoised: every word of every reviewed denial is read for its act, on long texts too.
const ACTS = new Map<string, string[]>();
/** The act concepts a verb form names ("removed" → DELETE; "posts" → PUBLISH and SEND). */
function actsOf(word: string): string[] {
  const w = word.toLowerCase();
  const known = ACTS.get(w);
  if (known) return known;
  if (ACTS.size > 20_000) ACTS.clear();
  const found = actsOfForm(w);
  ACTS.set(w, found);
  return found;
}

function actsOfForm(w: string): string[] {
  const forms = [w, IRREGULAR[w], w.replace(/s$/, ''), w.replace(/es$/, ''), w.replace(/d$/, ''), w.replace(/ed$/, '')];
  forms.push(w.replace(/ie[sd]$/, 'y'), w.replace(/([a-z])\1ed$/, '$1'));
  for (const f of forms) {
    if (!f) continue;
    const found = [WORDS[f], EXTRA[f]].filter((c): c is string => !!c && (ACT_CONCEPTS.has(c) || c === 'REVOKE'));
    if (found.length) return found;
  }
  return [];
}

// Words for the thing an act is done to, whatever the reviewed text calls it.
const ANY_THING = new Set(['data', 'item', 'content', 'thing', 'one', 'change']);
const OBJECT_WORDS: Record<string, string[]> = {
  SEND: ['message', 'email', 'mail', 'text', 'sms', 'notification'],
  CHARGE: ['money', 'payment', 'charge', 'fee'],
};
// A channel word is the object only of an act sent on that channel: "Posts a message to the
// Slack channel" says nothing of email, so "No email is sent" denies nothing it states.
const CHANNEL: Record<string, string> = {
  email: 'email',
  mail: 'email',
  text: 'sms',
  sms: 'sms',
  sm: 'sms',
  notification: 'notification',
};
const onChannel = (w: string, act: Act) => !CHANNEL[w] || [...act.sentence].some((x) => CHANNEL[x] === CHANNEL[w]);
const FILLER = /^(?:the|a|an|any|your|its|their|this|that|these|those|all|given|selected|specified)$/;
const singular = (w: string) =>
  w
    .replace(/ies$/, 'y')
    .replace(/(?<=ch|sh|x|ss)es$/, '')
    .replace(/(?<=[^s])s$/, '');
const words = (t: string) => (t.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []).map((w) => singular(w.replace(/'s$/, '')));

interface Act {
  concept: string;
  /** The content words of what the act is done to ("files", "customer card"). */
  object: Set<string>;
  /** Every word of the reviewed sentence: a place it names may follow a denial ("from the workspace"). */
  sentence: Set<string>;
  /** "Removes the label from the issue" detaches: only "removed" denies it ("not deleted" is true). */
  only: string | null;
}

// Where a description states its own act: opening the sentence ("Deletes …", "It sends …",
// "Use this tool to post …"), or after "and" with an object ("… and deletes the old ones").
const OPENER =
  /^[\s*_#>-]{0,6}((?:it|this\s+(?:tool|function|endpoint|command)|the\s+tool|use\s+(?:this\s+tool|this|it)\s+to)\s+)?(?:(?:also|then|permanently|immediately|automatically|first)\s+)?([a-z]{1,30})\s+(?!(?:is|are|was|were|will|can|may|must|should|that|which|who|of|by|from|in|on|to|with|sent|and|or)\b)([^.;:!?\n]{0,120})/i;
const CONJUNCT =
  /\band\s+(?:\w{1,30}ly\s+)?([a-z]{1,30}s)\s+(?=(?:the|a|an|its|their|all|any|them|it)\b)([^.;:!?\n]{0,120})/gi;
const OBJECT_END =
  /\s(?:to|from|in|into|on|onto|for|with|by|at|via|and|or|as|when|if|unless|after|before|using|through|of|that|which)\s|[,(`]/i;

const DETERMINER = /^(?:the|a|an|its|their|your|all|any|each|every|one|this|that|these|those|it|them)\b/i;
// A noun that opens a sentence is no act: "Email addresses are validated", "Post body must be …".
const FINITE = /\b(?:is|are|was|were|will|can|may|must|should|has|have)\b/i;

/** The acts the reviewed text states as the tool's own, each with its object. */
function statedActs(reviewed: string): Act[] {
  const out: Act[] = [];
  for (const s of sentences(reviewed)) {
    const opener = OPENER.exec(s);
    // A bare base form opens with its object's determiner or a plural ("Delete a file", "Delete
    // files"), not a noun's ("Text content of …"); "Deletes …" need not.
    const own =
      opener && (opener[1] || /s$/i.test(opener[2]!) || DETERMINER.test(opener[3]!) || /^\w+s\b/.test(opener[3]!));
    const found: [string, string][] = [...s.matchAll(CONJUNCT)].map((m) => [m[1]!, m[2]!]);
    if (own) found.push([opener[2]!, opener[3]!]);
    const sentence = new Set(words(s));
    for (const [verb, rest] of found) {
      const phrase = ` ${rest} `.split(OBJECT_END)[0]!;
      if (FINITE.test(phrase)) continue;
      const object = new Set(words(phrase).filter((w) => !FILLER.test(w)));
      const only = /^remov/i.test(verb) && /\sfrom\s/i.test(rest) ? 'remov' : null;
      for (const concept of actsOf(verb)) out.push({ concept, object, sentence, only });
    }
  }
  return out;
}

// A word that narrows or conditions a denial: the sentence keeps the act somewhere.
const NARROWED =
  /\b(?:if|when|whenever|unless|until|before|after|once|while|except|only|but|outside|other|else|than|without|twice|again|more|during|instead|yet|first|mode|preview|dry[-_ ]?run)\b/i;
// A clause before the denial, in its sentence or the part before a ";", that sets a condition
// or a mode: "With dry_run on, nothing is deleted", "Invalid addresses are rejected, and no
// email is sent" deny the act only there.
const CONDITION =
  /\b(?:with|when|whenever|if|unless|while|once|after|before|during|mode|preview|dry[-_ ]?run|invalid|rejected|fails?|failed|errors?)\b/i;
// A condition that is only the tool itself narrows nothing: "With this tool, nothing is
// deleted", "When you call it, no email is sent". It is read away before the condition and the
// narrowing words, so what it leaves ("When you call it with dry_run, …") still conditions.
const TOOL = String.raw`(?:it|(?:this|the)\s+(?:tool|function|endpoint|command))`;
const SELF = new RegExp(
  String.raw`\b(?:(?:with|using|via|through)\s+(?:this|the)\s+(?:tool|function|endpoint|command)|(?:with|using)\s+it(?=\s*,)|when(?:ever)?\s+(?:you\s+(?:call|use|run|invoke)\s+${TOOL}|${TOOL}\s+(?:is\s+)?(?:called|used|run|invoked|runs)|called|invoked)|each\s+time\s+you\s+(?:call|use|run)\s+${TOOL})\b`,
  'gi',
);
const INTENSIFIERS =
  /\s+(?:ever|at\s+all|permanently|really|actually|whatsoever|for\s+good|in\s+fact|by\s+(?:it|this\s+tool|the\s+tool))\b/gi;
// "Disk" is a place of its own unless the reviewed act is on files: "Writes the metrics to the
// database" is not denied by "Nothing is written to disk"; "Writes … to the given path" is.
const DISK = /\s+(?:to|on|from)\s+(?:the\s+)?disk\b/gi;
const FILE_WORD = /^(?:file|path|folder|directory|disk)$/;
const PLACE =
  /^(?:the|your|its|their)\s+(?:account|mailbox|inbox|outbox|server|machine|device|computer|system|workspace|network)$/;

const UNIVERSAL = /^(?:nothing|none|no\s+one|nobody|none\s+of\s+(?:the|your|its|their)\s+([a-z' -]{1,40}))$/;
const PASSIVE =
  /^([a-z`'’ -]{1,60}?)\s+(?:(never|not)\s+)?(?:is|are|gets?|will\s+(?:(not|never)\s+)?be|has\s+been|have\s+been)\s+(?:(never|not)\s+)?(?:(?:ever|actually|really|truly)\s+)?([a-z]+)(.*)$/;
const LEAVES =
  /^([a-z`'’ -]{1,60}?)\s+(?:(never|does\s+not|will\s+not)\s+)?(?:ever\s+)?(?:leaves?|goes\s+out\s+of)\s+(.*)$/;
const ACTIVE =
  /^(?:it|this\s+tool|the\s+tool|this\s+function)\s+(?:(never|does\s+not|do\s+not|will\s+not|cannot)\s+)?(?:(?:ever|actually|really)\s+)?([a-z]+)\s+(nothing|anything|any\s+[a-z]+|no\s+[a-z]+|a\s+single\s+[a-z]+)(.*)$/;
const STATE =
  /^([a-z`'’ -]{1,60}?)\s+(?:stays?|remains?|is\s+still|are\s+still|(?:is|are)\s+left)\s+(valid|active|usable|enabled|working|in\s+place|intact|untouched|on\s+disk|unchanged|the\s+same)$/;
const STATES: Record<string, RegExp> = {
  REVOKE: /^(?:valid|active|usable|enabled|working)$/,
  DELETE: /^(?:in\s+place|intact|untouched|on\s+disk)$/,
  MODIFY: /^(?:unchanged|untouched|the\s+same|intact)$/,
};

const flat = (s: string) =>
  s
    .toLowerCase()
    .replace(/\b(is|are|does|do|was|were|has|have)n['’]t\b/g, '$1 not')
    .replace(/\bwon['’]t\b/g, 'will not')
    .replace(/\bcan['’]t\b/g, 'cannot')
    .replace(/^[\s*_#>-]+|[\s.!]+$/g, '')
    .replace(/\bmade\s+public\b/g, 'published')
    .replace(/\s+/g, ' ');

/** A phrase naming what the act is done to: its own object, a word for it, or (`anyThing`) any thing. */
function objectLike(phrase: string, act: Act, anyThing: boolean): boolean {
  const ws = words(phrase).filter((w) => !FILLER.test(w));
  const ok = (w: string) =>
    act.object.has(w) ||
    (!!OBJECT_WORDS[act.concept]?.includes(w) && onChannel(w, act)) ||
    (anyThing && ANY_THING.has(w));
  return ws.length > 0 && ws.length <= 3 && ws.every(ok);
}

/** Whether a clause's subject makes its denial whole: "nothing", "no email" (verb not negated), "files" (negated). */
function about(subject: string, act: Act, negated: boolean): boolean {
  const s = subject.trim().replace(/[`'’]/g, '');
  if (negated) return objectLike(s, act, false);
  const u = UNIVERSAL.exec(s);
  if (u) return !u[1] || objectLike(u[1], act, false);
  const no = /^no\s+([a-z -]{1,40})$/.exec(s);
  return !!no && objectLike(no[1]!, act, true);
}

/** Nothing after the verb but an intensifier or a place the reviewed sentence names ("from the workspace"). */
function bare(tail: string, act: Act): boolean {
  const onFiles = [...act.sentence].some((w) => FILE_WORD.test(w));
  const t = (onFiles ? tail.replace(DISK, ' ') : tail).replace(INTENSIFIERS, ' ').trim();
  if (!t) return true;
  const m = /^(?:from|in|on|to|out\s+of|at)\s+([a-z' -]{1,60})$/.exec(t);
  return !!m && words(m[1]!).every((w) => FILLER.test(w) || act.sentence.has(w));
}

const named = (verb: string, act: Act) =>
  actsOf(verb).includes(act.concept) && (!act.only || verb.startsWith(act.only));

/** Whether a clause (flattened) denies the act whole. */
function denies(c: string, act: Act): boolean {
  const p = PASSIVE.exec(c);
  if (p && named(p[5]!, act)) return about(p[1]!, act, !!(p[2] ?? p[3] ?? p[4])) && bare(p[6]!, act);
  const l = act.concept === 'SEND' ? LEAVES.exec(c) : null;
  if (l)
    return (
      about(l[1]!, act, !!l[2]) && (PLACE.test(l[3]!.replace(INTENSIFIERS, ' ').trim()) || bare(` in ${l[3]}`, act))
    );
  const a = ACTIVE.exec(c);
  if (a && named(a[2]!, act)) {
    const [word, noun] = a[3]!.split(' ');
    const whole = a[1] ? /^(?:anything|any|a)$/.test(word!) : /^(?:nothing|no)$/.test(word!);
    return whole && (!noun || objectLike(noun, act, true)) && bare(a[4]!, act);
  }
  const s = STATE.exec(c);
  return !!s && !!STATES[act.concept]?.test(s[2]!) && about(s[1]!, act, true);
}

const ANYTHING = /\b(?:nothing|none|nobody|anything|no\s+one)\b/i;
const NEGATION = /\b(?:not|never|no|nothing|none|without)\b|n['’]t\b/i;
const CLAUSE = /\s*(?:[,;:—–]|\s-\s)\s*(?:(?:and|so)\s+)?|\s+(?:and|so)\s+/;

/**
 * The acts the reviewed text does not itself deny, of their object or of anything ("nothing is
 * sent until …"): restating or moving such a denial is the other families' to read. A denial of
 * another thing ("Directories are never removed") qualifies nothing. Each denial is read once,
 * indexed by the concepts it names, so a long text is read in linear time.
 */
function unqualified(acts: Act[], reviewed: string): Act[] {
  const byConcept = new Map<string, { anything: boolean; words: Set<string> }>();
  for (const s of sentences(reviewed)) {
    if (!NEGATION.test(s)) continue;
    const ws = words(s);
    for (const concept of new Set(ws.flatMap(actsOf))) {
      const entry = byConcept.get(concept) ?? { anything: false, words: new Set<string>() };
      entry.anything ||= ANYTHING.test(s);
      for (const w of ws) entry.words.add(w);
      byConcept.set(concept, entry);
    }
  }
  const seen = new Set<string>();
  return acts.filter((a) => {
    const e = byConcept.get(a.concept);
    if (e && (e.anything || [...a.object].some((w) => e.words.has(w)))) return false;
    // The same act stated again is read once.
    const key = [a.concept, a.only, [...a.object].join(' '), [...a.sentence].join(' ')].join('|');
    return !seen.has(key) && !!seen.add(key);
  });
}

/** The candidate's added sentence that denies, whole, an act the reviewed text states as the tool's, or null. */
export function deniedAct(candidate: string, reviewed: string): string | null {
  const acts = unqualified(statedActs(reviewed), reviewed);
  if (!acts.length) return null;
  const added = new Set(addedSentences(candidate, reviewed));
  let previous = '';
  for (const s of sentences(candidate)) {
    // A part cut off at ";" keeps the condition of the part before it.
    let conditioned = previous.endsWith(';') && CONDITION.test(previous.replace(SELF, ' '));
    previous = s;
    const own = s.replace(SELF, ' ');
    if (!added.has(s) || NARROWED.test(own)) continue;
    for (const clause of own.split(CLAUSE)) {
      const c = flat(clause);
      if (c && !conditioned && acts.some((a) => denies(c, a))) return s.trim();
      conditioned ||= CONDITION.test(clause);
    }
  }
  return null;
}

/** The disclosure gate's finding for an act the reviewed text states, denied (../disclosure.ts). */
export function deniedActFindings(candidate: string, reviewed: string): { family: string; detail: string }[] {
  const s = deniedAct(candidate, reviewed);
  return s
    ? [{ family: 'weakened-disclosure', detail: `denies an act the reviewed text states: "${s.slice(0, 160)}"` }]
    : [];
}
