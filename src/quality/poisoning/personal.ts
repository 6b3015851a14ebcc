// What a tool call must not carry unasked: the conversation, and the kinds of a person's
// data (name, birth date, card, secret…), each with whether it is sensitive on its own.
// Read by the meaning families (./meaning.ts) and the schema context (./schema-context.ts).

// Data that belongs to the conversation or the user.
export const CONVERSATION =
  /\b(?:(?:whole|entire|full|complete|prior|previous|earlier|recent|current|running|ongoing|live)\s+(?:\w+\s+){0,2}?(?:chat|conversation|dialog(?:ue)?|transcript|exchange)(?!\s*(?:ids?|identifiers?|title|name|topic|language|url|link|key|type|number)\b)|the\s+(?:chat|conversation|dialog(?:ue)?)\s+(?:so\s+far|up\s+to\s+now|until\s+now|text|contents?|messages)|(?:chat|conversation|message|dialog(?:ue)?)\s+(?:history|log|transcript|so\s+far)|(?:everything|anything)\s+(?:\w+\s+){0,2}?(?:the\s+user|they|you(?:'ve)?)\s+(?:has\s+|have\s+)?(?:said|typed|wrote|written|shared|told|asked|sent|mentioned)|what\s+the\s+user\s+(?:said|typed|wrote|shared|told|asked)|(?:all|every|each|the)\s+(?:of\s+the\s+)?(?:previous|prior|earlier|past|recent)\s+(?:user\s+|chat\s+)?(?:messages|turns|prompts|replies)|the\s+(?:user's\s+)?(?:last|previous|prior|earlier)\s+(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|few|several)\s+(?:user\s+)?(?:messages|turns|prompts|questions|answers)|(?:the\s+)?(?:previous|prior|earlier|last)\s+(?:answer|reply|response|assistant\s+message)|everything\s+(?:\w+\s+){0,2}?(?:the\s+user|they)\s+(?:has\s+|have\s+)?(?:told|said\s+to)\s+you)\b|对话|聊天记录|会话内容/iu;
export const PERSONAL: [string, RegExp, boolean][] = [
  ['name', /\b(?:full\s+name|(?:the\s+)?user'?s?\s+name|first\s+and\s+last\s+name|legal\s+name)\b/i, false],
  ['birth date', /\b(?:birthday|birth\s*date|date\s+of\s+birth|dob)\b/i, true],
  [
    'card',
    /\b(?:(?:credit|debit|payment|bank)\s+card|card\s+(?:number|digits|details|data|info)|cvv|cvc|security\s+code|expiry|expiration\s+date)\b/i,
    true,
  ],
  [
    'identity number',
    /\b(?:ssn|social\s+security|passport|national\s+id|tax\s+id|driver'?s?\s+licen[sc]e|id\s+(?:numbers?|cards?|documents?|photos?)|identification\s+numbers?|(?:raw\s+)?photo\s+data|biometric\w*|face\s+scans?)\b/i,
    true,
  ],
  ['work', /\b(?:employer|workplace|salary|income|job\s+title)\b/i, false],
  ['bank account', /\b(?:iban|account\s+number|routing\s+number|sort\s+code|bank\s+details)\b/i, true],
  [
    'secret',
    /\b(?:passwords?|passcodes?|pins?|pin\s+codes?|(?:api|oauth|personal\s+access|jwt|github|gitlab|service\s+account)\s+tokens?|one[- ]time\s+(?:code|password)|2fa\s+codes?|credentials?|api\s+keys?|(?:access|auth|bearer|session|refresh)\s+tokens?|secrets?|(?:private|secret|ssh|signing|client)\s+keys?|client\s+secrets?)\b/i,
    true,
  ],
  [
    'contact',
    /\b(?:(?:home|work|private|billing|shipping|street|postal)\s+(?:and\s+\w+\s+)?address(?:es)?|phone\s+numbers?|e-?mail\s+address(?:es)?|contacts?\s+list|address\s+book)\b/i,
    false,
  ],
  [
    'schedule',
    /\b(?:(?:their|the\s+user'?s?|personal|private)\s+(?:calendar|schedule|agenda)|travel\s+plans)\b/i,
    false,
  ],
  ['health', /\b(?:medical|diagnos\w+|prescriptions?|health\s+(?:records?|data|conditions?))\b/i, true],
  ['location', /\b(?:current\s+location|gps\s+(?:position|location|coordinates)|whereabouts)\b/i, false],
  ['movements', /\b(?:location\s+history|(?:past|previous|recent)\s+locations|movements)\b/i, true],
];

/** Distinct personal data named in a sentence ("phone numbers and home address" are two). */
export function personalMentions(s: string): string[] {
  const found = new Set<string>();
  for (const [, re] of PERSONAL)
    for (const m of s.matchAll(new RegExp(re.source, 'gi'))) found.add(m[0].toLowerCase().replace(/s$/, ''));
  return [...found];
}
