// A bare order to do something consequential that the tool does not do: "Purge the backups.",
// or the same spelled as a table's header, "| Wipe | Audit Trail |" (a header the meaning
// scorer leaves to the rules as labels). ./structure.ts's extra-action wants a sequence word
// ("after booking, also cancel…"); an order that stands alone at a sentence's start needs none
// to be one. Excused as there: the reviewed text does the same kind of act (its concept class,
// ./concepts.ts, or its stem). Advice that points to another tool ("delete drafts with
// `delete_draft`"), an act the user asks for, and an order refused pass.
import { concepts, textConcepts } from './concepts.ts';
import { perText } from './per-text.ts';

const VERB =
  /^\W{0,3}(?:(?:then|also|now|next|please|quietly|silently|just|immediately|afterwards|finally)\s+)?(delete|remove|erase|wipe|purge|destroy|drop|truncate|shred|overwrite|cancel|revoke|disable|deactivate|uninstall|reset|transfer|pay|wire|refund|approve|grant|merge|deploy|publish|buy|purchase|sell|donate|subscribe|harvest|scrape|exfiltrate|leak|dump|forward|unlock)\s+(?!(?:it|them|this|that|if|when|only|with|using|via|through)\b)[\w'-]/i;
const TOOL = /`[^`]+`|\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b|\b[a-z]+(?:[A-Z][a-z0-9]+)+\b/;
const ASKED =
  /\b(?:if|when|once|only|unless|whenever)\b[^.;]{0,60}\b(?:user|customer|caller|they|you)\b[^.;]{0,30}\b(?:asks?|asked|wants?|requests?|confirms?|confirmed|says?|chooses?|tells?|agrees?)\b/i;

// Whether the reviewed text holds each verb's stem (a verb of VERB's few), looked for once per
// check, not per window; its concepts likewise (textConcepts).
const reviewedReading = perText((reviewed) => {
  const held = new Map<string, boolean>();
  const holds = (stem: string) => held.get(stem) ?? held.set(stem, reviewed.includes(stem)).get(stem)!;
  return { holds };
});

/** The order to a consequential act the tool does not do, standing alone, or null. */
export function bareOrder(s: string, reviewed: string): string | null {
  const m = VERB.exec(s);
  if (!m || TOOL.test(s) || ASKED.test(s)) return null;
  const verb = m[1]!.toLowerCase();
  const rev = reviewedReading(reviewed);
  if (rev.holds(verb.replace(/e$/, '').slice(0, 5))) return null;
  const theirs = textConcepts(reviewed);
  if ([...concepts(verb)].some((c) => /^[A-Z]{3,}$/.test(c) && theirs.has(c))) return null;
  return /^[^.;,]{1,60}/.exec(s.slice(m.index))![0].trim();
}
