// The LLM improver: the methodology's signature (tool name, its arguments, the original
// docstring, correct and failed examples → improved docstring) through ax, asked for C
// candidates. The examples are redacted and quoted. Spending is metered by the service
// the caller passes (src/llm/meter.ts), which also enforces the run's token limit.
import { ax, type AxAIService } from '@ax-llm/ax';
import { assembleComponents, type Components } from '../catalog/components.ts';
import { budgetErrorIn } from '../llm/meter.ts';
import { loadSignature } from '../llm/signatures.ts';
import type { Redactor } from '../privacy/redact.ts';
import type { Evidence, EvidenceItem } from './evidence.ts';

export interface ImproverInput {
  toolName: string;
  inputSchema: Record<string, unknown>;
  current: string;
  evidence: Evidence;
}

export interface Improved {
  candidates: string[];
  /** Each candidate's components as the model wrote them (the version stores them). */
  components: Map<string, Components>;
  calls: number;
  errors: string[];
  /** Why generation stopped before C candidates (a token limit), if it did. */
  stoppedBy?: string;
}

export function improverInputs(i: ImproverInput, redactor: Redactor): Record<string, string> {
  const counts = new Map<string, number>();
  const show = (x: EvidenceItem) =>
    redactor.redactString(
      JSON.stringify({
        user_query: x.query,
        ...(x.goal ? { user_goal: x.goal } : {}),
        arguments: x.arguments,
        result_start: x.resultPreview,
        final_answer: x.finalAnswer,
        judged_score: x.score,
        ...(x.outcome === 'wrong_pick' && x.servedBy
          ? { wrong_pick: true, served_instead_by: x.servedBy }
          : { outcome: x.outcome }),
      }),
      counts,
    );
  return {
    toolName: i.toolName,
    toolInputArguments: JSON.stringify(i.inputSchema ?? {}),
    originalDocstring: i.current,
    correctExamples: i.evidence.successes.map(show).join('\n') || '(none)',
    failedExamples: i.evidence.failures.map(show).join('\n') || '(none)',
  };
}

export async function improveWithLlm(
  ai: AxAIService,
  i: ImproverInput,
  o: { candidates: number; redactor: Redactor; maxRetries: number; maxOutputTokens?: number | undefined },
): Promise<Improved> {
  const input = improverInputs(i, o.redactor);
  const out: Improved = { candidates: [], components: new Map(), calls: 0, errors: [] };
  for (let c = 0; c < o.candidates; c++) {
    const gen = ax(loadSignature('docstring-improver'));
    out.calls++;
    try {
      // Candidates differ by sampling temperature: the first is the model's best guess.
      const res = (await gen.forward(ai, input, {
        maxRetries: o.maxRetries,
        modelConfig: {
          temperature: c === 0 ? 0 : 0.7,
          ...(o.maxOutputTokens ? { maxTokens: o.maxOutputTokens } : {}),
        },
      })) as Record<string, unknown>;
      const parts = componentsOf(res);
      const text = assembleComponents(parts);
      if (text) {
        out.candidates.push(text);
        out.components.set(text, parts);
      } else out.errors.push('the improver returned no toolPurpose');
    } catch (err) {
      // The meter refuses before a call once a limit is reached: stop, and say which.
      const refused = budgetErrorIn(err);
      if (refused) {
        out.calls--;
        out.stoppedBy = refused.message;
        break;
      }
      out.errors.push((err as Error).message.split('\n')[0]!.slice(0, 300));
    }
  }
  out.candidates = [...new Set(out.candidates)];
  return out;
}

/** The signature's output fields as components (catalog/components.ts); empty ones left out. */
function componentsOf(res: Record<string, unknown>): Components {
  const fields: [keyof Components, string][] = [
    ['purpose', 'toolPurpose'],
    ['whenToUse', 'whenToUse'],
    ['whenNotToUse', 'whenNotToUse'],
    ['parameters', 'parameterNotes'],
    ['examples', 'usageExamples'],
  ];
  const c: Components = {};
  for (const [k, f] of fields) {
    const v = res[f];
    if (typeof v === 'string' && v.trim()) c[k] = v.trim();
  }
  return c;
}
