// Ranking a run's gated candidates: pure, so the rule is tested without a database. A
// candidate is proposed only if it passed every gate and beats the current version: a
// replay gain, or the same replay with a better lint. Among those, the largest gain wins,
// then the better lint, then the shorter text — except that a text the lint rates Good
// wins over a Bad one whose gain is at most one replayed query larger: a tool's replay
// holds a dozen queries, so one query apart is noise, while a Bad label is the lint
// saying the text omits what a reviewer would ask for (when to use it, its parameters).
// Only the label counts here: preferring any better lint within one query cost held-out
// top-1 on every selector of bench:selection.
import type { GateReport } from '../quality/gates.ts';
import { countTokens } from '../tokens.ts';
import type { CandidateResult } from './options.ts';

export interface Scored {
  text: string;
  report: GateReport;
  /** The LLM reader was on but did not read this text (refused, skipped, failed, malformed). */
  unread?: boolean;
}

/** Net right top-1 picks per replayed query (mean over the selectors when the verdict has both). */
export function expectedGain(r: GateReport): number {
  return r.verdict?.gain ?? (r.replay ? r.replay.after - r.replay.before : 0);
}

function lintSum(r: GateReport, which: 'lintBefore' | 'lintAfter'): number {
  return Object.values(r[which].scores).reduce((a, b) => a + b, 0);
}

export function beatsCurrent(r: GateReport): boolean {
  const gain = expectedGain(r);
  return gain > 0 || (gain === 0 && lintSum(r, 'lintAfter') > lintSum(r, 'lintBefore'));
}

/** Net right top-1 picks over every selector's replayed queries (a count, not a share). */
function netQueries(r: GateReport): number {
  if (r.verdict?.selectors?.length) return r.verdict.selectors.reduce((a, s) => a + s.after - s.before, 0);
  return r.replay ? r.replay.after - r.replay.before : 0;
}

/** Every candidate with its outcome and the reason, in input order, and the one to propose. */
export function rankCandidates(scored: Scored[]): { ranked: CandidateResult[]; best: CandidateResult | undefined } {
  const passing = scored.filter((s) => s.report.passed && beatsCurrent(s.report));
  const top = Math.max(...passing.map((s) => netQueries(s.report)));
  const near = (s: Scored) => netQueries(s.report) >= top - 1;
  const good = (s: Scored) => Number(near(s) && s.report.lintAfter.label === 'Good');
  passing.sort(
    (a, b) =>
      good(b) - good(a) ||
      expectedGain(b.report) - expectedGain(a.report) ||
      lintSum(b.report, 'lintAfter') - lintSum(a.report, 'lintAfter') ||
      countTokens(a.text) - countTokens(b.text),
  );
  const winner = passing[0];
  const ranked = scored.map((s): CandidateResult => {
    const blocked = s.report.gates.find((g) => !g.passed);
    const outcome = blocked
      ? 'blocked'
      : s === winner
        ? 'proposed'
        : beatsCurrent(s.report)
          ? 'outranked'
          : 'not_better';
    const reason = blocked
      ? `${blocked.gate}: ${blocked.reason}`
      : outcome === 'not_better'
        ? 'passes every gate but does not beat the current version'
        : s.report.gates.map((g) => `${g.gate}: ${g.reason}`).join('; ');
    return { text: s.text, report: s.report, outcome, reason };
  });
  return { ranked, best: ranked.find((r) => r.outcome === 'proposed') };
}
