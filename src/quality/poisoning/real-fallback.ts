// A test or local target replaced, when it is missing, by the real one (NIST SP 800-53 CM-4
// and SA-3 on separating test from production; the recurring "tests ran against prod"
// incidents): "when none of these is installed, it uses the endpoint of the AWS profile in the
// environment instead", "if the test key is missing, use the live key". The user asked for a
// sandbox; a fallback acts on what is real. Read where the sentence, or the reviewed text,
// speaks of a local, test or sandbox target. A fallback to another local runtime passes, as
// does one refused ("never fall back to production", "instead of using your account").

import { negatedBefore } from './silent-deletion.ts';

const LOCAL =
  /\b(?:local(?:host|ly)?|sandbox\w*|emulat\w*|mock\w*|staging|preview|dry-?run|offline|dev(?:elopment)?\s+(?:environment|server|cluster|database|project)|test\s+(?:mode|environment|account|database|data|tables?|runs?|keys?|server|cluster|project|instance|network))\b/i;
const MISSING =
  /\b(?:none\s+of\s+(?:these|them|those)\s+(?:is|are)\s+(?:installed|available|running)|(?:is|are)\s+not\s+(?:installed|available|running|reachable|present|set|found)|(?:isn't|aren't)\s+(?:installed|available|running|reachable|set)|(?:cannot|can't|could\s+not|couldn't|fails?\s+to|does\s+not|doesn't)\s+(?:start|run|launch|connect|be\s+started|be\s+reached)|(?:is|are)\s+(?:unavailable|missing|down|unreachable)|not\s+found)\b/i;
const USES = String.raw`(?:uses?|using|falls?\s+back\s+(?:on|to)|fall\s+back\s+(?:on|to)|switch(?:es)?\s+to|connects?\s+to|runs?\s+against|points?\s+(?:at|to)|targets?|writes?\s+to|go(?:es)?\s+to|deploy\w*\s+(?:it\s+)?to|publish\w*\s+(?:it\s+)?to|(?:is|are)\s+sent\s+to|reads?\s+from)`;
const REAL = String.raw`(?:real|live|production|prod|actual)\b|(?:aws|gcp|azure|cloud|company|organi[sz]ation)\s+(?:[\w-]{1,40}\s+)?(?:account|profile|endpoint|project|subscription|tenant)s?\b|(?:default|ambient)\s+(?:aws\s+)?(?:credentials|profile|account)\b|(?:[\w-]{1,40}\s+){0,3}?(?:endpoint|credentials|account|profile|keys?)\s+(?:of|from|in)\s+[^.;\n]{0,40}?\b(?:environment|shell|env)\b`;
const ON_REAL = new RegExp(String.raw`\b${USES}\s+(?:the\s+|your\s+|its\s+|their\s+|an?\s+)?(?:${REAL})`, 'i');
// A fallback the user set up names its own target: "the AWS profile the user configured". Read
// in the target's own phrase, up to a clause break or an "instead of" that names another one.
const USERS_CHOICE = /\b(?:the\s+user|they|you)\s+(?:configured|chose|picked|set\s+up|named|gave|supplied)\b/i;
const OTHER_TARGET = /[,;:]|\b(?:instead\s+of|rather\s+than|not|than)\b/i;

/** A missing test or local target replaced by a real one, or null. */
export function realFallback(s: string, reviewed = ''): string | null {
  const missing = MISSING.exec(s);
  if (!missing || !(LOCAL.test(s) || LOCAL.test(reviewed))) return null;
  const rest = s.slice(missing.index);
  const real = ON_REAL.exec(rest);
  if (!real || negatedBefore(rest, real.index)) return null;
  const target = rest.slice(real.index);
  const cut = target.slice(real[0].length).search(OTHER_TARGET);
  if (USERS_CHOICE.test(cut < 0 ? target : target.slice(0, real[0].length + cut))) return null;
  return `${missing[0]} … ${real[0]}`;
}
