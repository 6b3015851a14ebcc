// Consent made up ahead of time: a later reply, or a word that agrees to nothing ("thanks",
// "ok"), taken as approval for an act the user was never asked about (Rehberger's delayed
// tool invocation, 2025: the trigger waits for the user's next "yes"). Approval is an answer
// to a question about the act; "if the user replies yes to the booking question, book" is
// one, and passes.

const AS_APPROVAL =
  /\b(?:as|for)\s+(?:(?:their|his|her|the\s+user's|the\s+customer's|an?|the|full|explicit)\s+)*(?:approval|consent|permission|go-?ahead|agreement|authori[sz]ation|confirmation|sign-?off|a\s+yes|acceptance|green\s+light|ok)\b|\b(?:means|counts\s+as|equals|is)\s+(?:an?\s+)?(?:yes|approval|consent|permission|go-?ahead|agreement)\b|\b(?:consider|deem|call|count)\s+(?:it|that|this|them)\s+(?:(?:their|the\s+user's|an?)\s+)?(?:approval|consent|permission|go-?ahead|agreement|authori[sz]ation)\b/i;
const LATER =
  /\b(?:(?:the\s+)?next|following|later|future|subsequent|eventual|any\s+later|whatever)\s+(?:[\w'"“”-]+\s+){0,2}?(?:time|reply|replies|message|messages|answer|turn|response|word|thank[\w-]*|yes|ok|okay|input)\b|\bnext\s+time\b|\bfrom\s+then\s+on\b/i;
const PLEASANTRY =
  /["'“‘](?:thanks|thank\s+you|ok|okay|sure|great|cool|nice|fine|got\s+it|alright)[.!]?["'”’]|\bthank[- ]?you\b|\bthanks\b/i;

/** The words that take a later reply or a pleasantry as approval, or null. */
export function deferredConsent(s: string): string | null {
  const as = AS_APPROVAL.exec(s);
  if (!as) return null;
  const trigger = LATER.exec(s) ?? PLEASANTRY.exec(s);
  return trigger ? `${trigger[0]} … ${as[0]}` : null;
}

// "Once the user has agreed" keeps a confirmation only when the agreement is to this act, now.
// Agreement to something else or before ("once the user has agreed to one payment", "…at
// sign-up", "if they agreed earlier"), carried on to other acts ("send the others
// the same way", "from then on"), or silence beside it ("or has not objected"), skips it.
const AGREED = String.raw`\b(?:once|after|when|if|since|as\s+soon\s+as)\s+(?:the\s+|a\s+)?(?:user|they|customer)\s+(?:has\s+|have\s+|had\s+)?(?:agreed|consented|approved|accepted|confirmed|said\s+yes|opted\s+in|given\s+(?:permission|consent))`;
const ELSEWHERE = new RegExp(
  String.raw`${AGREED}(?:\s+(?:to|with)\s+(?:one|any|a\s+(?:single|previous|earlier|similar|first|past)|the\s+(?:first|previous|earlier|last)|an?\s+(?:earlier|previous|similar))\b|\s+(?:before|earlier|previously|once)\b|[^.;\n]{0,60}?\b(?:in\s+the\s+past|at\s+sign-?up|on\s+sign-?up|during\s+(?:onboarding|sign-?up))\b)`,
  'i',
);
const CARRIED_ON =
  /\b(?:the\s+others|as\s+they\s+come|from\s+then\s+on|(?:all|every|any)\s+(?:later|future|further|other|following|subsequent)|each\s+(?:later|following|subsequent))\b/i;
const SILENT_TOO =
  /\b(?:or|and)\s+(?:has|have|had|does|did)\s*(?:not|n't)\s+(?:objected|replied|answered|responded|refused|said\s+no|declined)\b/i;

/** Agreement to something else, or before, or silence, taken as the go-ahead for this act, or null. */
export function reusedConsent(s: string): string | null {
  const agreed = new RegExp(AGREED, 'i').exec(s);
  if (!agreed) return null;
  const rest = s.slice(agreed.index + agreed[0].length);
  const m = ELSEWHERE.exec(s) ?? CARRIED_ON.exec(rest) ?? SILENT_TOO.exec(rest);
  return m ? `${agreed[0]} … ${m[0]}` : null;
}
