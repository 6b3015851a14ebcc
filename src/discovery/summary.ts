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

/** The offline summary: the server's name, then each tool's name and first sentence, within `maxWords`. */
export function offlineSummary(s: CatalogServer, maxWords = 120): string {
  const head = `${humanize(s.server)}. Tools: `;
  const parts: string[] = [];
  let words = head.split(/\s+/).length;
  for (const t of s.tools) {
    const part = `${humanize(t.name)} (${firstSentence(t.description, 12)})`;
    const n = part.split(/\s+/).length;
    if (words + n > maxWords && parts.length) break;
    parts.push(part);
    words += n;
  }
  return `${head}${parts.join('; ')}`;
}
