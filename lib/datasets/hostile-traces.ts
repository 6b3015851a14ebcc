// 1 MiB traces for the redaction time bound: a normal one (many tool calls with ordinary
// text, URLs and the odd secret) and hostile ones, each made of long runs that feed one
// redaction rule's worst case (the prefix a backtracking pattern retries at every position).
import { simpleTrace } from './traces.ts';

export const MIB = 1_048_576;

function fill(unit: string, bytes: number): string {
  return unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);
}

/** A 1 MiB trace shaped like a real one: many calls, each with prose arguments and results. */
export function normalTrace(id: string, bytes = MIB): Record<string, unknown> {
  const calls: Record<string, unknown>[] = [];
  const preview =
    'Found 12 results for "quarterly revenue by region". The first is https://example.com/reports/q3?region=emea (updated 2026-10-01), ' +
    'maintained by the finance team; contact ops@example.com for access. Totals: EMEA 1,204,331; APAC 981,002; AMER 2,110,874. ';
  let size = 0;
  for (let i = 0; size < bytes - 2_000; i++) {
    const call = {
      name: i % 3 === 0 ? 'search' : 'fetch',
      arguments: {
        query: `quarterly revenue by region, page ${i}`,
        url: `https://example.com/reports/${i}`,
        limit: 10,
      },
      result: { is_error: false, preview: preview.repeat(3) },
      latency_ms: 120 + (i % 50),
    };
    size += JSON.stringify(call).length + 1;
    calls.push(call);
  }
  return simpleTrace(id, { tool_calls: calls });
}

/** Unit strings that make a rule try (and fail) a long bounded match at many positions. */
export const HOSTILE_UNITS: Record<string, string> = {
  word_run: 'a',
  email_locals: 'a.',
  email_ats: 'a@',
  email_domains: 'a@b.',
  url_schemes: 'a://b:',
  url_users: 'x://' + 'u'.repeat(200),
  digits: '4',
  spaced_digits: '4 ',
  assignments: 'password=',
  stems: 'tokentoken_',
  quoted: 'secret: "',
  bearer: 'Bearer ',
  basic: 'Basic ',
  jwt: 'eyJ',
  jwt_dots: 'eyJabcde.',
  pem: '-----BEGIN RSA PRIVATE KEY-----',
  pem_ends: '-----BEGIN PRIVATE KEY----------END ',
  vendor: 'sk-',
  headers: 'Authorization: ',
};

/** A trace whose query and one result preview are `bytes` of one hostile unit. */
export function hostileTrace(id: string, unit: string, bytes = MIB): Record<string, unknown> {
  const half = Math.floor(bytes / 2) - 1_000;
  return simpleTrace(id, {
    user_query: fill(unit, Math.min(half, 100_000)),
    tool_calls: [
      {
        name: 'fetch',
        arguments: { text: fill(unit, half - 100_000) },
        result: { is_error: false, preview: fill(unit, 65_536) },
      },
    ],
    extra_notes: fill(unit, half - 65_536),
  });
}

/**
 * The i-th message of an adversarial stream, crafted against the redactor and the
 * validator in turn: a long run of one hostile unit in the query, a result and an extra
 * field (`bytes` in all); nesting just under the depth limit and just over it; and
 * thousands of distinct key names (each one judged by the secret-key check, more than its
 * cache holds).
 */
export function adversarialTrace(id: string, i: number, bytes = 48 * 1024): Record<string, unknown> {
  const units = Object.values(HOSTILE_UNITS);
  const kind = i % (units.length + 3);
  if (kind === units.length) return simpleTrace(id, { nested: nest(60) });
  if (kind === units.length + 1) return simpleTrace(id, { nested: nest(70) });
  if (kind === units.length + 2) {
    const args: Record<string, string> = {};
    for (let k = 0; k < 4_000; k++) args[`field_${id}_${k}_${k % 7 === 0 ? 'tokenCount' : 'value'}`] = `v${k}`;
    return simpleTrace(id, {
      tool_calls: [{ name: 'fetch', arguments: args, result: { is_error: false, preview: 'ok' } }],
    });
  }
  const unit = units[kind]!;
  const third = Math.floor(bytes / 3);
  return simpleTrace(id, {
    user_query: fill(unit, third),
    tool_calls: [
      {
        name: 'fetch',
        arguments: { text: fill(unit, third) },
        result: { is_error: false, preview: fill(unit, third) },
      },
    ],
    extra_notes: fill(unit, third),
  });
}

function nest(depth: number): unknown {
  let v: unknown = 'leaf';
  for (let d = 0; d < depth; d++) v = d % 2 ? [v] : { k: v };
  return v;
}
