import type { Command } from 'commander';
import { Option } from 'commander';
// Light (no third-party imports), and the roles are needed to register `tokens create`.
import { createToken, revoke, ROLES, type Role } from '../auth/auth.ts';
import { withContext, type GlobalOptions } from './context.ts';
import { printJson, printTable, say, when } from './output.ts';

export function registerServeCommands(program: Command): void {
  registerServe(program);
  registerTokens(program);
}

function registerServe(program: Command): void {
  program
    .command('serve')
    .description(
      'serve the review API and the review page (and /healthz, /readyz, /metrics) on WHETSTONE_HTTP_HOST:WHETSTONE_HTTP_PORT',
    )
    .action(async (_o: unknown, cmd: Command) => {
      const [{ processRegistry }, { createOpsApp, listen }, { createLogger }, review, rollout, state] =
        await Promise.all([
          import('../daemon/process-metrics.ts'),
          import('../daemon/http.ts'),
          import('../log.ts'),
          import('../review/http.ts'),
          import('../rollout/setup.ts'),
          import('../store/sql/state.ts'),
        ]);
      const { createReviewApp } = review;
      const { testParamsFrom } = rollout;
      const { pingDatabase } = state;
      await withContext(cmd.optsWithGlobals<GlobalOptions>(), async ({ db, config }) => {
        const log = createLogger(config.logLevel);
        // The process and Node.js defaults only: every metric here is in docs/operations.md.
        const registry = processRegistry();
        // The daemon port's Host allow-list (DNS-rebinding protection): loopback names, the
        // bound address, IP addresses and WHETSTONE_HTTP_ALLOWED_HOSTS.
        const app = createOpsApp(registry, [{ name: 'database', check: () => pingDatabase(db) }], {
          allowedHosts: config.httpAllowedHosts,
          boundHost: config.httpHost,
        });
        app.route(
          '/',
          createReviewApp({
            db,
            log,
            writesPerMinute: config.writesPerMinute,
            rolloutParams: testParamsFrom(config),
            dailyTokenBudget: config.llmDailyTokenBudget,
            replayQueries: config.optimizeReplayQueries,
          }),
        );
        const { server, port } = await listen(app, config.httpHost, config.httpPort);
        say(`whetstone review: http://${config.httpHost}:${port}/ (store: ${db.kind} ${db.location})`);
        await new Promise<void>((resolve) => {
          process.once('SIGTERM', resolve);
          process.once('SIGINT', resolve);
        });
        await new Promise<void>((resolve) => server.close(() => resolve()));
      });
    });
}

function registerTokens(program: Command): void {
  const tokens = program
    .command('tokens')
    .description('API tokens for the review API, the page and the MCP review server');
  tokens
    .command('create')
    .description('create a token and print it once (only its hash is stored)')
    .requiredOption('--name <name>', 'who the token is for; written to the audit log with every action')
    .addOption(
      new Option('--role <role>', 'viewer reads; reviewer approves, rejects, rolls back; admin also manages tokens')
        .choices(ROLES)
        .makeOptionMandatory(),
    )
    .option('--json', 'print as JSON')
    .action(async (opts: { name: string; role: Role; json?: boolean }, cmd: Command) => {
      const created = await withContext(cmd.optsWithGlobals<GlobalOptions>(), ({ db, config }) =>
        createToken(db, { name: opts.name, role: opts.role, actor: config.actor }),
      );
      if (opts.json) return printJson({ name: created.row.name, role: created.row.role, token: created.token });
      say(`token for ${created.row.name} (${created.row.role}) — shown once, store it now:\n${created.token}`);
    });
  tokens
    .command('list')
    .description('list tokens (never the tokens themselves)')
    .option('--json', 'print as JSON')
    .action(async (opts: { json?: boolean }, cmd: Command) => {
      const { selectTokens } = await import('../store/sql/tokens.ts');
      const rows = await withContext(cmd.optsWithGlobals<GlobalOptions>(), ({ db }) => selectTokens(db));
      if (opts.json) return printJson(rows);
      printTable(
        ['NAME', 'ROLE', 'CREATED', 'BY', 'LAST USED', 'REVOKED'],
        rows.map((r) => [r.name, r.role, when(r.created_at), r.created_by, when(r.last_used_at), when(r.revoked_at)]),
      );
    });
  tokens
    .command('revoke')
    .description('revoke a token; requests with it get 401 from then on')
    .argument('<name>', 'the token name')
    .action(async (name: string, _o: unknown, cmd: Command) => {
      await withContext(cmd.optsWithGlobals<GlobalOptions>(), ({ db, config }) => revoke(db, name, config.actor));
      say(`token ${name} revoked`);
    });
}
