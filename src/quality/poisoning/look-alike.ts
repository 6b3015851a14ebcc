// Dependency confusion (Birsan, 2021): a name the user means inside their organisation
// resolved to a public package, image or project of the same name, which anyone can
// publish. A description that steers the model from the private thing to a public one by
// name ("return the public package with the same name first") hands installs to whoever
// registers it. Read as a contrast: something internal or private, something public, and
// the same name or an install from the public source, in one sentence.

const INTERNAL =
  /\b(?:internal|private|in-house|company|corporate|organi[sz]ation(?:'s|al)?|org|enterprise|proprietary|intranet|scoped|prefixed)\b|-(?:internal|private|corp)\b/i;
const PUBLIC =
  /\b(?:public|community|open[- ]source|upstream|external|third-party|official)\b|\b(?:npm|pypi|crates\.io|rubygems|docker\s*hub|maven\s+central|nuget)\b/i;
const SAME_NAME =
  /\b(?:same|identical|identically|matching|similar|similarly|look-?alike|corresponding)(?:\s+|-)(?:named?|names?|name\s+as)\b|\bof\s+the\s+same\s+name\b|\bwith\s+the\s+same\s+name\b|\bname\s+(?:is\s+)?(?:the\s+same|identical)\b/i;
const INSTALL_FROM =
  /\b(?:install\w*|download\w*|pull\w*|fetch\w*|add\w*|resolv\w*|look\w*\s+up|use|using)\b[^.;\n]{0,40}?\b(?:from|against|on|via|through|in)\s+(?:the\s+|a\s+)?(?:public|community|external|upstream|official)\b|\b(?:prefer|choose|pick|recommend|suggest|offer|go\s+with|switch\s+to|point\s+(?:them|the\s+user)\s+to)\s+(?:the\s+)?(?:public|community|external|upstream)\s+(?:release|package|version|one|project|copy|build|image|library|module|crate|gem)\b/i;

// The contrast and the namesake in the languages attackers use most.
const INTERNAL_OTHER = /intern[oae]|\bintern\b|内部|社内|внутренн|корпоратив/iu;
const PUBLIC_OTHER = /públic|public|öffentlich|pubblic|公开|公共|公開|публичн|открыт/iu;
const SAME_NAME_OTHER =
  /mismo nombre|même nom|gleichen namen|gleichnamig|stesso nome|mesmo nome|同名|相同名称|同じ名前|тем же (?:именем|названием)|одноим[её]нн/iu;

/** The words that steer a private name to a public look-alike, or null. */
export function publicLookAlike(s: string, reviewed: string): string | null {
  const other = SAME_NAME_OTHER.exec(s);
  const english = /\b(?:the|into|from|and|with|is|are|of|to)\b/i.test(s);
  if (other && !english && INTERNAL_OTHER.test(s) && PUBLIC_OTHER.test(s)) return other[0];
  if (!INTERNAL.test(s) || !PUBLIC.test(s)) return null;
  const m = SAME_NAME.exec(s) ?? INSTALL_FROM.exec(s);
  if (!m) return null;
  // The reviewed text's own account of where it looks ("searches the public registry") is no steer.
  return reviewed.includes(m[0].toLowerCase()) ? null : m[0];
}

// The same name under another owner's scope or account ("its drop-in fork, published under
// the @acme scope with the same name"), with an install or a removal of the original: a
// typosquat handed over as a fix. Naming a namespace alone is documentation; only a switch to
// the namesake moves the user's installs.
const OTHER_OWNER = /\b(?:scope|namespace|fork|organi[sz]ation|account|publisher|mirror|registry)\b|@[\w-]+\/[\w.-]+/i;
// Not a passive ("a scoped name is installed from its scope's registry"): that says how names resolve.
const SWITCH =
  /(?<!\b(?:is|are|be|been|being|was|were|get|gets)\s+)\b(?:install\w*|switch\w*|replac\w*|remov\w*|uninstall\w*|migrat\w*|swap\w*)\b/i;

/** A package swapped for a same-named one under another owner, or null. */
export function namesakeSwap(s: string, reviewed: string): string | null {
  const m = SAME_NAME.exec(s);
  if (!m || !OTHER_OWNER.test(s) || !SWITCH.test(s)) return null;
  return reviewed.includes(m[0].toLowerCase()) ? null : m[0];
}
