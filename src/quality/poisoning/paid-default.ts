// A paid extra switched on for every call without the user asking: "add priority boarding to
// every booking unless the user objects", "include the extended warranty by default".
// Extras that cost the user, named as such (a bare "priority" or "express" is a parameter's name).
const PAID_EXTRA =
  /\b(?:insurance|warrant(?:y|ies)|upgrades?|premium\s+(?:plans?|tiers?|support|options?|seats?)|priority\s+(?:boarding|shipping|support|access|handling|seating)|express\s+(?:shipping|delivery|checkout|option)|tips?(?=\s+(?:of|to|for|on)\b)|gratuit(?:y|ies)|donations?|add-?ons?|extras|business\s+class|first[- ]class|protection\s+plans?|paid\s+(?:options?|extras?|features?))\b/i;
const SWITCHED_ON =
  /\b(?:set|choose|pick|select|add|include|enable|turn\s+on|book|attach)\b[^.;\n]{0,80}?\b(?:(?:to|on|with|for|in)\s+(?:every|each|all|any)\b|by\s+default|automatically|unless\s+(?:the\s+\w+|they|he|she)\s+(?:objects?|declines?|says?\s+no|opts?\s+out|refuses?))|\balways\s+(?:set|choose|pick|select|add|include|enable|book|attach)\b/i;
// The user's own choice keeps it honest: "only if the user asks", "when the customer requests it".
// Not a condition on telling them: "mention it only if the user asks" hides the extra.
const USER_CHOICE =
  /\b(?:only|if|when|whenever|once)\b[^.;\n]{0,40}?\b(?:asks?|requests?|wants?|chooses?|opts?\s+in|selects?)\b/i;

// What the user asks for in an "unless" is theirs: "economy unless the user asks for business class".
const UNLESS_ASKED = /\bunless\b[^.;\n]{0,40}?\b(?:asks?|requests?|wants?|chooses?|opts?\s+in|selects?)\b[^.;\n]*/i;

// Telling the user made to wait for their question: the condition is on the telling, not the extra.
const TOLD_IF_ASKED =
  /\b(?:mention|tell|show|say|state|disclose|explain|list|quote|bring\s+(?:\w+\s+)?up|point\s+(?:\w+\s+)?out)\w*\b[^.;\n]{0,30}?\b(?:only\s+)?(?:if|when|once|unless)\b[^.;\n]{0,20}?\b(?:asks?|requests?|wants?)\b[^.;\n]*/i;
// Any extra with a price or no refund is paid, whatever it is called, when it goes on every
// purchase ("add the Seat Saver (€4, non-refundable) to every booking").
const PRICED = /[$€£¥]\s?\d|\b\d[\d,.]{0,8}\s?(?:usd|eur|gbp|dollars?|euros?|pounds?)\b|\bnon-?refundable\b/i;
const PURCHASE =
  /\b(?:bookings?|orders?|reservations?|purchases?|carts?|tickets?|subscriptions?|checkouts?|sales?|payments?|transactions?|policies|rates?|fares?|plans?|tariffs?)\b/i;

/** A paid extra switched on for every call: the switch, or null. Read in the switch's own clause. */
export function paidDefault(s: string): string | null {
  for (const clause of s.split(/[.;\n]\s*/)) {
    const on = SWITCHED_ON.exec(clause);
    if (!on || USER_CHOICE.test(clause.replace(TOLD_IF_ASKED, ' ')) || /\b(?:not|never|no|don't)\b/i.test(on[0]))
      continue;
    const rest = clause.replace(UNLESS_ASKED, ' ');
    if (
      PAID_EXTRA.test(rest) ||
      (PRICED.test(rest) && PURCHASE.test(clause.slice(on.index, on.index + on[0].length + 30)))
    )
      return on[0];
  }
  return null;
}
