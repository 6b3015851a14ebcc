// Who is addressed: the model, in the languages attackers use most, and a vocative or heading
// that speaks to it. Read by the addressed-to-model family (./meaning.ts).
import { first } from './sentences.ts';

export const MODEL_EN = String.raw`(?<!human\s|support\s|sales\s|travel\s|live\s|real\s|customer\s|service\s|insurance\s|estate\s)(?:assistants?|ai|a\.i\.|llms?|language\s+models?|chat\s?bots?|copilots?|agents?)`;
// A sentence that speaks to the model: a vocative or heading, or "notes for" it.
const VOCATIVE_HEAD = new RegExp(
  String.raw`(?:^|[\[(—–]\s*|^\W{1,3}\s*)(?:dear\s+|hey\s+|attention\s+|note\s+(?:to|for)\s+(?:the\s+)?)?(?:${MODEL_EN}|model|reader(?:\s+of\s+this\s+\w+)?|whoever\s+reads\s+this)(?:[- ](?:facing|only|side|directed|specific))?\s*[:,—–]`,
  'i',
);
// After a vocative, what makes it one: the sentence goes on to speak to someone.
const SPOKEN_TO =
  /\b(?:you|your|must|should|shall|always|never|do\s+not|don't|remember|please|ignore|include|send|put|fill|append|add|treat|keep|make\s+sure|from\s+now)\b/i;
const VOCATIVE_NOTE =
  /\b(?:assistant|ai|agent|llm|model|chat\s?bot|bot|copilot)(?:'s|’s|s')?\s+(?:notes?|memo|reminders?|instructions?|directives?|guidance|rules?|only)\b|\b(?:notes?|messages?|memos?|reminders?|instructions?|directives?|guidance|hints?|tips?|rules?|things?|words?|favou?rs?)\s+(?:\w+\s+)?(?:for|to)\s+(?:the\s+|any\s+|all\s+)?(?:assistants?|ai|agents?|llms?|models?|language\s+models?|chat\s?bots?)\b(?!['’]s)|\b(?:for|to)\s+(?:the\s+)?(?:assistant|ai|agent|llm)\s*(?:only\b|:)/i;
const VOCATIVE_OTHER = /(?:给|致|对)(?:助手|模型|AI|智能体)|(?:助手|模型|智能体)\s*[:：，,]/u;

export function vocative(s: string): string | null {
  const head = VOCATIVE_HEAD.exec(s);
  const rest = head ? s.slice(head.index + head[0].length) : '';
  // "Copilot: Searches every dealer…" is a name and a description, not a vocative.
  // …and one that goes on with an order (a lower-case verb, not a third-person one) is.
  if (head && !/^\s*[A-Z][a-z]+s\b/.test(rest) && (SPOKEN_TO.test(rest) || /^\s*[a-z]+(?<!s)\b/.test(rest)))
    return head[0];
  return first(VOCATIVE_NOTE, s) ?? first(VOCATIVE_OTHER, s);
}
