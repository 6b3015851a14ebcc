// The user's goal (`user_task_identified`): the methodology's "brief description of the
// user's goal", what a reviewer reads first and what groups sessions by intent. The LLM
// judge states it; a producer may send it pre-judged; otherwise the signal judge takes
// the first user request of the conversation, shortened. All of it is untrusted text from
// the trace, redacted at ingest and again before it is stored.

/** Longest goal stored (the column has the same bound): a few words, not an essay. */
export const MAX_GOAL_CHARS = 300;
/** A goal taken from the conversation is cut to about this many characters. */
const CONVERSATION_GOAL_CHARS = 160;

export type GoalSource = 'llm' | 'producer' | 'conversation';

export interface Goal {
  text: string | null;
  source: GoalSource | null;
  /** Says where the goal came from, or why there is none. */
  note: string;
}

/**
 * Checks a goal stated by a model or a producer. Returns the cleaned text, or a reason it
 * is not a goal: not a string (e.g. the old boolean), empty, a bare yes/no, or too long.
 */
export function checkGoal(v: unknown): { ok: true; text: string } | { ok: false; reason: string } {
  if (typeof v !== 'string')
    return { ok: false, reason: `must be the user's goal as text, not ${v === null ? 'null' : typeof v}` };
  const text = v.replace(/\s+/g, ' ').trim();
  if (text === '') return { ok: false, reason: "is empty; it must state the user's goal in a few words" };
  if (/^(?:true|false|yes|no)\.?$/i.test(text))
    return { ok: false, reason: `is a yes/no (${JSON.stringify(text)}), not the user's goal` };
  if (text.length > MAX_GOAL_CHARS) {
    return {
      ok: false,
      reason: `is ${text.length} characters; the goal must be a few words (at most ${MAX_GOAL_CHARS} characters)`,
    };
  }
  return { ok: true, text };
}

/** The first request the user made: the first user turn of `messages`, else `user_query`. */
export function firstUserRequest(t: {
  user_query: string;
  messages?: { role: string; content: string }[] | null | undefined;
}): string {
  const first = t.messages?.find((m) => m.role === 'user' && m.content.trim() !== '');
  return (first?.content ?? t.user_query).replace(/\s+/g, ' ').trim();
}

/**
 * The first user request, shortened: leading greetings ("Hi!", "Hello there.") are
 * dropped, then whole sentences are kept while they fit, then words.
 */
export function shortenRequest(text: string, max = CONVERSATION_GOAL_CHARS): string {
  // A sentence ends at . ! or ? followed by a space or the end, so "example.org" or "v2.1"
  // stay whole.
  const sentences =
    text
      .replace(/\s+/g, ' ')
      .trim()
      .match(/\S.*?(?:[.!?]+(?=\s|$)|$)/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? [];
  while (sentences.length > 1 && sentences[0]!.split(' ').length < 3) sentences.shift();
  let out = '';
  for (const s of sentences) {
    if (out && (out + ' ' + s).length > max) break;
    out = out ? `${out} ${s}` : s;
  }
  if (out.length <= max) return out;
  const cut = out.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trim()}…`;
}

/** The goal the signal judge records: a producer's pre-judged one, else the first request. */
export function signalGoal(
  t: { user_query: string; messages?: { role: string; content: string }[] | null | undefined },
  signals: Record<string, unknown>,
): Goal {
  const evaluation = signals.task_success_evaluation as { user_task_identified?: unknown } | undefined;
  const given =
    signals.user_task_identified ??
    (typeof evaluation === 'object' && evaluation !== null ? evaluation.user_task_identified : undefined);
  let rejected = '';
  if (given !== undefined && typeof given !== 'boolean') {
    const c = checkGoal(given);
    if (c.ok) return { text: c.text, source: 'producer', note: 'goal as the producer stated it' };
    rejected = `the producer's user_task_identified ${c.reason}; `;
  }
  const request = firstUserRequest(t);
  if (request === '') return { text: null, source: null, note: `${rejected}no goal: the trace has no user request` };
  return {
    text: shortenRequest(request),
    source: 'conversation',
    note: `${rejected}goal from the first user request, shortened`,
  };
}
