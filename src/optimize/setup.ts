import type { Config } from '../config.ts';
import type { Llm } from '../llm/provider.ts';
import type { Logger } from '../log.ts';
import type { Db } from '../store/db.ts';
import { createRedactor } from '../privacy/redact.ts';
import type { OptimizerOptions } from './options.ts';
import { cachedEmbedder } from '../semantic/cache.ts';
import { axEmbedder } from '../semantic/ax-embedder.ts';
import { localEmbedder, type Embedder } from '../semantic/embedder.ts';
import { SemanticCatalogue } from '../semantic/selector.ts';
import { TwoStageCatalogue } from '../discovery/two-stage-selector.ts';
import { metaToolRule } from '../model/meta-tools.ts';
import { intentScorer, type IntentScorer } from '../quality/poisoning/intent-scorer.ts';
import { llmReader, type MeaningReader, type ReaderMetrics } from '../quality/poisoning/llm-reader.ts';
import type { Redactor } from '../privacy/redact.ts';
import { readerOffWhy } from '../review/reader-off.ts';

export function optimizerOptionsFrom(
  c: Config,
  deps: { db: Db; llm: Llm; log: Logger; actor?: string; readerMetrics?: ReaderMetrics },
): OptimizerOptions {
  // One embedder (cached by content hash in the store) for both embedding selectors.
  const embedder = c.embeddingsModel === 'none' ? undefined : cachedEmbedder(embedderFrom(c, deps.llm), deps.db);
  const selectors = new Set(c.replaySelectors);
  const redactor = createRedactor(c.redactPatterns);
  return {
    db: deps.db,
    llm: deps.llm,
    log: deps.log,
    redactor,
    actor: deps.actor ?? 'whetstone-optimizer',
    candidates: c.optimizeCandidates,
    evidenceK: c.optimizeEvidenceK,
    offlineEvidenceK: c.optimizeOfflineEvidenceK,
    maxTokens: c.optimizeMaxTokens,
    maxGrowth: c.optimizeMaxGrowth,
    maxDescriptionBytes: c.maxDescriptionBytes,
    maxTokensPerRun: c.optimizeMaxTokensPerRun,
    replayQueries: c.optimizeReplayQueries,
    semantic: embedder && selectors.has('semantic') ? new SemanticCatalogue(embedder) : undefined,
    twoStage: embedder && selectors.has('two-stage') ? new TwoStageCatalogue(embedder) : undefined,
    intent: poisoningScorer(c, deps),
    reader: poisoningReader(c, { ...deps, redactor }),
    readerOff: readerOffWhy(c.poisoningLlm, deps.llm.mode === 'online'),
    privacyMinSessions: c.privacyMinSessions,
    metaTools: metaToolRule(c.metaTools),
    // Offline the gate replays only the half of the recorded requests the examples were not
    // chosen on, a handful per tool, where real gains are "+1 −0" or "+2 −1" (0.5: more
    // fixed than broken); an LLM's candidates are replayed on every recorded request, where
    // the stricter bar of 0.25 is affordable.
    replayMaxP: c.replayMaxP ?? (deps.llm.mode === 'online' ? 0.25 : 0.5),
  };
}

/**
 * The semantic selector's model: the LLM provider's embedding endpoint when
 * WHETSTONE_EMBEDDINGS_LLM_MODEL names one (metered like every LLM call), else the local
 * ONNX model.
 */
export function embedderFrom(c: Config, llm: Llm): Embedder {
  if (c.embeddingsLlmModel && llm.mode === 'online') {
    return axEmbedder(llm.forModel(c.embeddingsLlmModel, llm.meter.run('embeddings')), {
      provider: llm.provider,
      model: c.embeddingsLlmModel,
    });
  }
  return localEmbedder(c.embeddingsModelDir, c.embeddingsModel, c.embeddingsThreads);
}

/**
 * The injection gate's meaning scorer on the local model WHETSTONE_POISONING_MODEL (the
 * config accepts only a model with a calibrated threshold), its vectors cached in the
 * store. Each text is embedded alone (embedder.ts), so a score never depends on a batch;
 * the vectors are the ones the selectors would read for the same model and text.
 */
export function poisoningScorer(c: Config, deps: { db: Db }): IntentScorer | undefined {
  if (c.poisoningModel === 'none') return undefined;
  return intentScorer(
    cachedEmbedder(localEmbedder(c.embeddingsModelDir, c.poisoningModel, c.embeddingsThreads), deps.db),
  );
}

/**
 * The injection gate's LLM reader (quality/poisoning/llm-reader.ts): with an LLM and
 * WHETSTONE_POISONING_LLM (default true); offline, none. Its calls are metered as purpose
 * 'poisoning', at most a run's token limit per batch.
 */
export function poisoningReader(
  c: Config,
  deps: { llm: Llm; log: Logger; redactor?: Redactor; readerMetrics?: ReaderMetrics | undefined },
): MeaningReader | undefined {
  if (!c.poisoningLlm || deps.llm.mode !== 'online') return undefined;
  return llmReader(deps.llm, {
    redactor: deps.redactor ?? createRedactor(c.redactPatterns),
    log: deps.log,
    metrics: deps.readerMetrics,
    maxTokens: c.optimizeMaxTokensPerRun,
    tokensPerSentence: c.poisoningLlmTokensPerSentence,
  });
}
