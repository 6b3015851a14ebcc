// Spans of one trace → one trace v1 object. Reads three conventions, in this order of
// preference when a span carries several: the OpenTelemetry GenAI semantic conventions
// (gen_ai.*), the MCP conventions (mcp.*), and OpenInference (openinference.span.kind,
// llm.*, input.value / output.value); a session id alone prefers OpenInference's
// `session.id` to `mcp.session.id` (the MCP transport's session, not the user's). Pure and
// deterministic: the same spans in any order give the same object, so a redelivered or
// re-staged trace maps identically.
import { MAX_MESSAGE_CHARS, MAX_MESSAGES, TRACE_SCHEMA_ID } from '../../../model/trace.ts';
import { firstUser, lastOutput, MessageMemo, plainInput, TALK_ROLES } from './map-messages.ts';
import {
  byEnd,
  byStart,
  cmpNs,
  conventionsOf,
  firstAttr,
  kindOf,
  type MapOptions,
  MAX_TOOL_HOPS,
  type Message,
  mostCommonServer,
  msOfNs,
  nonNegative,
  nsBetweenMs,
  SpanIndex,
  sortSmall,
  unknownAttrs,
} from './map-spans.ts';
import { toolDefinitions } from './map-frameworks.ts';
import { toolCall, toolName } from './map-tools.ts';
import type { OtelSpan } from './otlp.ts';

export { kindOf, type MapOptions, type Message } from './map-spans.ts';

/**
 * Why a trace was not mapped, naming what it lacked: no span of a convention read here
 * (agent, LLM or tool), or agent and LLM spans that neither call a tool nor show one.
 */
export type MapDropReason = 'unknown_convention' | 'no_tool_calls';

export type Mapped = { ok: true; trace: Record<string, unknown> } | { ok: false; reason: MapDropReason; error: string };

/** The spans of one trace that the mapping reads, sorted by start. */
interface Parts {
  spans: OtelSpan[];
  byId: SpanIndex;
  root: OtelSpan;
  agentSpan: OtelSpan | undefined;
  llms: OtelSpan[];
  toolSpans: OtelSpan[];
  /** Tools the agent was shown, by name, with their descriptions. */
  shown: Map<string, string | undefined>;
}

export function mapSpans(input: OtelSpan[], o: MapOptions): Mapped {
  // A span sent twice (an exporter's retry) counts once: the first copy is kept.
  const byId = new SpanIndex(input);
  if (byId.spans.length === 0) return { ok: false, reason: 'unknown_convention', error: 'no spans' };
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
      reason: 'unknown_convention',
      error: 'no GenAI, MCP, OpenInference, AI SDK, OpenLLMetry or Pydantic AI span (agent, LLM or tool) in the trace',
    };
  }
  const shown = toolDefinitions(agentSpan ? [agentSpan, ...llms] : llms);
  if (toolSpans.length === 0 && shown.size === 0) {
    return { ok: false, reason: 'no_tool_calls', error: 'no tool call and no tool definition in the trace' };
  }
  // With no span outside the trace's parent links (spans naming each other as parents: no
  // SDK writes that, a hostile sender can), the first to start stands for the root.
  const root = spans.find((s) => !s.parentSpanId || s.parentRemote || !byId.get(s.parentSpanId)) ?? spans[0]!;
  return { ok: true, trace: traceOf({ spans, byId, root, agentSpan, llms, toolSpans, shown }, o) };
}

function traceOf(p: Parts, o: MapOptions): Record<string, unknown> {
  const { spans, root, agentSpan, llms } = p;
  // Messages are parsed once per span and call: the query, the answer and the conversation all read them.
  const memo = new MessageMemo(p.byId.scanned);
  const toolCalls: Record<string, unknown>[] = [];
  let errorCount = 0;
  for (const group of toolGroups(p)) {
    const c = toolCall(group, o);
    if ((c.result as { is_error: boolean }).is_error) errorCount++;
    toolCalls.push(c);
  }
  const conversation = conversationOf(llms, agentSpan, memo);
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
  // this object.
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
  if (p.shown.size) trace.tools_shown = toolsShown(p.shown, toolCalls, traceServer);
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
  return trace;
}

/**
 * The tools the agent was shown, each on the server its calls went to (else the trace's),
 * with the description it read: matched to a stored version by its text (docs/traces.md).
 */
function toolsShown(shown: Map<string, string | undefined>, calls: Record<string, unknown>[], server: string) {
  const out: Record<string, unknown>[] = [];
  for (const [name, description] of shown) {
    const call = calls.find((c) => c.name === name);
    const t: Record<string, unknown> = { server: (call?.server as string | undefined) ?? server, name };
    if (description !== undefined) t.description = description;
    out.push(t);
  }
  return out;
}

/**
 * Tool calls: a tool span inside another tool span of the same tool (an execute_tool span
 * around the MCP client's tools/call span, or the MCP server's span under the client's) is
 * one call, seen from several sides: it is merged into the outermost. Groups in the order
 * of their outermost span, which starts first (a span that starts before its outermost
 * finds no group, and is left out). A group is found by a scan in a trace of a few spans, by
 * a map in a larger one (a scan per span would be quadratic).
 */
function toolGroups({ spans, byId, toolSpans }: Parts): OtelSpan[][] {
  const groups: OtelSpan[][] = [];
  const groupOf = byId.scanned ? undefined : new Map<OtelSpan, OtelSpan[]>();
  // A walk up of more hops than the trace has spans goes round a cycle of parents; past
  // MAX_TOOL_HOPS it stops anyway: a call seen from several sides nests a few spans deep,
  // and a hostile chain of thousands of tool spans must not be walked thousands of hops each.
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
  return groups;
}

/**
 * Conversation: GenAI/OpenInference messages of the LLM call that ended last (with input
 * messages), which holds the conversation as it ended, else of the agent span. Trace v1
 * `messages` are the user's and the agent's text turns (tool results stay in tool_calls):
 * other roles are left out, long turns cut to the schema's bound.
 */
function conversationOf(llms: OtelSpan[], agentSpan: OtelSpan | undefined, memo: MessageMemo): Message[] {
  const llmsByEnd = llms.length > 1 ? sortSmall([...llms], byEnd) : llms;
  let lastLlm: OtelSpan | undefined;
  for (let i = llmsByEnd.length - 1; i >= 0 && !lastLlm; i--)
    if (memo.input(llmsByEnd[i]!).length > 0) lastLlm = llmsByEnd[i];
  const talk = lastLlm ?? agentSpan;
  const conversation: Message[] = [];
  if (!talk) return conversation;
  for (const turns of [memo.input(talk), memo.output(talk)]) {
    for (const { role, content } of turns) {
      if (TALK_ROLES.has(role) && content !== '') conversation.push({ role, content });
    }
  }
  if (conversation.length > MAX_MESSAGES) conversation.splice(0, conversation.length - MAX_MESSAGES);
  for (const m of conversation)
    if (m.content.length > MAX_MESSAGE_CHARS) m.content = m.content.slice(0, MAX_MESSAGE_CHARS);
  return conversation;
}
