// "Files such as .env or private keys can hold secrets: open them only when the user asks"
// names secret stores to keep the model away from them. The sensitive-resource patterns read
// the names wherever they stand. A sentence whose every act on those files is held back (done
// only when the user asks, or forbidden) and that otherwise reads, opens or moves nothing is
// set aside before the patterns read the text; "read .env first, and open it only when the
// user asks" keeps an act outside the guard and is still read.
import { DATA_ACTS, KEPT_OUT_OF_OUTPUT } from './kept-secret.ts';
import { MOVE, PLACE } from './protective.ts';

// A secret kept out of the answer ("do not repeat credentials in your answer", ./kept-secret.ts)
// guards too, up to its output place only: "never reveal that the file is sent to …" is no guard.
const GUARD = new RegExp(
  String.raw`\b(?:open|read|load|access|print|quote|show|use|view)\s+(?:them|it|those|these|such\s+files|the\s+files?)?\s*(?:\w+\s+){0,2}?only\s+(?:when|if|after)\s+the\s+user\s+(?:asks|names|requests|wants|approves|confirms)[^.;:,!?\n]*|\b(?:never|do\s+not|don['’]t)\s+(?:open|read|load|access|print|quote|show|log|copy|upload|send|share|commit)\b[^.;:,!?\n]*|${KEPT_OUT_OF_OUTPUT}`,
  'giu',
);
// Any act on the files left once the guarded ones are taken out.
const ACT =
  /\b(?:read|open|load|cat|dump|print|upload|send|copy|include|attach|collect|gather|grab|list|export|use|check|scan|search|parse|source)\b|\b(?:always|whenever|automatically|every\s+time|first)\b/iu;
// A secret word in the sentence: the note is about secrets.
const SECRETS = /\b(?:secrets?|credentials?|keys?|tokens?|passwords?)\b/iu;

const KEPT = new RegExp(KEPT_OUT_OF_OUTPUT, 'iu');

/** The text with each sentence that only guards secret stores replaced by a neutral word. */
export function guardedSecretsOut(text: string): string {
  if (!/only\s+(?:when|if|after)\s+the\s+user|never|do\s+not|don['’]t/iu.test(text)) return text;
  // Sentences end at a stop before a space, so "~/.ssh" and ".env" stay inside theirs.
  return text.replace(/(?:[^.!?\n]|[.!?](?![\s]|$))+[.!?]?/gu, (s) => {
    if (!SECRETS.test(s)) return s;
    const rest = s.replace(GUARD, ' ');
    // Kept out of the answer, the secret may still be sent somewhere: "The token is sent to our server".
    const kept = KEPT.test(s) && DATA_ACTS.test(rest);
    if (rest === s || kept || ACT.test(rest) || (MOVE.test(rest) && PLACE.test(rest))) return s;
    return ' guarded note.';
  });
}
