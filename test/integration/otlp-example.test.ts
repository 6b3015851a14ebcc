// The OTLP example (examples/otlp-spans.jsonl): the file is what its generator writes with
// the real OpenTelemetry SDK, and the command the README gives for it stores its three
// sessions on the embedded database, the token in one of them redacted.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { otlpExampleLines, SESSIONS } from '../../examples/otlp-spans.ts';
import type { StoredTrace } from '../../src/store/sql/trace-view.ts';
import { ROOT, runCli, runJson } from '../kit/cli.ts';

const FILE = join(ROOT, 'examples/otlp-spans.jsonl');

/** A stored tool call's fields this test reads (StoredTrace types them loosely). */
interface Call {
  name: string;
  arguments: Record<string, unknown>;
  result: { is_error: boolean; preview: string };
}
const callsOf = (t: StoredTrace) => t.tool_calls as unknown as Call[];

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
    expect(summary).toMatchObject({
      requests: 4,
      spans: 17,
      spansDropped: 0,
      stored: 3,
      duplicates: 0,
      tracesDropped: 0,
      pending: 0,
    });
    expect(summary.deadLettered).toEqual({});
    // `traces list --json` gives the stored rows whole (the fields `traces show` gives).
    const stored = await runJson<StoredTrace[]>(['traces', 'list'], env);
    expect(stored).toHaveLength(3);
    const bySession = new Map(stored.map((t) => [t.session_id, t]));
    for (const s of SESSIONS) {
      const t = bySession.get(s.id);
      expect(t, s.id).toBeDefined();
      expect(t!.server).toBe('notes');
      expect(t!.user_query).toBe(s.query);
      expect(t!.final_answer).toBe(s.answer);
      const calls = callsOf(t!);
      expect(calls.map((c) => [c.name, c.result.is_error])).toEqual(
        s.calls.map((c) => [c.name, c.error !== undefined]),
      );
      // Only the token is redacted: no other session loses anything.
      expect(t!.redactions).toBe(s.id === 'otlp-s-3' ? 1 : 0);
    }
    const deploy = bySession.get('otlp-s-3')!;
    expect(callsOf(deploy)[0]!.arguments).toEqual({
      title: 'Deploy',
      body: 'Run the release job, then tag it. Token: [REDACTED:key]',
    });
    expect(JSON.stringify(deploy)).not.toContain('ghp_');
    // What the docs show a reader: the redacted call in `traces show`.
    const shown = await runCli(['traces', 'show', deploy.trace_id], env);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(
      'notes/create_note {"body":"Run the release job, then tag it. Token: [REDACTED:key]","title":"Deploy"}',
    );
    // The same file again: every trace is assembled already, so its spans are late drops.
    const again = await runCli(['ingest', '--format', 'otlp', FILE, '--json'], env);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ stored: 0, spansDropped: 17 });
  });
});
