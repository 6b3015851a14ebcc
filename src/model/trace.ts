// Trace format v1: one JSON object per agent task. Unknown fields are kept (in the `extra`
// column), so producers can add to the format without being dead-lettered; the fields below are
// the ones Whetstone reads. The original methodology's pre-judged fields (success_rate,
// is_successful, score, task_success_evaluation) are optional signals.
import { z } from 'zod';

export const TRACE_SCHEMA_ID = 'whetstone.trace/v1';

/** Longest server or tool name; the OTel mapping cuts names to it rather than have the trace refused. */
export const MAX_NAME_CHARS = 256;

const name = z.string().min(1).max(MAX_NAME_CHARS);
const serverName = name.regex(/^[^/]+$/, 'must not contain "/"');

export const toolShownSchema = z.looseObject({
  server: serverName,
  name,
  version: z.number().int().positive().optional().describe('description version the agent was shown'),
  description: z
    .string()
    .max(65_536)
    .optional()
    .describe('the description text the agent was shown, for producers that know the text but not the version'),
});

export const toolCallSchema = z.looseObject({
  server: serverName.optional().describe("defaults to the trace's server"),
  name,
  arguments: z.record(z.string(), z.unknown()).default({}),
  result: z
    .looseObject({
      is_error: z.boolean().default(false),
      preview: z.string().max(65_536).optional().describe('the start of the result, as the agent saw it'),
    })
    .optional(),
  latency_ms: z.number().nonnegative().optional(),
});

/** Bounds on the conversation: enough for long support sessions, not for a dump. */
export const MAX_MESSAGES = 2_000;
export const MAX_MESSAGE_CHARS = 100_000;
export const MAX_CONVERSATION_CHARS = 1_000_000;

export const messageSchema = z.looseObject({
  role: z.enum(['user', 'assistant', 'system']).describe('who spoke: the user, the agent, or a system note'),
  content: z.string().max(MAX_MESSAGE_CHARS),
});

export const traceV1Schema = z
  .looseObject({
    schema: z.literal(TRACE_SCHEMA_ID),
    trace_id: z.string().min(1).max(200),
    timestamp: z.iso.datetime({ offset: true }),
    server: serverName.describe('the MCP server the task mainly used; also the Kafka message key'),
    session_id: z.string().max(200).optional(),
    agent: z.looseObject({ name: z.string().optional(), model: z.string().optional() }).optional(),
    user_query: z.string().max(100_000),
    tools_shown: z.array(toolShownSchema).max(10_000).default([]),
    tool_calls: z.array(toolCallSchema).max(10_000).default([]),
    final_answer: z.string().nullable().optional(),
    messages: z
      .array(messageSchema)
      .max(MAX_MESSAGES)
      .refine((ms) => ms.reduce((n, m) => n + m.content.length, 0) <= MAX_CONVERSATION_CHARS, {
        message: `the messages hold more than ${MAX_CONVERSATION_CHARS} characters in all`,
      })
      .optional()
      .describe(
        "the session's user and assistant turns in order (tool calls stay in tool_calls); shown to the LLM judge",
      ),
    iteration_count: z.number().int().nonnegative().optional(),
    total_duration_ms: z.number().nonnegative().optional(),
    error_count: z.number().int().nonnegative().optional(),
    feedback: z.looseObject({ rating: z.enum(['up', 'down']).optional(), comment: z.string().optional() }).optional(),
    success_rate: z.number().min(0).max(1).optional().describe('methodology signal: pre-judged success rate'),
    is_successful: z.boolean().optional().describe('methodology signal: pre-judged success'),
    score: z.number().min(0).max(1).optional().describe('methodology signal: pre-judged score 0..1'),
    task_success_evaluation: z.unknown().optional().describe('methodology signal: a prior judge output'),
    user_task_identified: z
      .union([z.string().max(10_000), z.boolean()])
      .optional()
      .describe(
        "methodology signal: the user's goal in a few words, as a prior judge stated it (a boolean, the old form, is ignored)",
      ),
  })
  .describe('One agent task: the query, the tools it was shown, the calls it made, and how it ended.');

export type TraceV1 = z.infer<typeof traceV1Schema>;

/** The JSON Schema published at schemas/trace.v1.json. */
export function traceJsonSchema(): Record<string, unknown> {
  return {
    $id: 'https://whetstone.dev/schemas/trace.v1.json',
    title: 'Whetstone trace v1',
    ...z.toJSONSchema(traceV1Schema, { io: 'input' }),
  };
}
