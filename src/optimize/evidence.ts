// A tool's evidence: the best successes and worst failures among the judged traces that
// saw its currently published text (traces that saw another text say nothing about the
// current one; traces that saw the same text under an earlier number do: docs/traces.md,
// "the attribution rule"). A failure where the agent picked this tool and another tool then
// served the task is kept as a wrong pick, with that tool's name.
import { createHash } from 'node:crypto';
import type { ReplayQuery } from '../quality/replay.ts';
import type { Queryable } from '../store/db.ts';
import { selectJudgedTracesOfVersion, type ToolJudgedRow } from '../store/sql/tool-judgments.ts';
import { selectTraceTexts } from '../store/sql/optimizer.ts';
import { type ArgumentFix, fixesInTrace } from './argument-fixes.ts';
import { pickExamples, whyPicked } from './pick.ts';

export interface EvidenceItem {
  traceId: string;
  query: string;
  arguments: Record<string, unknown>;
  resultPreview: string;
  /** Whether the tool's call returned an error (its preview is then the error message). */
  isError: boolean;
  finalAnswer: string | null;
  outcome: string;
  servedBy: string | null;
  score: number;
  judge: 'llm' | 'signals';
  /** The user's goal in a few words, as a judge stated it (null when none did). */
  goal: string | null;
  /** Why the pick rule chose this trace (optimize/pick.ts). */
  why: string;
  /**
   * Whether this tool made the last call of those that served the task: the request is
   * then what it finished. In a workflow (look up, compute, then change) every step
   * serves, and the request is the whole task's, not a step's.
   */
  servedLast: boolean;
  /** This tool's calls in the trace that were rejected, each with the next one that worked. */
  fixes: ArgumentFix[];
}

export interface Evidence {
  successes: EvidenceItem[];
  failures: EvidenceItem[];
  /** Judged traces of the published version, of which the examples were picked. */
  judged: number;
  /** Why a side has no example although judged traces of it exist (the LLM improver's picks abstain: pick.ts). */
  abstained?: { successes?: string; failures?: string };
}

export async function gatherEvidence(
  q: Queryable,
  tool: { server: string; name: string; publishedVersion: number },
  k: { successes: number; failures: number },
  o: { abstain?: boolean } = {},
): Promise<Evidence> {
  const rows = await selectJudgedTracesOfVersion(q, {
    server: tool.server,
    name: tool.name,
    version: tool.publishedVersion,
  });
  const picked = pickExamples(rows, Math.max(k.successes, k.failures), { abstain: o.abstain === true });
  const chosen = [...picked.successes.slice(0, k.successes), ...picked.failures.slice(0, k.failures)];
  const texts = new Map(
    (
      await selectTraceTexts(
        q,
        chosen.map((r) => r.trace_id),
      )
    ).map((t) => [t.trace_id, t]),
  );
  const item =
    (side: 'success' | 'failure') =>
    (r: ToolJudgedRow, rank: number): EvidenceItem => {
      const t = texts.get(r.trace_id)!;
      const isTool = (c: { name: string; server?: string | null }) =>
        c.name === tool.name && (c.server ?? t.server) === tool.server;
      const call = [...t.tool_calls].reverse().find(isTool);
      const llm = r.llm_score !== null;
      return {
        traceId: r.trace_id,
        query: t.user_query,
        arguments: call?.arguments ?? {},
        resultPreview: (call?.result?.preview ?? '').slice(0, 300),
        isError: call?.result?.is_error === true,
        finalAnswer: t.final_answer,
        outcome: r.outcome,
        servedBy: r.served_by,
        score: llm ? r.llm_score! : (r.signal_score ?? 0.5),
        judge: llm ? 'llm' : 'signals',
        goal: r.goal,
        why: whyPicked(side, rank + 1, side === 'success' ? picked.pool.successes : picked.pool.failures, r),
        servedLast: servedLast(t, t.served_refs, isTool),
        fixes: fixesInTrace(r.trace_id, t.tool_calls, isTool),
      };
    };
  return {
    successes: picked.successes.slice(0, k.successes).map(item('success')),
    failures: picked.failures.slice(0, k.failures).map(item('failure')),
    judged: rows.length,
    ...(Object.keys(picked.abstained).length ? { abstained: picked.abstained } : {}),
  };
}

/** Whether the last call of a tool that served the task is this tool's. */
function servedLast(
  t: { server: string; tool_calls: { server?: string; name: string }[] },
  served: string[],
  isTool: (c: { name: string; server?: string | null }) => boolean,
): boolean {
  const refs = new Set(served);
  for (let i = t.tool_calls.length - 1; i >= 0; i--) {
    const c = t.tool_calls[i]!;
    if (refs.has(`${c.server ?? t.server}/${c.name}`)) return isTool(c);
  }
  return false;
}

/**
 * The evidence one optimizer run learns from: k per side for the LLM improver; offline,
 * many served queries, each in one of two halves by a hash of the request's text
 * (`offlineHalf`). An offline run is cross-fitted: fold 0 quotes and tunes on half 0 and
 * its candidates are replayed on half 1, fold 1 the reverse (`foldEvidence`), so every
 * candidate is measured on this tool's own requests it was not written or chosen from,
 * and each success read can be quoted by one fold while it checks the other.
 * `whetstone evidence` shows exactly this, each success with its half.
 */
export async function gatherRunEvidence(
  q: Queryable,
  tool: { server: string; name: string; publishedVersion: number },
  o: { mode: 'llm' | 'offline'; evidenceK: number; offlineEvidenceK: number },
): Promise<Evidence> {
  const k = o.mode === 'llm' ? o.evidenceK : o.offlineEvidenceK;
  // The LLM improver learns from a few examples, the methodology's picks: only strong ones.
  // The offline rewriter aggregates many served requests and may use the rest.
  return gatherEvidence(q, tool, { successes: k, failures: k }, { abstain: o.mode === 'llm' });
}

/** One half of the served requests, offline: 0 or 1. */
export type Half = 0 | 1;

/** The offline folds, in the order a run tries them. */
export const FOLDS: readonly Half[] = [0, 1];

/** A fold's evidence: the successes whose request is in its half; the failures (wrong picks, errors) of both. */
export function foldEvidence(evidence: Evidence, fold: Half): Evidence {
  return { ...evidence, successes: evidence.successes.filter((e) => offlineHalf(e.query) === fold) };
}

/**
 * The half a request falls in. Split by the request's text, not the trace: the same
 * request asked again, by another user or in another session, falls on the same side,
 * so a request a fold quotes or was tuned on is never among the queries that check it. The
 * text is compared by its words (splitKey), so a near-duplicate falls on its twin's side
 * too. Twins that differ by a word (a name: "weather in Paris" / "weather in Lyon", whose
 * quote elides the name) can fall on either side: context.ts `replayFor` leaves the tool's
 * own such twins out of the candidate's replay.
 */
export function offlineHalf(query: string): Half {
  return (createHash('sha256').update(splitKey(query)).digest()[0]! % 2) as Half;
}

/**
 * A request's words, as the split compares them: case, punctuation and spacing aside
 * ("Weather in Paris tomorrow?" is "weather in paris tomorrow"), and each run of digits
 * one "0", so a templated request with another id or number ("refund order 1234" /
 * "refund order 98") falls with its twin, whose quote would elide the number anyway.
 */
export function splitKey(query: string): string {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.replace(/\p{N}+/gu, '0'))
    .join(' ');
}

/** All the text of the evidence, for gates that check what a candidate may draw on. */
export function evidenceText(e: Evidence): string {
  return [...e.successes, ...e.failures]
    .map((x) =>
      [x.query, x.goal ?? '', JSON.stringify(x.arguments), x.resultPreview, x.finalAnswer ?? '', x.servedBy ?? ''].join(
        ' ',
      ),
    )
    .join('\n');
}

/** Served requests as replay queries, each (request, tool) once: the same request served twice is one observation, not two (the sign test counts pairs). */
export function distinctServed(rows: readonly { query: string; served_by: string }[]): ReplayQuery[] {
  const seen = new Set<string>();
  return rows
    .map((q) => ({ query: q.query, servedBy: q.served_by }))
    .filter((q) => !seen.has(`${q.servedBy}\n${q.query}`) && !!seen.add(`${q.servedBy}\n${q.query}`));
}
