// A lock file that lets several processes take turns on one embedded database
// directory. O_EXCL creation is atomic on local filesystems; a lock left by a dead
// process (its pid no longer exists) is taken over.
import { openSync, closeSync, writeSync, readFileSync, unlinkSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { WhetstoneError } from '../errors.ts';
import { backoffDelay } from '../retry.ts';

const POLL = { initialMs: 20, maxMs: 250, jitter: 0.5 };

export interface DirLock {
  release(): void;
}

export async function acquireDirLock(path: string, timeoutMs: number): Promise<DirLock> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(path);
        } catch {
          // already gone: nothing to release
        }
        process.off('exit', release);
      };
      // A crash still runs 'exit' handlers for normal exits; SIGKILL leaves a stale file,
      // which the pid check below recovers.
      process.on('exit', release);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readHolder(path);
    if (holder !== undefined && !isAlive(holder)) {
      try {
        unlinkSync(path);
      } catch {
        // another waiter removed it first
      }
      continue;
    }
    if (Date.now() >= deadline) {
      throw new WhetstoneError(
        'db_locked',
        `the embedded database is in use by process ${holder ?? '?'} (lock ${path}); wait for it to finish, ` +
          `stop it, or set DATABASE_URL to use PostgreSQL for concurrent processes`,
        { retriable: true },
      );
    }
    await sleep(backoffDelay(POLL, attempt));
  }
}

function readHolder(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isFinite(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
