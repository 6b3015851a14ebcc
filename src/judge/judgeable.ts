// The part of a stored trace the judges read, in a file of its own so that signals.ts and
// session.ts (which signals.ts calls) both import it without importing each other.
import type { TraceRow } from '../store/types.ts';

/** The part of a trace the signal judge reads (what the traces table stores). */
export type JudgeableTrace = Pick<
  TraceRow,
  'trace_id' | 'server' | 'user_query' | 'tool_calls' | 'tools_shown' | 'final_answer' | 'signals'
> & {
  /** The session's user and assistant turns in order, when the trace carries them. */
  messages?: { role: string; content: string }[] | null | undefined;
};
