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
