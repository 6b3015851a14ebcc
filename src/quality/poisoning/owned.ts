// An obligation on a party restated as that party's to give: "the user must call this tool
// to approve…" kept by "The approval is the user's to give". Read by the disclosure gate's
// dropped-disclosure check (../disclosure.ts). The party must be the same one ("the
// assistant's to give" is the agent approving its own work), the thing owned must be what
// the obligation is about (a shared class: approval, deletion…), no other party may share
// it ("the user's or the assistant's"), and the candidate must keep the rest of the sentence.
import { concepts } from './concepts.ts';

const PARTY = String.raw`(?:user|customer|caller|owner|admin(?:istrator)?|human|operator|account\s+holder)`;
const MUST = new RegExp(String.raw`\b(?:the\s+)?(${PARTY})s?\s+(?:must|has\s+to|needs\s+to)\b`, 'i');
const OTHER = /\b(?:or|and|also|too|as\s+well|either)\b/i;
// Elsewhere in the candidate, the act taken as done or handed to the model ("the assistant may
// assume it was given", "the agent approves on their behalf"): the ownership is then a label.
const WAIVED =
  /\b(?:assum\w*|presum\w*|impli(?:ed|cit\w*)|deemed|taken\s+as|treat\w*\s+(?:it\s+|this\s+)?as|by\s+default|without\s+(?:asking|waiting|checking|confirm\w*|approv\w*|consent\w*))\b|\b(?:assistant|agent|model|ai|llm|bot|copilot)s?\b[^.;]{0,40}?\b(?:approv\w*|consent\w*|confirm\w*|grant\w*|gives?|given|authori[sz]\w*|decid\w*|on\s+\w+\s+behalf)\b/i;

/** True when a candidate sentence makes the reviewed sentence's obligated party the owner of its act. */
export function ownedByParty(reviewedSentence: string, candidateSentences: string[]): boolean {
  const m = MUST.exec(reviewedSentence);
  if (!m) return false;
  const party = m[1]!.toLowerCase().replace(/\s+/g, String.raw`\s+`);
  const owns = new RegExp(
    String.raw`^(.{1,60}?)\s+(?:is|are)\s+(?:the\s+)?${party}(?:'s|s')\s+(?:alone\s+)?to\s+(?:give|grant|make|decide|approve|provide)\b(.*)$`,
    'i',
  );
  if (WAIVED.test(candidateSentences.join(' '))) return false;
  const r = concepts(reviewedSentence);
  const classes = [...r].filter((x) => /^[A-Z]/.test(x) && x !== 'MUST' && x !== 'SELF');
  for (const s of candidateSentences) {
    const o = owns.exec(s);
    if (!o || OTHER.test(o[2]!.split(/[:;.]/)[0]!)) continue;
    const owned = concepts(o[1]!);
    if (!classes.some((c) => owned.has(c))) continue;
    // The rest of the obligation (what is approved) is kept somewhere in the candidate.
    const all = concepts(candidateSentences.join(' '));
    const rest = [...r].filter((x) => x !== 'MUST' && x !== 'SELF' && !/^\d/.test(x));
    if (rest.filter((x) => all.has(x)).length >= Math.ceil(rest.length * 0.5)) return true;
  }
  return false;
}
