// Who sits on the lint jury. Judges that differ (models, or providers) disagree for
// reasons worth seeing; one model asked three times mostly agrees with itself. So the
// panel is the configured judges or models, and one model repeated only when the config
// asks for it by name (juryRepeatOneModel), which the report then says.
import type { AxAIService } from '@ax-llm/ax';
import type { Config } from '../config.ts';
import type { JuryJudgeSpec } from '../config/models.ts';
import type { LlmRun } from '../llm/meter.ts';
import { axService, type OnlineLlm } from '../llm/provider.ts';
import type { JuryJudge } from './jury.ts';

export type JuryPanel = { judges: JuryJudge[]; kind: 'judges' | 'models' | 'one model repeated' } | { skipped: string };

/** How many times one model is asked when `juryRepeatOneModel` is set and no jury is configured. */
export const REPEATS = 3;

export function juryPanel(
  c: Config,
  llm: OnlineLlm,
  run: LlmRun,
  serviceFor: (spec: JuryJudgeSpec) => AxAIService = (spec) => axService(spec, c),
): JuryPanel {
  if (c.juryJudges?.length) {
    return {
      kind: 'judges',
      judges: c.juryJudges.map((j, i) => ({
        name: `${j.provider}/${j.model}${countOf(c.juryJudges!, j, i)}`,
        // Every judge's tokens are metered against the one daily budget.
        ai: llm.meter.wrap(serviceFor(j), j.model, run),
      })),
    };
  }
  if (c.juryModels?.length) {
    return {
      kind: 'models',
      judges: c.juryModels.map((m, i) => ({
        name: `${m}${countOf(c.juryModels!, m, i)}`,
        ai: llm.forModel(m, run),
      })),
    };
  }
  if (c.juryRepeatOneModel) {
    return {
      kind: 'one model repeated',
      judges: Array.from({ length: REPEATS }, (_, i) => ({
        name: `${llm.model}#${i + 1}`,
        ai: llm.forModel(llm.model, run),
      })),
    };
  }
  return {
    skipped:
      'no jury configured: set WHETSTONE_JURY_MODELS to different models (e.g. three) or WHETSTONE_JURY_JUDGES to judges on different providers; WHETSTONE_JURY_REPEAT_ONE_MODEL=true asks the one configured model three times instead (its self-consistency, not a jury)',
  };
}

/** "#2" for the second occurrence of a repeated entry, "" for a unique one. */
function countOf<T>(xs: T[], x: T, i: number): string {
  const same = xs.filter((y) => JSON.stringify(y) === JSON.stringify(x)).length;
  if (same < 2) return '';
  return `#${xs.slice(0, i + 1).filter((y) => JSON.stringify(y) === JSON.stringify(x)).length}`;
}
