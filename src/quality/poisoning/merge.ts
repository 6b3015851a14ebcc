// The injection gate's meaning findings from more than one reader (the embedding scorer,
// the LLM reader) as one IntentResult. Kept apart from llm-reader.ts so that the gates'
// callers do not load the LLM client to merge two lists.
import type { IntentResult } from '../injection.ts';

/**
 * The embedding scorer's result and the reader's as one: every finding of either kept,
 * none removed, the models named together. Either may be absent.
 */
export function mergeIntents(
  first: IntentResult | undefined,
  reader: IntentResult | undefined,
): IntentResult | undefined {
  if (!reader) return first;
  if (!first) return { model: reader.model, findings: [...reader.findings] };
  return { model: `${first.model} + ${reader.model}`, findings: [...first.findings, ...reader.findings] };
}
