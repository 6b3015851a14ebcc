// "IMPORTANT: Before calling this tool, you must ensure you have:\n The repository name (name)."
// states its constraint in the lines the colon opens: the lead-in alone has no terms of its
// own, so the weakened-disclosure reading (../disclosure.ts) finds its words ("ensure",
// "have") gone from a rewrite that keeps the prerequisite in other words ("Before calling, ask
// the user for the repository name"). Such a lead-in is kept when all hold: it only frames a
// list (a label, "before calling this tool", "you must ensure you have" or "prerequisites:"),
// the lines it opens are short items, and each item's words stand in one sentence of the
// candidate that still says it comes first or is needed (before, first, must, required,
// ask … for) and does not waive it (skip, guess, assume, optional, "without them"). "The
// repository name is shown after the call", "Before calling, guess the repository name" or a
// rewrite without the item drops it; so does one that asks for the item after the act ("First
// make the transfer, then ask for the confirmation").

const FRAME =
  /^(?:(?:important|note|notice|warning|requirements?|prerequisites?)\s*[:!-]\s*)?(?:(?:before\s+(?:calling|using|running|invoking)\s+(?:this\s+tool|this\s+function|it)\s*,?\s*)?(?:you\s+)?(?:must|need\s+to|should|have\s+to)\s+(?:first\s+)?(?:ensure|make\s+sure|check|confirm|verify)\s+(?:that\s+)?you\s+have|(?:requirements?|prerequisites?|you\s+(?:will\s+)?need|required))\s*:\s*$/i;
const NEEDED = /\b(?:before|first|must|required|requires?|needs?|ask\s+(?:the\s+user\s+)?for)\b/i;
// A sentence that names the items but lets the model do without them or supply them itself
// ("you may skip …", "guess …", "assume a default …", "… but you can send without them", "…, or
// use the last ones mentioned", "from any open tab", "… not needed"), or has them asked for after
// the act ("First merge, then ask …", "… after the merge"). Bare negations, "without", "any",
// "default" and "after" are common in restatements that stress the requirement, so only their
// waiving uses count; HONEST removes the stressing ones first.
const WAIVED =
  /\b(?:optional(?:ly)?|skip\w*|omit\w*|guess\w*|assum\w*|infer\w*|invent\w*|make\s+up|made\s+up|fill\w*\s+(?:them|it|those|these)?\s*in|fabricat\w*|(?:use|using|pick|choose|take|apply|fall\s*back\s+to|go\s+with|with)\s+(?:a|the|some|its)?\s*defaults?|defaults?\s+(?:to|values?|ones?)|by\s+default|unless|only\s+if|if\s+(?:available|known|possible|convenient|present|missing|any)|rather\s+than|instead\s+of|yourself|otherwise|fall\s*back|or\s+(?:use|reuse|take|pick|choose)|(?:from|use|using|take|pick|choose|with|in)\s+any|any\s+(?:one|ones|values?|open|available|existing)|without|previous|most\s+recent|last\s+(?:ones?|used|mentioned)|after\w*|later|then\s+(?:ask|get|obtain|request|collect|confirm|check)|no\s+need|need\s+not)\b|(?:\b(?:not|no|never)|n['’]t)\s+(?:(?:really|actually|strictly|always|even|ever|have|has|to|be|been|is|are|at\s+all)\s+)*(?:need|requir|necessar|mandatory|ask)/i;
// A waiver negated ("not guess them", "never assume them", "without guessing"), a failure without
// the items ("the call fails without them"), or an act after the items are given ("after the
// user confirms") stresses the requirement.
const HONEST =
  /(?:\b(?:not|never|nor|without|rather\s+than|instead\s+of)|n['’]t)\s+(?:(?:be|to|ever|just|simply)\s+)*(?:skip|omit|guess|assum|infer|invent|make\s+up|fabricat|fill)\w*|\b(?:fails?|failing|will\s+fail|errors?|is\s+rejected|rejects?\s+\w+|cannot\s+\w+|can['’]t\s+\w+|won['’]t\s+\w+)\s+without\b|\bafter\s+(?:(?:the\s+user|you)\s+(?:has\s+|have\s+)?(?:gives?|given|provides?|provided|confirms?|confirmed|answers?|answered|says|supplies|supplied)|asking|getting|receiving|obtaining|confirming|checking)\b/gi;
const waived = (s: string) => WAIVED.test(s.replace(HONEST, ' '));
const STOP = new Set('that this with from have your their them they what which when will into also each'.split(' '));
const MAX_ITEMS = 8;

const words = (s: string) => (s.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => !STOP.has(w));

/** True when a lead-in that only frames a list of prerequisites has each item kept in the candidate. */
export function leadInKept(sentence: string, reviewed: string, candidateSentences: string[]): boolean {
  const lead = sentence.trim();
  if (!FRAME.test(lead)) return false;
  const at = reviewed.indexOf(lead);
  if (at < 0) return false;
  const items: string[] = [];
  for (const line of reviewed
    .slice(at + lead.length)
    .split('\n')
    .slice(1)) {
    if (!line.trim()) break;
    items.push(line.replace(/^\s*(?:[-*•]|\d+[.)])?\s*/, ''));
    if (items.length > MAX_ITEMS || line.length > 160) return false;
  }
  const said = candidateSentences.map((s) => s.toLowerCase()).filter((s) => NEEDED.test(s) && !waived(s));
  return (
    items.length > 0 &&
    items.every((item) => {
      const w = words(item);
      return w.length > 0 && said.some((s) => w.every((x) => s.includes(x)));
    })
  );
}
