// The trace v1 check on the hot path. A hand-written pass over the parsed JSON accepts a
// strict subset of what traceV1Schema (zod) accepts and builds the same output (defaults
// filled, the schema's keys first in its order, then unknown keys in arrival order, so the
// content hash and the stored row are identical). Anything it does not accept goes to zod,
// which decides and words the error: the fast pass never rejects, it only skips zod for
// traces it can vouch for. Costs a fraction of zod's parse (which copied every object).
import {
  TRACE_SCHEMA_ID,
  traceV1Schema,
  MAX_CONVERSATION_CHARS,
  MAX_MESSAGE_CHARS,
  MAX_MESSAGES,
  type TraceV1,
} from '../../model/trace.ts';

type Obj = Record<string, unknown>;

const TOP_KEYS = [
  'schema',
  'trace_id',
  'timestamp',
  'server',
  'session_id',
  'agent',
  'user_query',
  'tools_shown',
  'tool_calls',
  'final_answer',
  'messages',
  'iteration_count',
  'total_duration_ms',
  'error_count',
  'feedback',
  'success_rate',
  'is_successful',
  'score',
  'task_success_evaluation',
  'user_task_identified',
] as const;
const SHOWN_KEYS = ['server', 'name', 'version', 'description'] as const;
const CALL_KEYS = ['server', 'name', 'arguments', 'result', 'latency_ms'] as const;
const RESULT_KEYS = ['is_error', 'preview'] as const;
const AGENT_KEYS = ['name', 'model'] as const;
const FEEDBACK_KEYS = ['rating', 'comment'] as const;
const MESSAGE_KEYS = ['role', 'content'] as const;
const ROLES = new Set(['user', 'assistant', 'system']);

const timestampSchema = traceV1Schema.shape.timestamp;

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !Object.hasOwn(v, '__proto__');
}
const str = (v: unknown, min: number, max: number) => typeof v === 'string' && v.length >= min && v.length <= max;
const optStr = (v: unknown, max = Number.POSITIVE_INFINITY) =>
  v === undefined || (typeof v === 'string' && v.length <= max);
const name = (v: unknown) => str(v, 1, 256);
const serverName = (v: unknown) => name(v) && !(v as string).includes('/');
const num = (v: unknown, min: number, max = Number.POSITIVE_INFINITY) =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
const optNum = (v: unknown, min: number, max?: number) => v === undefined || num(v, min, max);
const optInt = (v: unknown, min: number) => v === undefined || (Number.isSafeInteger(v) && (v as number) >= min);

/**
 * The keys of `keys` that are present, in that order, then the others in arrival order
 * (zod's looseObject output); a defined value in `fill` replaces the key's value.
 */
function shaped(o: Obj, keys: readonly string[], fill?: Obj): Obj {
  const out: Obj = {};
  for (const k of keys) {
    const v = fill?.[k] !== undefined ? fill[k] : o[k];
    if (v !== undefined) out[k] = v;
  }
  const known = keys as readonly string[];
  for (const k of Object.keys(o)) if (!known.includes(k)) out[k] = o[k];
  return out;
}

function toolShown(t: unknown): Obj | undefined {
  if (!isObj(t) || !serverName(t.server) || !name(t.name) || !optInt(t.version, 1)) return undefined;
  if (!optStr(t.description, 65_536)) return undefined;
  return shaped(t, SHOWN_KEYS);
}

function toolCall(c: unknown): Obj | undefined {
  if (!isObj(c) || (c.server !== undefined && !serverName(c.server)) || !name(c.name)) return undefined;
  if (c.arguments !== undefined && !isObj(c.arguments)) return undefined;
  if (!optNum(c.latency_ms, 0)) return undefined;
  let result: Obj | undefined;
  if (c.result !== undefined) {
    const r = c.result;
    if (!isObj(r) || (r.is_error !== undefined && typeof r.is_error !== 'boolean') || !optStr(r.preview, 65_536))
      return undefined;
    result = shaped(r, RESULT_KEYS, { is_error: r.is_error ?? false });
  }
  return shaped(c, CALL_KEYS, { arguments: c.arguments ?? {}, result });
}

function list(v: unknown, max: number, each: (x: unknown) => Obj | undefined): Obj[] | undefined {
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.length > max) return undefined;
  const out: Obj[] = [];
  for (const x of v) {
    const o = each(x);
    if (!o) return undefined;
    out.push(o);
  }
  return out;
}

function messagesOf(v: unknown): Obj[] | undefined {
  let chars = 0;
  const out = list(v, MAX_MESSAGES, (m) => {
    if (!isObj(m) || !ROLES.has(m.role as string) || !str(m.content, 0, MAX_MESSAGE_CHARS)) return undefined;
    chars += (m.content as string).length;
    return shaped(m, MESSAGE_KEYS);
  });
  return out && chars <= MAX_CONVERSATION_CHARS ? out : undefined;
}

/** The trace as traceV1Schema would output it, or undefined when only zod can say. */
export function fastTrace(json: unknown): TraceV1 | undefined {
  if (!isObj(json)) return undefined;
  const t = json;
  if (
    t.schema !== TRACE_SCHEMA_ID ||
    !str(t.trace_id, 1, 200) ||
    !serverName(t.server) ||
    !optStr(t.session_id, 200) ||
    !str(t.user_query, 0, 100_000)
  )
    return undefined;
  if (t.final_answer !== undefined && t.final_answer !== null && typeof t.final_answer !== 'string') return undefined;
  if (!optInt(t.iteration_count, 0) || !optNum(t.total_duration_ms, 0) || !optInt(t.error_count, 0)) return undefined;
  if (
    !optNum(t.success_rate, 0, 1) ||
    !optNum(t.score, 0, 1) ||
    (t.is_successful !== undefined && typeof t.is_successful !== 'boolean')
  )
    return undefined;
  const goal = t.user_task_identified;
  if (goal !== undefined && typeof goal !== 'boolean' && !str(goal, 0, 10_000)) return undefined;
  let agent: Obj | undefined;
  if (t.agent !== undefined) {
    if (!isObj(t.agent) || !optStr(t.agent.name) || !optStr(t.agent.model)) return undefined;
    agent = shaped(t.agent, AGENT_KEYS);
  }
  let feedback: Obj | undefined;
  if (t.feedback !== undefined) {
    const f = t.feedback;
    if (!isObj(f) || (f.rating !== undefined && f.rating !== 'up' && f.rating !== 'down') || !optStr(f.comment))
      return undefined;
    feedback = shaped(f, FEEDBACK_KEYS);
  }
  const messages = t.messages === undefined ? undefined : messagesOf(t.messages);
  if (t.messages !== undefined && messages === undefined) return undefined;
  const shown = list(t.tools_shown, 10_000, toolShown);
  const calls = shown && list(t.tool_calls, 10_000, toolCall);
  if (!calls || typeof t.timestamp !== 'string' || !timestampSchema.safeParse(t.timestamp).success) return undefined;
  return shaped(t, TOP_KEYS, { agent, feedback, messages, tools_shown: shown, tool_calls: calls }) as TraceV1;
}
