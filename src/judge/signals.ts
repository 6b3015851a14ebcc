// The signal judge: decides the clear cases from the trace alone, with no LLM. Rules are
// tried in order and the first that matches decides; each carries a confidence that is
// recorded for the reader. Confidence does not decide whether the LLM judges a trace: the
// selection does (judge/selection.ts). The table is documented in docs/judge.md.
import type { TraceRow } from '../store/types.ts';
import { sessionScore, sessionSignals, type SessionSignals } from './session.ts';

export interface SignalJudgment {
  rule: string;
  passed: boolean;
  score: number;
  confidence: number;
  reasoning: string;
  features: SignalFeatures;
}

/** Measured from the trace; used to rank traces within a rule (selection.ts). */
export interface SignalFeatures {
  calls: number;
  errors: number;
  answerLength: number;
  /** Share of the query's content words that the final answer mentions (0..1). */
  coverage: number;
}

/** The part of a trace the signal judge reads (what the traces table stores). */
export type JudgeableTrace = Pick<
  TraceRow,
  'trace_id' | 'server' | 'user_query' | 'tool_calls' | 'tools_shown' | 'final_answer' | 'signals'
> & {
  /** The session's user and assistant turns in order, when the trace carries them. */
  messages?: { role: string; content: string }[] | null | undefined;
};

interface Rule {
  id: string;
  when: string;
  judge(t: Facts): Omit<SignalJudgment, 'rule' | 'features'> | undefined;
}

interface Facts {
  calls: JudgeableTrace['tool_calls'];
  errors: number;
  lastFailed: boolean;
  answer: string;
  s: Record<string, unknown>;
  /** Signals of the whole conversation, when the trace carries one (session.ts). */
  session: SessionSignals | undefined;
}

const GAVE_UP =
  /\b(?:I (?:can(?:no|')t|could(?: not|n't)|was unable|am unable|don't have access)|unable to (?:find|complete|access|retrieve)|(?:I'm|I am) sorry,? (?:but )?I)\b/i;

export const RULES: Rule[] = [
  {
    id: 'feedback_down',
    when: 'the user rated the answer down',
    judge: (f) =>
      feedback(f.s) === 'down'
        ? { passed: false, score: 0.05, confidence: 0.95, reasoning: 'the user rated the answer down' }
        : undefined,
  },
  {
    id: 'feedback_up',
    when: 'the user rated the answer up',
    judge: (f) =>
      feedback(f.s) === 'up'
        ? { passed: true, score: 0.9, confidence: 0.9, reasoning: 'the user rated the answer up' }
        : undefined,
  },
  {
    id: 'prejudged',
    when: "the trace carries the methodology's pre-judged fields (is_successful, score, success_rate, task_success_evaluation)",
    judge: (f) => prejudged(f.s),
  },
  {
    id: 'no_final_answer',
    when: 'the agent gave no final answer',
    judge: (f) =>
      f.answer === ''
        ? { passed: false, score: 0.1, confidence: 0.85, reasoning: 'the agent gave no final answer' }
        : undefined,
  },
  {
    id: 'all_calls_failed',
    when: 'every tool call returned an error',
    judge: (f) =>
      f.calls.length > 0 && f.errors === f.calls.length
        ? {
            passed: false,
            score: 0.1,
            confidence: 0.85,
            reasoning: `all ${f.calls.length} tool call(s) returned an error`,
          }
        : undefined,
  },
  {
    id: 'session',
    when: 'the trace carries the conversation (two or more user turns): the whole session decides (consent before changes, redone changes, hand-offs, explained refusals, an unhappy user; weights in docs/judge.md)',
    judge: (f) => {
      if (!f.session) return undefined;
      const { score, reasons } = sessionScore(f.session);
      return {
        passed: score >= 0.5,
        score,
        confidence: 0.6,
        reasoning: `session: ${reasons.length ? reasons.join('; ') : 'nothing in the conversation speaks against it'}`,
      };
    },
  },
  {
    id: 'gave_up',
    when: 'the final answer says the agent could not do the task',
    judge: (f) =>
      GAVE_UP.test(f.answer)
        ? { passed: false, score: 0.2, confidence: 0.75, reasoning: 'the final answer says the task could not be done' }
        : undefined,
  },
  {
    id: 'last_call_failed',
    when: 'the last tool call returned an error',
    judge: (f) =>
      f.lastFailed
        ? { passed: false, score: 0.25, confidence: 0.7, reasoning: 'the last tool call returned an error' }
        : undefined,
  },
  {
    id: 'switched_tool',
    when: 'the agent switched to another tool after a first one (undecided: the first was likely a wrong pick)',
    judge: (f) =>
      distinctTools(f.calls) > 1
        ? { passed: true, score: 0.6, confidence: 0.5, reasoning: 'the agent switched tools before answering' }
        : undefined,
  },
  {
    id: 'retried_with_new_arguments',
    when: 'the agent called the same tool again with changed arguments (undecided)',
    judge: (f) =>
      retried(f.calls)
        ? { passed: true, score: 0.6, confidence: 0.5, reasoning: 'the agent retried a tool with changed arguments' }
        : undefined,
  },
  {
    id: 'recovered_after_error',
    when: 'an error happened but the last call succeeded (undecided)',
    judge: (f) =>
      f.errors > 0
        ? { passed: true, score: 0.55, confidence: 0.45, reasoning: 'an error happened before the agent recovered' }
        : undefined,
  },
  {
    id: 'clean',
    when: 'tool calls without errors and a final answer (undecided: the answer itself is not checked)',
    judge: (f) =>
      f.calls.length > 0
        ? { passed: true, score: 0.75, confidence: 0.6, reasoning: 'tool calls succeeded and the agent answered' }
        : undefined,
  },
  {
    id: 'no_tool_calls',
    when: 'the agent answered without calling a tool (undecided)',
    judge: () => ({
      passed: true,
      score: 0.5,
      confidence: 0.3,
      reasoning: 'the agent answered without calling a tool',
    }),
  },
];

export function judgeBySignals(t: JudgeableTrace): SignalJudgment {
  const f = facts(t);
  const features: SignalFeatures = {
    calls: f.calls.length,
    errors: f.errors,
    answerLength: f.answer.length,
    coverage: coverage(t.user_query, f.answer),
  };
  for (const r of RULES) {
    const j = r.judge(f);
    if (j) return { rule: r.id, ...j, features };
  }
  throw new Error('unreachable: the last rule always matches');
}

function facts(t: JudgeableTrace): Facts {
  const calls = t.tool_calls;
  const errors = calls.filter((c) => c.result?.is_error).length;
  const s = t.signals ?? {};
  return {
    calls,
    errors,
    lastFailed: calls.length > 0 && calls[calls.length - 1]!.result?.is_error === true,
    answer: (t.final_answer ?? '').trim(),
    s,
    session: sessionSignals(t),
  };
}

function feedback(s: Record<string, unknown>): string | undefined {
  const f = s.feedback as { rating?: string } | undefined;
  return f?.rating;
}

function prejudged(s: Record<string, unknown>): Omit<SignalJudgment, 'rule' | 'features'> | undefined {
  const evaluation = s.task_success_evaluation as
    | { score?: unknown; passed?: unknown; is_successful?: unknown }
    | undefined;
  const score = num(s.score) ?? num(s.success_rate) ?? num(evaluation?.score);
  const passed =
    bool(s.is_successful) ??
    bool(evaluation?.passed) ??
    bool(evaluation?.is_successful) ??
    (score === undefined ? undefined : score >= 0.5);
  if (passed === undefined) return undefined;
  return {
    passed,
    score: score ?? (passed ? 0.8 : 0.2),
    confidence: 0.85,
    reasoning: `pre-judged by the producer: ${passed ? 'successful' : 'not successful'}${score === undefined ? '' : ` (score ${score})`}`,
  };
}

const num = (v: unknown) => (typeof v === 'number' && v >= 0 && v <= 1 ? v : undefined);
const bool = (v: unknown) => (typeof v === 'boolean' ? v : undefined);

function distinctTools(calls: JudgeableTrace['tool_calls']): number {
  return new Set(calls.map((c) => `${c.server}/${c.name}`)).size;
}

function retried(calls: JudgeableTrace['tool_calls']): boolean {
  for (let i = 1; i < calls.length; i++) {
    const a = calls[i - 1]!;
    const b = calls[i]!;
    if (a.name === b.name && a.server === b.server && JSON.stringify(a.arguments) !== JSON.stringify(b.arguments))
      return true;
  }
  return false;
}

const STOPWORDS = new Set(
  'the and for with that this from what how can you are was were have has please about into your my me our of to in on a an is it be do i'.split(
    ' ',
  ),
);

/** Share of the query's content words that appear in the answer: does the answer address what was asked? */
export function coverage(query: string, answer: string): number {
  const words = [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [])].filter((w) => !STOPWORDS.has(w));
  if (words.length === 0 || answer === '') return 0;
  const a = answer.toLowerCase();
  return words.filter((w) => a.includes(w)).length / words.length;
}
