// The picks bench:judge-real scores: per tool, the best success and worst failure the
// optimizer would take (optimize/pick.ts, with abstention), checked against the ground
// truth. Cross-task: sessions are split into two folds by task; the pick setting is chosen
// on one fold and scored on the other (see lib/eval/judge-real.ts).
import { createHash } from 'node:crypto';
import { isMetaTool } from '../../src/model/meta-tools.ts';
import { pickExamples } from '../../src/optimize/pick.ts';
import type { ToolJudgedRow } from '../../src/store/sql/tool-judgments.ts';

/** A session's task: tau-bench's `t{task}` in the trace id (its trials share it), else the trace itself. */
export function taskOf(traceId: string): string {
  return /(?:^|[-_])(t\d+)(?:[-_]r\d+)?$/.exec(traceId)?.[1] ?? traceId;
}

/** Which of two folds a session's task falls in (a hash of the task: trials stay together). */
export function foldOf(traceId: string): 0 | 1 {
  return (createHash('sha256')
    .update(`fold:${taskOf(traceId)}`)
    .digest()[0]! % 2) as 0 | 1;
}

export interface ToolPick {
  tool: string;
  success?: string | undefined;
  failure?: string | undefined;
  /** Why a side has no pick although judged traces of that side exist. */
  abstained: { successes?: string; failures?: string };
  /** Judged traces with a success (failure) role: what covers count against. */
  judgedSuccesses: number;
  judgedFailures: number;
  /** The traces as good as each pick (same score, same judge): any of them is the same example. */
  tiedSuccesses: Set<string>;
  tiedFailures: Set<string>;
}

export interface PickScore {
  bestOk: number;
  bestOf: number;
  bestCover: number;
  worstOk: number;
  worstOf: number;
  worstCover: number;
}

/** Per tool (meta-tools aside), the picks with abstention among `rows`. */
export function picksOf(rows: ToolJudgedRow[], minFor?: number): ToolPick[] {
  const byTool = new Map<string, ToolJudgedRow[]>();
  for (const r of rows) {
    if (isMetaTool(r.name)) continue;
    const key = `${r.server}/${r.name}`;
    byTool.set(key, [...(byTool.get(key) ?? []), r]);
  }
  return [...byTool].map(([tool, mine]) => {
    const o = { abstain: true, ...(minFor === undefined ? {} : { minFor }) };
    const p = pickExamples(mine, 1, o);
    const strong = pickExamples(mine, mine.length, o);
    const all = pickExamples(mine, mine.length);
    const score = (r: ToolJudgedRow) => r.llm_score ?? r.signal_score;
    const ties = (pick: ToolJudgedRow | undefined, side: ToolJudgedRow[]) =>
      new Set(
        pick === undefined
          ? []
          : side
              .filter((r) => score(r) === score(pick) && (r.llm_score === null) === (pick.llm_score === null))
              .map((r) => r.trace_id),
      );
    return {
      tiedSuccesses: ties(p.successes[0], strong.successes),
      tiedFailures: ties(p.failures[0], strong.failures),
      tool,
      success: p.successes[0]?.trace_id,
      failure: p.failures[0]?.trace_id,
      abstained: p.abstained,
      judgedSuccesses: all.pool.successes,
      judgedFailures: all.pool.failures,
    };
  });
}

export function scorePicks(picks: ToolPick[], truth: Map<string, boolean>): PickScore {
  const s: PickScore = { bestOk: 0, bestOf: 0, bestCover: 0, worstOk: 0, worstOf: 0, worstCover: 0 };
  for (const p of picks) {
    if (p.judgedSuccesses > 0) s.bestCover++;
    if (p.judgedFailures > 0) s.worstCover++;
    if (p.success) {
      s.bestOf++;
      if (truth.get(p.success) === true) s.bestOk++;
    }
    if (p.failure) {
      s.worstOf++;
      if (truth.get(p.failure) === false) s.worstOk++;
    }
  }
  return s;
}

const add = (a: PickScore, b: PickScore): PickScore => ({
  bestOk: a.bestOk + b.bestOk,
  bestOf: a.bestOf + b.bestOf,
  bestCover: a.bestCover + b.bestCover,
  worstOk: a.worstOk + b.worstOk,
  worstOf: a.worstOf + b.worstOf,
  worstCover: a.worstCover + b.worstCover,
});

/** Settings tried for a signal-only best success: how many signals for success it needs. */
const MIN_FOR_CHOICES = [1, 2, 3];

/**
 * The setting a fold would choose from its own sessions: the most precise best successes
 * that still cover half of the tools with a judged success (else the widest cover).
 */
function chooseMinFor(rows: ToolJudgedRow[], truth: Map<string, boolean>): number {
  const scored = MIN_FOR_CHOICES.map((m) => ({ m, s: scorePicks(picksOf(rows, m), truth) }));
  const precision = (s: PickScore) => (s.bestOf ? s.bestOk / s.bestOf : 0);
  const covered = scored.filter((x) => x.s.bestCover > 0 && x.s.bestOf / x.s.bestCover >= 0.5);
  const pool = covered.length ? covered : scored.sort((a, b) => b.s.bestOf - a.s.bestOf).slice(0, 1);
  return pool.sort((a, b) => precision(b.s) - precision(a.s) || a.m - b.m)[0]!.m;
}

export interface CrossTask {
  total: PickScore;
  folds: { fold: 0 | 1; sessions: number; minFor: number; score: PickScore; picks: ToolPick[] }[];
}

/** Picks chosen with the other fold's setting and scored on this fold's sessions, both folds summed. */
export function crossTaskPicks(rows: ToolJudgedRow[], truth: Map<string, boolean>, fixedMinFor?: number): CrossTask {
  const inFold = (f: 0 | 1) => rows.filter((r) => foldOf(r.trace_id) === f);
  const folds = ([0, 1] as const).map((fold) => {
    const minFor = fixedMinFor ?? chooseMinFor(inFold(fold === 0 ? 1 : 0), truth);
    const picks = picksOf(inFold(fold), minFor);
    const sessions = [...truth.keys()].filter((id) => foldOf(id) === fold).length;
    return { fold, sessions, minFor, score: scorePicks(picks, truth), picks };
  });
  return { total: add(folds[0]!.score, folds[1]!.score), folds };
}
