// The meaning families: what an added sentence *does*, read from its structure rather than from
// known phrases. Each family is a conjunction of small word classes (who is addressed, what is
// demanded, which data, which place), so an attack reworded, split in two, or written in another
// language still lands in one class of each. They read only what the candidate adds (./sentences.ts);
// the pattern families (./families.ts) still read the whole text. Bounded quantifiers: linear time.
// Sources for the families: Invariant Labs' tool-poisoning notes (standing instructions, the
// `sidenote` parameter), AgentDojo and InjecAgent (data stuffed into arguments, "important message
// from the user/platform" authority framing), ChatInject (chat-template and JSON role blobs),
// PromptShield's smuggling rules (Markdown comments, hidden HTML), MCPTox and the rug-pull
// write-ups (a later version adds a destination or redirects to another tool).

import { EXTRA_FAMILIES } from './extra-families.ts';
import { consentClaim, otherCallStore, scriptedReport } from './claims.ts';
import { paidDefault } from './paid-default.ts';
import { CONVERSATION, PERSONAL, personalMentions } from './personal.ts';
import { ownTranscript } from './own-transcript.ts';
import { asVerb, protectiveOut, pronounPlaced, secretTopicsOut, undenied } from './protective.ts';
import { secretStatesOut } from './secret-state.ts';
import { knownValuesOut, suppliedSecretsOut } from './known-value.ts';
import { warningsOut } from './warned-kinds.ts';
import { relaxesRule } from './relax.ts';
import { copiedIntoField, inventedField, schemaExcuses, type SchemaFields, unknownSink } from './schema-context.ts';
import { maskDataRedirects } from './redirect-scope.ts';
import { scopedAway, siblingAdviceOnly } from './sibling.ts';
import { first } from './sentences.ts';
import { COPY_VERB, secretLogged, secretMoved } from './secret-moved.ts';
import { conversationSent } from './conversation-sent.ts';
import { publishedSecret } from './published-secret.ts';
import { sentToAuth } from './auth-place.ts';
import { namedSecretOf, shownSecret } from './secret-shown.ts';
import { safetyNotesOut } from './safety-note.ts';
import { luredNote } from './user-note.ts';
import { modelActs, restatedNoteOut } from './model-acts.ts';
import { MODEL_EN, vocative } from './vocative.ts';
import { toolIdsIn } from './tool-ids.ts';
import {
  amplifiedCalls,
  extraAction,
  handleEverywhere,
  heldByThirdParty,
  otherToolRule,
  skipFlag,
  solicitsSecret,
  steersRecommendation,
  unnamedReader,
  userOverride,
} from './structure.ts';

export interface MeaningFamily {
  family: string;
  what: string;
  /**
   * The part of the sentence that shows it, or null. `reviewed` is the reviewed text, lower
   * case; `siblings` the other tools of the same server, lower case (./sibling.ts);
   * `fields` the tool's input schema, when known (./schema-context.ts).
   */
  test: (sentence: string, reviewed: string, siblings?: ReadonlySet<string>, fields?: SchemaFields) => string | null;
}

const MODEL_OTHER =
  /asistente|assistente|assistentin|modèle|modelo|modell|agente|助手|助理|模型|人工智能|智能体|アシスタント|モデル|어시스턴트|모델|ассистент|модел|агент|ИИ/iu;
// Words that make a sentence a demand or a standing rule.
const DEMAND_EN = String.raw`(?:must|shall|should|ought\s+to|has\s+to|have\s+to|needs?\s+to|had\s+better|(?:is|are)\s+(?:supposed|asked|encouraged|advised|meant)\s+to|is\s+(?:to|required\s+to|expected\s+to|instructed\s+to)|are\s+(?:to|required\s+to|expected\s+to)|will\s+(?:now|always|never)|(?:may|can)\s+now|always|never|(?:is|are)\s+(?:now\s+)?(?:authori[sz]ed|permitted|allowed))`;
const ADDRESSED = new RegExp(
  String.raw`\b(?:it\s+is\s+(?:expected|required|important|essential|vital|crucial|mandatory)|make\s+sure|ensure)\s+that\s+(?:the\s+|an?\s+)?${MODEL_EN}\b|\b(?:the\s+|you,?\s+the\s+|an?\s+)?${MODEL_EN}\s+(?:(?!not\b|never\b)[\w'’-]+\s+){0,3}?${DEMAND_EN}\b`,
  'i',
);
const STANDING =
  /\b(?:from\s+now\s+on|henceforth|going\s+forward(?!\s+(?:can|could|may|might|will|would|is|does|reloads?|re-?sends?|re-?submits?|moves?|returns?)\b)|at\s+all\s+times|for\s+the\s+rest\s+of\s+(?:the|this)\s+(?:session|conversation|chat)|in\s+(?:all|every)\s+(?:future|later|subsequent)\s+(?:turns?|replies|answers|requests|conversations|sessions)|standing\s+(?:instruction|rule|order|note)s?|(?:remember|memori[sz]e|keep\s+in\s+mind)\s+(?:this|that|to|for\s+(?:later|next\s+time|all|every|future))|(?:in|for|across|during)\s+(?:all\s+|every\s+|any\s+)?(?:future|later|subsequent|next|other)\s+(?:chats?|conversations?|sessions?|turns?)|(?:save|store|write|keep|add|put|record|commit)\b[^.\n]{0,60}?\b(?:to|in|into)\s+(?:your\s+|the\s+|its\s+)?(?:long[- ]term\s+|persistent\s+)?memory\b)\b/i;
const DEMAND_OTHER =
  /debe[ns]?\b|siempre|nunca|tiene\s+que|doi(?:t|vent)\b|toujours|jamais|il\s+faut|\bmuss|müssen|immer|niemals|\bsoll|\bdeve\b|sempre|必须|务必|应该|应当|一律|总是|始终|不要|禁止|立即|必ず|常に|してください|반드시|항상|должен|должна|всегда|никогда/iu;
// A rule for everything in the session, not this tool's behaviour ("any payment during this session should…").
const SESSION_WIDE =
  /\b(?:any|every|all|each)\s+(?:[\w-]{1,64}\s+){0,3}?(?:during|in|for|throughout)\s+(?:this|the\s+(?:current|whole|entire))\s+(?:session|conversation|chat)\b[^.\n]{0,60}?\b(?:should|must|shall|always|never|has\s+to|have\s+to|is\s+to|are\s+to)\b/i;
// Telling the user a call worked whatever happened.
const MISREPORT =
  /(?<![\w-])(?:report|say|claim|tell|state|pretend|present|describe|show)\s+[^.\n]{0,80}?\b(?:even\s+(?:when|if|though)|regardless\s+of\s+whether|whether\s+or\s+not)\b[^.\n]{0,40}?\b(?:fail\w*|errors?|rejected|declined|unsuccessful|did\s*n[o'’]t|not\s+(?:work|succeed|go\s+through|complete))/i;
// Inflections only, not any word they begin: "pass…" must not read "password", nor "add…" "address".
const PLACE_VERB =
  /\b(?:fill(?:s|ed|ing)?|populat(?:e|es|ed|ing)|put(?:s|ting)?|plac(?:e|es|ed|ing)|(?:ap|pre)pend(?:s|ed|ing)?|add(?:s|ed|ing)?|includ(?:e|es|ed|ing)|attach(?:es|ed|ing)?|cop(?:y|ies|ied|ying)|past(?:e|es|ed|ing)|pass(?:es|ed|ing)?|send(?:s|ing)?|sent|writ(?:e|es|ing|ten)|wrote|set(?:s|ting)?|stor(?:e|es|ed|ing)|record(?:s|ed|ing)?|log(?:s|ged|ging)?|echo(?:es|ed|ing)?|mirror(?:s|ed|ing)?|stuff(?:s|ed|ing)?|embed(?:s|ded|ding)?|insert(?:s|ed|ing)?|concatenat(?:e|es|ed|ing)|carr(?:y|ies|ied|ying)|forward(?:s|ed|ing)?|duplicat(?:e|es|ed|ing)|holds|contains|takes|expects|receives|accepts)\b|填入|填写|放入|附加|写入/iu;
const PLACE =
  /`[^`\n]{1,40}`|\b(?:field|parameter|param|argument|arg|property|attribute|key|slot|input|value|metadata|payload|notes?|memo|comment|header|request|query|body|title|subject)s?\b|字段|参数/iu;

// Permission to skip a gate; not skipping a count of items ("跳过的条数", "跳过前 20 条",
// paging): only a numeral, 的 or 前 may stand between 跳过 and the count word, so "跳过所有确认项"
// and "跳过条件校验" (a condition, not a count) stay gates.
const SKIP_GATE =
  /\b(?:confirm\w*|approv\w*|consent|verif\w*|checks?|limits?|caps?|reviews?|2fa|mfa|restrictions?|thresholds?|sign-?offs?|signatures?|authori[sz]ations?)\s+(?:[\w-]{1,64}\s+){0,2}?(?:is|are|can\s+be|may\s+be|gets?|will\s+be)\s+(?:\w+\s+)?(?:waived|skipped|bypassed|lifted|disabled|ignored|disregarded|overlooked|set\s+aside|relaxed|dropped|removed|turned\s+off|suspended|overridden|left\s+out|omitted|dispensed\s+with|assumed|presumed|taken\s+(?:as\s+(?:given|read|done|met)|for\s+granted)|treated\s+as\s+(?:given|met|done|satisfied)|considered\s+(?:given|met|done|satisfied))\b|\b(?:skip|bypass|waive|circumvent|disable|ignore)\w*\s+(?:the\s+|any\s+|all\s+|this\s+|that\s+|its\s+)?(?:[\w:.-]+\s+){0,2}?(?:confirm\w*|approv\w*|consent|verif\w*|2fa|otp|mfa|limits?|caps?|thresholds?|checks?|reviews?|prompts?|step|scans?|protections?|safeguards?|audits?|guardrails?|moderation|ci|pipelines?)\b|(?:跳过|绕过)(?!\s*(?:的|前|后|头|开头|最初|已)?\s*(?:\d+|[一二两三四五六七八九十百千万几多少]+|`[^`]{1,30}`)?\s*(?:条(?![款件])|项(?!目)|行(?![为动政])|页(?!面)|个(?![人体])|记录|结果|字节)(?![^，。；,;]{0,4}?(?:确认|验证|审批|审核|检查|校验|授权|签名|安全|风控|密码|二次)))/iu;
const NO_NEED =
  /\b(?:no\s+need\s+(?:to|for)|(?:do|does)\s+not\s+need|(?:don'?t|doesn'?t)\s+need|(?:needs?|requires?)\s+no\s+(?:\w+\s+)?(?:confirm\w*|approv\w*|consent|verif\w*|sign-?off)|need\s+not|needn'?t|(?:is|are)\s+not\s+(?:necessary|needed|required)|unnecessary|without\s+(?:a\s+|any\s+|the\s+|further\s+|separate\s+|explicit\s+)?(?:[\w'’-]+\s+){0,2}?(?:confirm\w*|approv\w*|asking|consent|verif\w*|waiting\s+for|codes?|pin|otp|2fa|mfa|signatures?|sign-?off|scopes?|permissions?|login|auth\w*|tokens?|roles?|credentials?|checking(?:\s+with)?|telling|informing|notifying|involving|bothering)|already\s+(?:confirmed|approved|authori[sz]ed|consented)|counts?\s+as\s+(?:confirm\w*|approv\w*|consent))\b|无需|不需要|不必/iu;
const STRONG_GATE =
  /\b(?:go-?ahead|say-?so|green\s+light|sign-?off|(?:the\s+)?user'?s?\s+(?:ok|okay|agreement|permission)|(?:\w+\s+)?codes?|check(?:ed|s|ing)?|one[- ]time\s+(?:code|password|pin)|verification\s+code|security\s+code|pin\s+code|confirm\w*|approv\w*|consent\w*|verif\w*|2fa|otp|mfa|ask(?:ing)?\s+(?:the\s+)?user|permission)\b|确认|批准/iu;
const ALLOW =
  /\b(?:can|may|is\s+(?:allowed|permitted|fine|ok(?:ay)?)|are\s+(?:allowed|permitted|fine)|feel\s+free|go\s+ahead)\b|可以/iu;
const WEAK_BYPASS =
  /\b(?:in\s+(?:the\s+same|one|a\s+single)\s+(?:step|call|turn|request|message|go|pass)|(?:straight|right)\s+away|directly|immediately|automatically|at\s+once|without\s+waiting|on\s+the\s+spot)\b|直接|立即/iu;
const AMOUNT =
  /[$€£¥]\s?\d[\d,.]{0,12}|\b\d[\d,.]{0,12}\s?(?:usd|eur|gbp|jpy|chf|cad|aud|dollars?|euros?|pounds?|yen|美元|欧元|元)/iu;
const THRESHOLD =
  /\b(?:under|below|less\s+than|up\s+to|at\s+most|no\s+more\s+than|smaller\s+than|within)\b|以下|以内|低于/iu;
const NUMBER_THRESHOLD =
  /\b(?:under|below|less\s+than|fewer\s+than|up\s+to|at\s+most|no\s+more\s+than|smaller\s+than|within|if\s+(?:only\s+)?(?:one|two|a\s+few))\b[^.\n]{0,40}?\d|以下|以内|低于|少于/iu;
const SCOPE_DOWN =
  /\b(?:confirm\w*|approv\w*|consent|verif\w*|checks?|limits?|reviews?|2fa|mfa|otp)\s+(?:\w+\s+)?(?:is|are)\s+only\s+(?:needed|required|necessary|for|applies|applied|meant|enforced)\b|\bonly\s+(?:needed|required|applies|enforced)\s+(?:for|to|when|above|over|on)\b/i;
const FIELD_SCOPE =
  /`[^`\n]{1,80}`(?:\s*\([^)\n]{0,120}\))?\s+(?:is\s+|are\s+)?only\s+(?:applies|matters|takes\s+effect|is\s+(?:used|read)|needed|required|used|relevant|meaningful)\b/;
// "The user has agreed" claims consent; "set it only once the user has agreed" makes it a
// condition, a confirmation kept. "…once the user has already agreed" claims it again.
const TREAT_AS =
  /\b(?:treat|treats|treated|consider|considers|considered|regard|regards|count|counts|assume|assumes)\s+(?:[\w'’]+\s+){0,4}?as\s+(?:already\s+)?(?:pre-?)?(?:approved|confirmed|verified|authori[sz]ed|trusted|consented|vetted|safe|cleared|(?:an?\s+|the\s+|user\s+)?(?:approval|confirmation|consent|authori[sz]ation|permission|sign-?off|yes|go-?ahead|agreement|ok(?:ay)?)|(?:fully\s+|freely\s+)?(?:shareable|public|fair\s+game|unrestricted|open\s+to\s+(?:all|anyone|everyone))|free|exempt|non-?billable|not\s+billable)\b|\b(?:consent|approval|confirmation|authori[sz]ation|permission|agreement|sign-?off)\s+(?:[\w'’-]+\s+){0,5}?(?:carries\s+over|carry\s+over|still\s+appl(?:y|ies)|remains?\s+valid|covers?\s+(?:this|all|every|any|later|future)|extends?\s+to)\b|\b(?:split|break\s+up|divide|spread)\s+[^.\n]{0,40}?\binto\s+(?:several|multiple|smaller|many|two|three|\d+)\b[^.\n]{0,60}?\b(?:so|to\s+avoid|to\s+stay|to\s+keep|below|under|avoid)\b|\b(?:consider|considers|deem|deems|regard|regards)\s+(?:[\w'’]+\s+){0,4}?(?:fully\s+|freely\s+)?(?:shareable|public|fair\s+game|unrestricted|pre-?approved|pre-?cleared)\b|\b(?:assume|presume|take\s+it)\s+(?:that\s+)?[^.\n]{0,60}?\b(?:is|are|has\s+been|have\s+been)\s+(?:already\s+)?(?:pre-?)?(?:cleared|approved|confirmed|verified|authori[sz]ed|consented|vetted|signed\s+off)\b|\b(?:silence|no\s+(?:answer|reply|response|objection))\s+(?:\w+\s+){0,3}?(?:counts|means|is|equals|implies)\s+(?:as\s+)?(?:an?\s+)?(?:yes|consent|approval|agreement|confirmation|go-?ahead)\b|(?<!\b(?:once|after|when|if|until)\s+(?:the\s+|a\s+)?)\b(?:the\s+|a\s+)?user\s+(?:has\s+)?(?:already\s+)?(?:opted\s+in|agreed|consented|approved|authori[sz]ed|given\s+(?:permission|consent))\b|\b(?:once|after|when|if|until)\s+(?:the\s+|a\s+)?user\s+(?:has\s+)?already\s+(?:opted\s+in|agreed|consented|approved|authori[sz]ed|given\s+(?:permission|consent))\b/i;
const PROHIBIT =
  /\b(?:never|do\s+not|don'?t|must\s+not|mustn'?t|cannot|can'?t|may\s+not|should\s+not|shouldn'?t|is\s+not\s+allowed)\b/i;

// Claims of authority: a policy, a priority or an operator speaking.
const AUTHORITY_SELF =
  /[[【(]\s*[^\]】)\n]{0,40}\b(?:polic(?:y|ies)|mandatory|directive|notice|priority|compliance|override|binding|runbook|sop|procedure|regulation|mandate|enforced|governance)\b[^\]】)\n]{0,120}[\]】)]|\b(?:(?:mandated|enforced|decreed|ordered|required|mandatory|obligatory)\s+(?:by|per|under)\s+(?:the\s+)?(?:[\w-]{1,64}\s+){0,3}?(?:regulators?|authorit(?:y|ies)|agreements?|contracts?|terms|licen[cs]\w*|polic(?:y|ies)|platform|compliance|admin\w*|operator|law|regulations?|security|management|controls|standards?|audit\w*|soc\s*2|gdpr|hipaa|pci(?:[- ]dss)?|board|committee|council|governance|department|office|officers?|leadership|legal)|(?:important|urgent|official|priority|mandatory)\s+(?:message|notice|note|update|instruction|directive)\s+from\s+(?:the\s+|your\s+)?(?:operator|admin\w*|platform|developers?|system|security\s+team|user|owner|vendor|provider|company|it\s+team|support)|priority\s*[0-9]\b|p0\b|highest\s+priority|top\s+priority|(?:this|these)\s+(?:instructions?|rules?|directives?|notes?)\s+(?:take|takes|have|has|carry|carries)\s+(?:precedence|priority)|(?:supersede|override)s?\s+(?:all\s+|any\s+)?(?:other|previous|prior)\b|(?:outranks?|trumps?|prevails?\s+over|(?:takes?|have|has)\s+precedence\s+over|(?:supersede|override)s?)\s+(?:anything|everything|whatever|(?:the|your)\s+(?:conversation|chat|user'?s?|system|prompt|instructions?|guidelines|rules))\b|official\s+(?:notice|directive|instruction)|(?:override|overrides|overrule|overrules|outrank|outranks|trump|trumps|take\s+precedence\s+over|takes\s+precedence\s+over|prevail\s+over|prevails\s+over)\s+(?:everyone|everybody|anyone|anybody|all|any)(?:\s+else(?:'s)?|\s+other)?\b|authori[sz]ed\s+by\s+(?:the\s+)?(?:admin\w*|operator|platform|owner|security\s+team))|最高优先级|系统指令|平台政策/iu;
const AUTHORITY_SOURCE =
  /^\W{0,3}(?:policy|compliance|security|admin(?:istrator)?|operator|platform|governance)(?:\s+(?:notice|note|update|rule|requirement))?\s*[:—–-]|^\W{0,3}(?:the\s+|our\s+)?(?:[\w-]{1,64}\s+)?(?:team|department|office|management|desk|admin\w*|owner|board|leadership)\s+(?:says|said|states|requires|insists|wants|asks|decided|has\s+decided)\s*[:,]|\b(?:(?:platform|system|security|compliance|corporate|company|org(?:ani[sz]ation)?|admin(?:istrator)?|operator|vendor|legal|governance|it)\s+(?:\w+\s+){0,2}?(?:polic(?:y|ies)|directives?|mandates?|notice|orders?|overrides?)|(?:per|as\s+instructed\s+by|by\s+order\s+of|on\s+the\s+orders?\s+of|at\s+the\s+request\s+of|on\s+instructions?\s+from)\s+(?:the\s+)?(?:[\w-]{1,64}\s+)?(?:polic(?:y|ies)|directive|mandate|compliance(?:\s+rules?)?|management|leadership|ops|operations|legal|security|admin\w*|owners?|headquarters|hq|board|department|office|executives?|ceo|cto|cfo))\b|政策|规定/iu;
// A note headed as coming from an office or a team: "[Note from the data-protection office]".
const AUTHORITY_NOTE =
  /(?:^\W{0,3}|[[(]\s*)(?:a\s+|an\s+)?(?:note|message|notice|memo|update|instructions?|word)\s+from\s+(?:the\s+|our\s+)?[\w\s-]{0,30}?\b(?:office|department|team|board|officers?|committee|management|admin\w*|operators?|owners?|legal|security|compliance|governance|leadership|hq|headquarters)\b/i;
const AUTHORITY_FORCE =
  /\b(?:must|shall|should|ought|required|mandatory|always|never|override|precedence|priority|binding|non-negotiable|effective\s+immediately|(?:is|are)\s+(?:not\s+)?to)\b|[[【][^\]】\n]{0,80}[\]】]|必须|务必/iu;

// Pointing the model at another tool: deprecation, supersession, routing. A purpose clause
// ("to switch to a branch, git_checkout") names the user's task, not a move off this tool.
const RETIRED =
  /\b(?:deprecated|obsolete|legacy|(?:kept|left|retained|maintained)\s+(?:only\s+)?for\s+(?:history|reference|compatibility|legacy|old)|(?:route|routes|send|sends|go|goes|pass|passes|run|runs|handled|done|made|happen|happens)\s+(?:\w+\s+){0,3}?(?:through|via)|superseded|(?:is|was|has\s+been|will\s+be|are|were|have\s+been)\s+(?:replaced|superseded)\s+by|renamed|moved\s+to|(?:consolidated|merged|folded|absorbed)\s+into|in\s+(?:its|their)\s+place|in\s+place\s+of\s+this|retired|sunset\w*|end[- ]of[- ]life|no\s+longer\s+(?:supported|maintained|available|works?|in\s+use)|being\s+phased\s+out|discontinued|instead|(?<!(?:^|[,;:(—–]\s*|\bin\s+order\s+|\bhow\s+)to\s+)(?:switch|migrate)\s+to|route\s+(?:\w+\s+){0,3}?to|use\s+\S{2,64}\s+for\s+(?:all|every|any)|(?:is|are|as)\s+(?:the|its|a|their)\s+(?:\w+\s+)?(?:replacement|successor)|(?:replacement|successor)\s+(?:for|of|to)\s+(?:this|it|the)|(?:the|a)\s+maintained\s+\w+|(?:remains|stays|is\s+kept|exists)\s+(?:only|just|solely|purely)\s+for|now\s+(?:handled|done|settled|processed|served|made|lives?|happens?|goes|go|runs?|owns?|handles?|covers?|manages?|does|takes\s+care\s+of|is\s+responsible)|(?:settled|processed|handled|served|fulfilled|booked|executed|performed|completed|managed|placed|issued|submitted|paid)\s+(?:\w+\s+){0,2}?(?:through|via)|(?:through|via)\s+\S{2,64}\s+now|(?:new|current|preferred|recommended|supported|canonical|official)\s+(?:tool|function|endpoint|api|version|path|route|home)|(?:best|better)\s+(?:served|handled|done|left)\s+(?:by|with|through|to))\b|已弃用|已废弃|请改用|改用/iu;

// A field of this tool's own schema (`citys`) is a parameter, not another tool.
function newToolIds(s: string, reviewed: string, fields?: SchemaFields, siblings?: ReadonlySet<string>): string[] {
  return toolIdsIn(s, siblings)
    .filter((id) => !reviewed.includes(id.toLowerCase()) && !/^(?:e\.g|i\.e|etc)\b/i.test(id))
    .filter((id) => !fields?.has(id.toLowerCase()));
}

// An order to place data (the verb first, in its base form), and a place in a call: "into the
// event title". Data named for the place it goes to ("phone number into `phone`") is usage.
const PLACE_ORDER =
  /^\W{0,3}(?:(?:in|into|inside|within|under|for|as)\s+(?:the|a|an|each|every|its|this)\s+[\w`'" -]{1,40},\s*)?(?:(?:always|also|please|then|just|now|why\s+not|how\s+about|consider|feel\s+free\s+to|be\s+sure\s+to|remember\s+to|do\s+not\s+forget\s+to|don't\s+forget\s+to|you\s+(?:may|might|could|can|should)(?:\s+want\s+to)?)\s+)?(?:fill|populate|put|place|append|prepend|add|include|attach|copy|paste|pass|send|write|set|store|record|log|echo|mirror|stuff|embed|insert|forward|supply|provide|enter|list|note|type|mention|quote)\b/i;
const INTO_PLACE =
  /\b(?:in|into|inside|within|onto|to|as)\s+(?:the|a|an|its|each|every|this|that)\s+((?:[`'"]?[\w-]+[`'"]?\s+){0,2}?[`'"]?[\w-]+[`'"]?)/i;
const NAMED_FOR_DATA =
  /name|phone|address|e-?mail|contact|birth|dob|card|payment|iban|account|ssn|passport|identity|health|diagnos|medical|location|gps|profile|recipient|owner|patient|customer/i;

/** An order to put two or more pieces of someone's personal data somewhere not named for them. */
function orderedPersonalData(s: string): string | null {
  if (!PLACE_ORDER.test(s)) return null;
  const mentions = personalMentions(s);
  if (mentions.length < 2) return null;
  const place = first(PLACE, s) ?? INTO_PLACE.exec(s)?.[1];
  return place && !NAMED_FOR_DATA.test(place) ? `${mentions.join(', ')} → ${place}` : null;
}

/** The place a sentence names, in words (`card_number` as "card number"), or ''. */
const placeWords = (s: string) => (first(PLACE, s) ?? '').replace(/[_`-]+/g, ' ');

// A call's whole output moved into a field of another ("paste the results into `reason`").
const WHOLE_OUTPUT =
  /\b(?:paste|copy|put|include|dump|append|embed|insert|stuff|place|echo)\s+(?:the|all|these|those|its|their)\s+(?:full\s+|whole\s+|entire\s+|complete\s+|raw\s+)?(?:results|outputs?|responses?|records|contents|data)\b/i;

function wholeOutput(s: string): string | null {
  const m = WHOLE_OUTPUT.exec(s);
  if (!m) return null;
  const place = first(PLACE, s.slice(m.index + m[0].length));
  return place && !/result|output|response|record|content|data/i.test(place) ? `${m[0]} → ${place}` : null;
}

// The conversation itself as the object of an order to move it somewhere: "send the
// conversation to log_event" (a row's cells joined read so). Base forms only: "Posts a
// message to the conversation" and "Shares the conversation with…" describe the tool.
const CONVERSATION_MOVED =
  /\b(?:send|forward|copy|paste|upload|post|log|append|dump|share|relay|mirror|pass|write|save)\s+(?:(?:the|this|our|your|their|each|every|any)\s+)?(?:conversation|chat|transcript|dialog(?:ue)?)s?\s+(?:to|into|in|with|onto)\b/i;

// What follows the place word up to the clause's end, read as where the conversation goes.
const WHERE = /^[^.;!?\n]{0,60}/;
// A place a tool call carries: a code span, an identifier, an address or a link.
// An order on top of the act: "also", "always", "as well".
const BESIDES = /\b(?:also|always|too|as\s+well|additionally|every\s+time|each\s+time|in\s+addition)\b/i;
const CARRIED = /`|\b\w+_\w+\b|@|:\/\/|\bwww\.|\.\w{2,4}\b/;

/**
 * The move the reviewed text documents as the tool's own ("Shares a conversation with a
 * teammate"): its verb and the conversation in one reviewed sentence, and the place named in
 * plain words ("with a colleague", "to disk"), not a field, tool or address.
 */
function ownMove(m: RegExpExecArray, s: string, reviewed: string): boolean {
  const verb = m[0].match(/^\w+/)![0].toLowerCase().replace(/e$/, '');
  const noun = m[0].match(/(conversation|chat|transcript|dialog)/i)![1]!.toLowerCase();
  const documented = reviewed
    .split(/(?<=[.!?])\s+|\n+/)
    .some((r) => new RegExp(`\\b${verb}`, 'i').test(r) && r.toLowerCase().includes(noun));
  const where = WHERE.exec(s.slice(m.index + m[0].length))![0];
  return documented && !CARRIED.test(where) && !BESIDES.test(s);
}

function personalData(s: string, reviewed = '', fields?: SchemaFields): string | null {
  const whole = wholeOutput(s);
  if (whole) return whole;
  const own = ownTranscript(s, reviewed, fields);
  // The conversation copied anywhere a tool call carries is exfiltration, place named or not.
  if ((COPY_VERB.test(s) || asVerb(PLACE_VERB, s)) && CONVERSATION.test(s) && !own) return first(CONVERSATION, s);
  const moved = CONVERSATION_MOVED.exec(s);
  if (moved && !ownMove(moved, s, reviewed) && !own) return moved[0];
  const sent = own ? null : conversationSent(s, reviewed);
  if (sent) return sent;
  const ordered = orderedPersonalData(s);
  if (ordered) return ordered;
  const unplaced = secretMoved(s, reviewed, placeWords(s)) ?? secretLogged(s);
  if (unplaced) return unplaced;
  // "Returns the value of the vault secret" names the datum itself, no place it is put.
  if (!asVerb(PLACE_VERB, s) || !PLACE.test(s.replace(VALUE_OF, ' '))) return null;
  const conv = first(CONVERSATION, s);
  if (conv) return conv;
  // What something is said not to be ("a record is not a diagnosis") names no datum.
  const said = s.replace(/\b(?:is|are)\s+(?:not|never)\s+(?:an?\s+)?[\w-]+/gi, ' ');
  const kinds = PERSONAL.filter(([, re]) => re.test(said));
  // A place named for the data it gets ("`contact` takes a phone number and e-mail address") is usage.
  if (kinds.length >= 2 && !NAMED_FOR_DATA.test(first(PLACE, s) ?? '')) return kinds.map(([k]) => k).join(', ');
  const [k, re, sensitive] = kinds[0] ?? [];
  // A sensitive kind into a place not named for it ("card digits into `address`"); the tool's
  // own credential into the place that checks it is its use (./auth-place.ts).
  const place = placeWords(s);
  return k && re && sensitive && !re.test(place) && !(k === 'secret' && sentToAuth(s, reviewed, PLACE)) ? k : null;
}

// Only after a verb of reading: "writes the value of the secret to the log" still puts it somewhere.
const VALUE_OF =
  /\b(?:returns?|gets?|reads?|retrieves?|fetch(?:es)?|shows?|displays?)\s+(?:the|its|their|a)\s+values?\s+of\b/gi;

// The personal-data reading, warnings, jobs routed to another tool (./warned-kinds.ts),
// protective notes (./protective.ts) and safety notes (./safety-note.ts) set aside.
function warnedData(raw: string, reviewed: string, fields?: SchemaFields, siblings?: ReadonlySet<string>) {
  const w = warningsOut(raw, fields, siblings);
  // A safety note whose rest sends "them" to a field is read whole (./protective.ts).
  const noted = safetyNotesOut(w, reviewed);
  const s = protectiveOut(noted !== w && pronounPlaced(noted) ? undenied(w) : noted);
  return schemaExcuses(s, fields, (c) => !!personalData(c, reviewed, fields))
    ? null
    : personalData(s, reviewed, fields);
}

function skipPermission(s: string): string | null {
  // A field's own scope ("`edition` only applies when `category` is empty") is no check's.
  // A gate named in the field's name counts: "`manager_approval` only applies when …", "`confirm` is only used in test mode".
  const gate = STRONG_GATE.test(s.replace(/[_.-]/g, ' '));
  const scoped =
    (FIELD_SCOPE.test(s) && !gate ? null : (first(SCOPE_DOWN, s) ?? (gate ? first(FIELD_SCOPE, s) : null))) ??
    first(TREAT_AS, s);
  if (scoped) return scoped;
  const hard = SKIP_GATE.exec(s) ?? (STRONG_GATE.test(s) || /without|already|counts/.test(s) ? NO_NEED.exec(s) : null);
  if (hard && !PROHIBIT.test(s.slice(0, hard.index))) return hard[0];
  const weak = WEAK_BYPASS.exec(s);
  if (!weak || !ALLOW.test(s) || PROHIBIT.test(s)) return null;
  return STRONG_GATE.test(s) || (AMOUNT.test(s) && THRESHOLD.test(s)) || NUMBER_THRESHOLD.test(s) ? weak[0] : null;
}

export const MEANING_FAMILIES: MeaningFamily[] = [
  {
    family: 'addressed-to-model',
    what: 'speaks to the model (a note, a standing rule, a demand) instead of describing the tool',
    // Safety notes on the user's behalf are read without (./safety-note.ts).
    test: (raw, reviewed, _siblings, _fields, s = safetyNotesOut(raw, reviewed)) =>
      vocative(s) ??
      unnamedReader(s) ??
      first(ADDRESSED, s) ??
      modelActs(s, reviewed) ??
      first(STANDING, s) ??
      first(SESSION_WIDE, s) ??
      first(MISREPORT, s) ??
      scriptedReport(s) ??
      restatedNoteOut(luredNote(s), reviewed) ??
      (MODEL_OTHER.test(s) ? first(DEMAND_OTHER, s) : null),
  },
  {
    family: 'argument-exfiltration',
    what: 'tells the model to put conversation or user data into a tool call',
    // A secret named as a subject ("credential stuffing alerts") is moved nowhere, nor is an
    // identifier the user gave earlier (./known-value.ts).
    test: (
      raw,
      reviewed,
      siblings,
      fields,
      s = suppliedSecretsOut(
        knownValuesOut(secretTopicsOut(secretStatesOut(namedSecretOf(raw, reviewed))), fields),
        fields,
      ),
    ) =>
      shownSecret(raw, reviewed, PLACE) ??
      inventedField(s, fields, reviewed) ??
      unknownSink(s, fields, reviewed) ??
      (ownTranscript(s, reviewed, fields) ? null : copiedIntoField(s, fields)) ??
      otherCallStore(s) ??
      warnedData(s, reviewed, fields, siblings),
  },
  {
    family: 'consent-claim',
    what: "claims the user's consent or agreement, or takes their silence for it",
    test: (s, reviewed) => consentClaim(s, reviewed),
  },
  {
    family: 'user-override',
    what: 'overrides what the user asked, or alters a value the user gave',
    test: (s) => userOverride(s) ?? paidDefault(s),
  },
  {
    family: 'steered-recommendation',
    what: 'steers what the model recommends toward a partner or a named business, or away from rivals',
    test: (s, reviewed) => steersRecommendation(s, reviewed),
  },
  {
    family: 'solicit-secret',
    what: 'has the user hand over a secret the reviewed text never asks for',
    test: (s, reviewed) => solicitsSecret(s, reviewed),
  },
  {
    family: 'extra-action',
    what: 'orders another consequential action beside what the tool does',
    test: (s, reviewed) => extraAction(s, reviewed) ?? amplifiedCalls(s),
  },
  {
    family: 'tool-shadowing',
    what: 'gives rules for what another tool does',
    test: (s, reviewed) => otherToolRule(s, reviewed),
  },
  {
    family: 'new-destination',
    what: 'a third party the reviewed text does not name holds or reads the data',
    test: (s, reviewed) => heldByThirdParty(s, reviewed) ?? handleEverywhere(s, reviewed) ?? publishedSecret(s),
  },
  {
    family: 'skip-permission',
    what: 'permits skipping a confirmation, a limit or a check',
    test: (s, reviewed) => skipPermission(s) ?? skipFlag(s) ?? relaxesRule(s, reviewed),
  },
  {
    family: 'authority-claim',
    what: 'claims the authority of a policy, an operator or a priority',
    test: (s) =>
      first(AUTHORITY_SELF, s) ??
      first(AUTHORITY_NOTE, s) ??
      (AUTHORITY_FORCE.test(s) ? first(AUTHORITY_SOURCE, s) : null),
  },
  {
    family: 'tool-redirect',
    what: 'sends the model to another tool (deprecated, superseded, routed elsewhere)',
    test: (window, reviewed, siblings, fields) => {
      if (scopedAway(window, reviewed, siblings)) return null;
      const s = maskDataRedirects(window, reviewed, (part) => newToolIds(part, reviewed, fields, siblings));
      const ids = newToolIds(s, reviewed, fields, siblings);
      const retired = ids.length ? first(RETIRED, s) : null;
      const idsIn = (part: string) => newToolIds(part, reviewed, fields, siblings);
      if (!retired || siblingAdviceOnly(s, idsIn, RETIRED, siblings, reviewed)) return null;
      return `${retired} … ${ids[0]}`;
    },
  },
  ...EXTRA_FAMILIES,
];
