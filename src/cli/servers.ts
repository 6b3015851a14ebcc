import type { Command } from 'commander';
import { Option } from 'commander';
import type { UpstreamPolicy } from '../catalog/policy.ts';
import { withContext, type GlobalOptions } from './context.ts';
import { oneLine, printJson, printTable, say, when } from './output.ts';
import { parseVersion } from './parse.ts';

const g = (cmd: Command) => cmd.optsWithGlobals<GlobalOptions>();

export function registerServerCommands(program: Command): void {
  const servers = program.command('servers').description("per-server settings, and discovery's server summaries");
  servers
    .command('policy')
    .description(
      'show or set what happens when a server changes a tool upstream (description, title, input schema, annotations) after a review: ' +
        '"review" (default) holds the change as a pending proposal and keeps serving the reviewed version; "accept" publishes it at once',
    )
    .argument('<server>', 'the server name, as registered')
    .addOption(new Option('--upstream <policy>', 'set the policy').choices(['review', 'accept']))
    .action(async (server: string, opts: { upstream?: UpstreamPolicy }, cmd: Command) => {
      const { getUpstreamPolicy, setUpstreamPolicy } = await import('../catalog/policy.ts');
      await withContext(g(cmd), async ({ db, config }) => {
        if (opts.upstream) await setUpstreamPolicy(db, { server, policy: opts.upstream, actor: config.actor });
        say(`${server}: upstream changes → ${await getUpstreamPolicy(db, server)}`);
      });
    });
  registerSummaryCommands(servers);
}

/** Server summaries for discovery's routing: list them, publish or reject a proposal (docs/discovery.md). */
function registerSummaryCommands(servers: Command): void {
  const review = () => import('../discovery/summary-review.ts');
  servers
    .command('summaries')
    .description(
      "discovery's server summaries, newest version first: the one that routes (published), proposals the LLM or a person wrote " +
        '(pending), rejected and superseded ones; SOURCE says how each came to be (e.g. "offline: names every tool", "llm")',
    )
    .argument('[server]', 'only this server')
    .option('--pending', 'only servers with a proposal waiting for review')
    .option('--json', 'print the servers and their versions as JSON')
    .action(async (server: string | undefined, opts: { pending?: boolean; json?: boolean }, cmd: Command) => {
      const { serverSummaryReview } = await review();
      const views = await withContext(g(cmd), ({ db }) =>
        serverSummaryReview(db, { ...(server ? { server } : {}), pendingOnly: opts.pending }),
      );
      if (opts.json) return printJson(views);
      printTable(
        ['SERVER', 'VERSION', 'STATUS', 'SOURCE', 'BY', 'CREATED', 'TEXT'],
        views.flatMap((s) =>
          s.versions.map((v) => [
            s.server,
            `v${v.version}`,
            v.status,
            v.derivation,
            v.created_by,
            when(v.created_at),
            oneLine(v.text, 60),
          ]),
        ),
      );
    });
  servers
    .command('publish-summary')
    .description("publish a server's summary proposal: discovery routes by it from the proxies' next reload (audited)")
    .argument('<server>', 'the server')
    .argument('<version>', 'the summary version (see `whetstone servers summaries`)', parseVersion)
    .option('--reason <text>', 'why (kept in the audit log)')
    .option('--json', 'print the result as JSON')
    .action(async (server: string, version: number, opts: { reason?: string; json?: boolean }, cmd: Command) => {
      const { publishServerSummary } = await review();
      const r = await withContext(g(cmd), ({ db, config }) =>
        publishServerSummary(db, server, version, config.actor, opts.reason),
      );
      if (opts.json) return printJson(r);
      say(`${server}: summary v${version} published${r.previous ? ` (was v${r.previous})` : ''}`);
    });
  servers
    .command('reject-summary')
    .description("reject a server's summary proposal, with the reason (audited; it can no longer be published)")
    .argument('<server>', 'the server')
    .argument('<version>', 'the summary version', parseVersion)
    .requiredOption('--reason <text>', 'why it is rejected (required; kept on the version and in the audit log)')
    .option('--json', 'print the result as JSON')
    .action(async (server: string, version: number, opts: { reason: string; json?: boolean }, cmd: Command) => {
      const { rejectServerSummary } = await review();
      const r = await withContext(g(cmd), ({ db, config }) =>
        rejectServerSummary(db, server, version, config.actor, opts.reason),
      );
      if (opts.json) return printJson(r);
      say(`${server}: summary v${version} rejected`);
    });
}
