// OTLP exports of the frameworks users run (test/fixtures/otel/, written by the frameworks'
// own code: `npm run fixtures:otel`), ingested as `whetstone ingest --format otlp` ingests
// them: each run is stored as one trace with the user's query, every tool call with its
// arguments, result and error, the answer, and the tools the agent was shown with their
// descriptions. Real PostgreSQL and PGlite in process, and the CLI on the embedded
// database; a trace the mapping cannot read is counted by what it lacked.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runTool, SESSIONS, TOOLS } from '../../examples/otel-frameworks/common.ts';
import { resolveConfig } from '../../src/config.ts';
import { ingestOtlpFileFrom } from '../../src/intake/doors/otlp-file.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import type { StoredTrace } from '../../src/store/sql/trace-view.ts';
import { ROOT, runCli, runJson } from '../kit/cli.ts';
import { backends, freshPglite, withMigratedStore, withStore } from '../kit/db.ts';

const FRAMEWORKS = ['ai-sdk', 'ai-sdk-7', 'ai-sdk-7-legacy', 'traceloop', 'openai-agents', 'langchain'] as const;
const fixture = (fw: string) => join(ROOT, `test/fixtures/otel/${fw}.json`);
const config = resolveConfig({ env: { WHETSTONE_OTEL_DEFAULT_SERVER: 'notes' } });

interface Row {
  trace_id: string;
  server: string;
  user_query: string;
  final_answer: string | null;
  tools_shown: { server: string; name: string; description?: string }[];
  tool_calls: { name: string; arguments: Record<string, unknown>; result: { is_error: boolean; preview?: string } }[];
}

/** What a run of each scripted session must store, whichever framework recorded it. */
function expectSessions(rows: Row[], fw: string): void {
  expect(rows).toHaveLength(SESSIONS.length);
  for (const s of SESSIONS) {
    const t = rows.find((r) => r.user_query === s.query);
    expect(t, `${fw}: ${s.query}`).toBeDefined();
    const calls = s.steps.flatMap((x) => (x.call ? [x.call] : []));
    expect(t!.tool_calls.map((c) => c.name)).toEqual(calls.map((c) => c.name));
    for (const [i, c] of calls.entries()) {
      const got = t!.tool_calls[i]!;
      // OpenInference's LangChain instrumentation records a one-field string input as its
      // bare value, the field's name lost: the value is kept under `input`.
      if (fw === 'langchain' && Object.keys(c.args).length === 1)
        expect(got.arguments).toEqual({ input: Object.values(c.args)[0] });
      else expect(got.arguments).toEqual(c.args);
      const failed = c.name === 'delete_note';
      expect(got.result.is_error, `${fw} ${c.name}`).toBe(failed);
      // The error's text (some SDKs prefix it), or the result as the tool returned it, not JSON-quoted.
      if (failed) expect(got.result.preview, fw).toContain('permission denied: the notebook is read-only');
      else expect(got.result.preview, `${fw} ${c.name}`).toBe(runTool(c.name, c.args));
      // The error's text, not the stack some SDKs append to it.
      expect(got.result.preview).not.toContain('    at ');
    }
    expect(t!.final_answer).toBe(s.steps.at(-1)!.text);
    expect(t!.tools_shown.map((x) => [x.server, x.name, x.description])).toEqual(
      TOOLS.map((x) => ['notes', x.name, x.description]),
    );
  }
}

describe.each(backends)('framework OTLP exports on %s', (_name, fresh) => {
  const store = withMigratedStore(fresh);

  it.each(FRAMEWORKS)('%s: each run one trace with its calls, arguments, results, errors and tools', async (fw) => {
    const ingestor = new TraceIngestor({
      db: store.db,
      redactor: createRedactor(),
      maxTraceBytes: 4 << 20,
      actor: 'test',
      format: v1Format,
    });
    const s = await ingestOtlpFileFrom(fixture(fw), store.db, config, ingestor);
    expect(s).toMatchObject({ stored: SESSIONS.length, tracesDropped: 0, pending: 0, deadLettered: {} });
    const rows = await store.db.query<Row>(
      `SELECT trace_id, server, user_query, final_answer, tools_shown, tool_calls FROM traces
        WHERE extra->'otel'->>'service' = $1`,
      [`notes-assistant-${fw}`],
    );
    expectSessions(rows.rows, fw);
  });
});

describe('framework OTLP exports through the CLI on the embedded database', () => {
  const store = withStore(freshPglite);
  const dir = mkdtempSync(join(tmpdir(), 'ws-otel-fw-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const env = () => ({ ...store.env, WHETSTONE_OTEL_DEFAULT_SERVER: 'notes' });

  it('stores the AI SDK export as `whetstone ingest --format otlp` prints it', async () => {
    const out = await runCli(['ingest', '--format', 'otlp', fixture('ai-sdk')], env());
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toContain(`${SESSIONS.length} traces stored, 0 duplicates, 0 dropped`);
    const stored = await runJson<StoredTrace[]>(['traces', 'list'], env());
    expectSessions(stored as unknown as Row[], 'ai-sdk');
  });

  it('counts the traces it cannot read by what they lack, and prints the counts', async () => {
    const span = (traceId: string, name: string, attributes: Record<string, string>) => ({
      traceId,
      spanId: `${traceId.slice(0, 15)}1`,
      name,
      kind: 1,
      startTimeUnixNano: '1763632800000000000',
      endTimeUnixNano: '1763632801000000000',
      attributes: Object.entries(attributes).map(([key, v]) => ({ key, value: { stringValue: v } })),
      status: {},
    });
    const file = join(dir, 'unread.json');
    writeFileSync(
      file,
      JSON.stringify({
        resourceSpans: [
          {
            resource: { attributes: [{ key: 'service.name', value: { stringValue: 'web' } }] },
            scopeSpans: [
              {
                spans: [
                  span('a'.repeat(32), 'GET /', { 'http.request.method': 'GET' }),
                  span('b'.repeat(32), 'chat gpt-4.1-mini', {
                    'gen_ai.operation.name': 'chat',
                    'gen_ai.input.messages': '[{"role":"user","parts":[{"type":"text","content":"hello"}]}]',
                  }),
                ],
              },
            ],
          },
        ],
      }),
    );
    const out = await runCli(['ingest', '--format', 'otlp', file], env());
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toContain('0 traces stored, 0 duplicates, 2 dropped');
    expect(out.stdout).toContain('dropped (unknown_convention): 1');
    expect(out.stdout).toContain('dropped (no_tool_calls): 1');
    const json = await runCli(['ingest', '--format', 'otlp', file, '--json'], env());
    // The same traces again: finished already, so their spans are late drops, not traces.
    expect(JSON.parse(json.stdout)).toMatchObject({ stored: 0, spansDropped: 2 });
  });
});
