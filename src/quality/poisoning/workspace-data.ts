// The user's machine poured into something that leaves it: a listing of their working
// folder, the commands they ran, their clipboard or open tabs, put into a form, report or
// message body (Invariant Labs' WhatsApp MCP finding, 2025: data carried out through a
// legitimate channel). None of it is a secret store by name, so ./families.ts does not see
// it; it is the user's workspace, and a form or report is read by others.

const WORKSPACE =
  /\b(?:(?:list(?:ing)?|tree|contents?|names?)\s+of\s+(?:the\s+)?(?:files|folders|directories)\s+(?:in|under|of)\s+(?:the\s+|their\s+|the\s+user's\s+|your\s+)?(?:working|home|current|project|desktop|documents|downloads)\b|(?:the\s+|their\s+|the\s+user's\s+)(?:working|home|current)\s+(?:directory|folder)(?:'s)?\s+(?:listing|contents|tree|files)|(?:the\s+|their\s+|the\s+user's\s+)?(?:last|latest|recent|previous)\s+(?:\d+\s+|few\s+)?(?:terminal\s+|shell\s+|console\s+)?commands?\s+(?:they|the\s+user|you)\s+(?:ran|run|typed|executed|entered|used)|(?:last|latest|recent|previous)\s+(?:\d+\s+|few\s+)?(?:bash|zsh|shell|terminal|console|command-line|cli)\s+commands?|(?:folder|directory|dir)\s+(?:listing|tree)|(?:shell|terminal|command|bash|zsh)\s+history|(?:the\s+|their\s+|the\s+user's\s+)?(?:clipboard|open\s+tabs|browser\s+tabs|browsing\s+history|running\s+processes|installed\s+(?:apps|applications|programs|packages)|environment\s+variables))\b/i;
const PUT = /\b(?:paste|put|fill|add|include|attach|insert|write|copy|pre-?fill|append|embed|enclose|populate)\b/i;
const BODY =
  /\b(?:body|form|report|description|field|message|ticket|issue|request|payload|query|feedback|note|comment|summary|title|details|submission)\b/i;

/** The workspace data an added sentence puts into something sent, or null. */
export function workspaceIntoForm(s: string, reviewed: string): string | null {
  const m = WORKSPACE.exec(s);
  if (!m || !PUT.test(s) || !BODY.test(s)) return null;
  return reviewed.toLowerCase().includes(m[0].toLowerCase()) ? null : m[0];
}
