// A sentence whose only act is to limit how far the model relies on the result ("Treat the
// result as a first check, not legal advice", "The score is not a guarantee") says what the
// tool cannot be trusted for: the opposite of hiding something. Short and negative, it sits
// near "do not tell the user" in the meaning scorer's space (./intent-scorer.ts), so the
// scorer leaves it to the rules. It must be that and nothing more: the result as the subject,
// short noun phrases on both sides of "not", none that joins a second act (and, to, for…)
// or speaks of the user, telling, showing or keeping something secret. "Treat the result
// as private, not for the user" is still scored.

const NP = String.raw`(?:an?\s+|the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+){0,3}`;
const RESULT = String.raw`(?:\w+\s+)?(?:results?|outputs?|answers?|scores?|reports?|findings?|figures?|estimates?|checks?|values?|responses?|data|numbers?|ratings?|verdicts?|matches)`;
const TREAT_AS = new RegExp(
  String.raw`^\W{0,3}(?:treat|take|read|use|regard|consider|see)\s+(?:the|its|this|these|each|every|any)\s+${RESULT}\s+as\s+(${NP})\s*[,;—–-]?\s+(?:and\s+)?not\s+(?:as\s+)?(${NP})\s*[.!]?$`,
  'iu',
);
const IS_NOT = new RegExp(
  String.raw`^\W{0,3}(?:the|its|these|this|each|every)\s+${RESULT}\s+(?:is|are)\s+(?:not|never|no\s+substitute\s+for)\s+(${NP})\s*[.!]?$`,
  'iu',
);
const JOINS =
  /\b(?:and|or|but|then|so|also|nor|while|when|if|unless|instead|into|it|this|that|them|to|for|from|with|by|about)\b/i;
const SECRECY =
  /\b(?:users?|customers?|people|anyone|confidential|secret\w*|private\w*|internal|hidden|hide|silent\w*|tell\w*|told|show\w*|shown|mention\w*|report\w*|shar\w*|disclos\w*|reveal\w*|visible|aware|know\w*)\b/i;

// "A listed trial is not a recommendation: whether it suits someone is for them and their
// doctor to decide": what the tool shows is no advice, and the choice is left to the person.
// Only to the person: "for you to decide" hands it to the model, and nothing may follow.
const NO_ADVICE =
  /^\W{0,3}(?:an?|the|each|every|this|its|a\s+listed|a\s+ranked)\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,2}\s+(?:is|are)\s+not\s+(?:an?\s+)?(?:recommendation|endorsement|advice|diagnosis|prescription|guarantee)s?(?:\s+to\s+(?:buy|sell|enrol|enroll|join|apply|invest))?\s*(?:[.!]|:\s*(?:whether|which|what)\b[^.;:!?]{0,80}?\b(?:is|are)\s+for\s+(?:them|the\s+user|the\s+person)(?:\s+and\s+(?:their|a|an|the)\s+[\p{L}-]+)?\s+to\s+(?:decide|judge|choose|weigh|discuss|consider)(?:\s+(?:with|together\s+with)\s+(?:their|the|a|an)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?)?\s*[.!]?)?$/iu;

// Hiding or telling named in the disclaimer makes it more than one ("…: whether to tell them is for you").
const SECRECY_ACT =
  /\b(?:confidential|secret\w*|hid\w*|silent\w*|tell\w*|told|mention\w*|disclos\w*|reveal\w*|aware|know\w*)\b/i;

/** True when the sentence only limits reliance on the tool's result. */
export function limitsReliance(sentence: string): boolean {
  if (NO_ADVICE.test(sentence.trim()) && !SECRECY_ACT.test(sentence)) return true;
  const m = TREAT_AS.exec(sentence.trim()) ?? IS_NOT.exec(sentence.trim());
  if (!m) return false;
  return m.slice(1).every((np) => !np || (!JOINS.test(np) && !SECRECY.test(np)));
}
