// The cue families of the rubric (rubric.ts), apart from its NLP scanner: components.ts
// splits a description by them, and commands that only store or show a description
// (rollback, history, export) load these regular expressions, not compromise.
//
// Cue families, written as a reviewer would list them; English and Chinese (the two
// languages of most MCP servers seen so far). Each is counted once per distinct match.
export const USAGE_CUES = [
  /\buse (?:this|it|when|for|to|only|in)\b/i,
  /\bwhen (?:to use|you need|the user|a user|you want)\b/i,
  /\b(?:ideal|useful|intended|designed|best|meant) (?:for|to|when)\b/i,
  /\bif (?:the user|a user|you|the query)\b/i,
  /\b(?:call|invoke|run) (?:this|it) (?:before|after|when|first|to)\b/i,
  /\b(?:before|after) (?:calling|using)\b/i,
  /\b(?:prefer|instead of|rather than|in place of)\b/i,
  /\b(?:should|must) (?:be used|be called|use|call)\b/i,
  /\b(?:typical|common) use\b/i,
  /\b(?:perfect|great|good|efficient|helpful) (?:for|when)\b|\bwhen you (?:need|want)\b/i,
  /\b(?:always|first|then|never)\b[^.\n]{0,40}\b(?:call|use|write|read|run|check)\b/i,
  /用于|适用|当.{0,12}时|如果|使用场景|适合|请使用|应该使用|在.{0,10}之前|之后调用/,
];
export const NOT_USE_CUES = [
  /\b(?:do not|don't|never|avoid) (?:use|call)\b/i,
  /\bnot (?:for|suitable|intended|meant)\b/i,
  // "For X, use Y instead": the other tool's name is when not to use this one.
  /\buse [\w./-]+ instead\b/i,
  /不要|不适用|避免|禁止/,
];
/** Failure modes and hard limits: what a tool cannot do (parseComponents reads these as "when not to use"). */
export const HARD_LIMIT_CUES = [
  /\b(?:cannot|can't|can not|unable|not supported|unsupported|does not|doesn't)\b/i,
  /\b(?:limit(?:ed|s)?|maximum|max\.?|minimum|min\.?|at most|at least|up to|no more than)\b/i,
  /\b(?:fails?|failed|error|errors|exception|invalid|timeout|rate[- ]limit)\b/i,
  /\b(?:won't|will not|may not|silently|without warning|if (?:the|a|it) \w+ (?:already )?(?:exists|is missing|is not))\b/i,
  /\b(?:permission|authenticat\w*|api key|token|credential)\b/i,
  /\b(?:irreversibl\w*|permanent\w*|cannot be undone|overwrites?|deletes?)\b/i,
];
export const LIMIT_CUES = [
  /\bonly\b/i,
  /\b(?:must|required?|requires)\b/i,
  ...HARD_LIMIT_CUES,
  /\b(?:note|warning|caution|important|beware)\b/i,
  /\b(?:default(?:s| is| to)?|optional)\b/i,
  // From the first digit of a number only: tried at each digit, a long run of them is quadratic.
  /(?<!\d)\d+\s*(?:results?|items?|lines?|characters?|chars?|bytes?|kb|mb|seconds?|ms|requests?|pages?|%)/i,
  /注意|必须|不能|无法|仅|只能|最多|最少|限制|需要|默认|错误|失败|不支持|权限/,
];
export const EXAMPLE_CUES = [
  /\be\.g\.|\bi\.e\./i,
  /\bfor example\b|\bfor instance\b/i,
  /\bexamples?\b/i,
  /\bsuch as\b/i,
  /\blike ['"`]/i,
  /["'`][^"'`\n]{2,40}["'`]/,
  /示例|例如|比如|例：|举例/,
];
// Leading space on a line is read within the line ([^\S\n\r\u2028\u2029], what `\s` is but a line
// break): `^\s*` tried at each of a run of blank lines rescans the rest of the run, and two
// such loops in a row (before and after a bullet) made a long one cubic. Every match found
// from a blank line before is found from the line itself. Likewise a loop of spaces is
// never followed by an optional part and a second loop of them (`\s*(?:x)?\s*`): the same
// language as `\s*(?:x\s*)?`, which does not try each split of a long run of spaces.
export const PARAM_SECTION =
  /^[^\S\n\r\u2028\u2029]*(?:#+\s*)?(?:args|arguments|parameters|params|inputs?|options)\s*(?::\s*)?$|\b(?:args|arguments|parameters|params)\s*:|参数|:param\b|@param\b/im;
export const PARAM_LINE =
  /^[^\S\n\r\u2028\u2029]*(?:[-*•][^\S\n\r\u2028\u2029]*)?[`'"]?([A-Za-z_][A-Za-z0-9_.]*)[`'"]?\s*(?:\([^)]{1,40}\)\s*)?[:：–-]\s+\S/gm;
export const RETURNS = /\b(?:returns?|outputs?|responds? with|yields?|gives back|results? in)\b|返回|输出/i;
