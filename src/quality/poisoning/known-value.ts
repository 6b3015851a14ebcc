// An identifier the user already gave, reused: "Pass `project` as a name or ID (reuse it from
// earlier in the conversation if it is known)", "`repo_id`: the one mentioned earlier in the
// chat". The conversation is named there as where a value was said, not as what goes into the
// call, and the argument-exfiltration reading (./meaning.ts) would take it for the chat moved.
// The phrase is blanked before that reading only when all hold:
//  - what is reused is a pronoun or "the value/name/ID" ("reuse it", "the same ID"), or the
//    value is said to have been given ("if it was mentioned earlier in the chat", "the one
//    mentioned earlier"): never a bare "mentioned earlier", which "everything mentioned
//    earlier in the conversation" would ride;
//  - the nearest field named before it in its sentence (200 characters back at most) is one of the tool's schema, and an
//    identifier (its name or the first sentence of its description says ID, name, key or
//    slug), not a text, a query, a note or a person's data or secret.
// "Reuse the conversation from earlier in the chat", "put what the user said earlier in the
// conversation into `notes`", or a free-text field keep every word.
import { PERSONAL } from './personal.ts';
import type { SchemaFields } from './schema-context.ts';

const SOURCE =
  /\b(?:(?:re-?use|take|use|copy|pick\s+up|carry\s+over)\s+(?:it|that|this|the\s+(?:same\s+)?(?:value|name|id|identifier|one))\s+(?:from\s+)?|(?:(?:it|that|this)\s+(?:is|was|has\s+been)\s+|the\s+(?:same\s+)?(?:value|name|id|identifier|one)\s+(?:that\s+(?:is|was)\s+|(?:is|was)\s+)?)(?:already\s+)?(?:known|given|mentioned|named|provided|stated|chosen|selected)\s+)(?:earlier|before|previously)\s+in\s+(?:the|this)\s+(?:conversation|chat|session|dialog(?:ue)?)\b/gi;
const WHOLE = /\b(?:all|everything|anything|whatever|what|each|every|any)\s+(?:\w+\s+)?$/i;
const FIELD = /`([A-Za-z_][\w.-]{0,60})`|\b([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\b/g;
const IDENTIFIER = /\b(?:ids?|identifiers?|slugs?|names?|keys?|handles?)\b/i;
const FREE_TEXT =
  /\b(?:text|query|queries|content|body|message|messages|notes?|comments?|prompt|conversation|chat|history|transcript|summary|description|input|context)\b/i;

const identifierField = (name: string, fields: SchemaFields) => {
  const said = fields.get(name.toLowerCase());
  if (said === undefined) return false;
  // The field's name and its description's first sentence: later ones may speak of prompts shown.
  const head = said.split(/(?<=[.!?])\s/)[0]!;
  return IDENTIFIER.test(head) && !FREE_TEXT.test(head) && !PERSONAL.some(([, re]) => re.test(head));
};

/** The text with each "reuse it from earlier in the conversation" said of an identifier field blanked. */
export function knownValuesOut(text: string, fields: SchemaFields | undefined): string {
  if (!fields) return text;
  return text.replace(SOURCE, (m, at: number) => {
    // "all that was given earlier in the chat": a relative "that" after a quantifier is the chat.
    if (WHOLE.test(text.slice(Math.max(0, at - 24), at))) return m;
    // The field is named close before, in the same sentence: 200 characters back at most.
    const window = text.slice(Math.max(0, at - 200), at);
    const cut = Math.max(...['. ', '! ', '? ', '\n'].map((b) => window.lastIndexOf(b)));
    const named = [...window.slice(cut + 1).matchAll(FIELD)].map((x) => x[1] ?? x[2]!);
    const last = named[named.length - 1];
    return last && identifierField(last, fields) ? ' '.repeat(m.length) : m;
  });
}

// A secret named as a value the user supplies for the call ("`environment`: variables passed to
// the container, such as an API key the user provides for it"): the user hands it over for this
// use, the model moves nothing of the chat. Blanked only when every field the sentence names
// is one of the schema's, and the sentence names no earlier turn, the chat or another place:
// "the API key the user gave earlier goes in `note`" keeps every word.
const SUPPLIED =
  /\b(?:an?|the|any|their|your)\s+(?:[\w-]+\s+)?(?:api\s+keys?|tokens?|passwords?|secrets?|credentials?)\s+(?:that\s+|which\s+)?(?:the\s+user|they|you)\s+(?:provides?|gives?|supplies|supply|chooses?|sets?)(?:\s+for\s+(?:it|them|this))?(?=\s*[).,;]|$)/gi;
const ELSEWHERE =
  /\b(?:earlier|before|previously|already|conversation|chat|history|messages?|said|typed|shared|mentioned|other|another|next)\b|\b(?:in|into|to|onto)\s+(?:the\s+|a\s+|an\s+)?(?:url|query|notes?|logs?|headers?|title|body|comments?|memo)\b/i;

/** The text with each secret the user supplies for a documented field blanked. */
export function suppliedSecretsOut(text: string, fields: SchemaFields | undefined): string {
  if (!fields?.size || !SUPPLIED.test(text)) return text;
  SUPPLIED.lastIndex = 0;
  const named = [...text.matchAll(/`([A-Za-z_][\w.-]{0,60})`/g)].map((m) => m[1]!.toLowerCase());
  if (!named.length || !named.every((n) => fields.has(n))) return text;
  const out = text.replace(SUPPLIED, (m) => ' '.repeat(m.length));
  return ELSEWHERE.test(out) ? text : out;
}
