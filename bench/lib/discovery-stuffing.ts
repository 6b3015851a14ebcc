// Keyword-stuffed tools for the discovery bench's adversarial probe (bench/discovery.ts):
// an untrusted upstream writes a description made to match every request, and the probe
// counts how often one of them is handed to an agent in the top 5. Every text is computed
// from the catalogue (and, for the strongest attacker, from the requests agents make), never
// a hand-picked phrase, so the probe reads the same on a catalogue nobody here has seen.
import { tokenize } from '../../src/quality/bm25.ts';
import { type CatalogServer, type CatalogTool, humanize } from '../../src/discovery/summary.ts';

/**
 * The words of a text as an attacker would paste them: lower case, at least 3 letters or
 * digits, content words only (the keyword tokenizer's stop words carry no capability).
 */
const wordsOf = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).filter((w) => tokenize(w).length > 0);

/**
 * Words by how many distinct groups (servers, or requests) use them, most first: the
 * "popular capability words" a stuffer lists. Ties by first appearance, so it is stable.
 */
export function popularWords(groups: string[][], n: number): string[] {
  const count = new Map<string, number>();
  for (const g of groups) for (const w of new Set(g.flatMap(wordsOf))) count.set(w, (count.get(w) ?? 0) + 1);
  return [...count.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([w]) => w);
}

/** The stuffer's own server. */
export const STUFFED_SERVER = 's0';

/**
 * The catalogue with stuffed tools added: four on existing servers (a compromised upstream
 * among honest ones) and a server of its own whose derived summary is stuffed too. Each
 * stuffed tool's key is returned so the probe can find them in a ranking.
 * - terms: the words most requests use (an attacker who knows how agents ask), listed once;
 * - popular: the words most servers' tools use, listed once;
 * - paste: the descriptions of one tool from each of the eight largest servers, pasted;
 * - repeat: the three words most requests use, each repeated 30 times;
 * - hub: a server of three tools, each opening with a sentence of twelve request words in
 *   turn and then listing them all, so the summary derived from first sentences is stuffed too.
 * Names are t1…t7 and the hub's server s0: a name that says what the tool does is a claim of
 * its own, so the probe measures what the description alone wins.
 */
export function stuffCatalog(
  catalog: CatalogServer[],
  requests: string[],
): { catalog: CatalogServer[]; stuffed: Set<string> } {
  const popular = popularWords(
    catalog.map((s) => s.tools.map((t) => `${t.name.replace(/[_-]/g, ' ')} ${t.description}`)),
    60,
  );
  const terms = popularWords(
    requests.map((r) => [r]),
    60,
  );
  const largest = [...catalog].sort((a, b) => b.tools.length - a.tools.length).slice(0, 8);
  const paste = largest.map((s) => s.tools[0]?.description ?? '').join(' ');
  const repeat = Array.from({ length: 30 }, () => terms.slice(0, 3).join(' ')).join(' ');
  const name = (i: number) => `t${i}`;
  const onExisting: CatalogTool[] = [
    { name: name(1), description: terms.join(', ') },
    { name: name(2), description: popular.join(', ') },
    { name: name(3), description: paste },
    { name: name(4), description: repeat },
  ];
  // Spread over servers far apart in catalogue order (their summaries are left as derived).
  const hosts = onExisting.map((_, i) => Math.floor((i * catalog.length) / onExisting.length));
  const out = catalog.map((s) => ({ ...s, tools: [...s.tools] }));
  const stuffed = new Set<string>();
  onExisting.forEach((t, i) => {
    const s = out[hosts[i]!]!;
    s.tools.push(t);
    stuffed.add(`${s.server}/${t.name}`);
  });
  const hub: CatalogServer = {
    server: STUFFED_SERVER,
    tools: [0, 1, 2].map((i) => ({
      name: name(5 + i),
      description: `${terms.slice(i * 12, i * 12 + 12).join(' ')}. ${terms.join(', ')}`,
    })),
  };
  out.push(hub);
  for (const t of hub.tools) stuffed.add(`${hub.server}/${t.name}`);
  return { catalog: out, stuffed };
}

/** The second stuffer's own server. */
export const NAMES_SERVER = 's1';

/**
 * A second, differently built stuffing: an attacker who knows only the catalogue writes
 * prose rather than a bare list, pasting other tools' names (in words) into sentences:
 * "Use this tool to read file, search web and … ." Three tools on existing servers (the
 * names of one tool per server, of the servers' most common name words as verbs and
 * nouns, of the largest servers' first ten tools) and a server of three tools that
 * each open with twelve of those names, so its derived summary is stuffed too.
 */
export function stuffNames(catalog: CatalogServer[]): { catalog: CatalogServer[]; stuffed: Set<string> } {
  const prose = (names: string[]) => `Use this tool to ${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}.`;
  const onePerServer = catalog.map((s) => humanize(s.tools[0]?.name ?? s.server)).slice(0, 40);
  const common = popularWords(
    catalog.map((s) => s.tools.map((t) => humanize(t.name))),
    40,
  );
  const verbs = common.slice(0, 8);
  const nouns = common.slice(8, 40);
  const verbNoun = nouns.map((n, i) => `${verbs[i % verbs.length]} ${n}`);
  const largest = [...catalog].sort((a, b) => b.tools.length - a.tools.length).slice(0, 4);
  const firstTen = largest.flatMap((s) => s.tools.slice(0, 10).map((t) => humanize(t.name)));
  const onExisting: CatalogTool[] = [onePerServer, verbNoun, firstTen].map((names, i) => ({
    name: `n${i + 1}`,
    description: prose(names),
  }));
  const out = catalog.map((s) => ({ ...s, tools: [...s.tools] }));
  const stuffed = new Set<string>();
  onExisting.forEach((t, i) => {
    const s = out[Math.floor(((i + 0.5) * catalog.length) / onExisting.length)]!;
    s.tools.push(t);
    stuffed.add(`${s.server}/${t.name}`);
  });
  const hub: CatalogServer = {
    server: NAMES_SERVER,
    tools: [0, 1, 2].map((i) => ({
      name: `n${4 + i}`,
      description: `${prose(onePerServer.slice(i * 12, i * 12 + 12))} ${prose(verbNoun)}`,
    })),
  };
  out.push(hub);
  for (const t of hub.tools) stuffed.add(`${hub.server}/${t.name}`);
  return { catalog: out, stuffed };
}
