import { Option, type Command } from 'commander';
import type { GlobalOptions } from './context.ts';

/** Exit code when a finding at or above --fail-on is found (1 stays "an error to fix"), as lint does. */
export const EXIT_CONSISTENCY_FINDINGS = 2;

interface ConsistencyOptions {
  source?: string;
  save?: boolean;
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
    .option('--source <dir>', "the server's source directory")
    .option('--server <name>', 'the server (as in the catalogue); alone, report what its judged traces show')
    .option('--save', "store the reading as the --server tools' code facts (gates and review pages use them)")
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
      const [report, { printJson, say }, { WhetstoneError }] = await Promise.all([
        import('../consistency/report.ts'),
        import('./output.ts'),
        import('../errors.ts'),
      ]);
      if (!opts.source && !opts.server)
        throw new WhetstoneError(
          'input_invalid',
          "give --source DIR to read a server's code, or --server NAME to see what its traces show",
        );
      if (opts.save && !(opts.source && opts.server))
        throw new WhetstoneError(
          'input_invalid',
          '--save needs both --source DIR and --server NAME (the catalogue server the code serves)',
        );
      const result = await reading(opts, cmd.optsWithGlobals<GlobalOptions>());
      if (opts.json) printJson(report.renderConsistencyJson(result));
      else if (opts.sarif) printJson(report.renderConsistencySarif(result, program.version() ?? '0.0.0'));
      else say(report.renderConsistencyText(result));
      if (report.failsAt(result, opts.failOn)) process.exitCode = EXIT_CONSISTENCY_FINDINGS;
    });
}

type Report = import('../consistency/types.ts').ConsistencyReport;

/** The source reading (saved with --save, joined by what traces show), or the traces alone. */
async function reading(opts: ConsistencyOptions, g: GlobalOptions): Promise<Report> {
  const source = opts.source;
  if (!source) {
    const [{ withContext }, { traceOnlyReport }] = await Promise.all([
      import('./context.ts'),
      import('../consistency/from-store.ts'),
    ]);
    return withContext(g, ({ db }) => traceOnlyReport(db, opts.server as string));
  }
  const { checkSource } = await import('../consistency/check.ts');
  const progress = (done: number, total: number) => process.stderr.write(`whetstone: parsed ${done}/${total} files\n`);
  const run = (llm?: import('../consistency/dra.ts').DraLlm) =>
    checkSource({ dir: source, server: opts.server, llm, onProgress: progress });
  const result = opts.llm ? await withLlm(g, run) : await run();
  if (!opts.save) return result;
  const [{ withContext }, { saveWithTraces }] = await Promise.all([
    import('./context.ts'),
    import('../consistency/from-store.ts'),
  ]);
  return withContext(g, async ({ db, config }) => {
    const server = opts.server as string;
    const { saved, report } = await saveWithTraces(db, result, { server, actor: config.actor });
    const unknown = saved.unknownTools.length ? `; not in the catalogue: ${saved.unknownTools.join(', ')}` : '';
    process.stderr.write(`whetstone: saved code facts of ${saved.stored} ${server} tools${unknown}\n`);
    return report;
  });
}

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
