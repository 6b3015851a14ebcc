// Choosing a tool's examples from judged traces: the best success (highest score) and the
// worst failure (lowest score). An LLM judgment, where there is one, outranks the signal
// judgment of the same trace, and LLM-judged traces are preferred over signal-only ones:
// the two scales are not comparable, and the LLM saw the answer itself.
//
// With abstention (the methodology's k examples), a side is picked only where the evidence
// is strong: a best success needs signals for success corroborated and none against it (a
// confirmed change, thanks-and-done, clean calls with an answer to the request; an LLM pass
// needs no signal against it), a worst failure needs a failure the signals saw (an error
// the user saw, an unmet goal, an unhappy user, an answer that gave up; an LLM fail needs
// one of those or a failed signal judgment). Otherwise the tool gets no example of that
// kind and the reason says why: a wrong example teaches the optimizer the wrong lesson.
import { roleOf } from '../judge/selection.ts';
import type { ToolJudgedRow } from '../store/sql/tool-judgments.ts';

/** What the pick reads of a stored row (store/sql/judgments.ts ToolJudgedRow). */
export type JudgedToolTrace = Pick<
  ToolJudgedRow,
  'trace_id' | 'outcome' | 'signal_score' | 'signal_passed' | 'llm_score' | 'llm_passed'
> & {
  served_by?: string | null;
  signal_evidence?: ToolJudgedRow['signal_evidence'] | undefined;
};

/** Signals for success a signal-only best success needs, none against (docs/judge.md). */
export const MIN_SUCCESS_SIGNALS = 2;

/** Whether a row's judgment is strong enough for its side (see the top). */
export function strongFor(side: 'success' | 'failure', r: JudgedToolTrace, minFor = MIN_SUCCESS_SIGNALS): boolean {
  const ev = r.signal_evidence;
  if (!ev) return false;
  const llm = r.llm_score !== null && r.llm_passed !== null;
  if (side === 'success')
    return (
      ev.against.length === 0 && (llm ? r.llm_passed === true : r.signal_passed === true && ev.for.length >= minFor)
    );
  if (llm) return r.llm_passed === false && (ev.against.length > 0 || r.signal_passed === false);
  return r.signal_passed === false && ev.against.length > 0;
}

export interface Picked<T extends JudgedToolTrace> {
  successes: T[];
  failures: T[];
  /** How many rows qualified for each side (what the picks were chosen from). */
  pool: { successes: number; failures: number };
  /** With abstention: why a side has no pick although judged rows of that role exist. */
  abstained: { successes?: string; failures?: string };
}

export interface PickOptions {
  /** Pick only strongly evidenced rows (the methodology's examples); off for aggregate evidence. */
  abstain?: boolean;
  /** Signals for success a signal-only best success needs (MIN_SUCCESS_SIGNALS). */
  minFor?: number;
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

export function pickExamples<T extends JudgedToolTrace>(rows: T[], k = 1, o: PickOptions = {}): Picked<T> {
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
  const all = {
    success: scored.filter((x) => x.role === 'success'),
    failure: scored.filter((x) => x.role === 'failure'),
  };
  const keep = (side: 'success' | 'failure') =>
    o.abstain ? all[side].filter((x) => strongFor(side, x.r, o.minFor)) : all[side];
  const successes = keep('success');
  const failures = keep('failure');
  const abstained: Picked<T>['abstained'] = {};
  if (o.abstain && successes.length === 0 && all.success.length > 0)
    abstained.successes = `none of ${all.success.length} judged success(es) is corroborated: each lacks ${o.minFor ?? MIN_SUCCESS_SIGNALS} signals for success (or an LLM pass) or has a signal against it`;
  if (o.abstain && failures.length === 0 && all.failure.length > 0)
    abstained.failures = `none of ${all.failure.length} judged failure(s) shows a failure: no error the user saw, unmet goal, unhappy user or answer that gave up`;
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
    abstained,
  };
}
