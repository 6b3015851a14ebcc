// What agent frameworks record beside the GenAI, MCP and OpenInference conventions: the
// Vercel AI SDK's own spans (ai.operationId: ai.generateText → ai.generateText.doGenerate,
// ai.toolCall), OpenLLMetry's entities (traceloop.span.kind: workflow, agent, tool with
// traceloop.entity.input / output), the tool definitions each convention attaches to its
// LLM spans, and the wrappers frameworks put around a tool's arguments and result.
// Read by attribute name only: any app on these SDKs maps the same way.
import { MAX_NAME_CHARS } from '../../../model/trace.ts';
import { isObj, parseAttributeJson } from './map-spans.ts';
import type { OtelSpan } from './otlp.ts';

/**
 * A tool's arguments as a framework recorded them. OpenLLMetry records the tool function's
 * parameters as {"args":[…],"kwargs":{…}}: the keyword arguments, else a single object
 * argument, are the call's arguments.
 */
export function unwrapArguments(key: string, v: unknown): unknown {
  if (key !== 'traceloop.entity.input' || typeof v !== 'string') return v;
  const j = parseAttributeJson(v);
  if (!isObj(j)) return v;
  if (isObj(j.kwargs) && Object.keys(j.kwargs).length > 0) return j.kwargs;
  if (Array.isArray(j.args)) {
    if (j.args.length === 1 && isObj(j.args[0])) return j.args[0];
    if (j.args.length > 0) return { args: j.args };
  }
  return {};
}

/**
 * A tool's result as the agent saw it. The AI SDK (ai.toolCall.result in v5, GenAI's
 * gen_ai.tool.call.result in v7) and OpenLLMetry record it as JSON (a string result becomes
 * a JSON string: its text is the result); LangChain's tools return a
 * serialized ToolMessage ({"lc":1,…,"kwargs":{"content":…}}, under "output" in
 * OpenInference's output.value): its content is the result.
 */
export function unwrapResult(key: string, v: unknown): unknown {
  if (typeof v !== 'string') return v;
  if (JSON_RESULT_KEYS.has(key)) {
    const j = parseAttributeJson(v);
    return typeof j === 'string' ? j : v;
  }
  if (v.charCodeAt(0) !== 123 /* { */ || !v.includes('"lc":1')) return v;
  const j = parseAttributeJson(v);
  const msg = isObj(j) && isObj(j.output) ? j.output : j;
  if (isObj(msg) && msg.lc === 1 && isObj(msg.kwargs) && typeof msg.kwargs.content === 'string')
    return msg.kwargs.content;
  return v;
}

const JSON_RESULT_KEYS = new Set(['ai.toolCall.result', 'gen_ai.tool.call.result', 'traceloop.entity.output']);

/**
 * The error text of a failed tool span: its exception event's message, else its status
 * message, else error.type; without the stack trace some SDKs append (a blank line or an
 * indented "at" line starts it).
 */
export function errorTextOf(s: OtelSpan): string | undefined {
  let m: unknown;
  for (const e of s.events) if (m === undefined && e.name === 'exception') m = e.attrs['exception.message'];
  if (typeof m !== 'string' || m === '') m = s.status.message;
  if (typeof m === 'string' && m !== '') return m.split(STACK, 1)[0];
  return typeof s.attrs['error.type'] === 'string' ? s.attrs['error.type'] : undefined;
}

const STACK = /\n[ \t]*\n|\n[ \t]+at /;

/** A tool span that failed: error status, error.type, or an exception event. */
export const failed = (s: OtelSpan): boolean =>
  s.status.code === 2 || s.attrs['error.type'] !== undefined || s.events.some((e) => e.name === 'exception');

/** Most tool definitions read from one trace, and the longest description kept (trace v1's bound). */
const MAX_DEFINITIONS = 10_000;
const MAX_DESCRIPTION = 65_536;

/**
 * The tools the agent was shown, by name, with the description it read: the GenAI
 * conventions' gen_ai.tool.definitions, the AI SDK's ai.prompt.tools, OpenInference's
 * llm.tools.N.tool.json_schema and Pydantic AI's model_request_parameters.function_tools
 * on the trace's LLM (and agent) spans. Each definition is {name, description, …} or
 * OpenAI's {type: "function", function: {name, description, …}}. The first description
 * seen for a name is kept.
 */
export function toolDefinitions(spans: OtelSpan[]): Map<string, string | undefined> {
  const out = new Map<string, string | undefined>();
  const add = (raw: unknown) => {
    if (out.size >= MAX_DEFINITIONS) return;
    const d = typeof raw === 'string' ? parseAttributeJson(raw) : raw;
    if (!isObj(d)) return;
    const f = isObj(d.function) ? d.function : d;
    if (typeof f.name !== 'string' || f.name === '' || out.has(f.name.slice(0, MAX_NAME_CHARS))) return;
    const desc = typeof f.description === 'string' ? f.description.slice(0, MAX_DESCRIPTION) : undefined;
    out.set(f.name.slice(0, MAX_NAME_CHARS), desc);
  };
  for (const s of spans) {
    for (const key of ['gen_ai.tool.definitions', 'ai.prompt.tools']) {
      const v = s.attrs[key];
      const list = typeof v === 'string' ? parseAttributeJson(v) : v;
      if (Array.isArray(list)) for (const d of list) add(d);
    }
    for (const k in s.attrs) if (k.startsWith('llm.tools.') && k.endsWith('.tool.json_schema')) add(s.attrs[k]);
    const p = s.attrs.model_request_parameters;
    const params = typeof p === 'string' ? parseAttributeJson(p) : undefined;
    if (isObj(params) && Array.isArray(params.function_tools)) for (const d of params.function_tools) add(d);
  }
  return out;
}
