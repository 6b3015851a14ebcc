import { Option, type Command } from 'commander';
import { messageOf, WhetstoneError } from '../errors.ts';
import type { LintedTool } from '../quality/lint-report.ts';
import { configFrom, withContext, type GlobalOptions } from './context.ts';
import { printJson, readInputFile, say } from './output.ts';

/** Exit code when --fail-on matched (1 stays "an error to fix"). */
export const EXIT_LINT_FINDINGS = 2;

interface LintOptions {
  stdio?: string;
  url?: string;
  server?: string;
  registered?: boolean;
  format: 'text' | 'json' | 'sarif';
  failOn?: string;
  jury?: boolean;
  summary?: boolean;
}

export function registerLintCommand(program: Command): void {
  program
    .command('lint')
    .description(
      'score tool descriptions on the six-component rubric (purpose, usage, limitations, parameters, examples, length) ' +
        `and report smells; exit ${EXIT_LINT_FINDINGS} when a smell named by --fail-on is found`,
    )
    .argument('[files...]', 'JSON files shaped like a tools/list result')
    .option('--stdio <command>', 'lint the tools of an MCP server started with this command')
    .option('--url <url>', 'lint the tools of an MCP server over Streamable HTTP')
    .option('--server <name>', 'server name to show for --stdio/--url (default: "server")')
    .option('--registered', 'lint the published descriptions in the store')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json', 'sarif']).default('text'))
    .option(
      '--fail-on <smells>',
      'comma list of smells or interface rules that fail the run: any, interface, or e.g. "Opaque Parameters,usage_guideline,WS112"',
      'none',
    )
    .option('--jury', 'also ask the LLM jury (WHETSTONE_LLM_* and WHETSTONE_JURY_MODELS); off in offline mode')
    .option(
      '--summary',
      "print the catalogue's prevalence table (smell rates per component, smell-free combinations, interface lint rates) instead of per-tool results",
    )
    .action(async (files: string[], opts: LintOptions, cmd: Command) => {
      const { failsOn, parseFailOn, renderJson, renderSarif, renderText } = await import('../quality/lint-report.ts');
      if (opts.summary && opts.format === 'sarif')
        throw new WhetstoneError('input_invalid', '--summary prints text or JSON; drop --format sarif');
      const failOn = parseFailOn(opts.failOn);
      const g = cmd.optsWithGlobals<GlobalOptions>();
      const sources = [files.length > 0, !!opts.stdio, !!opts.url, !!opts.registered].filter(Boolean).length;
      if (sources !== 1)
        throw new WhetstoneError(
          'input_invalid',
          'give one source: JSON files, --stdio "command", --url http://host/mcp, or --registered',
        );
      const tools = await collect(files, opts, g);
      if (opts.jury) await addJury(tools, g);
      if (opts.summary) {
        const { renderSummaryText, summarize } = await import('../quality/lint-summary.ts');
        const summary = summarize(tools);
        if (opts.format === 'json') printJson(summary);
        else say(renderSummaryText(summary));
      } else if (opts.format === 'json') printJson(renderJson(tools));
      else if (opts.format === 'sarif') printJson(renderSarif(tools, program.version() ?? '0.0.0'));
      else say(renderText(tools));
      if (failOn !== 'none' && failsOn(tools, failOn)) process.exitCode = EXIT_LINT_FINDINGS;
    });
}

async function collect(files: string[], o: LintOptions, g: GlobalOptions): Promise<LintedTool[]> {
  const { withInterfaceLints } = await import('../quality/lint-report.ts');
  if (files.length) {
    const { parseToolsCatalog } = await import('../catalog/tools-file.ts');
    return withInterfaceLints(
      files.flatMap((file) => {
        const text = readInputFile(file);
        return parseToolsCatalog(text, file).flatMap((doc) =>
          doc.tools.map((t) => ({
            ...t,
            server: o.server ?? doc.server ?? 'server',
            source: file,
            line: lineOf(text, t.name),
          })),
        );
      }),
    );
  }
  if (o.registered) {
    const { selectPublishedSet } = await import('../store/sql/state.ts');
    const rows = await withContext(g, async ({ db }) => selectPublishedSet(db));
    // The store keeps no output schema, so that rule is not checked for registered tools.
    return withInterfaceLints(
      rows.map((r) => ({
        server: r.server,
        name: r.name,
        source: 'registered',
        description: r.text,
        inputSchema: r.input_schema,
        annotations: r.annotations ?? undefined,
      })),
      { outputSchemaKnown: false },
    );
  }
  const { fetchUpstreamTools } = await import('../mcp/upstream.ts');
  const tools = await fetchUpstreamTools({ stdio: o.stdio, url: o.url });
  return withInterfaceLints(
    tools.map((t) => ({
      server: o.server ?? 'server',
      name: t.name,
      source: o.stdio ? `stdio:${o.stdio}` : o.url!,
      description: t.description ?? '',
      inputSchema: t.inputSchema as Record<string, unknown>,
      outputSchema: t.outputSchema,
      annotations: t.annotations as Record<string, unknown> | undefined,
    })),
  );
}

async function addJury(tools: LintedTool[], g: GlobalOptions): Promise<void> {
  const config = await configFrom(g);
  const [{ createLlm }, { juryScore }, { juryPanel }] = await Promise.all([
    import('../llm/provider.ts'),
    import('../quality/jury.ts'),
    import('../quality/jury-panel.ts'),
  ]);
  if (!config.llmProvider) {
    process.stderr.write(`whetstone: --jury skipped: ${(createLlm(config) as { reason: string }).reason}\n`);
    return;
  }
  // The jury's tokens count against the daily budget like every other LLM call, so the
  // store is opened to record them.
  await withContext(g, async ({ db }) => {
    const llm = createLlm(config, { db });
    if (llm.mode === 'offline') return;
    const run = llm.meter.run('jury');
    const panel = juryPanel(config, llm, run);
    if ('skipped' in panel) {
      process.stderr.write(`whetstone: --jury skipped: ${panel.skipped}\n`);
      return;
    }
    if (panel.kind === 'one model repeated')
      process.stderr.write(
        `whetstone: the jury is ${llm.model} asked ${panel.judges.length} times (WHETSTONE_JURY_REPEAT_ONE_MODEL): its agreement is self-consistency\n`,
      );
    for (const [i, t] of tools.entries()) {
      try {
        await llm.meter.check(run);
      } catch (err) {
        process.stderr.write(`whetstone: jury stopped after ${i} of ${tools.length} tools: ${messageOf(err)}\n`);
        return;
      }
      t.jury = await juryScore(panel.judges, { name: t.name, description: t.description, inputSchema: t.inputSchema });
    }
  });
}

/** The line of `"name": "<name>"` in a JSON file, for SARIF locations. */
function lineOf(text: string, name: string): number | undefined {
  const m = new RegExp(`"name"\\s*:\\s*${JSON.stringify(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).exec(text);
  return m ? text.slice(0, m.index).split('\n').length : undefined;
}
