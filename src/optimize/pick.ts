// Choosing a tool's examples from judged traces: the best success (highest score) and the
// worst failure (lowest score). An LLM judgment, where there is one, outranks the signal
// judgment of the same trace, and LLM-judged traces are preferred over signal-only ones:
// the two scales are not comparable, and the LLM saw the answer itself.
import { roleOf } from '../judge/budget.ts';

export interface JudgedToolTrace {
  trace_id: string;
  outcome: string;
  served_by?: string | null;
  signal_score: number | null;
  signal_passed: boolean | null;
  llm_score: number | null;
  llm_passed: boolean | null;
}

export interface Picked<T extends JudgedToolTrace> {
  successes: T[];
  failures: T[];
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
  return {
    successes: scored.filter((x) => x.role === 'success').sort(order(1)).slice(0, k).map((x) => x.r),
    failures: scored.filter((x) => x.role === 'failure').sort(order(-1)).slice(0, k).map((x) => x.r),
  };
}
