import type { Command } from 'commander';
import type { RoundResult } from '../judge/worker.ts';
import { withContext, type GlobalOptions } from './context.ts';
import { printJson, say } from './output.ts';

export function registerJudgeCommand(program: Command): void {
  program
    .command('judge')
    .description(
      'judge stored traces: every trace by its signals (feedback, errors, retries, no answer, …), and the LLM judge only ' +
        'where it can change which examples the optimizer sees, plus a small random sample — within the daily token budget',
    )
    .option('--limit <n>', 'judge at most this many new traces (default: all pending)', (v) => Number(v))
    .option('--dry-run', 'judge pending traces by signals and report, writing nothing')
    .option('--json', 'print the totals as JSON')
    .action(async (opts: { limit?: number; dryRun?: boolean; json?: boolean }, cmd: Command) => {
      const [{ judgeWorkerFrom }, { createLlm }, { createLogger }] = await Promise.all([
        import('../judge/setup.ts'),
        import('../llm/provider.ts'),
        import('../log.ts'),
      ]);
      const totals = await withContext(cmd.optsWithGlobals<GlobalOptions>(), async ({ db, config }) => {
        const log = createLogger(config.logLevel);
        const llm = createLlm(config, { db, log });
        if (!opts.json)
          say(
            llm.mode === 'offline'
              ? `judging offline: ${llm.reason}; traces are judged by signals only`
              : `judging with signals and ${llm.describe()}`,
          );
        const limit = opts.limit ?? Number.POSITIVE_INFINITY;
        const batch = Math.max(1, Math.min(config.judgeBatchSize, limit));
        const worker = judgeWorkerFrom({ ...config, judgeBatchSize: batch }, { db, llm, log });
        const sum: RoundResult & { rounds: number } = {
          signaled: 0,
          selected: 0,
          sampled: 0,
          llmJudged: 0,
          reused: 0,
          failed: 0,
          budgetExhausted: false,
          rounds: 0,
        };
        for (;;) {
          const r = await worker.runOnce({ dryRun: opts.dryRun === true });
          sum.rounds++;
          for (const k of ['signaled', 'selected', 'sampled', 'llmJudged', 'reused', 'failed'] as const) sum[k] += r[k];
          sum.budgetExhausted ||= r.budgetExhausted;
          if (process.stderr.isTTY && !opts.json)
            process.stderr.write(`\rjudged ${sum.signaled} by signals, ${sum.llmJudged} by LLM\u001b[K`);
          if (opts.dryRun || r.signaled === 0 || sum.signaled >= limit) break;
        }
        if (process.stderr.isTTY && !opts.json) process.stderr.write('\n');
        return { ...sum, mode: llm.mode, dryRun: opts.dryRun === true };
      });
      if (opts.json) return printJson(totals);
      say(
        `${totals.dryRun ? 'would judge' : 'judged'} ${totals.signaled} traces by signals; LLM: ${totals.llmJudged} judged, ${totals.reused} reused from identical traces, ` +
          `${totals.failed} failed (${totals.sampled} of ${totals.selected} selected were the random sample)` +
          (totals.budgetExhausted ? '; the daily token budget is used up' : ''),
      );
    });
}
