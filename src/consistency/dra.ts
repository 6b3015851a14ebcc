import type { AxAIService } from '@ax-llm/ax';
import type { ConsistencyFinding, ToolCodeFacts } from './types.ts';
export interface DraLlm {
  ai: AxAIService;
  /** Called before each LLM call; throws when the budget is used up. */
  beforeCall?: () => Promise<void>;
}
export async function functionalFindings(_llm: DraLlm, _t: ToolCodeFacts, _bundle: string): Promise<ConsistencyFinding[]> {
  return [];
}
