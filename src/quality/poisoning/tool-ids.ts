// What reads as a tool id in added text. Backticked names, snake_case, dotted and camelCase
// are ids wherever they stand. Hyphenated names (`get-sum`, `station-lookup-v2`) are common
// on MCP servers, but so is hyphenated English ("read-only", "real-time", "x-api-key"), so a
// hyphenated word counts only on evidence that it names a tool: it is one of this server's
// tools, it carries a version part (`-v2`), it opens with a tool verb that is no phrasal verb
// ("get-sum", not "read-only" or "set-up"), or it stands where a tool is named ("use X
// instead", "call X."), with no noun after it ("use real-time data" is an adjective).

/** A backticked name, snake_case or dotted, camelCase (also the bench's sibling worst case). */
export const TOOL_IDS = /`[A-Za-z][\w.-]{1,60}`|\b[a-z][a-z0-9]*(?:[_.][a-z0-9]+)+\b|\b[a-z]+[A-Z][A-Za-z0-9]{1,40}\b/g;

// Not inside a backticked, dotted or snake name; a full stop after it ends the sentence.
const HYPHENATED = /(?<![\w.`-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\w`-]|\.\w)/gi;
const VERSION = /-v\d+(?:-|$)/;
const TOOL_VERB =
  /^(?:get|list|create|search|fetch|update|delete|send|read|write|run|add|remove|find|query|lookup|upload|download|save|load|cancel|book|convert|generate|calculate|validate|execute|export|import)-/;
// A verb with a particle or a mode is English: "read-only", "set-up", "check-in", "run-time".
const PHRASAL =
  /^[a-z]+-(?:only|up|down|in|out|on|off|over|back|through|ahead|away|around|along|by|about|across|again|once|time|write|read)(?:-|$)/;
// Where a tool is named: after a use verb, and nothing but the clause's end or "instead" next.
const BEFORE =
  /\b(?:use|call|try|run|invoke|prefer|switch\s+to|migrate\s+to|moved\s+to|(?:replaced|superseded)\s+by)\s+(?:the\s+)?$/i;
// A sequence word after the name ("call log-event first") is as sure a sign as the clause's end.
const AFTER =
  /^\s*(?:$|[.,;:!?)(—–]|instead\b|now\b|for\b|going\s+forward\b|first\b|before\b|after\b|afterwards\b|beforehand\b|again\b)/i;
const INSTEAD = /^\s+instead\b/i;

function namesTool(id: string, before: string, after: string, siblings?: ReadonlySet<string>): boolean {
  const lower = id.toLowerCase();
  if (siblings?.has(lower) || VERSION.test(lower)) return true;
  if (TOOL_VERB.test(lower) && !PHRASAL.test(lower)) return true;
  return (BEFORE.test(before) && AFTER.test(after)) || INSTEAD.test(after);
}

/** The tool ids a text names, in order of appearance, backticks stripped. */
export function toolIdsIn(text: string, siblings?: ReadonlySet<string>): string[] {
  const found = [...text.matchAll(TOOL_IDS)].map((m) => ({ at: m.index, id: m[0].replace(/`/g, '') }));
  for (const m of text.matchAll(HYPHENATED)) {
    const end = m.index + m[0].length;
    if (namesTool(m[0], text.slice(Math.max(0, m.index - 40), m.index), text.slice(end, end + 40), siblings))
      found.push({ at: m.index, id: m[0] });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.id);
}
