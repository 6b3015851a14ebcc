// Dead letters split into sends under the DLQ topic's max.message.bytes (src/intake/doors/kafka.ts
// dlqBatches): every send fits, nothing is lost or reordered, and a dead letter too large
// on its own is cut, never refused: by its value first, then by the producer's own headers
// and key. (Against the real broker: test/integration/kafka-dlq.test.ts, kafka-lifecycle.test.ts.)
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dlqBatches, type DlqMessage } from '../../src/intake/doors/kafka.ts';

const MAX = 8_192;
/** A rough size of a record as the broker counts it: key, value and headers, plus framing. */
function size(m: DlqMessage): number {
  let n = 64 + (m.key ? Buffer.byteLength(m.key as string | Buffer) : 0) + ((m.value as Buffer | null)?.length ?? 0);
  for (const [k, v] of Object.entries(m.headers))
    n += Buffer.byteLength(k) + (v === undefined ? 0 : Buffer.byteLength(v as string | Buffer)) + 8;
  return n;
}
const dead = (value: Buffer | null, headers: Record<string, string> = {}, key: string | null = 'k'): DlqMessage => ({
  key,
  value,
  headers: { ...headers, 'whetstone-reason': 'not_json', 'whetstone-error': 'Unexpected token' },
});

describe('dlqBatches', () => {
  it('packs small dead letters into sends that each fit, in order, none lost', () => {
    const messages = Array.from({ length: 20 }, (_, i) => dead(Buffer.alloc(1_000, i)));
    const batches = dlqBatches(messages, MAX);
    expect(batches.length).toBeGreaterThan(1);
    for (const b of batches) expect(b.reduce((n, m) => n + size(m), 0)).toBeLessThanOrEqual(MAX);
    expect(batches.flat()).toEqual(messages);
  });

  it('cuts a value too large on its own, and says what it cut', () => {
    const value = Buffer.alloc(20_000, 7);
    const [[cut]] = dlqBatches([dead(value)], MAX) as [[DlqMessage]];
    expect(size(cut)).toBeLessThanOrEqual(MAX);
    expect((cut.value as Buffer).length).toBeGreaterThan(1_000);
    expect(value.subarray(0, (cut.value as Buffer).length).equals(cut.value as Buffer)).toBe(true);
    expect(cut.headers['whetstone-truncated']).toBe('true');
    expect(cut.headers['whetstone-original-bytes']).toBe('20000');
    expect(cut.headers['whetstone-original-sha256']).toBe(createHash('sha256').update(value).digest('hex'));
    expect(cut.headers['whetstone-reason']).toBe('not_json');
  });

  it("drops the producer's own headers, then its key, when they alone leave no room (a null value too)", () => {
    const huge = { 'x-trace-context': 'h'.repeat(20_000) };
    for (const value of [Buffer.alloc(10, 1), null]) {
      const [[cut]] = dlqBatches([dead(value, huge)], MAX) as [[DlqMessage]];
      expect(size(cut)).toBeLessThanOrEqual(MAX);
      expect(cut.headers['x-trace-context']).toBeUndefined();
      expect(cut.headers['whetstone-headers-dropped']).toBe('true');
      expect(cut.headers['whetstone-reason']).toBe('not_json');
      expect(cut.key).toBe('k');
    }
    const [[keyless]] = dlqBatches([dead(Buffer.alloc(10), {}, 'k'.repeat(20_000))], MAX) as [[DlqMessage]];
    expect(size(keyless)).toBeLessThanOrEqual(MAX);
    expect(keyless.key).toBeNull();
  });
});
