// The signal judge: decides the clear cases from the trace alone, with no LLM. Rules are
// tried in order and the first that matches decides; each carries a confidence that is
// recorded for the reader. Confidence does not decide whether the LLM judges a trace: the
// selection does (judge/selection.ts). The table is documented in docs/judge.md.
import { type Call, callEmpty, callFailed, isMetaTool, type MetaToolRule, toolCalls } from './calls.ts';
import type { JudgeableTrace } from './judgeable.ts';
import { missingDeliverable, unproducedClaim } from './claims.ts';
import { sessionScore, sessionSignals, type SessionSignals } from './session.ts';
import { signalEvidence } from './strength.ts';

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
  /** What speaks for and against success, whatever rule decided (evidence.ts; the picks abstain on it). */
  evidence: SignalEvidence;
}

/** Named signals for and against success: a pick needs them corroborated (optimize/pick.ts). */
export interface SignalEvidence {
  for: string[];
  against: string[];
}

interface Rule {
  id: string;
  when: string;
  judge(t: Facts): Omit<SignalJudgment, 'rule' | 'features'> | undefined;
}

interface Facts {
  calls: Call[];
  errors: number;
  /** Calls that failed or came back empty: nothing the agent could use. */
  unproductive: number;
  /** A file the answer says it made that no call wrote or returned (claims.ts). */
  unproducedClaim: string | undefined;
  /** A file the user asked for that no successful call wrote (claims.ts). */
  missingDeliverable: string | undefined;
  lastFailed: boolean;
  answer: string;
  s: Record<string, unknown>;
  /** Signals of the whole conversation, when the trace carries one (session.ts). */
  session: SessionSignals | undefined;
}

const GAVE_UP =
  /\b(?:I (?:can(?:no|')t|could(?: not|n't)|was unable|am unable|don't have access)|unable to (?:find|complete|access|retrieve)|(?:I'm|I am) sorry,? (?:but )?I|I apologi[sz]e,? but|(?:encountering|having|ran into|experiencing) (?:some )?(?:technical )?(?:difficult(?:y|ies)|issues?|problems?)|technical (?:issue|difficult(?:y|ies)|problem)|tools? (?:aren'?t|are not|isn'?t|is not|wasn'?t|weren'?t) (?:working|available))\b|^\s*error\b/i;

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
    id: 'unproductive_calls',
    when: 'every tool call failed or came back empty, yet the agent answered',
    judge: (f) =>
      f.calls.length > 0 && f.unproductive === f.calls.length
        ? {
            passed: false,
            score: 0.15,
            confidence: 0.8,
            reasoning: `none of the ${f.calls.length} tool call(s) returned anything to use`,
          }
        : undefined,
  },
  {
    id: 'unproduced_claim',
    when: 'the answer says it made a file that no call wrote or returned',
    judge: (f) =>
      f.unproducedClaim
        ? {
            passed: false,
            score: 0.2,
            confidence: 0.7,
            reasoning: `the answer claims ${f.unproducedClaim}, which no tool call produced`,
          }
        : undefined,
  },
  {
    id: 'deliverable_missing',
    when: 'the user asked for a file at a path and no successful call wrote it',
    judge: (f) =>
      f.missingDeliverable
        ? {
            passed: false,
            score: 0.25,
            confidence: 0.65,
            reasoning: `the user asked for ${f.missingDeliverable}; no successful tool call wrote it`,
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

/** `isMeta`: the meta-tool rule (WHETSTONE_META_TOOLS with the known ones); a meta-call is not judged. */
export function judgeBySignals(t: JudgeableTrace, isMeta: MetaToolRule = isMetaTool): SignalJudgment {
  const f = facts(t, isMeta);
  const cov = coverage(t.user_query, f.answer);
  const users = (t.messages ?? []).filter((m) => m.role === 'user');
  const features: SignalFeatures = {
    calls: f.calls.length,
    errors: f.errors,
    answerLength: f.answer.length,
    coverage: cov,
    evidence: signalEvidence({
      calls: f.calls.length,
      errors: f.errors,
      unproductive: f.unproductive,
      lastFailed: f.lastFailed,
      gaveUp: GAVE_UP.test(f.answer) || (f.calls.length > 0 && f.errors === f.calls.length),
      unproducedClaim: f.unproducedClaim !== undefined,
      missingDeliverable: f.missingDeliverable !== undefined,
      coverage: cov,
      feedback: feedback(f.s),
      session: f.session,
      lastUserTurn: users.at(-1)?.content,
    }),
  };
  for (const r of RULES) {
    const j = r.judge(f);
    if (!j) continue;
    // The undecided rules do not read the answer: within one, an answer that speaks to more
    // of the request ranks higher. Below the smallest gap between rule scores, so it orders
    // traces within a rule and never across rules, and never moves `passed`.
    const score = UNDECIDED.has(r.id) ? Math.round((j.score + COVERAGE_TIEBREAK * cov) * 1000) / 1000 : j.score;
    return { rule: r.id, ...j, score, features };
  }
  throw new Error('unreachable: the last rule always matches');
}

/** Rules that decide without reading the answer (docs/judge.md: "undecided"). */
const UNDECIDED = new Set([
  'switched_tool',
  'retried_with_new_arguments',
  'recovered_after_error',
  'clean',
  'no_tool_calls',
]);
/** Coverage's weight within an undecided rule: below the 0.05 between rule scores. */
const COVERAGE_TIEBREAK = 0.04;

function facts(t: JudgeableTrace, isMeta: MetaToolRule): Facts {
  // A tool-search meta-call (src/model/meta-tools.ts) is not judged: the calls it led to are.
  const calls = toolCalls(t, isMeta);
  const answer = (t.final_answer ?? '').trim();
  return {
    calls,
    errors: calls.filter(callFailed).length,
    unproductive: calls.filter((c) => callFailed(c) || callEmpty(c)).length,
    unproducedClaim: unproducedClaim(answer, calls),
    missingDeliverable: missingDeliverable(t.user_query, calls),
    lastFailed: calls.length > 0 && callFailed(calls[calls.length - 1]!),
    answer,
    s: t.signals ?? {},
    session: sessionSignals(t, isMeta),
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

function distinctTools(calls: Call[]): number {
  return new Set(calls.map((c) => `${c.server}/${c.name}`)).size;
}

function retried(calls: Call[]): boolean {
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
