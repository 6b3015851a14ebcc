// One optimizer run for one tool: evidence → candidates (LLM improver, or the offline
// rewriter) → gates and replay → the best candidate that beats the current version
// becomes a pending proposal. Every candidate is recorded with its gates; a run is
// bounded (candidates, metric calls, tokens), recorded in optimizer_runs, and serialized
// per tool by an advisory lock, so two replicas never optimize one tool at once.
import { createHash } from 'node:crypto';
import { resolveTool } from '../catalog/resolve.ts';
import type { Llm } from '../llm/provider.ts';
import type { Logger } from '../log.ts';
import { Bm25Index } from '../quality/bm25.ts';
import { runGates, type GateReport } from '../quality/gates.ts';
import { lengthBudget, wordCount } from '../quality/length.ts';
import type { ReplayQuery } from '../quality/replay.ts';
import { propose } from '../review/actions.ts';
import type { Db } from '../store/db.ts';
import { abandonOpenRuns, finishOptimizerRun, insertCandidate, insertOptimizerRun, selectServedQueries } from '../store/sql/optimizer.ts';
import { selectPublishedSet } from '../store/sql/state.ts';
import type { ToolRow } from '../store/types.ts';
import type { Redactor } from '../traces/redact.ts';
import { evidenceText, gatherRunEvidence, type Evidence } from './evidence.ts';
import { improveWithLlm } from './improver.ts';
import { offlineRewrite, TEMPLATE_WORDS, type Sentence } from './offline.ts';
import { allowedWords, buildVocabulary, maskPrivate, type PrivacyVocabulary } from '../quality/privacy.ts';
import type { SelectorReplay } from '../quality/replay-gate.ts';
import type { SemanticCatalogue } from '../semantic/selector.ts';
import { selectQuerySessions, selectTracesFingerprint } from '../store/sql/privacy.ts';

export interface OptimizerOptions {
  db: Db;
  llm: Llm;
  redactor: Redactor;
  log: Logger;
  actor: string;
  /** Candidates per run (LLM calls for the improver; budget variants offline). */
  candidates: number;
  /** Examples per side given to the LLM improver (the methodology's k). */
  evidenceK: number;
  /** Successes the offline rewriter draws words from (it has no model to generalise). */
  offlineEvidenceK: number;
  maxWords: number;
  maxGrowth: number;
  maxDescriptionBytes: number;
  /** LLM tokens one run may spend; the meter refuses the next call past it. */
  maxTokensPerRun: number;
  replayQueries: number;
  /** The semantic selector (replay's second judge); absent when WHETSTONE_EMBEDDINGS_MODEL=none. */
  semantic?: SemanticCatalogue | undefined;
  /** Privacy rule: an added word must occur in the queries of this many distinct sessions. */
  privacyMinSessions: number;
  /** The bar a replay gain must clear: one-sided sign-test p. */
  replayMaxP: number;
  /** The privacy vocabulary, rebuilt only when traces were added (owned by the caller). */
  vocabularyCache?: { fingerprint: string; vocabulary: PrivacyVocabulary } | undefined;
}

/** Recent queries the privacy vocabulary is built from. */
const PRIVACY_SAMPLE = 50_000;

async function vocabularyFor(o: OptimizerOptions): Promise<PrivacyVocabulary> {
  const fingerprint = `${o.privacyMinSessions}:${await selectTracesFingerprint(o.db)}`;
  if (o.vocabularyCache?.fingerprint === fingerprint) return o.vocabularyCache.vocabulary;
  const vocabulary = buildVocabulary(await selectQuerySessions(o.db, PRIVACY_SAMPLE), o.privacyMinSessions);
  o.vocabularyCache = { fingerprint, vocabulary };
  return vocabulary;
}

export type RunOutcome = 'proposed' | 'no_evidence' | 'no_improvement' | 'all_blocked' | 'over_budget' | 'failed' | 'locked' | 'not_published';

export interface CandidateResult {
  text: string;
  report: GateReport;
  outcome: 'proposed' | 'blocked' | 'not_better' | 'outranked';
  reason: string;
}

export interface OptimizeResult {
  tool: string;
  outcome: RunOutcome;
  runId?: number;
  proposalId?: number;
  candidates: CandidateResult[];
  evidence?: { successes: number; failures: number; judged: number };
  tokens: number;
  costUsd?: number;
  /** Why the improver stopped before producing every candidate (a token limit). */
  stoppedBy?: string;
}

export async function optimizeTool(o: OptimizerOptions, ref: string, trigger: 'manual' | 'auto' | 'bench' = 'manual'): Promise<OptimizeResult> {
  const tool = await resolveTool(o.db, ref);
  const key = BigInt('0x' + createHash('sha256').update(`optimize:${tool.id}`).digest('hex').slice(0, 15));
  const locked = await o.db.tryAdvisoryLock(key, () => runLocked(o, tool, ref, trigger));
  return locked.acquired ? locked.value : { tool: ref, outcome: 'locked', candidates: [], tokens: 0 };
}

async function runLocked(o: OptimizerOptions, tool: ToolRow, ref: string, trigger: 'manual' | 'auto' | 'bench'): Promise<OptimizeResult> {
  // Read under the lock: the published set is both this tool's current text and the
  // catalogue that replay ranks against.
  const catalogue = await selectPublishedSet(o.db);
  const published = catalogue.find((p) => p.server === tool.server && p.name === tool.name);
  if (!published) return { tool: ref, outcome: 'not_published', candidates: [], tokens: 0 };
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
  let metricCalls = 0;
  try {
    evidence = await gatherRunEvidence(o.db, { server: tool.server, name: tool.name, publishedVersion: published.version }, { mode, evidenceK: o.evidenceK, offlineEvidenceK: o.offlineEvidenceK });
    result.evidence = { successes: evidence.successes.length, failures: evidence.failures.length, judged: evidence.judged };
    if (evidence.successes.length + evidence.failures.length === 0) {
      result.outcome = 'no_evidence';
      return result;
    }
    const current = published.text;
    const index = new Bm25Index(catalogue.map((p) => [`${p.server}/${p.name}`, p.text]));
    const evidenceIds = new Set([...evidence.successes, ...evidence.failures].map((e) => e.traceId));
    const replay: ReplayQuery[] = (await selectServedQueries(o.db, o.replayQueries))
      .filter((q) => !evidenceIds.has(q.trace_id))
      .map((q) => ({ query: q.query, servedBy: q.served_by }))
      // The same request served twice is one observation, not two (the sign test counts pairs).
      .filter(
        (
          (seen) => (q: ReplayQuery) =>
            !seen.has(`${q.servedBy}\n${q.query}`) && !!seen.add(`${q.servedBy}\n${q.query}`)
        )(new Set<string>()),
      );
    const budget = lengthBudget(current, o);
    const vocabulary = await vocabularyFor(o);
    // Words a candidate may always use: the current text, the schema, the catalogue's
    // names and published texts (public already, unlike users' queries).
    const privacy = {
      vocabulary,
      allowed: allowedWords(current, TEMPLATE_WORDS, JSON.stringify(tool.input_schema ?? {}), ...catalogue.map((p) => `${p.name} ${p.text}`)),
    };
    const sentencesOf = new Map<string, Sentence[]>();
    let semanticQueries: Parameters<typeof semanticReplay>[3] | undefined;
    if (o.semantic) {
      await o.semantic.sync(catalogue.map((p) => [`${p.server}/${p.name}`, p.text]));
      const idx = await o.semantic.queries(replay.map((q) => q.query));
      const id = `${tool.server}/${tool.name}`;
      // Per query, once per run: the current pick and the best tool other than this one.
      semanticQueries = { idx, servedBy: replay.map((q) => q.servedBy), best: idx.map((q) => o.semantic!.bestExcept(q, id)) };
    }

    let texts: string[];
    if (o.llm.mode === 'online') {
      const spend = o.llm.meter.run('improver', o.maxTokensPerRun);
      const improved = await improveWithLlm(
        o.llm.forModel(o.llm.model, spend),
        { toolName: tool.name, inputSchema: tool.input_schema, current, evidence: { ...evidence, successes: evidence.successes.slice(0, o.evidenceK), failures: evidence.failures.slice(0, o.evidenceK) } },
        { candidates: o.candidates, redactor: o.redactor, maxRetries: 2 },
      );
      result.tokens = spend.tokens;
      result.costUsd = spend.costUsd;
      metricCalls += improved.calls;
      texts = improved.candidates;
      for (const e of improved.errors) o.log.warn({ tool: ref, err: e }, 'improver call failed');
      if (improved.stoppedBy) {
        result.stoppedBy = improved.stoppedBy;
        o.log.warn({ tool: ref, candidates: texts.length, reason: improved.stoppedBy }, 'optimizer stopped generating candidates');
      }
    } else {
      // Offline, candidates differ by which mined facts they state: replay keeps the one
      // that selects best, so "richer" has to earn its words.
      const served = evidence.successes.map((e) => ({ traceId: e.traceId, query: e.query }));
      const offline = offlineRewrite({
        current,
        served,
        servedVectors: o.semantic ? await o.semantic.embedder.embed(served.map((x) => x.query)) : undefined,
        wrongPicks: evidence.failures.filter((x) => x.outcome === 'wrong_pick' && x.servedBy).map((x) => ({ traceId: x.traceId, servedBy: x.servedBy! })),
        errors: [...evidence.failures, ...evidence.successes].filter((x) => x.isError).map((x) => ({ traceId: x.traceId, message: x.resultPreview })),
        inputSchema: tool.input_schema,
        catalogue: new Map(catalogue.filter((p) => p.server !== tool.server || p.name !== tool.name).map((p) => [`${p.server}/${p.name}`, p.text])),
        maxWords: budget,
        privacy,
        idf: (t) => index.idf(t),
      }).slice(0, Math.max(1, o.candidates));
      for (const c of offline) sentencesOf.set(c.text, c.sentences);
      texts = offline.map((c) => c.text);
    }
    const evText = evidenceText(evidence);
    const toolId = `${tool.server}/${tool.name}`;
    const semanticReplays = new Map<string, SelectorReplay>();
    if (o.semantic && semanticQueries) {
      for (const text of texts) semanticReplays.set(text, semanticReplay(o.semantic, toolId, await o.semantic.embed(text), semanticQueries));
    }
    const scored = texts.map((text) => {
      metricCalls++;
      return {
        text,
        report: runGates({
          tool: `${tool.server}/${tool.name}`,
          current,
          candidate: text,
          inputSchema: tool.input_schema,
          evidenceText: evText,
          maxWords: o.maxWords,
          maxGrowth: o.maxGrowth,
          replay: { index, queries: replay },
          semanticReplay: semanticReplays.get(text),
          replayMaxP: o.replayMaxP,
          privacy,
        }),
      };
    });
    const gain = (r: GateReport) => r.verdict?.gain ?? (r.replay ? r.replay.after - r.replay.before : 0);
    const lintSum = (r: GateReport, which: 'lintBefore' | 'lintAfter') => Object.values(r[which].scores).reduce((a, b) => a + b, 0);
    const beats = (r: GateReport) => gain(r) > 0 || (gain(r) === 0 && lintSum(r, 'lintAfter') > lintSum(r, 'lintBefore'));
    const passing = scored.filter((s) => s.report.passed && beats(s.report));
    passing.sort((a, b) => gain(b.report) - gain(a.report) || lintSum(b.report, 'lintAfter') - lintSum(a.report, 'lintAfter') || wordCount(a.text) - wordCount(b.text));
    const best = passing[0];

    for (const s of scored) {
      const blocked = s.report.gates.find((g) => !g.passed);
      const outcome = blocked ? 'blocked' : s === best ? 'proposed' : beats(s.report) ? 'outranked' : 'not_better';
      const reason = blocked ? `${blocked.gate}: ${blocked.reason}` : outcome === 'not_better' ? 'passes every gate but does not beat the current version' : s.report.gates.map((g) => `${g.gate}: ${g.reason}`).join('; ');
      result.candidates.push({ text: s.text, report: s.report, outcome, reason });
      await insertCandidate(o.db, {
        runId,
        toolId: tool.id,
        // A candidate the privacy gate blocked is stored masked: rejected candidates are shown too.
        text: maskPrivate(s.text, s.report.privacyFindings ?? []),
        outcome,
        blockedBy: blocked?.gate ?? null,
        reason,
        gates: s.report.gates,
        lint: { before: s.report.lintBefore.scores, after: s.report.lintAfter.scores },
        replay: s.report.verdict ?? s.report.replay,
      });
    }

    if (!best) {
      result.outcome =
        scored.length === 0 && result.stoppedBy ? 'over_budget' : scored.length && scored.every((s) => !s.report.passed) ? 'all_blocked' : 'no_improvement';
      return result;
    }
    const p = await propose(o.db, {
      ref,
      text: best.text,
      reason: `optimizer run #${runId}: ${best.report.gates.find((g) => g.gate === 'replay')?.reason ?? 'lint improved'}`,
      actor: o.actor,
      maxDescriptionBytes: o.maxDescriptionBytes,
      source: 'optimizer',
      provenance: {
        optimizer_run: runId,
        mode,
        model: o.llm.mode === 'online' ? o.llm.model : null,
        evidence: {
          successes: evidence.successes.map((e) => ({ trace_id: e.traceId, score: e.score, judge: e.judge })),
          failures: evidence.failures.map((e) => ({ trace_id: e.traceId, score: e.score, judge: e.judge, outcome: e.outcome, served_by: e.servedBy })),
        },
        // replay.gain: expected gain (net right top-1 picks per replayed query, mean over
        // the selectors) — what the review queue orders by.
        replay: best.report.verdict ?? best.report.replay ?? null,
        sentences: sentencesOf.get(best.text) ?? null,
        tokens: result.tokens,
      },
      lint: { before: best.report.lintBefore, after: best.report.lintAfter },
      gates: best.report.gates,
    });
    result.outcome = 'proposed';
    result.proposalId = p.proposal.id;
    return result;
  } catch (err) {
    result.outcome = 'failed';
    o.log.error({ tool: ref, err: (err as Error).message }, 'optimizer run failed');
    throw err;
  } finally {
    await finishOptimizerRun(o.db, {
      id: runId,
      outcome: result.outcome,
      evidence: evidence
        ? { successes: evidence.successes.map((e) => e.traceId), failures: evidence.failures.map((e) => e.traceId), judged: evidence.judged }
        : {},
      proposalId: result.proposalId ?? null,
      metricCalls,
      tokens: result.tokens,
      costUsd: result.costUsd ?? 0,
      error: result.outcome === 'failed' ? 'see logs' : (result.stoppedBy ?? null),
    });
  }
}


/** The semantic selector's top-1 on the replayed queries, current text vs candidate. */
function semanticReplay(cat: SemanticCatalogue, tool: string, candidate: Float32Array, qs: { idx: number[]; servedBy: string[]; best: { id: string | undefined; other: string | undefined; otherScore: number }[] }): SelectorReplay {
  let before = 0;
  let fixed = 0;
  let broken = 0;
  qs.idx.forEach((q, k) => {
    const right = qs.servedBy[k];
    const b = qs.best[k]!;
    const was = b.id === right;
    // With the candidate in place, the tool wins the query iff it outscores the best other tool.
    const now = (cat.scoreVector(q, candidate) > b.otherScore ? tool : b.other) === right;
    if (was) before++;
    if (now && !was) fixed++;
    if (was && !now) broken++;
  });
  return { selector: 'semantic', model: cat.model, queries: qs.idx.length, before, after: before + fixed - broken, fixed, broken };
}
