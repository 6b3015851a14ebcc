// Tool-call events from the proxy to Kafka through a bounded, non-blocking buffer: a call
// never waits for Kafka; when the buffer is full the event is dropped and counted.
import type { Kafka, Producer } from 'kafkajs';
import type { Logger } from '../log.ts';

export interface ToolCallEvent {
  schema: 'whetstone.tool-call/v1';
  at: string;
  server: string;
  tool: string;
  version_shown: number | null;
  content_hash: string | null;
  session: string | null;
  arguments: Record<string, unknown>;
  is_error: boolean;
  /** The agent cancelled the call, or went away, before the upstream answered (is_error is then true). */
  cancelled: boolean;
  latency_ms: number;
}

export interface EventSink {
  push(e: ToolCallEvent): void;
  stats(): { queued: number; sent: number; dropped: number; failed: number };
  close(): Promise<void>;
}

export function kafkaEventSink(kafka: Kafka, topic: string, log: Logger, capacity = 10_000, flushMs = 200): EventSink {
  const queue: ToolCallEvent[] = [];
  const stats = { sent: 0, dropped: 0, failed: 0 };
  let producer: Producer | undefined;
  let closed = false;
  let flushing: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (queue.length === 0) return;
    try {
      if (!producer) {
        producer = kafka.producer({ allowAutoTopicCreation: true });
        await producer.connect();
      }
      const batch = queue.splice(0, 1000);
      await producer.send({ topic, messages: batch.map((e) => ({ key: e.server, value: JSON.stringify(e) })) });
      stats.sent += batch.length;
    } catch (err) {
      stats.failed++;
      log.warn({ err: (err as Error).message }, 'tool-call events not delivered; will retry');
    }
  };
  const timer = setInterval(() => {
    flushing = flushing.then(flush);
  }, flushMs);
  timer.unref();
  return {
    push(e) {
      if (closed) return;
      if (queue.length >= capacity) {
        stats.dropped++;
        return;
      }
      queue.push(e);
    },
    stats: () => ({ queued: queue.length, ...stats }),
    async close() {
      closed = true;
      clearInterval(timer);
      await flushing;
      await flush();
      await producer?.disconnect().catch(() => {});
    },
  };
}
