// The Vercel AI SDK 7 (the `ai7` alias of ai@7) with its OpenTelemetry integrations from
// @ai-sdk/otel: the first session through generateText, the second through streamText,
// several steps each (stopWhen), over the SDK's own mock model (ai/test). Unlike AI SDK 5's
// ai.* spans, its OpenTelemetry integration records the GenAI conventions (invoke_agent,
// agent_step, chat and execute_tool spans); LegacyOpenTelemetry, for apps moving from v5,
// records v5's ai.* spans (see docs/traces.md).
import { LegacyOpenTelemetry, OpenTelemetry } from '@ai-sdk/otel';
import { generateText, isStepCount, jsonSchema, streamText, tool } from 'ai7';
import { MockLanguageModelV4 } from 'ai7/test';
import { MODEL, memoryProvider, otlpJson, SESSIONS, type Session, toolSet } from './common.ts';

const USAGE = {
  inputTokens: { total: 120, noCache: 120, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};

/** The model's turn: step i of the session, found by how many tool results the prompt holds. */
function turnOf(s: Session, prompt: { role: string }[], calls: number) {
  const step = s.steps[Math.min(prompt.filter((m) => m.role === 'tool').length, s.steps.length - 1)]!;
  if (!step.call) return { text: step.text ?? '' };
  return { call: { toolCallId: `call_${calls}`, toolName: step.call.name, input: JSON.stringify(step.call.args) } };
}

/** The mock model: generate answers the whole turn, stream sends it in parts as a provider does. */
function mockModel(s: Session): MockLanguageModelV4 {
  let calls = 0;
  return new MockLanguageModelV4({
    provider: 'openai.chat',
    modelId: MODEL,
    doGenerate: async (options) => {
      const turn = turnOf(s, options.prompt, ++calls);
      return {
        content: turn.call ? [{ type: 'tool-call', ...turn.call }] : [{ type: 'text', text: turn.text }],
        finishReason: { unified: turn.call ? 'tool-calls' : 'stop', raw: turn.call ? 'tool_calls' : 'stop' },
        usage: USAGE,
        response: { id: `resp_${calls}`, modelId: MODEL },
        warnings: [],
      };
    },
    doStream: async (options) => {
      const turn = turnOf(s, options.prompt, ++calls);
      const parts = turn.call
        ? [{ type: 'tool-call', ...turn.call }]
        : [
            { type: 'text-start', id: 't1' },
            { type: 'text-delta', id: 't1', delta: turn.text },
            { type: 'text-end', id: 't1' },
          ];
      const finish = {
        type: 'finish',
        usage: USAGE,
        finishReason: { unified: turn.call ? 'tool-calls' : 'stop', raw: turn.call ? 'tool_calls' : 'stop' },
      };
      const all = [{ type: 'stream-start', warnings: [] }, ...parts, finish];
      const stream = new ReadableStream({
        start(c) {
          for (const p of all) c.enqueue(p);
          c.close();
        },
      });
      // biome-ignore lint/suspicious/noExplicitAny: the parts are the V4 stream parts, typed loosely here
      return { stream: stream as any };
    },
  });
}

/** An export through the GenAI integration, or (legacy) through the one recording v5's spans. */
export async function aiSdk7Export(legacy = false): Promise<string> {
  const { provider, exporter } = memoryProvider(
    `notes-assistant-ai-sdk-7${legacy ? '-legacy' : ''}`,
    legacy ? 0xa17e : 0xa17d,
  );
  const tracer = provider.getTracer('ai');
  const telemetry = {
    functionId: 'notes-assistant',
    integrations: legacy ? new LegacyOpenTelemetry({ tracer }) : new OpenTelemetry({ tracer }),
  };
  const [first, second] = SESSIONS as [Session, Session];
  const common = {
    system: "You manage the user's notes with the notes tools.",
    tools: toolSet((def) => tool(def), jsonSchema<Record<string, unknown>>),
    stopWhen: isStepCount(5),
    telemetry,
  };
  await generateText({ ...common, model: mockModel(first), prompt: first.query });
  const streamed = streamText({ ...common, model: mockModel(second), prompt: second.query });
  await streamed.consumeStream();
  await provider.forceFlush();
  return otlpJson(exporter.getFinishedSpans());
}
