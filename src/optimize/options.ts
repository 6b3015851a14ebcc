// What an optimizer run is given (optimizerOptionsFrom builds it from config) and what it
// reports. Shared by the stages of a run (context, generate, rank, run).
import type { Llm } from '../llm/provider.ts';
import type { Logger } from '../log.ts';
import type { MetaToolRule } from '../model/meta-tools.ts';
import type { GateReport } from '../quality/gates.ts';
import type { PrivacyVocabulary } from '../quality/privacy.ts';
import type { SemanticCatalogue } from '../semantic/selector.ts';
import type { IntentScorer } from '../quality/poisoning/intent-scorer.ts';
import type { MeaningReader, ReaderTally } from '../quality/poisoning/llm-reader.ts';
import type { Db } from '../store/db.ts';
import type { Redactor } from '../privacy/redact.ts';

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
  /** Served successes the offline rewriter mines its facts from (half held out for replay). */
  offlineEvidenceK: number;
  maxTokens: number;
  maxGrowth: number;
  maxDescriptionBytes: number;
  /** LLM tokens one run may spend; the meter refuses the next call past it. */
  maxTokensPerRun: number;
  replayQueries: number;
  /** The semantic selector (replay's second judge); absent when WHETSTONE_EMBEDDINGS_MODEL=none. */
  semantic?: SemanticCatalogue | undefined;
  /**
   * Discovery's two-stage selector (a third judge, WHETSTONE_REPLAY_SELECTORS), absent unless
   * configured; `semantic` then may be absent too (replay on bm25 and two-stage only).
   */
  twoStage?: SemanticCatalogue | undefined;
  /**
   * The injection gate's meaning scorer (WHETSTONE_POISONING_MODEL); absent, or when its
   * model cannot load, the gate's rules decide alone.
   */
  intent?: IntentScorer | undefined;
  /**
   * The LLM reader (WHETSTONE_POISONING_LLM, with an LLM): reads what candidates that pass
   * every other finding add, and can only add a block (optimize/reader.ts).
   */
  reader?: MeaningReader | undefined;
  /** Why there is no reader (offline, turned off): said on the run's proposal, as on a human one. */
  readerOff?: string | undefined;
  /** Privacy rule: an added word must occur in the queries of this many distinct sessions. */
  privacyMinSessions: number;
  /** The bar a replay gain must clear: one-sided sign-test p. */
  replayMaxP: number;
  /** Tool-search meta-tools (WHETSTONE_META_TOOLS with the known ones): never optimized. */
  metaTools?: MetaToolRule | undefined;
  /** The privacy vocabulary, rebuilt only when traces were added (owned by the caller). */
  vocabularyCache?: { fingerprint: string; vocabulary: PrivacyVocabulary } | undefined;
}

export type RunOutcome =
  | 'proposed'
  | 'no_evidence'
  | 'no_improvement'
  | 'all_blocked'
  | 'over_budget'
  | 'failed'
  | 'locked'
  | 'not_published'
  /** A tool-search meta-tool (src/model/meta-tools.ts): never optimized. */
  | 'meta_tool';

export interface CandidateResult {
  text: string;
  report: GateReport;
  outcome: 'proposed' | 'blocked' | 'not_better' | 'outranked';
  reason: string;
}

/** What the LLM reader did in one run (optimize/reader.ts), as optimizer_runs.reader stores it. */
export type ReaderRecord = { model: string } & ReaderTally;

export interface OptimizeResult {
  tool: string;
  outcome: RunOutcome;
  runId?: number;
  proposalId?: number;
  candidates: CandidateResult[];
  evidence?: { successes: number; failures: number; judged: number };
  /** For no_evidence: why, in words (optimize/no-evidence.ts). */
  noEvidence?: { reason: string; message: string };
  tokens: number;
  costUsd?: number;
  /** Why the improver stopped before producing every candidate (a token limit). */
  stoppedBy?: string;
  /** What the LLM reader did with the candidates it was given (none given: absent). */
  reader?: ReaderRecord;
  /** The proposed text passed the gates without the LLM reader, which was on (it waits for a reviewer). */
  winnerUnread?: boolean;
}
