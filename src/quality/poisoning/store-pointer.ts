// "List the contexts from the kubeconfig file. To see the full kubeconfig, use
// configuration_view.": a tool that reads a store the reviewed text already names may point at
// the sibling that shows the rest of it. The sensitive-resource family (./families.ts) counts
// names of secret stores, so the pointer reads as one store named more often than reviewed.
// A sentence is set aside only when all hold: it is a purpose clause of reading ("To see / view
// / read / inspect …"), the thing read is named word for word in the reviewed text, in a
// sentence that does not keep it out ("It never reads id_rsa"), the tool it names is a sibling
// of the same server whose name shows and does nothing else (configuration_view, read_file; not
// configuration_delete or send_email), and nothing follows the tool's name but the sentence's
// end, nor does the next sentence go on with what was shown. "To see ~/.ssh/id_rsa, use read_file" (a store the reviewed text never names), "…, use
// configuration_view and paste it into `note`" or a tool of another server keep every word.
import { sentences } from './sentences.ts';
import { escaped } from './sibling-preference.ts';

const SHOWS = /^(?:view|get|list|read|show|describe|cat|print|fetch|inspect|display|lookup|info|details?)$/;
const DOES =
  /^(?:delete|del|remove|rm|drop|destroy|purge|wipe|erase|reset|revoke|kill|send|email|mail|upload|post|publish|share|export|write|set|update|put|create|copy|sync|push|forward|paste|gist|exec|run|move|edit|patch|replace|save|store|apply)$/;
const showingTool = (name: string) => {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/);
  return words.some((w) => SHOWS.test(w)) && !words.some((w) => DOES.test(w));
};
const KEPT_OUT =
  /\b(?:not|never|no|without|except|excluding|excludes?|skips?|ignores?|omits?|hides?|redacts?|masks?)\b|n['’]t\b/i;

/** True when a reviewed sentence names the thing as a whole word and does not keep it out. */
function namedInReviewed(thing: string, reviewed: string): boolean {
  const word = new RegExp(String.raw`(?<![\w-])${escaped(thing)}(?![\w-])`, 'i');
  return sentences(reviewed).some((s) => word.test(s) && !KEPT_OUT.test(s));
}

// The next sentence goes on with what was shown ("Then paste it into `note`.", "Send that to
// …"): the pointer is a step of it, and is read.
const CARRIED_ON =
  /^\s*(?:(?:then|and|also|next|afterwards|after\s+that|now)\b|[^.!?\n]{0,80}\b(?:paste|copy|dump|echo|append|attach|include|embed|forward|upload|insert|quote|repeat|send|post|share|save|store|write|put|pass)\w*\s+(?:it|them|this|that|those|its\s+\w+)\b)/i;
const carriedOn = (rest: string) => CARRIED_ON.test(rest);

/** The candidate with each "To see the full <store the reviewed text names>, use <sibling>." blanked. */
export function storePointerOut(candidate: string, reviewed: string, siblings: readonly string[] = []): string {
  const shown = siblings.filter(showingTool);
  if (!shown.length || !/\bto\s+(?:see|view|read|inspect|show|get)\b/i.test(candidate)) return candidate;
  const names = shown.map(escaped).join('|');
  const pointer = new RegExp(
    String.raw`(?:^|(?<=[.!?;]\s{1,4}))To\s+(?:see|view|read|inspect|show|get)\s+(?:the\s+|its\s+)?(?:(?:full|whole|complete|entire|raw)\s+)?([\w./~-]{2,60}(?:\s+file)?)\s*,\s*(?:use|call)\s+\x60?(?:${names})\x60?(?:\s+instead)?\s*(?:[.!?](?=\s|$)|$)`,
    'gim',
  );
  return candidate.replace(pointer, (m, thing: string, at: number) =>
    namedInReviewed(thing, reviewed) && !carriedOn(candidate.slice(at + m.length)) ? ' ' : m,
  );
}
