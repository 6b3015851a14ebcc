// One stored trace for the review page: exactly what the store holds (redacted at
// ingest), with the judgments, what the judge made of each tool, and the user's goal as
// the judges saw it. The page renders all of it as text: it is untrusted.
import { WhetstoneError } from '../errors.ts';
import type { Db } from '../store/db.ts';
import { selectStoredTrace, selectTraceTools, type StoredTrace, type TraceToolRow } from '../store/sql/trace-view.ts';
import { goalOf } from './queries.ts';

export interface TraceView {
  trace: StoredTrace;
  tools: TraceToolRow[];
  goal: { text: string; source: string | null } | null;
  /** The conversation's turns when the producer sent them (`messages`), else none. */
  messages: { role: string; content: string }[];
}

export async function traceView(db: Db, traceId: string): Promise<TraceView> {
  const trace = await selectStoredTrace(db, traceId);
  if (!trace) throw new WhetstoneError('not_found', `no stored trace "${traceId}"`);
  const tools = await selectTraceTools(db, traceId);
  return { trace, tools, goal: goalOf(trace.judgments), messages: messagesOf(trace.extra.messages) };
}

/** Turns as role and text; content that is not a string (parts, objects) is shown as its JSON. */
export function messagesOf(raw: unknown): { role: string; content: string }[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((m) => {
    const o = (m && typeof m === 'object' ? m : {}) as { role?: unknown; content?: unknown };
    const content = typeof o.content === 'string' ? o.content : JSON.stringify(o.content ?? m);
    return { role: typeof o.role === 'string' ? o.role : 'unknown', content };
  });
}
