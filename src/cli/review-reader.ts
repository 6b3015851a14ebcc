// The injection gate's LLM reader for a human proposal's advisory gates (`propose`,
// `proposals revive`) and for `whetstone check`: with an LLM configured and WHETSTONE_POISONING_LLM on, metered
// like the optimizer's (purpose 'poisoning', the daily budget shared); otherwise none, and
// nothing LLM-related is loaded.
import type { Config } from '../config.ts';
import type { MeaningReader } from '../quality/poisoning/llm-reader.ts';
import { readerOffWhy } from '../review/reader-off.ts';
import type { Db } from '../store/db.ts';

export async function reviewReader(config: Config, db: Db): Promise<MeaningReader | undefined> {
  if (!config.poisoningLlm || !config.llmProvider) return undefined;
  const [{ createLlm }, { createLogger }, { poisoningReader }] = await Promise.all([
    import('../llm/provider.ts'),
    import('../log.ts'),
    import('../optimize/setup.ts'),
  ]);
  const log = createLogger(config.logLevel);
  return poisoningReader(config, { llm: createLlm(config, { db, log }), log });
}

/** Why there is no LLM reader, in words (undefined when there is one). */
export function readerOff(config: Config): string | undefined {
  return readerOffWhy(config.poisoningLlm, Boolean(config.llmProvider));
}
