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
  /\b(?:public|shared|open|open[- ]source|world-readable|team-wide|company-wide|community|everyone's)\s+(?:\w+\s+)?(?:forks?|pull\s+requests?|prs?|repositor(?:y|ies)|repos?|folders?|directories|drives?|channels?|threads?|rooms?|spaces?|pages?|boards?|issues?|gists?|links?|buckets?|feeds?|forums?|wikis?|docs?|documents?|sheets?|spreadsheets?|workspaces?|groups?|lists?)\b/i;
// The same three classes in the languages attackers use most (stems: one class each, no place
// noun needed, since these read only sentences written in them).
const MOVE_OTHER =
  /copia|copie|pega|pegue|mueve|guarda|sube|publica|kopier|füge|speicher|veröffentlich|colle|enregistre|publie|incolla|salva|pubblica|cole|salve|publique|复制|粘贴|上传|发布|保存|コピー|貼り付け|アップロード|公開し|保存|скопир|копир|встав|загруз|опублик|сохран/iu;
const PRIVATE_OTHER =
  /privad|privé|privat|vertraulich|confidencial|confidentiel|riservat|私有|私人|机密|非公开|プライベート|非公開|機密|приватн|конфиденц|закрыт/iu;
const PUBLIC_OTHER = /públic|public|öffentlich|pubblic|公开|公共|共享|公開|共有|публичн|открыт|общедоступн/iu;
const NEGATED_OTHER = /\b(?:no|nunca|jamais|ne|nicht|nie|niemals|non|mai|não|nunca)\b|不要|禁止|しない|ない|не\s/iu;
const REFUSED = /\b(?:never|not|don't|do\s+not|no|nor|without)\b[^.;\n]{0,40}$/i;

/** The place private material is moved into, or null. */
export function privateToPublic(s: string, reviewed: string): string | null {
  const foreign = [MOVE_OTHER, PRIVATE_OTHER, PUBLIC_OTHER].map((re) => re.exec(s));
  // Stems such as "privat" and "publica" also begin English words: English is read above.
  const english = /\b(?:the|into|from|and|with|is|are|of|to)\b/i.test(s);
  if (!english && foreign.every(Boolean) && foreign[0]!.index < foreign[2]!.index && !NEGATED_OTHER.test(s))
    return `${foreign[0]![0]} … ${foreign[2]![0]}`;
  const move = MOVE.exec(s);
  const place = PUBLIC_PLACE.exec(s);
  if (!move || !place || !PRIVATE.test(s) || REFUSED.test(s.slice(0, move.index))) return null;
  // A place the reviewed text names is the tool's own ("Posts a message to a shared channel").
  const where = place[0].toLowerCase().split(/\s+/)[0]!;
  return reviewed.includes(where) ? null : `${move[0]} … ${place[0]}`;
}
