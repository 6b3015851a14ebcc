// What speaks for and against a trace's success, named, whatever rule decided its score.
// The optimizer's picks need it (optimize/pick.ts): a best success only where success is
// corroborated and nothing speaks against it, a worst failure only where a failure is
// visible. A score alone cannot say that: 0.6 may be a likely success or a coin toss.
import type { SessionSignals } from './session.ts';

/** The facts strength reads (signals.ts computes them once per trace). */
export interface StrengthFacts {
  calls: number;
  errors: number;
  unproductive: number;
  lastFailed: boolean;
  gaveUp: boolean;
  unproducedClaim: boolean;
  missingDeliverable: boolean;
  coverage: number;
  feedback: string | undefined;
  session: SessionSignals | undefined;
  /** The last user turn, when the trace carries the conversation. */
  lastUserTurn: string | undefined;
}

/** The user closes on thanks (or "that's all"), with no question and no complaint. */
const THANKS_AND_DONE = /\b(?:thanks?|thank you|appreciate it|that'?s all|all set|perfect|great)\b/i;

export function signalEvidence(f: StrengthFacts): { for: string[]; against: string[] } {
  const pro: string[] = [];
  const con: string[] = [];
  const s = f.session;
  if (f.feedback === 'up') pro.push('user_rated_up');
  if (f.feedback === 'down') con.push('user_rated_down');
  if (f.gaveUp) con.push('agent_gave_up');
  if (f.lastFailed) con.push('error_seen');
  if (f.calls > 0 && f.unproductive === f.calls) con.push('no_call_produced_anything');
  if (f.unproducedClaim) con.push('claim_no_call_produced');
  if (f.missingDeliverable) con.push('goal_not_met');
  if (s) {
    if (s.unhappyUser) con.push('unhappy_user');
    if (s.unansweredQuestion) con.push('question_unanswered');
    if (s.unconsentedChanges > 0) con.push('change_without_consent');
    if (s.redoneChanges > 0) con.push('change_redone');
    if (s.changes > 0 && s.unconsentedChanges === 0 && s.redoneChanges === 0 && s.failedCalls === 0)
      pro.push('confirmed_change');
    const last = f.lastUserTurn ?? '';
    if (THANKS_AND_DONE.test(last) && !last.includes('?') && !s.unhappyUser) pro.push('thanks_and_done');
  } else {
    // A single-turn answer: clean calls and an answer that speaks to the request.
    if (f.calls > 0 && f.errors === 0 && f.unproductive === 0) pro.push('clean_calls');
    if (!f.gaveUp && f.coverage >= 0.5) pro.push('answer_on_goal');
  }
  return { for: pro, against: con };
}
