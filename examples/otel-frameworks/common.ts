// What the framework exports share: the notes tools every framework's agent is given, the
// two scripted sessions (a multi-step run, and a run whose tool call fails), ids from
// counters, an OpenTelemetry provider that keeps spans in memory, and a local
// OpenAI-compatible HTTP server for the SDKs that talk to a model only over HTTP. Only the
// model's turns are scripted; the framework's own code runs the tools and records the spans.
import { realpathSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
  type IdGenerator,
  type ReadableSpan,
} from '@opentelemetry/sdk-trace';

export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export const TOOLS: ToolSpec[] = [
  {
    name: 'search_notes',
    description: "Searches the user's notes by words in their title or body; returns note ids and titles.",
    parameters: {
      type: 'object',
      properties: { query: { type: 'string' }, limit: { type: 'integer' } },
      required: ['query'],
      additionalProperties: false,
    },
  },
  {
    name: 'read_note',
    description: 'Reads one note by its id (from search_notes); returns its title and body.',
    parameters: {
      type: 'object',
      properties: { id: { type: 'string' } },
      required: ['id'],
      additionalProperties: false,
    },
  },
  {
    name: 'delete_note',
    description: 'Deletes one note by its id. Cannot be undone.',
    parameters: {
      type: 'object',
      properties: { id: { type: 'string' } },
      required: ['id'],
      additionalProperties: false,
    },
  },
];

/** The tools' behaviour, the same in every framework: delete_note fails (a read-only notebook). */
export function runTool(name: string, args: Record<string, unknown>): string {
  if (name === 'search_notes') {
    return String(args.query).includes('shopping')
      ? '[{"id":"n-204","title":"Shopping list"}]'
      : '[{"id":"n-101","title":"Dentist"}]';
  }
  if (name === 'read_note') return '{"id":"n-101","title":"Dentist","body":"Tuesday 10:00, bring the insurance card"}';
  if (name === 'delete_note') throw new Error('permission denied: the notebook is read-only');
  throw new Error(`unknown tool ${name}`);
}

/**
 * The notes tools as an AI SDK tool set. `tool` and `jsonSchema` are passed in because the
 * ai 5 and ai 7 exports each use their own SDK version's (an overloaded `tool` is passed
 * as `(def) => tool(def)` so TypeScript picks the overload from the call).
 */
export function toolSet<Schema, Tool>(
  tool: (def: {
    description: string;
    inputSchema: Schema;
    execute: (args: Record<string, unknown>) => Promise<string>;
  }) => Tool,
  jsonSchema: (schema: Record<string, unknown>) => Schema,
): Record<string, Tool> {
  const set: Record<string, Tool> = {};
  for (const t of TOOLS) {
    set[t.name] = tool({
      description: t.description,
      inputSchema: jsonSchema(t.parameters),
      execute: async (args: Record<string, unknown>) => runTool(t.name, args),
    });
  }
  return set;
}

export interface Step {
  /** A tool call the model asks for, or the model's final text. */
  call?: { name: string; args: Record<string, unknown> };
  text?: string;
}

export interface Session {
  query: string;
  steps: Step[];
}

export const SESSIONS: Session[] = [
  {
    query: 'When is my dentist appointment?',
    steps: [
      { call: { name: 'search_notes', args: { query: 'dentist', limit: 5 } } },
      { call: { name: 'read_note', args: { id: 'n-101' } } },
      { text: 'Your dentist appointment is on Tuesday at 10:00; bring the insurance card.' },
    ],
  },
  {
    query: 'Delete my old shopping list note.',
    steps: [
      { call: { name: 'search_notes', args: { query: 'shopping list' } } },
      { call: { name: 'delete_note', args: { id: 'n-204' } } },
      { text: 'I could not delete it: the notebook holding it is read-only.' },
    ],
  },
];

export const MODEL = 'gpt-4.1-mini';

/** Ids from counters: a regenerated export differs only in its times. */
export function countingIds(prefix: number): IdGenerator {
  let traces = 0;
  let spans = 0;
  const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
  return {
    generateTraceId: () => `${hex(prefix, 8)}${hex(++traces, 24)}`,
    generateSpanId: () => `${hex(prefix & 0xffff, 4)}${hex(++spans, 12)}`,
  };
}

/**
 * A provider keeping finished spans in memory. The async-hooks context manager is what an
 * app's OTel SDK setup registers: without one, spans started across awaits lose their parent.
 */
export function memoryProvider(service: string, prefix: number) {
  context.disable();
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': service }),
    idGenerator: countingIds(prefix),
    spanProcessors: [new SimpleSpanProcessor({ exporter })],
  });
  return { provider, exporter };
}

/** Where the fixtures say the checkout was: a committed fixture names no machine's paths. */
export const REPO_PLACEHOLDER = '/repo/';

/**
 * Replaces the checkout's path (and node_modules' real one, which a worktree may link to
 * another checkout) with REPO_PLACEHOLDER: stack traces and process attributes hold them.
 */
export function scrubPaths(json: string): string {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const modules = realpathSync(join(root, 'node_modules'));
  const roots = new Set([root, `${realpathSync(root)}/`, `${dirname(modules)}/`]);
  let out = json;
  for (const r of [...roots].sort((a, b) => b.length - a.length)) out = out.split(r).join(REPO_PLACEHOLDER);
  return out;
}

/** What a committed fixture says in place of this machine's id (OpenLLMetry's host detector reads /etc/machine-id). */
export const HOST_ID_PLACEHOLDER = 'host-id-scrubbed';

type Resourced = {
  resourceSpans?: { resource?: { attributes?: { key: string; value: { stringValue?: string } }[] } }[];
};

/** One OTLP/JSON ExportTraceServiceRequest, as an OTLP/HTTP exporter sends it, paths and host id scrubbed. */
export function otlpJson(spans: ReadableSpan[]): string {
  const body = JsonTraceSerializer.serializeRequest(spans);
  if (!body) throw new Error('the OTLP serializer returned nothing');
  const request = JSON.parse(Buffer.from(body).toString('utf8')) as Resourced;
  for (const rs of request.resourceSpans ?? [])
    for (const a of rs.resource?.attributes ?? [])
      if (a.key === 'host.id') a.value = { stringValue: HOST_ID_PLACEHOLDER };
  return scrubPaths(JSON.stringify(request, null, 1));
}

/** The scripted step of a conversation: the session its text quotes, after `done` tool results. */
function stepOf(conversation: string, done: number): Step {
  const session = SESSIONS.find((s) => conversation.includes(s.query)) ?? SESSIONS[0]!;
  return session.steps[Math.min(done, session.steps.length - 1)]!;
}

const USAGE = { prompt_tokens: 120, completion_tokens: 20, total_tokens: 140 };

/** A Chat Completions answer (POST /chat/completions). */
function chatCompletion(body: { messages?: { role: string }[]; model?: string }, n: number) {
  const messages = body.messages ?? [];
  const step = stepOf(JSON.stringify(messages), messages.filter((m) => m.role === 'tool').length);
  const message = step.call
    ? {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: `call_${n}`,
            type: 'function',
            function: { name: step.call.name, arguments: JSON.stringify(step.call.args) },
          },
        ],
      }
    : { role: 'assistant', content: step.text };
  return {
    id: `chatcmpl-${n}`,
    object: 'chat.completion',
    created: 1_763_632_800,
    model: body.model ?? MODEL,
    choices: [{ index: 0, message, finish_reason: step.call ? 'tool_calls' : 'stop' }],
    usage: USAGE,
  };
}

/** A Responses API answer (POST /responses), the OpenAI Agents SDK's default model. */
function response(body: { input?: unknown; model?: string; tools?: unknown; instructions?: unknown }, n: number) {
  const input = Array.isArray(body.input) ? (body.input as { type?: string }[]) : [];
  const done = input.filter((i) => i.type === 'function_call_output').length;
  const step = stepOf(JSON.stringify(body.input ?? ''), done);
  const output = step.call
    ? [
        {
          type: 'function_call',
          id: `fc_${n}`,
          call_id: `call_${n}`,
          name: step.call.name,
          arguments: JSON.stringify(step.call.args),
          status: 'completed',
        },
      ]
    : [
        {
          type: 'message',
          id: `msg_${n}`,
          role: 'assistant',
          status: 'completed',
          content: [{ type: 'output_text', text: step.text, annotations: [] }],
        },
      ];
  return {
    id: `resp_${n}`,
    object: 'response',
    created_at: 1_763_632_800,
    status: 'completed',
    model: body.model ?? MODEL,
    // The real API echoes the request's instructions and tools in its response.
    instructions: body.instructions ?? null,
    tools: body.tools ?? [],
    output,
    usage: {
      input_tokens: 120,
      output_tokens: 20,
      total_tokens: 140,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens_details: { reasoning_tokens: 0 },
    },
  };
}

/**
 * A local OpenAI-compatible server (Chat Completions and Responses) answering each request
 * from the scripted session whose user query the request carries: the next step is found
 * by how many tool results the conversation already holds.
 */
export async function scriptedOpenAI(): Promise<{ url: string; close(): Promise<void> }> {
  let n = 0;
  const server: Server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw || '{}');
    n++;
    const answer = req.url?.endsWith('/responses') ? response(body, n) : chatCompletion(body, n);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
