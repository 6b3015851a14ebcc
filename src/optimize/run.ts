// One optimizer run for one tool: evidence → the run's context (replay queries, selectors,
// privacy) → candidates (generate.ts) → gates → a pure ranking (rank.ts) → one write of
// every candidate → the best one that beats the current version becomes a pending
// proposal. A run is bounded (candidates, metric calls, tokens), recorded in
// optimizer_runs, and serialized per tool by an advisory lock, so two replicas never
// optimize one tool at once.
import { intentsFor } from './intent.ts';
import { noteUnread, readPassing, recordPass } from './reader.ts';
import { mergeIntents } from '../quality/poisoning/merge.ts';
import { createHash } from 'node:crypto';
import type { Components } from '../catalog/components.ts';
import { resolveTool, resolveVersion } from '../catalog/resolve.ts';
import { codeFactsOf } from '../consistency/facts.ts';
import { reviewedSurface } from '../quality/check.ts';
import { type GateInput, runGates, withIntent } from '../quality/gates.ts';
import { maskPrivate } from '../quality/privacy.ts';
import type { SelectorReplay } from '../quality/replay-gate.ts';
import { propose } from '../review/actions.ts';
import { abandonOpenRuns, finishOptimizerRun, insertCandidates, insertOptimizerRun } from '../store/sql/optimizer.ts';
import { selectPublishedSet } from '../store/sql/state.ts';
import type { ToolRow } from '../store/types.ts';
import { replayFor, runContexts, type RunContext, semanticReplay } from './context.ts';
import { evidenceText, FOLDS, foldEvidence, gatherRunEvidence, type Evidence, type Half } from './evidence.ts';
import { generateCandidates } from './generate.ts';
import { recurrentErrorWords, resultFields } from './offline-results.ts';
import { whyNoEvidence } from './no-evidence.ts';
import type { Sentence } from './offline.ts';
import type { CandidateResult, OptimizeResult, OptimizerOptions } from './options.ts';
import { rankCandidates, type Scored } from './rank.ts';
import { isMetaTool } from '../model/meta-tools.ts';

export type { CandidateResult, OptimizeResult, OptimizerOptions, RunOutcome } from './options.ts';

export async function optimizeTool(
  o: OptimizerOptions,
  ref: string,
  trigger: 'manual' | 'auto' | 'bench' = 'manual',
): Promise<OptimizeResult> {
  const tool = await resolveTool(o.db, ref);
  // A tool-search meta-tool's description is the search product's, not a tool to tune.
  if ((o.metaTools ?? isMetaTool)(tool.name)) return { tool: ref, outcome: 'meta_tool', candidates: [], tokens: 0 };
  const key = BigInt('0x' + createHash('sha256').update(`optimize:${tool.id}`).digest('hex').slice(0, 15));
  const locked = await o.db.tryAdvisoryLock(key, () => runLocked(o, tool, ref, trigger));
  return locked.acquired ? locked.value : { tool: ref, outcome: 'locked', candidates: [], tokens: 0 };
}

async function runLocked(
  o: OptimizerOptions,
  tool: ToolRow,
  ref: string,
  trigger: 'manual' | 'auto' | 'bench',
): Promise<OptimizeResult> {
  // Read under the lock: the published set is both this tool's current text and the
  // catalogue that replay ranks against.
  const catalogue = await selectPublishedSet(o.db);
  const published = catalogue.find((p) => p.server === tool.server && p.name === tool.name);
  if (!published) return { tool: ref, outcome: 'not_published', candidates: [], tokens: 0 };
  // What the published version shows agents beside its text (schema, annotations): what
  // candidates are written from and judged with, as `whetstone check` judges them.
  const surface = reviewedSurface(tool, await resolveVersion(o.db, tool, published.version));
  const mode = o.llm.mode === 'online' ? 'llm' : 'offline';
  const abandoned = await abandonOpenRuns(o.db, tool.id);
  if (abandoned) o.log.warn({ tool: ref, runs: abandoned }, 'closed optimizer runs a stopped process left open');
  const runId = await insertOptimizerRun(o.db, {
    toolId: tool.id,
    baseVersion: published.version,
    trigger,
    mode,
    model: o.llm.mode === 'online' ? o.llm.model : null,
  });
  const result: OptimizeResult = { tool: ref, outcome: 'failed', runId, candidates: [], tokens: 0 };
  let evidence: Evidence | undefined;
  // Metric calls so far, also when the run fails part-way.
  const spent = { calls: 0 };
  try {
    evidence = await gatherRunEvidence(
      o.db,
      { server: tool.server, name: tool.name, publishedVersion: published.version },
      { mode, evidenceK: o.evidenceK, offlineEvidenceK: o.offlineEvidenceK },
    );
    result.evidence = {
      successes: evidence.successes.length,
      failures: evidence.failures.length,
      judged: evidence.judged,
    };
    if (evidence.successes.length + evidence.failures.length === 0) {
      result.outcome = 'no_evidence';
      result.noEvidence = await noEvidenceReason(o, tool, published.version, evidence);
      return result;
    }
    const passes = passesOf(mode, evidence);
    // What the code does, if its source was read: bounds what a candidate may claim.
    const codeFacts = await codeFactsOf(o.db, tool.id);
    const contexts = await runContexts(o, tool, catalogue, { text: published.text, surface, codeFacts }, passes);
    const scored = await generateAndGate(o, tool, passes, contexts, result, spent);
    spent.calls += scored.length;
    const { ranked, best } = rankCandidates(scored);
    result.candidates = ranked;
    await storeCandidates(o, runId, tool, ranked, scored);
    if (!best) {
      result.outcome =
        scored.length === 0 && result.stoppedBy
          ? 'over_budget'
          : scored.length && scored.every((s) => !s.report.passed)
            ? 'all_blocked'
            : 'no_improvement';
      return result;
    }
    const winner = scored.find((s) => s.text === best.text)!;
    if (winner.unread) result.winnerUnread = true;
    const p = await proposeWinner(o, { ref, runId, mode, tokens: result.tokens }, best, winner);
    result.outcome = 'proposed';
    result.proposalId = p.proposal.id;
    return result;
  } catch (err) {
    result.outcome = 'failed';
    o.log.error({ tool: ref, err: (err as Error).message }, 'optimizer run failed');
    throw err;
  } finally {
    await finishRun(o, runId, result, evidence, spent.calls);
  }
}

/**
 * Offline, cross-fitted: each fold mines and tunes on one half of the served requests and
 * is replayed on the other (evidence.ts), so both halves are quoted from and both check,
 * and no candidate is measured on what it was chosen from. The LLM improver sees only its
 * k examples, and replay checks everything else: one pass.
 */
function passesOf(mode: 'llm' | 'offline', evidence: Evidence): Pass[] {
  return (
    mode === 'offline'
      ? FOLDS.map((fold) => ({ fold, evidence: foldEvidence(evidence, fold) }))
      : [{ fold: undefined, evidence }]
  ).filter((p) => p.evidence.successes.length + p.evidence.failures.length > 0);
}

/** Why a run found nothing to learn from: the store's reason, or the picks' abstention. */
async function noEvidenceReason(
  o: OptimizerOptions,
  tool: ToolRow,
  version: number,
  evidence: Evidence,
): Promise<NonNullable<OptimizeResult['noEvidence']>> {
  const why = await whyNoEvidence(o.db, { server: tool.server, name: tool.name, version });
  // Judged traces of this text exist, but the picks abstained from all of them.
  return why
    ? { reason: why.reason, message: why.message }
    : { reason: 'abstained', message: Object.values(evidence.abstained ?? {}).join('; ') || 'no example picked' };
}

type RunScored = Scored & {
  fold: Half | undefined;
  evidence: Evidence;
  sentences: Sentence[] | undefined;
  components: Components | undefined;
};
type Pass = { fold: Half | undefined; evidence: Evidence };

/** Each pass's candidates, generated and gated; their tokens, cost and stop go to `r`, calls to `spent`. */
async function generateAndGate(
  o: OptimizerOptions,
  tool: ToolRow,
  passes: Pass[],
  contexts: RunContext[],
  r: OptimizeResult,
  spent: { calls: number },
): Promise<RunScored[]> {
  const scored: RunScored[] = [];
  for (const [k, pass] of passes.entries()) {
    const ctx = contexts[k]!;
    const generated = await generateCandidates(o, tool, ctx, pass.evidence, o.log);
    r.tokens += generated.tokens;
    if (o.llm.mode === 'online') r.costUsd = (r.costUsd ?? 0) + generated.costUsd;
    if (generated.stoppedBy) r.stoppedBy = generated.stoppedBy;
    spent.calls += generated.calls;
    // A text both folds wrote is checked once, by the first.
    const texts = generated.texts.filter((t) => !scored.some((s) => s.text === t));
    for (const s of await gate(o, ctx, pass.evidence, texts, r))
      scored.push({
        ...s,
        fold: pass.fold,
        evidence: pass.evidence,
        sentences: generated.sentencesOf.get(s.text),
        components: generated.componentsOf.get(s.text),
      });
  }
  return scored;
}

/** Every candidate of the run, in one write. */
async function storeCandidates(
  o: OptimizerOptions,
  runId: number,
  tool: ToolRow,
  ranked: CandidateResult[],
  scored: RunScored[],
): Promise<void> {
  await insertCandidates(
    o.db,
    runId,
    tool.id,
    // rankCandidates keeps the input order: ranked[k] is scored[k].
    ranked.map((c, k) => ({
      // A candidate the privacy gate blocked is stored masked: rejected candidates are shown too.
      text: maskPrivate(c.text, c.report.privacyFindings ?? []),
      outcome: c.outcome,
      blockedBy: c.report.gates.find((g) => !g.passed)?.gate ?? null,
      reason: c.reason,
      gates: c.report.gates,
      lint: { before: c.report.lintBefore.scores, after: c.report.lintAfter.scores },
      // Offline, with the fold whose half it was mined from (replayed on the other).
      replay: withFold(c.report.verdict ?? c.report.replay, scored[k]!.fold),
    })),
  );
}

/** The winning candidate as a pending proposal, with its provenance. */
function proposeWinner(
  o: OptimizerOptions,
  run: { ref: string; runId: number; mode: 'llm' | 'offline'; tokens: number },
  best: CandidateResult,
  winner: RunScored,
): ReturnType<typeof propose> {
  return propose(o.db, {
    ref: run.ref,
    text: best.text,
    reason: `optimizer run #${run.runId}: ${best.report.gates.find((g) => g.gate === 'replay')?.reason ?? 'lint improved'}`,
    actor: o.actor,
    maxDescriptionBytes: o.maxDescriptionBytes,
    source: 'optimizer',
    components: winner.components,
    provenance: {
      optimizer_run: run.runId,
      mode: run.mode,
      model: o.llm.mode === 'online' ? o.llm.model : null,
      // Offline: the fold whose half the text was mined and tuned on (replayed on the other).
      ...(winner.fold === undefined ? {} : { fold: winner.fold }),
      evidence: {
        successes: winner.evidence.successes.map((e) => ({ trace_id: e.traceId, score: e.score, judge: e.judge })),
        failures: winner.evidence.failures.map((e) => ({
          trace_id: e.traceId,
          score: e.score,
          judge: e.judge,
          outcome: e.outcome,
          served_by: e.servedBy,
        })),
      },
      // replay.gain: expected gain (net right top-1 picks per replayed query, mean over
      // the selectors) — what the review queue orders by.
      replay: best.report.verdict ?? best.report.replay ?? null,
      sentences: winner.sentences ?? null,
      tokens: run.tokens,
    },
    lint: { before: best.report.lintBefore, after: best.report.lintAfter },
    gates: best.report.gates,
  });
}

async function finishRun(
  o: OptimizerOptions,
  runId: number,
  result: OptimizeResult,
  evidence: Evidence | undefined,
  metricCalls: number,
): Promise<void> {
  await finishOptimizerRun(o.db, {
    id: runId,
    outcome: result.outcome,
    evidence: evidence
      ? {
          successes: evidence.successes.map((e) => e.traceId),
          failures: evidence.failures.map((e) => e.traceId),
          judged: evidence.judged,
        }
      : {},
    proposalId: result.proposalId ?? null,
    metricCalls,
    tokens: result.tokens,
    costUsd: result.costUsd ?? 0,
    error: result.outcome === 'failed' ? 'see logs' : (result.stoppedBy ?? null),
    reader: result.reader ?? null,
  });
}

function withFold<T extends object>(replay: T | undefined, fold: Half | undefined): (T & { fold?: Half }) | undefined {
  return replay && fold !== undefined ? { ...replay, fold } : replay;
}

/**
 * Every candidate through every gate, replay on both selectors included; then the LLM
 * reader on those that pass (./reader.ts), whose findings can only add a block. Its
 * tokens and cost go to `r`.
 */
async function gate(
  o: OptimizerOptions,
  ctx: RunContext,
  evidence: Evidence,
  texts: string[],
  r: OptimizeResult,
): Promise<Scored[]> {
  const evText = evidenceText(evidence);
  // Result field names and recurrent error words the rewriter may state (offline-results.ts) are no user's words.
  const items = [...evidence.successes, ...evidence.failures];
  const fields = [
    ...resultFields(items.filter((x) => !x.isError).map((x) => ({ traceId: x.traceId, preview: x.resultPreview }))),
    ...recurrentErrorWords(
      items.filter((x) => x.isError).map((x) => ({ traceId: x.traceId, message: x.resultPreview })),
    ),
  ].map((f) => f.toLowerCase());
  const privacy = fields.length
    ? { vocabulary: ctx.privacy.vocabulary, allowed: new Set([...ctx.privacy.allowed, ...fields]) }
    : ctx.privacy;
  const intents = await intentsFor(o, ctx.current, texts);
  const embedded = new Map<string, SelectorReplay[]>(texts.map((t) => [t, []]));
  const replays = new Map(texts.map((text) => [text, replayFor(ctx, text)]));
  for (const text of texts) {
    const r = replays.get(text)!;
    const vec = o.semantic || o.twoStage ? await (o.semantic ?? o.twoStage)!.embed(text) : undefined;
    if (o.semantic && r.semantic) embedded.get(text)!.push(semanticReplay(o.semantic, ctx.toolId, vec!, r.semantic));
    if (o.twoStage && r.twoStage)
      embedded.get(text)!.push(semanticReplay(o.twoStage, ctx.toolId, vec!, r.twoStage, 'two-stage'));
  }
  const siblings = ctx.siblings.map((ref) => ref.slice(ref.indexOf('/') + 1));
  const input = (text: string): GateInput => ({
    tool: ctx.toolId,
    current: ctx.current,
    candidate: text,
    inputSchema: ctx.surface.inputSchema,
    annotations: ctx.surface.annotations,
    evidenceText: evText,
    maxTokens: o.maxTokens,
    maxGrowth: o.maxGrowth,
    replay: { index: ctx.index, queries: replays.get(text)!.queries },
    embeddingReplays: embedded.get(text),
    replayMaxP: o.replayMaxP,
    lintMustImprove: o.llm.mode === 'online' ? true : undefined,
    privacy,
    grounded: true,
    codeFacts: ctx.codeFacts,
    siblings,
  });
  const first = texts.map((text) => ({ text, report: runGates({ ...input(text), intent: intents.get(text) }) }));
  const passing = first.filter((s) => s.report.passed).map((s) => s.text);
  const pass = await readPassing(o, { current: ctx.current, siblings }, passing, o.maxTokensPerRun - r.tokens);
  r.tokens += pass.tokens;
  if (pass.tokens || pass.costUsd) r.costUsd = (r.costUsd ?? 0) + pass.costUsd;
  if (o.reader) recordPass(r, o.reader.model, pass);
  // A text it read: only the injection gate is read again (withIntent), its replay kept.
  // A passing text it did not read says why, and auto-approval holds one it was given.
  return first.map((s) =>
    pass.read.has(s.text)
      ? {
          text: s.text,
          report: withIntent(input(s.text), s.report, mergeIntents(intents.get(s.text), pass.read.get(s.text))),
        }
      : s.report.passed
        ? noteUnread(o, s, pass)
        : s,
  );
}
