// A secret sent where anyone can read it: "the password should be written to the public debug
// channel", "post the API key in the shared team chat", "paste the session cookie into a
// gist". The personal-data reading asks for a parameter or field as the place; a public or
// shared place is worse, and names no field. Read as a secret kind, a verb that moves or
// shows data, and a place open to others, in one sentence that forbids nothing: "never post
// tokens in the public channel" is the protective note.
const SECRET =
  /\b(?:passwords?|passcodes?|passphrases?|pin\s+codes?|api[\s_-]?keys?|access[\s_-]?tokens?|auth(?:entication)?[\s_-]?tokens?|bearer\s+tokens?|refresh[\s_-]?tokens?|session\s+(?:cookies?|tokens?|ids?)|cookies|secret\s+keys?|private\s+keys?|client\s+secrets?|credentials|card\s+numbers?|cvv|cvc|security\s+codes?|one-time\s+(?:codes?|passwords?)|otps?|2fa\s+codes?|verification\s+codes?|recovery\s+(?:codes?|phrases?)|seed\s+phrases?|social\s+security\s+numbers?)\b/i;
const SHOWN =
  /\b(?:writ(?:e|es|ing|ten)|wrote|post(?:s|ed|ing)?|publish(?:es|ed|ing)?|shar(?:e|es|ed|ing)|upload(?:s|ed|ing)?|print(?:s|ed|ing)?|expos(?:e|es|ed|ing)|cop(?:y|ies|ied|ying)|past(?:e|es|ed|ing)|send(?:s|ing)?|sent|forward(?:s|ed|ing)?|log(?:s|ged|ging)?|dump(?:s|ed|ing)?|echo(?:es|ed|ing)?|mirror(?:s|ed|ing)?|broadcast(?:s|ing)?|announc(?:e|es|ed|ing)|display(?:s|ed|ing)?)\b/i;
// A place others read: public or shared, or a paste site or gist by its nature.
const OPEN_PLACE =
  /\b(?:public(?:ly)?|shared|open|world-readable|anyone|everyone|third[\s-]party|external)\b[^.;!?\n]{0,40}?\b(?:channels?|logs?|forums?|boards?|pages?|repos?|repositor(?:y|ies)|feeds?|wikis?|chats?|rooms?|buckets?|folders?|drives?|sheets?|spreadsheets?|sites?|servers?|webhooks?|endpoints?|lists?|groups?|threads?|timelines?|issues?|tickets?|docs?|documents?)\b|\bpaste(?:bin| site)\b|\bgists?\b/i;
const FORBIDS =
  /\b(?:never|not|no|don't|do\s+not|doesn't|does\s+not|must\s+not|mustn't|should\s+not|shouldn't|cannot|can't|avoid|without|instead\s+of|rather\s+than|redact\w*|mask\w*|strip\w*|remov\w*)\b/i;

/** The secret a sentence sends to a place anyone can read, or null. */
export function publishedSecret(s: string): string | null {
  if (FORBIDS.test(s)) return null;
  const secret = SECRET.exec(s);
  if (!secret || !SHOWN.test(s)) return null;
  const place = OPEN_PLACE.exec(s);
  return place ? `${secret[0]} … ${place[0]}` : null;
}
