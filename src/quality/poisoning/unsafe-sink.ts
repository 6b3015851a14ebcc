// Code steered to an unsafe sink (Schuster et al., "You Autocomplete Me"; TrojanPuzzle;
// CWE-79, CWE-78, CWE-89, CWE-295): a description that recommends raw HTML insertion, eval,
// a shell string, SQL built by concatenation, or certificate checks turned off, or that talks
// the model out of escaping. The sinks are code, so they read the same in any language; what
// makes a mention honest is a caution beside it ("escape it before inserting", "never pass
// user input to eval", "flags uses of innerHTML"), which is read in a few languages.

const SINKS = [
  'dangerouslySetInnerHTML',
  String.raw`\.(?:inner|outer)HTML\s*\+?=|\b(?:use|with|via|using|through|into|to|set(?:ting)?)\s+(?:the\s+|its\s+)?(?:element'?s?\s+)?[\`'"]?[\w$.]*?(?:inner|outer)HTML\b`,
  'insertAdjacentHTML',
  String.raw`document\.write(?:ln)?\b`,
  String.raw`v-html\b`,
  String.raw`\beval\s*\(`,
  String.raw`\bnew\s+Function\s*\(`,
  String.raw`\bshell\s*[=:]\s*true\b`,
  String.raw`\bos\.system\s*\(`,
  String.raw`\bexecute\s*\(\s*f["']|\bf-?strings?\b[^;\n]{0,40}?\b(?:execute|sql|quer(?:y|ies)|statements?)\b`,
  String.raw`\bpickle\.loads?\b`,
  String.raw`\byaml\.load\s*\((?![^)]*SafeLoader)`,
  String.raw`\bverify\s*[=:]\s*false\b`,
  String.raw`\brejectUnauthorized\s*[=:]\s*false\b`,
  'NODE_TLS_REJECT_UNAUTHORIZED',
  'InsecureSkipVerify',
  String.raw`(?:^|\s)--insecure\b`,
  String.raw`\bcurl\s+(?:-\w+\s+)*-k\b`,
];
const SINK = new RegExp(SINKS.join('|'), 'i');
// The same acts in words: checks of certificates turned off, SQL or commands built from text.
const IN_WORDS =
  /\b(?:disabl\w*|turn\w*\s+off|skip\w*|ignor\w*|bypass\w*|switch\w*\s+off)\s+(?:the\s+|all\s+)?(?:ssl|tls|https|certificate|cert|hostname)\s+(?:verification|validation|checks?|errors?|warnings?)\b|\b(?:build|construct|assemble|compose|make)\s+(?:the\s+|each\s+|every\s+)?(?:sql|query|queries|statement|shell\s+command|command\s+line)\w*\s+(?:\w+\s+){0,3}?(?:by\s+)?(?:concatenat\w*|string\s+(?:concatenation|formatting|interpolation)|joining\s+strings|f-strings?|template\s+(?:strings?|literals?))|\b(?:concatenat\w*|interpolat\w*|splic\w*|past\w*)\s+(?:the\s+)?(?:user'?s?\s+)?(?:input|values?|text|terms?)\s+(?:directly\s+)?(?:into|in)\s+(?:the\s+)?(?:sql|query|statement|command)\b/i;
// Talked out of escaping: "escaping it turns markup into symbols", "no need to sanitize".
const NO_ESCAPE =
  /\b(?:no\s+need\s+to|don'?t|do\s+not|never|without|skip(?:ping)?|avoid(?:ing)?|instead\s+of)\s+(?:\w+\s+)?(?:escap|sanitiz|sanitis|encod|validat|parameteri[sz]|prepar)\w*|\b(?:escap|sanitiz|sanitis)\w*\s+(?:\w+\s+){0,3}?(?:turns?|breaks?|ruins?|mangles?|strips?|loses?|destroys?)\b|\b(?:parameters?|placeholders?|prepared\s+statements?)\s+(?:are|is)\s+(?:not\s+needed|unnecessary|overkill)\b/i;
// A caution beside the sink: the sentence warns, forbids, or names what makes it safe.
const CAUTION =
  /\b(?:never|avoid\w*|do\s+not|don'?t|must\s+not|not\s+(?:use|pass|call)|instead\s+of|unsafe|insecure|vulnerab\w*|xss|injections?|risk\w*|warn\w*|flag\w*|detect\w*|lint\w*|escap\w*|saniti[sz]\w*|trusted|untrusted)\b|\bnie(?:mals)?\b|\bjamais\b|\bnunca\b|évite\w*|vermeid\w*|evit\w*|不要|避免|禁止|危険|опасн\w*|никогда|(?<!\p{L})älä(?!\p{L})/iu;

/** The sink or the words that steer code to it, or null when a caution goes with it. */
export function unsafeSink(s: string): string | null {
  const talkedOut = NO_ESCAPE.exec(s);
  const sink = SINK.exec(s) ?? IN_WORDS.exec(s);
  if (sink && talkedOut) return sink[0].trim();
  if (!sink) return null;
  return CAUTION.test(s.replace(sink[0], ' ')) ? null : sink[0].trim();
}
