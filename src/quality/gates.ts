// Every candidate passes through the same gates; each says why when it blocks. A
// candidate becomes a proposal only if all pass and it beats the current version.
import { checkDisclosure, type ToolAnnotations } from './disclosure.ts';
import { checkInjection, type Finding } from './injection.ts';
import { checkLength } from './length.ts';
import { replaySelection, type ReplayQuery, type ReplayResult } from './replay.ts';
import { COMPONENTS, scoreDescription, type RubricResult } from './rubric.ts';
import type { Bm25Index } from './bm25.ts';

export type GateName = 'lint' | 'disclosure' | 'injection' | 'length' | 'replay';

export interface GateResult {
  gate: GateName;
  passed: boolean;
  reason: string;
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
  maxWords: number;
  maxGrowth: number;
  replay?: { index: Bm25Index; queries: ReplayQuery[] } | undefined;
}

export interface GateReport {
  passed: boolean;
  gates: GateResult[];
  lintBefore: RubricResult;
  lintAfter: RubricResult;
  replay?: ReplayResult;
}

export function runGates(i: GateInput): GateReport {
  const lintBefore = scoreDescription({ description: i.current, inputSchema: i.inputSchema });
  const lintAfter = scoreDescription({ description: i.candidate, inputSchema: i.inputSchema });
  const gates: GateResult[] = [lintGate(lintBefore, lintAfter)];
  gates.push({ gate: 'disclosure', ...checkDisclosure({ candidate: i.candidate, reviewed: i.current, annotations: i.annotations }) });
  gates.push({ gate: 'injection', ...checkInjection({ candidate: i.candidate, reviewed: i.current }) });
  gates.push({ gate: 'length', ...checkLength(i.candidate, i.current, { maxWords: i.maxWords, maxGrowth: i.maxGrowth }) });
  let replay: ReplayResult | undefined;
  if (i.replay) {
    replay = replaySelection(i.replay.index, i.tool, i.current, i.candidate, i.replay.queries);
    gates.push({
      gate: 'replay',
      passed: replay.after >= replay.before,
      reason:
        replay.queries === 0
          ? 'no recorded query is affected'
          : `top-1 on ${replay.queries} affected recorded queries: ${replay.before} → ${replay.after}${replay.after < replay.before ? ' (worse)' : ''}`,
    });
  }
  return { passed: gates.every((g) => g.passed), gates, lintBefore, lintAfter, ...(replay ? { replay } : {}) };
}

function lintGate(before: RubricResult, after: RubricResult): GateResult {
  const worse = COMPONENTS.filter((c) => after.scores[c] < before.scores[c]);
  if (worse.length) return { gate: 'lint', passed: false, reason: `gets worse on ${worse.map((c) => `${c} ${before.scores[c]}→${after.scores[c]}`).join(', ')}` };
  const sum = (r: RubricResult) => COMPONENTS.reduce((n, c) => n + r.scores[c], 0);
  if (after.label !== 'Good' && sum(after) <= sum(before)) {
    return { gate: 'lint', passed: false, reason: `neither Good nor better than the current (${sum(before)} → ${sum(after)} of 30)` };
  }
  return { gate: 'lint', passed: true, reason: `${after.label}; rubric ${sum(before)} → ${sum(after)} of 30` };
}
