// What the mapping reads spans with: their kind, an index by id, attributes, times and
// small sorts. Shared by the tool-call and message readers and the mapping itself.
import { nestsDeeper } from '../../core/decode.ts';
import type { OtelSpan } from './otlp.ts';
import { setAttr } from './otlp-values.ts';

export interface MapOptions {
  /** Server for tool calls and traces no attribute or mapping names (WHETSTONE_OTEL_DEFAULT_SERVER). */
  defaultServer: string;
  /** server.address[:port], mcp.server.name or service.name → Whetstone server name (WHETSTONE_OTEL_SERVER_MAP). */
  serverMap: Record<string, string>;
}

export interface Message {
  role: string;
  content: string;
}

export type Kind = 'agent' | 'llm' | 'tool' | 'other';
export const LLM_OPS = new Set(['chat', 'text_completion', 'generate_content']);
export const PREVIEW_MAX = 65_536;

export function kindOf(s: OtelSpan): Kind {
  const op = s.attrs['gen_ai.operation.name'];
  const oi = s.attrs['openinference.span.kind'];
  if (op === 'execute_tool' || s.attrs['mcp.method.name'] === 'tools/call' || oi === 'TOOL') return 'tool';
  if ((typeof op === 'string' && LLM_OPS.has(op)) || oi === 'LLM') return 'llm';
  if (op === 'invoke_agent' || oi === 'AGENT') return 'agent';
  return frameworkKind(s);
}

// ai.generateText.doGenerate, ai.streamText.doStream, ai.generateObject.doGenerate, …
const AI_SDK_LLM = /^ai\.[A-Za-z]+\.do(?:Generate|Stream)$/;
// The call around a run's steps (the SDK's entry points).
const AI_SDK_RUN = /^ai\.(?:generateText|streamText|generateObject|streamObject)$/;

/**
 * A span's kind by the AI SDK's operation id, OpenLLMetry's span kind or Pydantic AI's
 * attributes ('other' when none says).
 */
export function frameworkKind(s: OtelSpan): Kind {
  const ai = s.attrs['ai.operationId'];
  if (typeof ai === 'string') {
    if (ai === 'ai.toolCall') return 'tool';
    if (AI_SDK_LLM.test(ai)) return 'llm';
    if (AI_SDK_RUN.test(ai)) return 'agent';
    return 'other';
  }
  const tl = s.attrs['traceloop.span.kind'];
  if (tl === 'tool') return 'tool';
  if (tl === 'agent' || tl === 'workflow') return 'agent';
  return pydanticKind(s);
}

/**
 * Pydantic AI before 1.86.1 names a tool span's tool and call (`running tool` in its
 * instrumentation v2, `execute_tool <tool>` in v3) but no gen_ai.operation.name; its agent
 * run (`agent run`, `invoke_agent <agent>`) holds the run's messages in
 * pydantic_ai.all_messages, and had no operation name before 1.76.
 */
function pydanticKind(s: OtelSpan): Kind {
  const a = s.attrs;
  if (a['gen_ai.operation.name'] !== undefined) return 'other';
  if (typeof a['gen_ai.tool.name'] === 'string' && typeof a['gen_ai.tool.call.id'] === 'string') return 'tool';
  return a['pydantic_ai.all_messages'] !== undefined ? 'agent' : 'other';
}

// Up to this many spans, a trace's spans (their ids, tool call groups, parsed messages) are
// found with a scan, not a map: a trace has a few spans nearly always, and the maps per
// trace cost more than the scans.
export const SCAN_SPANS = 32;

/** A trace's spans without repeats (the first copy of an id kept), found by id. */
export class SpanIndex {
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

export const KNOWN_PREFIXES = [
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
  'ai.',
  'traceloop.',
  'pydantic_ai.',
  // Logfire's display metadata (the message template, JSON schema, level), not the app's.
  'logfire.',
];
export const MAX_EXTRA_ATTRS = 64;

export function unknownAttrs(s: OtelSpan): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  let n = 0;
  for (const k of sortSmall(Object.keys(s.attrs), byText)) {
    if (KNOWN_PREFIXES.some((p) => k.startsWith(p))) continue;
    if (n++ >= MAX_EXTRA_ATTRS) break;
    setAttr(out, k, s.attrs[k]); // an attribute named __proto__ stays an attribute
  }
  return n ? out : undefined;
}

export function conventionsOf(spans: OtelSpan[]): string[] {
  let genAi = false;
  let mcp = false;
  let oi = false;
  let aiSdk = false;
  let traceloop = false;
  let pydantic = false;
  for (const s of spans) {
    // for…in, not Object.keys: no array of keys per span (attrs are plain objects).
    for (const k in s.attrs) {
      if (k.startsWith('gen_ai.')) genAi = true;
      else if (k.startsWith('mcp.')) mcp = true;
      else if (k === 'openinference.span.kind') oi = true;
      else if (k === 'ai.operationId') aiSdk = true;
      else if (k === 'traceloop.span.kind') traceloop = true;
      else if (k === 'pydantic_ai.all_messages') pydantic = true;
    }
  }
  // In sort order.
  const c: string[] = [];
  if (aiSdk) c.push('ai_sdk');
  if (genAi) c.push('gen_ai');
  if (mcp) c.push('mcp');
  if (oi) c.push('openinference');
  if (pydantic) c.push('pydantic_ai');
  if (traceloop) c.push('traceloop');
  return c;
}

/** The first of `keys` (in order) that a span of `spans`, then `also`, holds as non-empty text. */
export function firstAttr(spans: OtelSpan[], also: OtelSpan | undefined, keys: readonly string[]): string | undefined {
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
export function mostCommonServer(calls: Record<string, unknown>[]): string | undefined {
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
export function nsBetweenMs(from: string, to: string): number {
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
export function msOfNs(ns: string): number {
  const digits = ns.charCodeAt(0) === 45 /* - */ ? ns.length - 1 : ns.length;
  return digits <= 6 ? 0 : Number(ns.slice(0, -6));
}

/**
 * Sorts in place, stably, as Array.prototype.sort does: by insertion for the few spans of
 * a trace (the built-in sort allocates more than any other step of the mapping).
 */
export function sortSmall<T>(xs: T[], cmp: (a: T, b: T) => number): T[] {
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
export const nonNegative = (ms: number) => Math.max(0, ms);

// How far up from a tool span its outermost call of the same tool is looked for.
export const MAX_TOOL_HOPS = 100;

export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// Times are decimal strings of nanoseconds: compared by length, then as text (no BigInt per
// comparison); a time before 1970 (OTLP/JSON can say so) as BigInt, where text order is wrong.
export const cmpNs = (a: string, b: string) => {
  if (a.charCodeAt(0) === 45 /* - */ || b.charCodeAt(0) === 45) {
    const x = BigInt(a);
    const y = BigInt(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
};
export const byStart = (a: OtelSpan, b: OtelSpan) =>
  cmpNs(a.start, b.start) || (a.spanId < b.spanId ? -1 : a.spanId > b.spanId ? 1 : 0);
export const byEnd = (a: OtelSpan, b: OtelSpan) => cmpNs(a.end, b.end) || byStart(a, b);
export const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

// JSON inside an attribute is parsed only this deep: V8 parses any depth, but serializing a
// deeper value overflows the stack, and one such span would fail every assembly round.
export const MAX_ATTRIBUTE_JSON_DEPTH = 32;

/** The JSON value of an attribute's text, or undefined when it is not JSON or nests too deep. */
export function parseAttributeJson(text: string): unknown {
  if (nestsDeeper(text, MAX_ATTRIBUTE_JSON_DEPTH)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
