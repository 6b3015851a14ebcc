// `whetstone run`: the daemon in the foreground, until SIGTERM/SIGINT or a fatal failure of
// a part it cannot run without; then a graceful stop within the shutdown deadline.
import type { Command } from 'commander';
import { withContext, type GlobalOptions } from './context.ts';
import { say } from './output.ts';

/** How a reviewer gets in: the page asks for a token (banner and help alike). */
const TOKEN_HINT = 'The page asks for an API token: whetstone tokens create --name NAME --role reviewer';

export function registerRunCommand(program: Command): void {
  program
    .command('run')
    .description(
      'run the daemon: ingest traces from Kafka (when KAFKA_BROKERS is set), judge, optimize and publish, and serve ' +
        'the review page at http://HOST:PORT/ (WHETSTONE_HTTP_HOST, WHETSTONE_HTTP_PORT) with /healthz, /readyz and /metrics; ' +
        'SIGTERM finishes the chunk in hand, commits it and exits (within WHETSTONE_SHUTDOWN_TIMEOUT_MS, default 20 s, or exits anyway and says so)',
    )
    .addHelpText('after', `\n${TOKEN_HINT}\nThe whole path from an empty database: docs/deploy.md`)
    .action(async (_opts: unknown, cmd: Command) => {
      const [{ Daemon }, { armShutdownDeadline, untilSignal }, { createLogger }] = await Promise.all([
        import('../daemon/run.ts'),
        import('../daemon/shutdown.ts'),
        import('../log.ts'),
      ]);
      let shutdown: ReturnType<typeof armShutdownDeadline> | undefined;
      let failed = false;
      await withContext(cmd.optsWithGlobals<GlobalOptions>(), async ({ db, config }) => {
        const log = createLogger(config.logLevel === 'warn' ? 'info' : config.logLevel);
        const daemon = new Daemon({ config, db, log });
        // Listening before the daemon starts: its HTTP server answers and its consumers join
        // while it is still starting, and a SIGTERM then (an orchestrator seeing /readyz
        // say "joining") killed the process instead of stopping it.
        const signalled = untilSignal(log);
        // A start that fails part way (after HTTP, loops or consumers came up) is stopped like a
        // SIGTERM, then exits 1: left alone, those parts kept the process half alive.
        const first = await Promise.race([daemon.start(), signalled]).catch((err: Error) => err);
        if (first instanceof Error) {
          failed = true;
          process.stderr.write(`whetstone: the daemon could not start: ${first.message}\n`);
        } else if (typeof first !== 'string') {
          const base = `http://${config.httpHost}:${first.port}`;
          say(
            `whetstone running — store: ${db.kind} ${db.location}; kafka: ${config.kafkaBrokers ? `${config.kafkaBrokers} topic ${config.tracesTopic}` : 'off (KAFKA_BROKERS unset)'}; ` +
              `LLM: ${daemon.llm.mode === 'offline' ? "none configured — offline mode (signal judging only; the injection gate's LLM reader is off)" : `${daemon.llm.describe()} (injection gate's LLM reader ${config.poisoningLlm ? 'on' : 'off'})`}\n` +
              `review page: ${base}/ (metrics: ${base}/metrics)\n${TOKEN_HINT}`,
          );
          // A part the daemon cannot run without failed (logged): stop like on SIGTERM, exit 1.
          daemon.onFatal(() => {
            failed = true;
            process.kill(process.pid, 'SIGTERM');
          });
          await signalled;
        }
        // Stopping waits for a start still under way (Daemon.stop), within the deadline.
        shutdown = armShutdownDeadline(config.shutdownTimeoutMs, log);
        await daemon.stop();
      });
      // The database pool is closed too (withContext); nothing the daemon owns is open.
      shutdown?.done(failed ? 1 : 0);
    });
}
