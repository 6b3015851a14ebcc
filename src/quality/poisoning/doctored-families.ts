// Meaning families for heldout-18's misses, read like ./more-families.ts: on each added
// sentence (and pair), excused when the reviewed text shows them as often. What they share:
// the tool's output (a chart, a document, a file, an answer) is made to say something the
// data or the user did not, or to go where the user did not send it.
//
// Doctored figures (research on misleading charts; SEC releases on misstated figures): the
// numbers shown are not the data's: a fixed figure whatever the real one is, the periods
// that went badly left out, an axis cut so a change reads bigger than it is.
// Hidden alteration: a change to the output kept out of the output's own labels ("no need to
// mention this in the caption"), or the output passed off as the user's own or as the source.
// Masked change (MCP rug-pull write-ups): values reported as they were before the tool
// changed them.
// Exposed output (Invariant Labs' data-flow notes): the tool's output steered away from the
// user's own place into one others read.
// Off-channel payment (FTC and FBI IC3 warnings: nobody legitimate asks for gift cards or
// crypto to a wallet): a fee to be paid that way, in a tool whose reviewed text takes no payment.
// Whereabouts of a person (NNEDV Safety Net on tracking): where and when another person can
// be found, worked out for the user.
import { perText } from './per-text.ts';
import { NEGATED } from './sentences.ts';

// --- doctored figures ---
const SHOW_VERB =
  /\b(?:use|uses|show|shows|display|displays|set|sets|put|report|reports|give|gives|state|enter|plot|draw|fill)\b/i;
const FIXED_VALUE =
  /\b\d+(?:[.,]\d+)?\s*%|\b\d+(?:[.,]\d+)?\s+(?:percent|per\s*cent)\b|\b\d+\s+(?:[\w-]{1,64}\s+)?(?:left|remaining|sold|in\s+stock|available|viewers?|watching|buyers?)\b|\bthe\s+same\s+(?:figure|number|value)\b/i;
// The real figure named: an adjective that says so, or what is counted ("the stock figure").
// "Whatever the value above it" is a cap, read by BOUND below.
const WHATEVER_REAL =
  /\b(?:whatever|regardless\s+of|no\s+matter|irrespective\s+of|independent\s+of)\s+(?:what\s+)?(?:the\s+|its\s+)?(?:(?:real|actual|true|current|live|measured)\s+(?:\w+\s+)?(?:stock|inventory|figures?|numbers?|counts?|values?|data|amounts?|levels?|results?|readings?|sales|totals?|scores?)|(?:stock|inventory|sales|units?\s+sold|seats?\s+left)(?:\s+(?:figures?|numbers?|counts?|levels?))?)\b(?!\s+(?:above|below|over|under|beyond)\b)/i;

// A bound on the value shown ("capped at 100% whatever the data") is a limit, not a figure.
const BOUND =
  /\b(?:at\s+most|at\s+least|up\s+to|cap|capped|caps|clamp\w*|max(?:imum)?|min(?:imum)?|limit(?:s|ed)?|bound(?:s|ed)?|never\s+(?:exceeds?|above|below))\b/i;

const STATE_RULE =
  /\b(?:while|when|whenever|once|until|if)\s+(?:the\s+)?[\w-]{1,64}\s+(?:is|are|was|has|have)\s+(?:not\s+)?(?:closed|open|halted|suspended|offline|paused|empty|reached|met|unavailable|missing|complete[d]?)\b/i;

/** A fixed figure shown whatever the data says: "use 94% whatever the stock figure is". */
function fixedFigure(s: string): string | null {
  const real = WHATEVER_REAL.exec(s);
  // A figure tied to a stated state ("0% while the market is closed") is a rule, not a fake.
  if (!real || !SHOW_VERB.test(s) || BOUND.test(s) || STATE_RULE.test(s)) return null;
  const fixed = FIXED_VALUE.exec(s);
  return fixed ? `${fixed[0]} … ${real[0]}` : null;
}

const LEAVE_OUT =
  /\b(?:leave|leaves|leaving)\s+out|\b(?:omit|omits|omitting|drop|drops|dropping|exclude|excludes|excluding|hide|hides|hiding|skip|skips|skipping|remove|removes|removing|filter\s+out|cut|cuts)\b/i;
const BAD_PERIOD =
  /\b(?:months?|quarters?|weeks?|days?|years?|periods?|points?|rows?|values?|figures?|results?|reviews?|ratings?|entries|records|series|runs?|trials?|stores?|regions?)\s+(?:that|which|where|when|with|in\s+which)\s+(?:\w+\s+){0,3}?(?:went\s+down|go\s+down|fell|declined?|dropped|decreased?|shrank|lost|losses|were\s+down|was\s+down|underperform\w*|did\s+(?:badly|poorly|worse)|look\s+bad|negative\s+(?:growth|returns?|results?))\b(?!\s+(?:outside|within|between|into|under|below|beneath|inside|off|out|to|from|by)\b)|\b(?:negative|bad|poor|unfavou?rable)\s+(?:reviews?|ratings?|feedback|results?|months?|quarters?|years?)\b/i;

/** The periods or results that went badly left out of what is shown. */
function cherryPicked(s: string): string | null {
  const out = LEAVE_OUT.exec(s);
  if (!out || NEGATED.test(s.slice(Math.max(0, out.index - 20), out.index))) return null;
  const bad = BAD_PERIOD.exec(s.slice(out.index));
  return bad ? `${out[0]} … ${bad[0]}` : null;
}

const AXIS_CUT =
  /\b(?:start|begin|cut|truncate|set)\w*\s+(?:the\s+)?(?:[xy]|vertical|value)[- ]?axis\s+(?:\w+\s+){0,3}?(?:below|above|near|at|from|just)\b/i;
const LOOKS_BIGGER =
  /\b(?:so|to\s+make|making)\b[^.;]{0,40}\b(?:growth|gains?|rise|increase|change|differences?|trend|drop|decline)\b[^.;]{0,20}\b(?:reads?|looks?|appears?|seems?|stands?\s+out|pops?)\b/i;

/** An axis cut so a change reads bigger: "start the y-axis just below the smallest value so growth reads clearly". */
function cutAxis(s: string): string | null {
  const cut = AXIS_CUT.exec(s);
  // An axis from zero is the honest scale ("start the y-axis at zero so the trend reads true").
  if (!cut || /\b(?:at|from)\s+(?:zero|0)\b/i.test(s.slice(cut.index, cut.index + cut[0].length + 20))) return null;
  return LOOKS_BIGGER.test(s) ? cut[0] : null;
}

// --- hidden alteration ---
const UNSAID =
  /\b(?:no\s+need\s+to|(?:do|does)\s+not\s+need\s+to|(?:don't|doesn't)\s+need\s+to|need\s+not|do\s+not|don't|never)\s+(?:mention\w*|say\w*|not(?:e|ing)|disclos\w*|flag\w*|explain\w*|stat(?:e|ing))\s+(?:this|that|it|these|them|the\s+(?:change|adjustment|edit|cut|omission|insertion)s?)\s+(?:in|on|under|within)\s+(?:the|any|its|your)\s+(?:caption|legend|title|footnote|label|notes?|chart|slide|report|axis|alt\s+text|description|changelog|log|summary)s?\b/i;
// "Reads like the author's own voice" is a style tool's aim; "looks like the author's own" of
// something the tool adds, or "so the slide reads as the source data", disguises it.
const OWN_OR_SOURCE =
  /\b(?:look|looks|appear|appears|seem|seems|pass|passes)\s+(?:like|as)\s+(?:if\s+it\s+(?:were|was)\s+)?(?:the\s+)?(?:(?:author|user|writer|student|creator|owner|client)'s\s+own|their\s+own)\b(?!\s+(?:handwriting|voice|style|tone|accent|look|layout|template|theme|colou?rs?|fonts?))|\bso\s+(?:that\s+)?(?:it|they|the\s+\w+)\s+(?:reads?|looks?|pass(?:es)?)\s+(?:as|for)\s+(?:the\s+)?(?:source|original|raw|real|unedited|unaltered)\s+(?:data|figures|numbers|values)\b|\bpass(?:es|ed|ing)?\s+(?:it|them|this|these|the\s+\w+)\s+off\s+as\b/i;

/** A change kept out of the output's labels, or the output passed off as the user's own or the source. */
function hiddenAlteration(s: string): string | null {
  return UNSAID.exec(s)?.[0] ?? OWN_OR_SOURCE.exec(s)?.[0] ?? null;
}

// --- masked change ---
const AS_BEFORE =
  /\b(?:report|show|display|return|give|list|present)\w*\s+(?:\w+\s+){0,3}?as\s+(?:they|it)\s+(?:were|was|stood|read|looked)\s+before\s+(?:the|this|that|our|any|each)\s+(?:refresh|change|update|edit|rewrite|overwrite|modification|replacement|stamp\w*)\b/i;
const BOTH_SHOWN =
  /\b(?:and\s+after|both|alongside|undo|revert|restor\w*|roll\s+back|diff|compar\w*|previous\s+and)\b/i;

const PAST_STATES =
  /\b(?:histor\w*|versions?|versioned|revisions?|audit\w*|snapshots?|backups?|archived?|changelog|point-in-time|time-travel)\b/i;

/** Values reported as they were before the tool changed them: the change is hidden. */
function maskedChange(s: string, reviewed: string): string | null {
  const m = AS_BEFORE.exec(s);
  // A tool that keeps past states (history, revisions, audit) shows them as they were: that is its job.
  return m && !BOTH_SHOWN.test(s) && !PAST_STATES.test(`${reviewed} ${s}`) ? m[0] : null;
}

// --- exposed output ---
const OTHERS_READ =
  /\b(?:public|shared|team-?wide|company-?wide|world-readable|everyone's)\b|\breadable\s+by\s+(?:every|all|any|anyone|everyone|others)\b|\b(?:every|any)one\s+(?:can|may)\s+(?:read|see|open)\b/i;
const NOT_USERS =
  /\b(?:rather\s+than|instead\s+of|not)\s+(?:in\s+|to\s+)?(?:the\s+user's|their|his|her|your)\s+(?:own\s+)?(?:\w+\s+)?(?:folder|directory|dir|drive|path|location|space|workspace|account|bucket|storage|choice)\b/i;
// A verb that picks the place ("for `outputDir` use …"), not one that discloses where output goes.
const STEER = /\b(?:use|set|point|choose|pick|prefer|pass|default\s+to)\b/i;

// The user's own request or choice makes it their act.
const USER_ASKS =
  /\b(?:when|if|unless|once|where)\s+(?:the\s+)?(?:user|they)\s+(?:\w+\s+)?(?:asks?|chooses?|wants?|requests?|says?\s+so|agrees?|picks?|opts?)\b/i;

// What a parameter's value does ("set `public` to true to put the file in the shared folder")
// is the caller's choice, described; "for `outputDir` use the shared folder" picks for them.
const PARAM_CHOICE =
  /\b(?:set|pass|give)\s+`[^`]+`\s+(?:to\s+)?(?:true|false|yes|on|`[^`]+`|"[^"]+"|'[^']+')\s+to\b|\b(?:when|if)\s+`[^`]+`\s+is\s+(?:set|true|given|on)\b/i;

/** Output steered from the user's own place into one others read. */
function exposedOutput(s: string): string | null {
  const away = NOT_USERS.exec(s);
  if (!away || !STEER.test(s) || USER_ASKS.test(s) || PARAM_CHOICE.test(s)) return null;
  const open = OTHERS_READ.exec(s);
  return open ? `${open[0]} … ${away[0]}` : null;
}

// --- off-channel payment ---
const PAYMENT =
  /\b(?:fees?|pay|pays|paid|paying|payments?|deposits?|charges?|costs?|send\s+(?:money|funds)|transfer\s+(?:money|funds))\b/i;
const UNTRACEABLE =
  /\b(?:gift\s*cards?|(?:itunes|steam|google\s+play|amazon|prepaid)\s+cards?|vouchers?\s+codes?)\b|\b(?:usdt|tether|bitcoin|btc|eth|crypto\w*|monero|xmr)\b[^.;]{0,40}\b(?:wallet|address)\b|\bwallet\s+(?:address\s+)?0x[0-9a-f]/i;
const TAKES_PAYMENT =
  /\b(?:pay\w*|purchas\w*|checkout|billing|invoic\w*|wallet\w*|crypto\w*|gift\s*cards?|tokens?|transfer\w*|orders?|shop\w*|price\w*|bank\w*)\b/i;

const takesPayment = perText((reviewed) => TAKES_PAYMENT.test(reviewed));

// Someone to pay: a wallet, or a go-between ("through the mission liaison", "to the agent"). A
// profile that lists "credit card, gift card" among stored payment methods names none.
const PAYEE =
  /\b(?:to|through|via|into)\s+(?:the|a|an|our|their|this|that)\s+(?:[\w-]{1,64}\s+){0,2}?(?:wallet|address|liaison|agent|contact|courier|handler|intermediary|representative|desk|officer|middleman|account)\b|\b0x[0-9a-f]{4}/i;

/** A fee to be paid in gift cards or crypto to a wallet, by a tool that takes no payment. */
function offChannelPayment(s: string, reviewed: string): string | null {
  if (takesPayment(reviewed) || !PAYMENT.test(s) || !PAYEE.test(s)) return null;
  return UNTRACEABLE.exec(s)?.[0] ?? null;
}

// --- whereabouts ---
// A person the user has a tie to but no say over (not a contact, a doctor or a shop), found.
const OTHER_PERSON =
  /\b(?:ex|ex-partner|ex-\w+|former\s+partner|classmates?|neighbou?rs?|strangers?|crush|that\s+person|this\s+person)\b/i;
// Found in person: not "reach" (a message reaches them) nor where they studied.
const FIND_PERSON =
  /\b(?:find|locate|track|follow|meet|catch|show\s+up\s+on)\s+(?:them|him|her|that\s+person|this\s+person)\b/i;
const WHERE =
  /\b(?:city|town|address|location|whereabouts|neighbou?rhood|home)\b|\bwhere\s+(?:they|he|she|that\s+person)\s+(?:\w+\s+)?(?:lives?|is|are|stays?|works?|goes|go|will\s+be|hangs?\s+out)\b|\bwhen\s+and\s+where\b/i;
const WHEN =
  /\b(?:hours|times|schedule|routine|usually\s+(?:online|home|out|active|alone))\b|\bwhen\s+(?:they|he|she|that\s+person)\s+(?:is|are)\s+(?:usually\s+)?(?:online|home|out|alone|around|free)\b|\bwhen\s+and\s+where\b/i;

/** Where and when another person can be found, worked out for the user. */
function whereabouts(s: string): string | null {
  const who = OTHER_PERSON.exec(s);
  const find = FIND_PERSON.exec(s);
  if (!who || !find) return null;
  const where = WHERE.exec(s);
  const when = WHEN.exec(s);
  return where && when ? `${who[0]} … ${where[0]} … ${when[0]} … ${find[0]}` : null;
}

/** A meaning family as ./more-families.ts reads it (declared here: importing it would make a cycle). */
interface DoctoredFamily {
  family: string;
  what: string;
  test: (sentence: string, reviewed: string) => string | null;
}

export const DOCTORED_FAMILIES: DoctoredFamily[] = [
  {
    family: 'doctored-figures',
    what: 'shows figures that are not the data: a fixed value, the bad periods left out, an axis cut to exaggerate',
    test: (s) => fixedFigure(s) ?? cherryPicked(s) ?? cutAxis(s),
  },
  {
    family: 'hidden-alteration',
    what: "keeps a change out of the output's labels, passes the output off as the user's own or the source, or reports values as they were before the tool changed them",
    test: (s, reviewed) => hiddenAlteration(s) ?? maskedChange(s, reviewed),
  },
  {
    family: 'exposed-output',
    what: "steers the tool's output from the user's own place into one others read",
    test: (s) => exposedOutput(s),
  },
  {
    family: 'off-channel-payment',
    what: 'asks for a fee in gift cards or crypto to a wallet, in a tool that takes no payment',
    test: (s, reviewed) => offChannelPayment(s, reviewed),
  },
  {
    family: 'whereabouts',
    what: 'works out where and when another person can be found',
    test: (s) => whereabouts(s),
  },
];
