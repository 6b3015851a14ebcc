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

// A secret left in what the work produces or hands on (GitGuardian's secrets-sprawl reports;
// the HAR files with live session tokens uploaded to a vendor's support cases, 2023): written
// into the files it generates, attached to a case or ticket, kept in a capture or an export.
// Whoever later reads the file or the case holds the key. Secrets the attachment carries in
// words of their own (cookies, an Authorization header) count too; one taken out does not. A
// config file is where a secret belongs, and is not read as a carrier.
const CARRIED = /\b(?:cookies|authori[sz]ation\s+headers?|bearer\s+tokens?|session\s+tokens?|connection\s+strings?)\b/i;
const ARTEFACT =
  /\b(?:(?:generated|output|result|exported?|analysis|report)\s+files?|(?:each|every|the)\s+(?:generated\s+)?(?:file|document|report|export|notebook|readme)(?!'s)|captures?|har\s+(?:files?|captures?)|attachments?|(?:support|each|every)\s+cases?|the\s+case\b(?!\s+of)|tickets?|commits?)\b/i;
const PUT_IN =
  /\b(?:attach\w*|writ(?:e|es|ing|ten)|includ(?:e|es|ing)|embed\w*|put|sav(?:e|es|ing)|stor(?:e|es|ing)|add|start\w*\s+(?:each|every|the)\s+[\w-]+\s+with|(?:left|kept|leave|keep)\s+in)\b/i;

/** A secret written into a file the work produces, or attached to a case or capture, or null. */
export function secretInArtefact(text: string): string | null {
  // The secret, the act and the carrier in one sentence: a pair read together is two.
  for (const s of text.split(/(?<=[.!?])\s+/)) {
    if (KEPT_BACK.test(s)) continue;
    const secret = [...SECRET_KINDS, CARRIED].map((re) => re.exec(s)).find((m) => m);
    const carrier = ARTEFACT.exec(s);
    if (!secret || !carrier || !PUT_IN.test(s)) continue;
    // A negation in the secret's clause keeps it out ("files never include the password", "…;
    // API keys are never written to it"); one in a purpose after it is about something else
    // ("… so the module applies without prompts").
    const from = Math.max(...[';', ':'].map((c) => s.lastIndexOf(c, secret.index)));
    const clause = s.slice(from + 1).split(/[;:]|\s(?:so|to|because)\s/)[0]!;
    if (!NEGATED.test(clause)) return `${secret[0]} … ${carrier[0]}`;
  }
  return null;
}

/** The secret a sentence sends to a place anyone can read, or null. */
export function publishedSecret(s: string): string | null {
  if (NEGATED.test(s) || KEPT_BACK.test(s)) return secretInArtefact(s);
  const secret = SECRET_KINDS.map((re) => re.exec(s)).find((m) => m);
  const place = secret && SHOWN.test(s) ? OPEN_PLACE.exec(s) : null;
  return place ? `${secret![0]} … ${place[0]}` : secretInArtefact(s);
}
