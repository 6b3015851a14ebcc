// Candidate generation, the one stage that differs by mode: the LLM improver (metered per
// run, so the run stops generating when its token limit or the daily budget is reached,
// and says why), or offline the deterministic rewriter, whose candidates differ by which
// mined facts they state (replay keeps the one that selects best, so "richer" has to earn
// its words).
import type { Logger } from '../log.ts';
import { lengthBudget } from '../quality/length.ts';
import { privacyFindings } from '../quality/privacy.ts';
import type { ToolRow } from '../store/types.ts';
import type { RunContext } from './context.ts';
import type { Evidence } from './evidence.ts';
import { improveWithLlm } from './improver.ts';
import { chooseExamples } from './examples.ts';
import type { Components } from '../catalog/components.ts';
import { offlineRewrite, quotableRequests, type Sentence } from './offline.ts';
import type { OptimizerOptions } from './options.ts';

export interface Generated {
  texts: string[];
  /** Offline: the mined sentences behind each text, kept in the version's provenance. */
  sentencesOf: Map<string, Sentence[]>;
  /** Each text's components, as its writer structured them (the version stores them). */
  componentsOf: Map<string, Components>;
  /** LLM calls made (the run's metric calls count them with the gate checks). */
  calls: number;
  tokens: number;
  costUsd: number;
  stoppedBy?: string;
}

export async function generateCandidates(
  o: OptimizerOptions,
  tool: ToolRow,
  ctx: RunContext,
  evidence: Evidence,
  log: Logger,
): Promise<Generated> {
  if (o.llm.mode === 'online') return generateOnline(o, o.llm, tool, ctx, evidence, log);
  // Requests this tool finished: in a workflow (several tools served one task) the request
  // is the task's, and quoting it as a step's typical request would send agents to the step
  // for the whole task ("Calculate …: 'I need to change my flight'"). The tool that made the
  // last serving call finished it.
  const served = evidence.successes.filter((e) => e.servedLast).map((e) => ({ traceId: e.traceId, query: e.query }));
  const findings = (s: string) => privacyFindings(s, ctx.privacy.allowed, ctx.privacy.vocabulary);
  const tuned = ctx.tuning
    ? await chooseExamples({
        tool: ctx.toolId,
        current: ctx.current,
        pool: quotableRequests(served, findings, ctx.current),
        tuning: ctx.tuning,
        index: ctx.index,
        semantic: o.semantic,
        maxTokens: ctx.budget,
      })
    : undefined;
  const offline = offlineRewrite({
    current: ctx.current,
    served,
    servedVectors: o.semantic ? await o.semantic.embedder.embed(served.map((x) => x.query)) : undefined,
    wrongPicks: evidence.failures
      .filter((x) => x.outcome === 'wrong_pick' && x.servedBy)
      .map((x) => ({ traceId: x.traceId, servedBy: x.servedBy! })),
    errors: [...evidence.failures, ...evidence.successes]
      .filter((x) => x.isError)
      .map((x) => ({ traceId: x.traceId, message: x.resultPreview })),
    results: [...evidence.failures, ...evidence.successes]
      .filter((x) => !x.isError)
      .map((x) => ({ traceId: x.traceId, preview: x.resultPreview })),
    fixes: [...evidence.failures, ...evidence.successes].flatMap((x) => x.fixes),
    inputSchema: ctx.surface.inputSchema,
    annotations: ctx.surface.annotations,
    catalogue: ctx.others,
    siblings: ctx.siblings,
    maxTokens: ctx.budget,
    // The complete candidate may use what the length gate allows (lengthBudget ≥ ctx.budget).
    completeTokens: lengthBudget(ctx.current, o),
    privacy: ctx.privacy,
    idf: (t) => ctx.index.idf(t),
    tunedExamples: tuned?.examples,
    codeFacts: ctx.codeFacts,
  }).slice(0, Math.max(1, o.candidates));
  return {
    texts: offline.map((c) => c.text),
    sentencesOf: new Map(offline.map((c) => [c.text, c.sentences])),
    componentsOf: new Map(offline.map((c) => [c.text, c.components])),
    calls: 0,
    tokens: 0,
    costUsd: 0,
  };
}

/** The improver's field names and separators around the text, in tokens (five fields at most). */
const IMPROVER_FIELD_TOKENS = 80;

/** Candidates from the LLM improver, within the run's token budget. */
async function generateOnline(
  o: OptimizerOptions,
  llm: Extract<OptimizerOptions['llm'], { mode: 'online' }>,
  tool: ToolRow,
  ctx: RunContext,
  evidence: Evidence,
  log: Logger,
): Promise<Generated> {
  const spend = llm.meter.run('improver', o.maxTokensPerRun);
  const improved = await improveWithLlm(
    llm.forModel(llm.model, spend),
    {
      toolName: tool.name,
      inputSchema: ctx.surface.inputSchema,
      current: ctx.current,
      evidence: {
        ...evidence,
        successes: evidence.successes.slice(0, o.evidenceK),
        failures: evidence.failures.slice(0, o.evidenceK),
      },
    },
    {
      candidates: o.candidates,
      redactor: o.redactor,
      maxRetries: 2,
      // A longer answer would fail the length gate anyway; the cap bounds each call's cost,
      // so the meter can skip a call that would pass the run's limit.
      maxOutputTokens: lengthBudget(ctx.current, o) + IMPROVER_FIELD_TOKENS,
    },
  );
  for (const e of improved.errors) log.warn({ tool: ctx.toolId, err: e }, 'improver call failed');
  if (improved.stoppedBy)
    log.warn(
      { tool: ctx.toolId, candidates: improved.candidates.length, reason: improved.stoppedBy },
      'optimizer stopped generating candidates',
    );
  return {
    texts: improved.candidates,
    sentencesOf: new Map(),
    componentsOf: improved.components,
    calls: improved.calls,
    tokens: spend.tokens,
    costUsd: spend.costUsd,
    ...(improved.stoppedBy ? { stoppedBy: improved.stoppedBy } : {}),
  };
}
