// Server summaries: one short text per server saying what it is for, embedded for the
// first routing stage. Derived offline from the published descriptions (the server's name
// and its tools' names and first sentences); an LLM-written summary, when configured,
// replaces it and is versioned and reviewed like a description (summary-store.ts).
export interface CatalogTool {
  name: string;
  description: string;
  inputSchema?: Record<string, unknown>;
}

export interface CatalogServer {
  server: string;
  /** A reviewed summary; derived from the tools when absent. */
  summary?: string;
  tools: CatalogTool[];
}

/** "get_weather-forecast" → "get weather forecast"; camelCase split too. */
export function humanize(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-./:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The first sentence (or line) of a description, at most `maxWords` words. */
export function firstSentence(text: string, maxWords = 20): string {
  const line = text.trim().split(/\n/)[0] ?? '';
  const sentence = /^(.+?[.!?。！？])(\s|$)/.exec(line)?.[1] ?? line;
  const words = sentence.split(/\s+/).filter(Boolean);
  return words.length > maxWords ? `${words.slice(0, maxWords).join(' ')}…` : words.join(' ');
}

/** What a tool's embedding is computed from: its name in words and its description. */
export function toolText(t: CatalogTool): string {
  return `${humanize(t.name)}: ${t.description}`;
}

/**
 * The offline rule's version, stored with each summary it derives (summary-store.ts): a
 * stored summary of an older rule is re-derived. Bump it whenever the rule's text changes.
 * 1: names and first sentences in catalogue order until 120 words, the rest cut.
 * 2: the same, then the names of the rest.
 */
export const OFFLINE_SUMMARY_RULE = 2;
/** At most this many words of a tool's first sentence. */
const PHRASE_WORDS = 12;

const countWords = (s: string) => s.split(/\s+/).filter(Boolean).length;

/**
 * The offline summary: the server's name, then each tool's name and first sentence (up to
 * PHRASE_WORDS words) in catalogue order while they fit in `maxWords`, then the names of
 * the tools left: a request for a tool the summary does not name meets a server that seems
 * not to have it. The summary grows by those names rather than giving up sentences for
 * them: shared out, the words left a few per tool, mostly an opening verb every server has
 * ("Fetch details for a…"), and routing measured worse (bench:discovery).
 */
export function offlineSummary(s: CatalogServer, maxWords = 120): string {
  const head = `${humanize(s.server)}. Tools: `;
  let left = maxWords - countWords(head);
  let prose = true;
  const parts = s.tools.map((t) => {
    const name = humanize(t.name);
    const sentence = firstSentence(t.description, PHRASE_WORDS);
    const n = countWords(name) + countWords(sentence);
    // Sentences in catalogue order until one does not fit; the rest by name alone.
    prose &&= n <= left;
    if (!prose) return name;
    left -= n;
    return sentence ? `${name} (${sentence})` : name;
  });
  return `${head}${parts.join('; ')}`;
}
