// The replay verdict over both selectors. For each selector, every replayed query is a
// pair (picked right with the current text, with the candidate): "fixed" went wrong →
// right, "broken" right → wrong. A candidate may lose on neither selector (broken ≤
// fixed on each), must gain on at least one, and that gain must clear the bar: an exact
// one-sided sign test (McNemar's exact test) on the fixed/broken pairs with p ≤ maxP
// (WHETSTONE_REPLAY_MAX_P; offline the default 0.5 asks only for more fixed than broken: with the
// handful of a tool's own requests a held-out half holds, a stricter bar blocked real gains
// — docs/benchmarks.md has the figures). An operator who would rather review fewer,
// surer proposals lowers it.
//
// The expected gain recorded with the verdict (gain: net right picks per replayed query,
// averaged over the selectors) is what the review queue orders by.

export interface SelectorReplay {
  /** two-stage: discovery's routing (server summary × tool), judged as the proxy routes. */
  selector: 'bm25' | 'semantic' | 'two-stage';
  /** The embedding model, for the semantic and two-stage selectors. */
  model?: string;
  queries: number;
  before: number;
  after: number;
  fixed: number;
  broken: number;
}

export interface ReplayVerdict {
  passed: boolean;
  reason: string;
  /** Net right top-1 picks per replayed query, mean over selectors (what the queue orders by). */
  gain: number;
  /** One-sided sign-test p of the best selector's gain. */
  p: number;
  max_p: number;
  selectors: (SelectorReplay & { p: number })[];
  /** The lexical (BM25) replay's own counts, as the review queue and page show them. */
  queries?: number;
  before?: number;
  after?: number;
}

/** P(X ≥ fixed) for X ~ Binomial(fixed + broken, 1/2): how likely a gain this large is by chance. */
export function signTestP(fixed: number, broken: number): number {
  const n = fixed + broken;
  if (n === 0 || fixed <= broken) return 1;
  let logC = 0; // log C(n, 0)
  let tail = 0;
  for (let k = 0; k <= n; k++) {
    if (k > 0) logC += Math.log(n - k + 1) - Math.log(k);
    if (k >= fixed) tail += Math.exp(logC - n * Math.LN2);
  }
  return Math.min(1, tail);
}

/**
 * `mustGain`: the optimizer proposes only a candidate that gains (significantly); a human's
 * candidate (`whetstone check`, advisory gates) only must not make selection worse.
 */
export function replayVerdict(
  selectors: SelectorReplay[],
  maxP: number,
  replayed: number,
  mustGain = true,
): ReplayVerdict {
  const withP = selectors.map((s) => ({ ...s, p: signTestP(s.fixed, s.broken) }));
  const net = (s: SelectorReplay) => s.after - s.before;
  const gain = replayed > 0 && withP.length ? withP.reduce((a, s) => a + net(s), 0) / withP.length / replayed : 0;
  const p = Math.min(1, ...withP.map((s) => s.p));
  const describe = withP
    .map(
      (s) =>
        `${s.selector}${s.model ? ` (${s.model})` : ''} ${s.before} → ${s.after} on ${s.queries} (${s.fixed} better, ${s.broken} worse${s.fixed > s.broken ? `, p=${s.p.toPrecision(2)}` : ''})`,
    )
    .join('; ');
  const base = { gain: Number(gain.toFixed(5)), p: Number(p.toPrecision(3)), max_p: maxP, selectors: withP };
  if (replayed === 0) return { ...base, passed: !mustGain, reason: 'no recorded query to replay' };
  const worse = withP.filter((s) => net(s) < 0);
  if (worse.length)
    return {
      ...base,
      passed: false,
      reason: `top-1 gets worse on ${worse.map((s) => s.selector).join(' and ')}: ${describe}`,
    };
  // Each selector's count of queries that got worse is in `describe`; "not worse" is the net.
  if (!mustGain) return { ...base, passed: true, reason: `top-1 on replayed queries, not worse in total: ${describe}` };
  if (!withP.some((s) => net(s) > 0)) return { ...base, passed: false, reason: `no gain on any selector: ${describe}` };
  if (p > maxP)
    return {
      ...base,
      passed: false,
      reason: `gain below the bar (sign test p=${p.toPrecision(2)} > ${maxP}): ${describe}`,
    };
  return { ...base, passed: true, reason: `top-1 on replayed queries: ${describe}` };
}
