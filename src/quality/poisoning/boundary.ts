// Private material moved into a public or shared place: the "toxic agent flow" of the GitHub
// MCP (Invariant Labs, 2025), where an issue had the agent copy private repositories into a
// public pull request; and a user's portfolio saved into a folder others read. The flow, not
// the words: an order to move (copy, paste, commit, save, post…) something private or the
// user's own records, into a place called public, shared or open, that the reviewed text does
// not name. A move refused ("never copy private files into a public pull request") passes.

const MOVE =
  /\b(?:copy|copies|paste|move|put|add|include|stage|commit|push|post|upload|publish|save|store|write|share|mirror|sync|forward|attach|embed|dump|export|replicate|duplicate)\b/i;
const PRIVATE =
  /\b(?:private|confidential|internal|personal|restricted|secret|non-public|dms?|direct\s+messages)\b|\b(?:their|the\s+user's|the\s+customer's|the\s+client's|the\s+owner's)\s+(?:\w+\s+){0,2}?(?:portfolio|balances?|holdings|accounts?|records|files|notes|messages|history|contacts|documents|repositor(?:y|ies)|repos|finances|statements|health|payslips?)\b/i;
const PUBLIC_PLACE =
  /\b(?:public|shared|open|world-readable|team-wide|company-wide|community|everyone's)\s+(?:\w+\s+)?(?:pull\s+requests?|prs?|repositor(?:y|ies)|repos?|folders?|directories|drives?|channels?|threads?|rooms?|spaces?|pages?|boards?|issues?|gists?|links?|buckets?|feeds?|forums?|wikis?|docs?|documents?|sheets?|spreadsheets?|workspaces?|groups?|lists?)\b/i;
const REFUSED = /\b(?:never|not|don't|do\s+not|no|nor|without)\b[^.;\n]{0,40}$/i;

/** The place private material is moved into, or null. */
export function privateToPublic(s: string, reviewed: string): string | null {
  const move = MOVE.exec(s);
  const place = PUBLIC_PLACE.exec(s);
  if (!move || !place || !PRIVATE.test(s) || REFUSED.test(s.slice(0, move.index))) return null;
  // A place the reviewed text names is the tool's own ("Posts a message to a shared channel").
  const where = place[0].toLowerCase().split(/\s+/)[0]!;
  return reviewed.includes(where) ? null : `${move[0]} … ${place[0]}`;
}
