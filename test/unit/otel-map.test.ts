// OTLP decode + convention mapping on spans made by the real OpenTelemetry SDK and
// serialized by the exporters' own serializers (@opentelemetry/otlp-transformer).
import { JsonTraceSerializer, ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { describe, expect, it } from 'vitest';
import { mapSpans } from '../../src/intake/formats/otlp/map.ts';
import { decodeOtlp, type OtelSpan } from '../../src/intake/formats/otlp/otlp.ts';
import {
  emitGenAi,
  emitOpenInference,
  provider,
  sessionSpecs,
  shuffledBatches,
} from '../../lib/datasets/otel-sessions.ts';

const serverMap = {
  'search.mcp.internal:8080': 'search',
  'fetch.mcp.internal:8080': 'fetch',
  'files.mcp.internal:8080': 'files',
};

describe('OTLP → trace v1', () => {
  it('maps GenAI + MCP sessions to the trace v1 written by hand, from protobuf and JSON, in any span order', async () => {
    const specs = sessionSpecs(14);
    const { tracerProvider, exporter } = provider('test-agent');
    const expected = new Map(specs.map((s) => emitGenAi(tracerProvider, s)).map((e) => [e.traceId, e.expected]));
    await tracerProvider.forceFlush();
    const spans = exporter.getFinishedSpans();
    for (const serializer of [ProtobufTraceSerializer, JsonTraceSerializer]) {
      const byTrace = new Map<string, OtelSpan[]>();
      for (const batch of shuffledBatches(spans, 5)) {
        const d = decodeOtlp(serializer.serializeRequest(batch)!, 'auto', 1 << 24);
        if (!d.ok) throw new Error(d.error);
        expect(d.dropped).toEqual([]);
        for (const s of d.spans) byTrace.set(s.traceId, [...(byTrace.get(s.traceId) ?? []), s]);
      }
      expect(byTrace.size).toBe(specs.length);
      for (const [id, ss] of byTrace) {
        const m = mapSpans(ss, { defaultServer: 'unknown', serverMap });
        expect(m.ok && m.trace).toEqual(expected.get(id));
      }
    }
  });

  it('counts a span sent twice once and keeps its first copy, in a trace of a few spans and in one past the scan bound', () => {
    const { tracerProvider, exporter } = provider('test-agent');
    const [small] = sessionSpecs(1) as [ReturnType<typeof sessionSpecs>[number]];
    // 20 calls: an agent span, 21 chat spans and 40 tool spans, past the 32 spans up to which spans are found by a scan.
    const big = {
      ...small,
      calls: Array.from({ length: 20 }, (_, k) => ({
        name: `search_tool_${k % 2}`,
        args: { q: `q${k}` },
        result: `r${k}`,
        ms: 30 + k,
      })),
    };
    for (const [spec, n] of [
      [small, 5],
      [big, 62],
    ] as const) {
      exporter.reset();
      const { expected } = emitGenAi(tracerProvider, spec);
      const d = decodeOtlp(ProtobufTraceSerializer.serializeRequest(exporter.getFinishedSpans())!, 'protobuf', 1 << 24);
      if (!d.ok) throw new Error(d.error);
      expect(d.spans).toHaveLength(n);
      // Copies that would show if kept: another agent name, another tool result.
      const copies = d.spans.map((x) => ({
        ...x,
        attrs: { ...x.attrs, 'gen_ai.agent.name': 'copy', 'gen_ai.tool.call.result': 'copy' },
      }));
      const o = { defaultServer: 'unknown', serverMap };
      expect(mapSpans([...d.spans, ...copies], o)).toEqual({ ok: true, trace: expected });
      expect(mapSpans([...d.spans, ...copies].reverse(), o)).toMatchObject({
        ok: true,
        trace: { agent: { name: 'copy' }, iteration_count: spec.calls.length + 1 },
      });
    }
  });

  it('maps an OpenInference session to the same fields as its GenAI twin', async () => {
    const specs = sessionSpecs(6);
    const gen = provider('test-agent');
    const oi = provider('test-agent');
    for (const s of specs) {
      const { expected } = emitGenAi(gen.tracerProvider, s);
      const id = emitOpenInference(oi.tracerProvider, s);
      const d = decodeOtlp(
        ProtobufTraceSerializer.serializeRequest(
          oi.exporter.getFinishedSpans().filter((x) => x.spanContext().traceId === id),
        )!,
        'protobuf',
        1 << 24,
      );
      if (!d.ok) throw new Error(d.error);
      const m = mapSpans(d.spans, { defaultServer: s.server, serverMap });
      if (!m.ok) throw new Error(m.error);
      const pick = (t: Record<string, unknown>) => ({
        server: t.server,
        session_id: t.session_id,
        agent: t.agent,
        user_query: t.user_query,
        final_answer: t.final_answer,
        iteration_count: t.iteration_count,
        error_count: t.error_count,
        total_duration_ms: t.total_duration_ms,
        tool_calls: (t.tool_calls as Record<string, unknown>[]).map(({ call_id: _c, ...c }) => c),
      });
      expect(pick(m.trace)).toEqual(pick(expected));
      expect((m.trace.otel as { conventions: string[] }).conventions).toEqual(['openinference']);
    }
  });

  it('gives tool latencies, the trace duration and its timestamp exactly, across digit and 2^53 boundaries of the nanosecond times', () => {
    const base = {
      traceId: 'd'.repeat(32),
      parentRemote: false,
      kind: 0,
      events: [],
      status: { code: 0 },
      resource: {},
    };
    const times: [string, string][] = [
      ['1795259520011000000', '1795259520083000000'], // same leading digits
      ['1795259520999999999', '1795259521000000001'], // a carry into the leading digits
      ['999999999999999999', '1000000000000000001'], // one more digit
      ['9007199254740993', '9007199254740995'], // past 2^53
      ['5', '12'],
      ['999999', '1000000'], // under a millisecond, then one
      ['-1234567', '-1000'], // before the epoch (OTLP/JSON can say so): truncated toward zero
      ['-999999', '5'],
    ];
    for (const [start, end] of times) {
      const spans: OtelSpan[] = [
        {
          ...base,
          spanId: '1'.repeat(16),
          parentSpanId: null,
          name: 'invoke_agent a',
          start,
          end,
          attrs: { 'gen_ai.operation.name': 'invoke_agent' },
        },
        {
          ...base,
          spanId: '2'.repeat(16),
          parentSpanId: '1'.repeat(16),
          name: 'execute_tool t',
          start,
          end,
          attrs: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 't' },
        },
      ];
      const m = mapSpans(spans, { defaultServer: 's', serverMap: {} });
      if (!m.ok) throw new Error(m.error);
      const ms = Number(BigInt(end) - BigInt(start)) / 1e6;
      expect((m.trace.tool_calls as { latency_ms: number }[])[0]!.latency_ms).toBe(ms);
      expect(m.trace.total_duration_ms).toBe(ms);
      expect(m.trace.timestamp).toBe(new Date(Number(BigInt(start) / 1_000_000n)).toISOString());
    }
  });

  it('orders times before 1970 as numbers: the trace lasts from its first start to its last end', () => {
    const base = {
      traceId: 'e'.repeat(32),
      parentRemote: false,
      kind: 0,
      events: [],
      status: { code: 0 },
      resource: {},
    };
    const spans: OtelSpan[] = [
      {
        ...base,
        spanId: '1'.repeat(16),
        parentSpanId: null,
        name: 'invoke_agent a',
        start: '-5000000000',
        end: '-1000000',
        attrs: { 'gen_ai.operation.name': 'invoke_agent' },
      },
      {
        ...base,
        spanId: '2'.repeat(16),
        parentSpanId: '1'.repeat(16),
        name: 'execute_tool second',
        start: '-3000000000',
        end: '-2000000000',
        attrs: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'second' },
      },
      {
        ...base,
        spanId: '3'.repeat(16),
        parentSpanId: '1'.repeat(16),
        name: 'execute_tool first',
        start: '-4000000000',
        end: '-3500000000',
        attrs: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'first' },
      },
      {
        ...base,
        spanId: '4'.repeat(16),
        parentSpanId: '1'.repeat(16),
        name: 'execute_tool third',
        start: '-999',
        end: '5000000',
        attrs: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'third' },
      },
    ];
    const m = mapSpans(spans, { defaultServer: 's', serverMap: {} });
    if (!m.ok) throw new Error(m.error);
    expect((m.trace.tool_calls as { name: string }[]).map((c) => c.name)).toEqual(['first', 'second', 'third']);
    expect(m.trace.total_duration_ms).toBe(5005); // from -5 s to +5 ms
    expect(m.trace.timestamp).toBe('1969-12-31T23:59:55.000Z');
  });

  it('reads OpenInference text parts by their index without walking up to it (an index of 4,000,000,000 once held the loop for minutes)', () => {
    const base = {
      traceId: 'e'.repeat(32),
      parentRemote: false,
      kind: 0,
      start: '1',
      end: '2',
      events: [],
      status: { code: 0 },
      resource: {},
    };
    const parts = 'llm.input_messages.0.message.contents';
    const spansWith = (index: number): OtelSpan[] => [
      {
        ...base,
        spanId: '3'.repeat(16),
        parentSpanId: null,
        name: 'ChatCompletion',
        attrs: {
          'openinference.span.kind': 'LLM',
          // A tool shown: a trace with neither a tool call nor a tool is dropped (no_tool_calls).
          'llm.tools.0.tool.json_schema': '{"name":"t"}',
          'llm.input_messages.0.message.role': 'user',
          [`${parts}.${index}.message_content.text`]: 'last',
          [`${parts}.0.message_content.text`]: 'first',
        },
      },
    ];
    const map = (spans: OtelSpan[]) => {
      const m = mapSpans(spans, { defaultServer: 's', serverMap: {} });
      if (!m.ok) throw new Error(m.error);
      return m.trace;
    };
    expect(map(spansWith(4_000_000_000)).user_query).toBe('first\nlast');
    // Against the same span with a small index, in the same run (fastest of five each): the
    // old array walk took seconds for an index of 10^8.
    const best = (index: number) => {
      const spans = spansWith(index);
      let ms = Infinity;
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        map(spans);
        ms = Math.min(ms, performance.now() - t0);
      }
      return ms;
    };
    expect(best(100_000_000)).toBeLessThan(best(1) * 50 + 5);
  });

  it('names bad input instead of throwing', () => {
    expect(decodeOtlp(Buffer.from('{"hello": 1}'), 'auto', 1000)).toMatchObject({ ok: false, reason: 'not_otlp' });
    expect(decodeOtlp(Buffer.from([0x0a, 0xff, 0xff, 0xff, 0x0f, 0x01]), 'auto', 1000)).toMatchObject({
      ok: false,
      reason: 'not_otlp',
    });
    expect(decodeOtlp(Buffer.alloc(0), 'auto', 1000)).toMatchObject({ ok: false, reason: 'empty' });
    expect(decodeOtlp(Buffer.alloc(2000, 1), 'auto', 1000)).toMatchObject({ ok: false, reason: 'oversize' });
    const noId = {
      resourceSpans: [
        {
          scopeSpans: [
            {
              spans: [
                { name: 'x', spanId: '0102030405060708' },
                { name: 'y', traceId: '0102030405060708090a0b0c0d0e0f10' },
              ],
            },
          ],
        },
      ],
    };
    const d = decodeOtlp(Buffer.from(JSON.stringify(noId)), 'json', 10_000);
    expect(d).toMatchObject({
      ok: true,
      spans: [],
      dropped: [
        { reason: 'no_trace_id', n: 1 },
        { reason: 'no_span_id', n: 1 },
      ],
    });
    const plain = mapSpans(
      [
        {
          traceId: 'a'.repeat(32),
          spanId: 'b'.repeat(16),
          parentSpanId: null,
          parentRemote: false,
          name: 'GET /',
          kind: 2,
          start: '1',
          end: '2',
          attrs: { 'http.method': 'GET' },
          events: [],
          status: { code: 0 },
          resource: {},
        },
      ],
      { defaultServer: 'u', serverMap: {} },
    );
    expect(plain).toMatchObject({ ok: false, reason: 'unknown_convention' });
    // Two spans naming each other as parent: no root by the links, so the first to start stands for it (it threw before).
    const span = (
      id: string,
      parent: string,
      name: string,
      start: string,
      attrs: Record<string, unknown>,
    ): OtelSpan => ({
      traceId: 'a'.repeat(32),
      spanId: id.repeat(16),
      parentSpanId: parent.repeat(16),
      parentRemote: false,
      name,
      kind: 0,
      start,
      end: '5000000',
      attrs,
      events: [],
      status: { code: 0 },
      resource: {},
    });
    const cycle = [
      span('2', '1', 'execute_tool t', '3000000', { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 't' }),
      span('1', '2', 'invoke_agent a', '1000000', { 'gen_ai.operation.name': 'invoke_agent' }),
    ];
    expect(mapSpans(cycle, { defaultServer: 'u', serverMap: {} })).toMatchObject({
      ok: true,
      trace: {
        timestamp: '1970-01-01T00:00:00.001Z',
        total_duration_ms: 4,
        tool_calls: [{ name: 't' }],
        otel: { root_span: 'invoke_agent a' },
      },
    });
  });

  it('maps hostile attribute values without throwing: names of Object.prototype, a port that is an object, __proto__, clocks out of order, long names', () => {
    const base = {
      traceId: 'f'.repeat(32),
      parentRemote: false,
      kind: 0,
      events: [],
      status: { code: 0 },
      resource: {},
    };
    const tool = (
      id: string,
      attrs: Record<string, unknown>,
      name = 'tools/call t',
      start = '2000000',
      end = '3000000',
    ): OtelSpan => ({
      ...base,
      spanId: id.repeat(16),
      parentSpanId: 'a'.repeat(16),
      name,
      start,
      end,
      attrs: { 'mcp.method.name': 'tools/call', ...attrs },
    });
    const agent: OtelSpan = {
      ...base,
      spanId: 'a'.repeat(16),
      parentSpanId: null,
      name: 'invoke_agent x',
      start: '1000000',
      end: '9000000',
      attrs: { 'gen_ai.operation.name': 'invoke_agent' },
    };
    const proto: Record<string, unknown> = {};
    Object.defineProperty(proto, '__proto__', {
      value: { polluted: true },
      enumerable: true,
      writable: true,
      configurable: true,
    });
    const withProto: OtelSpan = { ...agent, attrs: { ...agent.attrs, ...proto } };
    const o = { defaultServer: 'd', serverMap: { 'srv:80': 'mapped' } };
    const m = mapSpans(
      [
        withProto,
        tool('1', { 'mcp.server.name': 'constructor' }),
        tool('2', { 'server.address': 'toString' }),
        tool('3', { 'server.address': 'srv', 'server.port': { toString: 'x' } }),
        tool('4', { 'server.address': 'srv', 'server.port': 80 }),
        // Ends before it starts (two hosts' clocks): no negative latency, which trace v1 refuses.
        tool('5', {}, 'tools/call late', '5000000', '4000000'),
        tool('6', { 'gen_ai.tool.name': 'n'.repeat(1000) }),
      ],
      o,
    );
    if (!m.ok) throw new Error(m.error);
    const calls = m.trace.tool_calls as { server: string; name: string; latency_ms: number }[];
    // In start order: the five at 2 ms by span id, then the late one.
    expect(calls.map((c) => c.server)).toEqual(['constructor', 'toString', 'srv', 'mapped', 'd', 'd']);
    expect(calls[4]!.name).toBe('n'.repeat(256));
    expect(calls[5]).toMatchObject({ name: 'late', latency_ms: 0 });
    const attrs = (m.trace.otel as { attributes: Record<string, unknown> }).attributes;
    expect(Object.getPrototypeOf(attrs)).toBe(Object.prototype);
    expect(Object.keys(attrs)).toEqual(['__proto__']);
    // A tool shown: a trace with neither a tool call nor a tool is dropped (no_tool_calls).
    const shown = { ...agent.attrs, 'gen_ai.tool.definitions': '[{"name":"t"}]' };
    const parent: OtelSpan = { ...agent, attrs: shown, start: '5000000', end: '1000000' };
    expect(mapSpans([parent], o)).toMatchObject({ ok: true, trace: { total_duration_ms: 0 } });
  });

  it('reads a tool name from a span name in time that grows with the name, not its square', () => {
    const base = {
      traceId: 'f'.repeat(32),
      spanId: 'b'.repeat(16),
      parentSpanId: null,
      parentRemote: false,
      kind: 0,
      start: '1',
      end: '2',
      attrs: { 'mcp.method.name': 'tools/call' },
      events: [],
      status: { code: 0 },
      resource: {},
    };
    // A run of spaces, then a line break: `\s+(.+)$` tried every split of the run (1.4 s for 60,000).
    const best = (spaces: number) => {
      const span: OtelSpan = { ...base, name: `tools/call${' '.repeat(spaces)}\n` };
      let ms = Infinity;
      for (let i = 0; i < 3; i++) {
        const t0 = performance.now();
        mapSpans([span], { defaultServer: 'u', serverMap: {} });
        ms = Math.min(ms, performance.now() - t0);
      }
      return ms;
    };
    expect(best(40_000)).toBeLessThan(best(400) * 50 + 20);
    expect(mapSpans([{ ...base, name: 'tools/call   search  ' }], { defaultServer: 'u', serverMap: {} })).toMatchObject(
      { ok: true, trace: { tool_calls: [{ name: 'search' }] } },
    );
    expect(mapSpans([{ ...base, name: 'tools/call a\nb' }], { defaultServer: 'u', serverMap: {} })).toMatchObject({
      ok: true,
      trace: { tool_calls: [{ name: 'tools/call a\nb' }] },
    });
  });

  it('keeps JSON that nests too deep to serialize as its text, so one span cannot fail every assembly round', () => {
    // V8 parses this, but JSON.stringify of the parsed value overflows the stack.
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const base = {
      traceId: 'c'.repeat(32),
      parentRemote: false,
      kind: 0,
      start: '1',
      end: '3',
      events: [],
      status: { code: 0 },
      resource: {},
    };
    const spans: OtelSpan[] = [
      {
        ...base,
        spanId: '1'.repeat(16),
        parentSpanId: null,
        name: 'invoke_agent a',
        attrs: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.input.messages': deep },
      },
      {
        ...base,
        spanId: '2'.repeat(16),
        parentSpanId: '1'.repeat(16),
        name: 'execute_tool search',
        attrs: {
          'gen_ai.operation.name': 'execute_tool',
          'gen_ai.tool.name': 'search',
          'gen_ai.tool.call.arguments': deep,
          'gen_ai.tool.call.result': 'ok',
        },
      },
    ];
    const m = mapSpans(spans, { defaultServer: 'search', serverMap: {} });
    if (!m.ok) throw new Error(m.error);
    const text = JSON.stringify(m.trace);
    expect(text.length).toBeGreaterThan(400_000);
    expect((m.trace.tool_calls as { arguments: unknown }[])[0]!.arguments).toEqual({ input: deep });
    // A shallow JSON argument is still parsed.
    spans[1]!.attrs['gen_ai.tool.call.arguments'] = JSON.stringify({ q: [[['x']]] });
    const shallow = mapSpans(spans, { defaultServer: 'search', serverMap: {} });
    expect(shallow.ok && (shallow.trace.tool_calls as { arguments: unknown }[])[0]!.arguments).toEqual({
      q: [[['x']]],
    });
  });

  it('parses a long conversation, and keeps attribute JSON past 32 levels as text, short or long', () => {
    // The depth check's bounds: 32 levels parsed, 33 kept as text, with many brackets or few, in a short text or a long one.
    const base = {
      traceId: 'd'.repeat(32),
      parentRemote: false,
      kind: 0,
      start: '1',
      end: '3',
      events: [],
      status: { code: 0 },
      resource: {},
    };
    // Forty turns: more brackets than the depth limit, nested three deep.
    const turns = Array.from({ length: 40 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      parts: [{ type: 'text', content: `turn ${i} [${'{'.repeat(i % 3)}` }],
    }));
    const nest = (depth: number) => `${'{"a":'.repeat(depth - 1)}[1]${'}'.repeat(depth - 1)}`;
    const mapWith = (messages: string, args: string) =>
      mapSpans(
        [
          {
            ...base,
            spanId: '1'.repeat(16),
            parentSpanId: null,
            name: 'chat m',
            attrs: { 'gen_ai.operation.name': 'chat', 'gen_ai.input.messages': messages },
          },
          {
            ...base,
            spanId: '2'.repeat(16),
            parentSpanId: '1'.repeat(16),
            name: 'execute_tool search',
            attrs: {
              'gen_ai.operation.name': 'execute_tool',
              'gen_ai.tool.name': 'search',
              'gen_ai.tool.call.arguments': args,
            },
          },
        ],
        { defaultServer: 'search', serverMap: {} },
      );
    const argsOf = (m: ReturnType<typeof mapSpans>) =>
      m.ok ? (m.trace.tool_calls as { arguments: unknown }[])[0]!.arguments : undefined;
    const long = mapWith(JSON.stringify(turns), nest(32));
    if (!long.ok) throw new Error(long.error);
    expect(long.trace.messages).toEqual(turns.map((t) => ({ role: t.role, content: t.parts[0]!.content })));
    expect(long.trace.user_query).toBe('turn 0 [');
    expect(argsOf(long)).toEqual(JSON.parse(nest(32))); // 32 levels: parsed
    expect(argsOf(mapWith('[]', nest(33)))).toEqual({ input: nest(33) });
    // 33 levels in 70 KB (a long string beside them).
    const padded = `[${JSON.stringify('x'.repeat(70_000))}, ${nest(32)}]`;
    expect(argsOf(mapWith('[]', padded))).toEqual({ input: padded });
    const fits = `[${JSON.stringify('x'.repeat(70_000))}, ${nest(31)}, ${nest(31)}]`; // 32 levels, 63 brackets
    expect(argsOf(mapWith('[]', fits))).toEqual({ input: JSON.parse(fits) });
  });
});
