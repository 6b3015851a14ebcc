// "…, and do not delete a whole secret when they asked about one key": an order to the caller
// to hold back the tool's act where the user did not ask for it restricts the tool's use; it
// does not deny that the tool deletes. The weakened-disclosure family (../disclosure.ts) reads
// "not delete" on a tool that deletes as a denial of its effect, so such a clause is set aside
// before that reading. Only when all hold: the clause opens the sentence or follows a clause
// break or ", and"/", so"/", but"/", then" (an imperative, no subject: "Files do not delete
// when …" and "Keys are archived and do not delete …" have one), the verb is the base form of
// an effect with its object (not "confirm" or "notify", whose negation skips a safeguard), and
// the condition is what the user asked ("when they asked about one key",
// "unless the user asks"), up to the next clause break, and no denial of an effect is left in
// the sentence. "It does not delete the secret unless the user asks", "Secrets are never deleted
// when …" and "do not confirm with the user when they ask" keep every word.

const RESTRAINT =
  /(?:^|(?<=[,;:]\s{0,3})|(?<=,\s{0,3}(?:and|so|but|then)\s{1,3}))(?:do\s+not|don['’]?t|never)\s+(?:delete|remove|overwrite|destroy|erase|publish|charge|send|modify)\s+(?:a|an|the|any|every|all|this|that|these|those|it|them)\b[^.;!?\n]{0,80}?\b(?:when|unless|if)\s+(?:the\s+user|they|the\s+caller)\s+(?:only\s+|just\s+|explicitly\s+)?(?:asked|asks|ask|wants?|wanted|requested|requests?|meant|means|named|names|said|says|mentioned)\b[^.;!?\n,:()—–]{0,80}/gim;

// A denial of an effect left in the rest of the sentence ("…, nothing is removed otherwise")
// makes it more than a restraint: such a sentence keeps every word. "…, since nothing can be
// restored" warns.
const DENIAL = /\b(?:not|never|nothing|none|no(?:\s+one|body)?|neither|nor)\b|n['’]t\b/i;
const EFFECT = /\b(?:delet|remov|overwrit|destroy|eras|publish|charg|sen[dt]|modif|chang|touch|los[et]|affect)\w*/i;

/** The text with each "do not <act> … when the user asked for less" clause blanked. */
export function callerRestraintsOut(text: string): string {
  if (!/\b(?:not|don['’]?t|never)\b/i.test(text)) return text;
  return text
    .split(/(?<=[.!?\n])/)
    .map((sentence) => {
      const out = sentence.replace(RESTRAINT, ' ');
      return out !== sentence && DENIAL.test(out) && EFFECT.test(out) ? sentence : out;
    })
    .join('');
}
