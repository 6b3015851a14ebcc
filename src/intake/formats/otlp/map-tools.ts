// Tool calls of a trace's spans: one call per group of tool spans seen from several sides,
// its arguments, result and server.
import { MAX_NAME_CHARS } from '../../../model/trace.ts';
import { type MapOptions, nonNegative, nsBetweenMs, parseAttributeJson, PREVIEW_MAX } from './map-spans.ts';
import { errorTextOf, failed, unwrapArguments, unwrapResult } from './map-frameworks.ts';
import type { OtelSpan } from './otlp.ts';

// Past the operation, one whitespace run, then the name up to the end of the line, the run
// kept whole (no backtracking into it: `\s+(.+)$` was quadratic in a long run of spaces).
export const TOOL_SPAN_NAME = /^(?:tools\/call|execute_tool)\s+(\S.*)?$/;

export function toolName(s: OtelSpan): string {
  const n =
    s.attrs['gen_ai.tool.name'] ??
    s.attrs['tool.name'] ??
    s.attrs['ai.toolCall.name'] ??
    (s.attrs['traceloop.span.kind'] === 'tool' ? s.attrs['traceloop.entity.name'] : undefined);
  // Cut to trace v1's bound: a longer name was dead-lettered with its trace.
  if (typeof n === 'string' && n) return n.slice(0, MAX_NAME_CHARS);
  const m = TOOL_SPAN_NAME.exec(s.name);
  return (m ? (m[1] ?? '') : s.name).trim().slice(0, MAX_NAME_CHARS) || 'unknown';
}

/** The first of `keys` set (not empty) on any span of the group, spans first. */
export function pick(group: OtelSpan[], keys: readonly string[]): unknown {
  return pickKey(group, keys)?.[1];
}

/** As pick, with the key it was found under. */
export function pickKey(group: OtelSpan[], keys: readonly string[]): [string, unknown] | undefined {
  for (const g of group) {
    for (const k of keys) {
      const v = g.attrs[k];
      if (v !== undefined && v !== null && v !== '') return [k, v];
    }
  }
  return undefined;
}

export const ARGUMENT_KEYS = [
  'gen_ai.tool.call.arguments',
  'input.value',
  'tool.parameters',
  'ai.toolCall.args',
  'traceloop.entity.input',
  // Pydantic AI's instrumentation v2.
  'tool_arguments',
] as const;
export const RESULT_KEYS = [
  'gen_ai.tool.call.result',
  'output.value',
  'ai.toolCall.result',
  'traceloop.entity.output',
  'tool_response',
] as const;
export const CALL_ID_KEYS = ['gen_ai.tool.call.id', 'tool_call.id', 'ai.toolCall.id'] as const;

export function toolCall(group: OtelSpan[], o: MapOptions): Record<string, unknown> {
  const s = group[0]!;
  const a = pickKey(group, ARGUMENT_KEYS);
  const args = a && unwrapArguments(a[0], a[1]);
  const r = pickKey(group, RESULT_KEYS);
  const result = r && unwrapResult(r[0], r[1]);
  const errored = group.find(failed);
  const errorText = errored ? errorTextOf(errored) : undefined;
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

export function serverOf(group: OtelSpan[], o: MapOptions): string {
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

export const safeServer = (s: string) => s.replaceAll('/', '_').slice(0, MAX_NAME_CHARS) || 'unknown';

export function asArguments(v: unknown): Record<string, unknown> {
  if (v === undefined || v === null || v === '') return {};
  const x = typeof v === 'string' ? parseAttributeJson(v) : v;
  if (x === undefined) return { input: v };
  return typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Record<string, unknown>) : { input: x };
}

export const asText = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));
