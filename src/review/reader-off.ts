// Why there is no LLM reader, in the words a proposal's note uses (./reader-note.ts): the
// one wording for the optimizer's proposals and a human's, whoever notes them.
// Imports nothing: the CLI's command modules read it while registering commands.

/** The reason when no LLM is configured at all. */
export const NO_LLM_READER = 'no LLM configured (WHETSTONE_LLM_PROVIDER unset): offline, rules only';

/** Undefined when there is a reader: else no LLM configured, or the reader turned off. */
export function readerOffWhy(poisoningLlm: boolean, llmConfigured: boolean): string | undefined {
  if (!llmConfigured) return NO_LLM_READER;
  if (!poisoningLlm) return 'turned off (WHETSTONE_POISONING_LLM=false)';
  return undefined;
}
