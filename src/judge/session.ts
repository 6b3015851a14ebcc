// Signals that see the whole session, for traces that carry the conversation (`messages`
// with at least two user turns): how it ends, whether state changed with the user's
// consent, redone changes, explained refusals and hand-offs. Every rule is general — tool
// names are read only for a leading change verb (create/update/cancel …) and for hand-off
// words; no domain words. Weights are documented in docs/judge.md.
import { type Call, callFailed, isMetaTool, type MetaToolRule, toolCalls } from './calls.ts';
import type { JudgeableTrace } from './judgeable.ts';

/**
 * Tools whose name starts with one of these verbs change state (book, cancel, update …).
 * A name without such a verb counts as a read: wrongly missing a change costs nothing,
 * while calling a read a change would charge it for the user's missing consent.
 */
const CHANGES =
  /^(?:create|add|insert|update|modify|change|edit|set|delete|remove|cancel|book|reserve|order|purchase|buy|pay|refund|send|post|publish|submit|write|upload|put|patch|move|rename|reset|approve|reject|assign|schedule|transfer|exchange|upgrade|downgrade|enable|disable|close|archive|register|subscribe|unsubscribe|apply|issue|grant|revoke|merge|deploy|execute|run|start|stop|restart|kill|drop)(?:_|-|$|[A-Z])/i;
/** A tool that hands the session to a person. */
const HANDOFF_TOOL = /(?:human|handoff|hand_off|escalat|live_agent|representative|operator)/i;
const HANDOFF_TEXT =
  /\btransfer(?:ring)? you to (?:a |an )?(?:human|live|customer|support|specialist|representative)|\b(?:human|live) agent will\b|\bescalat(?:e|ed|ing) (?:this|your)\b/i;
/**
 * A user turn that consents: it starts with yes, ok, confirm, go ahead … and answers an
 * agent turn that asked for confirmation (a question about proceeding). "Sure! My id is …"
 * answering "What is your id?" gives details, not consent to a change.
 */
const CONSENT =
  /^\s*(?:yes|yeah|yep|sure|ok(?:ay)?|correct|confirm(?:ed)?|please (?:go ahead|proceed|do)|go ahead|proceed|that'?s (?:right|correct|fine)|sounds good|i confirm)\b/i;
/** The agent explains that it cannot or may not do something. */
const ASKS_CONFIRMATION =
  /\b(?:proceed|confirm|go ahead|would you like (?:me )?to|shall I|should I|do you want (?:me )?to|want me to|is (?:that|this) (?:ok|okay|correct|right|fine)|are you sure)\b[^?]*\?|\?[^?]*\b(?:proceed|confirm)\b/i;
const REFUSAL =
  /\b(?:I'?m sorry|unfortunately|I apologi[sz]e)\b[^.!?]*\b(?:can(?:no|')t|unable|not (?:able|possible|allowed|eligible|permitted)|isn't possible|is not possible)/i;
/** The user is unhappy: complains, says it is wrong, or asks for a person. */
const UNHAPPY =
  /\b(?:not what I (?:asked|wanted)|that'?s (?:not right|wrong)|you (?:didn'?t|did not|misunderstood)|still (?:not|haven'?t)|frustrat|disappoint|unacceptable|ridiculous|(?:speak|talk) (?:to|with) (?:a |an )?(?:human|person|manager|supervisor|representative|real agent))/i;

/** Weights on a base of 0.55; passed when the sum is at least 0.5 (a session has to earn its pass). */
export const SESSION_WEIGHTS = {
  base: 0.55,
  /** Per state-changing call beyond the user's consents (at most two counted). */
  unconsentedChange: -0.2,
  /** Per repeat of a state change by the same tool (a change redone; at most two). */
  redoneChange: -0.1,
  /** Per failed call (at most three). */
  failedCall: -0.03,
  /** Handed off to a person without changing anything: the agent saw what it may not do itself. */
  handoff: 0.1,
  /** Handed off after changing state: part of the job was done, the rest left to a person. */
  handoffAfterChange: -0.05,
  /** The agent explained why it could not do something, and changed nothing. */
  explainedRefusal: 0.1,
  /** Nothing changed state (an answer, a refusal or a hand-off). */
  noChange: 0.05,
  /** The user complained, said it was wrong, or asked for a person. */
  unhappyUser: -0.2,
  /** The conversation ends on a user turn that asks something: the agent never answered it. */
  unansweredQuestion: -0.1,
  /** Per 1,000 characters of conversation (at most −0.20): a long back-and-forth is more often a struggle. */
  perThousandChars: -0.02,
} as const;

export interface SessionSignals {
  userTurns: number;
  /** Characters of the whole conversation (user and agent turns). */
  conversationChars: number;
  consents: number;
  changes: number;
  unconsentedChanges: number;
  redoneChanges: number;
  failedCalls: number;
  handoff: boolean;
  explainedRefusal: boolean;
  unhappyUser: boolean;
  unansweredQuestion: boolean;
}

export function isStateChanging(name: string): boolean {
  return CHANGES.test(name) && !HANDOFF_TOOL.test(name);
}

/** The session's signals, or undefined when the trace carries no conversation to read. */
export function sessionSignals(t: JudgeableTrace, isMeta: MetaToolRule = isMetaTool): SessionSignals | undefined {
  const msgs = t.messages ?? [];
  const users = msgs.filter((m) => m.role === 'user').map((m) => m.content);
  if (users.length < 2) return undefined;
  const agent = msgs.filter((m) => m.role === 'assistant').map((m) => m.content);
  const ok = (c: Call) => !callFailed(c);
  const calls = toolCalls(t, isMeta);
  const changes = calls.filter((c) => isStateChanging(c.name) && ok(c));
  // The first turn states the request; consent comes after the agent proposes something.
  let consents = 0;
  let asked = false;
  for (const m of msgs.slice(msgs.findIndex((x) => x.role === 'user') + 1)) {
    if (m.role === 'assistant') asked = ASKS_CONFIRMATION.test(m.content);
    else if (m.role === 'user') {
      if (asked && CONSENT.test(m.content)) consents++;
      asked = false;
    }
  }
  return {
    userTurns: users.length,
    conversationChars: msgs.reduce((n, m) => n + m.content.length, 0),
    consents,
    changes: changes.length,
    unconsentedChanges: Math.max(0, changes.length - consents),
    redoneChanges: changes.length - new Set(changes.map((c) => `${c.server ?? ''}/${c.name}`)).size,
    failedCalls: calls.filter((c) => !ok(c)).length,
    handoff: calls.some((c) => HANDOFF_TOOL.test(c.name) && ok(c)) || agent.some((a) => HANDOFF_TEXT.test(a)),
    explainedRefusal: changes.length === 0 && agent.some((a) => REFUSAL.test(a)),
    unhappyUser: users.some((u) => UNHAPPY.test(u)),
    unansweredQuestion: msgs.at(-1)?.role === 'user' && msgs.at(-1)!.content.includes('?'),
  };
}

/** The session rule's score and the reasons that moved it. */
export function sessionScore(s: SessionSignals): { score: number; reasons: string[] } {
  const w = SESSION_WEIGHTS;
  let score = w.base;
  const reasons: string[] = [];
  const add = (delta: number, why: string) => {
    if (delta === 0) return;
    score += delta;
    reasons.push(`${why} (${delta > 0 ? '+' : ''}${delta.toFixed(2)})`);
  };
  add(
    w.unconsentedChange * Math.min(2, s.unconsentedChanges),
    `${s.unconsentedChanges} state change(s) beyond the user's ${s.consents} consent(s)`,
  );
  add(w.redoneChange * Math.min(2, s.redoneChanges), `${s.redoneChanges} state change(s) redone by the same tool`);
  add(w.failedCall * Math.min(3, s.failedCalls), `${s.failedCalls} failed call(s)`);
  if (s.handoff && s.changes === 0) add(w.handoff, 'handed off to a person without changing anything');
  if (s.handoff && s.changes > 0) add(w.handoffAfterChange, 'handed off to a person after changing state');
  if (s.explainedRefusal) add(w.explainedRefusal, 'explained what it could not do');
  if (s.changes === 0) add(w.noChange, 'changed nothing');
  if (s.unhappyUser) add(w.unhappyUser, 'the user complained or asked for a person');
  if (s.unansweredQuestion) add(w.unansweredQuestion, "the conversation ends on the user's question, unanswered");
  add(
    Math.max(-0.2, Number(((w.perThousandChars * s.conversationChars) / 1000).toFixed(3))),
    `a conversation of ${s.conversationChars} characters`,
  );
  return { score: Math.round(Math.max(0.02, Math.min(0.98, score)) * 1000) / 1000, reasons };
}
