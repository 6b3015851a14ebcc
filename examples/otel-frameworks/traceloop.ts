// OpenLLMetry (@traceloop/node-server-sdk): an agent loop written as Traceloop's docs show
// it, a workflow around the run, the OpenAI client instrumented (its chat spans) and each
// tool run inside withTool (traceloop.span.kind = tool, traceloop.entity.input/output).
// The OpenAI client talks to the local scripted server.
import * as traceloop from '@traceloop/node-server-sdk';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import OpenAI from 'openai';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { MODEL, otlpJson, runTool, scriptedOpenAI, SESSIONS, type Session, TOOLS } from './common.ts';

type ChatMessage = OpenAI.Chat.Completions.ChatCompletionMessageParam;

async function runSession(client: OpenAI, s: Session): Promise<string> {
  return traceloop.withWorkflow({ name: 'notes_assistant' }, async () => {
    const messages: ChatMessage[] = [
      { role: 'system', content: "You manage the user's notes with the notes tools." },
      { role: 'user', content: s.query },
    ];
    for (let step = 0; step < 5; step++) {
      const r = await client.chat.completions.create({
        model: MODEL,
        messages,
        tools: TOOLS.map((t) => ({
          type: 'function' as const,
          function: { name: t.name, description: t.description, parameters: t.parameters },
        })),
      });
      const msg = r.choices[0]!.message;
      messages.push(msg);
      if (!msg.tool_calls?.length) return msg.content ?? '';
      for (const call of msg.tool_calls) {
        if (call.type !== 'function') continue;
        const args = JSON.parse(call.function.arguments) as Record<string, unknown>;
        const name = call.function.name;
        // One object argument: the SDK records it as the span's kwargs.
        const content = await traceloop.withTool(
          { name },
          (a: Record<string, unknown>) => runToolRecorded(name, a),
          args,
        );
        messages.push({ role: 'tool', tool_call_id: call.id, content });
      }
    }
    return '';
  });
}

/**
 * A tool run inside withTool. The SDK (0.27) never ends an entity span whose function
 * throws, so the app records the error on the tool's span, as OTel's API lets any app, and
 * hands the model the error text.
 */
async function runToolRecorded(name: string, args: Record<string, unknown>): Promise<string> {
  try {
    return runTool(name, args);
  } catch (err) {
    const span = trace.getActiveSpan();
    span?.recordException(err as Error);
    span?.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
    return `error: ${(err as Error).message}`;
  }
}

export async function traceloopExport(): Promise<string> {
  process.env.TRACELOOP_TELEMETRY = 'FALSE';
  const server = await scriptedOpenAI();
  const exporter = new InMemorySpanExporter();
  traceloop.initialize({
    appName: 'notes-assistant-traceloop',
    exporter,
    disableBatch: true,
    silenceInitializationMessage: true,
    // Offline: no prompt registry sync with Traceloop's cloud.
    traceloopSyncEnabled: false,
    // The CommonJS and ESM typings of the same class differ; the SDK patches the class it is given.
    instrumentModules: { openAI: OpenAI as never },
  });
  try {
    const client = new OpenAI({ apiKey: 'scripted', baseURL: server.url });
    for (const s of SESSIONS) await runSession(client, s);
    await traceloop.forceFlush();
    return otlpJson(exporter.getFinishedSpans());
  } finally {
    await server.close();
  }
}
