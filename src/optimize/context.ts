// What a run checks its candidates against, read once per run (per fold offline): the
// recorded queries to replay (not the evidence's own, nor those the current text quotes),
// both selectors' view of them, the length budget, and the privacy rule's vocabulary and
// allowed words. Offline, the recorded queries are split as the evidence is (evidence.ts
// `offlineHalf`): the fold's own half is the rewriter's tuning set (examples.ts chooses by
// replay on it), the other half is what the replay gate checks, so no candidate is judged
// on the queries it was fitted to (nor on a near-duplicate of them; twins that differ by a
// word can be: see offlineHalf).
import { Bm25Index } from '../quality/bm25.ts';
import { lengthBudget } from '../quality/length.ts';
import { allowedWords, buildVocabulary, type PrivacyVocabulary } from '../quality/privacy.ts';
import type { SelectorReplay } from '../quality/replay-gate.ts';
import type { ReplayQuery } from '../quality/replay.ts';
import type { SemanticCatalogue } from '../semantic/selector.ts';
import { selectServedQueries } from '../store/sql/optimizer.ts';
import { selectQuerySessions, selectTracesFingerprint } from '../store/sql/privacy.ts';
import type { PublishedRow } from '../store/sql/state.ts';
import type { ToolRow } from '../store/types.ts';
import { type Evidence, type Half, offlineHalf, splitKey } from './evidence.ts';
import type { TuningSet } from './examples.ts';
import { authoredText, quotedRequests, TEMPLATE_WORDS } from './offline.ts';
import type { OptimizerOptions } from './options.ts';

/** Recent queries the privacy vocabulary is built from. */
const PRIVACY_SAMPLE = 50_000;

/** Per replayed query, once per run: the semantic selector's current pick and the best tool other than this one. */
export interface SemanticQueries {
  idx: number[];
  servedBy: string[];
  best: { id: string | undefined; other: string | undefined; otherScore: number }[];
}

export interface RunContext {
  /** `server/name` of the tool. */
  toolId: string;
  current: string;
  /** The published set without this tool: what a wrong pick's tool is named from. */
  others: Map<string, string>;
  index: Bm25Index;
  replay: ReplayQuery[];
  semanticQueries?: SemanticQueries | undefined;
  /** Offline only: the mined half of the recorded queries, for choosing examples. */
  tuning?: TuningSet | undefined;
  /** Words a candidate may have (the length gate's budget for this tool). */
  budget: number;
  privacy: { vocabulary: PrivacyVocabulary; allowed: Set<string> };
}

/** `fold`: offline, the half the candidates are mined and tuned on (the other is replayed). */
export async function runContext(o: OptimizerOptions, tool: ToolRow, catalogue: PublishedRow[], current: string, evidence: Evidence, fold: Half = 0): Promise<RunContext> {
  const toolId = `${tool.server}/${tool.name}`;
  const index = new Bm25Index(catalogue.map((p) => [`${p.server}/${p.name}`, p.text]));
  const evidenceIds = new Set([...evidence.successes, ...evidence.failures].map((e) => e.traceId));
  const offline = o.llm.mode !== 'online';
  const served = await selectServedQueries(o.db, o.replayQueries);
  // The same request served twice is one observation, not two (the sign test counts pairs).
  const distinct = (rows: typeof served): ReplayQuery[] => {
    const seen = new Set<string>();
    return rows.map((q) => ({ query: q.query, servedBy: q.served_by })).filter((q) => !seen.has(`${q.servedBy}\n${q.query}`) && !!seen.add(`${q.servedBy}\n${q.query}`));
  };
  // A request the current text quotes (or its near-duplicate) is right by construction:
  // it says nothing of how a text generalizes, and a candidate that quotes others instead
  // would be charged for "breaking" it. Left out of the replay. (The tuning set keeps them:
  // examples.ts scores against the text without its current examples.)
  const quoted = quotedMatcher(current);
  const replay = distinct(served.filter((q) => !evidenceIds.has(q.trace_id) && !(offline && offlineHalf(q.query) === fold) && !quoted(q.query)));
  const tuningQueries = offline ? distinct(served.filter((q) => offlineHalf(q.query) === fold)) : [];
  // Words a candidate may always use: the current text, the schema, the catalogue's
  // names and what authors wrote in the published texts (public already, unlike users'
  // queries). Not the lines this rewriter wrote into other tools' texts: a word quoted
  // there from a request (even one that passed there, as the first word of the quote, where
  // a capital says nothing) must not pass unchecked everywhere else.
  const privacy = {
    vocabulary: await vocabularyFor(o),
    allowed: allowedWords(current, TEMPLATE_WORDS, JSON.stringify(tool.input_schema ?? {}), ...catalogue.map((p) => `${p.name} ${authoredText(p.text)}`)),
  };
  let semanticQueries: SemanticQueries | undefined;
  let tuningSemantic: SemanticQueries | undefined;
  if (o.semantic) {
    await o.semantic.sync(catalogue.map((p) => [`${p.server}/${p.name}`, p.text]));
    const view = async (qs: ReplayQuery[]): Promise<SemanticQueries> => {
      const idx = await o.semantic!.queries(qs.map((q) => q.query));
      return { idx, servedBy: qs.map((q) => q.servedBy), best: idx.map((q) => o.semantic!.bestExcept(q, toolId)) };
    };
    semanticQueries = await view(replay);
    if (tuningQueries.length) tuningSemantic = await view(tuningQueries);
  }
  return {
    toolId,
    current,
    others: new Map(catalogue.filter((p) => p.server !== tool.server || p.name !== tool.name).map((p) => [`${p.server}/${p.name}`, p.text])),
    index,
    replay,
    semanticQueries,
    ...(offline ? { tuning: { queries: tuningQueries, semantic: tuningSemantic } } : {}),
    budget: lengthBudget(current, o),
    privacy,
  };
}

/**
 * Whether a request is one the text quotes, compared word by word as the split compares
 * requests (splitKey); an elision ("…") stands for one to six words (a card number elided
 * is four). Words, not a regular expression: the requests are untrusted and can be long.
 */
export function quotedMatcher(text: string): (query: string) => boolean {
  const quotes = quotedRequests(text).map((quote) => quote.split('…').map((part) => (splitKey(part) ? splitKey(part).split(' ') : [])));
  if (quotes.length === 0) return () => false;
  return (query) => {
    const words = splitKey(query).split(' ');
    return quotes.some((parts) => matchesQuote(words, parts));
  };
}

const MAX_ELIDED_WORDS = 6;

/** Whether `words` are the parts in order with one to six words between each two (an elision). */
function matchesQuote(words: string[], parts: string[][]): boolean {
  const fixed = parts.reduce((n, p) => n + p.length, 0);
  const gaps = parts.length - 1;
  if (words.length < fixed + gaps || words.length > fixed + gaps * MAX_ELIDED_WORDS) return false;
  const at = (i: number, k: number): boolean => {
    const part = parts[k]!;
    for (let j = 0; j < part.length; j++) if (words[i + j] !== part[j]) return false;
    const end = i + part.length;
    if (k === parts.length - 1) return end === words.length;
    for (let gap = 1; gap <= MAX_ELIDED_WORDS && end + gap <= words.length; gap++) if (at(end + gap, k + 1)) return true;
    return false;
  };
  return at(0, 0);
}

async function vocabularyFor(o: OptimizerOptions): Promise<PrivacyVocabulary> {
  const fingerprint = `${o.privacyMinSessions}:${await selectTracesFingerprint(o.db)}`;
  if (o.vocabularyCache?.fingerprint === fingerprint) return o.vocabularyCache.vocabulary;
  const vocabulary = buildVocabulary(await selectQuerySessions(o.db, PRIVACY_SAMPLE), o.privacyMinSessions);
  o.vocabularyCache = { fingerprint, vocabulary };
  return vocabulary;
}

/** The semantic selector's top-1 on the replayed queries, current text vs candidate. */
export function semanticReplay(cat: SemanticCatalogue, tool: string, candidate: Float32Array, qs: SemanticQueries): SelectorReplay {
  let before = 0;
  let fixed = 0;
  let broken = 0;
  qs.idx.forEach((q, k) => {
    const right = qs.servedBy[k];
    const b = qs.best[k]!;
    const was = b.id === right;
    // With the candidate in place, the tool wins the query iff it outscores the best other tool.
    const now = (cat.scoreVector(q, candidate) > b.otherScore ? tool : b.other) === right;
    if (was) before++;
    if (now && !was) fixed++;
    if (was && !now) broken++;
  });
  return { selector: 'semantic', model: cat.model, queries: qs.idx.length, before, after: before + fixed - broken, fixed, broken };
}
