// A secret sent where anyone can read it: "the password should be written to the public debug
// channel", "post the API key in the shared team chat", "paste the session cookie into a
// gist". The personal-data reading asks for a parameter or field as the place; a public or
// shared place is worse, and names no field. Read as a secret kind, a verb that moves or
// shows data, and a place open to others, in one sentence that forbids nothing: "never post
// tokens in the public channel" is the protective note.
import { PERSONAL } from './personal.ts';
import { NEGATED } from './sentences.ts';

// The kinds of a person's data that are secret, or identify them on their own (./personal.ts),
// and secrets that lexicon leaves to the secret-store family (cookies, private keys, recovery
// phrases), which a public place exposes just the same.
const SECRET_KINDS = PERSONAL.filter(([kind]) => kind === 'secret' || kind === 'card' || kind === 'identity number')
  .map(([, re]) => re)
  .concat(
    /\b(?:passphrases?|otps?|verification\s+codes?|session\s+(?:cookies?|ids?)|cookies|(?:secret|private)\s+keys?|client\s+secrets?|(?:recovery|seed)\s+(?:codes?|phrases?)|api[_-]keys?)\b/i,
  );
const SHOWN =
  /\b(?:writ(?:e|es|ing|ten)|wrote|post(?:s|ed|ing)?|publish(?:es|ed|ing)?|shar(?:e|es|ed|ing)|upload(?:s|ed|ing)?|print(?:s|ed|ing)?|expos(?:e|es|ed|ing)|cop(?:y|ies|ied|ying)|past(?:e|es|ed|ing)|send(?:s|ing)?|sent|forward(?:s|ed|ing)?|log(?:s|ged|ging)?|dump(?:s|ed|ing)?|echo(?:es|ed|ing)?|mirror(?:s|ed|ing)?|broadcast(?:s|ing)?|announc(?:e|es|ed|ing)|display(?:s|ed|ing)?)\b/i;
// A place others read: public or shared, or a paste site or gist by its nature.
const OPEN_PLACE =
  /\b(?:public(?:ly)?|shared|open|world-readable|anyone|everyone|third[\s-]party|external)\b[^.;!?\n]{0,40}?\b(?:channels?|logs?|forums?|boards?|pages?|repos?|repositor(?:y|ies)|feeds?|wikis?|chats?|rooms?|buckets?|folders?|drives?|sheets?|spreadsheets?|sites?|servers?|webhooks?|endpoints?|lists?|groups?|threads?|timelines?|issues?|tickets?|docs?|documents?)\b|\bpaste(?:bin| site)\b|\bgists?\b/i;
// Besides a negation (./sentences.ts): words that keep the secret from the place.
const KEPT_BACK = /\b(?:cannot|avoid|instead\s+of|rather\s+than|redact\w*|mask\w*|strip\w*|remov\w*)\b/i;

/** The secret a sentence sends to a place anyone can read, or null. */
export function publishedSecret(s: string): string | null {
  if (NEGATED.test(s) || KEPT_BACK.test(s)) return null;
  const secret = SECRET_KINDS.map((re) => re.exec(s)).find((m) => m);
  if (!secret || !SHOWN.test(s)) return null;
  const place = OPEN_PLACE.exec(s);
  return place ? `${secret[0]} … ${place[0]}` : null;
}
