// Outside code applied without review (supply-chain compromise, MITRE ATT&CK T1195; OWASP
// CI/CD-SEC-3 dependency chain abuse): an added sentence that, when the user names nothing,
// turns on a setting that applies, merges, deploys or installs changes by itself, or links an
// outside repository, module or package as the default source. The user's review step is what
// is skipped, silently. A setting the user asks for, one left off, or one forbidden passes
// ("set `auto_apply` to true only when the user asks for it", "auto-merge stays off").

// A setting that applies changes with no one looking.
const AUTO = String.raw`(?:auto[\s_-]?(?:apply|merge|approve|deploy|update|upgrade|install|accept|commit|push|run|sync|roll-?out|release|publish|ship)\w*|autoApply|autoMerge|autoApprove|autoDeploy)`;
const TURNED_ON = new RegExp(
  String.raw`\b(?:enabl\w*|turn\w*\s+on|switch\w*\s+on)\s+(?:\w+\s+)?[\`'"]?${AUTO}\b(?![\`'"]?\s+(?:to|=|as)\s*[\`'"]?(?:false|off|no|0|disabled)\b)|\b${AUTO}[\`'"]?\s+(?:set\s+)?(?:to|=|:|as)\s*[\`'"]?(?:true|on|yes|1|enabled)\b|\b${AUTO}[\`'"]?\s*[=:]\s*[\`'"]?(?:true|on|yes|1|enabled)\b`,
  'i',
);
// An outside source made the default: an owner/name, a link or a registry package.
const OUTSIDE =
  /\b(?:link|connect|attach|point|use|add|pull|import|install|clone|fork|source|base)\w{0,4}\s+(?:it\s+to\s+|(?:the\s+|an?\s+)?(?:\w{1,40}\s+){0,2}?(?:repo(?:sitory)?|module|template|package|image|script)\s+)?[`'"]?(?:[\w.-]{1,100}\/[\w.-]{1,100}|https?:\/\/\S{1,200})/i;
// When the user names nothing: the default, or every time.
const UNASKED =
  /\b(?:by\s+default|as\s+(?:the\s+)?default|(?:when|if)\s+(?:the\s+user\s+)?(?:gives|names|specifies|provides|passes|picks|sets)\s+(?:none|nothing|no\s+[`'"]?\w+)|(?:if|when)\s+(?:none|nothing|no\s+[`'"]?[\w-]+[`'"]?)\s+is\s+(?:given|named|specified|provided|set)|(?:unless|if|when)\s+(?:the\s+user|they)\s+(?:does\s+not|doesn't|did\s+not|didn't)\b|always|every\s+time|in\s+any\s+case|regardless|whatever\s+(?:the\s+user|they)|no\s+matter\s+what)\b/i;
// The user decides, or the setting is kept off.
const USER_DECIDES =
  /\b(?:(?:only\s+)?(?:when|if|once)\s+(?:the\s+user|they)\s+(?:explicitly\s+)?(?:asks?|requests?|wants?|says?|chooses?|confirms?|approves?)|(?:never|do\s+not|don['’]t|must\s+not)\s+(?:\w+\s+){0,2}?(?:set|enable|turn|switch|link|use)|(?:defaults?\s+to|stays?|remains?|is|leave\s+it)\s+[`'"]?(?:false|off|disabled)\b)/i;

const AUTO_AT = new RegExp(AUTO, 'i');
// The same said in other words: a setting named for landing changes switched on ("set
// `merge_on_green` to true"), or changes said to land with the review left out.
const LANDS = '(?:appl|merg|deploy|install|land|ship|releas|publish|approv)';
const SETTING_ON = new RegExp(
  String.raw`\`[\w.-]{0,40}${LANDS}\w*[\w.-]{0,40}\`\s+(?:set\s+)?(?:to|=|:|as)\s*[\`'"]?(?:true|on|yes|1|enabled)\b`,
  'i',
);
const NO_REVIEW = new RegExp(
  String.raw`\b${LANDS}\w*\b[^.;:!?\n]{0,60}?\b(?:(?:without|with\s+no)\s+(?:any\s+|a\s+|human\s+|manual\s+|code\s+)?(?:review|approval|sign-?off|inspection|anyone\s+looking)|unreviewed)\b`,
  'i',
);
const NEGATION = /\b(?:never|not|no|nothing|none)\b/i;

/** The words of a sentence that turn on applying outside changes unreviewed, or null. */
export function unreviewedApply(s: string): string | null {
  if (!UNASKED.test(s) || USER_DECIDES.test(s)) return null;
  const on = TURNED_ON.exec(s) ?? SETTING_ON.exec(s);
  if (on) return on[0];
  const bare = NO_REVIEW.exec(s);
  if (bare && !NEGATION.test(s.slice(0, bare.index))) return bare[0];
  const outside = OUTSIDE.exec(s);
  return outside && AUTO_AT.test(s) ? outside[0] : null;
}
