// What a run checks its candidates against, read once per run and pass (offline, one pass
// per fold): the recorded queries to replay (not the evidence's own), both selectors' view
// of them, the length budget, and the privacy rule's vocabulary and allowed words.
// Offline, the recorded queries are split as the evidence is (evidence.ts `offlineHalf`):
// the fold's own half is the rewriter's tuning set (examples.ts chooses by replay on it),
// the other half is what the replay gate checks, so no candidate is judged on the queries
// it was fitted to (nor on a near-duplicate of them). A twin that differs by a word its
// quote elides ("weather in Paris" / "weather in Lyon") can sit in the other half:
// `replayFor` leaves those of the tool's own requests out of that candidate's replay.
import type { StoredCodeFacts } from '../consistency/facts.ts';
import { Bm25Index } from '../quality/bm25.ts';
import type { ReviewedSurface } from '../quality/check.ts';
import { generationBudget } from '../quality/length.ts';
import { allowedWords, buildVocabulary, type PrivacyVocabulary } from '../quality/privacy.ts';
import type { SelectorReplay } from '../quality/replay-gate.ts';
import type { ReplayQuery } from '../quality/replay.ts';
import type { SemanticCatalogue } from '../semantic/selector.ts';
import { selectServedQueries } from '../store/sql/optimizer.ts';
import { selectQuerySessions, selectTracesFingerprint } from '../store/sql/privacy.ts';
import type { PublishedRow } from '../store/sql/state.ts';
import type { ToolRow } from '../store/types.ts';
import { distinctServed, type Evidence, type Half, offlineHalf, splitKey } from './evidence.ts';
import type { SemanticQueries, TuningSet } from './tuning.ts';
import { authoredText, quotedRequests, TEMPLATE_WORDS } from './offline.ts';
import type { OptimizerOptions } from './options.ts';

/** Recent queries the privacy vocabulary is built from. */
const PRIVACY_SAMPLE = 50_000;

export interface RunContext {
  /** `server/name` of the tool. */
  toolId: string;
  current: string;
  /** The published version's schema and annotations: what candidates are written from and judged with. */
  surface: ReviewedSurface;
  /** The published set without this tool: what a wrong pick's tool is named from. */
  others: Map<string, string>;
  /** The other tools of the same server ("server/name"): advice naming one may pass the injection gate. */
  siblings: string[];
  index: Bm25Index;
  replay: ReplayQuery[];
  semanticQueries?: SemanticQueries | undefined;
  /** The two-stage selector's view of the same queries (when configured). */
  twoStageQueries?: SemanticQueries | undefined;
  /** Offline only: the half this pass's candidates are mined and tuned on. */
  fold?: Half | undefined;
  /** Offline only: the fold's half of the recorded queries, for choosing examples. */
  tuning?: TuningSet | undefined;
  /** Tokens a candidate may have (the length gate's budget for this tool). */
  budget: number;
  privacy: { vocabulary: PrivacyVocabulary; allowed: Set<string> };
  /** What the tool's code does, when its source was read: the code gate and a grounded disclosure. */
  codeFacts?: StoredCodeFacts | undefined;
}

/** The published set without this tool, by "server/name", and which of those share its server. */
function neighbours(catalogue: PublishedRow[], tool: ToolRow): { others: Map<string, string>; siblings: string[] } {
  const rest = catalogue.filter((p) => p.server !== tool.server || p.name !== tool.name);
  return {
    others: new Map(rest.map((p) => [`${p.server}/${p.name}`, p.text])),
    siblings: rest.filter((p) => p.server === tool.server).map((p) => `${p.server}/${p.name}`),
  };
}

/**
 * One context per pass of a run, what they share read once. `fold`: offline, the half a
 * pass's candidates are mined and tuned on (the other half is what replay checks); online
 * there is one pass and no fold.
 */
export async function runContexts(
  o: OptimizerOptions,
  tool: ToolRow,
  catalogue: PublishedRow[],
  base: { text: string; surface: ReviewedSurface; codeFacts?: StoredCodeFacts | undefined },
  passes: { fold: Half | undefined; evidence: Evidence }[],
): Promise<RunContext[]> {
  const current = base.text;
  const toolId = `${tool.server}/${tool.name}`;
  const index = new Bm25Index(catalogue.map((p) => [`${p.server}/${p.name}`, p.text]));
  const served = await selectServedQueries(o.db, o.replayQueries);
  // Words a candidate may always use: the current text, the schema, the catalogue's
  // names and what authors wrote in the published texts (public already, unlike users'
  // queries). Not the lines this rewriter wrote into other tools' texts: a word quoted
  // there from a request (even one that passed there, as the first word of the quote, where
  // a capital says nothing) must not pass unchecked everywhere else.
  const privacy = {
    vocabulary: await vocabularyFor(o),
    allowed: allowedWords(
      current,
      TEMPLATE_WORDS,
      JSON.stringify(base.surface.inputSchema),
      ...catalogue.map((p) => `${p.name} ${authoredText(p.text)}`),
    ),
  };
  const docs = catalogue.map((p): [string, string] => [`${p.server}/${p.name}`, p.text]);
  if (o.semantic) await o.semantic.sync(docs);
  if (o.twoStage) await o.twoStage.sync(docs);
  const viewOn = async (cat: SemanticCatalogue, qs: ReplayQuery[]): Promise<SemanticQueries> => {
    const idx = await cat.queries(qs.map((q) => q.query));
    return { idx, servedBy: qs.map((q) => q.servedBy), best: idx.map((q) => cat.bestExcept(q, toolId)) };
  };
  const view = (qs: ReplayQuery[]) => viewOn(o.semantic!, qs);
  const { others, siblings } = neighbours(catalogue, tool);
  const budget = generationBudget(current, o);
  // Each request's half, hashed once for every pass (offline only: online has no fold).
  const half = passes.some((p) => p.fold !== undefined) ? served.map((q) => offlineHalf(q.query)) : [];
  const contexts: RunContext[] = [];
  for (const { fold, evidence } of passes) {
    const evidenceIds = new Set([...evidence.successes, ...evidence.failures].map((e) => e.traceId));
    // Offline, the other half only; online, everything but the evidence. Requests the
    // current text quotes stay in: if a candidate no longer wins them, that is a loss the
    // next users who ask them would see (and a check biased, if at all, toward the current
    // text, which was chosen to win them).
    const replay = distinctServed(
      served.filter((q, k) => !evidenceIds.has(q.trace_id) && (fold === undefined || half[k] !== fold)),
    );
    const tuningQueries = fold === undefined ? [] : distinctServed(served.filter((_, k) => half[k] === fold));
    const semanticQueries = o.semantic ? await view(replay) : undefined;
    const twoStageQueries = o.twoStage ? await viewOn(o.twoStage, replay) : undefined;
    const tuningSemantic = o.semantic && tuningQueries.length ? await view(tuningQueries) : undefined;
    contexts.push({
      toolId,
      current,
      surface: base.surface,
      others,
      siblings,
      index,
      replay,
      semanticQueries,
      twoStageQueries,
      ...(fold === undefined ? {} : { fold, tuning: { queries: tuningQueries, semantic: tuningSemantic } }),
      budget,
      privacy,
      codeFacts: base.codeFacts,
    });
  }
  return contexts;
}

/**
 * Whether a request is one of the text's quoted requests that has an elision ("…"),
 * compared word by word as the split compares requests (splitKey), an elision standing for
 * one to six words (a card number elided is four). A quote with fewer than three words of
 * its own matches nothing (the rewriter quotes none such; a bare "…" would match anything).
 * Words, not a regular expression, and a table over (word, part), not a search: the
 * requests are untrusted and can be long, and a quote can hold many elisions.
 */
export function elidedQuoteMatcher(text: string): (query: string) => boolean {
  const quotes = quotedRequests(text)
    .filter((quote) => quote.includes('…'))
    .map((quote) => quote.split('…').map((part) => splitKey(part).split(' ').filter(Boolean)))
    .filter((parts) => parts.reduce((n, p) => n + p.length, 0) >= 3);
  if (quotes.length === 0) return () => false;
  return (query) => {
    const words = splitKey(query).split(' ');
    return quotes.some((parts) => matchesQuote(words, parts));
  };
}

const MAX_ELIDED_WORDS = 6;

/** Whether `words` are the parts in order, one to six words standing between each two. */
export function matchesQuote(words: string[], parts: string[][]): boolean {
  const fixed = parts.reduce((n, p) => n + p.length, 0);
  const gaps = parts.length - 1;
  if (words.length < fixed + gaps || words.length > fixed + gaps * MAX_ELIDED_WORDS) return false;
  const literal = (part: string[], at: number) => part.every((w, j) => words[at + j] === w);
  // starts: the positions where part k may begin, given parts 0..k-1 matched before it.
  let starts = new Set<number>([0]);
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k]!;
    const ends: number[] = [];
    for (const at of starts) if (at + part.length <= words.length && literal(part, at)) ends.push(at + part.length);
    if (k === parts.length - 1) return ends.includes(words.length);
    starts = new Set<number>();
    for (const end of ends) for (let gap = 1; gap <= MAX_ELIDED_WORDS; gap++) starts.add(end + gap);
  }
  return false;
}

async function vocabularyFor(o: OptimizerOptions): Promise<PrivacyVocabulary> {
  const fingerprint = `${o.privacyMinSessions}:${await selectTracesFingerprint(o.db)}`;
  if (o.vocabularyCache?.fingerprint === fingerprint) return o.vocabularyCache.vocabulary;
  const vocabulary = buildVocabulary(await selectQuerySessions(o.db, PRIVACY_SAMPLE), o.privacyMinSessions);
  o.vocabularyCache = { fingerprint, vocabulary };
  return vocabulary;
}

/**
 * The recorded queries a candidate is replayed on: the pass's, less this tool's own
 * requests that one of its elided quotes matches (offline). "weather in … tomorrow",
 * quoted from "weather in Paris tomorrow" on the fold's half, would "fix" "weather in Lyon
 * tomorrow" on the other by construction, as a quote fixes its own request; neither is
 * evidence of how the text generalises. Only the tool's own: another tool's request the
 * pattern matches may be one the candidate steals, and must stay to be counted.
 */
export function replayFor(
  ctx: RunContext,
  text: string,
): {
  queries: RunContext['replay'];
  semantic: SemanticQueries | undefined;
  twoStage: SemanticQueries | undefined;
} {
  const all = { queries: ctx.replay, semantic: ctx.semanticQueries, twoStage: ctx.twoStageQueries };
  if (ctx.fold === undefined) return all;
  const twin = elidedQuoteMatcher(text);
  const keep = ctx.replay.map((q) => q.servedBy !== ctx.toolId || !twin(q.query));
  if (keep.every(Boolean)) return all;
  const only = (s: SemanticQueries | undefined) =>
    s && {
      idx: s.idx.filter((_, k) => keep[k]),
      servedBy: s.servedBy.filter((_, k) => keep[k]),
      best: s.best.filter((_, k) => keep[k]),
    };
  return {
    queries: ctx.replay.filter((_, k) => keep[k]),
    semantic: only(ctx.semanticQueries),
    twoStage: only(ctx.twoStageQueries),
  };
}

/**
 * An embedding selector's top-1 on the replayed queries, current text vs candidate
 * (`selector`: which one `cat` is, the semantic or discovery's two-stage).
 */
export function semanticReplay(
  cat: SemanticCatalogue,
  tool: string,
  candidate: Float32Array,
  qs: SemanticQueries,
  selector: 'semantic' | 'two-stage' = 'semantic',
): SelectorReplay {
  let before = 0;
  let fixed = 0;
  let broken = 0;
  qs.idx.forEach((q, k) => {
    const right = qs.servedBy[k];
    const b = qs.best[k]!;
    const was = b.id === right;
    // With the candidate in place, the tool wins the query iff it outscores the best other tool.
    const now = (cat.scoreVector(q, candidate, tool) > b.otherScore ? tool : b.other) === right;
    if (was) before++;
    if (now && !was) fixed++;
    if (was && !now) broken++;
  });
  return {
    selector,
    model: cat.model,
    queries: qs.idx.length,
    before,
    after: before + fixed - broken,
    fixed,
    broken,
  };
}
