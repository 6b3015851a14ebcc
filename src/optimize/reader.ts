// The LLM reader's pass over a run's candidates (quality/poisoning/llm-reader.ts). It reads
// only candidates every gate has passed (the rules and the embedding scorer found nothing,
// and no other gate blocks): a candidate already blocked costs no call. Its calls are
// metered as purpose 'poisoning', capped by what the run's token limit has left; a refusal
// or a failure leaves the gates' verdicts as they were, with a warning.
import { messageOf } from '../errors.ts';
import type { IntentResult } from '../quality/injection.ts';
import type { OptimizerOptions } from './options.ts';

export interface ReaderPass {
  /** The reader's result per candidate it read. */
  read: Map<string, IntentResult>;
  tokens: number;
  costUsd: number;
}

export async function readPassing(
  o: Pick<OptimizerOptions, 'reader' | 'llm' | 'log'>,
  base: { current: string; siblings: readonly string[] },
  texts: string[],
  tokensLeft: number,
): Promise<ReaderPass> {
  if (!o.reader || o.llm.mode !== 'online' || !texts.length) return { read: new Map(), tokens: 0, costUsd: 0 };
  const run = o.llm.meter.run('poisoning', Math.max(0, tokensLeft));
  try {
    const verdicts = await o.reader.score(
      texts.map((candidate) => ({ candidate, reviewed: base.current, siblings: base.siblings })),
      run,
    );
    // Only what it read: a text it could not read keeps the gates' verdict and reason.
    const read = new Map<string, IntentResult>();
    texts.forEach((t, i) => {
      const v = verdicts[i];
      if (v) read.set(t, { model: v.model, findings: v.findings });
    });
    return {
      read,
      tokens: run.tokens,
      costUsd: run.costUsd,
    };
  } catch (err) {
    o.log.warn({ err: messageOf(err), model: o.reader.model }, 'the LLM reader failed; the gates stand as they were');
    return { read: new Map(), tokens: run.tokens, costUsd: run.costUsd };
  }
}
