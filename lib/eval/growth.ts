// What the growth checks share, tests (poisoning-growth, the 64 KB bound) and benches
// (bench:redos) alike: a text pumped to a size, and the CPU time a call takes on it.

/** A unit repeated to `size` characters. */
export const pumped = (unit: string, size: number): string => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

// CPU time this process spends in `fn`, in milliseconds: user plus system time, GC threads
// included. Timing bounds in tests, and the benches' growth ratios, compare two such figures
// from the same run. Wall time is
// the wrong clock for them: CI runs two test files at once on two cores, and wall time also
// counts the stretches this process waits for a core, which once made a linear check look
// 4.8 times slower than its baseline. Test files run in forked processes, one file at a
// time in each (vitest.config.ts), so another file's work never shows up here.
export function cpuTimeOf<T>(fn: () => T): { ms: number; value: T } {
  const start = process.cpuUsage();
  const value = fn();
  const used = process.cpuUsage(start);
  // An async function's work runs after it returns: the figure would be its first step only.
  if (value instanceof Promise)
    throw new TypeError('cpuTimeOf measures synchronous work; this function returned a promise');
  return { ms: (used.user + used.system) / 1000, value };
}
