// Spans of one trace → one trace v1 object. Reads three conventions, in this order of
// preference when a span carries several: the OpenTelemetry GenAI semantic conventions
// (gen_ai.*), the MCP conventions (mcp.*), and OpenInference (openinference.span.kind,
// llm.*, input.value / output.value); a session id alone prefers OpenInference's
// `session.id` to `mcp.session.id` (the MCP transport's session, not the user's). Pure and
// deterministic: the same spans in any order give the same object, so a redelivered or
// re-staged trace maps identically.
import { nestsDeeper } from '../../core/decode.ts';
import { MAX_MESSAGE_CHARS, MAX_MESSAGES, MAX_NAME_CHARS, TRACE_SCHEMA_ID } from '../../../model/trace.ts';
import type { OtelSpan } from './otlp.ts';
import { setAttr } from './otlp-values.ts';

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
  // A span sent twice (an exporter's retry) counts once: the first copy is kept.
  const byId = new SpanIndex(input);
  if (byId.spans.length === 0) return { ok: false, reason: 'not_agent', error: 'no spans' };
  const spans = sortSmall(byId.spans, byStart);
  let agentSpan: OtelSpan | undefined;
  const llms: OtelSpan[] = [];
  const toolSpans: OtelSpan[] = [];
  for (const s of spans) {
    const k = kindOf(s);
    if (k === 'agent') agentSpan ??= s;
    else if (k === 'llm') llms.push(s);
    else if (k === 'tool') toolSpans.push(s);
  }
  if (!agentSpan && llms.length === 0 && toolSpans.length === 0) {
    return {
      ok: false,
      reason: 'not_agent',
      error: 'no GenAI, MCP or OpenInference span (agent, LLM or tool) in the trace',
    };
  }
  // With no span outside the trace's parent links (spans naming each other as parents: no
  // SDK writes that, a hostile sender can), the first to start stands for the root.
  const root = spans.find((s) => !s.parentSpanId || s.parentRemote || !byId.get(s.parentSpanId)) ?? spans[0]!;
  // Messages are parsed once per span and call: the query, the answer and the conversation all read them.
  const memo = new MessageMemo(byId.scanned);

  // Tool calls: a tool span inside another tool span of the same tool (an execute_tool
  // span around the MCP client's tools/call span, or the MCP server's span under the
  // client's) is one call, seen from several sides: it is merged into the outermost.
  // Groups in the order of their outermost span, which starts first (a span that starts
  // before its outermost finds no group, and is left out). A group is found by a scan in a
  // trace of a few spans, by a map in a larger one (a scan per span would be quadratic).
  const groups: OtelSpan[][] = [];
  const groupOf = byId.scanned ? undefined : new Map<OtelSpan, OtelSpan[]>();
  // A walk up of more hops than the trace has spans goes round a cycle of parents; past
  // MAX_TOOL_HOPS it stops anyway: a call seen from several sides nests a few spans deep,
  // and a hostile chain of 10,000 tool spans, each walked 1,000 hops, took 1.5 s.
  const maxHops = Math.min(spans.length, MAX_TOOL_HOPS);
  for (const s of toolSpans) {
    let top = s;
    const name = toolName(s);
    for (
      let p = s.parentSpanId ? byId.get(s.parentSpanId) : undefined, hops = 0;
      p && hops < maxHops;
      p = p.parentSpanId ? byId.get(p.parentSpanId) : undefined, hops++
    ) {
      if (kindOf(p) === 'tool' && toolName(p) === name) top = p;
    }
    if (top === s) {
      const g = [s];
      groups.push(g);
      groupOf?.set(s, g);
    } else (groupOf ? groupOf.get(top) : groups.find((g) => g[0] === top))?.push(s);
  }
  const toolCalls: Record<string, unknown>[] = [];
  let errorCount = 0;
  for (const group of groups) {
    const c = toolCall(group, o);
    if ((c.result as { is_error: boolean }).is_error) errorCount++;
    toolCalls.push(c);
  }

  // Conversation and answers: GenAI/OpenInference messages of the agent and LLM spans.
  // The LLM call that ended last (with input messages) holds the conversation as it ended.
  const llmsByEnd = llms.length > 1 ? sortSmall([...llms], byEnd) : llms;
  let lastLlm: OtelSpan | undefined;
  for (let i = llmsByEnd.length - 1; i >= 0 && !lastLlm; i--)
    if (memo.input(llmsByEnd[i]!).length > 0) lastLlm = llmsByEnd[i];
  // Trace v1 `messages` are the user's and the agent's text turns (tool results stay in
  // tool_calls): other roles are left out, long turns cut to the schema's bound.
  const talk = lastLlm ?? agentSpan;
  const conversation: Message[] = [];
  if (talk) {
    for (const turns of [memo.input(talk), memo.output(talk)]) {
      for (const { role, content } of turns) {
        if (TALK_ROLES.has(role) && content !== '') conversation.push({ role, content });
      }
    }
    if (conversation.length > MAX_MESSAGES) conversation.splice(0, conversation.length - MAX_MESSAGES);
    for (const m of conversation)
      if (m.content.length > MAX_MESSAGE_CHARS) m.content = m.content.slice(0, MAX_MESSAGE_CHARS);
  }
  let userQuery = firstUser(agentSpan ? memo.input(agentSpan) : []);
  for (let i = 0; userQuery === undefined && i < llms.length; i++) userQuery = firstUser(memo.input(llms[i]!));
  userQuery ??= plainInput(agentSpan) ?? plainInput(root) ?? '';
  const answerSpans = agentSpan ? [agentSpan, ...llms, root] : [...llms, root];
  const finalAnswer = lastOutput(sortSmall(answerSpans, byEnd), memo);

  const traceServer = mostCommonServer(toolCalls) ?? o.defaultServer;
  const model = firstAttr(llms, agentSpan, ['gen_ai.response.model', 'gen_ai.request.model', 'llm.model_name']);
  const agentName = agentSpan
    ? firstAttr([agentSpan], root, ['gen_ai.agent.name', 'agent.name'])
    : firstAttr([root], undefined, ['gen_ai.agent.name', 'agent.name']);
  const sessionId = firstAttr(spans, undefined, ['gen_ai.conversation.id', 'session.id', 'mcp.session.id']);
  let last = root.end;
  for (const s of spans) if (cmpNs(s.end, last) > 0) last = s.end;

  // Assigned in the order of the fields below, not built with spreads: the same object,
  // key order included, and spreading conditional literals cost more than the rest of
  // this object here.
  const trace: Record<string, unknown> = {
    schema: TRACE_SCHEMA_ID,
    trace_id: root.traceId,
    timestamp: new Date(msOfNs(root.start)).toISOString(),
    server: traceServer,
  };
  if (sessionId) trace.session_id = sessionId.slice(0, 200);
  if (agentName || model) {
    const agent: Record<string, string> = {};
    if (agentName) agent.name = agentName;
    if (model) agent.model = model;
    trace.agent = agent;
  }
  trace.user_query = userQuery;
  trace.tool_calls = toolCalls;
  trace.final_answer = finalAnswer;
  if (llms.length) trace.iteration_count = llms.length;
  trace.total_duration_ms = nonNegative(nsBetweenMs(root.start, last));
  trace.error_count = errorCount;
  if (conversation.length) trace.messages = conversation;
  const otel: Record<string, unknown> = { conventions: conventionsOf(spans), root_span: root.name };
  if (typeof root.resource['service.name'] === 'string') otel.service = root.resource['service.name'];
  const extra = unknownAttrs(agentSpan ?? root);
  if (extra) otel.attributes = extra;
  trace.otel = otel;
  return { ok: true, trace };
}

// ------------------------------------------------------------------ tool calls

// Past the operation, one whitespace run, then the name up to the end of the line, the run
// kept whole (no backtracking into it: `\s+(.+)$` was quadratic in a long run of spaces).
const TOOL_SPAN_NAME = /^(?:tools\/call|execute_tool)\s+(\S.*)?$/;

function toolName(s: OtelSpan): string {
  const n = s.attrs['gen_ai.tool.name'] ?? s.attrs['tool.name'];
  // Cut to trace v1's bound: a longer name was dead-lettered with its trace.
  if (typeof n === 'string' && n) return n.slice(0, MAX_NAME_CHARS);
  const m = TOOL_SPAN_NAME.exec(s.name);
  return (m ? (m[1] ?? '') : s.name).trim().slice(0, MAX_NAME_CHARS) || 'unknown';
}

/** The first of `keys` set (not empty) on any span of the group, spans first. */
function pick(group: OtelSpan[], keys: readonly string[]): unknown {
  for (const g of group) {
    for (const k of keys) {
      const v = g.attrs[k];
      if (v !== undefined && v !== null && v !== '') return v;
    }
  }
  return undefined;
}

const ARGUMENT_KEYS = ['gen_ai.tool.call.arguments', 'input.value', 'tool.parameters'] as const;
const RESULT_KEYS = ['gen_ai.tool.call.result', 'output.value'] as const;
const CALL_ID_KEYS = ['gen_ai.tool.call.id', 'tool_call.id'] as const;

function toolCall(group: OtelSpan[], o: MapOptions): Record<string, unknown> {
  const s = group[0]!;
  const args = pick(group, ARGUMENT_KEYS);
  const result = pick(group, RESULT_KEYS);
  const errored = group.find((g) => g.status.code === 2 || g.attrs['error.type'] !== undefined);
  const errorText = errored
    ? (errored.status.message ??
      (typeof errored.attrs['error.type'] === 'string' ? errored.attrs['error.type'] : undefined))
    : undefined;
  const preview = result !== undefined ? asText(result) : errorText;
  const callId = pick(group, CALL_ID_KEYS);
  const res: Record<string, unknown> = { is_error: errored !== undefined };
  if (preview !== undefined) res.preview = preview.slice(0, PREVIEW_MAX);
  const call: Record<string, unknown> = {
    server: serverOf(group, o),
    name: toolName(s),
    arguments: asArguments(args),
    result: res,
    latency_ms: nonNegative(nsBetweenMs(s.start, s.end)),
  };
  if (typeof callId === 'string' && callId) call.call_id = callId;
  return call;
}

function serverOf(group: OtelSpan[], o: MapOptions): string {
  const keys: string[] = [];
  for (const g of group) {
    const name = g.attrs['mcp.server.name'];
    const addr = g.attrs['server.address'];
    const port = g.attrs['server.port'];
    if (typeof name === 'string' && name) keys.push(name);
    if (typeof addr === 'string' && addr) {
      // A port is a number (or its text); any other value names no address:port.
      if (typeof port === 'number' || typeof port === 'string') keys.push(`${addr}:${port}`);
      keys.push(addr);
    }
    // The MCP server's own span (kind SERVER) runs in the server's process.
    if (g.kind === 2 && typeof g.resource['service.name'] === 'string') keys.push(g.resource['service.name']);
  }
  // Own keys only: a span naming its server "constructor" found Object.prototype's.
  for (const k of keys) {
    const v = Object.hasOwn(o.serverMap, k) ? o.serverMap[k] : undefined;
    if (typeof v === 'string' && v) return safeServer(v);
  }
  const named = group.map((g) => g.attrs['mcp.server.name']).find((v) => typeof v === 'string' && v);
  if (typeof named === 'string') return safeServer(named);
  const server = group.find((g) => g.kind === 2 && typeof g.resource['service.name'] === 'string');
  if (server) return safeServer(server.resource['service.name'] as string);
  return keys.length ? safeServer(keys[keys.length - 1]!) : o.defaultServer;
}

const safeServer = (s: string) => s.replaceAll('/', '_').slice(0, MAX_NAME_CHARS) || 'unknown';

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

/**
 * Each span's input and output messages, parsed on first use (one mapping call). In a
 * trace of a few spans, a list searched in turn; in a larger one, a map (the loops over
 * LLM spans would make a scan quadratic).
 */
class MessageMemo {
  /** The spans with a slot, in slot order, when scanning; else the map from span to slot. */
  readonly #spans: OtelSpan[] = [];
  readonly #slots: Map<OtelSpan, number> | undefined;
  readonly #input: (Msg[] | undefined)[] = [];
  readonly #output: (Msg[] | undefined)[] = [];

  constructor(scan: boolean) {
    if (!scan) this.#slots = new Map();
  }

  input(s: OtelSpan): Msg[] {
    const i = this.#slot(s);
    this.#input[i] ??= genAiMessages(s, 'gen_ai.input.messages') ?? flatMessages(s.attrs, INPUT_RE);
    return this.#input[i];
  }

  output(s: OtelSpan): Msg[] {
    const i = this.#slot(s);
    this.#output[i] ??= genAiMessages(s, 'gen_ai.output.messages') ?? flatMessages(s.attrs, OUTPUT_RE);
    return this.#output[i];
  }

  #slot(s: OtelSpan): number {
    const i = this.#slots ? (this.#slots.get(s) ?? -1) : this.#spans.indexOf(s);
    if (i !== -1) return i;
    const at = this.#input.length;
    this.#input.push(undefined);
    this.#output.push(undefined);
    if (this.#slots) this.#slots.set(s, at);
    else this.#spans.push(s);
    return at;
  }
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
  const out: Msg[] = [];
  for (const m of list) {
    if (!isObj(m)) continue;
    const role = typeof m.role === 'string' ? m.role : 'user';
    out.push(messageOf(role, m));
  }
  return out;
}

/** Roles whose turns trace v1 `messages` keep (tool results stay in tool_calls). */
const TALK_ROLES = new Set(['user', 'assistant', 'system']);

/**
 * Text parts joined; a message of only other parts (tool calls, responses) shows them as
 * JSON, written only for a role `messages` keeps (the others' content is never read).
 */
function messageOf(role: string, m: Record<string, unknown>): Msg {
  if (typeof m.content === 'string') return { role, content: m.content, text: m.content };
  const parts = Array.isArray(m.parts) ? m.parts.filter(isObj) : [];
  let text: string | undefined;
  for (const p of parts) {
    if (p.type !== 'text' || typeof p.content !== 'string') continue;
    text = text === undefined ? p.content : `${text}\n${p.content}`;
  }
  if (text !== undefined) return { role, content: text, text };
  return { role, content: parts.length && TALK_ROLES.has(role) ? JSON.stringify(parts) : '', text: '' };
}

/** OpenInference flattens lists: llm.input_messages.0.message.role, ….0.message.content. */
const INPUT_RE = /^llm\.input_messages\.(\d+)\.message\.(role|content|contents\.(\d+)\.message_content\.text)$/;
const OUTPUT_RE = /^llm\.output_messages\.(\d+)\.message\.(role|content|contents\.(\d+)\.message_content\.text)$/;

function flatMessages(attrs: Record<string, unknown>, re: RegExp): Msg[] {
  // Text parts by their index in a map, not an array: the index is the sender's, and an
  // array indexed at 4,000,000,000 has that many slots to walk.
  const byIndex = new Map<number, { role?: string; content?: string; texts: Map<number, string> }>();
  for (const [k, v] of Object.entries(attrs)) {
    if (!k.startsWith('llm.')) continue;
    const m = re.exec(k);
    if (!m || typeof v !== 'string') continue;
    const i = Number(m[1]);
    const e = byIndex.get(i) ?? { texts: new Map<number, string>() };
    if (m[2] === 'role') e.role = v;
    else if (m[2] === 'content') e.content = v;
    else e.texts.set(Number(m[3]), v);
    byIndex.set(i, e);
  }
  // Pushed, not mapped, as genAiMessages's list: see redactValue (redact.ts); mapSpans, which
  // reads both, was compiled again (70-80 ms) for the other array kind.
  const out: Msg[] = [];
  for (const [, e] of [...byIndex.entries()].sort((a, b) => a[0] - b[0])) {
    const content =
      e.content ??
      [...e.texts.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([, t]) => t)
        .join('\n');
    out.push({ role: e.role ?? 'user', content, text: content });
  }
  return out;
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
function lastOutput(spans: OtelSpan[], memo: MessageMemo): string | null {
  for (let i = spans.length - 1; i >= 0; i--) {
    const s = spans[i]!;
    const out = memo.output(s);
    if (out.length) return out[out.length - 1]!.text || null;
    const v = s.attrs['output.value'];
    if (typeof v === 'string' && v !== '' && kindOf(s) !== 'tool') return v;
  }
  return null;
}

// ------------------------------------------------------------------- helpers

// Up to this many spans, a trace's spans (their ids, tool call groups, parsed messages) are
// found with a scan, not a map: a trace has a few spans nearly always, and the maps per
// trace cost more than the scans (a sixth of the mapping's time here).
const SCAN_SPANS = 32;

/** A trace's spans without repeats (the first copy of an id kept), found by id. */
class SpanIndex {
  readonly spans: OtelSpan[] = [];
  /** Few enough spans to find things among them by a scan. */
  readonly scanned: boolean;
  readonly #byId: Map<string, OtelSpan> | undefined;

  constructor(input: OtelSpan[]) {
    this.scanned = input.length <= SCAN_SPANS;
    if (!this.scanned) {
      const byId = new Map<string, OtelSpan>();
      for (const s of input) if (!byId.has(s.spanId)) byId.set(s.spanId, s);
      this.#byId = byId;
      for (const s of byId.values()) this.spans.push(s);
      return;
    }
    for (const s of input) if (this.get(s.spanId) === undefined) this.spans.push(s);
  }

  get(spanId: string): OtelSpan | undefined {
    if (this.#byId) return this.#byId.get(spanId);
    for (const s of this.spans) if (s.spanId === spanId) return s;
    return undefined;
  }
}

const KNOWN_PREFIXES = [
  'gen_ai.',
  'mcp.',
  'llm.',
  'input.',
  'output.',
  'openinference.',
  'tool.',
  'session.',
  'agent.',
  'server.',
  'error.',
  'jsonrpc.',
  'network.',
  'rpc.',
];
const MAX_EXTRA_ATTRS = 64;

function unknownAttrs(s: OtelSpan): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  let n = 0;
  for (const k of sortSmall(Object.keys(s.attrs), byText)) {
    if (KNOWN_PREFIXES.some((p) => k.startsWith(p))) continue;
    if (n++ >= MAX_EXTRA_ATTRS) break;
    setAttr(out, k, s.attrs[k]); // an attribute named __proto__ stays an attribute
  }
  return n ? out : undefined;
}

function conventionsOf(spans: OtelSpan[]): string[] {
  let genAi = false;
  let mcp = false;
  let oi = false;
  for (const s of spans) {
    // for…in, not Object.keys: no array of keys per span (attrs are plain objects).
    for (const k in s.attrs) {
      if (k.startsWith('gen_ai.')) genAi = true;
      else if (k.startsWith('mcp.')) mcp = true;
      else if (k === 'openinference.span.kind') oi = true;
    }
  }
  // In sort order.
  const c: string[] = [];
  if (genAi) c.push('gen_ai');
  if (mcp) c.push('mcp');
  if (oi) c.push('openinference');
  return c;
}

/** The first of `keys` (in order) that a span of `spans`, then `also`, holds as non-empty text. */
function firstAttr(spans: OtelSpan[], also: OtelSpan | undefined, keys: readonly string[]): string | undefined {
  for (const k of keys) {
    for (const s of spans) {
      const v = s.attrs[k];
      if (typeof v === 'string' && v !== '') return v;
    }
    const v = also?.attrs[k];
    if (typeof v === 'string' && v !== '') return v;
  }
  return undefined;
}

/** The server most tool calls went to (ties: the first in sort order). */
function mostCommonServer(calls: Record<string, unknown>[]): string | undefined {
  if (calls.length === 1) return calls[0]!.server as string;
  const n = new Map<string, number>();
  for (const c of calls) n.set(c.server as string, (n.get(c.server as string) ?? 0) + 1);
  let best: string | undefined;
  for (const [k, v] of n) if (best === undefined || v > n.get(best)! || (v === n.get(best)! && k < best)) best = k;
  return best;
}

/**
 * Milliseconds from one time to another, both decimal strings of nanoseconds, exactly as
 * BigInt arithmetic gives them: the digits they share are left out when what differs fits
 * a double exactly (a span's duration, nearly always), so most calls make no BigInt.
 */
function nsBetweenMs(from: string, to: string): number {
  const n = to.length;
  if (n === from.length && n > 15 && to.charCodeAt(0) !== 45 /* - */ && to.startsWith(from.slice(0, n - 15))) {
    return (Number(to.slice(n - 15)) - Number(from.slice(n - 15))) / 1e6;
  }
  return Number(BigInt(to) - BigInt(from)) / 1e6;
}

/**
 * Milliseconds of a time in decimal nanoseconds, truncated toward zero as BigInt division
 * truncates: the last six digits dropped, without a BigInt.
 */
function msOfNs(ns: string): number {
  const digits = ns.charCodeAt(0) === 45 /* - */ ? ns.length - 1 : ns.length;
  return digits <= 6 ? 0 : Number(ns.slice(0, -6));
}

/**
 * Sorts in place, stably, as Array.prototype.sort does: by insertion for the few spans of
 * a trace (the built-in sort allocated more than any other step of the mapping here).
 */
function sortSmall<T>(xs: T[], cmp: (a: T, b: T) => number): T[] {
  if (xs.length > 32) return xs.sort(cmp);
  for (let i = 1; i < xs.length; i++) {
    const x = xs[i]!;
    let j = i - 1;
    while (j >= 0 && cmp(xs[j]!, x) > 0) {
      xs[j + 1] = xs[j]!;
      j--;
    }
    xs[j + 1] = x;
  }
  return xs;
}

/** A span that ends before it starts (clocks of two hosts) lasted no time: trace v1 refuses a negative duration. */
const nonNegative = (ms: number) => Math.max(0, ms);

// How far up from a tool span its outermost call of the same tool is looked for.
const MAX_TOOL_HOPS = 100;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// Times are decimal strings of nanoseconds: compared by length, then as text (no BigInt per
// comparison); a time before 1970 (OTLP/JSON can say so) as BigInt, where text order is wrong.
const cmpNs = (a: string, b: string) => {
  if (a.charCodeAt(0) === 45 /* - */ || b.charCodeAt(0) === 45) {
    const x = BigInt(a);
    const y = BigInt(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
};
const byStart = (a: OtelSpan, b: OtelSpan) =>
  cmpNs(a.start, b.start) || (a.spanId < b.spanId ? -1 : a.spanId > b.spanId ? 1 : 0);
const byEnd = (a: OtelSpan, b: OtelSpan) => cmpNs(a.end, b.end) || byStart(a, b);
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
