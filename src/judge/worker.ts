// The judge worker. One round:
//   A. claim pending traces (FOR UPDATE SKIP LOCKED), judge them by signals, record each
//      tool's outcome; commit.
//   B. per tool touched, pick what is worth an LLM call (selection.ts): online, those become
//      llm_wanted; offline, everything is done on signals.
//   C. claim llm_wanted traces under a lease, reuse the judgment of an identical trace or
//      call the LLM within the daily token budget, validate, store. A transient failure is
//      retried later with backoff; after maxAttempts the trace is judge_failed with the error.
// Replicas run the same loop: SKIP LOCKED and the lease keep them off each other's traces.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Llm } from '../llm/provider.ts';
import type { Logger } from '../log.ts';
import type { Db } from '../store/db.ts';
import { budgetErrorIn } from '../llm/meter.ts';
import { backoffDelay } from '../retry.ts';
import {
  claimTraces,
  insertJudgments,
  insertTraceTools,
  leaseTraces,
  releaseTraces,
  selectCandidatePool,
  selectEstimateCounts,
  selectLlmJudgmentByHash,
  selectToolsOfStrandedTraces,
  updateJudgeFailure,
  updateJudgeState,
  upsertEstimate,
  type JudgeTraceRow,
} from '../store/sql/judgments.ts';
import { selectVersionTexts } from '../store/sql/versions.ts';
import type { Redactor } from '../privacy/redact.ts';
import { selectForLlm, wilson, type SelectionOptions } from './selection.ts';
import { signalGoal } from './goal.ts';
import { judgeWithLlm, LlmJudgeOutputError } from './llm.ts';
import type { JudgeMetrics } from './metrics.ts';
import type { MetaToolRule } from '../model/meta-tools.ts';
import { toolOutcomes } from './outcomes.ts';
import { judgeBySignals } from './signals.ts';

export interface JudgeWorkerOptions {
  db: Db;
  llm: Llm;
  redactor: Redactor;
  log: Logger;
  metrics?: JudgeMetrics | undefined;
  selection: SelectionOptions;
  batchSize: number;
  maxAttempts: number;
  /** Correction retries of a malformed LLM answer, within one attempt. */
  outputRetries: number;
  /** How long a claimed trace is reserved for the worker calling the LLM on it. */
  leaseMs?: number;
  /** First retry delay after a failed LLM call; doubles per attempt (capped at an hour). */
  retryBaseMs?: number;
  /** Judge every trace with the LLM (the original methodology; bench baseline). */
  judgeAll?: boolean;
  /** Tool-search meta-tools (src/model/meta-tools.ts): judged by the calls they led to. */
  metaTools?: MetaToolRule;
}

export interface RoundResult {
  signaled: number;
  selected: number;
  sampled: number;
  llmJudged: number;
  reused: number;
  failed: number;
  budgetExhausted: boolean;
}

export class JudgeWorker {
  readonly #o: JudgeWorkerOptions;
  #budgetWarned = false;

  constructor(o: JudgeWorkerOptions) {
    this.#o = o;
  }

  /** One round; returns what it did (all zeros when there was nothing to do). */
  async runOnce(opts: { dryRun?: boolean } = {}): Promise<RoundResult> {
    const r: RoundResult = {
      signaled: 0,
      selected: 0,
      sampled: 0,
      llmJudged: 0,
      reused: 0,
      failed: 0,
      budgetExhausted: false,
    };
    const touched = await this.#signalPhase(r, opts.dryRun === true);
    if (opts.dryRun) return r;
    // Traces another worker judged by signals and then died on stay 'signaled' until a
    // round selects their tools again: include those tools (after a minute, so a live
    // worker finishes its own first).
    const seen = new Set(touched.map((t) => `${t.server}/${t.name}`));
    for (const t of await selectToolsOfStrandedTraces(this.#o.db, 60_000, 100))
      if (!seen.has(`${t.server}/${t.name}`)) touched.push(t);
    // Select, judge, select again: an LLM verdict can move a trace off its side, and the
    // next one by prior becomes a candidate. Converges in a few passes.
    for (let pass = 0; pass < 6; pass++) {
      const selected = await this.#selectPhase(touched, r);
      if (this.#o.llm.mode === 'online') await this.#llmPhase(r);
      if (selected === 0) break;
    }
    if (touched.length) await this.#updateEstimates(touched);
    return r;
  }

  /** Runs rounds until stopped; sleeps when idle. */
  async loop(signal: AbortSignal, idleMs = 1000): Promise<void> {
    while (!signal.aborted) {
      let r: RoundResult | undefined;
      try {
        r = await this.runOnce();
      } catch (err) {
        this.#o.log.error({ err: (err as Error).message }, 'judge round failed; retrying');
      }
      const busy = r && r.signaled + r.llmJudged + r.reused + r.failed > 0;
      if (!busy) await sleep(idleMs, undefined, { signal }).catch(() => {});
    }
  }

  async #signalPhase(r: RoundResult, dryRun: boolean): Promise<{ server: string; name: string }[]> {
    const touched = new Map<string, { server: string; name: string }>();
    const work = async (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => {
      const traces = await claimTraces(tx, 'pending', this.#o.batchSize);
      const judgments = [];
      const outcomes = [];
      for (const t of traces) {
        const j = judgeBySignals(t, this.#o.metaTools);
        // Redacted at ingest; again here, as the goal may be shown on the review page.
        const goal = signalGoal(t, t.signals ?? {});
        const goalText = goal.text === null ? null : this.#o.redactor.redactString(goal.text, new Map());
        judgments.push({
          traceId: t.trace_id,
          judge: 'signals',
          score: j.score,
          passed: j.passed,
          confidence: j.confidence,
          reasoning: j.reasoning,
          rule: j.rule,
          features: { ...j.features, goal: goal.note },
          userTaskIdentified: goalText,
          goalSource: goal.source,
        });
        for (const o of toolOutcomes(t, j.passed, this.#o.metaTools)) {
          outcomes.push({ traceId: t.trace_id, ...o });
          touched.set(`${o.server}/${o.name}`, { server: o.server, name: o.name });
        }
      }
      r.signaled = traces.length;
      if (dryRun) return;
      await insertJudgments(tx, judgments);
      await insertTraceTools(tx, outcomes);
      // A trace that called no tool is in no tool's pool, so the select phase never sees it:
      // its signal judgment is final (no description is evidenced by it).
      const toolless = new Set(traces.filter((t) => t.tool_calls.length === 0).map((t) => t.trace_id));
      await updateJudgeState(
        tx,
        traces.filter((t) => !toolless.has(t.trace_id)).map((t) => t.trace_id),
        'signaled',
        { from: ['pending'] },
      );
      await updateJudgeState(tx, [...toolless], 'done', { from: ['pending'] });
    };
    if (dryRun) {
      // Read and judge, then roll back: nothing is claimed or written.
      await this.#o.db
        .transaction(async (tx) => {
          await work(tx);
          throw new DryRun();
        })
        .catch((e) => {
          if (!(e instanceof DryRun)) throw e;
        });
    } else {
      await this.#o.db.transaction(work);
    }
    this.#o.metrics?.bySignals.inc(r.signaled);
    return [...touched.values()];
  }

  /** Returns how many traces it newly sent to the LLM. */
  async #selectPhase(tools: { server: string; name: string }[], r: RoundResult): Promise<number> {
    if (tools.length === 0) return 0;
    return this.#o.db.transaction(async (tx) => {
      const pool = await selectCandidatePool(tx, tools);
      const signaled = [...new Set(pool.filter((p) => p.judge_state === 'signaled').map((p) => p.trace_id))];
      if (this.#o.llm.mode === 'offline') {
        await updateJudgeState(tx, signaled, 'done', { from: ['signaled'] });
        return 0;
      }
      if (this.#o.judgeAll) {
        await updateJudgeState(tx, signaled, 'llm_wanted', { from: ['signaled'] });
        r.selected += signaled.length;
        return signaled.length;
      }
      const { candidates, sample } = selectForLlm(pool, this.#o.selection);
      const wanted = new Set([...candidates, ...sample]);
      // Never from llm_wanted: such a trace may be leased by a worker calling the LLM now.
      await updateJudgeState(tx, [...sample], 'llm_wanted', { from: ['signaled'], sampled: true });
      await updateJudgeState(
        tx,
        [...candidates].filter((id) => !sample.has(id)),
        'llm_wanted',
        { from: ['signaled', 'done'] },
      );
      await updateJudgeState(
        tx,
        signaled.filter((id) => !wanted.has(id)),
        'done',
        { from: ['signaled'] },
      );
      r.selected += wanted.size;
      r.sampled += sample.size;
      return wanted.size;
    });
  }

  async #llmPhase(r: RoundResult): Promise<void> {
    const llm = this.#o.llm;
    if (llm.mode !== 'online') return;
    for (;;) {
      if (!(await this.#budgetLeft(r))) return;
      const claimed = await this.#claimForLlm();
      if (claimed.length === 0) return;
      const descriptions = await selectVersionTexts(
        this.#o.db,
        claimed.flatMap((t) =>
          t.tools_shown
            .filter((s) => s.version !== undefined)
            .map((s) => ({ server: s.server, name: s.name, version: s.version! })),
        ),
      );
      for (const [i, t] of claimed.entries()) {
        if (await this.#reuse(t, r)) continue;
        const rest = () => claimed.slice(i).map((x) => x.trace_id);
        if (!(await this.#budgetLeft(r))) return releaseTraces(this.#o.db, rest());
        if ((await this.#judgeOne(t, descriptions, r)) === 'budget') return releaseTraces(this.#o.db, rest());
      }
    }
  }

  /**
   * The meter (src/llm/meter.ts) owns the daily budget across purposes; checking before
   * a claim keeps traces unclaimed, instead of failing them one by one.
   */
  async #budgetLeft(r: RoundResult): Promise<boolean> {
    if (this.#o.llm.mode !== 'online') return false;
    if ((await this.#o.llm.meter.remainingToday()) > 0) return true;
    r.budgetExhausted = true;
    if (!this.#budgetWarned) this.#o.log.warn('daily LLM token budget reached: traces wait with their signal judgment');
    this.#budgetWarned = true;
    return false;
  }

  /** A trace with the same content as one the LLM judged takes that judgment (no call). */
  async #reuse(t: JudgeTraceRow, r: RoundResult): Promise<boolean> {
    const reuse = await selectLlmJudgmentByHash(this.#o.db, t.content_hash);
    if (!reuse || reuse.trace_id === t.trace_id) return false;
    await this.#o.db.transaction(async (tx) => {
      await insertJudgments(tx, [{ ...reuse, traceId: t.trace_id, copiedFrom: reuse.trace_id }]);
      await updateJudgeState(tx, [t.trace_id], 'done', { from: ['llm_wanted'] });
    });
    r.reused++;
    this.#o.metrics?.reused.inc();
    return true;
  }

  /** One LLM call and its stored judgment; 'budget' when the budget ran out meanwhile. */
  async #judgeOne(
    t: JudgeTraceRow,
    descriptions: Awaited<ReturnType<typeof selectVersionTexts>>,
    r: RoundResult,
  ): Promise<'done' | 'budget'> {
    const llm = this.#o.llm;
    if (llm.mode !== 'online') return 'budget';
    const run = llm.meter.run('judge');
    try {
      const j = await judgeWithLlm(llm.forModel(llm.model, run), t, {
        descriptions,
        redactor: this.#o.redactor,
        maxRetries: this.#o.outputRetries,
      });
      await this.#o.db.transaction(async (tx) => {
        await insertJudgments(tx, [
          {
            traceId: t.trace_id,
            judge: `llm:${llm.model}`,
            score: j.score,
            passed: j.passed,
            confidence: j.confidence,
            reasoning: j.reasoning,
            userTaskIdentified: j.userTaskIdentified,
            goalSource: 'llm',
            completionEvidence: j.completionEvidence,
            tokens: run.tokens,
            costUsd: run.costUsd,
          },
        ]);
        await updateJudgeState(tx, [t.trace_id], 'done', { from: ['llm_wanted'] });
      });
      r.llmJudged++;
      this.#o.metrics?.byLlm.inc();
      this.#o.metrics?.tokens.inc(run.tokens);
    } catch (err) {
      // Spent by another stage or replica meanwhile: not this trace's failure.
      if (budgetErrorIn(err)) {
        r.budgetExhausted = true;
        return 'budget';
      }
      await this.#recordFailure(t, err, r);
    }
    return 'done';
  }

  /** Claims llm_wanted traces under a lease (committed at once: the LLM call is slow). */
  async #claimForLlm(): Promise<JudgeTraceRow[]> {
    const lease = this.#o.leaseMs ?? 5 * 60_000;
    return this.#o.db.transaction(async (tx) => {
      const rows = await claimTraces(tx, 'llm_wanted', Math.min(this.#o.batchSize, 50));
      await leaseTraces(
        tx,
        rows.map((x) => x.trace_id),
        lease,
      );
      return rows;
    });
  }

  async #recordFailure(t: JudgeTraceRow, err: unknown, r: RoundResult): Promise<void> {
    const attempts = t.judge_attempts + 1;
    const malformed =
      err instanceof LlmJudgeOutputError || /malformed|assert|missing|required/i.test((err as Error).message);
    const kind = attempts >= this.#o.maxAttempts ? 'gave_up' : malformed ? 'malformed' : 'transient';
    const backoff = backoffDelay(
      { initialMs: this.#o.retryBaseMs ?? 30_000, maxMs: 60 * 60_000, jitter: 0.2 },
      attempts,
    );
    await updateJudgeFailure(
      this.#o.db,
      t.trace_id,
      (err as Error).message.split('\n')[0]!,
      attempts,
      this.#o.maxAttempts,
      backoff,
    );
    this.#o.metrics?.failures.inc({ kind });
    r.failed++;
    this.#o.log.warn(
      { trace: t.trace_id, attempts, err: (err as Error).message.split('\n')[0] },
      kind === 'gave_up' ? 'LLM judge gave up on a trace' : 'LLM judge failed; will retry',
    );
  }

  async #updateEstimates(tools: { server: string; name: string }[]): Promise<void> {
    await this.#o.db.transaction(async (tx) => {
      for (const e of await selectEstimateCounts(tx, tools)) {
        const w = wilson(e.passed, e.sampled);
        await upsertEstimate(tx, { ...e, rate: w.rate, ciLow: w.low, ciHigh: w.high });
      }
    });
  }
}

class DryRun extends Error {}
