// The trace-grounded finding, no source needed: a tool whose published text or annotations
// say it is read-only, while judged traces show its calls changing state (judge/changes.ts).
// Computed when asked (the tool page, `consistency --server`), from the newest judged traces
// of each such tool, so it follows new traces and a new text without a stored copy to go
// stale. The finding carries trace ids only: a trace's words (its paths, its user's request)
// never go into a finding's message.
import { withoutQuotes } from './quotes.ts';
import { stateChangesByTool } from '../judge/changes.ts';
import { safetyClaims, type ToolAnnotations } from '../quality/disclosure.ts';
import type { Queryable } from '../store/db.ts';
import { selectJudgedTracesOfTools, selectPublishedOfServer } from '../store/sql/code-facts.ts';
import type { ConsistencyFinding } from './types.ts';

/** Judged traces read per tool: the newest. */
const TRACES_PER_TOOL = 500;
/** Trace ids a finding lists. */
const MAX_IDS = 20;
const READ_ONLY_CLAIMS = ['read-only', 'no side effects', 'does not modify anything'];

export interface TraceFinding {
  server: string;
  tool: string;
  /** The published version whose text or annotations say read-only. */
  version: number;
  finding: ConsistencyFinding;
}

/** Why a tool counts as read-only: its annotation, or the claim its text makes; undefined if neither. */
export function readOnlyBasis(text: string, annotations: ToolAnnotations | undefined): string | undefined {
  if (annotations?.readOnlyHint === true) return 'annotated readOnlyHint';
  // Quoted requests are users' words, not the tool's claim.
  const claims = safetyClaims(withoutQuotes(text));
  const claim = READ_ONLY_CLAIMS.find((c) => claims.has(c));
  return claim ? `described as "${claim}"` : undefined;
}

export async function traceFindings(db: Queryable, server: string, only?: string): Promise<TraceFinding[]> {
  const tools = (await selectPublishedOfServer(db, server))
    .filter((t) => only === undefined || t.name === only)
    .map((t) => ({ ...t, basis: readOnlyBasis(t.text, annotationsOf(t.surface)) }))
    .filter((t): t is typeof t & { basis: string } => t.basis !== undefined);
  if (!tools.length) return [];
  const rows = await selectJudgedTracesOfTools(
    db,
    server,
    tools.map((t) => t.name),
    TRACES_PER_TOOL,
  );
  const out: TraceFinding[] = [];
  for (const t of tools) {
    const ids: string[] = [];
    const signals = new Set<string>();
    for (const r of rows) {
      if (r.tool !== t.name) continue;
      const changed = stateChangesByTool(r).get(`${server}/${t.name}`);
      if (!changed) continue;
      ids.push(r.trace_id);
      for (const s of changed) signals.add(s);
    }
    if (!ids.length) continue;
    out.push({
      server,
      tool: t.name,
      version: t.version,
      finding: {
        type: 'trace_state_change',
        severity: 'warning',
        message: `${t.basis}, but ${ids.length} judged trace${ids.length === 1 ? '' : 's'} show${ids.length === 1 ? 's' : ''} its calls changing state (${[...signals].map(signalWords).join('; ')})`,
        evidence: [],
        traceIds: ids.slice(0, MAX_IDS),
      },
    });
  }
  return out;
}

function signalWords(s: string): string {
  return s === 'session_change'
    ? 'the session counted its calls as changes'
    : 'the answer says a file was made that only its calls took';
}

function annotationsOf(surface: unknown): ToolAnnotations | undefined {
  const a = surface && typeof surface === 'object' ? (surface as { annotations?: unknown }).annotations : undefined;
  if (!a || typeof a !== 'object') return undefined;
  const v = (a as Record<string, unknown>).readOnlyHint;
  return typeof v === 'boolean' ? { readOnlyHint: v } : undefined;
}
