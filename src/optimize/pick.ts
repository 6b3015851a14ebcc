// Choosing a tool's examples from judged traces: the best success (highest score) and the
// worst failure (lowest score). An LLM judgment, where there is one, outranks the signal
// judgment of the same trace, and LLM-judged traces are preferred over signal-only ones:
// the two scales are not comparable, and the LLM saw the answer itself.
import { roleOf } from '../judge/selection.ts';
import type { ToolJudgedRow } from '../store/sql/tool-judgments.ts';

/** What the pick reads of a stored row (store/sql/judgments.ts ToolJudgedRow). */
export type JudgedToolTrace = Pick<
  ToolJudgedRow,
  'trace_id' | 'outcome' | 'signal_score' | 'signal_passed' | 'llm_score' | 'llm_passed'
> & {
  served_by?: string | null;
};

export interface Picked<T extends JudgedToolTrace> {
  successes: T[];
  failures: T[];
  /** How many rows qualified for each side (what the picks were chosen from). */
  pool: { successes: number; failures: number };
}

/** Why a picked row was chosen, in words a reviewer can check against the rule above. */
export function whyPicked(
  side: 'success' | 'failure',
  rank: number,
  pool: number,
  r: Pick<JudgedToolTrace, 'outcome' | 'llm_score' | 'llm_passed'>,
): string {
  const llm = r.llm_score !== null && r.llm_passed !== null;
  const order = side === 'success' ? 'highest' : 'lowest';
  const role =
    side === 'success'
      ? 'this tool served a task judged a success'
      : r.outcome === 'wrong_pick'
        ? 'the agent picked this tool and another tool served the task'
        : r.outcome === 'error'
          ? "this tool's call returned an error"
          : 'this tool served a task judged a failure';
  return `${side} ${rank} of ${pool}: ${role}; ${order} score among ${llm ? 'LLM-judged traces (they outrank signal-only ones)' : 'signal-judged traces (no LLM judgment of it)'}`;
}

export function pickExamples<T extends JudgedToolTrace>(rows: T[], k = 1): Picked<T> {
  const scored = rows
    .map((r) => {
      const llm = r.llm_score !== null && r.llm_passed !== null;
      const passed = llm ? r.llm_passed : r.signal_passed;
      return { r, llm, score: llm ? r.llm_score! : (r.signal_score ?? 0.5), role: roleOf(r.outcome, passed) };
    })
    .filter((x) => x.role !== null);
  // LLM-judged first, then by score; ties by trace id so the pick is deterministic.
  const order = (dir: 1 | -1) => (a: (typeof scored)[number], b: (typeof scored)[number]) =>
    Number(b.llm) - Number(a.llm) || dir * (b.score - a.score) || a.r.trace_id.localeCompare(b.r.trace_id);
  const successes = scored.filter((x) => x.role === 'success');
  const failures = scored.filter((x) => x.role === 'failure');
  return {
    successes: successes
      .sort(order(1))
      .slice(0, k)
      .map((x) => x.r),
    failures: failures
      .sort(order(-1))
      .slice(0, k)
      .map((x) => x.r),
    pool: { successes: successes.length, failures: failures.length },
  };
}
