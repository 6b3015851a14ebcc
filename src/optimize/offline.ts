// The offline rewriter: a deterministic rewrite from the evidence, used when no LLM is
// configured. It keeps the current text (its purpose and every stated constraint) and
// adds what the evidence shows:
//   "Use when the user asks about …" — the most distinctive words of the queries this
//   tool served (distinctive: rare across the catalogue, so they separate this tool);
//   "Not for … (use X)." — from wrong picks, naming the tool that served instead;
//   "Parameters: …" — from the input schema, for parameters the text does not name.
// Lines it wrote before are recognised by their openings and merged, not repeated. The
// result stays within the word budget.
import { tokenize } from '../quality/bm25.ts';
import { wordCount } from '../quality/length.ts';

export const USE_WHEN = 'Use when the user asks about';
export const NOT_FOR = 'Not for';
export const PARAMETERS = 'Parameters:';

export interface OfflineInput {
  current: string;
  successQueries: string[];
  wrongPicks: { query: string; servedBy: string }[];
  inputSchema?: Record<string, unknown> | undefined;
  maxWords: number;
  /** How distinctive a (tokenized) term is across the catalogue: higher is rarer. */
  idf: (term: string) => number;
}

export function offlineRewrite(i: OfflineInput): string {
  const { core, useWhen, notFor } = parse(i.current);
  const coreTerms = new Set(tokenize(core));
  // Terms already listed stay first: they were proposed and approved from earlier evidence.
  const terms: string[] = [...useWhen];
  const have = new Set(terms.flatMap((t) => tokenize(t)));
  for (const t of rankTerms(i.successQueries, i.idf)) {
    if (coreTerms.has(t.stem) || have.has(t.stem)) continue;
    terms.push(t.word);
    have.add(t.stem);
  }
  const avoid = [...new Set([...notFor, ...i.wrongPicks.map((w) => shortName(w.servedBy))])].slice(0, 2);
  const params = parameterLine(core, i.inputSchema);

  // Fill the word budget: core, then as many terms as fit, then the other lines.
  const build = (n: number) =>
    [
      core.trim(),
      n > 0 ? `${USE_WHEN} ${terms.slice(0, n).join(', ')}.` : '',
      avoid.length ? `${NOT_FOR} ${avoid.map((a) => `what ${a} does (use ${a})`).join('; ')}.` : '',
      params,
    ]
      .filter(Boolean)
      .join('\n');
  let n = terms.length;
  while (n > 0 && wordCount(build(n)) > i.maxWords) n--;
  return build(n);
}

interface Parsed {
  core: string;
  useWhen: string[];
  notFor: string[];
}

function parse(text: string): Parsed {
  const core: string[] = [];
  let useWhen: string[] = [];
  let notFor: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith(USE_WHEN)) {
      useWhen = line.slice(USE_WHEN.length).replace(/\.\s*$/, '').split(',').map((s) => s.trim()).filter(Boolean);
    } else if (line.startsWith(NOT_FOR)) {
      notFor = [...line.matchAll(/\(use ([^)]+)\)/g)].map((m) => m[1]!);
    } else if (!line.startsWith(PARAMETERS)) {
      core.push(line);
    }
  }
  return { core: core.join('\n'), useWhen, notFor };
}

/** Words of the served queries, by how often they occur times how rare they are in the catalogue. */
function rankTerms(queries: string[], idf: (t: string) => number): { word: string; stem: string }[] {
  const count = new Map<string, number>();
  const surface = new Map<string, Map<string, number>>();
  for (const q of queries) {
    const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const seen = new Set<string>();
    for (const w of words) {
      const [stem] = tokenize(w);
      if (!stem || seen.has(stem) || /^\d+$/.test(stem)) continue;
      seen.add(stem);
      count.set(stem, (count.get(stem) ?? 0) + 1);
      const forms = surface.get(stem) ?? surface.set(stem, new Map()).get(stem)!;
      forms.set(w, (forms.get(w) ?? 0) + 1);
    }
  }
  return [...count.entries()]
    .map(([stem, n]) => ({ stem, score: n * Math.max(0.1, idf(stem)), word: [...surface.get(stem)!.entries()].sort((a, b) => b[1] - a[1])[0]![0] }))
    .sort((a, b) => b.score - a.score || (a.stem < b.stem ? -1 : 1))
    .map(({ word, stem }) => ({ word, stem }));
}

function parameterLine(core: string, schema: Record<string, unknown> | undefined): string {
  const props = (schema?.properties ?? {}) as Record<string, { type?: string; description?: string }>;
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  const missing = Object.entries(props).filter(([name]) => !core.includes(name));
  if (missing.length === 0) return '';
  return `${PARAMETERS} ${missing
    .map(([name, p]) => `${name}${p.type ? ` (${p.type}${required.has(name) ? ', required' : ''})` : ''}${p.description ? `: ${p.description.trim().replace(/\.$/, '')}` : ''}`)
    .join('; ')}.`;
}

function shortName(ref: string): string {
  const slash = ref.indexOf('/');
  return slash >= 0 ? ref.slice(slash + 1) : ref;
}
