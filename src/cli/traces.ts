// `whetstone traces list|show`: stored traces as stored — redacted at ingest, so what these
// print is exactly what the database, the judge and the optimizer hold — with their
// judgments. For checking what a producer sent and what redaction kept.
import type { Command } from 'commander';
import { WhetstoneError } from '../errors.ts';
import type { StoredTrace } from '../store/sql/trace-view.ts';
import { withContext, type GlobalOptions } from './context.ts';
import { oneLine, printJson, printTable, say, when } from './output.ts';

export const MAX_LIST = 1000;

export function parseLimit(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > MAX_LIST) {
    throw new WhetstoneError('input_invalid', `--limit must be a whole number from 1 to ${MAX_LIST}, not "${v}"`);
  }
  return n;
}

/** "server/name" or a bare tool name. */
export function parseTool(v: string): { server?: string; tool: string } {
  const slash = v.indexOf('/');
  if (slash === -1) return { tool: v };
  const server = v.slice(0, slash);
  const tool = v.slice(slash + 1);
  if (!server || !tool || tool.includes('/'))
    throw new WhetstoneError('input_invalid', `--tool takes "server/name" or a tool name, not "${v}"`);
  return { server, tool };
}

const verdicts = (t: StoredTrace) =>
  t.judgments.map((j) => `${j.judge}:${j.passed ? 'pass' : 'fail'} ${j.score.toFixed(2)}`).join(', ') || t.judge_state;

export function registerTracesCommands(program: Command): void {
  const traces = program
    .command('traces')
    .description('read stored traces, as stored (secrets already redacted at ingest), with their judgments');

  traces
    .command('list')
    .description("list stored traces, newest first, with each one's judgments (or its judge state while unjudged)")
    .option('--tool <server/name>', 'only traces that called this tool ("server/name", or a tool name on any server)')
    .option('--limit <n>', `at most this many (1-${MAX_LIST})`, parseLimit, 20)
    .option('--json', 'print the traces as JSON (the full stored traces with their judgments)')
    .action(async (opts: { tool?: string; limit: number; json?: boolean }, cmd: Command) => {
      const filter = opts.tool === undefined ? {} : parseTool(opts.tool);
      const { selectStoredTraces } = await import('../store/sql/trace-view.ts');
      const rows = await withContext(cmd.optsWithGlobals<GlobalOptions>(), ({ db }) =>
        selectStoredTraces(db, { ...filter, limit: opts.limit }),
      );
      if (opts.json) return printJson(rows);
      printTable(
        ['TRACE', 'TIME', 'SERVER', 'CALLS', 'JUDGED', 'QUERY'],
        rows.map((t) => [
          t.trace_id,
          when(t.ts),
          t.server,
          t.tool_calls.map((c) => c.name).join(','),
          verdicts(t),
          oneLine(t.user_query, 50),
        ]),
      );
    });

  traces
    .command('show <trace_id>')
    .description('print one stored trace in full, with its judgments')
    .option('--json', 'print it as JSON')
    .action(async (traceId: string, opts: { json?: boolean }, cmd: Command) => {
      const { selectStoredTrace } = await import('../store/sql/trace-view.ts');
      const t = await withContext(cmd.optsWithGlobals<GlobalOptions>(), ({ db }) => selectStoredTrace(db, traceId));
      if (!t)
        throw new WhetstoneError(
          'not_found',
          `no stored trace "${traceId}"; \`whetstone traces list\` shows the stored ones`,
        );
      if (opts.json) return printJson(t);
      say(
        `trace ${t.trace_id}  (${t.server}, ${when(t.ts)}, session ${t.session_id ?? '-'}; from ${t.source}; ${t.redactions} redacted)`,
      );
      say(`query: ${t.user_query}`);
      for (const [i, c] of t.tool_calls.entries()) {
        const result = c.result as { is_error?: boolean; preview?: string } | undefined;
        say(`call ${i + 1}: ${c.server ?? t.server}/${c.name} ${JSON.stringify(c.arguments ?? {})}`);
        if (result) say(`  ${result.is_error ? 'error' : 'result'}: ${oneLine(result.preview ?? '', 200)}`);
      }
      say(`answer: ${t.final_answer ?? '(none)'}`);
      if (Object.keys(t.extra).length) say(`extra: ${JSON.stringify(t.extra)}`);
      say(`judge state: ${t.judge_state}`);
      for (const j of t.judgments) {
        say(
          `  ${j.judge}: ${j.passed ? 'passed' : 'failed'} (score ${j.score.toFixed(2)}, confidence ${j.confidence.toFixed(2)}${j.rule ? `, rule ${j.rule}` : ''}) ${oneLine(j.reasoning, 120)}`,
        );
        if (j.user_task_identified)
          say(`    goal: ${oneLine(j.user_task_identified, 200)} (from ${j.goal_source ?? 'the judge'})`);
      }
    });
}
