import { describe, expect, it } from 'vitest';
import { SpanCache } from '../../src/intake/formats/otlp/cache.ts';
import type { OtelSpan } from '../../src/intake/formats/otlp/otlp.ts';

const span = (traceId: string): OtelSpan => ({
  traceId,
  spanId: '00000000000000a1',
  parentSpanId: null,
  parentRemote: false,
  name: 'x',
  kind: 0,
  start: '1',
  end: '2',
  attrs: {},
  events: [],
  status: { code: 0 },
  resource: {},
});
const chunk = (...traces: string[]) => new Map(traces.map((t) => [t, [span(t)]]));

describe('span cache', () => {
  it('keeps a pinned (unreadable) chunk through releases and eviction, until it is dropped', () => {
    const cache = new SpanCache(100);
    cache.put(1, 0, new Map(), true);
    cache.put(2, 60, chunk('a', 'b'));
    // Releasing a trace from the pinned entry leaves it, empty: it is still known.
    cache.release(1, 'a');
    expect(cache.get(1, 'a')).toEqual([]);
    // Over the budget: the oldest unpinned chunk goes, the pinned one (older) stays.
    cache.put(3, 60, chunk('c'));
    expect(cache.get(2, 'a')).toBeUndefined();
    expect(cache.get(1, 'b')).toEqual([]);
    expect(cache.bytes).toBe(60);
    cache.drop(1);
    expect(cache.get(1, 'b')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('drops an unpinned chunk when its last trace is released, or when dropped; dropPinned leaves those', () => {
    const cache = new SpanCache(1_000);
    cache.put(1, 10, chunk('a', 'b'));
    cache.put(2, 20, chunk('c'));
    cache.put(3, 0, new Map(), true);
    cache.release(1, 'a');
    expect(cache.get(1, 'b')?.length).toBe(1);
    cache.release(1, 'b');
    expect(cache.get(1, 'b')).toBeUndefined();
    expect(cache.bytes).toBe(20);
    cache.dropPinned();
    expect(cache.get(3, 'x')).toBeUndefined();
    expect(cache.get(2, 'c')?.length).toBe(1);
    cache.drop(2);
    expect(cache.bytes).toBe(0);
    expect(cache.size).toBe(0);
  });
});
