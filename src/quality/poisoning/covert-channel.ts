// A covert channel (MITRE ATT&CK T1001.002 steganography, T1048 exfiltration over another
// channel): the user's data hidden in what the tool produces, where nobody looks: pixel
// colours or low bits of an image, zero-width or invisible characters, white-on-white text,
// whitespace patterns, DNS labels. Read as the user's or the session's data (./personal.ts,
// the conversation) with a hidden carrier, or with a hiding verb and a word that it cannot be
// seen. The image's own facts ("embeds the image's EXIF date", "a visible watermark with the
// name the user types") carry no hidden data of the user's and pass.

import { CONVERSATION, PERSONAL } from './personal.ts';

// A carrier nobody reads: low-level image data, invisible characters, hidden text.
const CARRIER =
  /\b(?:pixels?|rgb|rgba|colou?r\s+(?:values?|bytes?|channels?|codes?)|(?:least|low)[- ]significant\s+bits?|lsb|alpha\s+channel|zero[- ]width|invisible\s+(?:characters?|text|unicode)|white[- ]on[- ]white|white\s+(?:text\s+)?on\s+(?:a\s+)?white|black\s+(?:text\s+)?on\s+(?:a\s+)?black|(?:same|matching)\s+colou?r\s+as\s+the\s+background|font\s+size\s+(?:of\s+)?(?:0|1)\b|trailing\s+(?:spaces|whitespace)|whitespace\s+pattern|dns\s+(?:queries|lookups?|labels?|subdomains?)|subdomain\s+labels?|steganograph\w*)\b|pikseli\w*|píxel\w*|像素|ピクセル|пиксел\w*/iu;
// Hiding words: it is meant not to be seen.
const HIDDEN =
  /\b(?:invisible|unnoticeable|imperceptible|hidden|covert\w*|secretly|unseen|(?:not|never|barely)\s+(?:be\s+)?(?:visible|seen|noticed|noticeable)|(?:can'?t|cannot)\s+be\s+(?:seen|noticed)|at\s+normal\s+(?:size|zoom))\b|unsichtbar|invisible|oculto|näkymät\w*|隐藏|不可见|見えない|невидим\w*|скрыт\w*/iu;
// Putting data into the output.
const ENCODES =
  /\b(?:encod\w*|spell\w*|embed\w*|add(?:s|ed|ing)?|draw\w*|insert\w*|print\w*|hid(?:e|es|den|ing)|stor\w*|writ\w*|put\w*|carr\w*|smuggl\w*|stash\w*|(?:read|reads)\s+as|represent\w*|sign\w*|mark\w*|tag\w*)\b|kodier\w*|encode\w*|codific\w*|koodaa\w*|编码|埋め込|кодир\w*/iu;
// Identity phrased the way a signature hides it: "who made the image", "the author's email".
const IDENTITY =
  /\b(?:who\s+(?:made|created|sent|exported|shared)|(?:user|author|owner|sender|creator)'?s?\s+(?:(?:full\s+)?names?|e-?mails?|e-?mail\s+address(?:es)?|ids?|identity|ip\s+address(?:es)?|account)|ip\s+address(?:es)?|user\s+ids?|session\s+(?:ids?|tokens?))\b/i;

// The same in other languages: a user and a name, address or e-mail.
const USER_OTHER = /usuari|utilisateur|nutzer|benutzer|käyttäjä|пользовател|用户|ユーザー/iu;
const DATA_OTHER =
  /nombre|correo|\bnom\b|courriel|\bnamen?\b|e-?mail|nimi|sähköpost|имя|почт|姓名|邮箱|メール|adress|direcci/iu;

const usersData = (s: string) =>
  PERSONAL.some(([, re]) => re.test(s)) ||
  CONVERSATION.test(s) ||
  IDENTITY.test(s) ||
  (USER_OTHER.test(s) && DATA_OTHER.test(s));

// Data turned into a carrier's values: bits, bytes, invisible characters, or encoded into it.
const LOW_LEVEL =
  /steganograph|\bbits?\b|\bbytes?\b|zero[- ]width|\bdns\b|\b(?:encod\w*|spell\w*|(?:read|reads)\s+as|smuggl\w*)\b|kodier\w*|codific\w*|koodaa\w*|编码|кодир\w*/iu;

/** The carrier and hiding that make a covert channel for the user's data, or null. */
export function covertChannel(s: string): string | null {
  if (!usersData(s) || !ENCODES.test(s)) return null;
  const carrier = CARRIER.exec(s);
  // Bit- or byte-level carriers hide by what they are; others need the words that hide them.
  return carrier && (HIDDEN.test(s) || LOW_LEVEL.test(s)) ? carrier[0] : null;
}
