// CPU time of processes from /proc (Linux), so a bench can say where the cycles of a
// multi-process path go. Elsewhere the functions return undefined and the bench says so.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces). */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** User + system CPU milliseconds the process has used so far. */
export function processCpuMs(pid: number): number | undefined {
  const f = statFields(pid);
  // After the name: state(0) ppid(1) … utime(11) stime(12), in clock ticks.
  return f ? ((Number(f[11]) + Number(f[12])) * 1000) / clockTicks() : undefined;
}

/** The direct children of a process. */
export function childPids(pid: number): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries.filter((d) => /^\d+$/.test(d) && statFields(Number(d))?.[1] === String(pid)).map(Number);
}

/** User + system CPU milliseconds of one thread of a process (the main thread: tid = pid). */
export function threadCpuMs(pid: number, tid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / clockTicks();
  } catch {
    return undefined;
  }
}

/**
 * User + system CPU milliseconds of a process and all its children, those that have
 * exited included (the kernel adds a reaped child's time to its parent's): for a server
 * such as PostgreSQL's postmaster, whose backends come and go during a measurement.
 */
export function treeCpuMs(pid: number): number | undefined {
  const f = statFields(pid);
  if (!f) return undefined;
  // utime(11) stime(12) cutime(13) cstime(14), in clock ticks.
  let ticks = Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
  for (const child of childPids(pid)) {
    const c = statFields(child);
    if (c) ticks += Number(c[11]) + Number(c[12]) + Number(c[13]) + Number(c[14]);
  }
  return (ticks * 1000) / clockTicks();
}

/** The parent of a process (e.g. PostgreSQL's postmaster, from one of its backends). */
export function parentPid(pid: number): number | undefined {
  const f = statFields(pid);
  return f ? Number(f[1]) : undefined;
}
