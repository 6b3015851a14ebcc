// Spans of one trace → one trace v1 object. Reads three conventions, in this order of
// preference when a span carries several: the OpenTelemetry GenAI semantic conventions
// (gen_ai.*), the MCP conventions (mcp.*), and OpenInference (openinference.span.kind,
// llm.*, input.value / output.value). Pure and deterministic: the same spans in any order
// give the same object, so a redelivered or re-staged trace maps identically.
import { nestsDeeper } from '../decode.ts';
import { MAX_MESSAGE_CHARS, MAX_MESSAGES, TRACE_SCHEMA_ID } from '../schema.ts';
import type { OtelSpan } from './otlp.ts';

export interface MapOptions {
  /** Server for tool calls and traces no attribute or mapping names (WHETSTONE_OTEL_DEFAULT_SERVER). */
  defaultServer: string;
  /** server.address[:port], mcp.server.name or service.name → Whetstone server name (WHETSTONE_OTEL_SERVER_MAP). */
  serverMap: Record<string, string>;
}

export type Mapped = { ok: true; trace: Record<string, unknown> } | { ok: false; reason: 'not_agent'; error: string };

export interface Message {
  role: string;
  content: string;
}

type Kind = 'agent' | 'llm' | 'tool' | 'other';
const LLM_OPS = new Set(['chat', 'text_completion', 'generate_content']);
const PREVIEW_MAX = 65_536;

export function kindOf(s: OtelSpan): Kind {
  const op = s.attrs['gen_ai.operation.name'];
  const oi = s.attrs['openinference.span.kind'];
  if (op === 'execute_tool' || s.attrs['mcp.method.name'] === 'tools/call' || oi === 'TOOL') return 'tool';
  if ((typeof op === 'string' && LLM_OPS.has(op)) || oi === 'LLM') return 'llm';
  if (op === 'invoke_agent' || oi === 'AGENT') return 'agent';
  return 'other';
}

export function mapSpans(input: OtelSpan[], o: MapOptions): Mapped {
  const spans = dedupe(input).sort(byStart);
  if (spans.length === 0) return { ok: false, reason: 'not_agent', error: 'no spans' };
  const kinds = new Map<string, Kind>();
  const byId = new Map<string, OtelSpan>();
  let agentSpan: OtelSpan | undefined;
  const llms: OtelSpan[] = [];
  const toolSpans: OtelSpan[] = [];
  for (const s of spans) {
    const k = kindOf(s);
    kinds.set(s.spanId, k);
    byId.set(s.spanId, s);
    if (k === 'agent') agentSpan ??= s;
    else if (k === 'llm') llms.push(s);
    else if (k === 'tool') toolSpans.push(s);
  }
  if (!agentSpan && llms.length === 0 && toolSpans.length === 0) {
    return { ok: false, reason: 'not_agent', error: 'no GenAI, MCP or OpenInference span (agent, LLM or tool) in the trace' };
  }
  const root = spans.find((s) => !s.parentSpanId || s.parentRemote || !byId.has(s.parentSpanId))!;
  // Messages are parsed once per span and call: the query, the answer and the conversation all read them.
  const memo: Memo = { input: new Map(), output: new Map() };
  const inputMessages = (s: OtelSpan) => messagesOf(s, memo.input, 'gen_ai.input.messages', INPUT_RE);
  const outputMessages = (s: OtelSpan) => messagesOf(s, memo.output, 'gen_ai.output.messages', OUTPUT_RE);

  // Tool calls: a tool span inside another tool span of the same tool (an execute_tool
  // span around the MCP client's tools/call span, or the MCP server's span under the
  // client's) is one call, seen from several sides: it is merged into the outermost.
  const outer = new Map<string, OtelSpan[]>();
  for (const s of toolSpans) {
    let top = s;
    for (let p = s.parentSpanId ? byId.get(s.parentSpanId) : undefined, hops = 0; p && hops < 1000; p = p.parentSpanId ? byId.get(p.parentSpanId) : undefined, hops++) {
      if (kinds.get(p.spanId) === 'tool' && toolName(p) === toolName(s)) top = p;
    }
    if (top === s) outer.set(s.spanId, [s]);
    else outer.get(top.spanId)?.push(s);
  }
  const toolCalls = [...outer.values()].map((group) => toolCall(group, o));

  // Conversation and answers: GenAI/OpenInference messages of the agent and LLM spans.
  const withMessages = [...(agentSpan ? [agentSpan] : []), ...llms];
  const lastLlm = [...llms].sort(byEnd).reverse().find((s) => inputMessages(s).length > 0);
  // Trace v1 `messages` are the user's and the agent's text turns (tool results stay in
  // tool_calls): other roles are left out, long turns cut to the schema's bound.
  const conversation = (lastLlm ? [...inputMessages(lastLlm), ...outputMessages(lastLlm)] : agentSpan ? [...inputMessages(agentSpan), ...outputMessages(agentSpan)] : [])
    .filter((m) => (m.role === 'user' || m.role === 'assistant' || m.role === 'system') && m.content !== '')
    .slice(-MAX_MESSAGES)
    .map(({ role, content }) => ({ role, content: content.slice(0, MAX_MESSAGE_CHARS) }));
  const userQuery =
    firstUser(agentSpan ? inputMessages(agentSpan) : []) ??
    firstUser(llms.flatMap(inputMessages)) ??
    plainInput(agentSpan) ??
    plainInput(root) ??
    '';
  const finalAnswer = lastOutput([...withMessages, root].sort(byEnd), outputMessages);

  const servers = toolCalls.map((c) => c.server as string);
  const traceServer = mostCommon(servers) ?? o.defaultServer;
  const model = firstAttr([...llms, ...(agentSpan ? [agentSpan] : [])], ['gen_ai.response.model', 'gen_ai.request.model', 'llm.model_name']);
  const agentName = firstAttr([...(agentSpan ? [agentSpan] : []), root], ['gen_ai.agent.name', 'agent.name']);
  const sessionId = firstAttr(spans, ['gen_ai.conversation.id', 'session.id', 'mcp.session.id']);
  const startNs = BigInt(root.start);
  let last = root.end;
  for (const s of spans) if (cmpNs(s.end, last) > 0) last = s.end;
  const endNs = BigInt(last);

  const trace: Record<string, unknown> = {
    schema: TRACE_SCHEMA_ID,
    trace_id: root.traceId,
    timestamp: new Date(Number(startNs / 1_000_000n)).toISOString(),
    server: traceServer,
    ...(sessionId ? { session_id: sessionId.slice(0, 200) } : {}),
    ...(agentName || model ? { agent: { ...(agentName ? { name: agentName } : {}), ...(model ? { model } : {}) } } : {}),
    user_query: userQuery,
    tool_calls: toolCalls,
    final_answer: finalAnswer,
    ...(llms.length ? { iteration_count: llms.length } : {}),
    total_duration_ms: Number(endNs - startNs) / 1e6,
    error_count: toolCalls.filter((c) => (c.result as { is_error: boolean }).is_error).length,
    ...(conversation.length ? { messages: conversation } : {}),
    otel: {
      conventions: conventionsOf(spans),
      root_span: root.name,
      ...(typeof root.resource['service.name'] === 'string' ? { service: root.resource['service.name'] } : {}),
      ...unknownAttrs(agentSpan ?? root),
    },
  };
  return { ok: true, trace };
}

// ------------------------------------------------------------------ tool calls

function toolName(s: OtelSpan): string {
  const n = s.attrs['gen_ai.tool.name'] ?? s.attrs['tool.name'];
  if (typeof n === 'string' && n) return n;
  const m = /^(?:tools\/call|execute_tool)\s+(.+)$/.exec(s.name);
  return (m ? m[1]! : s.name).trim() || 'unknown';
}

function toolCall(group: OtelSpan[], o: MapOptions): Record<string, unknown> {
  const s = group[0]!;
  const pick = (keys: string[]) => {
    for (const g of group) for (const k of keys) if (g.attrs[k] !== undefined && g.attrs[k] !== null && g.attrs[k] !== '') return g.attrs[k];
    return undefined;
  };
  const args = pick(['gen_ai.tool.call.arguments', 'input.value', 'tool.parameters']);
  const result = pick(['gen_ai.tool.call.result', 'output.value']);
  const errored = group.find((g) => g.status.code === 2 || g.attrs['error.type'] !== undefined);
  const errorText = errored ? (errored.status.message ?? (typeof errored.attrs['error.type'] === 'string' ? errored.attrs['error.type'] : undefined)) : undefined;
  const preview = result !== undefined ? asText(result) : errorText;
  const callId = pick(['gen_ai.tool.call.id', 'tool_call.id']);
  return {
    server: serverOf(group, o),
    name: toolName(s),
    arguments: asArguments(args),
    result: { is_error: errored !== undefined, ...(preview !== undefined ? { preview: preview.slice(0, PREVIEW_MAX) } : {}) },
    latency_ms: Number(BigInt(s.end) - BigInt(s.start)) / 1e6,
    ...(typeof callId === 'string' && callId ? { call_id: callId } : {}),
  };
}

function serverOf(group: OtelSpan[], o: MapOptions): string {
  const keys: string[] = [];
  for (const g of group) {
    const name = g.attrs['mcp.server.name'];
    const addr = g.attrs['server.address'];
    const port = g.attrs['server.port'];
    if (typeof name === 'string' && name) keys.push(name);
    if (typeof addr === 'string' && addr) {
      if (port !== undefined) keys.push(`${addr}:${String(port)}`);
      keys.push(addr);
    }
    // The MCP server's own span (kind SERVER) runs in the server's process.
    if (g.kind === 2 && typeof g.resource['service.name'] === 'string') keys.push(g.resource['service.name']);
  }
  for (const k of keys) if (o.serverMap[k]) return safeServer(o.serverMap[k]);
  const named = group.map((g) => g.attrs['mcp.server.name']).find((v) => typeof v === 'string' && v);
  if (typeof named === 'string') return safeServer(named);
  const server = group.find((g) => g.kind === 2 && typeof g.resource['service.name'] === 'string');
  if (server) return safeServer(server.resource['service.name'] as string);
  return keys.length ? safeServer(keys[keys.length - 1]!) : o.defaultServer;
}

const safeServer = (s: string) => s.replaceAll('/', '_').slice(0, 256) || 'unknown';

// JSON inside an attribute is parsed only this deep: V8 parses any depth, but serializing a
// deeper value overflows the stack, and one such span would fail every assembly round.
const MAX_ATTRIBUTE_JSON_DEPTH = 32;

/** The JSON value of an attribute's text, or undefined when it is not JSON or nests too deep. */
function parseAttributeJson(text: string): unknown {
  if (nestsDeeper(text, MAX_ATTRIBUTE_JSON_DEPTH)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function asArguments(v: unknown): Record<string, unknown> {
  if (v === undefined || v === null || v === '') return {};
  const x = typeof v === 'string' ? parseAttributeJson(v) : v;
  if (x === undefined) return { input: v };
  return typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Record<string, unknown>) : { input: x };
}

const asText = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

// --------------------------------------------------------------------- messages

/** GenAI input messages (attribute, or the inference-details event), else OpenInference's flattened ones. */
/** A message and its text alone (without tool-call parts), for the query and the answer. */
type Msg = Message & { text: string };

interface Memo {
  input: Map<OtelSpan, Msg[]>;
  output: Map<OtelSpan, Msg[]>;
}

function messagesOf(s: OtelSpan, memo: Map<OtelSpan, Msg[]>, key: string, re: RegExp): Msg[] {
  let m = memo.get(s);
  if (!m) {
    m = genAiMessages(s, key) ?? flatMessages(s.attrs, re);
    memo.set(s, m);
  }
  return m;
}

function genAiMessages(s: OtelSpan, key: string): Msg[] | undefined {
  let raw = s.attrs[key];
  if (raw === undefined) raw = s.events.find((e) => e.attrs[key] !== undefined)?.attrs[key];
  if (raw === undefined) return undefined;
  let list: unknown = raw;
  if (typeof raw === 'string') {
    list = parseAttributeJson(raw);
    if (list === undefined) return [{ role: key.includes('output') ? 'assistant' : 'user', content: raw, text: raw }];
  }
  if (!Array.isArray(list)) return undefined;
  return list.filter(isObj).map((m) => ({ role: typeof m.role === 'string' ? m.role : 'user', ...contentOf(m) }));
}

/** Text parts joined; a message of only other parts (tool calls, responses) shows them as JSON. */
function contentOf(m: Record<string, unknown>): { content: string; text: string } {
  if (typeof m.content === 'string') return { content: m.content, text: m.content };
  const parts = Array.isArray(m.parts) ? m.parts.filter(isObj) : [];
  const text = parts.filter((p) => p.type === 'text' && typeof p.content === 'string').map((p) => p.content as string);
  if (text.length) return { content: text.join('\n'), text: text.join('\n') };
  return { content: parts.length ? JSON.stringify(parts) : '', text: '' };
}

/** OpenInference flattens lists: llm.input_messages.0.message.role, ….0.message.content. */
const INPUT_RE = /^llm\.input_messages\.(\d+)\.message\.(role|content|contents\.(\d+)\.message_content\.text)$/;
const OUTPUT_RE = /^llm\.output_messages\.(\d+)\.message\.(role|content|contents\.(\d+)\.message_content\.text)$/;

function flatMessages(attrs: Record<string, unknown>, re: RegExp): Msg[] {
  const byIndex = new Map<number, { role?: string; content?: string; texts: string[] }>();
  for (const [k, v] of Object.entries(attrs)) {
    if (!k.startsWith('llm.')) continue;
    const m = re.exec(k);
    if (!m || typeof v !== 'string') continue;
    const i = Number(m[1]);
    const e = byIndex.get(i) ?? { texts: [] };
    if (m[2] === 'role') e.role = v;
    else if (m[2] === 'content') e.content = v;
    else e.texts[Number(m[3])] = v;
    byIndex.set(i, e);
  }
  return [...byIndex.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, e]) => {
      const content = e.content ?? e.texts.filter((t) => t !== undefined).join('\n');
      return { role: e.role ?? 'user', content, text: content };
    });
}

const firstUser = (ms: Msg[]): string | undefined => ms.find((m) => m.role === 'user' && m.text !== '')?.text;

/** OpenInference input.value of an agent or root span: text, or JSON with an obvious query field. */
function plainInput(s: OtelSpan | undefined): string | undefined {
  const v = s?.attrs['input.value'];
  if (typeof v !== 'string' || v === '') return undefined;
  if (s!.attrs['input.mime_type'] === 'application/json') {
    // Not JSON after all (or too deep): the text itself.
    const j = parseAttributeJson(v);
    if (isObj(j)) for (const k of ['input', 'query', 'question', 'message']) if (typeof j[k] === 'string') return j[k];
  }
  return v;
}

/** The text of the last output message, looking at spans from the last to end back. */
function lastOutput(spans: OtelSpan[], outputMessages: (s: OtelSpan) => Msg[]): string | null {
  for (let i = spans.length - 1; i >= 0; i--) {
    const s = spans[i]!;
    const out = outputMessages(s);
    if (out.length) return out[out.length - 1]!.text || null;
    const v = s.attrs['output.value'];
    if (typeof v === 'string' && v !== '' && kindOf(s) !== 'tool') return v;
  }
  return null;
}

// ------------------------------------------------------------------- helpers

const KNOWN_PREFIXES = ['gen_ai.', 'mcp.', 'llm.', 'input.', 'output.', 'openinference.', 'tool.', 'session.', 'agent.', 'server.', 'error.', 'jsonrpc.', 'network.', 'rpc.'];
const MAX_EXTRA_ATTRS = 64;

function unknownAttrs(s: OtelSpan): { attributes?: Record<string, unknown> } {
  const out: Record<string, unknown> = {};
  let n = 0;
  for (const k of Object.keys(s.attrs).sort()) {
    if (KNOWN_PREFIXES.some((p) => k.startsWith(p))) continue;
    if (n++ >= MAX_EXTRA_ATTRS) break;
    out[k] = s.attrs[k];
  }
  return n ? { attributes: out } : {};
}

function conventionsOf(spans: OtelSpan[]): string[] {
  const c = new Set<string>();
  for (const s of spans) {
    for (const k of Object.keys(s.attrs)) {
      if (k.startsWith('gen_ai.')) c.add('gen_ai');
      else if (k.startsWith('mcp.')) c.add('mcp');
      else if (k === 'openinference.span.kind') c.add('openinference');
    }
  }
  return [...c].sort();
}

function firstAttr(spans: OtelSpan[], keys: string[]): string | undefined {
  for (const k of keys) for (const s of spans) if (typeof s.attrs[k] === 'string' && s.attrs[k] !== '') return s.attrs[k];
  return undefined;
}

function mostCommon(xs: string[]): string | undefined {
  const n = new Map<string, number>();
  for (const x of xs) n.set(x, (n.get(x) ?? 0) + 1);
  let best: string | undefined;
  for (const [k, v] of n) if (best === undefined || v > n.get(best)! || (v === n.get(best)! && k < best)) best = k;
  return best;
}

function dedupe(spans: OtelSpan[]): OtelSpan[] {
  const seen = new Map<string, OtelSpan>();
  for (const s of spans) if (!seen.has(s.spanId)) seen.set(s.spanId, s);
  return [...seen.values()];
}

// Times are decimal strings of nanoseconds: compared by length, then as text (no BigInt per comparison).
const cmpNs = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
const byStart = (a: OtelSpan, b: OtelSpan) => cmpNs(a.start, b.start) || (a.spanId < b.spanId ? -1 : a.spanId > b.spanId ? 1 : 0);
const byEnd = (a: OtelSpan, b: OtelSpan) => cmpNs(a.end, b.end) || byStart(a, b);
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
