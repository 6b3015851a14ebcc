// "These numbers are not meant for secrets: for tokens or passwords use secure_token" warns
// the model off using the tool for a kind of data and names the tool for it; no data is moved.
// Read as moved, "secrets" and "passwords" sit beside any place word of the sentence before
// ("`low` and `high`, both included") and look like an order to put them there. The warning
// and the job routed to another tool are blanked before the personal-data reading, only
// where the routed name is a tool (a sibling, or an id that is no field of this tool's schema:
// "for the password use `notes`" moves the password into a field, and stays read).
import type { SchemaFields } from './schema-context.ts';
import { toolIdsIn } from './tool-ids.ts';

// "not meant for X", "never to be used for X", "unsuitable for X": X a short noun phrase.
const NOT_FOR =
  /\b(?:(?:is|are)\s+)?(?:not|never|unsuitable|unsafe)\s+(?:be\s+|to\s+be\s+)?(?:meant|intended|suitable|safe|designed|made|used|secure|enough)?\s*(?:for|with)\s+(?:[\p{L}-]+[\s,]+){0,5}?[\p{L}-]+(?=\s*(?:[.;:!?)\n]|$|\(|—|–))/giu;
// "for tokens, passwords or codes use X": the job named goes to another tool.
const ROUTED =
  /\bfor\s+(?:[\p{L}-]+[\s,]+){0,6}?[\p{L}-]+,?\s+(?:use|call|try|see)\s+(?:the\s+)?`?([A-Za-z][\w.-]{1,60})`?/giu;

/** The sentence with its warnings and routed jobs blanked, for the personal-data reading. */
export function warningsOut(s: string, fields?: SchemaFields, siblings?: ReadonlySet<string>): string {
  const isTool = (id: string) => {
    const low = id.toLowerCase();
    if (fields?.has(low)) return false;
    return !!siblings?.has(low) || toolIdsIn(id, siblings).length > 0;
  };
  return s.replace(NOT_FOR, ' ').replace(ROUTED, (m, id: string) => (isTool(id) ? ' ' : m));
}
