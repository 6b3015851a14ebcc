import type { Command } from 'commander';
import type { ImportReport } from '../catalog/import.ts';
import type { UpstreamTool } from '../catalog/tools-file.ts';
import { WhetstoneError } from '../errors.ts';
import { withContext, type GlobalOptions } from './context.ts';
import { printJson, printTable, readInputFile, say } from './output.ts';

export function registerToolCommands(program: Command): void {
  const tools = program.command('tools').description('register tools and list what is registered');

  tools
    .command('import')
    .description(
      "register a server's tools from a tools/list JSON file or a live MCP server; new tools publish their " +
        'upstream text as v1, a changed upstream text becomes a new version (published only if no reviewed version is)',
    )
    .argument(
      '[file]',
      'JSON shaped like a tools/list result: {"server": "...", "tools": [{name, description, inputSchema}]}, or a catalog of several servers: {"servers": [{"server", "tools"}]}',
    )
    .option('--server <name>', 'server name (required with --stdio/--url; overrides the file\'s "server")')
    .option('--stdio <command>', 'start an MCP server with this command line and read its tools over stdio')
    .option('--url <url>', 'read the tools of an MCP server over Streamable HTTP')
    .option('--json', 'print the import report as JSON')
    .action(async (file: string | undefined, opts: ImportOptions, cmd: Command) =>
      importCommand(file, opts, cmd.optsWithGlobals<GlobalOptions>()),
    );
  registerList(tools);
}

function registerList(tools: Command): void {
  tools
    .command('list')
    .description('list registered tools with their published and latest versions')
    .option('--server <name>', "only this server's tools")
    .option('--json', 'print as JSON')
    .action(async (opts: { server?: string; json?: boolean }, cmd: Command) => {
      const { selectToolsWithState } = await import('../store/sql/tools.ts');
      const rows = await withContext(cmd.optsWithGlobals<GlobalOptions>(), ({ db }) =>
        selectToolsWithState(db, opts.server),
      );
      if (opts.json) return printJson(rows);
      printTable(
        ['TOOL', 'PUBLISHED', 'LATEST', 'PENDING', 'ORIGIN'],
        rows.map((t) => [
          `${t.server}/${t.name}`,
          t.published_version === null ? null : `v${t.published_version}`,
          t.latest_version === null ? null : `v${t.latest_version}`,
          t.pending_proposals,
          t.origin,
        ]),
      );
    });
}

interface ImportOptions {
  server?: string;
  stdio?: string;
  url?: string;
  json?: boolean;
}

/** Each server's tools to register, from the one source the options name. */
async function importSources(
  file: string | undefined,
  opts: ImportOptions,
): Promise<{ server: string; tools: UpstreamTool[] }[]> {
  if ([file, opts.stdio, opts.url].filter(Boolean).length !== 1) {
    throw new WhetstoneError(
      'input_invalid',
      'give exactly one source: a JSON file, --stdio "command args", or --url http://host/mcp',
    );
  }
  if (file) {
    const { parseToolsCatalog } = await import('../catalog/tools-file.ts');
    const docs = parseToolsCatalog(readInputFile(file), file);
    if (docs.length > 1 && opts.server)
      throw new WhetstoneError('input_invalid', `${file} lists ${docs.length} servers; --server applies to one`);
    return docs.map((d) => {
      const server = opts.server ?? d.server;
      if (!server) throw new WhetstoneError('input_invalid', `${file} names no "server"; pass --server NAME`);
      return { server, tools: d.tools };
    });
  }
  if (!opts.server)
    throw new WhetstoneError('input_invalid', `--server NAME is required with ${opts.stdio ? '--stdio' : '--url'}`);
  const [{ fetchUpstreamTools }, { upstreamToolOf }] = await Promise.all([
    import('../mcp/upstream.ts'),
    import('../catalog/import.ts'),
  ]);
  return [
    {
      server: opts.server,
      tools: (await fetchUpstreamTools({ stdio: opts.stdio, url: opts.url })).map(upstreamToolOf),
    },
  ];
}

/**
 * `tools import`: each server in its own transaction (a bad tool aborts its server's
 * import, checked before any is written). With --json, several servers' reports
 * are a list.
 */
async function importCommand(file: string | undefined, opts: ImportOptions, g: GlobalOptions): Promise<void> {
  const sources = await importSources(file, opts);
  const { importTools, checkImport } = await import('../catalog/import.ts');
  const reports = await withContext(g, async ({ db, config }) => {
    for (const s of sources) checkImport(s, config.maxDescriptionBytes);
    const out: ImportReport[] = [];
    for (const s of sources)
      out.push(await importTools(db, { ...s, actor: config.actor, maxDescriptionBytes: config.maxDescriptionBytes }));
    return out;
  });
  if (opts.json) printJson(reports.length === 1 ? reports[0] : reports);
  else for (const r of reports) printImportReport(r);
}

function printImportReport(r: ImportReport): void {
  const total = r.added.length + r.unchanged.length + r.upstreamChanged.length;
  say(
    `${r.server}: ${total} tools — ${r.added.length} added, ${r.unchanged.length} unchanged, ${r.upstreamChanged.length} upstream changed`,
  );
  for (const name of r.added) say(`  added            ${r.server}/${name} (v1 published)`);
  for (const c of r.upstreamChanged) {
    say(
      c.keptReviewed
        ? `  upstream changed ${r.server}/${c.name} (${c.parts.join(', ')}): new v${c.version} held as proposal #${c.heldProposal}; reviewed v${c.publishedVersion} stays published — compare with \`whetstone diff ${r.server}/${c.name} ${c.publishedVersion} ${c.version}\``
        : `  upstream changed ${r.server}/${c.name} (${c.parts.join(', ')}): v${c.version} published`,
    );
  }
  for (const name of r.schemaChanged) say(`  schema changed   ${r.server}/${name}`);
  for (const name of r.missing) say(`  not upstream     ${r.server}/${name} (no longer listed; kept)`);
  for (const w of r.warnings) say(`  warning: ${w}`);
}
