// The framework conventions' rules, by attribute name (the real exports are checked in
// test/integration/otel-frameworks.test.ts): span kinds of the AI SDK, OpenLLMetry and Pydantic AI, the
// wrappers around a tool's arguments and result, errors without their stacks, tool
// definitions in each convention's shape, and the reasons a trace is not mapped.
import { describe, expect, it } from 'vitest';
import {
  errorTextOf,
  toolDefinitions,
  unwrapArguments,
  unwrapResult,
} from '../../src/intake/formats/otlp/map-frameworks.ts';
import { kindOf, mapSpans } from '../../src/intake/formats/otlp/map.ts';
import type { OtelSpan } from '../../src/intake/formats/otlp/otlp.ts';

let n = 0;
const span = (attrs: Record<string, unknown>, more: Partial<OtelSpan> = {}): OtelSpan => ({
  traceId: 'f'.repeat(32),
  spanId: (++n).toString(16).padStart(16, '0'),
  parentSpanId: null,
  parentRemote: false,
  name: 'span',
  kind: 1,
  start: `${1_000_000 * n}`,
  end: `${1_000_000 * n + 500_000}`,
  attrs,
  events: [],
  status: { code: 0 },
  resource: {},
  ...more,
});

describe('framework spans', () => {
  it('reads span kinds from ai.operationId and traceloop.span.kind', () => {
    const kinds = (attrs: Record<string, unknown>[]) => attrs.map((a) => kindOf(span(a)));
    expect(
      kinds([
        { 'ai.operationId': 'ai.toolCall' },
        { 'ai.operationId': 'ai.streamText.doStream' },
        { 'ai.operationId': 'ai.generateObject.doGenerate' },
        { 'ai.operationId': 'ai.generateText' },
        { 'ai.operationId': 'ai.embed' },
        { 'traceloop.span.kind': 'tool' },
        { 'traceloop.span.kind': 'workflow' },
        { 'traceloop.span.kind': 'task' },
      ]),
    ).toEqual(['tool', 'llm', 'llm', 'agent', 'other', 'tool', 'agent', 'other']);
  });

  it("reads Pydantic AI's tool and agent spans, which older versions give no operation name", () => {
    const kinds = (attrs: Record<string, unknown>[]) => attrs.map((a) => kindOf(span(a)));
    const call = { 'gen_ai.tool.name': 'my_ret', 'gen_ai.tool.call.id': 'c1' };
    expect(
      kinds([
        call,
        { 'gen_ai.tool.name': 'my_ret' },
        { ...call, 'gen_ai.operation.name': 'chat' },
        { 'pydantic_ai.all_messages': '[]', agent_name: 'a' },
        { 'pydantic_ai.all_messages': '[]', 'gen_ai.operation.name': 'invoke_agent' },
        { tools: ['my_ret'], 'logfire.msg': 'running 1 tool' },
      ]),
    ).toEqual(['tool', 'other', 'llm', 'agent', 'agent', 'other']);
  });

  it('unwraps OpenLLMetry arguments, JSON-encoded results and LangChain tool messages', () => {
    const input = 'traceloop.entity.input';
    expect(unwrapArguments(input, '{"args":[],"kwargs":{"q":"x"}}')).toEqual({ q: 'x' });
    expect(unwrapArguments(input, '{"args":[{"q":"x"}],"kwargs":{}}')).toEqual({ q: 'x' });
    expect(unwrapArguments(input, '{"args":["a",2],"kwargs":{}}')).toEqual({ args: ['a', 2] });
    expect(unwrapArguments('input.value', '{"args":[],"kwargs":{"q":"x"}}')).toBe('{"args":[],"kwargs":{"q":"x"}}');
    expect(unwrapResult('ai.toolCall.result', '"plain text"')).toBe('plain text');
    expect(unwrapResult('ai.toolCall.result', '{"a":1}')).toBe('{"a":1}');
    // AI SDK 7 records GenAI's result attribute the same way; an unquoted text stays as it is.
    expect(unwrapResult('gen_ai.tool.call.result', '"[{\\"id\\":1}]"')).toBe('[{"id":1}]');
    expect(unwrapResult('gen_ai.tool.call.result', 'plain text')).toBe('plain text');
    expect(unwrapResult('gen_ai.tool.call.result', '{"a":1}')).toBe('{"a":1}');
    const message = { lc: 1, type: 'constructor', id: ['ToolMessage'], kwargs: { content: 'done', tool_call_id: 'c' } };
    expect(unwrapResult('output.value', JSON.stringify({ output: message }))).toBe('done');
    expect(unwrapResult('output.value', '{"lc":1,"other":true}')).toBe('{"lc":1,"other":true}');
  });

  it('takes an error from the exception event, else the status, without a stack', () => {
    const event = { name: 'exception', time: '1', attrs: { 'exception.message': 'denied' } };
    expect(errorTextOf(span({}, { status: { code: 2, message: 'other' }, events: [event] }))).toBe('denied');
    expect(errorTextOf(span({}, { status: { code: 2, message: 'boom\n\nError: boom\n    at f (x.ts:1:1)' } }))).toBe(
      'boom',
    );
    expect(errorTextOf(span({}, { status: { code: 2, message: 'boom\n    at f (x.ts:1:1)' } }))).toBe('boom');
    expect(errorTextOf(span({ 'error.type': 'tool_error' }, { status: { code: 2 } }))).toBe('tool_error');
  });

  it('reads tool definitions in each convention, the first description of a name kept', () => {
    const defs = toolDefinitions([
      span({
        'gen_ai.tool.definitions': JSON.stringify([
          { type: 'function', name: 'a', description: 'A.' },
          { type: 'function', function: { name: 'b', description: 'B.' } },
        ]),
      }),
      span({ 'ai.prompt.tools': [JSON.stringify({ type: 'function', name: 'c', description: 'C.' })] }),
      span({
        model_request_parameters: JSON.stringify({
          function_tools: [
            { name: 'e', description: 'E.', parameters_json_schema: {} },
            { name: 'a', description: 'Y' },
          ],
        }),
      }),
      span({
        'llm.tools.0.tool.json_schema': JSON.stringify({ type: 'function', function: { name: 'd' } }),
        'llm.tools.1.tool.json_schema': JSON.stringify({ type: 'function', function: { name: 'a', description: 'X' } }),
        'llm.tools.1.tool.name': 'ignored',
      }),
    ]);
    expect([...defs]).toEqual([
      ['a', 'A.'],
      ['b', 'B.'],
      ['c', 'C.'],
      ['e', 'E.'],
      ['d', undefined],
    ]);
  });

  it('names what a trace lacked when it is not mapped', () => {
    const o = { defaultServer: 'd', serverMap: {} };
    expect(mapSpans([span({ 'http.request.method': 'GET' })], o)).toMatchObject({
      ok: false,
      reason: 'unknown_convention',
    });
    expect(mapSpans([span({ 'gen_ai.operation.name': 'chat' })], o)).toMatchObject({
      ok: false,
      reason: 'no_tool_calls',
    });
    // A tool shown is enough: the agent chose not to call it, which is evidence.
    const shown = span({ 'gen_ai.operation.name': 'chat', 'gen_ai.tool.definitions': '[{"name":"t"}]' });
    const m = mapSpans([shown], o);
    expect(m).toMatchObject({ ok: true, trace: { tools_shown: [{ server: 'd', name: 't' }], tool_calls: [] } });
  });
});
