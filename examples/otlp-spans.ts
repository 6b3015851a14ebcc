// Writes examples/otlp-spans.jsonl: three agent sessions on the example's `notes` server as
// the real OpenTelemetry JS SDK records them, serialized as the Collector's file exporter
// writes OTLP/JSON (one ExportTraceServiceRequest a line), for trying
// `whetstone ingest --format otlp` without an agent of your own:
//
//   WHETSTONE_OTEL_DEFAULT_SERVER=notes npx whetstone ingest --format otlp examples/otlp-spans.jsonl
//
// Two sessions use the GenAI conventions with MCP client spans (stdio, so no server
// address: the default server names it), one of them with a failed tool call; the third
// uses OpenInference (AGENT, LLM and TOOL spans). One session's tool arguments carry a
// token-shaped string (fake), which is redacted before the trace is stored (the staged
// spans holding it are deleted with that commit). The spans are cut into requests out of
// order, as an exporter's batches arrive, so the file exercises the assembly too.
//
// Self-contained on purpose, so a reader needs this one file: lib/datasets/otel-sessions.ts
// records the bench's and the tests' sessions alike, but with random ids, server
// addresses and attributes of its own. Regenerate with `npm run example:otlp`;
// test/integration/otlp-example.test.ts checks the file is what this writes. Ids come
// from counters and times are fixed, so the output is the same on every run.
import { realpathSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
  type IdGenerator,
  type ReadableSpan,
} from '@opentelemetry/sdk-trace';

/** Ids from counters: the same file on every run (the SDK's default ids are random). */
function countingIds(prefix: number): IdGenerator {
  let traces = 0;
  let spans = 0;
  const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
  return {
    generateTraceId: () => `${hex(prefix, 8)}${hex(++traces, 24)}`,
    generateSpanId: () => `${hex(prefix & 0xffff, 4)}${hex(++spans, 12)}`,
  };
}

function providerFor(service: string, prefix: number) {
  const exporter = new InMemorySpanExporter();
  const tracerProvider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': service }),
    idGenerator: countingIds(prefix),
    spanProcessors: [new SimpleSpanProcessor({ exporter })],
  });
  return { tracerProvider, exporter };
}

interface Call {
  name: string;
  args: Record<string, unknown>;
  result?: string;
  error?: string;
  ms: number;
}

interface Session {
  id: string;
  query: string;
  calls: Call[];
  answer: string;
  t0: number;
}

const text = (content: string) => ({ type: 'text', content });
const MODEL = 'gpt-4.1-mini';
const PROVIDER = 'openai';

/** An agent SDK's GenAI spans (invoke_agent → chat, execute_tool), with the MCP client's tools/call span inside each tool call. */
function genAiSession(tracer: Tracer, s: Session): void {
  let t = s.t0;
  const root = tracer.startSpan('invoke_agent notes-assistant', {
    kind: SpanKind.INTERNAL,
    startTime: t,
    attributes: {
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.provider.name': PROVIDER,
      'gen_ai.agent.name': 'notes-assistant',
      'gen_ai.conversation.id': s.id,
      'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [text(s.query)] }]),
      'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', parts: [text(s.answer)] }]),
    },
  });
  const ctx = trace.setSpan(ROOT_CONTEXT, root);
  const history: unknown[] = [
    { role: 'system', parts: [text("You manage the user's notes with the notes tools.")] },
    { role: 'user', parts: [text(s.query)] },
  ];
  for (let i = 0; i <= s.calls.length; i++) {
    const call = s.calls[i];
    const output = call
      ? [{ role: 'assistant', parts: [{ type: 'tool_call', id: `call_${i}`, name: call.name, arguments: call.args }] }]
      : [{ role: 'assistant', parts: [text(s.answer)] }];
    const chat = tracer.startSpan(
      `chat ${MODEL}`,
      {
        kind: SpanKind.CLIENT,
        startTime: t,
        attributes: {
          'gen_ai.operation.name': 'chat',
          'gen_ai.provider.name': PROVIDER,
          'gen_ai.request.model': MODEL,
          'gen_ai.input.messages': JSON.stringify(history),
          'gen_ai.output.messages': JSON.stringify(output),
        },
      },
      ctx,
    );
    t += 400;
    chat.end(t);
    if (!call) break;
    history.push(output[0]);
    const tool = tracer.startSpan(
      `execute_tool ${call.name}`,
      { kind: SpanKind.INTERNAL, startTime: t, attributes: executeTool(call, `call_${i}`) },
      ctx,
    );
    // The MCP client's span of the same call (stdio transport: no server address).
    const mcp = tracer.startSpan(
      `tools/call ${call.name}`,
      { kind: SpanKind.CLIENT, startTime: t + 2, attributes: mcpToolsCall(call, s.id, i + 1) },
      trace.setSpan(ROOT_CONTEXT, tool),
    );
    endCall(mcp, call, t + call.ms - 2);
    endCall(tool, call, t + call.ms);
    t += call.ms;
    history.push({
      role: 'tool',
      parts: [{ type: 'tool_call_response', id: `call_${i}`, response: call.result ?? call.error }],
    });
  }
  root.end(t + 20);
}

/** The same kind of session as OpenInference instrumentations record it (AGENT → LLM, TOOL). */
function openInferenceSession(tracer: Tracer, s: Session): void {
  let t = s.t0;
  const root = tracer.startSpan('notes-assistant', {
    startTime: t,
    attributes: {
      'openinference.span.kind': 'AGENT',
      'input.value': s.query,
      'output.value': s.answer,
      'session.id': s.id,
      'agent.name': 'notes-assistant',
    },
  });
  const ctx = trace.setSpan(ROOT_CONTEXT, root);
  const inputs: Record<string, string> = {
    'llm.input_messages.0.message.role': 'user',
    'llm.input_messages.0.message.content': s.query,
  };
  for (let i = 0; i <= s.calls.length; i++) {
    const call = s.calls[i];
    const out = call
      ? {}
      : { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': s.answer };
    const llm = tracer.startSpan(
      'ChatCompletion',
      { startTime: t, attributes: { 'openinference.span.kind': 'LLM', 'llm.model_name': MODEL, ...inputs, ...out } },
      ctx,
    );
    t += 400;
    llm.end(t);
    if (!call) break;
    const tool = tracer.startSpan(
      call.name,
      {
        startTime: t,
        attributes: {
          'openinference.span.kind': 'TOOL',
          'tool.name': call.name,
          'input.value': JSON.stringify(call.args),
          'input.mime_type': 'application/json',
          ...(call.result !== undefined ? { 'output.value': call.result } : {}),
        },
      },
      ctx,
    );
    endCall(tool, call, t + call.ms);
    t += call.ms;
    inputs[`llm.input_messages.${i + 1}.message.role`] = 'tool';
    inputs[`llm.input_messages.${i + 1}.message.content`] = call.result ?? call.error ?? '';
  }
  root.end(t + 20);
}

/** A GenAI execute_tool span's attributes: the call's id and arguments, then its result or, failed, its error type. */
function executeTool(call: Call, id: string): Attributes {
  const a: Attributes = {
    'gen_ai.operation.name': 'execute_tool',
    'gen_ai.tool.name': call.name,
    'gen_ai.tool.call.id': id,
    'gen_ai.tool.call.arguments': JSON.stringify(call.args),
  };
  if (call.result === undefined) a['error.type'] = 'tool_error';
  else a['gen_ai.tool.call.result'] = call.result;
  return a;
}

/** The MCP client's tools/call span attributes (MCP semantic conventions), its error type when the call failed. */
function mcpToolsCall(call: Call, session: string, requestId: number): Attributes {
  const a: Attributes = {
    'mcp.method.name': 'tools/call',
    'gen_ai.operation.name': 'execute_tool',
    'gen_ai.tool.name': call.name,
    'jsonrpc.request.id': String(requestId),
  };
  a['mcp.session.id'] = `mcp-${session}`;
  a['network.transport'] = 'pipe';
  if (call.error !== undefined) a['error.type'] = 'tool_error';
  return a;
}

function endCall(span: Span, call: Call, at: number): void {
  if (call.error !== undefined) span.setStatus({ code: SpanStatusCode.ERROR, message: call.error });
  span.end(at);
}

const T0 = Date.UTC(2026, 10, 20, 10, 0, 0);

export const SESSIONS: Session[] = [
  {
    id: 'otlp-s-1',
    query: 'find my note about the dentist appointment',
    calls: [
      {
        name: 'search_notes',
        args: { query: 'dentist appointment', limit: 5 },
        result: '1 note: "Dentist" (Tuesday 10:00, bring the insurance card)',
        ms: 140,
      },
    ],
    answer: 'Your dentist appointment is on Tuesday at 10:00; bring the insurance card.',
    t0: T0,
  },
  {
    id: 'otlp-s-2',
    query: 'delete my old shopping list note',
    calls: [
      {
        name: 'search_notes',
        args: { query: 'shopping list' },
        result: '1 note: id n-204 "Shopping list" (last edited in March)',
        ms: 120,
      },
      { name: 'delete_note', args: { id: 'n-204' }, error: 'permission denied: the notebook is read-only', ms: 60 },
    ],
    answer: 'I could not delete it: the notebook holding it is read-only.',
    t0: T0 + 60_000,
  },
  {
    id: 'otlp-s-3',
    query: 'save the deploy steps from this chat as a note called Deploy',
    calls: [
      {
        name: 'create_note',
        // A token pasted into a chat reaches the tool's arguments: redacted at ingest.
        args: {
          title: 'Deploy',
          body: 'Run the release job, then tag it. Token: ghp_ExAmPlE00000000000000000000000000000',
        },
        result: 'created note n-311 "Deploy"',
        ms: 90,
      },
    ],
    answer: 'Saved as the note "Deploy".',
    t0: T0 + 120_000,
  },
];

/** The file's lines: each request a few spans, the spans out of order (every other span first). */
export function otlpExampleLines(): string[] {
  const genAi = providerFor('notes-assistant', 0x0e7a11);
  const oi = providerFor('notes-assistant-oi', 0x0e7a12);
  genAiSession(genAi.tracerProvider.getTracer('example-agent-sdk'), SESSIONS[0]!);
  genAiSession(genAi.tracerProvider.getTracer('example-agent-sdk'), SESSIONS[1]!);
  openInferenceSession(oi.tracerProvider.getTracer('example-openinference'), SESSIONS[2]!);
  const spans: ReadableSpan[] = [...genAi.exporter.getFinishedSpans(), ...oi.exporter.getFinishedSpans()];
  const shuffled = [...spans.filter((_, i) => i % 2 === 1), ...spans.filter((_, i) => i % 2 === 0)];
  const lines: string[] = [];
  for (let i = 0; i < shuffled.length; i += 5)
    lines.push(Buffer.from(JsonTraceSerializer.serializeRequest(shuffled.slice(i, i + 5))!).toString('utf8'));
  return lines;
}

// Run as a script (not imported by the test): write the file. The module's URL is its real
// path, so the script's path is compared resolved (a symlinked checkout still writes).
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const out = process.argv[2] ?? fileURLToPath(new URL('./otlp-spans.jsonl', import.meta.url));
  const lines = otlpExampleLines();
  writeFileSync(out, `${lines.join('\n')}\n`);
  process.stderr.write(`wrote ${lines.length} OTLP/JSON export requests (${SESSIONS.length} sessions) to ${out}\n`);
}
