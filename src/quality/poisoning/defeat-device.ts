// Figures that change with who checks them (the Volkswagen "defeat device", 2015; SEC releases on
// misstated figures): the tool is told to compute or report otherwise when the result goes to an
// audit, a regulator, an SLA review or a customer, or to leave its bad outcomes (failed runs,
// outages, errors) out of the totals, and to keep the adjustment out of what the user reads.
// What the honest text does instead is say what its figures count ("the average leaves out
// failed runs") or exclude what the terms exclude ("maintenance windows are not downtime"):
// a statement, not an order tied to the reader, and no failure class dropped from the count.
import { NEGATED } from './sentences.ts';

// Someone who checks the figures: an audit, a regulator, an SLA or compliance review.
const OVERSIGHT =
  /\b(?:audit(?:s|ed|ing|or|ors)?(?!\s+(?:logs?|trails?|events?|entries|records?|history))|regulators?|regulatory|inspectors?|inspections?|examiners?|assessors?|compliance|due\s+diligence|certification|sla\s+(?:reviews?|reports?|checks?|credits?)|(?:customer|client|investor|board)\s+reports?)\b/i;
// The reading tied to that reader: "when the figures are for an audit", "if an auditor asks".
const FOR_READER = new RegExp(
  String.raw`\b(?:when|whenever|if|where|once|for|before|going\s+to|headed\s+to)\b[^.;:]{0,60}?${OVERSIGHT.source}`,
  'i',
);
const BY_TERMS =
  /\b(?:as|per|under)\s+(?:the\s+|its\s+|their\s+)?(?:sla|contract|agreement|terms|policy|standard|definition)\b|\b(?:defined|defines|define)\s+(?:by|in)\b/i;
// A change to what is counted or how: a class left out, a softer series, a rounding, a cap; in
// other words, a class subtracted or trimmed, a rounding down, "don't count the errors" as an order.
const RECOUNT =
  /\b(?:leave|leaves|leaving|keep|keeps)\s+(?:[\w-]+\s+){1,6}?out\b|\bcount\s+only\b|\bonly\s+count\b|\bsmooth(?:s|ing)?\s+(?:out\s+)?(?:the\s+)?(?:series|figures?|data|spikes?)\b|\b(?:omit|omits|exclude|excludes|drop|drops|discount|discounts|ignore|ignores|skip|skips|remove|removes|filter\s+out)\b|\b(?:read|take|compute|calculate|use|report)\s+(?:[\w-]+\s+){0,3}?(?:from|on)\s+(?:the\s+)?(?:p[1-8]\d|median|best|smoothed|filtered|adjusted|cleaned|rounded)\b|\b(?:round|rounds)\s+(?:[\w-]+\s+){0,3}?(?:up|down)\b|\b(?:subtract|subtracts|deduct|deducts|trim|trims|shave|shaves|net\s+out)\b|\b(?:do\s+not|don't|never)\s+count\b(?=\s+(?:any\s+|the\s+)?(?:failed|failing|unsuccessful|errored|timed[- ]out|aborted|rejected|failures|outages|incidents|errors|timeouts|[45]xx|5\d\d|error\s+responses))|\b(?:soften|softens|tone\s+down|adjust|adjusts|lower|raise|improve)\s+(?:the\s+)?(?:figures?|numbers?|rates?|results?|scores?|availability|uptime|totals?)\b/i;
// The bad outcomes a count should hold.
const PRECISION =
  /\bto\s+(?:the\s+nearest\b|(?:one|two|three|four|\d+)\s+(?:decimals?|decimal\s+places?|digits?|significant\s+(?:figures?|digits?)|places?)\b)/i;
const BAD_OUTCOME =
  /\b(?:[45]xx|5\d\d|error)\s+(?:responses?|codes?|status(?:es)?)\b|\b(?:failed|failing|unsuccessful|errored|timed[- ]out|aborted|dropped|rejected)\s+(?:runs?|checks?|tests?|probes?|requests?|calls?|jobs?|builds?|deploys?|deployments?|transactions?|payments?|logins?|attempts?|samples?)\b|\b(?:failures|outages|incidents|errors|timeouts|breaches|violations|defects|downtime)\b/i;
const FIGURES =
  /\b(?:totals?|figures?|counts?|averages?|means?|rates?|percentages?|availability|uptime|statistics|stats|metrics?|scores?|kpis?|numbers?|sla)\b/i;

/** An order to count otherwise for the reader who checks, or to drop the failures from the count. */
export function readerTunedFigures(s: string, reviewed = ''): string | null {
  const change = RECOUNT.exec(s);
  if (!change || NEGATED.test(s.slice(Math.max(0, change.index - 16), change.index))) return null;
  // A precision ("round availability down to two decimals") formats the figure, the same for all.
  if (/^round/i.test(change[0]) && PRECISION.test(s.slice(change.index))) return null;
  // A tool whose own subject is audits or compliance names its reader in every sentence.
  // The terms the figures answer to are cited ("as the SLA defines"): that is their definition.
  const reader = OVERSIGHT.test(reviewed) || BY_TERMS.test(s) ? null : FOR_READER.exec(s);
  // …and figures to change: "for compliance checks, omit `region`" narrows a search.
  if (reader && FIGURES.test(s)) return `${reader[0]} … ${change[0]}`;
  // No reader named: a failure class left out of the figures, as an order (the verb leads its
  // clause); "the average leaves out failed runs" says what is counted.
  const before = s.slice(0, change.index).trim();
  const ordered = before === '' || /[,;:]$|\b(?:and|then|so|also|always)$/i.test(before);
  // The failures are what is dropped, not where from: "subtract planned maintenance from the
  // downtime total" leaves no failure out.
  const dropped = s.slice(change.index).split(/\b(?:from|out\s+of|toward|towards|in|as|when|if)\b/i)[0]!;
  const bad = BAD_OUTCOME.exec(dropped);
  return bad && FIGURES.test(s.slice(change.index)) && ordered ? `${change[0]} … ${bad[0]}` : null;
}

// The adjustment kept from the user: "without a note about the adjustment", "do not mention the
// exclusion", "give it as the measured value".
const ADJUSTMENT = String.raw`(?:adjust\w*|exclusions?|omissions?|corrections?|filtering|substitutions?|changes?\s+(?:to|in)\s+the\s+(?:figures?|numbers?|data|series)|rounding|recount\w*|tweaks?|smoothing)`;
const KEPT_FROM_USER = new RegExp(
  String.raw`\bwithout\s+(?:a|any)\s+(?:note|mention|word|footnote|flag|caveat|remark|disclosure)\s+(?:about|of|on|that)\s+(?:the|this|that|these|its|any)\s+${ADJUSTMENT}|\b(?:do\s+not|don't|never|no\s+need\s+to)\s+(?:mention|note|disclose|flag|say|explain|report)\s+(?:the|this|that|these|any)\s+${ADJUSTMENT}|\b(?:give|report|present|show|label|pass)\w*\s+(?:it|them|the\s+(?:result|figure|number|value|rate)s?)\s+(?:off\s+)?as\s+(?:the\s+)?(?:measured|raw|actual|real|true|unadjusted|unedited|original)\b(?=[^.;]{0,60}\b(?:without|no)\b)`,
  'i',
);

/** The change to the figures kept out of what the user is told. */
export function hiddenAdjustment(s: string): string | null {
  return KEPT_FROM_USER.exec(s)?.[0] ?? null;
}

// A unit switched without converting (the Mars Climate Orbiter, 1999): a value read as another
// unit than the one given or documented and reported back in the user's units, so the number
// stays and its meaning changes. Converting, or saying which unit is used, is honest.
const UNIT = String.raw`(?:feet|foot|ft|inch(?:es)?|yards?|miles?|meters?|metres?|m|kilomet(?:er|re)s?|km|centimet(?:er|re)s?|cm|millimet(?:er|re)s?|mm|milligrams?|mg|micrograms?|mcg|millilit(?:er|re)s?|ml|pounds?|lbs?|kilo(?:gram)?s?|kg|grams?|ounces?|oz|celsius|fahrenheit|kelvin|°[cf]|seconds?|minutes?|hours?|days?|liters?|litres?|gallons?|knots?|mph|km\/h)`;
const READ_AS = new RegExp(
  String.raw`\b(?:treat|read|interpret|take|count|regard)\w*\b[^.;\n]{0,40}?\bas\s+(?:if\s+(?:it\s+)?(?:were|was)\s+(?:in\s+)?)?${UNIT}\b`,
  'i',
);
const SAME_UNITS =
  /\b(?:report|give|show|present|label|return|display|quote|state)\w*\b[^.;\n]{0,40}?(?:\b(?:user|their|requested|original|asked|same|given|input)(?:'s)?\s+(?:\w+\s+)?units?\b|\bunits?\s+(?:that\s+)?(?:the\s+user|they)\s+(?:used|uses|gave|gives|asked\s+for|wants?|chose|picked)\b)/i;

/** A value read as another unit and reported in the user's units unconverted, or null. */
export function switchedUnits(s: string): string | null {
  const read = READ_AS.exec(s);
  const told = read ? SAME_UNITS.exec(s.slice(read.index)) : null;
  if (!read || !told || /\bconver\w*/i.test(s) || NEGATED.test(s.slice(0, read.index))) return null;
  return `${read[0]} … ${told[0]}`;
}
