// Many words the list of acts takes for a write are also nouns, and a reading tool names them
// as what it reads: "Lists the commits of a repository", "Retrieves the logs of a pod",
// "Returns the page as markdown", "Lists feature flags". Read as acts, they withhold the pass
// of "Read-only." from the honest tools that most need to say it. compromise's part-of-speech
// tagger reads each word in its sentence; a word it tags as a noun and not a verb is set aside,
// except where the tagger is known to be weak: a word that opens a sentence or a clause (after
// ";", ":", ",", a dash, "and", "or", "then", "but"), where a verb in the third person is
// often taken for a plural noun ("Lists backups. Restores the latest one"), and after a word
// that a verb follows.
import nlp from 'compromise';

interface Term {
  text: string;
  pre: string;
  post: string;
  tags: string[];
}

const CLAUSE_END = /[;:,.!?—–(]|\s-\s/;
// …and where a verb stands after its marker or a subject: "to purge old rows", "it records".
const JOINS =
  /^(?:and|or|then|but|also|so|nor|plus|to|can|could|will|would|may|might|should|must|shall|it|they|this|which|that|who|automatically)$/i;

// The list of acts, and the same anchored to one word, built once per list: it is long, and a
// schema asks for it once per string.
const built = new WeakMap<RegExp, { any: RegExp; one: RegExp }>();
const compiled = (acts: RegExp) => {
  let c = built.get(acts);
  if (!c) {
    const flags = acts.flags.replace('g', '');
    c = { any: new RegExp(acts.source, flags), one: new RegExp(`^(?:${acts.source})$`, flags) };
    built.set(acts, c);
  }
  return c;
};

/** The text with each word that `acts` matches and the tagger reads as a noun blanked. */
export function actNounsOut(text: string, acts: RegExp): string {
  const { any, one } = compiled(acts);
  // No act word, nothing to blank: the tagger is the costly part.
  if (!any.test(text)) return text;
  const docs = nlp(text).json({ terms: { tags: true, whitespace: true } }) as { terms: Term[] }[];
  const rebuilt = docs
    .map(({ terms }) => {
      const clauses = clausesOf(terms, one);
      return terms
        .map((t, i) => {
          const prev = terms[i - 1];
          const noun = t.tags.includes('Noun') && !t.tags.includes('Verb') && !t.tags.includes('Pronoun');
          const opens = !prev || CLAUSE_END.test(prev.post) || CLAUSE_END.test(t.pre) || JOINS.test(prev.text);
          const blank = one.test(t.text) && !kept(t, prev) && ((noun && !opens) || listedNoun(terms, i, clauses));
          return t.pre + (blank ? ' '.repeat(t.text.length) : t.text) + t.post;
        })
        .join('');
    })
    .join('');
  // The tagger keeps every character; should it ever not, read the text as it was.
  return rebuilt.length === text.length ? rebuilt : text;
}

// Where the tagger's noun is an act: a participle after "be" ("the rows are purged[Noun] upon
// return"; a state is the caller's to read, ./read-verb.ts) and a name in snake case
// ("calls purge_by_id"), which is a field or a function, not a word of the sentence.
const BE = /^(?:are|is|was|were|be|been|being|get|gets|got|gotten)$/i;
const kept = (t: Term, prev: Term | undefined) =>
  t.text.includes('_') || (/ed$/i.test(t.text) && !!prev && BE.test(prev.text));

// After "and"/"or" the tagger reads a plural or a bare noun as a verb joined on ("with their
// types and comments", "a list of tags or message if none"). Coordination joins like with like:
// a verb joined on takes the form of the clause's verb ("Lists … and restores", "List … and
// restore"). So the word is a noun when its clause has no verb before it, or when its form
// differs from that verb's (base against "-s": "List … and comments"), and nothing follows it
// that could be its object: the clause ends, or a condition opens ("… or message if …").
// "Lists the posts and comments." agrees, and is still read as an act.
const OPENING_VERB =
  /^(?:get|list|retrieve|fetch|provide|show|return|read|search|find|view|display|quer(?:y|ie)|check|count|describe|inspect|analy[sz]e|look)(?:s|es)?$/i;
const SUBJECT = /^(?:it|tool|this|which|that|who|then|also)$/i;
const POSSESSIVE = /^(?:its|their|his|her|your|our)$/i;
const PARTS_OF = /^(?:with|including|of|and|plus)$/i;
const CONDITION = /^(?:if|when|whenever|where|unless)$/i;
const ABSENT = /^(?:none|empty|missing|absent|nothing|no|not|unavailable|unset|any|applicable|present)$/i;
const FINITE = (t: Term) =>
  t.tags.includes('Verb') && !t.tags.some((g) => ['PastTense', 'Gerund', 'Participle', 'Auxiliary'].includes(g));
const sForm = (w: string) => /[^s]s$/i.test(w);

// For each word, where its clause starts and the first verb of that clause up to it (-1: none
// yet), in one pass: read back from each "and" instead, a long clause of them costs its square.
interface Clauses {
  start: number[];
  lead: number[];
}
function clausesOf(terms: Term[], acts: RegExp): Clauses {
  const out: Clauses = { start: [], lead: [] };
  let start = 0;
  let lead = -1;
  terms.forEach((x, i) => {
    if (i > 0 && (CLAUSE_END.test(terms[i - 1]!.post) || CLAUSE_END.test(x.pre))) [start, lead] = [i, -1];
    // The tagger is weak on a clause's first word and after a subject ("Lists[Noun] backups",
    // "It lists[Noun] …"): a known verb counts there.
    const opening = i === start || SUBJECT.test(terms[i - 1]!.text);
    if (lead < 0 && (FINITE(x) || (opening && (OPENING_VERB.test(x.text) || acts.test(x.text))))) lead = i;
    out.start.push(start);
    out.lead.push(lead);
  });
  return out;
}

function listedNoun(terms: Term[], i: number, clauses: Clauses): boolean {
  const t = terms[i]!;
  const prev = terms[i - 1];
  const next = terms[i + 1];
  if (!prev || !/^(?:and|or)$/i.test(prev.text) || CLAUSE_END.test(prev.post) || !/^[a-z]+$/i.test(t.text))
    return false;
  if (/(?:ed|ing)$/i.test(t.text)) return false;
  if (next && !CLAUSE_END.test(t.post) && !CONDITION.test(next.text)) return false;
  // "… or message if none" is a noun for what is missing; "… and purges if full" an act on a
  // condition, whatever its form: only a condition of absence keeps the noun reading.
  if (next && CONDITION.test(next.text) && !ABSENT.test(terms[i + 2]?.text ?? '')) return false;
  const start = clauses.start[i - 1]!;
  // A list is closed by one "and"/"or": a word after a second one in its phrase ("logs, caches
  // and temp files and deletes") is joined to the clause, not to the list. A preposition between
  // the two opens another phrase ("of a table or view with their types and comments").
  const before = terms.slice(start, i - 1);
  const other = before.map((x) => /^(?:and|or)$/i.test(x.text)).lastIndexOf(true);
  if (other >= 0 && !before.slice(other + 1).some((x) => x.tags.includes('Preposition'))) return false;
  // ", or cancel if stuck": an "and"/"or" that opens its clause joins no list, but a new order.
  if (start === i - 1) return false;
  const at = i >= 2 && clauses.start[i - 2] === start ? clauses.lead[i - 2]! : -1;
  const lead = at >= 0 ? terms[at] : undefined;
  // A bare form after a "-s" verb ("Lists the open jobs and cancel.") is a verb written loosely,
  // not a list's noun: a plural list does not end in a singular act word.
  if (lead && sForm(lead.text) && !sForm(t.text)) return false;
  if (!lead || sForm(lead.text) !== sForm(t.text)) return true;
  // "… with its labels and comments.": after a preposition, a possessive and one or two nouns
  // open a list of the thing's parts, which the clause's end closes.
  const from = Math.max(start + 1, i - 4);
  const owner = terms.slice(from, i - 1).findIndex((x) => POSSESSIVE.test(x.text));
  if (owner < 0 || (next && !CLAUSE_END.test(t.post))) return false;
  const mine = from + owner;
  return PARTS_OF.test(terms[mine - 1]!.text) && terms.slice(mine + 1, i - 1).every((x) => x.tags.includes('Noun'));
}
