// The LLM jury: the rubric as a prompt, asked of N judges (models from config), averaged
// per component; a component whose mean is below 3 is a smell. A judge whose answer is
// malformed (a score outside 1–5, a missing field) gets ax's correction retries; if it
// still fails it is left out and reported, never averaged in.
import { ax, type AxAIService } from '@ax-llm/ax';
import { loadSignature } from '../llm/signatures.ts';
import { icc21, spearman } from './agreement.ts';
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
  /** 0–100: the mean component score rescaled (1 → 0, 5 → 100); undefined when no judge answered. */
  overall?: number;
  /** Whether the description needs improving: some component's mean is below 3 (a smell). */
  improvementNeeded?: boolean;
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
    overall: overallScore(mean),
    improvementNeeded: smells.length > 0,
    agreement: { judgesAnswered: answered.length, flagUnanimity: unanimous / COMPONENTS.length, spread },
  };
}

/** The 0–100 overall score of six 1–5 component scores: their mean, rescaled so 1 is 0 and 5 is 100. */
export function overallScore(scores: Scores): number {
  const m = COMPONENTS.reduce((a, c) => a + scores[c], 0) / COMPONENTS.length;
  return Math.round(((m - 1) / 4) * 100);
}

export interface PanelAgreement {
  /** Tools every judge scored (the rows ICC and Spearman use). */
  tools: number;
  judges: string[];
  /** Per component: ICC(2,1) over the judges, and the mean Spearman rho of each pair of judges. */
  components: Record<Component, { icc21: number; spearman: number }>;
}

/**
 * How far the judges agree across a catalogue, per component: ICC(2,1) (absolute
 * agreement: a judge who is always a point harsher lowers it) beside Spearman's rho (rank
 * agreement only). Needs at least two tools that every judge scored.
 */
export function panelAgreement(results: JuryResult[]): PanelAgreement | undefined {
  const judges = [...new Set(results.flatMap((r) => r.verdicts.map((v) => v.judge)))];
  if (judges.length < 2) return undefined;
  const rows = results
    .map((r) => judges.map((j) => r.verdicts.find((v) => v.judge === j)?.scores))
    .filter((row): row is Scores[] => row.every((s) => s !== undefined));
  if (rows.length < 2) return undefined;
  const components = {} as PanelAgreement['components'];
  for (const c of COMPONENTS) {
    const rhos: number[] = [];
    for (let a = 0; a < judges.length; a++)
      for (let b = a + 1; b < judges.length; b++)
        rhos.push(
          spearman(
            rows.map((r) => r[a]![c]),
            rows.map((r) => r[b]![c]),
          ),
        );
    components[c] = {
      icc21: icc21(rows.map((r) => r.map((s) => s[c]))),
      spearman: rhos.reduce((x, y) => x + y, 0) / rhos.length,
    };
  }
  return { tools: rows.length, judges, components };
}
