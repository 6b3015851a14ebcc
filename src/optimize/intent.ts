// The injection gate's meaning scorer, run ahead of the gates for a run's candidates (one
// batch: every added sentence embedded once). A model that cannot load or fails is no
// reason to stop optimizing: the gate then runs on its rules alone and says so.
import { messageOf } from '../errors.ts';
import type { IntentResult } from '../quality/injection.ts';
import type { OptimizerOptions } from './options.ts';

export async function intentsFor(
  o: Pick<OptimizerOptions, 'intent' | 'log'>,
  current: string,
  texts: string[],
): Promise<Map<string, IntentResult>> {
  if (!o.intent || !texts.length) return new Map();
  try {
    const verdicts = await o.intent.score(texts.map((candidate) => ({ candidate, reviewed: current })));
    return new Map(texts.map((t, i) => [t, { model: verdicts[i]!.model, findings: verdicts[i]!.findings }]));
  } catch (err) {
    o.log.warn(
      { err: messageOf(err), model: o.intent.model },
      'the meaning scorer failed; the injection gate ran on its rules alone',
    );
    return new Map();
  }
}
