// A known fault of what is sold kept out of what buyers read (FTC and consumer-law rules on
// material facts; car ads without their write-off history): "leave any flood or accident
// history out of the listing". An honest tool may keep personal data or noise out of what it
// writes; it does not tell the model to drop damage, defects, recalls, debts or charges from
// an ad, a listing or an answer. Read as an order to leave out or drop something adverse, in
// the order's own clause, and not a prohibition of that ("never leave defects out").

// What is written for someone to read: an ad, a listing, an answer.
// A chart, its series, an average or a list of cons is written for a reader as much as an ad
// (SEC 10b-5 on trimmed investor charts; the FTC reviews rule on suppressed low ratings).
const WRITTEN =
  '(?:ads?|adverts?|advertisements?|listings?|descriptions?|posts?|copy|summar(?:y|ies)|repl(?:y|ies)|answers?|reports?|e-?mails?|messages?|brochures?|quotes?|pages?|write-?ups?|charts?|graphs?|plots?|series(?:_\\w+)?|decks?|slides?|averages?|ratings?|scores?|disadvantages|cons|comparisons?)';
// The order to leave something out, with what is left out: "leave X out of the ad", "omit X",
// "drop X from the listing".
const LEAVE_OUT = new RegExp(
  String.raw`\b(?:leave|keep)\s+([^.;:!?\n]{1,80}?)\s+(?:out\s+of|off)\s+(?:the\s+|any\s+|your\s+|each\s+|every\s+)?(?:[\w-]{1,64}\s+)?${WRITTEN}\b|\b(?:leave\s+out|omit|hide|gloss\s+over|play\s+down)\s+([^.;:!?\n]{1,80})|\b(?:drop|remove|strip|exclude|cut)\s+([^.;:!?\n]{1,80}?)\s+from\s+(?:the\s+|any\s+|your\s+|each\s+|every\s+)?(?:[\w-]{1,64}\s+)?${WRITTEN}\b`,
  'giu',
);
// Facts against what is sold: damage and its causes, faults, recalls, claims on it, charges;
// and against what is reported: losses and declines, adverse events, low ratings. Not bare
// "losses": a model's training losses are left out of plots for honest reasons.
// Terms that bear on what a commitment costs count too (the FTC's 2022 dark-patterns report on
// hidden costs; drip pricing): markups, the break-even point, the shorter or cheaper terms.
const ADVERSE =
  /\b(?:mark-?ups?|break-?even(?:\s+\w+)?|(?:shorter|cheaper|flexible)\s+(?:terms?|plans?|options?)|cancellation\s+(?:fees?|terms?)|damage[sd]?|accidents?|crash(?:es|ed)?|collisions?|write-?offs?|written[- ]off|salvage|flood(?:s|ed|ing)?|hail|fire[- ]damaged?|defects?|defective|faults?|faulty|recalls?|recalled|liens?|encumbrances?|outstanding\s+finance|debts?|arrears|repairs?|odometer|rollbacks?|mould|mold|infestations?|subsidence|termites?|leaks?|side[- ]effects?|penalt(?:y|ies)|surcharges?|lawsuits?|complaints?|violations?|loss-making|(?:net|operating|trading|investment|financial|quarterly)\s+loss(?:es)?|losing\s+\w+|declines|downturns?|adverse\s+\w+|deaths?|(?:low|one|two|1|2)[- ]stars?|low[- ]rated|poorly[- ]rated|(?:negative|critical|bad|unfavou?rable)\s+(?:reviews?|ratings?|results?|quarters?|periods?))\b/iu;
// A prohibition of the leaving out is the opposite order: "never leave defects out of the ad".
const FORBIDDEN = /\b(?:do\s+not|don't|never|must\s+not|should\s+not|avoid|no\s+longer)\s+(?:\w+\s+){0,2}$/i;

// Said of the thing ("markup rules stay out of what you write"), the same order.
const STAYS_OUT = new RegExp(
  String.raw`^([^.;:!?\n]{1,80}?)\s+(?:stays?|remains?|(?:are|is)\s+(?:kept|left)|goes?)\s+out\s+of\s+(?:what\s+you\s+(?:write|say|show|tell|report|send)|(?:the\s+|any\s+|your\s+|each\s+|every\s+)?(?:[\w-]{1,64}\s+)?${WRITTEN})\b`,
  'iu',
);

/** The order to leave an adverse fact out of what is written, or null. */
export function withheldFact(s: string): string | null {
  for (const clause of s.split(/[;:]\s+|(?<=[.!?])\s+/)) {
    const stays = STAYS_OUT.exec(clause);
    // A pronoun ("…; they stay out of …") stands for what the sentence named before it.
    const subject = stays && /^(?:they|it|these|those|both)$/i.test(stays[1]!.trim()) ? s : stays?.[1];
    if (stays && ADVERSE.test(subject!)) return stays[0];
    for (const m of clause.matchAll(LEAVE_OUT)) {
      const what = m[1] ?? m[2] ?? m[3] ?? '';
      if (ADVERSE.test(what) && !FORBIDDEN.test(clause.slice(0, m.index))) return m[0];
    }
  }
  return null;
}

// A charge told only if the user asks ("the monthly fee is in the contract, so mention it only if
// they ask about cost"): a recurring charge or a fee is what the user must hear before committing,
// and made to wait for their question it is kept back (FTC negative-option rule). A price told
// on request passes; only a charge, a renewal or a fee counts. Would miss a charge in words
// this list lacks.
const CHARGE =
  /\b(?:renew\w*|recurring|subscriptions?|fees?|surcharges?|charg(?:e|es|ed)|bill(?:ed|ing)|auto-?pay\w*|trial)\b|[$€£]\s?\d/iu;
const TOLD_IF_ASKED =
  /\b(?:bring\s+(?:it|them|this|that)\s+up|mention\w*|tell\w*|say|disclos\w*|rais\w*|explain\w*|note)\b[^.;!?\n]{0,40}?\b(?:only|just)\s+(?:if|when|once)\s+(?:they|the\s+user|users?|the\s+customer|asked|someone)\b(?:\s+(?:asks?|asked|raises?|brings?))?/iu;

/** A charge the user is told of only when they ask, or null. */
export function withheldCharge(s: string): string | null {
  const m = TOLD_IF_ASKED.exec(s);
  return m && CHARGE.test(s) ? m[0] : null;
}
