// Which tools a trace shows changing state, by the judge's own change signals: a call the
// session rule counts as a state change (session.ts: a change verb leading the tool's name,
// in a trace that carries the conversation), and a file the answer says it made that the
// successful calls of exactly one tool took as an argument (claims.ts: that tool made it).
// Read by the trace-grounded consistency finding (consistency/traces.ts); general rules, no
// server's or tool's name.
import { callFailed, toolCalls } from './calls.ts';
import { claimedFileCalls } from './claims.ts';
import type { JudgeableTrace } from './judgeable.ts';
import { isStateChanging, sessionSignals } from './session.ts';

export type ChangeSignal = 'session_change' | 'made_file';

/** "server/name" of each tool whose calls changed state in this trace, with the signals that say so. */
export function stateChangesByTool(t: JudgeableTrace): Map<string, Set<ChangeSignal>> {
  const out = new Map<string, Set<ChangeSignal>>();
  const key = (c: { server?: string | undefined; name: string }) => `${c.server ?? t.server}/${c.name}`;
  const add = (tool: string, s: ChangeSignal) => out.set(tool, (out.get(tool) ?? new Set()).add(s));
  const calls = toolCalls(t);
  const session = sessionSignals(t);
  if (session && session.changes > 0)
    for (const c of calls) if (isStateChanging(c.name) && !callFailed(c)) add(key(c), 'session_change');
  for (const claim of claimedFileCalls((t.final_answer ?? '').trim(), calls)) {
    const tools = new Set(claim.calls.map(key));
    if (tools.size === 1) add([...tools][0]!, 'made_file');
  }
  return out;
}
