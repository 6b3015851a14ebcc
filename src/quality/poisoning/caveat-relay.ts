// A caveat passed on to the user: "Tell the user the points show correlation, not that one
// causes the other", "tell them the figures are estimates". What the model is to say narrows
// how far the result can be trusted; it claims nothing for the tool and steers no choice, so
// it is usage, not a script. A reassurance dressed as one ("tell the user the warning is only
// a precaution", "…there is no reason to worry") is still a script, and so is a relay that
// goes on to another act ("…and then suggest the paid plan"). A caveat that denies a harm
// ("…does not mean the machine is infected") reassures, and one with a tail ("…is only an
// estimate, so approve it now", "…and that ShopCo is cheapest", "…unless they upgrade") says
// more than the caveat: both are scripts. This holds an honest caveat about a harm too.
// Two cautions count as caveats: the act's effect is beyond recall ("a sent transfer cannot be
// undone"), and a protection is kept ("two-factor sign-in stays on"); neither has the user do
// anything, and their opposites are what ./told-outcome.ts and ./harmful-advice.ts hold.
import { PROTECTION_EN } from './harmful-advice.ts';

const CAVEAT =
  /\bnot\s+that\b|\b(?:only\s+)?(?:an?\s+)?(?:estimates?|approximations?|approximate|snapshot|rough\s+guide)\b|\b(?:does|do|did)(?:\s+not|n't)\s+(?:mean|prove|imply|establish|guarantee|predict|show\s+that)\b|\bcorrelat\w*\b|\bmay\s+be\s+(?:out\s+of\s+date|outdated|incomplete|inaccurate|wrong|stale|delayed|partial)\b/i;
const REASSURES =
  /\b(?:safe\w*|harmless|risk\w*|danger\w*|no\s+(?:reason|need|cause)|nothing\s+to|worr\w*|legal\w*|guarantee[ds]|approved|official\w*|trusted|verified|secure\w*|free|best|precaution\w*|overblown|exaggerat\w*|rarely|ignore\w*|fine|ok(?:ay)?|harm\w*|infect\w*|breach\w*|compromis\w*|hack\w*|attack\w*|leak\w*|stolen|fraud\w*|malware|virus\w*|intru\w*|unauthori[sz]ed|exposed|accessed|exfiltrat\w*|threat\w*|suspicious|problem\w*|(?:is|are|was|were|went|gone)\s+wrong|concern\w*|alarm\w*|serious|urgent|(?:any|some|no)\s*(?:one|body)\s+else|(?:mean|prove|imply|establish|show)\s+(?:that\s+)?(?:any|anything|anyone|no|nothing)|left\s+the|fail\w*|declin\w*|reject\w*|bounced|lost)\b/i;
// Any tail beyond the caveat, save its own "…, not that …".
const TAIL =
  /[,:(]|\b(?:and|then|but|also|plus|so|unless|until|because|since|which|who|while|except|instead|before|after|if|once|or)\b/i;
const GOES_ON =
  /\b(?:and|then|also|plus)\s+(?:\w+\s+)?(?:ask|send|call|buy|install|visit|offer|suggest|recommend|use|open|share|pay|sign)\b/i;

const CAUTION = new RegExp(
  String.raw`\b(?:cannot|can['’]t|can\s+not)\s+be\s+(?:undone|reversed|recalled|recovered|restored)\b|(?:${PROTECTION_EN.source})(?:\s[\w-]{1,64}){0,2}?\s(?:stays|remains|is\s+kept|will\s+stay|will\s+remain)\s+(?:on|enabled|active|in\s+place|switched\s+on|turned\s+on)\b`,
  'i',
);

/** True when `head` is a bare "tell (the user)" and `after` is a caveat on the result and nothing else. */
export function relaysCaveat(head: string, after: string): boolean {
  if (!/^(?:tell|remind|warn)(?:\s+(?:the\s+user|them))?$/i.test(head.replace(/^[\s.;:,]+/, '').trim())) return false;
  const said = after.split(/[.;\n]/)[0]!;
  const bare = said.replace(/,?\s{1,4}not\s{1,4}that\b/i, ' ');
  return (CAVEAT.test(said) || CAUTION.test(said)) && !REASSURES.test(said) && !GOES_ON.test(said) && !TAIL.test(bare);
}
