// Pydantic AI's spans as Logfire exports them, in the export transcribed from Pydantic AI's
// own test snapshots (test/fixtures/otel/pydantic-ai.json, written by
// examples/otel-frameworks/pydantic-ai.ts; Python cannot run here): instrumentation v2
// (`running tool`, tool_arguments / tool_response) and v3 (`execute_tool <tool>`) of 1.0,
// whose tool and agent spans carry no gen_ai.operation.name, a tool that fails with a retry
// prompt, and the current default. Each run is stored as one trace with its call, arguments,
// result or error, query and answer, on PostgreSQL and on PGlite.
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { ingestOtlpFileFrom } from '../../src/intake/doors/otlp-file.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { ROOT } from '../kit/cli.ts';
import { backends, withMigratedStore } from '../kit/db.ts';

const FIXTURE = `${ROOT}/test/fixtures/otel/pydantic-ai.json`;
const config = resolveConfig({ env: { WHETSTONE_OTEL_DEFAULT_SERVER: 'tests' } });
const traceId = (n: number) => `00009d1c${n.toString(16).padStart(24, '0')}`;

interface Row {
  trace_id: string;
  user_query: string;
  final_answer: string | null;
  tools_shown: { server: string; name: string; description?: string }[];
  tool_calls: {
    name: string;
    call_id?: string;
    arguments: Record<string, unknown>;
    result: { is_error: boolean; preview?: string };
  }[];
  extra: { agent?: { name?: string } };
  signals: { iteration_count?: number; error_count?: number };
}

// test_logfire's run: TestModel calls my_ret(x=0), which returns "1", and answers with the results.
const MY_RET = {
  user_query: 'Hello',
  final_answer: '{"my_ret":"1"}',
  tools_shown: [{ server: 'tests', name: 'my_ret' }],
  tool_calls: [
    {
      name: 'my_ret',
      call_id: 'pyd_ai_tool_call_id__my_ret',
      arguments: { x: 0 },
      result: { is_error: false, preview: '1' },
    },
  ],
};

describe.each(backends)('Pydantic AI export on %s', (_name, fresh) => {
  const store = withMigratedStore(fresh);

  it('stores each run, v2, v3 and current, as one trace with its calls, results and errors', async () => {
    const ingestor = new TraceIngestor({
      db: store.db,
      redactor: createRedactor(),
      maxTraceBytes: 4 << 20,
      actor: 'test',
      format: v1Format,
    });
    const s = await ingestOtlpFileFrom(FIXTURE, store.db, config, ingestor);
    expect(s).toMatchObject({ stored: 4, tracesDropped: 0, pending: 0, deadLettered: {} });
    const rows = await store.db.query<Row>(
      'SELECT trace_id, user_query, final_answer, tools_shown, tool_calls, extra, signals FROM traces',
    );
    const byId = new Map(rows.rows.map((r) => [r.trace_id, r]));
    // 1: v1.0 instrumentation v2; 2: v3; 4: the current default (its operation names set).
    for (const n of [1, 2, 4]) {
      const t = byId.get(traceId(n));
      expect(t, `run ${n}`).toMatchObject(MY_RET);
      // Both model requests and the tool call of the run are one trace.
      expect(t!.extra).toMatchObject({ agent: { name: 'my_agent' } });
      expect(t!.signals).toMatchObject({ iteration_count: 2, error_count: 0 });
    }
    // 3: ModelRetry in v2: the retry prompt the model saw is the result, the span's error status the error.
    const failed = byId.get(traceId(3));
    expect(failed).toMatchObject({
      user_query: 'Add 42 and 42',
      final_answer: null,
      tools_shown: [{ server: 'tests', name: 'add_numbers', description: 'Add two numbers together.' }],
      tool_calls: [
        {
          name: 'add_numbers',
          arguments: { x: 42, y: 42 },
          result: { is_error: true, preview: 'Tool error\n\nFix the errors and try again.' },
        },
      ],
    });
    expect(failed!.signals).toMatchObject({ error_count: 1 });
  });
});
