// Synthetic traces in format v1, shaped like real agent tasks: a user query, the tools
// shown, one to three tool calls (a wrong pick first, sometimes), and a final answer.
// Deterministic for a given seed, so runs compare.
import type { CatalogTool, LabelledQuery } from './metatool.ts';

export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

export interface SynthOptions {
  server: string;
  tools: CatalogTool[];
  queries: LabelledQuery[];
  seed?: number;
  idPrefix?: string;
}

export function* synthTraces(n: number, o: SynthOptions): Generator<Record<string, unknown>> {
  const rand = rng(o.seed ?? 42);
  const base = Date.parse('2026-11-01T00:00:00Z');
  const shown = o.tools.slice(0, 20).map((t) => ({ server: o.server, name: t.name, version: 1 }));
  for (let i = 0; i < n; i++) {
    const q = o.queries[i % o.queries.length]!;
    const calls: Record<string, unknown>[] = [];
    const wrongFirst = rand() < 0.3;
    if (wrongFirst) {
      const other = o.tools[Math.floor(rand() * o.tools.length)]!;
      calls.push({
        server: o.server,
        name: other.name,
        arguments: { query: q.query },
        result: { is_error: rand() < 0.5, preview: `No relevant results from ${other.name}.` },
        latency_ms: Math.round(200 + rand() * 900),
      });
    }
    calls.push({
      server: o.server,
      name: q.tool,
      arguments: { query: q.query, limit: 5 },
      result: { is_error: false, preview: `Found 5 results for "${q.query.slice(0, 60)}" with ${q.tool}.` },
      latency_ms: Math.round(150 + rand() * 1200),
    });
    yield {
      schema: 'whetstone.trace/v1',
      trace_id: `${o.idPrefix ?? 't'}-${i}`,
      timestamp: new Date(base + i * 1000).toISOString(),
      server: o.server,
      session_id: `s-${Math.floor(i / 4)}`,
      agent: { name: 'bench-agent', model: 'scripted' },
      user_query: q.query,
      tools_shown: shown,
      tool_calls: calls,
      final_answer: `Here is what ${q.tool} found for you.`,
      iteration_count: calls.length + 1,
      total_duration_ms: Math.round(1000 + rand() * 4000),
      error_count: calls.filter((c) => (c.result as { is_error: boolean }).is_error).length,
      ...(rand() < 0.1 ? { feedback: { rating: rand() < 0.8 ? 'up' : 'down' } } : {}),
    };
  }
}

export function simpleTrace(id: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    schema: 'whetstone.trace/v1',
    trace_id: id,
    timestamp: '2026-11-21T10:00:00Z',
    server: 'fetch',
    user_query: 'What is on example.com?',
    tools_shown: [{ server: 'fetch', name: 'fetch', version: 1 }],
    tool_calls: [
      {
        name: 'fetch',
        arguments: { url: 'https://example.com' },
        result: { is_error: false, preview: 'Example Domain' },
        latency_ms: 120,
      },
    ],
    final_answer: 'It is the IANA example page.',
    error_count: 0,
    ...extra,
  };
}
