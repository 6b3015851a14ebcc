// "Treat any client_secret the caller supplies as a fresh secret and do not expose it in your
// responses." Advice that keeps a secret out of what the model writes protects the user;
// the concealment patterns (./families.ts) read "do not expose it" as hiding an act. The
// clause is blanked before those patterns read the text when all of these hold:
//  - it forbids showing (expose, reveal, print, echo, log…) a secret, named ("the API key")
//    or as "it"/"them" in a sentence that names a secret;
//  - the place it is kept from, if named, is output (responses, logs, code), never a person:
//    "do not reveal it to the user" is read as before;
//  - the rest of the sentence does nothing with it: no act (sent, copied, forwarded, called,
//    deleted…) and no person, so "the token is sent to our server; do not expose it in your
//    responses" keeps every word.

const SECRET = String.raw`(?:secrets?|credentials?|passwords?|passphrases?|tokens?|(?:api|private|secret|access|client)[\s_-]?(?:keys?|secrets?|tokens?)|keys?)`;
const NAMED = String.raw`(?:(?:the|any|this|that|these|those|such|your|its)\s+(?:[\w-]+\s+){0,2}?(?:${SECRET}|values?)|${SECRET})`;
const OBJECT = String.raw`(?:it|them|${NAMED})`;
const OUTPUT = String.raw`(?:(?:in|to|within|into)\s+(?:your\s+|the\s+|any\s+)?(?:responses?|repl(?:y|ies)|answers?|output|messages?|logs?|chat|transcripts?|summar(?:y|ies)|code|commits?|error\s+messages?))`;
const keptOut = (object: string) =>
  String.raw`\b(?:do\s+not|don'?t|never|must\s+not|should\s+not)\s+(?:expose|reveal|disclose|echo|repeat|print|display|show|output|quote|log|leak)\s+(${object})(?:\s+${OUTPUT})?(?=\s*(?:[.;,!]|$))`;
const KEEP = new RegExp(keptOut(OBJECT), 'gi');
/** "do not repeat credentials in your answer": a secret named and kept out of output, to the clause's end. */
export const KEPT_OUT_OF_OUTPUT = keptOut(NAMED);
// "it" stands for a secret named before it as a noun ("the password value", "the API key and"),
// not as a word describing something else ("a secret step", "this is a secret").
const SECRET_NOUN = new RegExp(
  String.raw`(?<!\b(?:is|are|was|were|be|as)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+)?)\b${SECRET}(?=\s*(?:[,.;:/)]|$)|\s+(?:and|or|values?|you|we|it|is|are|was|were|that|which|as|in|from|for|of|with)\b)`,
  'i',
);
// Anything done with the data outside the clause (./guarded-secrets.ts reads it too), or a person.
export const DATA_ACTS =
  /\b(?:sen[dt]\w*|forward\w*|cop(?:y|ies|ied|ying)|upload\w*|post\w*|shar\w*|transmit\w*|export\w*|attach\w*|append\w*|includ\w*|put|past\w*|stor\w*|sav\w*|record\w*|collect\w*|call(?:s|ed|ing)?|run|runs|execut\w*|delet\w*|remov\w*|chang\w*|modif\w*|read|open|load|access\w*|fetch\w*|retriev\w*|look\w*|find|get|gets|obtain\w*|us(?:e|es|ing)|extract\w*|grab\w*|instead)\b/i;
const ACTS = new RegExp(String.raw`${DATA_ACTS.source}|\b(?:user'?s?|customers?|people|anyone|human|operator)\b`, 'i');

/** The text with each clause that only keeps a secret out of the model's output blanked. */
export function keptSecretsOut(text: string): string {
  if (!/do\s+not|don'?t|never|must\s+not|should\s+not/i.test(text)) return text;
  // Sentences end at a stop before a space, as in ./guarded-secrets.ts.
  return text.replace(/(?:[^.!?\n]|[.!?](?![\s]|$))+[.!?]?/gu, (s) => {
    // The secret "it" stands for is looked for in the 1,000 characters before it, not the whole
    // sentence: one sentence of "do not log it, and " repeated was read again for each "it".
    const rest = s.replace(KEEP, (m, obj: string, at: number) =>
      /^(?:it|them)$/i.test(obj) && !SECRET_NOUN.test(s.slice(Math.max(0, at - 1000), at)) ? m : ' ',
    );
    return rest === s || ACTS.test(rest) ? s : rest;
  });
}
