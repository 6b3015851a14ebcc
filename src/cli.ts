// The `whetstone` command. Each group of commands lives in src/cli/; this file wires
// them up and turns any error into one line on stderr and a non-zero exit code.
import { Command } from 'commander';
import { isWhetstoneError, messageOf } from './errors.ts';
import { registerStoreCommands } from './cli/export.ts';
import { registerIngestCommands } from './cli/ingest.ts';
import { registerJudgeCommand } from './cli/judge.ts';
import { registerLintCommand } from './cli/lint.ts';
import { registerConsistencyCommand } from './cli/consistency.ts';
import { registerMaintenanceCommands } from './cli/maintenance.ts';
import { registerOptimizeCommand } from './cli/optimize.ts';
import { registerProxyCommand } from './cli/proxy.ts';
import { registerServeCommands } from './cli/serve.ts';
import { registerMcpReviewCommand } from './cli/mcp-review.ts';
import { registerReviewCommands } from './cli/review.ts';
import { registerToolCommands } from './cli/tools.ts';
import { registerCheckCommand } from './cli/check.ts';
import { registerEvidenceCommand } from './cli/evidence.ts';
import { registerServerCommands } from './cli/servers.ts';
import { registerRunCommand } from './cli/run.ts';
import { registerRolloutCommands } from './cli/rollout.ts';
import { registerTracesCommands } from './cli/traces.ts';
import { registerBudgetCommand } from './cli/budget.ts';

import { EXIT_ERROR, EXIT_RETRY } from './cli/output.ts';

export { EXIT_ERROR, EXIT_RETRY };

export function buildProgram(): Command {
  const program = new Command('whetstone')
    .description(
      'Whetstone keeps MCP tool descriptions sharp: a versioned store of every description a tool has had, ' +
        'review of proposed changes as diffs, publishing and one-command rollback.\n\n' +
        'Storage: PostgreSQL when DATABASE_URL is set, otherwise an embedded database in ./.whetstone/db.',
    )
    .version('0.1.0')
    .option('--config <file>', 'JSON file of settings (see docs/configuration.md); env vars override it')
    .option('--actor <name>', 'who is acting, for the audit log (default: WHETSTONE_ACTOR or the OS user)')
    .option('--data-dir <dir>', 'where the embedded database lives when DATABASE_URL is unset (default .whetstone)')
    .showHelpAfterError('(run with --help for usage)');
  registerToolCommands(program);
  registerReviewCommands(program);
  registerStoreCommands(program);
  registerRunCommand(program);
  registerIngestCommands(program);
  registerLintCommand(program);
  registerConsistencyCommand(program);
  registerJudgeCommand(program);
  registerOptimizeCommand(program);
  registerProxyCommand(program);
  registerServeCommands(program);
  registerMcpReviewCommand(program);
  registerMaintenanceCommands(program);
  registerCheckCommand(program);
  registerServerCommands(program);
  registerRolloutCommands(program);
  registerTracesCommands(program);
  registerEvidenceCommand(program);
  registerBudgetCommand(program);
  return program;
}

export async function main(argv: string[]): Promise<number> {
  quietOnClosedPipe();
  try {
    await buildProgram().parseAsync(argv);
    // A command may set its own exit code (lint findings).
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (err) {
    // One line per error, whatever the message holds (a driver's or a parser's may span lines).
    const msg = messageOf(err)
      .replace(/\s*\n\s*/g, ' ')
      .trim();
    process.stderr.write(`whetstone: ${msg}\n`);
    if (process.env.WHETSTONE_DEBUG && err instanceof Error && err.stack) process.stderr.write(err.stack + '\n');
    return isWhetstoneError(err) && err.retriable ? EXIT_RETRY : EXIT_ERROR;
  }
}

/**
 * `whetstone tools list | head -1`: the reader closing the pipe early is its choice, not an
 * error of ours, so EPIPE on stdout ends the command quietly (exit 0) instead of an
 * unhandled 'error' event with a stack. Any other stream error is one line and exit 1.
 */
let pipeGuarded = false;
function quietOnClosedPipe(): void {
  if (pipeGuarded) return; // main may run more than once in one process (tests)
  pipeGuarded = true;
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(0);
    process.stderr.write(`whetstone: cannot write the output: ${err.code ?? err.message}\n`);
    process.exit(EXIT_ERROR);
  });
}
