// When to use a tool, generalised from the requests it served (offline.ts): the action the
// users' requests ask for, read by grammar, not from a word list of the data. A request's
// intent is its first main verb ("find my note …" → find, "could you help me find a
// flight" → find, "I need to convert …" → convert): auxiliaries, modals and the verbs that
// only wrap a request (help, need, want, …: closed English classes) are skipped, and a
// question ("what did I write …") states no action. A verb is stated only when at least
// MIN_INTENT_TRACES served requests and a tenth of them ask for it (a shared intent, not one
// user's), and the privacy rule still reads the sentence (every word from enough
// sessions). What the verbs act on is the tool's own object, from its purpose sentence
// ("Searches notes." → notes), so no user's subject is ever written:
//   "Use it when the user asks to find or list notes."
import nlp from 'compromise';
import { contentHash } from '../semantic/cache.ts';

/** The opening this rewriter writes the sentence with (offline.ts recognises its own lines by it). */
export const USAGE_LINE = 'Use it when the user asks to';
/** The sentence's own words, which the privacy rule allows. */
export const USAGE_WORDS = `${USAGE_LINE} or something`;

/** A verb must be the intent of this many served requests, and of a tenth of them, to be stated. */
const MIN_INTENT_TRACES = 3;
const MAX_VERBS = 3;
/**
 * Verbs that wrap a request rather than name its action, by English class, not by any
 * dataset's phrasing: auxiliaries and modals; wanting, trying and helping ("I want to
 * book", "help me find"); giving or telling to the speaker ("give me", "provide the rate",
 * "tell me about", "receive a summary", "request"); cognition and perception ("know",
 * "learn", "hear"); light motion and seeking ("go and fetch", "come", "looking for"); and
 * "use". Each says the user wants something; the action, if any, follows.
 */
const WRAPPERS = new Set(
  'be do have can could would will shall should may might must need want like love wish try let please help assist use going give provide tell offer request receive look go come know hear learn'.split(
    ' ',
  ),
);
/** The verb forms a request's action comes in ("find …", "can you find", "I'm looking"); a participle is a state ("interested in"). */
const ACTION_FORMS = ['Infinitive', 'Imperative', 'Gerund', 'PresentTense'];
/** Openings whose words are read (a request's action comes early). */
const HEAD_TERMS = 8;
/** Words given to the tagger: the opening, with room for the context that tags it. */
const HEAD_WORDS = 32;
const MAX_OBJECT_WORDS = 4;

type Term = { text: string; normal?: string; root?: string; tags: string[] };

function terms(text: string): Term[] {
  const doc = nlp(text).compute('root');
  // `root` (the term's infinitive, once computed) is in the output though the options' type omits it.
  const opts = { terms: { tags: true, root: true } } as Parameters<typeof doc.json>[0];
  return ((doc.json(opts) as { terms: Term[] }[])[0]?.terms ?? []).slice(0, HEAD_TERMS);
}

/** The request's action, as an infinitive, or undefined (a question, or no verb early on). Kept per request text. */
export function intentVerb(request: string): string | undefined {
  // Only the opening is read (HEAD_TERMS), so the tagger is given a bounded prefix, and the
  // cache holds its hash, not users' words.
  const head = request.trim().split(/\s+/).slice(0, HEAD_WORDS).join(' ');
  const key = contentHash(head.toLowerCase()).toString('base64');
  if (VERBS.has(key)) return VERBS.get(key) ?? undefined;
  let verb: string | undefined;
  const ts = terms(head);
  // "Can I find …" asks; "I believe …", "I'm struggling …" state the user's situation.
  const asks = ts[0]?.tags.some((g) => g === 'Modal' || g === 'Auxiliary' || g === 'Imperative');
  for (const [k, t] of ts.entries()) {
    const tags = new Set(t.tags);
    if (k === 0 && tags.has('QuestionWord')) break;
    if (!tags.has('Verb') || tags.has('Auxiliary') || tags.has('Modal') || tags.has('Copula')) continue;
    if (!ACTION_FORMS.some((f) => tags.has(f)) || tags.has('PastTense') || tags.has('Participle')) continue;
    const word = (t.normal ?? t.text).toLowerCase().replace(/[^a-z-]/g, '');
    const base = (t.root && /^[a-z][a-z-]{1,20}$/.test(t.root) ? t.root : undefined) ?? infinitive(word);
    if (!base || WRAPPERS.has(base)) continue;
    if (!asks && firstPersonBefore(ts, k)) continue;
    verb = base;
    break;
  }
  if (VERBS.size >= 20_000) VERBS.clear();
  VERBS.set(key, verb ?? null);
  return verb;
}
const VERBS = new Map<string, string | null>();

/** Whether the verb at k has "I" or "we" for its subject ("I am struggling", "we really feel"). */
function firstPersonBefore(ts: Term[], k: number): boolean {
  let j = k - 1;
  const skip = (t: Term) =>
    !t.text.trim() || ['Auxiliary', 'Copula', 'Adverb', 'Modal'].some((g) => t.tags.includes(g));
  while (j >= 0 && skip(ts[j]!)) j--;
  return j >= 0 && /^(?:i|we)(?:['’](?:m|re|d|ve))?$/.test((ts[j]!.normal ?? ts[j]!.text).toLowerCase());
}

function infinitive(word: string): string | undefined {
  if (!/^[a-z][a-z-]{1,20}$/.test(word)) return undefined;
  // A lone gerund ("trying") may not parse as a verb; after "I am" it does.
  const base = (nlp(word).verbs().toInfinitive().text() || nlp(`I am ${word}`).verbs().toInfinitive().text())
    .trim()
    .toLowerCase()
    .split(' ')
    .at(-1);
  return base && /^[a-z][a-z-]{1,20}$/.test(base) ? base : word;
}

/**
 * What the tool acts on, in its own words: the noun phrase after the leading verb of its
 * purpose sentence ("Searches notes." → "notes", "Create a note." → "a note"), up to four
 * words and only determiners, adjectives and nouns; undefined when there is none.
 */
export function purposeObject(purpose: string): string | undefined {
  const ts = terms(purpose.split(/(?<=[.!?])\s|\n/)[0] ?? '');
  // The tagger reads an opening "Deletes" as a plural noun; a description opening with a
  // capitalised word in -s is a verb (as the rubric's action cue reads it).
  if (!ts.length || !(ts[0]!.tags.includes('Verb') || /^[A-Z][a-z]+s$/.test(ts[0]!.text))) return undefined;
  // A phrasal verb's particle ("Looks up recipes") belongs to the verb.
  const start = ts[1]?.tags.includes('Particle') ? 2 : 1;
  const words: string[] = [];
  for (const t of ts.slice(start)) {
    const ok = ['Determiner', 'Adjective', 'Noun'].some((g) => t.tags.includes(g));
    const bad = ['Adverb', 'Preposition', 'Pronoun', 'Verb', 'Conjunction', 'ProperNoun'].some((g) =>
      t.tags.includes(g),
    );
    if (!ok || bad || !/^[a-z][a-z-]*[.,;:!?]?$/.test(t.text)) break;
    words.push(t.text.replace(/[.,;:!?]$/, ''));
    if (/[.,;:!?]$/.test(t.text)) break;
  }
  const last = ts[start + words.length - 1];
  if (!words.length || words.length > MAX_OBJECT_WORDS || !last?.tags.includes('Noun')) return undefined;
  // "a world of knowledge": the phrase goes on past "of"; its first half is not the object.
  if (ts[start + words.length]?.text.toLowerCase() === 'of') return undefined;
  return words.join(' ');
}

/** "Use it when the user asks to find or list notes." from the served requests' shared intents, if any. */
export function usageSentence(
  served: { traceId: string; query: string }[],
  current: string,
  safe: (s: string) => boolean,
): { kind: 'usage'; text: string; trace_ids: string[] } | undefined {
  const by = new Map<string, string[]>();
  for (const s of served) {
    const v = intentVerb(s.query);
    if (v) by.set(v, [...(by.get(v) ?? []), s.traceId]);
  }
  const floor = Math.max(MIN_INTENT_TRACES, Math.ceil(served.length / 10));
  const verbs = [...by.entries()]
    .filter(([, ids]) => ids.length >= floor)
    .sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1))
    .filter(([v]) => safe(v))
    .slice(0, MAX_VERBS);
  if (verbs.length === 0) return undefined;
  const names = verbs.map(([v]) => v);
  const said = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  const text = `${USAGE_LINE} ${said} ${purposeObject(current) ?? 'something'}.`;
  return safe(text) ? { kind: 'usage', text, trace_ids: verbs.flatMap(([, ids]) => ids) } : undefined;
}
