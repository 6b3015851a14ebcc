// The LLM task-success judge. Trace text goes to the model redacted (again, as defence in
// depth: it was redacted at ingest) and framed as quoted data; the model's answer is
// validated field by field before anything is stored — a score outside 0..1 or a missing
// field is corrected by ax's retry or rejected, never stored as-is.
import { ax, type AxAIService } from '@ax-llm/ax';
import { loadSignature } from '../llm/signatures.ts';
import type { NewJudgment } from '../store/sql/judgments.ts';
import type { Redactor } from '../privacy/redact.ts';
import { checkGoal } from './goal.ts';
import { callFailed } from './calls.ts';
import type { JudgeableTrace } from './judgeable.ts';

/** The model's verdict, checked: the stored judgment's fields, each one required here. */
export type LlmJudgment = Required<Pick<NewJudgment, 'score' | 'passed' | 'confidence' | 'reasoning' | 'tokens'>> & {
  /** The user's goal in a few words (checked by checkGoal). */
  userTaskIdentified: string;
  completionEvidence: string;
};

export class LlmJudgeOutputError extends Error {
  readonly retriable = false;
}

const PREVIEW_CHARS = 600;
/** The conversation shown to the judge: its start and end, the middle left out when longer. */
export const CONVERSATION_CHARS = 12_000;

/**
 * The turns as quoted lines, cut from the middle when long: the request is at the start
 * and how the session ended is at the end, and both matter most to the verdict.
 */
export function conversationText(
  messages: { role: string; content: string }[] | null | undefined,
  redactor: Redactor,
  counts: Map<string, number>,
  max = CONVERSATION_CHARS,
): string {
  if (!messages?.length) return '(not recorded)';
  const lines = messages.map((m) => `${m.role}: ${JSON.stringify(redactor.redactString(m.content, counts))}`);
  const all = lines.join('\n');
  if (all.length <= max) return all;
  const head: string[] = [];
  const tail: string[] = [];
  let used = 0;
  const budget = max - 80;
  // Whole turns from both ends, alternately, while they fit; then what is left of the next one.
  for (let i = 0, j = lines.length - 1; i <= j; ) {
    const takeHead = head.length <= tail.length;
    const line = takeHead ? lines[i]! : lines[j]!;
    if (used + line.length + 1 > budget) {
      const room = Math.max(0, budget - used);
      if (room > 40 && takeHead) head.push(`${line.slice(0, room)}…`);
      else if (room > 40) tail.unshift(`…${line.slice(line.length - room)}`);
      used += room;
      break;
    }
    used += line.length + 1;
    if (takeHead) {
      head.push(line);
      i++;
    } else {
      tail.unshift(line);
      j--;
    }
  }
  return [...head, `[… ${all.length - used} characters of the conversation left out …]`, ...tail].join('\n');
}

export function judgeInputs(
  t: JudgeableTrace,
  descriptions: Map<string, string>,
  redactor: Redactor,
): Record<string, string> {
  const counts = new Map<string, number>();
  const calls = t.tool_calls.map((c) => ({
    tool: `${c.server ?? t.server}/${c.name}`,
    arguments: c.arguments,
    is_error: callFailed(c),
    result_start: (c.result?.preview ?? '').slice(0, PREVIEW_CHARS),
  }));
  const shown = t.tools_shown
    .map((s) => {
      const ref = `${s.server}/${s.name}`;
      const text = descriptions.get(`${ref}@${s.version ?? ''}`) ?? descriptions.get(ref);
      return text === undefined ? null : `${ref} v${s.version ?? '?'}: ${JSON.stringify(text)}`;
    })
    .filter((x): x is string => x !== null);
  return {
    userQuery: JSON.stringify(redactor.redactString(t.user_query, counts)),
    toolCalls: redactor.redactString(JSON.stringify(calls), counts),
    finalAnswer: t.final_answer ? JSON.stringify(redactor.redactString(t.final_answer, counts)) : '(none)',
    conversation: conversationText(t.messages, redactor, counts),
    descriptionsShown: shown.length ? shown.join('\n') : '(not recorded)',
  };
}

export async function judgeWithLlm(
  ai: AxAIService,
  t: JudgeableTrace,
  o: { descriptions: Map<string, string>; redactor: Redactor; maxRetries: number },
): Promise<LlmJudgment> {
  const gen = ax(loadSignature('task-success-judge'));
  gen.addAssert((out: Record<string, unknown>) => {
    for (const k of ['score', 'confidence'] as const) {
      const v = out[k];
      if (v === undefined) return undefined;
      if (typeof v !== 'number' || !(v >= 0 && v <= 1)) return `${k} must be a number from 0.0 to 1.0`;
    }
    // The model is told why, so its retry can state the goal instead of true/false or an essay.
    if (out.userTaskIdentified !== undefined) {
      const g = checkGoal(out.userTaskIdentified);
      if (!g.ok) return `userTaskIdentified ${g.reason}`;
    }
    return true;
  });
  const out = (await gen.forward(ai, judgeInputs(t, o.descriptions, o.redactor), {
    maxRetries: o.maxRetries,
  })) as Record<string, unknown>;
  const tokens = gen.getUsage().reduce((n, u) => n + (u.tokens?.totalTokens ?? 0), 0);
  return { ...validate(out), tokens };
}

function validate(out: Record<string, unknown>): Omit<LlmJudgment, 'tokens'> {
  const problems: string[] = [];
  const unit = (k: string) => {
    const v = out[k];
    if (typeof v !== 'number' || !(v >= 0 && v <= 1))
      problems.push(`${k}=${JSON.stringify(v)} is not a number from 0 to 1`);
    return v as number;
  };
  const text = (k: string) => {
    const v = out[k];
    if (typeof v !== 'string' || v.trim() === '') problems.push(`${k} is missing`);
    return typeof v === 'string' ? v.slice(0, 2000) : '';
  };
  const goal = () => {
    const g = checkGoal(out.userTaskIdentified);
    if (!g.ok) problems.push(`userTaskIdentified ${g.reason}`);
    return g.ok ? g.text : '';
  };
  const flag = (k: string) => {
    const v = out[k];
    if (typeof v !== 'boolean') problems.push(`${k} is not true or false`);
    return v === true;
  };
  const score = unit('score');
  const confidence = unit('confidence');
  const reasoning = text('reasoning');
  const completionEvidence = text('completionEvidence');
  const passed = flag('passed');
  const userTaskIdentified = goal();
  if (problems.length) throw new LlmJudgeOutputError(`the LLM judge's answer is malformed: ${problems.join('; ')}`);
  // passed follows the score, whatever the model says, so a judgment is never self-contradictory.
  void passed;
  return { score, passed: score >= 0.5, confidence, reasoning, userTaskIdentified, completionEvidence };
}
