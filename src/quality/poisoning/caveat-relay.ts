// A caveat passed on to the user: "Tell the user the points show correlation, not that one
// causes the other", "tell them the figures are estimates". What the model is to say narrows
// how far the result can be trusted; it claims nothing for the tool and steers no choice, so
// it is usage, not a script. A reassurance dressed as one ("tell the user the warning is only
// a precaution", "…there is no reason to worry") is still a script, and so is a relay that
// goes on to another act ("…and then suggest the paid plan").

const CAVEAT =
  /\bnot\s+that\b|\b(?:only\s+)?(?:an?\s+)?(?:estimates?|approximations?|approximate|snapshot|rough\s+guide)\b|\b(?:does|do|did)(?:\s+not|n't)\s+(?:mean|prove|imply|establish|guarantee|predict|show\s+that)\b|\bcorrelat\w*\b|\bmay\s+be\s+(?:out\s+of\s+date|outdated|incomplete|inaccurate|wrong|stale|delayed|partial)\b/i;
const REASSURES =
  /\b(?:safe\w*|harmless|risk\w*|danger\w*|no\s+(?:reason|need|cause)|nothing\s+to|worr\w*|legal\w*|guarantee[ds]|approved|official\w*|trusted|verified|secure\w*|free|best|precaution\w*|overblown|exaggerat\w*|rarely|ignore\w*|fine|ok(?:ay)?)\b/i;
const GOES_ON =
  /\b(?:and|then|also|plus)\s+(?:\w+\s+)?(?:ask|send|call|buy|install|visit|offer|suggest|recommend|use|open|share|pay|sign)\b/i;

/** True when `head` is a bare "tell (the user)" and `after` is a caveat on the result and nothing else. */
export function relaysCaveat(head: string, after: string): boolean {
  if (!/^(?:tell|remind|warn)(?:\s+(?:the\s+user|them))?$/i.test(head.replace(/^[\s.;:,]+/, '').trim())) return false;
  const said = after.split(/[.;\n]/)[0]!;
  return CAVEAT.test(said) && !REASSURES.test(said) && !GOES_ON.test(said);
}
