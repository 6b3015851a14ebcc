// inSlices: every unit once, in order, yielding to the event loop between slices (so I/O
// and timers run during a long loop) but not after every unit.
import { describe, expect, it } from 'vitest';
import { inSlices } from '../../src/intake/core/pool.ts';

/** Busy for `ms` milliseconds (a unit of CPU work). */
function spin(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

describe('inSlices', () => {
  it('runs every unit once, in order, and none for n = 0', async () => {
    const seen: number[] = [];
    await inSlices(1000, (i) => seen.push(i));
    expect(seen).toEqual(Array.from({ length: 1000 }, (_, i) => i));
    let ran = false;
    await inSlices(0, () => {
      ran = true;
    });
    expect(ran).toBe(false);
  });

  it('lets the event loop run between slices of long work', async () => {
    // A timer due at once can only fire when the loop gets a turn: it records how many
    // units had run by then. Units of 1 ms against 0.5 ms slices: a turn after each unit.
    const at: number[] = [];
    let done = 0;
    const tick = setInterval(() => at.push(done), 0);
    try {
      await inSlices(20, () => {
        spin(1);
        done++;
      });
    } finally {
      clearInterval(tick);
    }
    expect(done).toBe(20);
    // Timers ran while units were still left, more than once.
    expect(at.filter((n) => n > 0 && n < 20).length).toBeGreaterThan(1);
  });

  it('does not give up the loop after every unit when units are short', async () => {
    // 10,000 trivial units fit a few slices: far fewer turns of the loop than units.
    let turns = 0;
    let stop = false;
    const count = () => {
      if (stop) return;
      turns++;
      setImmediate(count);
    };
    setImmediate(count);
    await inSlices(10_000, () => {});
    stop = true;
    expect(turns).toBeLessThan(100);
  });

  it('rejects with the error a unit throws, running no unit after it', async () => {
    const seen: number[] = [];
    await expect(
      inSlices(10, (i) => {
        if (i === 3) throw new Error('unit 3 failed');
        seen.push(i);
      }),
    ).rejects.toThrow('unit 3 failed');
    expect(seen).toEqual([0, 1, 2]);
  });

  it('rejects the same way when the failing unit runs after a yield', async () => {
    // Units of 1 ms against 0.5 ms slices: unit 5 runs in a later slice than unit 0.
    const seen: number[] = [];
    let turns = 0;
    const tick = setInterval(() => turns++, 0);
    try {
      await expect(
        inSlices(10, (i) => {
          spin(1);
          if (i === 5) throw new Error('unit 5 failed');
          seen.push(i);
        }),
      ).rejects.toThrow('unit 5 failed');
    } finally {
      clearInterval(tick);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4]);
    expect(turns).toBeGreaterThan(0);
  });
});
