import { Option, type Command } from 'commander';
import type { GlobalOptions } from './context.ts';

/** Exit code when a finding at or above --fail-on is found (1 stays "an error to fix"), as lint does. */
export const EXIT_CONSISTENCY_FINDINGS = 2;

interface ConsistencyOptions {
  source: string;
  server?: string;
  json?: boolean;
  sarif?: boolean;
  failOn: 'error' | 'warning' | 'note' | 'none';
  llm?: boolean;
}

export function registerConsistencyCommand(program: Command): void {
  program
    .command('consistency')
    .description(
      "read an MCP server's source (Python, TypeScript, JavaScript), find its tools, and compare each " +
        "description with the side effects in the tool's code (files written or deleted, network, processes, " +
        `database writes, state kept across calls); exit ${EXIT_CONSISTENCY_FINDINGS} on findings (see --fail-on)`,
    )
    .requiredOption('--source <dir>', "the server's source directory")
    .option('--server <name>', 'server name to show in the report')
    .addOption(new Option('--json', 'print the report as JSON').conflicts('sarif'))
    .option('--sarif', 'print findings as SARIF 2.1.0 (paths relative to --source)')
    .addOption(
      new Option('--fail-on <level>', 'lowest finding severity that fails the run')
        .choices(['error', 'warning', 'note', 'none'])
        .default('warning'),
    )
    .option('--llm', 'also ask the configured LLM for functional findings (metered; off in offline mode)')
    .addHelpText(
      'after',
      '\nNo LLM is needed: tools, effects and the static findings (undeclared_read_only_violation,\n' +
        'undeclared_state_mutation, undeclared_data_leak) come from the syntax tree. With --llm and\n' +
        'WHETSTONE_LLM_* set, Direct-Reverse-Arbitration adds unimplemented / overclaimed / misdescribed /\n' +
        'ambiguous findings with 0-100 scores, under the daily token budget. See docs/consistency.md.',
    )
    .action(async (opts: ConsistencyOptions, cmd: Command) => {
      const [{ checkSource }, report, { printJson, say }] = await Promise.all([
        import('../consistency/check.ts'),
        import('../consistency/report.ts'),
        import('./output.ts'),
      ]);
      const progress = (done: number, total: number) =>
        process.stderr.write(`whetstone: parsed ${done}/${total} files\n`);
      const run = (llm?: import('../consistency/dra.ts').DraLlm) =>
        checkSource({ dir: opts.source, server: opts.server, llm, onProgress: progress });
      const result = opts.llm ? await withLlm(cmd.optsWithGlobals<GlobalOptions>(), run) : await run();
      if (opts.json) printJson(report.renderConsistencyJson(result));
      else if (opts.sarif) printJson(report.renderConsistencySarif(result, program.version() ?? '0.0.0'));
      else say(report.renderConsistencyText(result));
      if (report.failsAt(result, opts.failOn)) process.exitCode = EXIT_CONSISTENCY_FINDINGS;
    });
}

type Report = import('../consistency/types.ts').ConsistencyReport;

/** The LLM path: the configured provider, metered under the daily budget (the store records usage). */
async function withLlm(
  g: GlobalOptions,
  run: (llm?: import('../consistency/dra.ts').DraLlm) => Promise<Report>,
): Promise<Report> {
  const [{ configFrom, withContext }, { createLlm }] = await Promise.all([
    import('./context.ts'),
    import('../llm/provider.ts'),
  ]);
  const config = await configFrom(g);
  if (!config.llmProvider) {
    process.stderr.write(`whetstone: --llm skipped: ${(createLlm(config) as { reason: string }).reason}\n`);
    return run();
  }
  return withContext(g, async ({ db }) => {
    const llm = createLlm(config, { db });
    if (llm.mode === 'offline') return run();
    const meterRun = llm.meter.run('consistency');
    return run({ ai: llm.forModel(llm.model, meterRun), beforeCall: () => llm.meter.check(meterRun) });
  });
}
