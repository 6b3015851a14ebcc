// Messages of a trace's spans: GenAI input and output messages (attributes or events) and
// OpenInference's flattened ones, parsed once per span, and the query and answer they give.
import { isObj, kindOf, type Message, parseAttributeJson } from './map-spans.ts';
import type { OtelSpan } from './otlp.ts';

/** GenAI input messages (attribute, or the inference-details event), else OpenInference's flattened ones. */
/** A message and its text alone (without tool-call parts), for the query and the answer. */
export type Msg = Message & { text: string };

/**
 * Each span's input and output messages, parsed on first use (one mapping call). In a
 * trace of a few spans, a list searched in turn; in a larger one, a map (the loops over
 * LLM spans would make a scan quadratic).
 */
export class MessageMemo {
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
    this.#input[i] ??=
      genAiMessages(s, 'gen_ai.input.messages') ??
      genAiMessages(s, 'ai.prompt.messages') ??
      // Pydantic AI's agent run: the whole run's messages, in the GenAI shape.
      genAiMessages(s, 'pydantic_ai.all_messages') ??
      flatMessages(s.attrs, INPUT_RE);
    return this.#input[i];
  }

  output(s: OtelSpan): Msg[] {
    const i = this.#slot(s);
    this.#output[i] ??=
      genAiMessages(s, 'gen_ai.output.messages') ?? aiSdkOutput(s) ?? flatMessages(s.attrs, OUTPUT_RE);
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

export function genAiMessages(s: OtelSpan, key: string): Msg[] | undefined {
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

/** The AI SDK's answer (ai.response.text) as the assistant's message. */
function aiSdkOutput(s: OtelSpan): Msg[] | undefined {
  const t = s.attrs['ai.response.text'];
  return typeof t === 'string' && t !== '' ? [{ role: 'assistant', content: t, text: t }] : undefined;
}

/** Roles whose turns trace v1 `messages` keep (tool results stay in tool_calls). */
export const TALK_ROLES = new Set(['user', 'assistant', 'system']);

/**
 * Text parts joined; a message of only other parts (tool calls, responses) shows them as
 * JSON, written only for a role `messages` keeps (the others' content is never read).
 */
export function messageOf(role: string, m: Record<string, unknown>): Msg {
  if (typeof m.content === 'string') return { role, content: m.content, text: m.content };
  // GenAI's parts ({type: "text", content}); the AI SDK's content parts ({type: "text", text}).
  const parts = Array.isArray(m.parts)
    ? m.parts.filter(isObj)
    : Array.isArray(m.content)
      ? m.content.filter(isObj)
      : [];
  let text: string | undefined;
  for (const p of parts) {
    const t = typeof p.content === 'string' ? p.content : p.text;
    if (p.type !== 'text' || typeof t !== 'string') continue;
    text = text === undefined ? t : `${text}\n${t}`;
  }
  if (text !== undefined) return { role, content: text, text };
  return { role, content: parts.length && TALK_ROLES.has(role) ? JSON.stringify(parts) : '', text: '' };
}

/** OpenInference flattens lists: llm.input_messages.0.message.role, ….0.message.content. */
export const INPUT_RE = /^llm\.input_messages\.(\d+)\.message\.(role|content|contents\.(\d+)\.message_content\.text)$/;
export const OUTPUT_RE =
  /^llm\.output_messages\.(\d+)\.message\.(role|content|contents\.(\d+)\.message_content\.text)$/;

export function flatMessages(attrs: Record<string, unknown>, re: RegExp): Msg[] {
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

export const firstUser = (ms: Msg[]): string | undefined => ms.find((m) => m.role === 'user' && m.text !== '')?.text;

/** OpenInference input.value of an agent or root span: text, or JSON with an obvious query field. */
export function plainInput(s: OtelSpan | undefined): string | undefined {
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
export function lastOutput(spans: OtelSpan[], memo: MessageMemo): string | null {
  for (let i = spans.length - 1; i >= 0; i--) {
    const s = spans[i]!;
    const out = memo.output(s);
    if (out.length) return out[out.length - 1]!.text || null;
    const v = s.attrs['output.value'];
    if (typeof v === 'string' && v !== '' && kindOf(s) !== 'tool') return v;
  }
  return null;
}
