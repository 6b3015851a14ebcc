// `whetstone traces list|show` as a user runs them (the real binary, the real PostgreSQL).
import { beforeAll, describe, expect, it } from 'vitest';
import { simpleTrace } from '../../lib/datasets/traces.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { runCli } from '../kit/cli.ts';
import { withMigratedStore } from '../kit/db.ts';

const kit = withMigratedStore();
beforeAll(async () => {
  const ingestor = new TraceIngestor({
    format: v1Format,
    db: kit.db,
    redactor: createRedactor(),
    maxTraceBytes: 1 << 20,
    actor: 'test',
  });
  const traces = [
    simpleTrace('t-old', { timestamp: '2026-11-20T10:00:00Z', user_query: 'my password is hunter2x, fetch the page' }),
    simpleTrace('t-new', {
      timestamp: '2026-11-21T11:00:00Z',
      server: 'search',
      tools_shown: [{ server: 'search', name: 'web', version: 1 }],
      tool_calls: [
        { name: 'web', arguments: { q: 'news', api_key: 'k-3j4k5l6m7n' }, result: { is_error: false, preview: 'ok' } },
      ],
    }),
  ];
  const { rows } = ingestor.decode(
    traces.map((t) => ({ value: Buffer.from(JSON.stringify(t)), key: null, source: 'test' })),
  );
  await ingestor.store(rows);
  const judged = await runCli(['judge'], kit.env);
  expect(judged.code, judged.stderr).toBe(0);
});

describe('whetstone traces', () => {
  it('list --json: newest first, redacted as stored, with judgments; --tool filters', async () => {
    const r = await runCli(['traces', 'list', '--json'], kit.env);
    expect(r.code, r.stderr).toBe(0);
    const list = JSON.parse(r.stdout) as { trace_id: string; user_query: string; judgments: { judge: string }[] }[];
    expect(list.map((t) => t.trace_id)).toEqual(['t-new', 't-old']);
    expect(r.stdout).not.toContain('hunter2x');
    expect(r.stdout).not.toContain('k-3j4k5l6m7n');
    expect(list[1]!.user_query).toBe('my password is [REDACTED], fetch the page');
    expect(list.every((t) => t.judgments.some((j) => j.judge === 'signals'))).toBe(true);

    const byTool = JSON.parse((await runCli(['traces', 'list', '--tool', 'search/web', '--json'], kit.env)).stdout) as {
      trace_id: string;
    }[];
    expect(byTool.map((t) => t.trace_id)).toEqual(['t-new']);
    const byName = JSON.parse((await runCli(['traces', 'list', '--tool', 'fetch', '--json'], kit.env)).stdout) as {
      trace_id: string;
    }[];
    expect(byName.map((t) => t.trace_id)).toEqual(['t-old']);
    const limited = JSON.parse(
      (await runCli(['traces', 'list', '--limit', '1', '--json'], kit.env)).stdout,
    ) as unknown[];
    expect(limited).toHaveLength(1);

    const table = await runCli(['traces', 'list'], kit.env);
    expect(table.stdout).toMatch(/^TRACE\s+TIME\s+SERVER/);
    expect(table.stdout).toMatch(/t-old .*signals:(pass|fail)/);
  });

  it('show prints one trace with its judgments, and says how to find one that does not exist', async () => {
    const r = await runCli(['traces', 'show', 't-new', '--json'], kit.env);
    expect(r.code, r.stderr).toBe(0);
    const t = JSON.parse(r.stdout) as {
      tool_calls: { arguments: Record<string, unknown> }[];
      judgments: unknown[];
      redactions: number;
    };
    expect(t.tool_calls[0]!.arguments).toEqual({ q: 'news', api_key: '[REDACTED]' });
    expect(t.redactions).toBe(1);
    expect(t.judgments.length).toBeGreaterThan(0);
    const text = await runCli(['traces', 'show', 't-new'], kit.env);
    expect(text.stdout).toContain('call 1: search/web {"q":"news","api_key":"[REDACTED]"}');
    const missing = await runCli(['traces', 'show', 'nope'], kit.env);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain('no stored trace "nope"');
  });

  it('refuses a bad --limit with a message that says what to pass', async () => {
    const r = await runCli(['traces', 'list', '--limit', '-5'], kit.env);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('--limit must be a whole number from 1 to 1000');
  });
});
