// The conversation said to go somewhere a call carries, in the present or past tense: "It
// sends your chat to `note`", "the whole conversation is copied into `context_blob`". The
// base-form order ("send the conversation to…") is ./meaning.ts's CONVERSATION_MOVED; an
// inflected verb there is usually what a tool does ("Posts a message to the conversation"),
// so it counts only with a field, identifier or address as the place, and only on a tool
// whose reviewed text is not about conversations at all (a chat-export tool's own act).
import { perText } from './per-text.ts';
import { NEGATED } from './sentences.ts';

// The places a call carries: a field in backticks, an identifier, an e-mail address, a link.
const PLACE = String.raw`(?:\x60[^\x60\n]{1,40}\x60|\b[a-z]\w*_\w+\b|[\w.+-]+@[\w-]+\.[\w.]+|https?:\/\/\S+)`;
const NOUN = String.raw`(?:conversation|chat|transcript|dialog(?:ue)?)s?`;
const WHOLE = String.raw`(?:(?:whole|entire|full|complete|current|ongoing)\s+)?`;
const SENT = new RegExp(
  String.raw`\b(?:sends|sent|forwards|forwarded|copies|copied|pastes|pasted|uploads|uploaded|posts|posted|logs|logged|appends|appended|dumps|dumped|relays|relayed|mirrors|mirrored|passes|passed|writes|wrote|written|saves|saved|puts|stored|stores|goes|attached|attaches|included|includes)\s+(?:(?:the|this|our|your|their|each|every|any)\s+)?${WHOLE}${NOUN}\s+(?:(?:is|are|gets?)\s+)?(?:to|into|in|onto)\s+(?:the\s+)?(${PLACE})`,
  'i',
);
// The passive: "the whole conversation is copied into `note`".
const SENT_PASSIVE = new RegExp(
  String.raw`\b(?:the|this|your|our|their)\s+${WHOLE}${NOUN}\s+(?:is|are|gets?|will\s+be)\s+(?:\w+\s+)?(?:sent|forwarded|copied|pasted|uploaded|posted|logged|appended|dumped|relayed|mirrored|passed|written|saved|stored|attached|included|put)\s+(?:to|into|in|onto)\s+(?:the\s+)?(${PLACE})`,
  'i',
);
// A tool that records or transcribes speech (a meeting, a phone call, a voice note) writes its
// own transcript to a field: that is its act, not the chat sent away.
const ABOUT_CONVERSATIONS =
  /\b(?:conversations?|chats?|transcri\w*|dialog(?:ue)?s?|threads?|messages?|meetings?|recordings?|audio|speech|voice|interviews?|podcasts?|videos?|(?:phone|voice|video)\s+calls?)\b/i;
const aboutConversations = perText((reviewed) => ABOUT_CONVERSATIONS.test(reviewed));
// In other words: "a copy of the conversation goes into `ctx`", "the transcript of the session
// in `ctx`", "everything said in this chat ends up in `ctx`", "fill `ctx` with the conversation".
// Not the conversation's id or name ("the conversation id goes in `session_id`"): a reference.
const TALK = String.raw`\b${NOUN}\b(?!['’]s\s+(?:id|name|title)\b|\s+(?:id|ids|identifier|name|title|number|key|url|link)\b)`;
const LOOSE = new RegExp(
  String.raw`${TALK}[^.;!?]{0,40}?\b(?:goes|go|ends\s+up|lands?|included|belongs?|in|into|to|onto|via)\s+(?:the\s+)?${PLACE}|\b(?:fill|fills|populate|populates|load|loads|stuff|stuffs|pack|packs)\s+(?:the\s+)?${PLACE}\s+with\s+[^.;!?]{0,30}?${TALK}`,
  'i',
);

/** The phrase that sends the conversation to a carried place, or null. */
export function conversationSent(s: string, reviewed: string): string | null {
  if (aboutConversations(reviewed)) return null;
  const m = SENT.exec(s) ?? SENT_PASSIVE.exec(s);
  if (m) return m[0];
  // The looser reading, unless the clause denies it ("never put the chat in `note`").
  const loose = LOOSE.exec(s);
  const clause = loose ? (s.slice(0, loose.index).split(/[,;:]/).pop() ?? '') : '';
  return loose && !NEGATED.test(clause) ? loose[0] : null;
}
