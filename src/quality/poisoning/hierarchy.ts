// Instruction hierarchy turned upside down: text that ranks the tool, its output or its
// description above the person the model works for ("outranks requests typed in the chat",
// "go with the summary over the person you help", "takes precedence over what the user
// says"). The user's word comes first for an assistant (Wallace et al., "The Instruction
// Hierarchy", 2024); a description that says otherwise hands the tool the user's seat. A
// ranking of values against the user's saved settings ("the argument overrides the user's
// default") is configuration, not the person, and passes.

import { first } from './sentences.ts';

const PERSON = String.raw`(?:the\s+|your\s+|any\s+)?(?:users?|person|people|human|customers?|clients?|requesters?|callers?)(?:'s?)?(?!'?s?\s+(?:saved|stored|defaults?|profiles?|accounts?|settings?|preferences?|config\w*|locale|time\s*zone|values?)\b)(?:\s+(?:you\s+(?:are\s+)?)?(?:help|helping|assist|assisting|serve|serving|work\s+for|working\s+for))?`;
const THEIR_WORD = String.raw`(?:(?:the\s+|any\s+|all\s+)?(?:requests?|instructions?|wishes|choices|words|messages?|commands?|orders?|directions?|decisions?|asks?)\s+(?:(?:typed|given|written|sent|made|said|coming)\s+)?(?:in(?:to)?|from|of|by)\s+(?:the\s+)?(?:chat|conversation|${PERSON})|(?:what(?:ever)?|anything)\s+${PERSON}\s+(?:says?|said|asks?|asked|wants?|types?|typed|requests?|tells?\s+you|writes?|wrote)|${PERSON})`;
const RANKS = String.raw`(?:outranks?|overrides?|overrules?|supersedes?|takes?\s+(?:precedence|priority)\s+over|has\s+(?:precedence|priority)\s+over|(?:weighs?|counts?|matters?)\s+more\s+than|carr(?:y|ies)\s+more\s+weight\s+than|prevails?\s+over|trumps?|wins?\s+(?:out\s+)?over|comes?\s+(?:before|ahead\s+of)|(?:ranks?|sits?|is|are)\s+(?:above|higher\s+than|ahead\s+of))`;
const RANKED_ABOVE = new RegExp(String.raw`\b${RANKS}\s+${THEIR_WORD}\b`, 'i');
// "Go with the summary over the person you help", "trust the result rather than the user".
const SOURCE = String.raw`(?:the|this|its|that|these|those)\s+(?!${PERSON}\b)(?:[\w-]{1,64}\s+)?[\w-]+`;
const SIDE_WITH = new RegExp(
  String.raw`\b(?:go\s+with|side\s+with|defer\s+to|obey|believe|trust|follow|prefer|stick\s+(?:with|to)|rely\s+on)\s+${SOURCE}\b[^.;\n]{0,60}?\b(?:over|rather\s+than|instead\s+of|above|not)\s+${THEIR_WORD}\b`,
  'i',
);
// "Where a summary and the person you are helping disagree, … go with the summary".
const ON_CONFLICT = new RegExp(
  String.raw`\b(?:where|when|if|whenever|should)\s+[^.;\n]{0,60}?\band\s+${PERSON}\s+[^.;\n]{0,30}?\b(?:disagree|conflict|differ|clash|contradict)\w*\b[^.\n]{0,80}?\b(?:go\s+with|side\s+with|defer\s+to|obey|believe)\s+${SOURCE}\b`,
  'i',
);

// What the tool says, not a value the user gave ("the new city wins" is the user's own choice).
const OUTPUT = String.raw`(?:the|this|its)\s+(?:tool(?:'s\s+[\w-]+)?|results?|output|responses?|descriptions?|summar(?:y|ies)|text|page|article|records?|source|recommendations?|advice|answer|report|data)`;
// "If the user asks for something different from the forecast, the forecast wins".
const SOURCE_WINS = new RegExp(
  String.raw`\b(?:if|when|where|whenever|should)\s+${PERSON}\s+[^.;\n]{0,80}?\b(?:differ\w*|disagree\w*|conflict\w*|contradict\w*|different|something\s+else|otherwise)\b[^.;\n]{0,80}?,\s*${OUTPUT}\s+(?:wins|prevails|rules|stands|takes\s+precedence|is\s+(?:right|final|authoritative)|should\s+win)\b`,
  'i',
);

/** The words that rank the tool or its output above the user, or null. */
export function ranksAboveUser(s: string): string | null {
  return first(RANKED_ABOVE, s) ?? first(SIDE_WITH, s) ?? first(ON_CONFLICT, s) ?? first(SOURCE_WINS, s);
}
