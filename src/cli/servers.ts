import type { Command } from 'commander';
import { Option } from 'commander';
import type { UpstreamPolicy } from '../catalog/policy.ts';
import { withContext, type GlobalOptions } from './context.ts';
import { say } from './output.ts';

export function registerServerCommands(program: Command): void {
  const servers = program.command('servers').description('per-server settings');
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
      await withContext(cmd.optsWithGlobals<GlobalOptions>(), async ({ db, config }) => {
        if (opts.upstream) await setUpstreamPolicy(db, { server, policy: opts.upstream, actor: config.actor });
        say(`${server}: upstream changes → ${await getUpstreamPolicy(db, server)}`);
      });
    });
}
