// A way out of the tool's confinement offered as guidance (Cymulate's "EscapeRoute" on the
// reference filesystem server; CWE-22 path traversal, CWE-59 link following): a link that
// reaches outside the allowed folders, a name that merely begins like an allowed one counted
// as inside it, or "../" used to climb out. Read as a means of escape with an outcome of
// reaching elsewhere, in the same sentence, not denied: "symlinks are resolved and must stay
// inside the allowed directories" states the boundary, and passes.

// Links and climbing: the means that lead out of a folder.
// A stem's ending before the next word is bounded: `link\w*\s+` tried at each "link" of one
// long word rescans the rest of it, quadratic in its length.
const LINK =
  /\b(?:sym(?:bolic)?[- ]?links?|soft[- ]?links?|hard[- ]?links?|junctions?|mount\s+points?|bind\s+mounts?|parent\s+director(?:y|ies))\b|\.\.[/\\]|%2e%2e|symlink\w*|symbolische\w{0,40}\s+verkn\w*|lien\w{0,40}\s+symbolique\w*|enlace\w{0,40}\s+simb[oó]lico\w*|link\w{0,40}\s+simb[oó]lic\w*|symbolinen\s+linkki|符号链接|软链接|シンボリックリンク|символическ\w{1,40}\s+ссылк\w*/iu;
// A name that only begins like an allowed one: prefixes, "starts with", look-alike siblings.
const PREFIX =
  /\b(?:prefix(?:es)?|starts?\s+with|begins?\s+with|share[sd]?\s+(?:its|the|a|their)\s+(?:prefix|beginning|start|name)|similarly\s+named|same\s+beginning)\b|präfix\w*|préfixe\w*|prefijo\w*|prefisso\w*|etuliit\w*|前缀|接頭辞|префикс\w*/iu;
const BOUNDARY =
  /\b(?:allow\w*|permit\w*|access\w*|sandbox\w*|whitelist\w*|allow-?list\w*|in\s+scope|open)\b|erlaub\w*|autoris\w*|permitid\w*|consentit\w*|sallit\w*|允许|許可|разреш\w*/iu;
// Reaching elsewhere: outside, beside, wherever, too.
const ELSEWHERE =
  /\b(?:outside|beyond|elsewhere|wherever|beside|next\s+to|neighbou?ring|sibling|out\s+of\s+(?:the\s+)?(?:allowed|permitted|sandbox\w*|workspace|root)|(?:are|is)\s+(?:open|accessible|reachable|allowed|accepted|permitted|in\s+scope)\s+(?:too|as\s+well)|(?:too|also)\s+(?:open|accessible|reachable|allowed|accepted|permitted))\b|au(?:ß|ss)erhalb|en\s+dehors|hors\s+d|fuera\s+de|fora\s+d[aoe]|al\s+di\s+fuori|buiten|utanför|uden\s+for|utenfor|ulkopuol\w*|\bpoza\b|(?<!\p{L})вне(?!\p{L})|за\s+пределам\w*|之外|以外|外部|外の/iu;
// The boundary kept: denied, resolved inside, refused.
const KEPT =
  /\b(?:not|never|no|cannot|can'?t|won'?t|must\s+(?:stay|remain|point|resolve|be)|resolved?\s+(?:first|before|and\s+checked)|are\s+resolved|is\s+resolved|rejected|refused|denied|blocked|disallowed|forbidden|checked\s+against)\b|\bnicht\b|\bne\b|\bnunca\b|\bnon\b|\bei\b|(?<!\p{L})не(?!\p{L})|不|禁止|ない/iu;

/** The means and the outcome of an escape from the allowed folders, or null. */
export function confinementEscape(s: string): string | null {
  const link = LINK.exec(s);
  // A prefix is an escape only where the sentence is about what is allowed.
  const means = link ?? (BOUNDARY.test(s) ? PREFIX.exec(s) : null);
  if (!means) return null;
  const out = ELSEWHERE.exec(s);
  if (!out || KEPT.test(s)) return null;
  return `${means[0]} … ${out[0]}`;
}
