// Every candidate passes through the same gates; each says why when it blocks. A
// candidate becomes a proposal only if all pass and it beats the current version.
import { checkCodeFacts, type CodeFactsForGate } from './code-gate.ts';
import { checkDisclosure, type ToolAnnotations } from './disclosure.ts';
import { checkInjection, type Finding, type IntentResult } from './injection.ts';
import { checkLength } from './length.ts';
import { replaySelection, type ReplayQuery, type ReplayResult } from './replay.ts';
import { COMPONENTS, scoreDescription, type RubricResult } from './rubric.ts';
import type { Bm25Index } from './bm25.ts';
import { checkPrivacy, type PrivacyFinding, type PrivacyVocabulary } from './privacy.ts';
import { checkReadability } from './readability.ts';
import { replayVerdict, type ReplayVerdict, type SelectorReplay } from './replay-gate.ts';

export type GateName = 'lint' | 'disclosure' | 'code' | 'injection' | 'length' | 'replay' | 'privacy' | 'readability';

export interface GateResult {
  gate: GateName;
  passed: boolean;
  reason: string;
  /** Replay only: expected gain (net right top-1 picks per replayed query), what the review queue orders by. */
  gain?: number;
  /** The poisoning families a blocking injection/disclosure gate found. */
  findings?: Finding[];
}

export interface GateInput {
  tool: string;
  current: string;
  candidate: string;
  inputSchema?: Record<string, unknown> | undefined;
  /** The tool's annotations (readOnlyHint…), which may excuse a matching safety claim. */
  annotations?: ToolAnnotations | undefined;
  /**
   * Text of the evidence (queries, arguments, previews) the candidate may draw on. It
   * never excuses a URL or a claim in the poisoning gates: trace text is attacker-controlled.
   */
  evidenceText: string;
  maxTokens: number;
  maxGrowth: number;
  replay?: { index: Bm25Index; queries: ReplayQuery[] } | undefined;
  /** The embedding selectors' replays of this candidate (computed ahead: embedding is async). */
  embeddingReplays?: SelectorReplay[] | undefined;
  /** The bar a replay gain must clear (sign-test p); without it any gain passes. */
  replayMaxP?: number | undefined;
  /**
   * The lint must reach Good or improve, even with replay. Default: only without a replay
   * gain to show (the offline rewriter's examples line replacing an approved one cannot
   * raise the rubric; an LLM's rewrite can, and is held to it).
   */
  lintMustImprove?: boolean | undefined;
  /** false for a human's candidate: replay may not get worse, but need not gain. */
  replayMustGain?: boolean | undefined;
  privacy?: { vocabulary: PrivacyVocabulary; allowed: Set<string> } | undefined;
  /**
   * The optimizer's own candidates: every new entity (tool or field name, amount, path)
   * must come from the reviewed text, the schema or the evidence (./poisoning/grounding.ts).
   */
  grounded?: boolean | undefined;
  /** The meaning scorer's findings on the candidate (computed ahead: embedding is async); absent, rules only. */
  intent?: IntentResult | undefined;
  /**
   * What the tool's code does, when its source was read (consistency/): the code gate runs
   * only then. Without it every other gate decides as before.
   */
  codeFacts?: CodeFactsForGate | undefined;
  /** The other tools of the same server (names): scoped advice naming one is not a redirect. */
  siblings?: readonly string[] | undefined;
}

export interface GateReport {
  passed: boolean;
  gates: GateResult[];
  lintBefore: RubricResult;
  lintAfter: RubricResult;
  replay?: ReplayResult;
  verdict?: ReplayVerdict;
  privacyFindings?: PrivacyFinding[];
}

export function runGates(i: GateInput): GateReport {
  const lintBefore = scoreDescription({ description: i.current, inputSchema: i.inputSchema });
  const lintAfter = scoreDescription({ description: i.candidate, inputSchema: i.inputSchema });
  // A candidate that must show a replay gain is judged on selection by replay; the lint
  // only may not get worse (unless the caller asks for more: an LLM's rewrite). Without
  // replay, the lint is the only measure of better.
  const gates: GateResult[] = [
    lintGate(lintBefore, lintAfter, i.lintMustImprove ?? !(i.replay && (i.replayMustGain ?? true))),
  ];
  gates.push({
    gate: 'disclosure',
    ...checkDisclosure({
      candidate: i.candidate,
      reviewed: i.current,
      annotations: i.annotations,
      siblings: i.siblings,
      // A reading tool's "read-only" claim is weighed against its input schema too.
      schema: i.inputSchema,
    }),
  });
  if (i.codeFacts)
    gates.push({
      gate: 'code',
      ...checkCodeFacts({
        candidate: i.candidate,
        current: i.current,
        annotations: i.annotations,
        facts: i.codeFacts,
      }),
    });
  gates.push(injectionGate(i));
  gates.push({
    gate: 'length',
    ...checkLength(i.candidate, i.current, { maxTokens: i.maxTokens, maxGrowth: i.maxGrowth }),
  });
  gates.push({ gate: 'readability', ...checkReadability(i.candidate, i.current) });
  let privacyFindings: PrivacyFinding[] | undefined;
  if (i.privacy) {
    const p = checkPrivacy(i.candidate, i.privacy.allowed, i.privacy.vocabulary);
    privacyFindings = p.findings;
    gates.push({ gate: 'privacy', passed: p.passed, reason: p.reason });
  }
  let replay: ReplayResult | undefined;
  let verdict: ReplayVerdict | undefined;
  if (i.replay) {
    replay = replaySelection(i.replay.index, i.tool, i.current, i.candidate, i.replay.queries);
    const selectors: SelectorReplay[] = [{ selector: 'bm25', ...replay }, ...(i.embeddingReplays ?? [])];
    verdict = {
      ...replayVerdict(selectors, i.replayMaxP ?? 1, i.replay.queries.length, i.replayMustGain ?? true),
      queries: replay.queries,
      before: replay.before,
      after: replay.after,
    };
    gates.push({ gate: 'replay', passed: verdict.passed, reason: verdict.reason, gain: verdict.gain });
  }
  return {
    passed: gates.every((g) => g.passed),
    gates,
    lintBefore,
    lintAfter,
    ...(replay ? { replay } : {}),
    ...(verdict ? { verdict } : {}),
    ...(privacyFindings ? { privacyFindings } : {}),
  };
}

function injectionGate(i: GateInput): GateResult {
  const grounding = i.grounded ? { schema: JSON.stringify(i.inputSchema ?? {}), evidence: i.evidenceText } : undefined;
  return {
    gate: 'injection',
    ...checkInjection({
      candidate: i.candidate,
      reviewed: i.current,
      grounding,
      intent: i.intent,
      siblings: i.siblings,
      schema: i.inputSchema,
    }),
  };
}

/**
 * The report of `runGates(i)` had `i.intent` been `intent`: the LLM reader's findings are
 * known only after the gates ran, and the injection gate is the one gate that reads them,
 * so only it is run again; the others (replay above all, the costly one) stand as they were.
 */
export function withIntent(i: GateInput, report: GateReport, intent: IntentResult | undefined): GateReport {
  const gates = report.gates.map((g) => (g.gate === 'injection' ? injectionGate({ ...i, intent }) : g));
  return { ...report, gates, passed: gates.every((g) => g.passed) };
}

/** The rubric components a candidate scores worse on than the current text (the lint gate blocks any). */
export function lintWorse(before: RubricResult, after: RubricResult): (typeof COMPONENTS)[number][] {
  return COMPONENTS.filter((c) => after.scores[c] < before.scores[c]);
}

function lintGate(before: RubricResult, after: RubricResult, mustImprove: boolean): GateResult {
  const worse = lintWorse(before, after);
  if (worse.length)
    return {
      gate: 'lint',
      passed: false,
      reason: `gets worse on ${worse.map((c) => `${c} ${before.scores[c]}→${after.scores[c]}`).join(', ')}`,
    };
  const sum = (r: RubricResult) => COMPONENTS.reduce((n, c) => n + r.scores[c], 0);
  if (mustImprove && after.label !== 'Good' && sum(after) <= sum(before)) {
    return {
      gate: 'lint',
      passed: false,
      reason: `neither Good nor better than the current (${sum(before)} → ${sum(after)} of 30)`,
    };
  }
  return { gate: 'lint', passed: true, reason: `${after.label}; rubric ${sum(before)} → ${sum(after)} of 30` };
}
