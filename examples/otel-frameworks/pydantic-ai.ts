// Pydantic AI (Python) as Logfire exports it, TRANSCRIBED from Pydantic AI's own test
// snapshots, not recorded here: this machine installs no Python packages, so the framework
// cannot run. Source: github.com/pydantic/pydantic-ai (MIT, Copyright (c) Pydantic Services
// Inc.; the notice is in test/fixtures/otel/pydantic-ai.LICENSE.md), tests/test_logfire.py
// at v1.0.13 (51fec9fa) and at 4fda3898 (after v2.33.0). What the snapshots pin is copied
// as they give it: span names, the tree, attribute names and values (IsStr() tool call ids
// are the TestModel's fixed `pyd_ai_tool_call_id__<tool>`, other IsStr() values ours; an
// IsJson() chat schema is left out). What they do not pin is filled in from
// the code that records it and marked `// derived`: the second model request of a run
// (from the run's pydantic_ai.all_messages), a tool span's values in test_logfire (from
// the same run's messages), and a failed tool's status and exception event (OpenTelemetry
// Python's start_as_current_span records them, with the error's text from the exception
// classes). Ids, times and the resource are ours. Four runs:
// 1. v1.0.13, instrumentation v2 (its default): `agent run` → `chat test`, `running tools` →
//    `running tool`, `chat test`; tool_arguments / tool_response; no gen_ai.operation.name
//    on the tool or agent span (added in 1.76 and 1.86.1).
// 2. the same run in v3: `invoke_agent my_agent`, `execute_tool my_ret`, gen_ai.tool.call.*.
// 3. v1.0.13 v2, a tool raising ModelRetry (test_include_tool_args_span_attributes): the
//    retry prompt as tool_response, error status. The run's second round (its arguments
//    come from a seeded generator the snapshot does not show) is left out.
// 4. 4fda3898, the default (v5): gen_ai.operation.name on every span,
//    gen_ai.tool.definitions, the app's own Logfire spans around the toolset.
import { otlpJsonOf, type Transcribed } from './transcribe.ts';

const TOOL_ID = 'pyd_ai_tool_call_id__my_ret';

/** Python's json.dumps: ", " and ": " separators (v1.0.13 wrote most JSON attributes with it). */
export function pyJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(pyJson).join(', ')}]`;
  if (v !== null && typeof v === 'object')
    return `{${Object.entries(v)
      .map(([k, x]) => `${JSON.stringify(k)}: ${pyJson(x)}`)
      .join(', ')}}`;
  return JSON.stringify(v);
}

const schema = (props: Record<string, unknown>) => ({ type: 'object', properties: props });

// test_logfire's run: TestModel calls my_ret(x=0), which returns "1", then answers.
const USER = { role: 'user', parts: [{ type: 'text', content: 'Hello' }] };
const CALL = { role: 'assistant', parts: [{ type: 'tool_call', id: TOOL_ID, name: 'my_ret', arguments: { x: 0 } }] };
const RESULT = { role: 'user', parts: [{ type: 'tool_call_response', id: TOOL_ID, name: 'my_ret', result: '1' }] };
const ANSWER = { role: 'assistant', parts: [{ type: 'text', content: '{"my_ret":"1"}' }] };

const MY_RET_SCHEMA = {
  additionalProperties: false,
  properties: { x: { type: 'integer' } },
  required: ['x'],
  type: 'object',
};

/** v1.0.13's model_request_parameters, as test_logfire pins it (the tool's description: its docstring). */
function requestParameters(name: string, description: string | null, parameters: unknown) {
  return pyJson({
    function_tools: [
      {
        name,
        description,
        parameters_json_schema: parameters,
        outer_typed_dict_key: null,
        strict: null,
        sequential: false,
        kind: 'function',
        metadata: null,
      },
    ],
    builtin_tools: [],
    output_mode: 'text',
    output_tools: [],
    output_object: null,
    allow_text_output: true,
  });
}

/** A v1.0.13 chat span (test_logfire pins the first; the second is derived from the run's messages). */
function chat1013(input: unknown[], output: unknown, usage: [number, number], params: string) {
  return {
    'gen_ai.operation.name': 'chat',
    'gen_ai.system': 'test',
    'gen_ai.request.model': 'test',
    model_request_parameters: params,
    'logfire.span_type': 'span',
    'logfire.msg': 'chat test',
    'gen_ai.input.messages': pyJson(input),
    'gen_ai.output.messages': pyJson([output]),
    'gen_ai.response.model': 'test',
    'gen_ai.usage.input_tokens': usage[0],
    'gen_ai.usage.output_tokens': usage[1],
    // derived: InstrumentedModel's schema for the attributes above
    'logfire.json_schema': pyJson(
      schema({
        'gen_ai.input.messages': { type: 'array' },
        'gen_ai.output.messages': { type: 'array' },
        model_request_parameters: { type: 'object' },
      }),
    ),
  };
}

/** Run 1 or 2: v1.0.13's test_logfire in instrumentation v2 or v3. */
function run1013(version: 2 | 3): Transcribed {
  const v2 = version === 2;
  const params = requestParameters('my_ret', null, MY_RET_SCHEMA);
  const [args, result] = v2
    ? ['tool_arguments', 'tool_response']
    : ['gen_ai.tool.call.arguments', 'gen_ai.tool.call.result'];
  return {
    scope: 'pydantic-ai',
    spans: [
      {
        name: v2 ? 'agent run' : 'invoke_agent my_agent',
        attrs: {
          model_name: 'test',
          agent_name: 'my_agent',
          'gen_ai.agent.name': 'my_agent',
          'logfire.msg': 'my_agent run',
          'logfire.span_type': 'span',
          final_result: '{"my_ret":"1"}',
          'gen_ai.usage.input_tokens': 103,
          'gen_ai.usage.output_tokens': 12,
          'pydantic_ai.all_messages': pyJson([USER, CALL, RESULT, ANSWER]),
          'logfire.json_schema': pyJson(
            schema({ 'pydantic_ai.all_messages': { type: 'array' }, final_result: { type: 'object' } }),
          ),
        },
      },
      { name: 'chat test', parent: 0, attrs: chat1013([USER], CALL, [51, 4], params) },
      { name: 'running tools', parent: 0, attrs: { tools: ['my_ret'], 'logfire.msg': 'running 1 tool' } },
      {
        name: v2 ? 'running tool' : 'execute_tool my_ret',
        parent: 2,
        // The shape of test_include_tool_args_span_attributes; derived values: this run's call.
        attrs: {
          'gen_ai.tool.name': 'my_ret',
          'gen_ai.tool.call.id': TOOL_ID,
          [args]: '{"x":0}',
          [result]: '1',
          'logfire.msg': 'running tool: my_ret',
          'logfire.json_schema': pyJson(
            schema({
              [args]: { type: 'object' },
              [result]: { type: 'object' },
              'gen_ai.tool.name': {},
              'gen_ai.tool.call.id': {},
            }),
          ),
          'logfire.span_type': 'span',
        },
      },
      // derived: the second request, from the run's messages (usage: the token metric's other point)
      { name: 'chat test', parent: 0, attrs: chat1013([USER, CALL, RESULT], ANSWER, [52, 8], params) },
    ],
  };
}

/** Run 3: v1.0.13 (v2), add_numbers raising ModelRetry('Tool error'), TestModel(seed=42). */
function retry1013(): Transcribed {
  const id = 'pyd_ai_tool_call_id__add_numbers';
  const user = { role: 'user', parts: [{ type: 'text', content: 'Add 42 and 42' }] };
  const call = {
    role: 'assistant',
    parts: [{ type: 'tool_call', id, name: 'add_numbers', arguments: { x: 42, y: 42 } }],
  };
  const schemaXY = {
    additionalProperties: false,
    properties: { x: { type: 'integer' }, y: { type: 'integer' } },
    required: ['x', 'y'],
    type: 'object',
  };
  return {
    scope: 'pydantic-ai',
    spans: [
      {
        name: 'agent run',
        // derived: the attributes the run span starts with (the run ended in UnexpectedModelBehavior)
        attrs: {
          model_name: 'test',
          agent_name: 'my_agent',
          'gen_ai.agent.name': 'my_agent',
          'logfire.msg': 'my_agent run',
          'logfire.span_type': 'span',
        },
      },
      {
        name: 'chat test',
        parent: 0,
        // derived: the first request (the tool's description is its docstring)
        attrs: chat1013([user], call, [51, 4], requestParameters('add_numbers', 'Add two numbers together.', schemaXY)),
      },
      { name: 'running tools', parent: 0, attrs: { tools: ['add_numbers'], 'logfire.msg': 'running 1 tool' } },
      {
        name: 'running tool',
        parent: 2,
        attrs: {
          'gen_ai.tool.name': 'add_numbers',
          'gen_ai.tool.call.id': id,
          tool_arguments: '{"x":42,"y":42}',
          'logfire.msg': 'running tool: add_numbers',
          'logfire.json_schema': pyJson(
            schema({
              tool_arguments: { type: 'object' },
              tool_response: { type: 'object' },
              'gen_ai.tool.name': {},
              'gen_ai.tool.call.id': {},
            }),
          ),
          'logfire.span_type': 'span',
          tool_response: 'Tool error\n\nFix the errors and try again.',
          'logfire.level_num': 17,
        },
        // derived: start_as_current_span's record_exception and status (ToolRetryError has no message in 1.0)
        error: { type: 'pydantic_ai.exceptions.ToolRetryError', message: '', status: 'ToolRetryError: ' },
      },
    ],
  };
}

/** 4fda3898's model_request_parameters, as test_logfire pins it. */
const HEAD_PARAMETERS = JSON.stringify({
  function_tools: [
    {
      name: 'my_ret',
      description: null,
      parameters_json_schema: MY_RET_SCHEMA,
      outer_typed_dict_key: null,
      strict: null,
      sequential: false,
      kind: 'function',
      metadata: null,
      timeout: null,
      defer_loading: false,
      toolset_id: null,
      unless_native: null,
      with_native: null,
      tool_kind: null,
      return_schema: null,
      include_return_schema: null,
      capability_id: null,
    },
  ],
  native_tools: [],
  tool_visibility: { my_ret: 'visible' },
  revealed_tool_names: [],
  deferred_capability_ids: [],
  output_mode: 'text',
  output_tools: [],
  output_object: null,
  prompted_output_template: null,
  allow_text_output: true,
  allow_image_output: false,
  instruction_parts: null,
  thinking: null,
});

/** Run 4: 4fda3898's test_logfire with the default instrumentation and the test's InstrumentedToolset. */
function runHead(): Transcribed {
  const ids = { 'gen_ai.agent.call.id': 'run-4', 'gen_ai.conversation.id': 'conversation-4' };
  const logfire = (name: string, msg: string, parent: number) => ({
    name,
    parent,
    scope: 'logfire',
    attrs: { 'logfire.msg': msg, 'logfire.span_type': 'span' },
  });
  const chat = (input: unknown[], output: unknown, usage: [number, number]) => ({
    'gen_ai.operation.name': 'chat',
    'gen_ai.provider.name': 'test',
    'gen_ai.system': 'test',
    'gen_ai.request.model': 'test',
    model_request_parameters: HEAD_PARAMETERS,
    'gen_ai.input.messages': JSON.stringify(input),
    'gen_ai.output.messages': JSON.stringify([output]),
    'gen_ai.tool.definitions': `[{"type":"function","name":"my_ret","parameters":${JSON.stringify(MY_RET_SCHEMA)}}]`,
    ...ids,
    'logfire.span_type': 'span',
    'gen_ai.agent.name': 'my_agent',
    'logfire.msg': 'chat test',
    'gen_ai.response.model': 'test',
    'gen_ai.usage.input_tokens': usage[0],
    'gen_ai.usage.output_tokens': usage[1],
  });
  return {
    scope: 'pydantic-ai',
    spans: [
      {
        name: 'invoke_agent my_agent',
        attrs: {
          model_name: 'test',
          agent_name: 'my_agent',
          'gen_ai.agent.name': 'my_agent',
          ...ids,
          'gen_ai.operation.name': 'invoke_agent',
          'logfire.msg': 'my_agent run',
          'logfire.span_type': 'span',
          final_result: '{"my_ret":"1"}',
          'gen_ai.aggregated_usage.input_tokens': 103,
          'gen_ai.aggregated_usage.output_tokens': 12,
          'pydantic_ai.all_messages': JSON.stringify([USER, CALL, RESULT, ANSWER]),
          metadata: '{"env":"test"}',
          'logfire.json_schema': JSON.stringify(
            schema({
              'pydantic_ai.all_messages': { type: 'array' },
              metadata: { type: 'array' },
              final_result: { type: 'object' },
            }),
          ),
        },
      },
      logfire('toolset_enter', 'toolset_enter', 0),
      { name: 'chat test', parent: 0, attrs: chat([USER], CALL, [51, 4]) },
      {
        name: 'execute_tool my_ret',
        parent: 0,
        // The shape of test_include_tool_args_span_attributes at the same commit; derived values.
        attrs: {
          'gen_ai.operation.name': 'execute_tool',
          'gen_ai.tool.name': 'my_ret',
          'gen_ai.tool.call.id': TOOL_ID,
          'gen_ai.tool.call.arguments': '{"x":0}',
          'logfire.msg': 'running tool: my_ret',
          ...ids,
          'logfire.json_schema': JSON.stringify(
            schema({
              'gen_ai.tool.call.arguments': { type: 'object' },
              'gen_ai.tool.call.result': { type: 'object' },
              'gen_ai.tool.name': {},
              'gen_ai.tool.call.id': {},
            }),
          ),
          'gen_ai.agent.name': 'my_agent',
          'logfire.span_type': 'span',
          'gen_ai.tool.call.result': '1',
        },
      },
      logfire('toolset_call_tool {name}', 'toolset_call_tool my_ret', 3),
      // derived: the second request, from the run's messages
      { name: 'chat test', parent: 0, attrs: chat([USER, CALL, RESULT], ANSWER, [52, 8]) },
      logfire('toolset_exit', 'toolset_exit', 0),
    ],
  };
}

export const PYDANTIC_RUNS = { v2: run1013(2), v3: run1013(3), retry: retry1013(), head: runHead() };

export function pydanticAiExport(): string {
  return otlpJsonOf('pydantic-ai-tests', 0x9d1c, Object.values(PYDANTIC_RUNS));
}
