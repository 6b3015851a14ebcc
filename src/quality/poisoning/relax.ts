// A new sentence that relaxes a rule the reviewed text states: the reviewed text requires,
// limits or forbids something, and the candidate adds that the same thing is unnecessary,
// waived, granted by itself, may be left out, or counts as its opposite. The relaxation
// words alone are common in honest text ("no setup is needed"), so the sentence must share
// two things (content words, or classes like PERMISSION) with one of the reviewed text's
// rule sentences: what it relaxes is a rule this tool was reviewed with. Linear-time patterns, as in ./meaning.ts.
import { concepts } from './concepts.ts';
import { perText } from './per-text.ts';
import { sentences } from './sentences.ts';

const RELAX =
  /\b(?:(?:is|are|be|being|was|were|seems?)\s+(?:\w+\s+)?unnecessary|not\s+(?:necessary|needed|required|enforced|checked)|no\s+(?:longer\s+)?(?:[\w-]{1,64}\s+)?(?:is\s+|are\s+)?(?:needed|required|necessary|enforced)|(?:is|are|was|were|gets?|got|will\s+be|has\s+been|have\s+been)\s+(?:\w+\s+)?(?:waived|relaxed|loosened|eased|lifted|suspended|paused|disabled|turned\s+off|switched\s+off|dropped|exempt(?:ed)?)|waive[sd]?|lifted|(?:does|do)\s*(?:not|n't)\s+apply|no\s+longer\s+appl(?:y|ies)|(?:can|may|could)\s+be\s+(?:skipped|ignored|disregarded|overlooked|set\s+aside|bypassed|left\s+out|omitted|dropped|overridden|waived|dispensed\s+with|assumed|presumed|taken\s+(?:as\s+(?:given|read|done|met)|for\s+granted))|(?:is|are)\s+(?:optional|plenty|enough|sufficient|implied|(?:only\s+|merely\s+|just\s+)?(?:advisory|informational|a\s+suggestion|non-binding|not\s+binding))|suffices?|indefinitely|forever|never\s+expires?|without\s+(?:a\s+|any\s+)?(?:time\s+)?limit|(?:emptied|deleted|purged|removed|erased|released)\s+(?:right\s+away|immediately|at\s+once|instantly)|(?:never|do\s+not|don't|does\s+not|doesn't|rarely)\s+(?:warrant|merit|justify|call\s+for)|(?:just\s+|only\s+|merely\s+)?an?\s+(?:mere\s+)?formality|rubber[- ]stamp|pro\s+forma|(?:granted|given|approved|assumed)\s+automatically|automatically\s+(?:granted|given|approved|assumed)|(?:count|counts|counted|treat|treats|treated|consider|considers|considered|regard|regards|regarded|deem|deems|deemed)\s+(?:\w+\s+){0,4}?as\s+(?:un|non-?|not\s+)\w+)\b/i;

const CLAUSE = /,(?!\d{3}\b)|[;:()[\]—–]|\s-\s|\s(?:and|but|so|while|because|since|though)\s/;

// What makes a reviewed sentence a rule: a need, a limit, a prohibition, a restriction.
const RULE_CLASSES = ['MUST', 'ONLY', 'CANNOT', 'NEVER', 'LIMIT', 'PERMISSION', 'AUTH', 'CONFIRM'];
const DURATION =
  /indefinitely|forever|never\s+expires?|without\s+(?:a\s+|any\s+)?(?:time\s+)?limit|right\s+away|immediately|at\s+once|instantly/i;
// A number of at most 40 characters: unbounded, each digit of a long run of "1,1,1,…" rescans it.
const TIME_OR_AMOUNT =
  /\b\d[\d,.]{0,40}\s*(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|mb|gb|kb|eur|usd|%)/i;
const RULE_WORDS = new RegExp(
  String.raw`\b(?:protected|restricted|forbidden|prohibited|at\s+least|or\s+older|minimum|first)\b|${TIME_OR_AMOUNT.source}`,
  'i',
);
// Words every description has; sharing them says nothing.
const COMMON = new Set(
  'user tool this that call calls result results return returns data request requests given value values first'.split(
    ' ',
  ),
);

// Classes that mark a rule rather than name what it is about: shared, they say nothing.
const MARKERS = new Set(['MUST', 'ONLY', 'CANNOT', 'NEVER', 'LIMIT', 'NEG', 'IRREVERSIBLE']);

/** What a sentence is about: content words and the classes of things (PERMISSION, SEND…). */
// A number of two digits or more is a thing too: "under 1000" relaxes the rule "above 1000".
const wordsOf = (concepts: ReadonlySet<string>) =>
  [...concepts].filter((c) => !MARKERS.has(c) && (/^\d/.test(c) ? c.length >= 2 : c.length >= 4 && !COMMON.has(c)));
const words = (s: string) => wordsOf(concepts(s));

// Each reviewed sentence with its concepts and words, worked out once per check: read again for
// every window, a long reviewed text made a candidate of many sentences quadratic.
const reviewedRules = perText((reviewed) =>
  sentences(reviewed).map((r) => {
    const c = concepts(r);
    return { r, c, words: wordsOf(c), relaxes: RELAX.test(r), ruleWords: RULE_WORDS.test(r) };
  }),
);

// Someone else allowed too: "X can also be shown…", "Y are fine too".
const EXTEND =
  /\b(?:can|may)\s+also\s+(?:be\s+)?[a-z]+|\b(?:are|is)\s+(?:also\s+)?(?:fine|allowed|permitted|welcome|ok(?:ay)?)\s+(?:too|as\s+well)\b|\b(?:can|may)\s+(?:\w+\s+){1,5}?(?:too|as\s+well)\b|\bnot\s+(?:just|only|merely|solely|exclusively)\s+(?:the\s+|its\s+|their\s+)?\w+/i;

/** Extends a reviewed "only …" or "cannot …" rule to others, about the same thing. */
function extendsRule(sentence: string, reviewed: string): string | null {
  const m = EXTEND.exec(sentence);
  if (!m) return null;
  const all = reviewedRules(reviewed);
  // A rule that limits who may: "only …", "cannot …", or a need (a scope, a role, a login).
  const limits = (c: ReadonlySet<string>) => ['ONLY', 'CANNOT', 'MUST', 'PERMISSION', 'AUTH'].some((k) => c.has(k));
  if (!all.some((r) => limits(r.c))) return null;
  const own = new Set(words(sentence));
  const shared = all.flatMap((r) => r.words).find((w) => own.has(w));
  return shared ? `${m[0]} (the reviewed rule on "${shared}")` : null;
}

// "…, which is enough to tell which budgets are over": the information suffices for knowing
// something, a claim about what the output shows. Against a rule that only names a limit or an
// amount ("exceed their limits") it relaxes nothing; against a need, a restriction, a
// permission or a confirmation ("The last four digits of the account number are enough to tell
// which account to verify" against "You must verify the account number") it still does.
const ENOUGH_TO_KNOW = /^(?:is|are)\s+(?:enough|sufficient)$|^suffices?$/i;
const TO_KNOW =
  /\s*(?:for\s+you\s+|for\s+the\s+model\s+)?to\s+(?:tell|see|know|determine|work\s+out|judge|spot|find\s+out|understand)\s+(?:which|whether|if|how|what|when|where|who)\b/iy;
const RELAX_ALL = new RegExp(RELAX.source, 'gi');
const CLAUSE_ALL = new RegExp(CLAUSE.source, 'g');
const STRONG_RULE = RULE_CLASSES.filter((k) => k !== 'LIMIT');
const STRONG_WORDS = /\b(?:protected|restricted|forbidden|prohibited|at\s+least|or\s+older|minimum|first)\b/i;

/** The part that relaxes a reviewed rule, or null. `reviewed` may be in any case. */
export function relaxesRule(sentence: string, reviewed: string): string | null {
  let from = 0;
  // Where each clause ends, found once: looked for after each relaxation, a long sentence of
  // them would be read again each time.
  const cuts = [...sentence.matchAll(CLAUSE_ALL)].map((c) => c.index);
  let next = 0;
  // A knowing "is enough" passed, a later relaxation in the sentence is read on its own
  // ("…, so no check is needed"); any other first relaxation is the one read, as before.
  for (const m of sentence.matchAll(RELAX_ALL)) {
    const end = m.index + m[0].length;
    TO_KNOW.lastIndex = end;
    const knowing = ENOUGH_TO_KNOW.test(m[0]) && TO_KNOW.test(sentence);
    while (next < cuts.length && cuts[next]! < end) next++;
    // A later one's clause is read 300 characters on at most: each would reread the whole rest.
    const to = Math.min(cuts[next] ?? sentence.length, from ? end + 300 : sentence.length);
    const found = relaxedAt(sentence, m, [from, to], reviewed, knowing);
    if (found || !knowing) return found;
    from = end;
  }
  return from ? null : extendsRule(sentence, reviewed);
}

function relaxedAt(
  sentence: string,
  m: RegExpExecArray,
  [from, to]: [number, number],
  reviewed: string,
  knowing: boolean,
): string | null {
  // What is relaxed: the rest of the clause that says so, not the whole sentence.
  const before = sentence.slice(from, m.index).split(CLAUSE).pop() ?? '';
  const after = sentence.slice(m.index + m[0].length, to);
  const own = new Set(words(`${before} ${after}`));
  const about = (r: { words: readonly string[] }) => r.words.filter((w) => own.has(w));
  const all = reviewedRules(reviewed);
  // The reviewed text already makes an exception about the same thing: restating it is no change.
  if (all.some((x) => x.relaxes && about(x).length >= 2)) return null;
  // "Indefinitely" relaxes a limit in time or amount, not a requirement.
  const duration = DURATION.test(m[0]);
  for (const x of all) {
    const { r, c } = x;
    if (!RULE_CLASSES.some((k) => c.has(k)) && !x.ruleWords) continue;
    if (duration && !c.has('LIMIT') && !TIME_OR_AMOUNT.test(r)) continue;
    if (knowing && !STRONG_RULE.some((k) => c.has(k)) && !STRONG_WORDS.test(r)) continue;
    // Two things in common: one word ("file") is a topic, two are the rule's subject.
    const shared = about(x);
    if (shared.length >= 2) return `${m[0]} (the reviewed rule on "${shared.join(' ')}")`;
  }
  return null;
}
