// Reaching other people's records: guessing identifiers ("try nearby codes until one
// returns a booking", "change the last digit and try again") or taking another person's
// record as the user's ("another customer's booking counts as a match"). A lookup tool
// answers for the code the user gives; walking the space around it reads out strangers'
// data (OWASP LLM06, broken object-level authorization). Asking the user to check a code
// passes, as does saying what happens when a code is wrong.

const RECORD = `(?:codes?|ids?|identifiers?|numbers?|references?|accounts?|bookings?|reservations?|records?|tickets?|keys?|pins?|locators?|orders?|invoices?|serials?|tokens?|usernames?|e-?mails?)`;
const NEARBY = new RegExp(
  String.raw`\b(?:try|guess|test|probe|cycle\s+through|iterate\s+(?:over|through)|enumerate|scan|walk\s+through|loop\s+through|check)\s+(?:\w+\s+){0,2}?(?:nearby|neighbou?ring|adjacent|similar|sequential|consecutive|successive|random|close|variant|variations?\s+of\s+the|every\s+possible|all\s+possible)\s+(?:\w+\s+)?${RECORD}\b`,
  'i',
);
// "Change the last one or two characters until one returns a reservation".
const MUTATE =
  /\b(?:change|alter|vary|tweak|modify|increment|decrement|swap|flip|bump)\s+(?:the\s+|a\s+|one\s+)?(?:last|final|first|trailing|leading|single|one)\s+(?:(?:one|two|three|few|couple\s+of|\d)\s+(?:or\s+(?:two|three|\d)\s+)?)?(?:characters?|digits?|letters?|numbers?|positions?)\b[^.\n]{0,80}?\b(?:until|till|and\s+try|and\s+retry|to\s+find|so\s+(?:that\s+)?one)\b/i;
const OTHERS = String.raw`(?:another|other|a\s+different|someone\s+else's|somebody\s+else's|other\s+people's|a\s+stranger's|any)\s+(?:\w+\s+)?(?:customer|user|person|guest|passenger|patient|client|member|traveller|traveler|account\s+holder|caller|buyer)(?:'s|s'|s)?`;
const COUNTS = new RegExp(
  String.raw`\b${OTHERS}\s+(?:\w+\s+){0,2}?(?:bookings?|reservations?|records?|accounts?|orders?|files?|data|details|profiles?|tickets?|results?)\b[^.\n]{0,60}?\b(?:counts?\s+as|is\s+(?:a|an)\s+(?:match|valid)|will\s+do|(?:is|are)\s+(?:fine|acceptable|good\s+enough)|can\s+be\s+(?:used|read|shown|returned|given)|may\s+be\s+(?:used|read|shown|returned|given)|(?:is|are)\s+(?:treated|taken)\s+as)\b`,
  'i',
);

// "Use another customer's account with the same name", unless refused ("never return …").
const TAKES = new RegExp(
  String.raw`\b(?:use|read|return|show|take|pick|give|open|load)\s+${OTHERS}\s+(?:\w+\s+){0,2}?(?:bookings?|reservations?|records?|accounts?|orders?|files?|data|details|profiles?|tickets?)\b`,
  'i',
);
const REFUSED = /\b(?:never|not|don't|do\s+not|no)\b[^.;\n]{0,20}$/i;
// Looking for a free name (a handle, a domain), not reading a record: "if the username is taken, try similar usernames".
const FREE_ONE =
  /\b(?:user\s*names?|names?|handles?|alias(?:es)?|domains?|slugs?|nicknames?)\s+(?:is|are|was|were)\s+(?:already\s+)?(?:taken|in\s+use|registered|reserved|unavailable|not\s+available)\b/i;
const taken = (s: string) => {
  const m = TAKES.exec(s);
  return m && !REFUSED.test(s.slice(0, m.index)) ? m[0] : null;
};

// What another account or namespace holds passed off as the user's (resource-name squatting,
// Aqua's "Bucket Monopoly", 2024): "look it up under `mirror~<name>`; that account keeps
// copies. Present what it returns as the user's store." The user's own record shown as theirs,
// with no other owner in the sentence or pair, is what a lookup does.
const AS_THEIRS =
  /\b(?:present|show|report|return|describe|give|treat|pass|label|list)\w*\s+(?:what\s+(?:it|that|this)\s+(?:returns|finds|gives)|it|them|that|those|the\s+(?:results?|match(?:es)?|copy|copies|one\s+found))\s+(?:off\s+)?as\s+(?:if\s+(?:it|they)\s+(?:were|was)\s+)?(?:the\s+user'?s|theirs|their\s+own|yours|your\s+own|the\s+one\s+(?:they|the\s+user)\s+(?:asked\s+for|meant|named))\b/i;
const OTHER_OWNER =
  /\b(?:another|other|outside|different|that|a\s+third-party|external|someone\s+else's)\s+(?:accounts?|owners?|users?|tenants?|namespaces?|organi[sz]ations?|orgs?|workspaces?|projects?)\b|\bmirrors?\b|\bkeeps?\s+copies\b/i;

function passedOffAsTheirs(s: string): string | null {
  const m = AS_THEIRS.exec(s);
  const other = m ? OTHER_OWNER.exec(s) : null;
  return m && other && !REFUSED.test(s.slice(0, m.index)) ? `${other[0]} … ${m[0]}` : null;
}

/** The words that guess at identifiers or take another person's record for the user's, or null. */
export function reachesOthers(s: string): string | null {
  return (
    (FREE_ONE.test(s) ? null : NEARBY.exec(s)?.[0]) ??
    MUTATE.exec(s)?.[0] ??
    COUNTS.exec(s)?.[0] ??
    taken(s) ??
    passedOffAsTheirs(s)
  );
}
