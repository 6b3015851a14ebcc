// The one scripted seam: ax's own AxMockAIService standing in for an LLM provider (benches
// and tests script the LLM with it; production code never imports it).
import { AxMockAIService, type AxAIService, type AxChatRequest } from '@ax-llm/ax';

export interface ScriptedAI {
  ai: AxAIService;
  /** Every prompt the "model" was sent, as plain text. */
  prompts: string[];
}

/** Replies come from `reply(callIndex, prompt)`; a thrown error is the provider failing. */
export function scriptedAI(reply: (call: number, prompt: string) => string | Promise<string>): ScriptedAI {
  const prompts: string[] = [];
  const service = new AxMockAIService<string>({
    features: { functions: false, streaming: false },
    chatResponse: async (req: Readonly<AxChatRequest<unknown>>) => {
      const prompt = req.chatPrompt
        .map((m) => ('content' in m && typeof m.content === 'string' ? m.content : JSON.stringify(m)))
        .join('\n');
      prompts.push(prompt);
      const content = await reply(prompts.length - 1, prompt);
      return {
        results: [{ index: 0, content, finishReason: 'stop' as const }],
        modelUsage: {
          ai: 'scripted',
          model: 'scripted',
          tokens: {
            promptTokens: Math.ceil(prompt.length / 4),
            completionTokens: Math.ceil(content.length / 4),
            totalTokens: Math.ceil((prompt.length + content.length) / 4),
          },
        },
      };
    },
  });
  return { ai: service as unknown as AxAIService, prompts };
}
