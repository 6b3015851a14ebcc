// "Do not use when you need to delete the entire project (use `delete_project` instead)."
// The "when not to use it" a good description states (and Whetstone's own optimizer
// writes): a kind of request this tool is not for, each with the sibling that does it. The
// tool-redirect family (./meaning.ts) reads "instead" beside a new tool id as a redirect,
// and ./sibling.ts takes only "for X, use Y" and "do not use this tool for X; use Y"; this
// takes the conditional and parenthesised form, "do not use (this tool) when/if/for X (use Y
// instead)", possibly several "… or Z (use W instead)". It passes only when all hold:
//  - every tool it names is a sibling (an attacker's tool lives on another server);
//  - each scope is a kind of request: not everything ("any request", "anything"), not a
//    reason or a state of this tool ("when it is down", "for security", "from now on"),
//    and holds a content word (not "when you need results");
//  - nothing makes it a standing rule (always, must, every time) or says this tool is
//    retired (deprecated, replaced, moved: any redirect word but "instead").
//  - a sibling that destroys or revokes gets only requests that ask for that
//    (./destructive-sibling.ts).
// The rest of the window is still read (./sibling.ts): "This tool is deprecated." beside it
// keeps the hold.
import { destructiveMismatch } from './destructive-sibling.ts';

const OPENER =
  /^\W{0,3}(?:(?:do\s+not|don'?t|never)\s+use(?:\s+(?:it|this(?:\s+(?:tool|function|endpoint|one|command))?))?|(?:it\s+is\s+|this\s+(?:tool\s+)?is\s+)?not\s+(?:meant\s+|intended\s+|made\s+)?)\s+(?=(?:when|if|for|to)\b)/i;
// One scope and its sibling: "when you only need table names (use `get_database_tables` instead)".
const PART =
  /^(?:,?\s*(?:or|and)\s+)?(?:(?:when|if|for|to)\s+)?([^()`;:.!?\n]{2,100}?)\s*\(\s*(?:use|call|try|see)\s+(?:the\s+)?[\x60'"]?([A-Za-z][\w.-]{0,62}\w)[\x60'"]?(?:\s+(?:tool|function|endpoint))?(?:\s+instead)?\s*\)/i;
// Scopes that are every request, a time, a reason, or this tool's own state.
const UNBOUNDED =
  /\b(?:anything|everything|whatever|whenever|always|ever|every\s*time|any\s*time|now|anymore|any\s+longer|no\s+longer|currently|today|henceforth|going\s+forward|from\s+now|until|since|yet|(?:all|any|every|each|most|other)\s+(?:requests?|tasks?|queries|query|calls?|purposes?|operations?|jobs?|cases?|situations?|questions?|needs?|uses?|usage|things?|ones?|work|actions?|users?|times?|reasons?)|it|its|this|these|reasons?|safe\w*|secur\w*|complian\w*|polic\w*|reliab\w*|accura\w*|correct\w*|consisten\w*|performance|speed|latency|broken|down|unavailable|outdated|deprecated|errors?|fail\w*|maintenance|possible)\b/i;
// A standing rule or a retirement anywhere in the sentence.
const FORCE_OR_RETIRED =
  /\b(?:always|must|required|mandatory|every\s+time|from\s+now\s+on|deprecated|obsolete|legacy|retired|replaced|superseded|renamed|moved|migrat\w*|switch\w*|discontinued|sunset\w*|phased?|successor|replacement|preferred|recommended|official|route\w*|redirect\w*|forward\w*)\b/i;
// Words that say nothing of what the request is about.
const EMPTY =
  /^(?:you|your|we|the|a|an|to|of|in|on|with|only|just|need|needs|want|wants|wanted|have|has|is|are|be|do|does|user|users|asks?|asked|requests?|queries|query|results?|outputs?|answers?|responses?|data|information|info|help|something|stuff|things?|them|that|some|more|one|get|got)$/i;

function boundedScope(scope: string): boolean {
  if (UNBOUNDED.test(scope)) return false;
  const words = scope.match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
  return words.length > 0 && words.length <= 14 && words.some((w) => !EMPTY.test(w));
}

/**
 * True when `sentence` is only "do not use (this tool) when/for X (use Y instead)", one or
 * more such parts, each Y a sibling and each X a bounded kind of request; `ids` are the tool
 * ids the sentence names that the reviewed text does not, each of which must be a sibling.
 * `siblings` are the server's other tools, lower case.
 */
export function scopedNotUse(sentence: string, ids: string[], siblings: ReadonlySet<string> | undefined): boolean {
  if (!siblings?.size || sentence.length > 400 || FORCE_OR_RETIRED.test(sentence)) return false;
  const opener = OPENER.exec(sentence.trim());
  if (!opener) return false;
  let rest = sentence.trim().slice(opener[0].length);
  let parts = 0;
  for (let m = PART.exec(rest); m; m = PART.exec(rest)) {
    if (!boundedScope(m[1]!) || !siblings.has(m[2]!.toLowerCase()) || destructiveMismatch(m[1]!, m[2]!)) return false;
    parts++;
    rest = rest.slice(m[0].length);
  }
  if (!parts || !/^\s*[.!]?\s*$/.test(rest)) return false;
  return ids.every((id) => siblings.has(id.toLowerCase()));
}
