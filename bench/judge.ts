// npm run bench:judge [-- --traces 10000 --tools 50]
//
// The budgeted judge against judging every trace with the LLM (the original methodology),
// on the same generated traces, through Whetstone's own ingest and judge code and a real
// PostgreSQL store. The "LLM" is scripted: its score is a fixed function of what the
// judge's prompt shows (the answer's coverage of the query, the calls, errors), so both
// runs see the same judge. Reports LLM calls per 1,000 traces and the share of tools for
// which both runs pick the same best success and worst failure. "The same" is tie-aware:
// when several traces share the best (or worst) score in the every-trace run, picking any
// of them counts — the judge itself cannot tell them apart.
// Last line: llm_calls_per_1000=<n> same_examples=<fraction>
import { importTools } from '../src/catalog/import.ts';
import { judgeWorkerFrom } from '../src/judge/setup.ts';
import { meteredLlm, meterFrom, type Llm } from '../src/llm/provider.ts';
import { resolveConfig } from '../src/config.ts';
import { createLogger } from '../src/log.ts';
import { pickExamples } from '../src/optimize/pick.ts';
import { openDb, type Db } from '../src/store/db.ts';
import { migrate } from '../src/store/migrate.ts';
import { selectJudgedToolTraces } from '../src/store/sql/tool-judgments.ts';
import { TraceIngestor } from '../src/intake/core/ingest.ts';
import { v1Format } from '../src/intake/formats/v1/format.ts';
import { createRedactor } from '../src/privacy/redact.ts';
import { scriptedAI } from '../lib/eval/scripted-ai.ts';
import { arg, benchDatabase, note } from './lib/env.ts';
import { loadQueries, loadTools } from '../lib/datasets/metatool.ts';
import { rng } from '../lib/datasets/traces.ts';

const N = Number(arg('traces', '10000'));
const TOOLS = Number(arg('tools', '50'));
const SERVER = 'metatool';

const allTools = loadTools();
const queries = loadQueries();
const byTool = new Map<string, string[]>();
for (const q of queries) (byTool.get(q.tool) ?? byTool.set(q.tool, []).get(q.tool)!).push(q.query);
const tools = allTools.filter((t) => (byTool.get(t.name)?.length ?? 0) >= 5).slice(0, TOOLS);

function generate(): Record<string, unknown>[] {
  const rand = rng(7);
  const out: Record<string, unknown>[] = [];
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let i = 0; i < N; i++) {
    if (i > 50 && rand() < 0.04) {
      const copy = { ...out[Math.floor(rand() * out.length)]!, trace_id: `j-${i}` }; // an identical task, logged again
      out.push(copy);
      continue;
    }
    const tool = tools[i % tools.length]!;
    const query = pick(byTool.get(tool.name)!);
    const words = query.split(/\s+/);
    const coverage = rand();
    const answer =
      `Using ${tool.name}: ${words.filter(() => rand() < coverage).join(' ')} ${'details '.repeat(Math.floor(rand() * 30))}`.trim();
    const call = (name: string, isError: boolean, args: Record<string, unknown> = { query }) => ({
      server: SERVER,
      name,
      arguments: args,
      result: { is_error: isError, preview: isError ? 'error: bad request' : `results from ${name}` },
      latency_ms: Math.round(100 + rand() * 900),
    });
    const shape = rand();
    let calls: unknown[];
    let final: string | null = answer;
    if (shape < 0.55) calls = [call(tool.name, false)];
    else if (shape < 0.65) calls = [call(pick(tools).name, false), call(tool.name, false)];
    else if (shape < 0.73) calls = [call(tool.name, true, { query, limit: 'many' }), call(tool.name, false)];
    else if (shape < 0.8) {
      calls = [call(tool.name, true)];
      final = rand() < 0.5 ? "I couldn't complete that request." : answer;
    } else if (shape < 0.85) {
      calls = [call(tool.name, false)];
      final = null;
    } else if (shape < 0.9) calls = [call(tool.name, true), call(tool.name, true, { query: `${query}?` })];
    else calls = [call(tool.name, false)];
    const fb = rand();
    out.push({
      schema: 'whetstone.trace/v1',
      trace_id: `j-${i}`,
      timestamp: new Date(Date.UTC(2026, 10, 1) + i * 1000).toISOString(),
      server: SERVER,
      user_query: query,
      tools_shown: [{ server: SERVER, name: tool.name, version: 1 }],
      tool_calls: calls,
      final_answer: final,
      ...(fb < 0.05 ? { feedback: { rating: 'up' } } : fb < 0.08 ? { feedback: { rating: 'down' } } : {}),
    });
  }
  return out;
}

/** The scripted judge: a fixed function of what the prompt shows. */
function scriptedScore(prompt: string): { score: number; text: string } {
  const field = (name: string) => new RegExp(`${name}: ([^\\n]*)`).exec(prompt)?.[1] ?? '';
  const query = safeJson(field('User Query')) as string;
  const answerRaw = field('Final Answer');
  const calls = (safeJson(field('Tool Calls')) ?? []) as { is_error: boolean }[];
  // No random term: a judge at temperature 0 gives one prompt one score. The words it
  // counts (longer than 3 letters, no stop list) differ from the signal judge's coverage.
  const errors = calls.filter((c) => c.is_error).length;
  let score: number;
  if (answerRaw === '(none)' || answerRaw === '') score = 0.05 + 0.01 * calls.length;
  else {
    const answer = String(safeJson(answerRaw) ?? '');
    if (/couldn't|unable/i.test(answer)) score = 0.15 + 0.01 * calls.length;
    else if (calls.length && calls[calls.length - 1]!.is_error)
      score = 0.25 + 0.001 * Math.min(100, answer.length / 10);
    else {
      const qs = String(query ?? '')
        .toLowerCase()
        .split(/\s+/)
        .filter((w) => w.length > 3);
      const cov = qs.length ? qs.filter((w) => answer.toLowerCase().includes(w)).length / qs.length : 0.5;
      score =
        0.5 +
        0.3 * cov -
        0.07 * Math.max(0, calls.length - 1) -
        0.08 * (errors > 0 ? 1 : 0) +
        0.0005 * Math.min(100, answer.length / 10);
    }
  }
  score = Math.round(Math.max(0, Math.min(1, score)) * 1000) / 1000;
  return {
    score,
    text: [
      `score: ${score}`,
      'reasoning: scripted judgment from the answer and the calls',
      `passed: ${score >= 0.5}`,
      'confidence: 0.8',
      'userTaskIdentified: answer the request in the query',
      'completionEvidence: the final answer',
    ].join('\n'),
  };
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return undefined;
  }
}

async function run(label: string, traces: Record<string, unknown>[], judgeAll: boolean) {
  const database = await benchDatabase(`judge_${label}`);
  const db: Db = await openDb({
    databaseUrl: database.url,
    dataDir: '.',
    connectTimeoutMs: 5000,
    lockTimeoutMs: 1000,
    poolMax: 4,
  });
  try {
    await migrate(db);
    await importTools(db, {
      server: SERVER,
      tools: tools.map((t) => ({ name: t.name, description: t.description, inputSchema: {} })),
      actor: 'bench',
      maxDescriptionBytes: 65536,
    });
    const ingestor = new TraceIngestor({
      format: v1Format,
      db,
      redactor: createRedactor(),
      maxTraceBytes: 1 << 20,
      actor: 'bench',
    });
    for (let i = 0; i < traces.length; i += 1000) {
      const { rows } = ingestor.decode(
        traces.slice(i, i + 1000).map((t) => ({ value: Buffer.from(JSON.stringify(t)), key: SERVER, source: 'bench' })),
      );
      await ingestor.store(rows);
    }
    let calls = 0;
    const scripted = scriptedAI((_n, prompt) => {
      calls++;
      return scriptedScore(prompt).text;
    });
    const llm: Llm = meteredLlm(() => scripted.ai, {
      provider: 'scripted',
      model: 'scripted',
      meter: meterFrom(resolveConfig({ env: { WHETSTONE_LLM_DAILY_TOKEN_BUDGET: '0' } }), { db }),
    });
    const config = resolveConfig({
      env: {
        ...(arg('k', '') ? { WHETSTONE_JUDGE_CANDIDATES_PER_SIDE: arg('k', '') } : {}),
        ...(arg('sample', '') ? { WHETSTONE_JUDGE_SAMPLE_RATE: arg('sample', '') } : {}),
      },
    });
    const worker = judgeWorkerFrom(
      { ...config, llmDailyTokenBudget: 0, judgeBatchSize: 1000 },
      { db, llm, log: createLogger('warn'), judgeAll },
    );
    const started = Date.now();
    const total = { signaled: 0, llmJudged: 0, reused: 0, sampled: 0 };
    for (;;) {
      const r = await worker.runOnce();
      total.signaled += r.signaled;
      total.llmJudged += r.llmJudged;
      total.reused += r.reused;
      total.sampled += r.sampled;
      if (r.signaled === 0 && r.llmJudged === 0 && r.reused === 0) break;
    }
    note(
      `${label}: ${total.signaled} traces judged by signals, ${total.llmJudged} by the LLM (${calls} calls), ${total.reused} reused from identical traces, ${total.sampled} sampled — ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const rows = await selectJudgedToolTraces(
      db,
      tools.map((t) => ({ server: SERVER, name: t.name })),
    );
    const picks = new Map<
      string,
      { success?: string; failure?: string; bestSuccesses: Set<string>; worstFailures: Set<string> }
    >();
    for (const t of tools) {
      const mine = rows.filter((r) => r.name === t.name);
      const p = pickExamples(mine);
      const success = p.successes[0];
      const failure = p.failures[0];
      // Every trace that ties with the pick on its (LLM) score and side.
      const ties = (pick: typeof success, k: number) =>
        new Set(
          pick === undefined
            ? []
            : pickExamples(mine, k)
                [pick === success ? 'successes' : 'failures'].filter(
                  (r) => (r.llm_score ?? r.signal_score) === (pick.llm_score ?? pick.signal_score),
                )
                .map((r) => r.trace_id),
        );
      picks.set(t.name, {
        success: success?.trace_id,
        failure: failure?.trace_id,
        bestSuccesses: ties(success, mine.length),
        worstFailures: ties(failure, mine.length),
      });
    }
    return { calls, picks };
  } finally {
    await db.close();
    await database.drop();
  }
}

const traces = generate();
note(`${traces.length} traces over ${tools.length} tools (MetaTool queries), judged twice on PostgreSQL`);
const full = await run('every-trace', traces, true);
const budgeted = await run('budgeted', traces, false);
let same = 0;
let sameSuccess = 0;
let sameFailure = 0;
for (const t of tools) {
  const a = full.picks.get(t.name)!;
  const b = budgeted.picks.get(t.name)!;
  const okSuccess = a.success === b.success || (b.success !== undefined && a.bestSuccesses.has(b.success));
  const okFailure = a.failure === b.failure || (b.failure !== undefined && a.worstFailures.has(b.failure));
  if (okSuccess) sameSuccess++;
  if (okFailure) sameFailure++;
  if (okSuccess && okFailure) same++;
  if (process.env.BENCH_DEBUG && !(okSuccess && okFailure)) {
    note(
      `  ${t.name}: every-trace ${a.success}/${a.failure} (ties ${a.bestSuccesses.size}/${a.worstFailures.size}) budgeted ${b.success}/${b.failure}`,
    );
  }
}
note(`same best success: ${sameSuccess}/${tools.length}; same worst failure: ${sameFailure}/${tools.length}`);
note(`every-trace judge: ${full.calls} LLM calls; budgeted judge: ${budgeted.calls} LLM calls`);
note(`same best success and worst failure for ${same} of ${tools.length} tools`);
process.stdout.write(
  `llm_calls_per_1000=${((budgeted.calls / traces.length) * 1000).toFixed(1)} same_examples=${(same / tools.length).toFixed(3)}\n`,
);
