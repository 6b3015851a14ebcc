// ConsumerLifecycle.handled(): the wrapper every consumer's eachBatch runs in. A batch that
// ends while the consumer stops commits what it resolved before it counts as done; its
// outcome (a rejection too) reaches kafkajs unchanged. The payload is a plain object with
// the two calls the wrapper makes; the real path runs in kafka-lifecycle.test.ts.
import type { EachBatchPayload } from 'kafkajs';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.ts';
import { createKafka } from '../../src/traces/kafka.ts';
import { ConsumerLifecycle } from '../../src/traces/kafka-lifecycle.ts';

const lifecycle = () =>
  new ConsumerLifecycle({ kafka: createKafka(['127.0.0.1:1'], 'whetstone-test', 0), topic: 't', dlqTopic: 't.dlq', groupId: 'g', log: createLogger('silent'), name: 'test consumer' });

function payload(commits: unknown[], fail = false): EachBatchPayload {
  const uncommitted = { topics: [{ topic: 't', partitions: [{ partition: 0, offset: '5' }] }] };
  return {
    batch: { partition: 0 },
    uncommittedOffsets: () => uncommitted,
    commitOffsetsIfNecessary: async (o?: unknown) => {
      commits.push(o);
      if (fail) throw new Error('coordinator gone');
    },
  } as unknown as EachBatchPayload;
}

describe('ConsumerLifecycle.handled', () => {
  it('while running: the batch as it is, no commit of its own (kafkajs commits after it)', async () => {
    const life = lifecycle();
    const commits: unknown[] = [];
    await life.handled(async () => {})(payload(commits));
    expect(commits).toEqual([]);
  });

  it('while stopping: commits what the batch resolved before it counts as done, after a rejection too, which reaches kafkajs unchanged', async () => {
    const life = lifecycle();
    await life.stop();
    const commits: unknown[] = [];
    let ended = false;
    await life.handled(async () => {
      ended = true;
    })(payload(commits));
    expect(ended).toBe(true);
    expect(commits).toEqual([{ topics: [{ topic: 't', partitions: [{ partition: 0, offset: '5' }] }] }]);
    const failing = life.handled(async () => {
      throw new Error('store failed');
    })(payload(commits));
    await expect(failing).rejects.toThrow('store failed');
    expect(commits).toHaveLength(2);
    // A commit that fails is left to stop() (or the next start), not thrown into kafkajs.
    await expect(life.handled(async () => {})(payload(commits, true))).resolves.toBeUndefined();
    expect(commits).toHaveLength(3);
  });
});
