// Which served requests to quote as examples, chosen by what they do to selection — the
// offline counterpart of DSPy's bootstrapped demonstrations: candidates are kept for the
// metric they earn, not for how typical they look. Greedy: each step adds the request
// that most raises the net right top-1 picks (fixed − broken, BM25 plus the semantic
// selector) over the run's *tuning* queries, and stops when none raises it or the length
// budget is spent. (Refusing a step that leaves one selector below the current text, as
// the gate will, measured no better in bench:selection: the gate decides that on its own
// half.)
//
// The semantic picks also count softly: each tuning query adds how surely the tool wins it
// (a logistic of its score's margin over the best other tool), for the tool's own queries,
// and subtracts it for queries another tool serves and wins now. A tool has few tuning
// queries, and a flip count moves only for those near the boundary; the margins of all of
// them say which request moves the description toward what its users ask and away from
// its neighbours' users, which is what new queries need (the large-margin idea). Weighed
// like one flip per query (SOFT_WEIGHT), on the scale of the gaps between the top tools'
// cosine scores (SOFT_SCALE); set before measuring, not fitted (effect: docs/benchmarks.md).
//
// A text that already quotes requests (an approved examples line) keeps them, and the chain
// adds to them: a later round extends what replay approved rather than starting over, whose
// shorter lines the lint holds and whose swaps rarely beat the quotes they replace.
//
// The tuning queries are the fold's own half of the recorded queries (evidence.ts
// `offlineHalf`, `foldEvidence`; the pool is drawn from the same half); the replay gate
// checks the fold's candidates on the other half only, so a gain
// the choice earned on its own queries is not what lets it through. A request is never
// scored on itself: queries with the text the user asked (before any elision) are left
// out of the score, or quoting a request would "fix" it by construction.
import { countTokens } from '../tokens.ts';
import { checkReadability } from '../quality/readability.ts';
import { type Bm25Index, tokenize } from '../quality/bm25.ts';
import type { SemanticCatalogue } from '../semantic/selector.ts';
import { splitKey } from './evidence.ts';
import { quotedRequests, TEMPLATE_WORDS, withExamples } from './offline.ts';
import type { TuningSet } from './tuning.ts';

/** A request as quoted (`query`, private words elided) and as the user asked it. */
type Request = { traceId: string; query: string; asked?: string };

export interface ExampleChoice {
  examples: Request[];
  /** Net right picks on the tuning queries the examples were not drawn from, per selector summed. */
  net: number;
  tuned: number;
}

/** Examples are capped so a description stays a description, not a list of requests. */
export const MAX_TUNED_EXAMPLES = 4;
/** Requests tried per step (the first of the evidence's order): bounds the embedding calls. */
const MAX_POOL = 24;
/** How much a semantic pick won for sure counts beside a flip (1: as much). */
const SOFT_WEIGHT = 1;
/** Cosine margin over which a pick goes from unsure to sure (the logistic's scale). */
const SOFT_SCALE = 0.02;

type ChooseInput = {
  tool: string;
  current: string;
  pool: Request[];
  tuning: TuningSet;
  index: Bm25Index;
  semantic?: SemanticCatalogue | undefined;
  maxTokens: number;
};

/** Per selector, the net right picks (fixed − broken) with a text in place, and the soft semantic sum. */
type Net = { lexical: number; semantic: number; soft: number };

export async function chooseExamples(i: ChooseInput): Promise<ExampleChoice> {
  // Compared as the split compares requests: a near-duplicate of a quoted request is that request.
  const norm = splitKey;
  // The requests the current text quotes stay (see the top); the chain adds to them.
  const kept: Request[] = quotedRequests(i.current).map((query) => ({ traceId: '', query }));
  const pool = i.pool.filter((p) => !kept.some((k) => norm(k.query) === norm(p.query))).slice(0, MAX_POOL);
  const none: ExampleChoice = { examples: [], net: 0, tuned: i.tuning.queries.length };
  if (pool.length === 0 || i.tuning.queries.length === 0) return none;
  const vectors = new Map<string, Float32Array>();
  const embed = async (texts: string[]) => {
    const missing = [...new Set(texts.filter((t) => !vectors.has(t)))];
    if (!missing.length || !i.semantic || !i.tuning.semantic) return;
    const vecs = await i.semantic.embedder.embed(missing);
    missing.forEach((t, k) => {
      vectors.set(t, vecs[k]!);
    });
  };
  const net = netScorer(i, pool, vectors);
  const chosen: Request[] = [...kept];
  let best = 0;
  while (chosen.length < MAX_TUNED_EXAMPLES) {
    const trials = pool
      .filter((c) => !chosen.includes(c))
      .map((c) => ({ c, text: withExamples(i.current, [...chosen, c]) }))
      // Never a text the length or readability gate would block (requests with commas can
      // add up to a line that reads as a bare list).
      .filter((t) => countTokens(t.text) <= i.maxTokens && checkReadability(t.text, i.current).passed);
    if (trials.length === 0) break;
    const base = withExamples(i.current, chosen);
    await embed([base, ...trials.map((t) => t.text)]);
    let pick: { c: Request; gain: number; net: number } | undefined;
    for (const t of trials) {
      const quoted = new Set([...chosen, t.c].map((c) => norm(c.asked ?? c.query)));
      const withIt = net(t.text, quoted);
      const without = net(base, quoted);
      // Against the same queries without it: what this request adds, not what the others did.
      const gain =
        withIt.lexical +
        withIt.semantic -
        (without.lexical + without.semantic) +
        SOFT_WEIGHT * (withIt.soft - without.soft);
      if (gain > 0 && (!pick || gain > pick.gain)) pick = { c: t.c, gain, net: withIt.lexical + withIt.semantic };
    }
    if (!pick) break;
    chosen.push(pick.c);
    best = pick.net;
  }
  return chosen.length > kept.length ? { examples: chosen, net: best, tuned: i.tuning.queries.length } : none;
}

/**
 * Net right picks (fixed − broken) per selector with a text in place, leaving out the
 * quoted requests' queries, and the semantic picks counted softly (see the top). Each
 * tuning query is read once: its words, who wins it now, and the best tool but this one;
 * only queries this tool serves or that share a word with a trial text can move under BM25.
 */
function netScorer(
  i: ChooseInput,
  pool: Request[],
  vectors: Map<string, Float32Array>,
): (text: string, quoted: Set<string>) => Net {
  const norm = splitKey;
  const reach = new Set(tokenize([i.current, TEMPLATE_WORDS, ...pool.map((p) => p.query)].join(' ')));
  const lexical = i.tuning.queries
    .map((q) => ({ q, tokens: tokenize(q.query) }))
    .filter((x) => x.q.servedBy === i.tool || x.tokens.some((t) => reach.has(t)))
    .map((x) => ({
      ...x,
      key: norm(x.q.query),
      rightNow: i.index.rank(x.q.query, 1)[0] === x.q.servedBy,
      other: i.index.bestExcept(x.tokens, i.tool),
    }));
  const sq = i.tuning.semantic;
  const keys = i.tuning.queries.map((q) => norm(q.query));
  return (text, quoted) => {
    let lexicalNet = 0;
    let semanticNet = 0;
    let soft = 0;
    const score = i.index.textScorer(text);
    for (const x of lexical) {
      if (quoted.has(x.key)) continue;
      const s = score(x.tokens);
      // As Bm25Index.rank decides: the higher score, and on a tie the smaller id.
      const wins =
        s > 0 && (s > x.other.score || (s === x.other.score && (x.other.id === undefined || i.tool < x.other.id)));
      const pick = wins ? i.tool : x.other.id;
      lexicalNet += Number(pick === x.q.servedBy) - Number(x.rightNow);
    }
    const v = vectors.get(text);
    if (i.semantic && sq && v) {
      sq.idx.forEach((q, k) => {
        if (quoted.has(keys[k]!)) return;
        const b = sq.best[k]!;
        const score = i.semantic!.scoreVector(q, v, i.tool);
        const pick = score > b.otherScore ? i.tool : b.other;
        semanticNet += Number(pick === sq.servedBy[k]) - Number(b.id === sq.servedBy[k]);
        // Its own users' queries pull the text toward them; those another tool wins now push it away.
        const side = sq.servedBy[k] === i.tool ? 1 : b.other === sq.servedBy[k] ? -1 : 0;
        if (side !== 0) soft += side / (1 + Math.exp(-(score - b.otherScore) / SOFT_SCALE));
      });
    }
    return { lexical: lexicalNet, semantic: semanticNet, soft };
  };
}
