// The LLM jury: the rubric as a prompt, asked of N judges (models from config), averaged
// per component; a component whose mean is below 3 is a smell. A judge whose answer is
// malformed (a score outside 1–5, a missing field) gets ax's correction retries; if it
// still fails it is left out and reported, never averaged in.
import { ax, type AxAIService } from '@ax-llm/ax';
import { loadSignature } from '../llm/signatures.ts';
import { COMPONENTS, SMELL_NAMES, type Component, type Scores } from './rubric.ts';

export interface JuryJudge {
  name: string;
  ai: AxAIService;
}

export interface JudgeVerdict {
  judge: string;
  scores?: Scores;
  reasoning?: string;
  error?: string;
}

export interface JuryResult {
  verdicts: JudgeVerdict[];
  /** Per-component mean over the judges that answered; undefined when none did. */
  mean?: Scores;
  smells: string[];
  label?: 'Good' | 'Bad';
  agreement: {
    judgesAnswered: number;
    /** Share of components on which every judge gives the same smell flag (score < 3). */
    flagUnanimity: number;
    /** Per component, highest minus lowest score among the judges. */
    spread: Partial<Record<Component, number>>;
  };
}

const FIELD: Record<Component, string> = {
  purpose: 'purpose',
  usage_guideline: 'usageGuideline',
  limitation: 'limitation',
  parameter_explanation: 'parameterExplanation',
  examples_balance: 'examplesBalance',
  length_completeness: 'lengthCompleteness',
};

export async function juryScore(
  judges: JuryJudge[],
  tool: { name: string; description: string; inputSchema?: unknown },
  opts: { maxRetries?: number } = {},
): Promise<JuryResult> {
  const signature = loadSignature('description-rubric');
  const input = {
    toolName: tool.name,
    toolDescription: tool.description,
    inputSchema: tool.inputSchema === undefined ? 'none' : JSON.stringify(tool.inputSchema),
  };
  const verdicts = await Promise.all(
    judges.map(async (j): Promise<JudgeVerdict> => {
      const gen = ax(signature);
      gen.addAssert((out: Record<string, unknown>) => {
        for (const c of COMPONENTS) {
          const v = out[FIELD[c]];
          if (v === undefined) return undefined; // not produced yet (streaming); checked when complete
          if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 5)
            return `${FIELD[c]} must be a whole number from 1 to 5`;
        }
        return true;
      });
      try {
        const out = (await gen.forward(j.ai, input, { maxRetries: opts.maxRetries ?? 2 })) as Record<string, unknown>;
        const scores = {} as Scores;
        for (const c of COMPONENTS) {
          const v = out[FIELD[c]];
          if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 5) {
            return { judge: j.name, error: `answered ${FIELD[c]}=${JSON.stringify(v)}, not a score from 1 to 5` };
          }
          scores[c] = v;
        }
        return { judge: j.name, scores, reasoning: typeof out.reasoning === 'string' ? out.reasoning : '' };
      } catch (err) {
        return { judge: j.name, error: (err as Error).message.split('\n')[0]!.slice(0, 300) };
      }
    }),
  );
  return aggregate(verdicts);
}

export function aggregate(verdicts: JudgeVerdict[]): JuryResult {
  const answered = verdicts.filter((v): v is JudgeVerdict & { scores: Scores } => v.scores !== undefined);
  if (answered.length === 0) {
    return { verdicts, smells: [], agreement: { judgesAnswered: 0, flagUnanimity: 0, spread: {} } };
  }
  const mean = {} as Scores;
  const spread: Partial<Record<Component, number>> = {};
  let unanimous = 0;
  for (const c of COMPONENTS) {
    const xs = answered.map((v) => v.scores[c]);
    mean[c] = Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 1000) / 1000;
    spread[c] = Math.max(...xs) - Math.min(...xs);
    const flags = new Set(xs.map((x) => x < 3));
    if (flags.size === 1) unanimous++;
  }
  const smells = COMPONENTS.filter((c) => mean[c] < 3).map((c) => SMELL_NAMES[c]);
  return {
    verdicts,
    mean,
    smells,
    label: smells.length ? 'Bad' : 'Good',
    agreement: { judgesAnswered: answered.length, flagUnanimity: unanimous / COMPONENTS.length, spread },
  };
}
