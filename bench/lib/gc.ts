// Garbage collection on this thread while a function runs, from V8's own GC profiler: the
// pause time of every collection, and the bytes allocated (what the heap grew by between
// collections, plus what each collection found in use beyond what the last one left). A
// bench prints these beside CPU so where a path's time goes (allocation → collections) is
// a figure a command reproduces, not one a scratch profile found once.
import { GCProfiler, getHeapStatistics } from 'node:v8';

export interface GcUse {
  /** Pause time of the collections on this thread, milliseconds. */
  ms: number;
  /** Collections, and those of them that were scavenges (the young generation). */
  collections: number;
  scavenges: number;
  /** Bytes allocated on this thread's heap meanwhile. */
  allocated: number;
}

export async function withGc<T>(run: () => Promise<T>): Promise<{ value: T; gc: GcUse }> {
  const profiler = new GCProfiler();
  const startUsed = getHeapStatistics().used_heap_size;
  profiler.start();
  const value = await run();
  const endUsed = getHeapStatistics().used_heap_size;
  const stats = profiler.stop()?.statistics ?? [];
  let allocated = 0;
  let last = startUsed;
  let ms = 0;
  let scavenges = 0;
  for (const s of stats) {
    allocated += Math.max(0, s.beforeGC.heapStatistics.usedHeapSize - last);
    last = s.afterGC.heapStatistics.usedHeapSize;
    ms += s.cost / 1000;
    if (s.gcType === 'Scavenge') scavenges++;
  }
  allocated += Math.max(0, endUsed - last);
  return { value, gc: { ms, collections: stats.length, scavenges, allocated } };
}
