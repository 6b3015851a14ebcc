// Interface lints: what an agent reads besides the description prose. A tool-design guide
// asks for names that are a verb and its object, named one way across a server; input
// schemas that state their constraints (choices as enums, numeric bounds, which parameters
// are required, a description per field); an output schema; and a tool that changes state
// saying whether repeating it is safe. Each finding has a stable rule id and a fix.
//
// Whether a name word is a verb is compromise's part-of-speech lexicon, plus the verb the
// tool's own description opens with ("Geocodes an address" makes `geocode` a verb), never
// a list fitted to some catalogue.
import nlp from 'compromise';
import { finding, type InterfaceFinding } from './interface-rules.ts';
import { schemaFindings } from './interface-schema.ts';

export {
  INTERFACE_RULES,
  type InterfaceFinding,
  type InterfaceRule,
  type InterfaceRuleKey,
} from './interface-rules.ts';

export interface InterfaceTool {
  name: string;
  description: string;
  inputSchema?: Record<string, unknown> | undefined;
  /** Absent: the tool declares none. Not checked when `outputSchemaKnown` is false. */
  outputSchema?: unknown;
  annotations?: Record<string, unknown> | undefined;
}

export interface InterfaceOptions {
  /** False when the source cannot carry an output schema (the store keeps none): WS121 is not checked. */
  outputSchemaKnown?: boolean;
}

const GENERIC_VERBS = new Set(['do', 'handle', 'process', 'run', 'execute', 'manage', 'perform', 'invoke', 'call']);
const GENERIC_OBJECTS = new Set([
  'tool',
  'tools',
  'action',
  'actions',
  'task',
  'tasks',
  'request',
  'requests',
  'operation',
  'operations',
  'data',
  'item',
  'items',
  'thing',
  'things',
  'function',
  'job',
  'input',
  'command',
  'it',
  'all',
  'stuff',
]);

/**
 * Findings per tool of one server (names are judged against their siblings), in the
 * order of `tools`.
 */
export function lintInterface(tools: InterfaceTool[], o: InterfaceOptions = {}): InterfaceFinding[][] {
  const prefix = serverPrefix(tools.map((t) => nameWords(t.name)));
  const parsed = tools.map((t) => parseName(t, prefix));
  const styleMajority = majority(parsed.map((p) => p.style).filter((s) => s !== 'single'));
  const orderMajority = majority(parsed.map((p) => p.order).filter((s) => s !== undefined));
  return tools.map((t, i) => {
    const p = parsed[i]!;
    const out: InterfaceFinding[] = [];
    if (p.verbs.length === 0)
      out.push(finding('name-verb-noun', `"${t.name}" has no verb (words: ${p.words.join(', ') || 'none'})`));
    else if (p.words.length === 1) out.push(finding('name-verb-noun', `"${t.name}" is a verb with no object`));
    if (p.verbs.length > 0 && p.verbs.every((v) => GENERIC_VERBS.has(v))) {
      const rest = p.words.filter((w) => !p.verbs.includes(w));
      if (rest.every((w) => GENERIC_OBJECTS.has(w)))
        out.push(
          finding(
            'name-generic-verb',
            `"${t.name}" says only "${p.verbs.join(' ')}"${rest.length ? ` ${rest.join(' ')}` : ''}`,
          ),
        );
    }
    if (styleMajority && p.style !== 'single' && p.style !== styleMajority.value)
      out.push(
        finding(
          'name-style',
          `"${t.name}" is ${p.style}; ${styleMajority.count} of the server's ${tools.length} names are ${styleMajority.value}`,
        ),
      );
    if (orderMajority && p.order && p.order !== orderMajority.value)
      out.push(
        finding(
          'name-order',
          `"${t.name}" puts the verb ${p.order === 'verb-first' ? 'first' : 'last'}; ${orderMajority.count} of the server's names put it ${orderMajority.value === 'verb-first' ? 'first' : 'last'}`,
        ),
      );
    out.push(...schemaFindings(t.inputSchema));
    if (o.outputSchemaKnown !== false && (t.outputSchema === undefined || t.outputSchema === null))
      out.push(finding('output-schema', 'declares no outputSchema'));
    const sideEffect = undisclosedSideEffect(t, p.verbs[0]);
    if (sideEffect) out.push(finding('side-effect-disclosure', sideEffect));
    return out;
  });
}

export type NameStyle = 'snake_case' | 'camelCase' | 'PascalCase' | 'kebab-case' | 'dotted' | 'mixed' | 'single';

export function nameStyle(name: string): NameStyle {
  const seps = [/_/.test(name), /-/.test(name), /\./.test(name)].filter(Boolean).length;
  const innerUpper = /[a-z0-9][A-Z]/.test(name);
  if (seps > 1 || (seps === 1 && innerUpper)) return 'mixed';
  if (name.includes('_')) return 'snake_case';
  if (name.includes('-')) return 'kebab-case';
  if (name.includes('.')) return 'dotted';
  if (innerUpper) return /^[A-Z]/.test(name) ? 'PascalCase' : 'camelCase';
  return 'single';
}

/** Lower-case words of a name: snake, kebab, dotted, camel and Pascal case alike; digits dropped. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.toLowerCase());
}

interface ParsedName {
  words: string[];
  verbs: string[];
  style: NameStyle;
  order?: 'verb-first' | 'verb-last' | undefined;
}

function parseName(t: InterfaceTool, prefix: string | undefined): ParsedName {
  const words = nameWords(t.name);
  const lead = leadingVerbs(t.description);
  const verbs = words.filter((w) => isVerb(w) || namesLeadingVerb(w, lead));
  // For the order, a prefix most names of the server share ("maps_", "git_") is the
  // server's, not the tool's; a shared verb ("get_") is not a prefix.
  const own = prefix !== undefined && words.length > 1 && words[0] === prefix ? words.slice(1) : words;
  let order: ParsedName['order'];
  if (own.length >= 2 && verbs.length > 0) {
    const first = verbs.includes(own[0]!);
    const last = verbs.includes(own[own.length - 1]!);
    if (first && !last) order = 'verb-first';
    else if (last && !first) order = 'verb-last';
  }
  return { words, verbs, style: nameStyle(t.name), order };
}

/** A first word at least half the server's names share and that is no verb ("git", "browser"). */
function serverPrefix(names: string[][]): string | undefined {
  if (names.length < 2) return undefined;
  const counts = new Map<string, number>();
  for (const w of names) if (w.length > 1) counts.set(w[0]!, (counts.get(w[0]!) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1])[0];
  return top && top[1] >= 2 && top[1] * 2 >= names.length && !isVerb(top[0]) ? top[0] : undefined;
}

function majority<T>(xs: T[]): { value: T; count: number } | undefined {
  if (xs.length < 2) return undefined;
  const counts = new Map<T, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  const [value, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  // A tie has no prevailing convention to hold the others to.
  if ([...counts.values()].filter((c) => c === count).length > 1) return undefined;
  return { value, count };
}

const VERB_CACHE = new Map<string, boolean>();

/** Whether compromise's lexicon reads the word alone as a base-form verb ("list", "fetch"; not "data"). */
export function isVerb(word: string): boolean {
  let v = VERB_CACHE.get(word);
  if (v === undefined) {
    const term = (nlp(word).json({ terms: { tags: true } }) as { terms: { tags: string[] }[] }[])[0]?.terms[0];
    // The base form only: "details", "files" and "trending" are read as verbs too, but a
    // name's verb is an imperative.
    v = term?.tags.includes('Verb') === true && term.tags.includes('Infinitive');
    if (VERB_CACHE.size >= 20_000) VERB_CACHE.clear();
    VERB_CACHE.set(word, v);
  }
  return v;
}

/**
 * The verb a description opens with ("Compares two packages", "Hover an element"), read
 * by compromise with a subject put in front: alone, a sentence-initial verb is often read
 * as a noun. Both the infinitive and the bare forms are kept ("geocodes" → "geocode").
 */
function leadingVerbs(description: string): string[] {
  const first = (description.trim().split(/[.\n:;(]/)[0] ?? '').split(/\s+/).slice(0, 6).join(' ');
  if (!/^[A-Za-z]/.test(first)) return [];
  const lowered = first.charAt(0).toLowerCase() + first.slice(1);
  const out = new Set<string>();
  for (const frame of [`it ${lowered}`, `you ${lowered}`]) {
    const term = (nlp(frame).json({ terms: { tags: true } }) as { terms: { normal: string; tags: string[] }[] }[])[0]
      ?.terms[1];
    if (!term?.tags.includes('Verb') || !/^[a-z]+$/.test(term.normal)) continue;
    out.add(term.normal);
    out.add(term.normal.replace(/s$/, ''));
    out.add(term.normal.replace(/es$/, ''));
    const inf = nlp(term.normal).verbs().toInfinitive().out('text') as string;
    if (/^[a-z]+$/.test(inf)) out.add(inf);
  }
  return [...out];
}

/** A name word is the description's leading verb, or an abbreviation of it ("init", "calc"). */
function namesLeadingVerb(word: string, lead: string[]): boolean {
  return lead.some((v) => v === word || (word.length >= 4 && v.startsWith(word)));
}

// Verbs whose call changes state outside the agent: a repeated call may duplicate, overwrite or destroy.
const STATE_CHANGING =
  /^(?:create|add|insert|update|edit|modify|set|write|save|upload|delete|remove|drop|clear|purge|destroy|erase|send|post|publish|submit|transfer|pay|charge|cancel|book|move|rename|overwrite|replace|append|push|merge|deploy|install|uninstall|kill|terminate|reset|revoke|grant|assign|archive|close|commit|register)$/;
const STATES_IT =
  /\b(?:idempotent|irreversib\w*|permanent\w*|cannot be (?:undone|recovered|reversed)|can(?:no|')t be undone|undo(?:ne|able)?|safe to (?:retry|repeat|call (?:again|repeatedly))|duplicates?|no-?op\b|already exists?|overwrit\w+|replac\w+ (?:the |any )?existing|destructive|side[- ]effects?|each call (?:creates|adds|sends|charges)|(?:creates|adds) a new)\b/i;

/** `verb`: the name's first verb ("post" in post_message, but "get" in get_post). */
function undisclosedSideEffect(t: InterfaceTool, verb: string | undefined): string | undefined {
  if (!verb || !STATE_CHANGING.test(verb)) return undefined;
  const a = t.annotations ?? {};
  if (typeof a.destructiveHint === 'boolean' || typeof a.idempotentHint === 'boolean' || a.readOnlyHint === true)
    return undefined;
  if (STATES_IT.test(t.description)) return undefined;
  return `"${t.name}" changes state ("${verb}"), but no annotation (destructiveHint, idempotentHint) or sentence says whether a repeated call is safe`;
}
