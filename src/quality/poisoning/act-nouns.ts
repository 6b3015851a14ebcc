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

/** The text with each word that `acts` matches and the tagger reads as a noun blanked. */
export function actNounsOut(text: string, acts: RegExp): string {
  const one = new RegExp(`^(?:${acts.source})$`, acts.flags.replace('g', ''));
  const docs = nlp(text).json({ terms: { tags: true, whitespace: true } }) as { terms: Term[] }[];
  const rebuilt = docs
    .map(({ terms }) =>
      terms
        .map((t, i) => {
          const prev = terms[i - 1];
          const noun = t.tags.includes('Noun') && !t.tags.includes('Verb') && !t.tags.includes('Pronoun');
          const opens = !prev || CLAUSE_END.test(prev.post) || CLAUSE_END.test(t.pre) || JOINS.test(prev.text);
          return t.pre + (noun && !opens && one.test(t.text) ? ' '.repeat(t.text.length) : t.text) + t.post;
        })
        .join(''),
    )
    .join('');
  // The tagger keeps every character; should it ever not, read the text as it was.
  return rebuilt.length === text.length ? rebuilt : text;
}
