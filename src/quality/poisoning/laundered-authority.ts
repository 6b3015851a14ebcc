// Authority laundering (Greshake et al., 2023, indirect prompt injection): content that
// anyone can write (comments, posts, reviews, replies, messages) declared to be the
// operator's or the platform's notices, or the model told to do what such content asks.
// The operator speaks through the description and the system prompt, not through the data a
// tool returns. Saying what content is ("moderator comments are marked [mod]") passes;
// making it orders does not. (./content-orders.ts reads content made the user's own voice.)

// The model's own chain of command (operator, system, developer), not a role on the platform
// the content comes from: "pinned posts are official announcements" describes a forum.
const AUTHORITY = '(?:operator|system|developer)';
const ORDERS = '(?:notices?|instructions?|messages?|commands?|directives?|orders?|prompts?)';
// …or any role's orders addressed to whoever reads the tool's output.
const READER = String.raw`(?:for|to)\s+(?:the\s+)?(?:clients?|agents?|assistants?|models?|you|callers?|integrations?)\b`;
const ROLE_ORDERS = '(?:notices?|instructions?|commands?|directives?|orders?)';
// "… are operator notices", "count as system instructions", "are moderator orders for clients".
const DECLARED = new RegExp(
  String.raw`\b(?:are|is|count\s+as|serve\s+as|act\s+as|as)\s+(?:the\s+|an?\s+)?(?:\w+\s+)?(?:${AUTHORITY}\s+${ORDERS}\b|\w+\s+${ROLE_ORDERS}\s+${READER})`,
  'i',
);
const CONTENT =
  /\b(?:comments?|posts?|replies|reviews?|messages?|threads?|results?|pages?|e-?mails?|issues?|tickets?|articles?|accounts?|users?|signed|posted)\b/i;
// "Carry out what it asks", "do whatever they say": content's requests made the model's tasks.
const DO_WHAT =
  /\b(?:carry\s+out|do|follow|obey|perform|execute|act\s+on|comply\s+with)\s+(?:what(?:ever)?|everything|anything|all)\s+(?:that\s+)?(?:it|they|one|each|the\s+(?:comment|post|reply|review|message|note|page|result|thread)s?)\s+(?:asks?|says?|requests?|tells?|instructs?|demands?|directs?|wants?)\b/i;
const REFUSED = /\b(?:never|not|don't|no)\b[^.;\n]{0,40}$/i;

/** The words that make content an authority's orders, or null. */
export function launderedAuthority(s: string): string | null {
  const declared = DECLARED.exec(s);
  if (declared && CONTENT.test(s.slice(0, declared.index)) && !REFUSED.test(s.slice(0, declared.index)))
    return declared[0];
  const doWhat = DO_WHAT.exec(s);
  if (doWhat && !REFUSED.test(s.slice(0, doWhat.index))) return doWhat[0];
  return null;
}
