// Turning one trace v1 value into a stored row or a dead letter with a reason: validation
// against the model, redaction, the row. Pure: no I/O. A format adapter brings the value
// (formats/v1 parses message bytes, formats/otlp maps spans); the core knows no format.
import { createHash } from 'node:crypto';
import { TooSlowError, type Redactor } from '../../privacy/redact.ts';
import type { TraceRow } from '../../store/types.ts';
import { traceV1Schema, type TraceV1 } from '../../model/trace.ts';
import { fastTrace } from './validate.ts';
import type { DeadReason } from './dead-reasons.ts';

export { jsonDepth, nestsDeeper } from './json-depth.ts';

export { DEAD_REASONS, type DeadReason } from './dead-reasons.ts';

// The stored row's shape is the store's (store/types.ts); re-exported for the stages.
export type { TraceRow } from '../../store/types.ts';

export type Decoded = { ok: true; row: TraceRow } | { ok: false; reason: DeadReason; error: string };

export interface DecodeOptions {
  maxBytes: number;
  maxDepth: number;
  redactor: Redactor;
  /** A message whose decode takes longer is dead-lettered `too_slow` (0 or unset: no bound). */
  timeBudgetMs?: number | undefined;
}

/**
 * A trace v1 value built in this process (the OTel assembler's mapping of spans), decoded
 * as if it had arrived as its JSON text, without writing and parsing that text: the same
 * limits checked on a walk of the value (its size as JSON, escapes aside; its depth; a NUL
 * in a string), then the same validation and redaction. Its strings came from spans, so
 * they are as untrusted as any message's.
 */
export function decodeTraceValue(
  value: unknown,
  source: string,
  opts: DecodeOptions,
  redactions: Map<string, number>,
  measured?: JsonMeasure,
): Decoded {
  const started = performance.now();
  const deadline = opts.timeBudgetMs ? started + opts.timeBudgetMs : undefined;
  try {
    // Counted in UTF-16 units first (three UTF-8 bytes at most each); in bytes only when
    // that bound is over the limit, since counting bytes costs a call per string.
    let m = measured ?? measureTraceValue(value, opts, 0);
    if (m.bytes * 3 > opts.maxBytes) m = measureJson(value, opts.maxBytes, opts.maxDepth, true);
    if (m.bytes > opts.maxBytes)
      return {
        ok: false,
        reason: 'oversize',
        error: `over ${opts.maxBytes} bytes as JSON, the limit (WHETSTONE_MAX_TRACE_BYTES)`,
      };
    if (m.depth > opts.maxDepth)
      return { ok: false, reason: 'too_deep', error: `JSON nested over ${opts.maxDepth} deep, the limit` };
    if (m.nul)
      return {
        ok: false,
        reason: 'invalid',
        error: 'a string contains the NUL character (\\u0000), which cannot be stored',
      };
    if (deadline !== undefined && performance.now() > deadline) throw new TooSlowError(opts.timeBudgetMs ?? 0);
    return decodeParsedTrace(value, source, opts, redactions, deadline);
  } catch (err) {
    if (err instanceof TooSlowError) return { ok: false, reason: 'too_slow', error: err.message };
    throw err;
  }
}

export interface JsonMeasure {
  /** Size as JSON, escapes aside, in UTF-16 units; counted no further than just past the bound asked. */
  bytes: number;
  depth: number;
  nul: boolean;
}

/**
 * The first check decodeTraceValue makes, on its own: the value's size as JSON in UTF-16
 * units, counted up to at least `routeBytes` (so a caller can also route the value by
 * size with it: decode on the event loop or in a worker), its depth (up to the limit) and
 * whether a string holds NUL. Handed to decodeTraceValue, the value is walked once, not
 * once to route it and again to check it.
 */
export function measureTraceValue(
  value: unknown,
  opts: Pick<DecodeOptions, 'maxBytes' | 'maxDepth'>,
  routeBytes: number,
): JsonMeasure {
  return measureJson(value, Math.max(routeBytes, Math.floor(opts.maxBytes / 3)), opts.maxDepth, false);
}

/**
 * What the v1 format checks on a text (formats/v1/decode.ts), for a value: its size as JSON (escapes aside; in
 * UTF-8 bytes, or in UTF-16 units unless `utf8`), its nesting depth and whether a string
 * holds NUL. Stops once past either limit, so the walk is bounded whatever the value.
 */
function measureJson(root: unknown, maxBytes: number, maxDepth: number, utf8: boolean): JsonMeasure {
  const m: Measuring = { bytes: 0, depth: 0, nul: false, maxBytes, maxDepth, utf8 };
  measureWalk(m, root, 0);
  return { bytes: m.bytes, depth: m.depth, nul: m.nul };
}

interface Measuring extends JsonMeasure {
  readonly maxBytes: number;
  readonly maxDepth: number;
  /** Strings counted in UTF-8 bytes, else in UTF-16 units. */
  readonly utf8: boolean;
}

// A function of the module, not a closure made per call: it runs once per trace the
// assembler maps, and a closure per call (named, as tsx's transform names it, through
// Object.defineProperty) costs more than the walk.
/** Adds `v` to the measure; false once past a limit. `outer`: the arrays and objects around v (a container's depth counts itself, as jsonDepth counts brackets). */
function measureWalk(m: Measuring, v: unknown, outer: number): boolean {
  if (m.bytes > m.maxBytes || m.nul) return false;
  if (typeof v === 'string') {
    m.bytes += (m.utf8 ? Buffer.byteLength(v) : v.length) + 2;
    if (v.includes('\0')) m.nul = true;
  } else if (typeof v === 'number') m.bytes += Number.isFinite(v) ? String(v).length : 4;
  else if (typeof v === 'boolean') m.bytes += v ? 4 : 5;
  else if (v === null || typeof v !== 'object') m.bytes += 4;
  else {
    const depth = outer + 1;
    if (depth > m.depth) m.depth = depth;
    if (depth > m.maxDepth) return false;
    if (Array.isArray(v)) {
      m.bytes += 2 + v.length;
      for (const x of v) if (!measureWalk(m, x, depth)) return false;
    } else {
      m.bytes += 2;
      // for…in over own keys, not Object.keys: the same keys JSON.stringify writes,
      // without an array of them per object (a tenth of what the walk allocated).
      for (const k in v) {
        if (!Object.hasOwn(v, k)) continue;
        const x = (v as Record<string, unknown>)[k];
        if (x === undefined) continue;
        m.bytes += (m.utf8 ? Buffer.byteLength(k) : k.length) + 4;
        if (k.includes('\0')) m.nul = true;
        if (!measureWalk(m, x, depth)) return false;
      }
    }
  }
  return true;
}

/**
 * A parsed trace v1 candidate (from a format adapter: formats/v1 parses JSON text) validated
 * against the model, redacted and made a row. Past `deadline` it throws TooSlowError, for
 * the caller to turn into a `too_slow` dead letter with the rest of its time budget.
 */
export function decodeParsedTrace(
  json: unknown,
  source: string,
  opts: DecodeOptions,
  redactions: Map<string, number>,
  deadline: number | undefined,
): Decoded {
  const overdue = () => {
    if (deadline !== undefined && performance.now() > deadline) throw new TooSlowError(opts.timeBudgetMs ?? 0);
  };
  // The hand-written check vouches for most traces; zod decides (and words) the rest.
  let data = fastTrace(json);
  if (data === undefined) {
    const parsed = traceV1Schema.safeParse(json);
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(top level)'}: ${i.message}`);
      return { ok: false, reason: 'invalid', error: issues.join('; ').slice(0, 500) };
    }
    data = parsed.data;
  }
  overdue();
  const local = new Map<string, number>();
  // Key names are checked at every depth except the trace's own fields (its session_id
  // is an agent session, not a credential); an extension field named like a secret is.
  // The trace id is the key of exactly-once storage and is stored as sent: redacted, two
  // ids that differ only in a card-like run of digits became one, and the second trace
  // was refused as an id conflict (36 of 200,000 random OTel trace ids, 32 hex digits,
  // held a Luhn-valid run).
  const t = opts.redactor.redact(data, local, {
    deadline,
    budgetMs: opts.timeBudgetMs,
    exemptKeys: COLUMN_FIELDS,
    verbatimKeys: TRACE_ID,
  });
  let count = 0;
  for (const [k, n] of local) {
    count += n;
    redactions.set(k, (redactions.get(k) ?? 0) + n);
  }
  // Pushed, not mapped: see redactValue (redact.ts).
  const toolCalls: typeof t.tool_calls = [];
  for (const c of t.tool_calls) toolCalls.push({ ...c, server: c.server ?? t.server });
  return {
    ok: true,
    row: {
      trace_id: t.trace_id,
      ts: t.timestamp,
      server: t.server,
      session_id: t.session_id ?? null,
      user_query: t.user_query,
      tools_shown: t.tools_shown,
      tool_calls: toolCalls,
      final_answer: t.final_answer ?? null,
      signals: signalsOf(t),
      extra: extraFields(t),
      content_hash: contentHashOf(t.user_query, toolCalls, t.final_answer ?? null, t.messages),
      redactions: count,
      source,
    },
  };
}

const TRACE_ID: ReadonlySet<string> = new Set(['trace_id']);

// Fields stored in columns or in `signals`; everything else of a trace goes to `extra`,
// so a stored row holds the whole trace once (storing the full JSON again beside the
// columns halved ingest throughput).
const COLUMN_FIELDS = new Set([
  'schema',
  'trace_id',
  'timestamp',
  'server',
  'session_id',
  'user_query',
  'tools_shown',
  'tool_calls',
  'final_answer',
  'error_count',
  'iteration_count',
  'total_duration_ms',
  'feedback',
  'success_rate',
  'is_successful',
  'score',
  'task_success_evaluation',
  'user_task_identified',
]);

function extraFields(t: TraceV1): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(t)) if (!COLUMN_FIELDS.has(k)) out[k] = v;
  return out;
}

function signalsOf(t: TraceV1): Record<string, unknown> {
  const s: Record<string, unknown> = {
    has_final_answer: typeof t.final_answer === 'string' && t.final_answer.trim() !== '',
  };
  for (const k of [
    'error_count',
    'iteration_count',
    'total_duration_ms',
    'feedback',
    'success_rate',
    'is_successful',
    'score',
    'task_success_evaluation',
    'user_task_identified',
  ] as const) {
    if (t[k] !== undefined) s[k] = t[k];
  }
  return s;
}

/**
 * Identical tasks (same query, calls and answer, and conversation when there is one) share
 * a hash, so a judge sees them once.
 */
function contentHashOf(query: string, calls: unknown, answer: string | null, messages: unknown): string {
  const parts = messages === undefined ? [query, calls, answer] : [query, calls, answer, messages];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
