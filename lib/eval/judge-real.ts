// The judge on real sessions with ground truth (a folder shaped like shared/data/tau-airline:
// tools.json — one server's tools/list or {"servers":[{"server","tools"}]} — traces.jsonl,
// ground_truth.json {trace_id: reward}). Everything runs through Whetstone's own import,
// ingest and judge code on a real PostgreSQL database.
//
// Every figure about picks is cross-task: the sessions are split into two folds by task (a
// tau trace id's `t{task}`; otherwise the trace is its own task), the one setting the picks
// have (how many signals for success a signal-only pick needs) is chosen on one fold and
// the picks are scored on the other, and the two held-out folds are summed
// (lib/eval/judge-picks.ts). Trials of one task never sit on both sides.
//
// 1. Offline: the signal judge's score against the truth (ROC AUC), accuracy and balanced
//    accuracy of `passed`, the share of per-tool outcome rows that are wrong_pick, and per
//    tool whether the best success the optimizer would take really succeeded and the worst
//    failure really failed.
// 2. With a scripted LLM judge that returns the truth flipped on a fixed 15% of traces (an
//    imperfect but informative judge): the budgeted judge against judging every trace —
//    LLM calls per 1,000 traces and the share of tools whose best success and worst failure
//    are the same (tie-aware).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseToolsDocument } from '../../src/catalog/tools-file.ts';
import { importTools } from '../../src/catalog/import.ts';
import { resolveConfig } from '../../src/config.ts';
import { judgeWorkerFrom } from '../../src/judge/setup.ts';
import { createLlm, meteredLlm, meterFrom, type Llm } from '../../src/llm/provider.ts';
import { createLogger } from '../../src/log.ts';
import { openDb, type Db } from '../../src/store/db.ts';
import { migrate } from '../../src/store/migrate.ts';
import { selectJudgedToolTraces, type ToolJudgedRow } from '../../src/store/sql/tool-judgments.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { benchDatabase } from './scratch-database.ts';
import { type CrossTask, crossTaskPicks, foldOf, picksOf, type PickScore, scorePicks } from './judge-picks.ts';
import { scriptedAI } from './scripted-ai.ts';

export interface RealSet {
  /** The server most traces name (for the report). */
  server: string;
  tools: { server: string; name: string; description: string; inputSchema: Record<string, unknown> }[];
  traces: Record<string, unknown>[];
  truth: Map<string, boolean>;
}

export function loadRealSet(o: {
  dir: string;
  file?: string | undefined;
  truth?: string | undefined;
  limit?: number | undefined;
}): RealSet {
  const tools = readCatalog(readFileSync(join(o.dir, 'tools.json'), 'utf8'));
  const traces = readFileSync(o.file ?? join(o.dir, 'traces.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .slice(0, o.limit ?? Number.POSITIVE_INFINITY);
  const truthJson = JSON.parse(readFileSync(o.truth ?? join(o.dir, 'ground_truth.json'), 'utf8')) as Record<
    string,
    number
  >;
  const truth = new Map(traces.map((t) => [t.trace_id as string, (truthJson[t.trace_id as string] ?? 0) > 0.5]));
  const named = new Map<string, number>();
  for (const t of traces) named.set(t.server as string, (named.get(t.server as string) ?? 0) + 1);
  const server = [...named].sort((a, b) => b[1] - a[1])[0]?.[0] ?? tools[0]?.server ?? 'unknown';
  // A single-server file without a name takes the traces' server.
  return { server, tools: tools.map((t) => ({ ...t, server: t.server || server })), traces, truth };
}

/** One server's tools/list, or the multi-server `{"servers":[{"server","tools"}]}`. */
function readCatalog(text: string): RealSet['tools'] {
  const json = JSON.parse(text) as { servers?: unknown[] };
  const docs = Array.isArray(json.servers)
    ? json.servers.map((s, i) => parseToolsDocument(JSON.stringify(s), `tools.json servers[${i}]`))
    : [parseToolsDocument(text, 'tools.json')];
  return docs.flatMap((d) =>
    d.tools.map((t) => ({
      server: d.server ?? '',
      name: t.name,
      description: t.description,
      inputSchema: t.inputSchema ?? {},
    })),
  );
}

/** ROC AUC of `score` against the truth (ties count half). */
export function rocAuc(scores: number[], truth: boolean[]): number {
  const pos = scores.filter((_, i) => truth[i]);
  const neg = scores.filter((_, i) => !truth[i]);
  if (!pos.length || !neg.length) return Number.NaN;
  let s = 0;
  for (const p of pos) for (const n of neg) s += p > n ? 1 : p === n ? 0.5 : 0;
  return s / (pos.length * neg.length);
}

/** The scripted judge is wrong on a fixed 15% of traces, chosen by a hash of the trace id. */
export function flipped(traceId: string): boolean {
  return createHash('sha256').update(`flip:${traceId}`).digest()[0]! < 0.15 * 256;
}

export interface OfflineFigures {
  traces: number;
  auc: number;
  accuracy: number;
  balancedAccuracy: number;
  wrongPickShare: number;
  outcomes: Record<string, number>;
  rules: Record<string, { n: number; succeeded: number }>;
  /** ROC AUC within each fold of tasks (the judge's weights are fixed: nothing is fitted per fold). */
  foldAuc: [number, number];
  /** The picks, cross-task (lib/eval/judge-picks.ts). */
  picks: CrossTask;
}

async function withStore<T>(set: RealSet, tag: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const database = await benchDatabase(tag);
  const db = await openDb({
    databaseUrl: database.url,
    dataDir: '.',
    connectTimeoutMs: 5000,
    lockTimeoutMs: 1000,
    poolMax: 4,
  });
  try {
    await migrate(db);
    for (const server of new Set(set.tools.map((t) => t.server)))
      await importTools(db, {
        server,
        tools: set.tools.filter((t) => t.server === server),
        actor: 'bench',
        maxDescriptionBytes: 65536,
      });
    const ingestor = new TraceIngestor({
      format: v1Format,
      db,
      redactor: createRedactor(),
      maxTraceBytes: 4 << 20,
      actor: 'bench',
    });
    const { rows, dead } = ingestor.decode(
      set.traces.map((t) => ({ value: Buffer.from(JSON.stringify(t)), key: set.server, source: 'bench' })),
    );
    if (dead.length) throw new Error(`${dead.length} traces did not decode: ${dead[0]!.reason} ${dead[0]!.error}`);
    await ingestor.store(rows);
    return await fn(db);
  } finally {
    await db.close();
    await database.drop();
  }
}

async function judgeUntilDone(db: Db, llm: Llm, judgeAll: boolean): Promise<void> {
  const config = resolveConfig({ env: {} });
  const worker = judgeWorkerFrom(
    { ...config, llmDailyTokenBudget: 0, judgeBatchSize: 1000 },
    { db, llm, log: createLogger('warn'), judgeAll },
  );
  for (;;) {
    const r = await worker.runOnce();
    if (r.signaled === 0 && r.llmJudged === 0 && r.reused === 0) break;
  }
}

async function judgedRows(db: Db, set: RealSet): Promise<ToolJudgedRow[]> {
  return selectJudgedToolTraces(
    db,
    set.tools.map((t) => ({ server: t.server, name: t.name })),
  );
}

export async function offlineFigures(set: RealSet): Promise<OfflineFigures> {
  return withStore(set, 'judge_real_offline', async (db) => {
    await judgeUntilDone(db, createLlm(resolveConfig({ env: {} })), false);
    const js = (
      await db.query<{ trace_id: string; score: number; passed: boolean; rule: string }>(
        "SELECT trace_id, score, passed, rule FROM judgments WHERE judge = 'signals'",
      )
    ).rows;
    const truth = js.map((j) => set.truth.get(j.trace_id) === true);
    const tp = js.filter((j, i) => j.passed && truth[i]).length;
    const tn = js.filter((j, i) => !j.passed && !truth[i]).length;
    const pos = truth.filter(Boolean).length;
    const outcomes: Record<string, number> = {};
    for (const r of (
      await db.query<{ outcome: string; n: number }>('SELECT outcome, count(*)::int AS n FROM trace_tools GROUP BY 1')
    ).rows)
      outcomes[r.outcome] = r.n;
    const outcomeRows = Object.values(outcomes).reduce((a, b) => a + b, 0);
    const rules: Record<string, { n: number; succeeded: number }> = {};
    js.forEach((j, i) => {
      const r = rules[j.rule] ?? { n: 0, succeeded: 0 };
      rules[j.rule] = r;
      r.n++;
      if (truth[i]) r.succeeded++;
    });
    const picks = crossTaskPicks(await judgedRows(db, set), set.truth);
    const foldAuc = ([0, 1] as const).map((f) => {
      const mine = js.map((j, i) => ({ j, t: truth[i]! })).filter((x) => foldOf(x.j.trace_id) === f);
      return rocAuc(
        mine.map((x) => x.j.score),
        mine.map((x) => x.t),
      );
    }) as [number, number];
    return {
      traces: js.length,
      auc: rocAuc(
        js.map((j) => j.score),
        truth,
      ),
      accuracy: (tp + tn) / js.length,
      balancedAccuracy: (tp / Math.max(1, pos) + tn / Math.max(1, js.length - pos)) / 2,
      wrongPickShare: outcomeRows ? (outcomes.wrong_pick ?? 0) / outcomeRows : 0,
      outcomes,
      rules,
      foldAuc,
      picks,
    };
  });
}

export interface BudgetFigures {
  budgetedCalls: number;
  everyTraceCalls: number;
  llmCallsPer1000: number;
  sameExamples: number;
  tools: number;
  /** The budgeted judge's picks (with abstention, whole set), checked against the truth. */
  llmPicks: PickScore;
}

/** The budgeted judge against judging every trace, with the 85%-right scripted judge. */
export async function budgetFigures(set: RealSet): Promise<BudgetFigures> {
  // The judge's prompt quotes the final answer (redacted); it tells which trace is judged.
  const redactor = createRedactor();
  const byAnswer = set.traces.map((t) => ({
    id: t.trace_id as string,
    key: JSON.stringify(redactor.redactString(String(t.final_answer ?? ''), new Map())).slice(0, 400),
  }));
  const reply = (prompt: string) => {
    const hit = byAnswer.find((b) => b.key.length > 2 && prompt.includes(b.key));
    const truth = hit ? set.truth.get(hit.id) === true : false;
    const verdict = hit && flipped(hit.id) ? !truth : truth;
    const score = verdict ? 0.85 : 0.15;
    return [
      `score: ${score}`,
      'reasoning: scripted from the ground truth, wrong on a fixed 15% of traces',
      `passed: ${verdict}`,
      'confidence: 0.8',
      'userTaskIdentified: the task of this session',
      'completionEvidence: the end of the conversation',
    ].join('\n');
  };
  const run = (judgeAll: boolean) =>
    withStore(set, `judge_real_${judgeAll ? 'all' : 'budgeted'}`, async (db) => {
      let calls = 0;
      const s = scriptedAI((_n, prompt) => {
        calls++;
        return reply(prompt);
      });
      const llm = meteredLlm(() => s.ai, {
        provider: 'scripted',
        model: 'scripted',
        meter: meterFrom(resolveConfig({ env: { WHETSTONE_LLM_DAILY_TOKEN_BUDGET: '0' } }), { db }),
      });
      await judgeUntilDone(db, llm, judgeAll);
      return { calls, picks: picksOf(await judgedRows(db, set)) };
    });
  const all = await run(true);
  const budgeted = await run(false);
  let same = 0;
  let tools = 0;
  const budgetedOf = new Map(budgeted.picks.map((p) => [p.tool, p]));
  for (const a of all.picks) {
    const b = budgetedOf.get(a.tool);
    if (!b || (!a.success && !a.failure && !b.success && !b.failure)) continue; // no pick either way
    tools++;
    const okS = a.success === b.success || (b.success !== undefined && a.tiedSuccesses.has(b.success));
    const okF = a.failure === b.failure || (b.failure !== undefined && a.tiedFailures.has(b.failure));
    if (okS && okF) same++;
  }
  return {
    budgetedCalls: budgeted.calls,
    everyTraceCalls: all.calls,
    llmCallsPer1000: (budgeted.calls / set.traces.length) * 1000,
    sameExamples: tools ? same / tools : 1,
    tools,
    llmPicks: scorePicks(budgeted.picks, set.truth),
  };
}
