// The Vercel AI SDK (ai 5): generateText with the notes tools and experimental_telemetry,
// several steps per run (stopWhen), over the SDK's own mock model (ai/test). The SDK records
// ai.generateText, ai.generateText.doGenerate and ai.toolCall spans.
import { generateText, jsonSchema, stepCountIs, tool } from 'ai';
import { MockLanguageModelV2 } from 'ai/test';
import { MODEL, memoryProvider, otlpJson, SESSIONS, type Session, toolSet } from './common.ts';

/** The mock model's turns: step i of the session, found by how many tool results the prompt holds. */
function mockModel(s: Session): MockLanguageModelV2 {
  let calls = 0;
  return new MockLanguageModelV2({
    provider: 'openai.chat',
    modelId: MODEL,
    doGenerate: async (options) => {
      const done = options.prompt.filter((m) => m.role === 'tool').length;
      const step = s.steps[Math.min(done, s.steps.length - 1)]!;
      const usage = { inputTokens: 120, outputTokens: 20, totalTokens: 140 };
      if (step.call) {
        return {
          content: [
            {
              type: 'tool-call',
              toolCallId: `call_${++calls}`,
              toolName: step.call.name,
              input: JSON.stringify(step.call.args),
            },
          ],
          finishReason: 'tool-calls',
          usage,
          warnings: [],
        };
      }
      return { content: [{ type: 'text', text: step.text ?? '' }], finishReason: 'stop', usage, warnings: [] };
    },
  });
}

export async function aiSdkExport(): Promise<string> {
  const { provider, exporter } = memoryProvider('notes-assistant-ai-sdk', 0xa15d);
  const tracer = provider.getTracer('ai');
  for (const s of SESSIONS) {
    await generateText({
      model: mockModel(s),
      system: "You manage the user's notes with the notes tools.",
      prompt: s.query,
      tools: toolSet((def) => tool(def), jsonSchema<Record<string, unknown>>),
      stopWhen: stepCountIs(5),
      experimental_telemetry: { isEnabled: true, tracer, functionId: 'notes-assistant' },
    });
  }
  await provider.forceFlush();
  return otlpJson(exporter.getFinishedSpans());
}
