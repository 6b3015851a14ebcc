// Which traces are worth an LLM call. The optimizer uses, per tool, the best success and
// the worst failure; a call is worth making only for traces that could be one of those,
// plus a small random sample per tool for unbiased success-rate estimates. Everything
// else keeps its signal judgment.
import { createHash } from 'node:crypto';
import type { PoolRow } from '../store/sql/judgments.ts';

export interface SelectionOptions {
  /** LLM-judged candidates kept per tool for each of best success and worst failure. */
  candidatesPerSide: number;
  /** Share of traces sampled at random (by a hash of the trace id) per tool and version. */
  sampleRate: number;
}

export type EvidenceRole = 'success' | 'failure' | null;

/** A tool's role in a trace: it served a successful task, or it failed or was a wrong pick. */
export function roleOf(outcome: string, passed: boolean | null): EvidenceRole {
  if (passed === null) return null;
  if (outcome === 'wrong_pick' || outcome === 'error') return 'failure';
  if (outcome === 'served') return passed ? 'success' : 'failure';
  if (outcome === 'unresolved') return passed ? null : 'failure';
  return null; // arg_retry: the same tool then served or failed; that row decides
}

/**
 * How good the trace looks before any LLM call: the signal score, refined within a rule
 * by what a judge rewards — an answer that addresses the query, fewer calls to get there,
 * and a fuller answer. Only the order matters: it picks which traces the LLM sees.
 */
export function prior(r: Pick<PoolRow, 'signal_score' | 'tool_calls' | 'answer_length' | 'coverage'>): number {
  return (
    (r.signal_score ?? 0.5) +
    0.1 * (r.coverage ?? 0) -
    0.02 * Math.max(0, r.tool_calls - 1) +
    0.01 * Math.min(1, r.answer_length / 400)
  );
}

export function inSample(traceId: string, rate: number): boolean {
  if (rate <= 0) return false;
  const h = createHash('sha256').update(traceId).digest().readUInt32BE(0) / 0x1_0000_0000;
  return h < rate;
}

export interface Selection {
  candidates: Set<string>;
  sample: Set<string>;
}

/**
 * How many places below a side's top K a trace may stand and still serve that side, when
 * it is judged anyway for another tool: one LLM call judges a whole trace, so a trace
 * that is near the top for several tools is worth more than several traces that are each
 * first for one.
 */
export const SHARE_WITHIN = 2;

interface Side {
  /** The side's K + SHARE_WITHIN best traces by prior, best first. */
  near: PoolRow[];
  /** How many LLM-judged traces the side wants among `near` (K, or fewer if fewer qualify). */
  want: number;
}

/**
 * Per tool, the K best successes and K worst failures by prior are wanted LLM-judged. The
 * side of a trace is the LLM's verdict where there is one, so run again after the
 * judgments arrive: a trace the LLM re-classified leaves its side and the next one by prior
 * moves up; it stops when every side has K LLM-judged traces among its K + SHARE_WITHIN
 * first. (Ranking stays by prior, never mixing prior and LLM scores: they are on different
 * scales.) The calls are chosen greedily: first the trace that serves the most sides still
 * wanting one (a trace called by several tools is often near the top for each), then by
 * rank. Plus the random sample.
 */
export function selectForLlm(pool: PoolRow[], o: SelectionOptions): Selection {
  const byTool = new Map<string, PoolRow[]>();
  for (const r of pool) {
    const k = `${r.server}/${r.name}`;
    (byTool.get(k) ?? byTool.set(k, []).get(k)!).push(r);
  }
  const sample = new Set<string>();
  const sides: Side[] = [];
  // Ties broken by trace id, the same way the evidence pick breaks them (optimize/pick.ts).
  const byId = (a: PoolRow, b: PoolRow) => a.trace_id.localeCompare(b.trace_id);
  const depth = o.candidatesPerSide + SHARE_WITHIN;
  for (const rows of byTool.values()) {
    const role = (r: PoolRow) => roleOf(r.outcome, r.llm_passed ?? r.signal_passed);
    const successes = rows.filter((r) => role(r) === 'success').sort((a, b) => prior(b) - prior(a) || byId(a, b));
    const failures = rows.filter((r) => role(r) === 'failure').sort((a, b) => prior(a) - prior(b) || byId(a, b));
    for (const list of [successes, failures]) {
      if (list.length > 0) sides.push({ near: list.slice(0, depth), want: Math.min(o.candidatesPerSide, list.length) });
    }
    for (const r of rows) {
      if (r.judge_state === 'signaled' && r.llm_score === null && inSample(r.trace_id, o.sampleRate))
        sample.add(r.trace_id);
    }
  }
  return { candidates: coverSides(sides, sample), sample };
}

/**
 * The traces to send so that every side has its K LLM-judged traces within its near list.
 * Sampled traces are sent anyway, so they serve any side they are near the top of.
 */
function coverSides(sides: Side[], sample: Set<string>): Set<string> {
  const chosen = new Set<string>(sample);
  const judgeable = (r: PoolRow) => r.llm_score === null && (r.judge_state === 'signaled' || r.judge_state === 'done');
  const missing = (s: Side) => s.want - s.near.filter((r) => r.llm_score !== null || chosen.has(r.trace_id)).length;
  for (;;) {
    const open = sides.filter((s) => missing(s) > 0);
    if (open.length === 0) break;
    // For each trace that could still be sent: how many open sides it serves, and its best rank in them.
    const gain = new Map<string, { sides: number; rank: number }>();
    for (const s of open) {
      s.near.forEach((r, rank) => {
        if (!judgeable(r) || chosen.has(r.trace_id)) return;
        const g = gain.get(r.trace_id) ?? { sides: 0, rank };
        gain.set(r.trace_id, { sides: g.sides + 1, rank: Math.min(g.rank, rank) });
      });
    }
    let best: string | undefined;
    let bestGain = { sides: 0, rank: Number.POSITIVE_INFINITY };
    for (const [id, g] of gain) {
      if (
        g.sides > bestGain.sides ||
        (g.sides === bestGain.sides && (g.rank < bestGain.rank || (g.rank === bestGain.rank && id < best!)))
      ) {
        best = id;
        bestGain = g;
      }
    }
    if (best === undefined) break; // nothing left to send (e.g. every near trace is being judged)
    chosen.add(best);
  }
  for (const id of sample) chosen.delete(id);
  return chosen;
}

/** 95% Wilson score interval for a proportion. */
export function wilson(passed: number, n: number): { rate: number; low: number; high: number } {
  if (n === 0) return { rate: 0, low: 0, high: 1 };
  const z = 1.96;
  const p = passed / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
