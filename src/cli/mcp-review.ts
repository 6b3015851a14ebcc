import type { Command } from 'commander';
import { withContext, type GlobalOptions } from './context.ts';

export function registerMcpReviewCommand(program: Command): void {
  program
    .command('mcp-review')
    .description(
      'an MCP server for reviewing from an agent: list_proposals, show_proposal, approve_proposal, reject_proposal, rollback_tool, ' +
        'tool_history, rollout_status, decide_rollout; over stdio the token comes from WHETSTONE_TOKEN (looked up at every call), over Streamable HTTP from the ' +
        'Authorization header of every request (Host/Origin limited to WHETSTONE_MCP_ALLOWED_HOSTS / _ORIGINS, default loopback)',
    )
    .option('--http <port>', 'serve Streamable HTTP on this port (at /mcp) instead of stdio', (v) => Number(v))
    .action(async (opts: { http?: number }, cmd: Command) => {
      const [{ createLogger }, { writeLimiter }, review, { serveHttp, serveStdio }, { testParamsFrom }] =
        await Promise.all([
          import('../log.ts'),
          import('../auth/auth.ts'),
          import('../mcp/review-server.ts'),
          import('../mcp/serve.ts'),
          import('../rollout/setup.ts'),
        ]);
      const { createReviewMcpServer, requestCaller, reviewAuthorizer, tokenCaller } = review;
      await withContext(cmd.optsWithGlobals<GlobalOptions>(), async ({ db, config }) => {
        const log = createLogger(config.logLevel);
        const limitWrites = writeLimiter(config.writesPerMinute);
        let close: (() => Promise<void>) | undefined;
        if (opts.http !== undefined) {
          const h = await serveHttp(
            () =>
              createReviewMcpServer(db, requestCaller, {
                limitWrites,
                rolloutParams: testParamsFrom(config),
                replayQueries: config.optimizeReplayQueries,
              }),
            config.httpHost,
            opts.http,
            {
              allowedHosts: config.mcpAllowedHosts,
              allowedOrigins: config.mcpAllowedOrigins,
              maxBodyBytes: config.mcpMaxBodyBytes,
              maxSessionsPerToken: config.mcpMaxSessionsPerToken,
              sessionIdleMs: config.mcpSessionIdleMs,
              authorize: reviewAuthorizer(db),
              onError: (err) => log.error({ err: err.message }, 'mcp-review request failed'),
            },
          );
          close = h.close;
          process.stderr.write(
            `whetstone mcp-review: http://${config.httpHost}:${h.port}/mcp (Host: ${h.allowedHosts.join(', ')})\n`,
          );
        } else {
          await serveStdio(() =>
            createReviewMcpServer(db, tokenCaller(db, process.env.WHETSTONE_TOKEN), {
              limitWrites,
              rolloutParams: testParamsFrom(config),
              replayQueries: config.optimizeReplayQueries,
            }),
          );
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
