// The functional findings, with an LLM: Direct (check each claim of the description against
// the code), Reverse (summarise the code without the description), Arbitration (compare both
// and score each kind 0–100), after DCIChecker's design. Three metered calls per tool; the
// caller's `beforeCall` refuses when the daily budget is used up, which ends the pass cleanly.
import { type AxAIService, ax } from '@ax-llm/ax';
import { loadSignature } from '../llm/signatures.ts';
import type { ConsistencyFinding, ToolCodeFacts } from './types.ts';

export interface DraLlm {
  ai: AxAIService;
  /** Called before each LLM call; throws when the budget is used up. */
  beforeCall?: () => Promise<void>;
}

/** A kind is reported at or above this score (the arbiter's own confidence). */
export const DRA_THRESHOLD = 70;
/** Bundles are cut to this many characters so one tool cannot spend the budget. */
export const MAX_BUNDLE_CHARS = 24_000;

const KINDS = [
  ['unimplemented', 'unimplementedScore'],
  ['overclaimed', 'overclaimedScore'],
  ['misdescribed', 'misdescribedScore'],
  ['ambiguous', 'ambiguousScore'],
] as const;

export async function functionalFindings(
  llm: DraLlm,
  tool: ToolCodeFacts,
  bundle: string,
): Promise<ConsistencyFinding[]> {
  const codeBundle = bundle.length > MAX_BUNDLE_CHARS ? `${bundle.slice(0, MAX_BUNDLE_CHARS)}\n… (cut)` : bundle;
  const toolDescription = tool.description || '(no description)';
  const call = async (sig: string, input: Record<string, string>) => {
    await llm.beforeCall?.();
    return (await ax(loadSignature(sig)).forward(llm.ai, input, { maxRetries: 2 })) as Record<string, unknown>;
  };
  const direct = await call('consistency-direct', { toolName: tool.name, toolDescription, codeBundle });
  const reverse = await call('consistency-reverse', { toolName: tool.name, codeBundle });
  const verdict = await call('consistency-arbitration', {
    toolName: tool.name,
    toolDescription,
    claimsChecked: String(direct.claimsChecked ?? ''),
    codeSummary: String(reverse.codeSummary ?? ''),
  });
  const evidence = [{ ...tool.registered_at, call: tool.name }];
  return KINDS.flatMap(([type, field]) => {
    const score = Math.max(0, Math.min(100, Math.round(Number(verdict[field]) || 0)));
    if (score < DRA_THRESHOLD) return [];
    return [{ type, severity: 'warning' as const, score, message: String(verdict.verdictReason ?? type), evidence }];
  });
}
