// The injection gate's LLM reader as `npm run bench:gates -- --llm-reader` runs it: the LLM
// configured in the environment (WHETSTONE_LLM_*), metered in this process (the daily
// budget applies, no run limit), reading only the cases the rules and the scorer let
// through, as the product does. Without the flag or an LLM it is off, and says so.
import { resolveConfig } from '../../src/config.ts';
import type { LlmRun } from '../../src/llm/meter.ts';
import { createLlm } from '../../src/llm/provider.ts';
import { createLogger } from '../../src/log.ts';
import { poisoningReader } from '../../src/optimize/setup.ts';
import type { MeaningReader } from '../../src/quality/poisoning/llm-reader.ts';
import { note } from './env.ts';

export function benchLlmReader(): { reader: MeaningReader; run: LlmRun } | undefined {
  if (!process.argv.includes('--llm-reader')) return undefined;
  const c = resolveConfig();
  const log = createLogger('warn');
  const llm = createLlm(c, { log });
  if (llm.mode !== 'online') {
    note(`LLM reader off: ${llm.reason}`);
    return undefined;
  }
  const reader = poisoningReader({ ...c, poisoningLlm: true }, { llm, log })!;
  return { reader, run: llm.meter.run('poisoning') };
}
