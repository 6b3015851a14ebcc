// Agent sessions as the real OpenTelemetry JS SDK records them (a TracerProvider with the
// GenAI + MCP or the OpenInference conventions), with explicit times so the equivalent
// trace v1 JSON can be written down independently, field by field.
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider, type ReadableSpan } from '@opentelemetry/sdk-trace';

export interface SessionSpec {
  server: string;
  agent: string;
  model: string;
  session: string;
  query: string;
  answer: string | null;
  calls: { name: string; args: Record<string, unknown>; result: string; error?: string; ms: number }[];
  t0: number; // ms since the epoch
}

/** `n` sessions of 1 to `maxCalls` tool calls each (in turn), on `servers` in turn. */
export function sessionSpecs(n: number, servers = ['search', 'fetch', 'files'], maxCalls = 3): SessionSpec[] {
  const out: SessionSpec[] = [];
  for (let i = 0; i < n; i++) {
    const server = servers[i % servers.length]!;
    const calls = Array.from({ length: 1 + (i % maxCalls) }, (_, k) => ({
      name: `${server}_tool_${k % 2}`,
      args: { q: `query ${i}.${k}`, limit: k + 1 },
      result: `result ${i}.${k}: ${'x'.repeat(k * 7)}`,
      ...(i % 5 === 4 && k === 0 ? { error: `upstream timeout ${i}` } : {}),
      ms: 20 + ((i * 7 + k * 13) % 90),
    }));
    out.push({
      server,
      agent: `agent-${i % 2}`,
      model: i % 2 ? 'gpt-4.1-mini' : 'claude-sonnet',
      session: `sess-${Math.floor(i / 2)}`,
      query: `Session ${i}: find what ${server} knows about topic ${i * 31}`,
      answer: i % 7 === 6 ? null : `Answer ${i}: it knows ${i % 4} things.`,
      calls,
      t0: Date.UTC(2026, 10, 21, 10, 0, 0) + i * 60_000,
    });
  }
  return out;
}

export function provider(serviceName: string): { tracerProvider: TracerProvider; exporter: InMemorySpanExporter } {
  const exporter = new InMemorySpanExporter();
  const tracerProvider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new SimpleSpanProcessor({ exporter })],
  });
  return { tracerProvider, exporter };
}

const text = (content: string) => ({ type: 'text', content });

/** GenAI agent spans (invoke_agent → chat, execute_tool → MCP tools/call client span). */
export function emitGenAi(tp: TracerProvider, s: SessionSpec): { traceId: string; expected: Record<string, unknown> } {
  const tracer = tp.getTracer('test-agent-sdk');
  let t = s.t0;
  const root = tracer.startSpan(`invoke_agent ${s.agent}`, {
    kind: SpanKind.INTERNAL,
    startTime: t,
    attributes: {
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.agent.name': s.agent,
      'gen_ai.conversation.id': s.session,
      'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [text(s.query)] }]),
      ...(s.answer !== null
        ? { 'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', parts: [text(s.answer)] }]) }
        : {}),
      'app.tenant': 'acme',
    },
  });
  const ctx = trace.setSpan(ROOT_CONTEXT, root);
  const history: unknown[] = [{ role: 'user', parts: [text(s.query)] }];
  const expectedCalls: Record<string, unknown>[] = [];
  for (let i = 0; i <= s.calls.length; i++) {
    const call = s.calls[i];
    const output = call
      ? [{ role: 'assistant', parts: [{ type: 'tool_call', id: `call_${i}`, name: call.name, arguments: call.args }] }]
      : s.answer !== null
        ? [{ role: 'assistant', parts: [text(s.answer)] }]
        : [];
    const chat = tracer.startSpan(
      `chat ${s.model}`,
      {
        kind: SpanKind.CLIENT,
        startTime: t,
        attributes: {
          'gen_ai.operation.name': 'chat',
          'gen_ai.request.model': s.model,
          'gen_ai.input.messages': JSON.stringify(history),
          ...(output.length ? { 'gen_ai.output.messages': JSON.stringify(output) } : {}),
        },
      },
      ctx,
    );
    t += 10;
    chat.end(t);
    if (!call) break;
    history.push(output[0]!);
    const tool = tracer.startSpan(
      `execute_tool ${call.name}`,
      {
        kind: SpanKind.INTERNAL,
        startTime: t,
        attributes: {
          'gen_ai.operation.name': 'execute_tool',
          'gen_ai.tool.name': call.name,
          'gen_ai.tool.call.id': `call_${i}`,
          'gen_ai.tool.call.arguments': JSON.stringify(call.args),
          ...(call.error ? { 'error.type': 'tool_error' } : { 'gen_ai.tool.call.result': call.result }),
        },
      },
      ctx,
    );
    const mcp = tracer.startSpan(
      `tools/call ${call.name}`,
      {
        kind: SpanKind.CLIENT,
        startTime: t + 1,
        attributes: {
          'mcp.method.name': 'tools/call',
          'mcp.session.id': `mcp-${s.session}`,
          'gen_ai.tool.name': call.name,
          'server.address': `${s.server}.mcp.internal`,
          'server.port': 8080,
        },
      },
      trace.setSpan(ROOT_CONTEXT, tool),
    );
    endWith(mcp, call.error, t + call.ms - 1);
    endWith(tool, call.error, t + call.ms);
    t += call.ms;
    history.push({
      role: 'tool',
      parts: [{ type: 'tool_call_response', id: `call_${i}`, response: call.error ?? call.result }],
    });
    expectedCalls.push({
      server: s.server,
      name: call.name,
      arguments: call.args,
      result: { is_error: call.error !== undefined, preview: call.error ?? call.result },
      latency_ms: call.ms,
      call_id: `call_${i}`,
    });
  }
  root.end(t + 5);
  const traceId = root.spanContext().traceId;
  const content = (m: { parts: { type: string; content?: string }[] }) =>
    m.parts.every((p) => p.type === 'text') ? m.parts.map((p) => p.content).join('\n') : JSON.stringify(m.parts);
  const lastChatIn = history.slice(0, s.answer === null ? history.length : history.length) as {
    role: string;
    parts: { type: string; content?: string }[];
  }[];
  // Trace v1 messages: the user's and the agent's text turns (tool results are in tool_calls).
  const messages = [...lastChatIn, ...(s.answer !== null ? [{ role: 'assistant', parts: [text(s.answer)] }] : [])]
    .map((m) => ({ role: m.role, content: content(m) }))
    .filter((m) => ['user', 'assistant', 'system'].includes(m.role) && m.content !== '');
  const expected = {
    schema: 'whetstone.trace/v1',
    trace_id: traceId,
    timestamp: new Date(s.t0).toISOString(),
    server: mostCommonServer(expectedCalls, s.server),
    session_id: s.session,
    agent: { name: s.agent, model: s.model },
    user_query: s.query,
    tool_calls: expectedCalls,
    final_answer: s.answer,
    iteration_count: s.calls.length + 1,
    total_duration_ms: t + 5 - s.t0,
    error_count: s.calls.filter((c) => c.error).length,
    messages,
    otel: {
      conventions: ['gen_ai', 'mcp'],
      root_span: `invoke_agent ${s.agent}`,
      service: 'test-agent',
      attributes: { 'app.tenant': 'acme' },
    },
  };
  return { traceId, expected };
}

/** The same session as OpenInference instrumentations record it (AGENT → LLM, TOOL). */
export function emitOpenInference(tp: TracerProvider, s: SessionSpec): string {
  const tracer = tp.getTracer('openinference-test');
  let t = s.t0;
  const root = tracer.startSpan('agent', {
    startTime: t,
    attributes: {
      'openinference.span.kind': 'AGENT',
      'input.value': s.query,
      ...(s.answer !== null ? { 'output.value': s.answer } : {}),
      'session.id': s.session,
      'agent.name': s.agent,
    },
  });
  const ctx = trace.setSpan(ROOT_CONTEXT, root);
  const inputs: Record<string, string> = {
    'llm.input_messages.0.message.role': 'user',
    'llm.input_messages.0.message.content': s.query,
  };
  let n = 1;
  for (let i = 0; i <= s.calls.length; i++) {
    const call = s.calls[i];
    const out = call
      ? {}
      : s.answer !== null
        ? { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': s.answer }
        : {};
    const llm = tracer.startSpan(
      'ChatCompletion',
      { startTime: t, attributes: { 'openinference.span.kind': 'LLM', 'llm.model_name': s.model, ...inputs, ...out } },
      ctx,
    );
    t += 10;
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
          ...(call.error ? {} : { 'output.value': call.result }),
        },
      },
      ctx,
    );
    endWith(tool, call.error, t + call.ms);
    t += call.ms;
    inputs[`llm.input_messages.${n}.message.role`] = 'tool';
    inputs[`llm.input_messages.${n}.message.content`] = call.error ?? call.result;
    n++;
  }
  root.end(t + 5);
  return root.spanContext().traceId;
}

function endWith(span: Span, error: string | undefined, at: number): void {
  if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: error });
  span.end(at);
}

function mostCommonServer(calls: Record<string, unknown>[], fallback: string): string {
  return calls.length ? (calls[0]!.server as string) : fallback;
}

/** Spans shuffled (seeded) and cut into requests of `per` spans: how exporters batch them. */
export function shuffledBatches(spans: ReadableSpan[], per: number, seed = 7): ReadableSpan[][] {
  const a = [...spans];
  let x = seed;
  for (let i = a.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    const j = x % (i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  const out: ReadableSpan[][] = [];
  for (let i = 0; i < a.length; i += per) out.push(a.slice(i, i + per));
  return out;
}
