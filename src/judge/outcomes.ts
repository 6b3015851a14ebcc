// Per-tool outcomes of one trace: what each tool's calls tell the optimizer about its
// description. A workflow (look something up, then change it) is not a wrong pick: a call
// is a wrong pick only when it failed or returned nothing useful and a different tool of
// the same kind then took comparable arguments — the job the call was meant for was done
// by another tool. Rules, with examples, in docs/judge.md.
import { type Call, callEmpty, callFailed, isMetaTool, type MetaToolRule, toolCalls } from './calls.ts';
import { contentHash } from '../catalog/text.ts';
import type { JudgeableTrace } from './judgeable.ts';
import { isStateChanging } from './session.ts';

export type ToolOutcome = 'served' | 'wrong_pick' | 'error' | 'arg_retry' | 'unresolved';

export interface ToolOutcomeRow {
  server: string;
  name: string;
  outcome: ToolOutcome;
  /** For a wrong pick: the tool that did the job instead. */
  servedBy: string | null;
  shownVersion: number | null;
  /** The content hash of the description the trace says the agent saw (`tools_shown[].description`), if it says. */
  seenHash: string | null;
}

/** When one tool's calls end differently, the most telling outcome stands for the tool. */
const RANK: Record<ToolOutcome, number> = { served: 5, wrong_pick: 4, error: 3, arg_retry: 2, unresolved: 1 };

export function toolOutcomes(t: JudgeableTrace, passed: boolean, isMeta: MetaToolRule = isMetaTool): ToolOutcomeRow[] {
  // A tool-search meta-call is no tool's outcome: the calls it led to are.
  const calls = toolCalls(t, isMeta);
  const shown = new Map(t.tools_shown.map((s) => [`${s.server}/${s.name}`, s.version ?? null]));
  const seen = shownTexts(t);
  const refOf = (c: Call) => `${c.server ?? t.server}/${c.name}`;
  const out = new Map<string, ToolOutcomeRow>();
  calls.forEach((c, i) => {
    const ref = refOf(c);
    const failed = callFailed(c);
    const useful = !failed && !readNothing(c);
    let outcome: ToolOutcome;
    const next = calls[i + 1];
    const retried =
      next !== undefined &&
      refOf(next) === ref &&
      JSON.stringify(next.arguments ?? {}) !== JSON.stringify(c.arguments ?? {});
    // Who did this call's job instead: after a failed or empty call, or right away for the same ask.
    const servedBy = retried
      ? null
      : ((!useful ? insteadOf(calls, i, refOf) : null) ?? askedElsewhere(calls, i, refOf));
    if (retried) {
      // Called again at once with changed arguments: the later call's row decides the tool.
      outcome = 'arg_retry';
    } else if (servedBy !== null) {
      outcome = 'wrong_pick';
    } else if (failed) {
      outcome = 'error';
    } else {
      outcome = passed && useful ? 'served' : 'unresolved';
    }
    const prev = out.get(ref);
    if (!prev || RANK[outcome] > RANK[prev.outcome]) {
      out.set(ref, {
        server: c.server ?? t.server,
        name: c.name,
        outcome,
        servedBy: outcome === 'wrong_pick' ? servedBy : null,
        shownVersion: shown.get(ref) ?? null,
        seenHash: seen.get(ref) ?? null,
      });
    }
  });
  return [...out.values()];
}

/**
 * The description text each tool was shown with, by hash, where a producer recorded the
 * text instead of a version number (docs/traces.md, "the attribution rule").
 */
function shownTexts(t: JudgeableTrace): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of t.tools_shown as { server: string; name: string; description?: unknown }[])
    if (typeof s.description === 'string' && s.description !== '')
      out.set(`${s.server}/${s.name}`, contentHash(s.description));
  return out;
}

/**
 * The tool that did the job call `i` was meant for: a later call of a different tool of the
 * same kind (both read, or both change state) that shares an argument value with it and
 * returned something useful.
 */
function insteadOf(calls: Call[], i: number, refOf: (c: Call) => string): string | null {
  const c = calls[i]!;
  const values = leafValues(c.arguments);
  if (values.size === 0) return null;
  const kind = isStateChanging(c.name);
  for (const later of calls.slice(i + 1)) {
    if (refOf(later) === refOf(c) || isStateChanging(later.name) !== kind) continue;
    if (callFailed(later) || readNothing(later)) continue;
    for (const v of leafValues(later.arguments)) if (values.has(v)) return refOf(later);
  }
  return null;
}

/**
 * A read that found nothing. A state-changing call may rightly return nothing, and a call
 * without a recorded result (or preview) is not known to have found nothing.
 */
function readNothing(c: Call): boolean {
  return !isStateChanging(c.name) && callEmpty(c);
}

/**
 * Abandoned: the very next call asks a different tool of the same kind the same thing (all
 * of this call's argument values, maybe more) and gets something useful — the agent did not
 * use this result and redid the job elsewhere.
 */
function askedElsewhere(calls: Call[], i: number, refOf: (c: Call) => string): string | null {
  const c = calls[i]!;
  const next = calls[i + 1];
  if (!next || refOf(next) === refOf(c) || isStateChanging(next.name) !== isStateChanging(c.name)) return null;
  if (callFailed(next) || readNothing(next)) return null;
  const mine = leafValues(c.arguments);
  if (mine.size === 0) return null;
  const theirs = leafValues(next.arguments);
  for (const v of mine) if (!theirs.has(v)) return null;
  return refOf(next);
}

/** The argument values (strings and numbers, normalized), at any depth. */
function leafValues(v: unknown, out = new Set<string>()): Set<string> {
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (s.length >= 2) out.add(s);
  } else if (typeof v === 'number') out.add(String(v));
  else if (Array.isArray(v)) for (const x of v) leafValues(x, out);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) leafValues(x, out);
  return out;
}
