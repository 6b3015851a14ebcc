// The OpenAI Agents SDK (@openai/agents) traced through OpenInference's processor
// (@arizeai/openinference-instrumentation-openai-agents): an Agent with the notes tools,
// run by the SDK's own loop, its model the SDK's default (Responses API) over the local
// scripted server. The SDK's own trace events become AGENT, LLM and TOOL spans.
import * as agents from '@openai/agents';
import { OpenAIAgentsInstrumentation } from '@arizeai/openinference-instrumentation-openai-agents';
import OpenAI from 'openai';
import { MODEL, memoryProvider, otlpJson, runTool, scriptedOpenAI, SESSIONS, TOOLS } from './common.ts';

export async function openaiAgentsExport(): Promise<string> {
  const server = await scriptedOpenAI();
  const { provider, exporter } = memoryProvider('notes-assistant-openai-agents', 0x0a6e);
  const instrumentation = new OpenAIAgentsInstrumentation({ tracerProvider: provider });
  instrumentation.manuallyInstrument(agents);
  try {
    const client = new OpenAI({ apiKey: 'scripted', baseURL: server.url });
    const model = new agents.OpenAIResponsesModel(client, MODEL);
    const tools = TOOLS.map((t) =>
      agents.tool({
        name: t.name,
        description: t.description,
        parameters: t.parameters as never,
        strict: false,
        execute: async (input: unknown) => runTool(t.name, input as Record<string, unknown>),
        // The SDK's default turns a thrown error into text for the model, as here, and marks the span.
        errorFunction: (_ctx, err) => `error: ${(err as Error).message}`,
      }),
    );
    const agent = new agents.Agent({
      name: 'notes-assistant',
      instructions: "You manage the user's notes with the notes tools.",
      model,
      tools,
    });
    for (const s of SESSIONS) await agents.run(agent, s.query, { maxTurns: 5 });
    await agents.getGlobalTraceProvider().forceFlush();
    await provider.forceFlush();
    return otlpJson(exporter.getFinishedSpans());
  } finally {
    instrumentation.uninstrument();
    await server.close();
  }
}
