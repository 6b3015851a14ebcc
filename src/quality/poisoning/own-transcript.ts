// A transcript the tool itself makes. "Transcript" names the conversation in an order to
// move it ("save the transcript to `notes`"), but on a tool whose reviewed text makes
// transcripts its subject (it transcribes a meeting, extracts a video's transcript) the
// transcript is that tool's output, and saving it to a field of the tool's own schema
// (`path`, a field for where output is written) is its job. The chat named in any words ("the chat transcript", "what the user
// said"), a tool without transcripts, or a place the schema lacks still reads as the
// conversation moved.
import type { SchemaFields } from './schema-context.ts';
import { sentences } from './sentences.ts';

const OWN_SUBJECT = /\btranscri(?:pts?|be[sd]?|bing|ptions?)\b/i;
const CHAT =
  /\b(?:chats?|conversations?|dialog(?:ue)?s?|exchanges?|messages?|turns?|session|history|said|typed|wrote|told|asked|replies|prompts?)\b|对话|聊天|会话/iu;
// The places a sentence names: backticked names and identifiers, addresses and links.
const PLACES = /`([^`\n]{1,64})`|\b([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\b/gi;
const ADDRESS = /@|:\/\/|\bwww\./i;
const MOVE =
  /\b(?:save|send|write|copy|put|paste|append|prepend|store|log|forward|upload|post|dump|share|pass|include|attach|add|insert|record|keep|embed)\b/i;

/** True when the sentence moves this tool's own transcript, and only to fields of its own schema. */
export function ownTranscript(s: string, reviewed: string, fields: SchemaFields | undefined): boolean {
  if (!fields || !/\btranscripts?\b/i.test(s) || !OWN_SUBJECT.test(reviewed)) return false;
  if (CHAT.test(s) || ADDRESS.test(s)) return false;
  // Each sentence that names the transcript (a window may hold two) puts it only where output is written.
  const placed = sentences(s)
    .filter((part) => /\btranscripts?\b/i.test(part) && MOVE.test(part))
    .map((part) => [...part.matchAll(PLACES)].map((m) => (m[1] ?? m[2]!).toLowerCase()));
  return placed.some((p) => p.length) && placed.flat().every((p) => WRITTEN_TO.test(fields.get(p) ?? ''));
}
// A field for where output is written: a path, a file, a folder (its name or its description).
const WRITTEN_TO =
  /\b(?:paths?|files?|filenames?|dir(?:ector(?:y|ies))?|folders?|output|destination|save[sd]?|writ(?:e|es|ten))\b/i;
