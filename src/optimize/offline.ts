// The offline rewriter: prose from evidence, used when no LLM is configured. It keeps the
// current text (its purpose and every stated constraint) and adds only what
// deterministic mining can state honestly, each as a sentence with the trace ids behind
// it (kept in the proposal's provenance), each to the component it belongs to
// (catalog/components.ts: the current text is parsed into components, the sentences added,
// and the candidate is their assembly):
//   "Returns a list of objects with fields …." — the shape of the results of calls that
//     worked (offline-results.ts; purpose);
//   "Typical requests: "…"; "…"." — served queries that pass the privacy rule, with at
//     most two distinct refused words elided ("…"): up to two representative ones (medoids
//     of the served queries' embeddings), and, when the run has a tuning set, those chosen
//     by replay on it (examples.ts);
//   "Use it when the user asks to find or list notes." (when to use it) — the action most
//     served requests ask for, by grammar, on the tool's own object (offline-usage.ts);
//   "For requests that match <tool> ("<purpose>"), use <tool> instead." (when not to use
//     it) — from wrong picks, with that tool's purpose in a few words (the first sentence
//     of its published text, if short), written where the injection gate lets it through
//     (a snake_case tool only when it is a sibling on this server);
//   "Calls can fail with "<message>" (seen in n traces)." (its limits) — an error message seen in ≥ 3;
//   "Parameters: …" and argument fixes — from the input schema, for parameters the text does
//     not name, and from rejected-then-fixed calls.
// A quoted request never ends in an elision ("the …?"): it would read as a literal request.
// No keyword lists. The budget is kept by choosing which sentences to include, never by
// cutting one short: the first variant states every component it has evidence for within
// the length gate's budget (a complete description; a token budget makes compact variants
// of it), the leaner ones stay within the optimizer's own target; the rewriter never
// produces a candidate its own length gate blocks. Lines it wrote
// before (today's and the older "Use when the user asks about …" format) are recognised
// by their openings and rewritten from the current evidence, not repeated.
import {
  assembleComponents,
  type ComponentKey,
  type Components,
  parseComponents,
  schemaParamNames,
} from '../catalog/components.ts';
import { wordCount } from '../quality/length.ts';
import { FAILS, failureSentence, PARAMETERS, parameterLine, purposeOf } from './offline-lines.ts';
import { countTokens } from '../tokens.ts';
import { checkDisclosure, type ToolAnnotations } from '../quality/disclosure.ts';
import { checkInjection } from '../quality/injection.ts';
import { lintWorse } from '../quality/gates.ts';
import { checkReadability } from '../quality/readability.ts';
import { scoreDescription } from '../quality/rubric.ts';
import {
  capitalisedWords,
  joinElisions,
  maskPrivate,
  privacyFindings,
  type PrivacyFinding,
  type PrivacyVocabulary,
} from '../quality/privacy.ts';
import { type ArgumentFix, FIX_WORDS, FIXES, type FixFact, fixesLine, mineArgumentFixes } from './argument-fixes.ts';
import { type DisclosureSentence, DISCLOSURE_WORDS, disclosureSentence } from './code-disclosure.ts';
import type { CodeFactsForGate } from '../quality/code-gate.ts';
import { pickDistinctive, pickExamples } from './offline-picks.ts';
import { RESULT_WORDS, RETURNS_LINE, recurrentErrorWords, returnsSentence } from './offline-results.ts';
import { USAGE_LINE, USAGE_WORDS, usageSentence } from './offline-usage.ts';

export const TYPICAL = 'Typical requests:';
const INSTEAD = / instead\.$/;
/** Openings of lines this rewriter (or its predecessor) wrote. */
const GENERATED = [TYPICAL, USAGE_LINE, FAILS, PARAMETERS, FIXES, 'Use when the user asks about', 'Not for '];

/** The rewriter's own wording: not from users, so the privacy rule allows it. */
export const TEMPLATE_WORDS = `${TYPICAL} ${FAILS} ${PARAMETERS} seen in several many traces for use instead requests that match string number integer boolean object array required ${FIX_WORDS} ${RESULT_WORDS} ${DISCLOSURE_WORDS} ${USAGE_WORDS}`;

export { MIN_ERROR_TRACES } from './offline-results.ts';
const MAX_EXAMPLE_WORDS = 16;

export type Sentence =
  | {
      kind: 'current' | 'returns' | 'usage' | 'examples' | 'instead' | 'failure' | 'fixes' | 'parameters';
      text: string;
      trace_ids: string[];
    }
  | DisclosureSentence;

export interface OfflineInput {
  current: string;
  served: { traceId: string; query: string }[];
  /** Embeddings of the served queries, in order (medoids); token overlap without them. */
  servedVectors?: Float32Array[] | undefined;
  wrongPicks: { traceId: string; servedBy: string }[];
  errors: { traceId: string; message: string }[];
  /** Result previews of the tool's calls that worked (what it returns). */
  results?: { traceId: string; preview: string }[] | undefined;
  /** Rejected calls of the tool and the next call of it that worked, in the same trace. */
  fixes?: ArgumentFix[] | undefined;
  inputSchema?: Record<string, unknown> | undefined;
  /** The published version's annotations: the disclosure pre-check reads them as the gate does. */
  annotations?: ToolAnnotations | undefined;
  /** Published text of the other tools, by "server/name" (for "use X instead"). */
  catalogue: Map<string, string>;
  /** The other tools of this tool's server ("server/name"): the gate lets "use X instead" name only one of them. */
  siblings?: readonly string[] | undefined;
  /** The longest a lean candidate may be, in tokens (the optimizer's own target, within the gate's budget). */
  maxTokens: number;
  /** The longest the complete candidate may be, in tokens (the length gate's budget; maxTokens when absent). */
  completeTokens?: number | undefined;
  privacy: { vocabulary: PrivacyVocabulary; allowed: Set<string> };
  /** How rare a (tokenized) term is across the catalogue: higher is rarer. */
  idf?: ((term: string) => number) | undefined;
  /** Requests chosen by replay on the run's tuning set (examples.ts): stated first when given. */
  tunedExamples?: { traceId: string; query: string }[] | undefined;
  /** What the tool's code does, when its source was read: an undisclosed effect is stated (code-disclosure.ts). */
  codeFacts?: CodeFactsForGate | undefined;
}

export interface OfflineCandidate {
  text: string;
  sentences: Sentence[];
  /** The components `text` assembles (the version stores them). */
  components: Components;
}

/** The component each kind of mined sentence belongs to. */
const COMPONENT_OF: Record<Exclude<Sentence['kind'], 'current'>, ComponentKey> = {
  returns: 'purpose',
  usage: 'whenToUse',
  // What the code does that the text did not say: part of what the tool does.
  disclosure: 'purpose',
  instead: 'whenNotToUse',
  failure: 'whenNotToUse',
  parameters: 'parameters',
  fixes: 'parameters',
  examples: 'examples',
};

/** The text's components with these mined sentences added, each on its own line of its component. */
export function withSentences(text: string, sentences: Sentence[], schema?: Record<string, unknown>): Components {
  const c = parseComponents(text, schemaParamNames(schema));
  for (const s of sentences) {
    if (s.kind === 'current' || !s.text) continue;
    const k = COMPONENT_OF[s.kind];
    c[k] = c[k] ? `${c[k]}\n${s.text}` : s.text;
  }
  return c;
}

/** Variants, those with the examples chosen by replay first, then richest first, those the lint or disclosure gate will block last; each within maxTokens and readable (may be empty). */
export function offlineRewrite(i: OfflineInput): OfflineCandidate[] {
  const core = authoredText(i.current);
  const safe = (s: string) => privacyFindings(s, i.privacy.allowed, i.privacy.vocabulary).length === 0;
  const exampleSentence = (examples: { traceId: string; query: string }[]): Sentence[] =>
    examples.length ? [examplesSentence(examples)] : [];
  // Two ways to choose representative requests: the medoids of what users ask, and the
  // requests whose words are most typical of this tool and rare elsewhere in the
  // catalogue (what separates it from its neighbours). Replay decides between them.
  const quotable = quotableTexts(
    i.served,
    (q) => privacyFindings(q, i.privacy.allowed, i.privacy.vocabulary),
    i.current,
  );
  const medoids = exampleSentence(pickExamples(i, quotable));
  const typical = exampleSentence(pickDistinctive(i, quotable));
  const facts: Sentence[] = [...medoids, ...minedFacts(i, core, safe)];

  const disclosure = codeDisclosure(i, core);
  const build = (chosen: Sentence[]): OfflineCandidate => {
    const components = withSentences(core, [...disclosure, ...chosen], i.inputSchema);
    const sentences = [{ kind: 'current' as const, text: core.trim(), trace_ids: [] }, ...disclosure, ...chosen];
    return { text: assembleComponents(components), sentences, components };
  };
  // Choose, in order of value, the facts that fit; then leaner variants for replay to weigh.
  const complete = Math.max(i.maxTokens, i.completeTokens ?? 0);
  const fit = (pool: Sentence[], limit = i.maxTokens) => {
    const chosen: Sentence[] = [];
    for (const f of pool) if (countTokens(build([...chosen, f]).text) <= limit) chosen.push(f);
    return chosen;
  };
  // When to use it is stated in the complete candidate; the lean ones restate it only where
  // the current text says it (they rewrite it from today's evidence rather than drop it).
  const said = i.current.split('\n').some((l) => l.startsWith(USAGE_LINE));
  const lean = said ? facts : facts.filter((f) => f.kind !== 'usage');
  const others = lean.filter((f) => f.kind !== 'examples');
  const variants = [
    // Every component there is evidence for, as the gate allows; then leaner, as the optimizer aims.
    fit(facts, complete),
    fit(lean),
    fit([...typical, ...others]),
    fit(typical),
    fit(lean.filter((f) => f.kind === 'examples' || f.kind === 'parameters')),
  ];
  // Examples chosen by replay come first: in place of the current examples, the rest of the
  // current text kept (examples.ts scored exactly that text), then all but the last pick
  // (on the gate's half the last may be the one that costs), then with the facts mined
  // now. The run keeps only the first few variants.
  const out = new Map<string, OfflineCandidate>();
  // Candidates the lint or the disclosure gate will block (a new examples line in place of
  // an approved one can lose what the rubric counted, shorter or with fewer examples, or a
  // constraint an old quote stated) go after those that can pass: the run sends only the
  // first few to the gates, and a sure block would hold the place of one that can pass.
  // They are still written, so when nothing else is, the gates record why.
  const blocked = new Map<string, OfflineCandidate>();
  const lintBefore = scoreDescription({ description: i.current, inputSchema: i.inputSchema });
  // Never a candidate this rewriter's own length or readability gate would block.
  const add = (c: OfflineCandidate) => {
    if (c.text === i.current || countTokens(c.text) > complete || !checkReadability(c.text, i.current).passed) return;
    const sure =
      lintWorse(lintBefore, scoreDescription({ description: c.text, inputSchema: i.inputSchema })).length > 0 ||
      !checkDisclosure({ candidate: c.text, reviewed: i.current, annotations: i.annotations }).passed;
    (sure ? blocked : out).set(c.text, c);
  };
  const chain = i.tunedExamples ?? [];
  for (const ex of [chain, chain.slice(0, -1)]) if (ex.length) add(chainCandidate(i, disclosure, ex));
  if (chain.length) variants.unshift(fit([examplesSentence(chain), ...others]));
  for (const v of variants) if (v.length) add(build(v));
  return [...out.values(), ...blocked.values()];
}

/** The current text with the replay-chosen examples in place of its own (what examples.ts scored). */
function chainCandidate(
  i: OfflineInput,
  disclosure: Sentence[],
  ex: { traceId: string; query: string }[],
): OfflineCandidate {
  const rest = withoutExamples(i.current);
  const components = withSentences(rest, [...disclosure, examplesSentence(ex)], i.inputSchema);
  return {
    text: assembleComponents(components),
    sentences: [{ kind: 'current', text: rest, trace_ids: [] }, ...disclosure, examplesSentence(ex)],
    components,
  };
}

/**
 * A side effect the code has and the text does not say (code-disclosure.ts): stated in every
 * variant, unless even the current text and it alone would not fit.
 */
function codeDisclosure(i: OfflineInput, core: string): Sentence[] {
  const found = i.codeFacts && disclosureSentence(i.current, i.codeFacts.effects, i.annotations);
  return found && countTokens(`${core}\n${found.text}`) <= i.maxTokens ? [found] : [];
}

/** Every fact but the examples, in order of value: what it returns, when to use it, use-instead, failures, fixes, parameters. */
function minedFacts(i: OfflineInput, core: string, safe: (s: string) => boolean): Sentence[] {
  const facts: Sentence[] = [];
  const returns = returnsSentence(
    i.results ?? [],
    (s, fields) =>
      privacyFindings(s, new Set([...i.privacy.allowed, ...fields.map((f) => f.toLowerCase())]), i.privacy.vocabulary)
        .length === 0,
  );
  if (returns) facts.push({ kind: 'returns', text: returns.text, trace_ids: returns.trace_ids });
  const usage = usageSentence(i.served, core, safe);
  if (usage) facts.push(usage);
  const instead = insteadSentence(i, safe);
  if (instead) facts.push(instead);
  const errorWords = new Set([...i.privacy.allowed, ...recurrentErrorWords(i.errors)]);
  const failure = failureSentence(i.errors, (s) => privacyFindings(s, errorWords, i.privacy.vocabulary).length === 0);
  if (failure) facts.push(failure);
  const fixes = fixesSentence(i, safe);
  if (fixes) facts.push(fixes);
  const params = parameterLine(core, i.inputSchema);
  if (params) facts.push({ kind: 'parameters', text: params, trace_ids: [] });
  return facts;
}
/** The "Typical requests" sentence quoting these requests. */
export function examplesSentence(examples: { traceId: string; query: string }[]): Sentence {
  return {
    kind: 'examples',
    text: `${TYPICAL} ${examples.map((e) => `"${e.query.replace(/"/g, "'").trim()}"`).join('; ')}.`,
    trace_ids: examples.map((e) => e.traceId).filter(Boolean),
  };
}

/** The requests a text's "Typical requests" line quotes, as written there (elisions "…" kept). */
export function quotedRequests(text: string): string[] {
  const line = text.split('\n').find((l) => l.startsWith(TYPICAL));
  return line ? [...line.matchAll(/"([^"]*)"/g)].map((m) => m[1]!) : [];
}

/** The current text with these examples in place of its own: what examples.ts scores. */
export function withExamples(current: string, examples: { traceId: string; query: string }[]): string {
  return assembleComponents(examplesComponents(current, examples));
}

/** withExamples as components. */
function examplesComponents(
  current: string,
  examples: { traceId: string; query: string }[],
  schema?: Record<string, unknown>,
): Components {
  return withSentences(withoutExamples(current), examples.length ? [examplesSentence(examples)] : [], schema);
}

/** The current text without its quoted requests (this format's or the older keyword line); the rest as approved. */
function withoutExamples(text: string): string {
  return text
    .split('\n')
    .filter((l) => !l.startsWith(TYPICAL) && !l.startsWith('Use when the user asks about'))
    .join('\n')
    .trim();
}

/** Distinct words a quoted request may lose to the privacy rule (each wherever it occurs) and still be worth quoting. */
const MAX_ELIDED = 2;

/**
 * Served requests that may be quoted: 3–16 words, each text once. A request with a word the
 * privacy rule refuses (a name, an identifier, a word too few sessions use) is quoted with
 * that word elided ("…"), as documentation writes "the weather in … tomorrow", if at most
 * two distinct words go (each wherever it occurs: "4111 1111 1111 1111" is two) and three
 * remain; otherwise not at all. Words written as names inside a
 * sentence are elided too, unless the tool's own text writes them (its product's name).
 */
export function quotableRequests(
  served: { traceId: string; query: string }[],
  findings: (s: string) => PrivacyFinding[],
  current = '',
): { traceId: string; query: string; asked: string }[] {
  const texts = quotableTexts(served, findings, current);
  return served.flatMap((s, k) =>
    texts[k] === undefined ? [] : [{ traceId: s.traceId, query: texts[k], asked: s.query }],
  );
}

/** quotableRequests, aligned with `served`: each request's quotable text, or undefined. */
function quotableTexts(
  served: { traceId: string; query: string }[],
  findings: (s: string) => PrivacyFinding[],
  current: string,
): (string | undefined)[] {
  // Names the tool's own text writes (its product, its service) may be quoted.
  const authored = authoredText(current);
  const own = new Set(capitalisedWords(authored).concat(authored.match(/^\p{Lu}[\p{L}]+/gmu) ?? []));
  const seen = new Set<string>();
  return served.map((s) => {
    const words = wordCount(s.query);
    if (words > MAX_EXAMPLE_WORDS || words < 3) return undefined;
    const names = capitalisedWords(s.query).filter((w) => !own.has(w));
    const found = [...findings(s.query), ...names.map((word) => ({ word, why: 'name' as const }))];
    if (new Set(found.map((f) => f.word)).size > MAX_ELIDED) return undefined;
    const query = found.length ? joinElisions(maskPrivate(s.query, found, '…')) : s.query;
    // "what did I write about the …?" reads to an agent as a literal request: not quoted.
    if (wordCount(query.replaceAll('…', '')) < 3 || /…[\s\p{P}]*$/u.test(query)) return undefined;
    const key = query.trim().toLowerCase();
    if (seen.has(key)) return undefined;
    seen.add(key);
    return query;
  });
}

/** A text without the lines this rewriter writes (quoted requests, failures, parameters, "use X instead"): what its author wrote. */
export function authoredText(text: string): string {
  return text
    .split('\n')
    .filter(
      (l) =>
        !GENERATED.some((g) => l.startsWith(g)) &&
        !RETURNS_LINE.test(l) &&
        !(/^For requests that match \S+ \(".*"\), use \S+ instead\.$/.test(l) && INSTEAD.test(l)),
    )
    .join('\n');
}

/** The tool most often used instead, with its purpose in a few words, if that reads well. */
function insteadSentence(i: OfflineInput, safe: (s: string) => boolean): Sentence | undefined {
  const by = new Map<string, string[]>();
  for (const w of i.wrongPicks) by.set(w.servedBy, [...(by.get(w.servedBy) ?? []), w.traceId]);
  const ranked = [...by.entries()].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1));
  for (const [ref, ids] of ranked) {
    const text = i.catalogue.get(ref);
    if (!text) continue;
    const purpose = purposeOf(text);
    if (!purpose) continue;
    const name = ref.slice(ref.indexOf('/') + 1);
    // Quoted, so the other tool's purpose keeps its own grammar.
    const s = `For requests that match ${name} ("${purpose}"), use ${name} instead.`;
    // The injection gate reads "use <tool_id> instead" as a redirect unless that tool is a
    // sibling on this server (poisoning/sibling.ts; a same-named tool of another server is
    // not): a sentence it will block is not written, so it cannot sink the facts beside it.
    const siblings = i.siblings?.includes(ref) ? [name] : [];
    if (
      safe(s) &&
      checkInjection({ candidate: `${i.current}\n${s}`, reviewed: i.current, siblings, schema: i.inputSchema }).passed
    )
      return { kind: 'instead', text: s, trace_ids: ids };
  }
  return undefined;
}

/** Up to two argument fixes seen in several traces, each clause one the privacy rule passes. */
function fixesSentence(i: OfflineInput, safe: (s: string) => boolean): Sentence | undefined {
  const chosen: FixFact[] = [];
  for (const f of mineArgumentFixes(i.fixes ?? [], i.inputSchema)) {
    if (chosen.length === 2) break;
    // One fix per error: a second change after the same error says less than another error's.
    if (f.error !== undefined && chosen.some((c) => c.error === f.error)) continue;
    if (safe(fixesLine([f]))) chosen.push(f);
  }
  if (chosen.length === 0) return undefined;
  return { kind: 'fixes', text: fixesLine(chosen), trace_ids: [...new Set(chosen.flatMap((f) => f.traceIds))] };
}

export { FAILS, PARAMETERS, purposeOf };
