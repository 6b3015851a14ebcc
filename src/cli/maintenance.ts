// `whetstone maintenance run`: one retention pass now (the daemon runs the same pass every
// WHETSTONE_MAINTENANCE_INTERVAL_MS).
import type { Command } from 'commander';
import { withContext, type GlobalOptions } from './context.ts';
import { printJson, say } from './output.ts';

export function registerMaintenanceCommands(program: Command): void {
  const m = program.command('maintenance').description('keep the store from growing forever (retention)');
  m.command('run')
    .description(
      'delete traces older than WHETSTONE_RETAIN_TRACES_DAYS (90; their judgments and per-tool outcomes go with them; ' +
        'traces cited by a version are kept), publisher tick claims older than WHETSTONE_RETAIN_PUBLISH_TICKS_DAYS (7) and ' +
        'dead letters older than WHETSTONE_RETAIN_DEAD_LETTERS_DAYS (30) and cached embeddings older than ' +
        'WHETSTONE_RETAIN_EMBEDDINGS_DAYS (30, computed again when needed), in batches. Versions, the publish log and the ' +
        'audit log are never deleted. 0 days keeps that kind forever.',
    )
    .option('--dry-run', 'count what would be deleted, delete nothing')
    .option('--json', 'print the counts as JSON')
    .action(async (opts: { dryRun?: boolean; json?: boolean }, cmd: Command) => {
      const g = cmd.optsWithGlobals<GlobalOptions>();
      const [{ createLogger }, { runRetention }, { retentionPolicyFrom }] = await Promise.all([
        import('../log.ts'),
        import('../maintenance/retention.ts'),
        import('../maintenance/setup.ts'),
      ]);
      const report = await withContext(g, async ({ db, config }) =>
        runRetention(db, retentionPolicyFrom(config), {
          dryRun: opts.dryRun === true,
          log: createLogger(config.logLevel),
          actor: config.actor,
        }),
      );
      if (opts.json) return printJson(report);
      const verb = report.dryRun ? 'would delete' : 'deleted';
      say(
        `${verb} ${report.traces} traces, ${report.publishTicks} publisher tick claims, ${report.deadLetters} dead letters, ${report.embeddings} cached embeddings` +
          (report.tracesKeptCited
            ? `; kept ${report.tracesKeptCited} expired traces that a version cites as evidence`
            : ''),
      );
    });
}
