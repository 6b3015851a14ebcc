import { describe, expect, it } from 'vitest';
import { loadQueries, loadTools } from '../../lib/datasets/metatool.ts';
import { rng, simpleTrace, synthTraces } from '../../lib/datasets/traces.ts';
import { traceV1Schema } from '../../src/model/trace.ts';
import { fastTrace } from '../../src/intake/core/validate.ts';

// Values a field can take that the schema accepts or refuses ('__big__' becomes 1e400, Infinity once parsed).
const ODD_VALUES: unknown[] = [
  null,
  undefined,
  '',
  'x',
  'a/b',
  'x'.repeat(201),
  'x'.repeat(257),
  0,
  -1,
  1.5,
  2,
  0.5,
  '__big__',
  true,
  false,
  [],
  [1],
  {},
  { a: 1 },
  '2026-11-21T10:00:00Z',
  '2026-11-21',
  'up',
  'down',
  'user',
];

/** Every path of objects and arrays in a value, as key lists. */
function paths(v: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (v !== null && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      const p = [...at, Array.isArray(v) ? Number(k) : k];
      out.push(p);
      paths(x, p, out);
    }
  }
  return out;
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let o = copy;
  for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined) delete o[last];
  else o[last] = value;
  return copy;
}

/** The fast check never accepts what zod refuses, and outputs exactly what zod outputs. */
function agrees(input: unknown): boolean | undefined {
  const json = JSON.parse(JSON.stringify(input).replace('"__big__"', '1e400'));
  const fast = fastTrace(structuredClone(json));
  const zod = traceV1Schema.safeParse(json);
  if (fast === undefined) return undefined;
  expect(zod.success).toBe(true);
  expect(JSON.stringify(fast)).toBe(JSON.stringify(zod.data));
  return true;
}

describe('the fast trace check', () => {
  const full = simpleTrace('t-full', {
    session_id: 's-1',
    agent: { model: 'm', name: 'a', extra: 1 },
    messages: [
      { content: 'hi', role: 'user', at: 1 },
      { role: 'assistant', content: 'hello' },
    ],
    feedback: { comment: 'ok', rating: 'up' },
    iteration_count: 2,
    total_duration_ms: 12.5,
    success_rate: 0.5,
    is_successful: true,
    score: 1,
    task_success_evaluation: null,
    user_task_identified: 'find the page',
    zz_unknown: { password: 'x' },
    tools_shown: [{ name: 'fetch', server: 'fetch', version: 3, note: 'n' }],
    tool_calls: [
      {
        latency_ms: 5,
        name: 'fetch',
        zz: 1,
        arguments: { url: 'u' },
        server: 'fetch',
        result: { preview: 'p', extra: 2 },
      },
      { name: 'fetch' },
    ],
  });

  it('vouches for ordinary traces with the output zod gives', () => {
    const traces = [full, ...synthTraces(200, { server: 'metatool', tools: loadTools(), queries: loadQueries() })];
    for (const t of traces) expect(agrees(t)).toBe(true);
  });

  it('never accepts a trace zod refuses, whatever one field is changed to', () => {
    const rand = rng(7);
    let vouched = 0;
    let deferred = 0;
    for (const p of paths(full)) {
      for (const v of ODD_VALUES) {
        if (rand() < 0.5) continue;
        const r = agrees(setAt(full, p, v));
        if (r) vouched++;
        else deferred++;
      }
    }
    expect(vouched).toBeGreaterThan(50);
    expect(deferred).toBeGreaterThan(50);
  });

  it('leaves a __proto__ key to zod', () => {
    const t = JSON.parse(JSON.stringify(full).replace('"zz_unknown"', '"__proto__"'));
    expect(fastTrace(t)).toBeUndefined();
  });
});
