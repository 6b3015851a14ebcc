// The OTLP example (examples/otlp-spans.jsonl): the file is what its generator writes with
// the real OpenTelemetry SDK, and the command the README gives for it stores its three
// sessions on the embedded database, the token in one of them redacted.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { otlpExampleLines, SESSIONS } from '../../examples/otlp-spans.ts';
import { ROOT, runCli, runJson } from '../helpers/cli.ts';

const FILE = join(ROOT, 'examples/otlp-spans.jsonl');

interface StoredTrace {
  trace_id: string;
  server: string;
  session_id: string;
  user_query: string;
  tool_calls: { name: string; arguments: Record<string, unknown>; result: { is_error: boolean; preview: string } }[];
  final_answer: string | null;
  redactions: number;
}

describe('the OTLP example file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ws-otlp-example-'));
  // The embedded database (runCli clears DATABASE_URL), as the README's command runs it.
  const env = { WHETSTONE_DATA_DIR: dir, WHETSTONE_OTEL_DEFAULT_SERVER: 'notes' };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is what examples/otlp-spans.ts writes (regenerate with `npm run example:otlp`)', () => {
    expect(readFileSync(FILE, 'utf8')).toBe(`${otlpExampleLines().join('\n')}\n`);
  });

  it('stores its three sessions, from spans out of order, with the token redacted', async () => {
    const summary = await runJson<Record<string, unknown>>(['ingest', '--format', 'otlp', FILE], env);
    expect(summary).toMatchObject({ requests: 4, spans: 17, spansDropped: 0, deadLettered: {}, stored: 3, duplicates: 0, pending: 0 });
    const listed = await runJson<{ trace_id: string }[]>(['traces', 'list'], env);
    const stored = await Promise.all(listed.map((t) => runJson<StoredTrace>(['traces', 'show', t.trace_id], env)));
    const bySession = new Map(stored.map((t) => [t.session_id, t]));
    for (const s of SESSIONS) {
      const t = bySession.get(s.id);
      expect(t, s.id).toBeDefined();
      expect(t!.server).toBe('notes');
      expect(t!.user_query).toBe(s.query);
      expect(t!.final_answer).toBe(s.answer);
      expect(t!.tool_calls.map((c) => [c.name, c.result.is_error])).toEqual(s.calls.map((c) => [c.name, c.error !== undefined]));
    }
    const deploy = bySession.get('otlp-s-3')!;
    expect(deploy.redactions).toBeGreaterThan(0);
    expect(JSON.stringify(deploy)).not.toContain('ghp_');
    expect(deploy.tool_calls[0]!.arguments.title).toBe('Deploy');
    // The same file again: every trace is assembled already, so its spans are late drops.
    const again = await runCli(['ingest', '--format', 'otlp', FILE, '--json'], env);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ stored: 0, spansDropped: 17 });
  });
});
