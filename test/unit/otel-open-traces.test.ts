// The assembler's in-memory index of open traces: what a round judges ready, and which
// chunks closing traces leaves unneeded.
import { describe, expect, it } from 'vitest';
import { lateOnly, OpenTraces } from '../../src/intake/formats/otlp/open-traces.ts';

const chunk = (id: number, stagedAt: number, traces: [string, number, boolean][]) => ({
  id,
  stagedAt,
  traceIds: traces.map((t) => t[0]),
  spanCounts: traces.map((t) => t[1]),
  roots: traces.map((t) => t[2]),
});

describe('open traces', () => {
  it('joins a trace across chunks: root from any chunk, idle clock from the last', () => {
    const o = new OpenTraces();
    o.add(
      chunk(1, 1_000, [
        ['aa', 3, false],
        ['bb', 2, true],
      ]),
      new Set(),
    );
    o.add(chunk(2, 5_000, [['aa', 4, true]]), new Set());
    const q = { idleMs: 2_000, maxAgeMs: 60_000, limit: 10 };
    // At 6 s, aa's last chunk came 1 s ago (not idle); bb has been idle 5 s.
    expect(o.ready({ ...q, now: 6_000 })).toEqual([{ trace_id: 'bb', forced: false, chunks: [1] }]);
    // At 8 s both are idle, the longest idle first.
    expect(o.ready({ ...q, now: 8_000 }).map((r) => [r.trace_id, r.chunks])).toEqual([
      ['bb', [1]],
      ['aa', [1, 2]],
    ]);
    expect(o.ready({ ...q, now: 8_000, limit: 1 }).map((r) => r.trace_id)).toEqual(['bb']);
    expect(o.ready({ ...q, now: 8_000, only: new Set(['aa', 'zz']) }).map((r) => r.trace_id)).toEqual(['aa']);
  });

  it('forces a trace without a root once it is older than the maximum age, never before', () => {
    const o = new OpenTraces();
    o.add(chunk(1, 1_000, [['aa', 1, false]]), new Set());
    expect(o.ready({ now: 60_999, idleMs: 0, maxAgeMs: 60_000, limit: 10 })).toEqual([]);
    expect(o.ready({ now: 61_000, idleMs: 0, maxAgeMs: 60_000, limit: 10 })).toEqual([
      { trace_id: 'aa', forced: true, chunks: [1] },
    ]);
  });

  it('leaves finished traces out as late, and says which chunks closing traces empties', () => {
    const o = new OpenTraces();
    const c1 = chunk(1, 0, [
      ['aa', 1, true],
      ['bb', 1, true],
    ]);
    const c2 = chunk(2, 0, [
      ['bb', 2, false],
      ['dd', 5, true],
    ]);
    const c3 = chunk(3, 0, [['dd', 1, false]]);
    const finished = new Set(['dd']);
    expect(o.add(c1, finished)).toEqual([]);
    expect(o.add(c2, finished)).toEqual([{ traceId: 'dd', spans: 5 }]);
    expect(lateOnly([c1, c2, c3], finished)).toEqual([3]);
    expect(o.add(c3, finished)).toEqual([{ traceId: 'dd', spans: 1 }]);
    expect(o.size).toBe(2);
    expect(o.chunkIds().sort()).toEqual([1, 2]);
    // Closing aa alone empties nothing (bb is still in chunk 1); closing bb too empties both.
    expect(o.emptiedBy(['aa'])).toEqual([]);
    expect(o.emptiedBy(['aa', 'bb']).sort()).toEqual([1, 2]);
    expect(o.close(['aa'])).toEqual([]);
    expect(o.emptiedBy(['bb']).sort()).toEqual([1, 2]);
    expect(o.close(['bb']).sort()).toEqual([1, 2]);
    expect(o.size).toBe(0);
    expect(o.chunkIds()).toEqual([]);
  });

  it('says which chunks a close left unneeded when another batch was closed between its emptiedBy and its close', () => {
    const o = new OpenTraces();
    o.add(
      chunk(1, 0, [
        ['aa', 1, true],
        ['bb', 1, true],
      ]),
      new Set(),
    );
    o.add(chunk(2, 0, [['bb', 1, false]]), new Set());
    // Two batches committing at once: each reads emptiedBy while the other's trace is open.
    expect(o.emptiedBy(['aa'])).toEqual([]);
    expect(o.emptiedBy(['bb'])).toEqual([2]);
    expect(o.close(['aa'])).toEqual([]);
    // Chunk 1 was in neither emptiedBy: the close that leaves it unneeded says so.
    expect(o.close(['bb']).sort()).toEqual([1, 2]);
    expect(o.close(['bb'])).toEqual([]);
  });
});
