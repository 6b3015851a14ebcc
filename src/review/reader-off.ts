// Why there is no LLM reader, in the words a proposal's note uses (./reader-note.ts).
// Imports nothing: the CLI's command modules read it while registering commands.

/** Undefined when there is a reader: else no LLM (`noLlm`, its reason), or turned off. */
export function readerOffWhy(poisoningLlm: boolean, noLlm: string | undefined): string | undefined {
  if (noLlm) return noLlm;
  if (!poisoningLlm) return 'turned off (WHETSTONE_POISONING_LLM=false)';
  return undefined;
}
