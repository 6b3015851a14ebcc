// How `whetstone run` ends. On SIGTERM/SIGINT the daemon stops every part in order (loops,
// publisher, consumer with its final offset commit, broker probe, HTTP) and the process
// exits. Two guards keep an orchestrator's rolling update from hanging: a hard deadline
// (WHETSTONE_SHUTDOWN_TIMEOUT_MS) after which the process exits anyway and says what was
// still open, and an explicit exit once stop is done, because a client library may keep
// a reconnect timer or socket alive after a broker restart (kafkajs did, for 100+ s).
import type { Logger } from '../log.ts';

/** Resolves with the signal that arrived. */
export function untilSignal(log: Logger): Promise<string> {
  return new Promise((resolve) => {
    const onSignal = (sig: string) => {
      log.info({ signal: sig }, 'shutting down');
      process.off('SIGTERM', onSignal);
      process.off('SIGINT', onSignal);
      resolve(sig);
    };
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
  });
}

/** What still keeps the event loop alive (for the log line of a forced exit). */
export function openResources(): string[] {
  const counts = new Map<string, number>();
  for (const r of process.getActiveResourcesInfo()) counts.set(r, (counts.get(r) ?? 0) + 1);
  return [...counts].map(([r, n]) => `${r}×${n}`);
}

/**
 * Arms the hard deadline at the signal: if stopping (daemon, then the database pool) is
 * not done within `deadlineMs`, the process logs what was still open and exits 1.
 * `done()` disarms it and exits (0 unless told) — at once, so a leftover library timer cannot hold the
 * process (what was left, if anything, is logged).
 */
export function armShutdownDeadline(deadlineMs: number, log: Logger): { done(code?: number): never } {
  const started = Date.now();
  const timer = setTimeout(() => {
    log.error(
      { deadlineMs, open: openResources() },
      `shutdown did not finish within WHETSTONE_SHUTDOWN_TIMEOUT_MS=${deadlineMs} ms; exiting anyway (offsets not committed yet are redelivered to the next consumer)`,
    );
    process.exit(1);
  }, deadlineMs);
  return {
    done(code = 0) {
      clearTimeout(timer);
      const open = openResources().filter((r) => !/^(TTYWrap|PipeWrap|FSReqCallback)/.test(r));
      log.info({ ms: Date.now() - started, ...(open.length ? { stillOpen: open } : {}) }, 'shutdown complete; exiting');
      process.exit(code);
    },
  };
}
