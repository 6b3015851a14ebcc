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
  /\b(?:install\w*|download\w*|pull\w*|fetch\w*|add\w*|resolv\w*|use|using)\b[^.;\n]{0,40}?\bfrom\s+(?:the\s+|a\s+)?(?:public|community|external|upstream|official)\b/i;

/** The words that steer a private name to a public look-alike, or null. */
export function publicLookAlike(s: string, reviewed: string): string | null {
  if (!INTERNAL.test(s) || !PUBLIC.test(s)) return null;
  const m = SAME_NAME.exec(s) ?? INSTALL_FROM.exec(s);
  if (!m) return null;
  // The reviewed text's own account of where it looks ("searches the public registry") is no steer.
  return reviewed.includes(m[0].toLowerCase()) ? null : m[0];
}
