import { describe, expect, it } from 'vitest';
import { StoredOffsets } from '../../src/intake/doors/kafka-offsets.ts';

describe('StoredOffsets: what a stop still owes the group', () => {
  it('owes the next offset after the last stored message until a commit reaches it', () => {
    const o = new StoredOffsets();
    expect(o.owed()).toEqual([]);
    o.stored(1, '15');
    o.stored(0, '3');
    expect(o.owed()).toEqual([
      { partition: 0, offset: '4' },
      { partition: 1, offset: '16' },
    ]);
    // kafkajs reports partitions as strings in its commit event.
    o.committed('1', '16');
    o.committed(0, '2');
    expect(o.owed()).toEqual([{ partition: 0, offset: '4' }]);
    o.committed(0, '4');
    expect(o.owed()).toEqual([]);
  });

  it('never goes back: a redelivered, earlier batch stored again owes nothing new', () => {
    const o = new StoredOffsets();
    o.stored(0, '20');
    o.committed(0, '12');
    o.stored(0, '15');
    expect(o.owed()).toEqual([{ partition: 0, offset: '21' }]);
  });

  it("forgets at a join what was stored before it: the partitions may have been another member's meanwhile", () => {
    const o = new StoredOffsets();
    o.stored(0, '15');
    o.committed(0, '12');
    o.joined();
    // Another member committed 30 while it held partition 0; this member, given it back,
    // must not commit 16 over that.
    expect(o.owed()).toEqual([]);
    // What is stored in the new generation is owed again.
    o.stored(0, '31');
    expect(o.owed()).toEqual([{ partition: 0, offset: '32' }]);
  });

  it("reads offsets given as Long objects (kafkajs's explicit commits report them so)", () => {
    const o = new StoredOffsets();
    o.stored(1, '7');
    o.committed(1, { toString: () => '8' });
    expect(o.owed()).toEqual([]);
  });

  it('counts in offsets beyond 2^53', () => {
    const o = new StoredOffsets();
    o.stored(0, '9007199254740993');
    o.committed(0, '9007199254740993');
    expect(o.owed()).toEqual([{ partition: 0, offset: '9007199254740994' }]);
  });
});
