import type { Command } from 'commander';
import { authenticate } from '../review/auth.ts';
import { createReviewMcpServer } from '../mcp/review-server.ts';
import { serveHttp, serveStdio } from '../mcp/serve.ts';
import { withContext, type GlobalOptions } from './context.ts';
import { testParamsFrom } from '../rollout/setup.ts';

export function registerMcpReviewCommand(program: Command): void {
  program
    .command('mcp-review')
    .description(
      'an MCP server for reviewing from an agent: list_proposals, show_proposal, approve_proposal, reject_proposal, rollback_tool, ' +
        'tool_history, rollout_status, decide_rollout; over stdio the token comes from WHETSTONE_TOKEN, over Streamable HTTP from the Authorization header',
    )
    .option('--http <port>', 'serve Streamable HTTP on this port (at /mcp) instead of stdio', (v) => Number(v))
    .action(async (opts: { http?: number }, cmd: Command) => {
      await withContext(cmd.optsWithGlobals<GlobalOptions>(), async ({ db, config }) => {
        let close: (() => Promise<void>) | undefined;
        if (opts.http !== undefined) {
          const h = await serveHttp(async (_sid, auth) => createReviewMcpServer(db, await authenticate(db, bearer(auth)), { rolloutParams: testParamsFrom(config) }), config.httpHost, opts.http);
          close = h.close;
          process.stderr.write(`whetstone mcp-review: http://${config.httpHost}:${h.port}/mcp\n`);
        } else {
          const principal = await authenticate(db, process.env.WHETSTONE_TOKEN);
          await serveStdio(() => createReviewMcpServer(db, principal, { rolloutParams: testParamsFrom(config) }));
        }
        await new Promise<void>((resolve) => {
          process.once('SIGTERM', resolve);
          process.once('SIGINT', resolve);
          if (opts.http === undefined) process.stdin.once('end', resolve);
        });
        await close?.();
      });
    });
}

function bearer(header: string | undefined): string | undefined {
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}
